import Dispatch
import Foundation
import ScaffoldDiagnostics
import ScaffoldManifest
import ScaffoldSpec
import Yams

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rules one group of files is checked by: a generated module, a module of `scaffold.yml`, or the rest.
struct CheckContext: Sendable {
    var module: String?
    var architecture: Architecture?
    /// The modules this one may use; nil when unknown (then imports are not checked).
    var dependencies: [String]?
    /// A generated module's spec, read for `dependencies` only if the module uses another one (see `loadDependencies`).
    var specPath: String?
    /// Type-name collectors (`*ViewModel`), which take precedence over the file's layer.
    var typeCollectors: [CheckConfig.LayerCollector] = []
    /// Layer → the modules its files must not import, from `frameworks:` of scaffold.yml.
    var importBans: [String: ImportBan] = [:]
    /// The Package.swift that declares `dependencies`, for a module that has them from there: where to add one.
    var dependenciesDeclaredIn: String?
    /// The dependencies its Package.swift target declares itself, for a module that has them from there (not from
    /// `modules:`): judged against its imports after the analysis (`DeclaredDependencies`), so not part of its key.
    var declared: [PackageModules.Declared]?
    /// The absolute path of that Package.swift, read to locate a dependency that is never used.
    var declaredManifest: String?

    /// The layer of code in type `name` (qualified): its outermost type's collector, else the file's layer.
    func layer(ofType name: String, fileLayer: String?) -> String? {
        collectedLayer(ofType: name) ?? fileLayer
    }

    func collectedLayer(ofType name: String) -> String? {
        guard !typeCollectors.isEmpty else { return nil }
        let outermost = name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
        return typeCollectors.first { $0.types.contains { $0.matches(name: outermost) } }?.name.value
    }
}

struct SourceFile: Sendable {
    var path: String
    /// Relative to the working folder when inside it.
    var displayPath: String
    /// From the manifest, the module's folder layout, or a path glob of scaffold.yml.
    var layer: String?
    var context: Int
    /// The Package.swift target holding the file when a `modules:` entry of scaffold.yml puts it in a module of
    /// another name: an `import` of the target still sees its types.
    var packageTarget: String?
    /// False for a file outside the checked paths, read only for its declarations (see `Scope.build`).
    var isChecked = true
}

/// Which files to check and by which rules.
struct Scope: Sendable {
    var files: [SourceFile] = []
    var contexts: [CheckContext] = []
    var config: CheckConfig?
    /// Configured layers that matched a file by path (type-name matches are found after parsing).
    var layersMatchedByPath: Set<String> = []
    /// Whether any file was assigned by scaffold.yml rather than by a manifest.
    var usesConfigLayers = false
    /// Whether files outside the checked paths were read too (a partial run).
    var isPartial = false
    var checkedFiles: [SourceFile] { isPartial ? files.filter(\.isChecked) : files }
    var notes: [String] = []
    /// With a cache: the manifest entries to write (new outlines by key) and the keys of those it served.
    var freshCacheEntries: [String: [UInt8]] = [:]
    var usedCacheEntries: [String] = []
    /// The module folders whose manifest was decoded (not served by the cache), in order.
    var decodedManifests: [String] = []
    /// The Package.swift files parsed (not served by the cache), in order.
    var parsedPackages: [String] = []
    /// How many folders were listed (not served by the cache).
    var listedFolders = 0

    static let manifestPath = Manifest.relativePath
    /// Manifest layers that are not checked: tests and mocks, Package.swift, and the resources (the String Catalog and
    /// its accessor, which every layer may read).
    static let uncheckedLayers: Set<String> = ["Test", "Package", "Resources"]

    /// - Parameter cache: where the outlines of unchanged manifests come from (decoding a manifest's JSON, which
    ///   holds the text of every generated file, costs more than the rest of a warm run).
    static func build(paths: [String], workingFolder: URL, config: CheckConfig?, cache: FactsCache? = nil) throws(DiagnosticError) -> Scope {
        var scope = Scope(config: config)
        var diagnostics = DiagnosticCollector()
        let here = SourceLocation(file: workingFolder.path, line: 1, column: 1)
        // Each Swift file with the generated module it is in, if any.
        var found: [String: String?] = [:]
        var walk = FolderWalk(cache: cache)
        for argument in paths.isEmpty ? ["."] : paths {
            let url = resolve(argument, in: workingFolder)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                diagnostics.error(
                    "no such file or folder '\(argument)'", at: here,
                    hint: argument == "init"
                        ? "to write a scaffold.yml for this project, run 'scaffold check-init'" : "give folders or Swift files to check")
                continue
            }
            if isFolder.boolValue {
                for (file, root) in walk.swiftFiles(under: url.path) { found[file] = root }
            } else if url.pathExtension == "swift" {
                found[url.path] = moduleRoot(above: parentFolder(of: url.path))
            } else {
                diagnostics.error("'\(argument)' is not a Swift file", at: here, hint: "give folders or .swift files")
            }
        }
        try diagnostics.throwIfAny()
        // A partial run: the rest of the project under scaffold.yml's folder is read for its declarations, so
        // that names resolve as in a whole run, and a layer with no file in the checked paths is known to match
        // elsewhere; its files are never reported. Folders already walked are skipped, so a whole run reads nothing more.
        var outside: Set<String> = []
        if let config {
            for (file, root) in walk.swiftFiles(under: config.folder.path) where found[file] == nil {
                found[file] = root
                outside.insert(file)
            }
        }
        scope.isPartial = !outside.isEmpty

        var defaultContext = CheckContext(
            module: nil, architecture: config?.architecture, dependencies: nil,
            typeCollectors: config?.layers.filter { !$0.types.isEmpty } ?? [])
        defaultContext.importBans = config?.importBans(architecture: defaultContext.architecture) ?? [:]
        scope.contexts = [defaultContext]
        // Generated modules: every manifest is read once, in parallel.
        let sorted = found.keys.sorted()
        let roots = sorted.map { found[$0] ?? nil }
        let moduleRoots = Set(roots.compactMap { $0 }).sorted()
        let reads = Slots<ManifestRead>(count: moduleRoots.count)
        DispatchQueue.concurrentPerform(iterations: moduleRoots.count) { index in
            reads[index] = readManifest(root: moduleRoots[index], cache: cache)
        }
        var modulesByRoot: [String: LoadedModule] = [:]
        // A module outside the checked paths whose manifest cannot be read is left out of a partial run, with a note.
        let checkedRoots = Set(zip(sorted, roots).compactMap { path, root in outside.contains(path) ? nil : root })
        var unreadRoots: Set<String> = []
        for (root, read) in zip(moduleRoots, reads.values) {
            if case .success(_, let fromCache, let entry)? = read {
                if !fromCache { scope.decodedManifests.append(root) }
                if let cache {
                    let key = cache.key(of: root + "/" + manifestPath)
                    if let entry { scope.freshCacheEntries[key] = entry } else { scope.usedCacheEntries.append(key) }
                }
            }
            guard case .success(let manifest, _, _)? = read else {
                if case .failure(let diagnostic)? = read {
                    if checkedRoots.contains(root) {
                        diagnostics.append(contentsOf: [diagnostic])
                    } else {
                        unreadRoots.insert(root)
                        scope.notes.append("\(diagnostic.location.file): \(diagnostic.message); its module is left out of this run")
                    }
                }
                continue
            }
            modulesByRoot[root] = scope.addModule(manifest, root: root, config: config)
        }
        try diagnostics.throwIfAny()

        let configFolder = config?.folder.path
        let displayFolder = workingFolder.standardizedFileURL.path
        let packages = packageModules(
            found: found.keys, walk: &walk, paths: paths, workingFolder: workingFolder, config: config, display: displayFolder, cache: cache)
        scope.notes += packages.notes
        scope.freshCacheEntries.merge(packages.freshCacheEntries) { new, _ in new }
        scope.usedCacheEntries += packages.usedCacheEntries
        scope.parsedPackages = packages.parsed
        scope.freshCacheEntries.merge(walk.freshCacheEntries) { new, _ in new }
        scope.usedCacheEntries += walk.usedCacheEntries
        scope.listedFolders = walk.listed
        // Hand-written modules by name, from scaffold.yml or a Package.swift: a module named in scaffold.yml takes its
        // dependencies from there, whichever way its files are found.
        var handWrittenModules: [String: Int] = [:]
        func moduleContext(
            _ name: String, dependencies: [String]?, declaredIn manifest: String? = nil, declared: [PackageModules.Declared]? = nil
        ) -> Int {
            if let index = handWrittenModules[name] { return index }
            var moduleContext = defaultContext
            moduleContext.module = name
            if let entry = config?.modules.first(where: { $0.name.value == name }) {
                moduleContext.dependencies = entry.dependencies
            } else {
                moduleContext.dependencies = dependencies
                moduleContext.dependenciesDeclaredIn = manifest.map { relative($0, to: displayFolder) ?? $0 }
                moduleContext.declaredManifest = manifest
                moduleContext.declared = declared
            }
            scope.contexts.append(moduleContext)
            handWrittenModules[name] = scope.contexts.count - 1
            return scope.contexts.count - 1
        }
        // Sets looked up for every file, most often empty: hashing a path costs more than the rest of its bookkeeping.
        for (path, root) in zip(sorted, roots) {
            let isChecked = outside.isEmpty || !outside.contains(path)
            if let root, !unreadRoots.isEmpty, unreadRoots.contains(root) { continue }
            // Manifests are metadata, read for modules (whatever `exclude:` says), never checked as code.
            if isPackageManifest(path) { continue }
            let relativeToConfig = configFolder.flatMap { relative(path, to: $0) }
            if let relativeToConfig, config?.exclude.contains(where: { $0.matches(path: relativeToConfig) }) == true { continue }
            if let root, let module = modulesByRoot[root] {
                var layer = module.layers.layer(of: relative(path, to: root) ?? path)
                if layer == nil, let relativeToConfig {
                    layer = config?.layers.first { $0.paths.contains { $0.matches(path: relativeToConfig) } }?.name.value
                }
                if let layer, uncheckedLayers.contains(layer) { continue }
                scope.files.append(
                    SourceFile(
                        path: path, displayPath: relative(path, to: displayFolder) ?? path, layer: layer, context: module.context, isChecked: isChecked))
                continue
            }
            let display = relative(path, to: displayFolder) ?? path
            // Hand-written code: modules from scaffold.yml, which win for their paths, else from Package.swift; layers from scaffold.yml.
            var context = 0
            var layer: String?
            var packageTarget: String?
            if let relativeToConfig, let entry = config?.modules.first(where: { $0.paths.contains { $0.matches(path: relativeToConfig) } }) {
                context = moduleContext(entry.name.value, dependencies: entry.dependencies)
                packageTarget = packages.module(of: path).map(\.name).flatMap { $0 == entry.name.value ? nil : $0 }
            } else if let module = packages.module(of: path) {
                context = moduleContext(module.name, dependencies: module.dependencies, declaredIn: module.manifest, declared: module.declared)
            }
            if let config, let relativeToConfig {
                if let collector = config.layers.first(where: { $0.paths.contains { $0.matches(path: relativeToConfig) } }) {
                    layer = collector.name.value
                    scope.layersMatchedByPath.insert(collector.name.value)
                }
                scope.usesConfigLayers = scope.usesConfigLayers || !config.layers.isEmpty
            }
            scope.files.append(
                SourceFile(path: path, displayPath: display, layer: layer, context: context, packageTarget: packageTarget, isChecked: isChecked))
        }
        if !scope.files.contains(where: \.isChecked) {
            let shown = paths.isEmpty ? "the current folder" : paths.joined(separator: ", ")
            throw DiagnosticError([
                Diagnostic(
                    "no Swift files to check in \(shown)", at: here,
                    hint: "an empty scope is an error, never a green run: give the folders that hold the code")
            ])
        }
        return scope
    }

    private static func isPackageManifest(_ path: String) -> Bool { path.hasSuffix("/Package.swift") }

    /// The modules of every Package.swift in the project: among the files found (which cover scaffold.yml's folder),
    /// or, without scaffold.yml, under the working folder. `exclude:` does not apply: excluding manifests (which are
    /// no layer's code) must not change which modules there are.
    /// - Parameter walk: the walk that found `found`: the folders it read are not read again.
    private static func packageModules(
        found: some Collection<String>, walk: inout FolderWalk, paths: [String], workingFolder: URL, config: CheckConfig?, display: String,
        cache: FactsCache?
    ) -> PackageModules {
        var manifests = Set(found.filter(isPackageManifest))
        if config == nil && !paths.isEmpty {
            // Only the manifests: the rest of the working folder is not read in a run without scaffold.yml. The folders
            // already walked are skipped: their manifests are among `found`.
            manifests.formUnion(walk.swiftFiles(under: workingFolder.standardizedFileURL.path).map(\.path).filter(isPackageManifest))
        }
        guard !manifests.isEmpty else { return PackageModules() }
        return PackageModules(manifests: manifests.sorted(), cache: cache) { relative($0, to: display) ?? $0 }
    }

    /// The nearest folder from `folder` upwards holding `.scaffold/manifest.json`.
    fileprivate static func moduleRoot(above folder: String) -> String? {
        var current = folder
        while !current.isEmpty {
            if FileManager.default.fileExists(atPath: (current.hasSuffix("/") ? current : current + "/") + manifestPath) { return current }
            guard current != "/" else { break }
            current = parentFolder(of: current)
        }
        return nil
    }

    private struct LoadedModule { var context: Int; var layers: ManifestLayers }

    private enum ManifestRead {
        /// With the outline's new cache entry, nil when the cache served it or there is no cache.
        case success(Manifest.Outline, fromCache: Bool, cacheEntry: [UInt8]?)
        case failure(Diagnostic)
    }

    /// The manifest's outline, from the cache when it holds one for these contents. Only outlines are cached,
    /// never errors: a manifest that does not decode is decoded again, and described, every run.
    private static func readManifest(root: String, cache: FactsCache?) -> ManifestRead {
        let file = root + "/" + manifestPath
        let message: String
        let key = cache?.key(of: file)
        if let read = FactsCache.contents(of: file, key: key, cache: cache) {
            if let cache, let key, let outline = cache.outline(key: key, size: read.size, hash: read.hash) {
                return .success(outline, fromCache: true, cacheEntry: cache.resigned(key: key, read))
            }
            let data = read.data ?? FileManager.default.contents(atPath: file) ?? Data()
            do {
                // Only the outline: also decoding the stored text of every file made the whole check about a tenth slower.
                let outline = try JSONDecoder().decode(Manifest.Outline.self, from: data)
                return .success(outline, fromCache: false, cacheEntry: key.flatMap { cache?.frame(key: $0, read, outline: outline) })
            } catch {
                message = describe(error, in: data)
            }
        } else {
            message = "the file cannot be read"
        }
        return .failure(
            Diagnostic(
                "cannot read the module manifest: \(message)", at: SourceLocation(file: file, line: 1, column: 1),
                hint: "restore it from version control, or regenerate the module with 'scaffold new'"))
    }

    private mutating func addModule(_ manifest: Manifest.Outline, root: String, config: CheckConfig?) -> LoadedModule {
        // In the app layout a generated module is folders of the app target, not a Swift module: module rules
        // are the app target's, and only the layers come from the manifest.
        var context = CheckContext(module: manifest.layout == "app" ? nil : manifest.module)
        if let configured = config?.architecture, configured.name == manifest.architecture {
            context.architecture = configured
        } else if let preset = Architecture.presets[manifest.architecture] {
            context.architecture = preset
        } else if let configured = config?.architecture {
            context.architecture = configured
            notes.append(
                "\(manifest.module): architecture '\(manifest.architecture)' has no built-in rules; checking it by scaffold.yml's '\(configured.name)' rules")
        } else {
            notes.append(
                "\(manifest.module): architecture '\(manifest.architecture)' has no built-in rules; set 'check: architecture:' in scaffold.yml to check its layers"
            )
        }
        if let entry = config?.modules.first(where: { $0.name.value == manifest.module }), let dependencies = entry.dependencies {
            context.dependencies = dependencies
        } else if let spec = manifest.spec {
            context.specPath = standardizedPath(root + "/" + spec)
        }
        context.importBans = config?.importBans(architecture: context.architecture) ?? [:]
        contexts.append(context)
        return LoadedModule(context: contexts.count - 1, layers: ManifestLayers(Self.filesInModuleFolder(manifest, moduleFolder: root)))
    }

    /// The manifest's files inside the module folder, with paths relative to it. Paths start at the
    /// manifest's `root`: in the target and app layouts that is the project folder, and tests lie
    /// outside the module folder (they are not checked).
    static func filesInModuleFolder(_ manifest: Manifest.Outline, moduleFolder: String) -> [Manifest.Outline.File] {
        guard manifest.root != "." else { return manifest.files }
        let depth = manifest.root.split(separator: "/").count
        let prefix = moduleFolder.split(separator: "/").suffix(depth).joined(separator: "/") + "/"
        return manifest.files.compactMap { file in
            file.path.hasPrefix(prefix) ? Manifest.Outline.File(path: String(file.path.dropFirst(prefix.count)), layer: file.layer) : nil
        }
    }

    /// Reads the specs of the given modules for their `dependencies` (in parallel). Only modules that use
    /// another checked module need them, and reading YAML costs more than parsing a module's Swift.
    mutating func loadDependencies(of modules: Set<String>) {
        let pending = contexts.indices.filter { index in
            contexts[index].dependencies == nil && contexts[index].specPath != nil && contexts[index].module.map(modules.contains) == true
        }
        let loaded = Slots<[String]>(count: pending.count)
        DispatchQueue.concurrentPerform(iterations: pending.count) { [contexts] position in
            loaded[position] = contexts[pending[position]].specPath.flatMap(Self.specDependencies)
        }
        for (position, index) in pending.enumerated() {
            if let dependencies = loaded[position] {
                contexts[index].dependencies = dependencies
            } else {
                notes.append(
                    "\(contexts[index].module ?? ""): cannot read its spec '\(contexts[index].specPath ?? "")'; its uses of other modules are not checked against 'dependencies'"
                )
            }
        }
    }

    /// The modules a module spec may use: its `dependencies:` and the modules of its `imports:` (whose
    /// types the generated code names); nil when the spec cannot be read.
    private static func specDependencies(_ path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            // The basic resolver: only names are read, and the default one's tag matching dominates the cost.
            let root = try? Yams.compose(yaml: YAMLInput.withoutByteOrderMark(text), .basic), case .mapping(let mapping) = root
        else { return nil }
        var modules: [String] = []
        if let node = mapping.first(where: { $0.key.string == "dependencies" })?.value {
            guard case .sequence(let sequence) = node else { return nil }
            modules += sequence.compactMap(\.string)
        }
        if let node = mapping.first(where: { $0.key.string == "imports" })?.value, case .mapping(let imports) = node {
            modules += imports.keys.compactMap(\.string)
        }
        return modules
    }

    /// A decoding error in one line: what is missing or wrong, and where.
    /// - Parameter data: the JSON that failed, to say where its syntax breaks (JSONDecoder does not on every platform).
    static func describe(_ error: any Error, in data: Data? = nil) -> String {
        func at(_ path: [any CodingKey]) -> String {
            guard !path.isEmpty else { return "" }
            return " in '"
                + path.enumerated().map { index, key in
                    key.intValue.map { "[\($0)]" } ?? (index == 0 ? key.stringValue : "." + key.stringValue)
                }.joined() + "'"
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'" + at(context.codingPath)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value" + at(context.codingPath) + ": " + context.debugDescription
        case DecodingError.dataCorrupted(let context):
            if context.codingPath.isEmpty, let data, let detail = jsonSyntaxError(data) { return "\(context.debugDescription) \(detail)" }
            return context.debugDescription + at(context.codingPath)
        default:
            return error.localizedDescription
        }
    }

    /// Where JSON syntax breaks, e.g. "Invalid value around character 48."; nil for valid JSON.
    private static func jsonSyntaxError(_ data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        }
    }
}

/// Finds the Swift files below the folders to check. Plain readdir: FileManager's enumerator costs more
/// than parsing small files.
///
/// Links: a symbolic link to a Swift file is checked like a file of its own path; a link to a folder is
/// not followed (as git, find and swift-format do not), so links cannot make the walk loop or leave the
/// folders to check; give the link itself as a path to check its target. Each folder is read once, by its
/// identity (device and inode) rather than its path, so that a folder reached twice — two paths to check
/// that overlap through a link, a bind mount of a folder inside itself — is neither walked twice nor forever.
struct FolderWalk {
    private struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private var visited: Set<Identity> = []
    /// With a cache, the listing of a folder left alone for a while is recorded there, and read back while the folder's
    /// signature stays the same (adding, removing or renaming an entry changes it): a warm run lists no folder.
    private let cache: FactsCache?
    /// New folder entries by key, and the keys of those that served this walk.
    private(set) var freshCacheEntries: [String: [UInt8]] = [:]
    private(set) var usedCacheEntries: [String] = []
    /// How many folders were listed rather than served by the cache.
    private(set) var listed = 0

    init(cache: FactsCache? = nil) {
        self.cache = cache
    }

    /// `.swift` files below `folder` with the generated module each is in (the nearest folder holding
    /// `.scaffold/manifest.json`), skipping hidden files and folders (`.build`, `.git`, `.scaffold`)
    /// and folders already walked. Folders are read a level at a time, those of a level on all cores (reading a
    /// folder costs system calls, not computation, and thousands of them would take most of a warm run), then
    /// taken in order, so that which of two paths to one folder is walked does not depend on timing.
    mutating func swiftFiles(under folder: String) -> [(path: String, root: String?)] {
        var result: [(path: String, root: String?)] = []
        var level = [(folder: folder, root: Scope.moduleRoot(above: folder))]
        while !level.isEmpty {
            let reads = Slots<Listing>(count: level.count)
            DispatchQueue.concurrentPerform(iterations: level.count) { [level, cache] index in
                reads[index] = Self.list(level[index].folder, cache: cache)
            }
            var next: [(folder: String, root: String?)] = []
            for ((current, inherited), listing) in zip(level, reads.values) {
                guard let listing, visited.insert(listing.identity).inserted else { continue }
                if !listing.fromCache { listed += 1 }
                if let key = listing.cacheKey {
                    if let entry = listing.cacheEntry { freshCacheEntries[key] = entry } else if listing.fromCache { usedCacheEntries.append(key) }
                }
                let root = listing.isModuleRoot ? current : inherited
                for file in listing.files { result.append((file, root)) }
                for folder in listing.folders { next.append((folder, root)) }
            }
            level = next
        }
        return result
    }

    private struct Listing: Sendable {
        var identity: Identity
        var files: [String] = []
        var folders: [String] = []
        var isModuleRoot = false
        /// With a cache: the folder's key, whether its entry served this listing, and else its new entry if any.
        var cacheKey: String?
        var fromCache = false
        var cacheEntry: [UInt8]?
    }

    /// The Swift files and the folders in `folder`, not hidden; nil when it cannot be read. With a cache, the folder's
    /// signature is taken before reading it, so that a change made while it is read shows in the next run.
    private static func list(_ folder: String, cache: FactsCache?) -> Listing? {
        var signature: FileSignature?
        var key: String?
        if let cache {
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            signature = FileSignature(info)
            key = cache.folderKey(of: folder)
            if let signature, let key, let names = cache.listing(key: key, signature: signature) {
                var listing = paths(of: names, in: folder, identity: Identity(device: signature.device, inode: signature.inode))
                listing.cacheKey = key
                listing.fromCache = true
                return listing
            }
        }
        guard let (names, identity) = read(folder) else { return nil }
        var listing = paths(of: names, in: folder, identity: identity)
        if let cache, let signature, let key {
            listing.cacheKey = key
            listing.cacheEntry = cache.frame(key: key, signature: signature, listing: names)
        }
        return listing
    }

    /// The paths of a listing's files and folders; links are looked at now: only those to a regular file are files.
    private static func paths(of names: FolderListing, in folder: String, identity: Identity) -> Listing {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var listing = Listing(identity: identity, files: names.files.map { prefix + $0 }, folders: names.folders.map { prefix + $0 })
        for name in names.links {
            // Followed to regular files only, never into folders.
            var target = stat()
            if stat(prefix + name, &target) == 0, target.st_mode & S_IFMT == S_IFREG { listing.files.append(prefix + name) }
        }
        listing.isModuleRoot = names.holdsScaffold && FileManager.default.fileExists(atPath: prefix + Scope.manifestPath)
        return listing
    }

    /// The names in `folder`, not hidden, and its identity; nil when it cannot be read.
    private static func read(_ folder: String) -> (FolderListing, Identity)? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var info = stat()
        guard fstat(dirfd(directory), &info) == 0 else { return nil }
        var names = FolderListing()
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else {
                names.holdsScaffold = names.holdsScaffold || name == ".scaffold"
                continue
            }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // File systems without d_type: ask for the entry itself (a link stays a link).
                var entryInfo = stat()
                guard lstat(prefix + name, &entryInfo) == 0 else { continue }
                switch entryInfo.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFREG: type = Int32(DT_REG)
                case S_IFLNK: type = Int32(DT_LNK)
                default: continue
                }
            }
            switch type {
            case Int32(DT_DIR): names.folders.append(name)
            case Int32(DT_REG) where name.hasSuffix(".swift"): names.files.append(name)
            case Int32(DT_LNK) where name.hasSuffix(".swift"): names.links.append(name)
            default: break
            }
        }
        return (names, Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}

/// Layers of a generated module's files; a file the tool did not write takes the layer its folder's generated files share.
struct ManifestLayers: Sendable {
    private var byPath: [String: String] = [:]
    private let files: [Manifest.Outline.File]

    init(_ files: [Manifest.Outline.File]) {
        self.files = files
        byPath.reserveCapacity(files.count)
        for file in files { byPath[file.path] = file.layer }
    }

    /// A file the manifest lists is looked up; another one (hand-written, rare) is compared with its folder's files.
    func layer(of path: String) -> String? {
        if let layer = byPath[path] { return layer }
        let folder = parentFolder(of: path, relative: true)
        var shared: String?
        for file in files where parentFolder(of: file.path, relative: true) == folder {
            if shared == nil { shared = file.layer } else if shared != file.layer { return nil }
        }
        return shared
    }
}

/// A path as the user gave it: absolute, or relative to `folder` (which need not end in `/`).
func resolve(_ path: String, in folder: URL) -> URL {
    (path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder.path).appendingPathComponent(path)).standardizedFileURL
}

/// `URL(fileURLWithPath: path).standardizedFileURL.path` for an absolute path, without Foundation's URL, which costs
/// more on Linux than the rest of reading a module: empty and `.` components dropped, `..` removing the component
/// before it (none at the root), no trailing `/`. A relative path is standardized by URL.
func standardizedPath(_ path: String) -> String {
    guard path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL.path }
    // Most paths are standard already: no empty, `.` or `..` component, no trailing `/`.
    var previous = UInt8(ascii: "/")
    var dots = 0
    var isStandard = true
    for byte in path.utf8.dropFirst() {
        if byte == UInt8(ascii: "/") {
            if previous == UInt8(ascii: "/") || dots == 1 || dots == 2 {
                isStandard = false
                break
            }
            dots = 0
        } else if byte == UInt8(ascii: ".") {
            dots = previous == UInt8(ascii: "/") || dots > 0 ? dots + 1 : 0
        } else {
            dots = 0
        }
        previous = byte
    }
    if isStandard && (path.utf8.count == 1 || previous != UInt8(ascii: "/") && dots != 1 && dots != 2) { return path }
    var components: [Substring] = []
    for component in path.split(separator: "/") {
        switch component {
        case ".": continue
        case "..": _ = components.popLast()
        default: components.append(component)
        }
    }
    return "/" + components.joined(separator: "/")
}

/// The folder part of a `/`-separated path: `/` for a top-level absolute path, `""` (relative) for a bare name.
func parentFolder(of path: String, relative: Bool = false) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relative ? "" : "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// `path` relative to `folder`, or nil when it is not inside.
func relative(_ path: String, to folder: String) -> String? {
    // By UTF-8 and without building `folder + "/"`: this runs several times for every file of a run.
    let slash = UInt8(ascii: "/")
    let length = folder.utf8.last == slash ? folder.utf8.count - 1 : folder.utf8.count
    guard path.utf8.count > length else { return nil }
    // Native strings are contiguous: compare their bytes at once; a bridged one goes byte by byte.
    let inside =
        path.utf8.withContiguousStorageIfAvailable { path in
            folder.utf8.withContiguousStorageIfAvailable { folder in
                path[length] == slash && (length == 0 || memcmp(path.baseAddress!, folder.baseAddress!, length) == 0)
            }
        } ?? nil
    if let inside, !inside { return nil }
    if inside == nil {
        guard path.utf8.starts(with: folder.utf8.prefix(length)), path.utf8[path.utf8.index(path.startIndex, offsetBy: length)] == slash
        else { return nil }
    }
    return String(path[path.utf8.index(path.startIndex, offsetBy: length + 1)...])
}
