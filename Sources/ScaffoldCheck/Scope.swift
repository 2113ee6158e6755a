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
    /// The working folder, which files and folders are looked up from.
    var base = BaseFolder.absolute

    static let manifestPath = Manifest.relativePath
    /// Manifest layers that are not checked: tests and mocks, Package.swift, and the resources (the String Catalog and
    /// its accessor, which every layer may read).
    static let uncheckedLayers: Set<String> = ["Test", "Package", "Resources"]

    /// - Parameters:
    ///   - cache: where the outlines of unchanged manifests come from (decoding a manifest's JSON, which
    ///     holds the text of every generated file, costs more than the rest of a warm run).
    ///   - ahead: given the files of each generated module to parse as soon as its manifest is read.
    static func build(
        paths: [String], workingFolder: URL, config: CheckConfig?, cache: FactsCache? = nil, ahead: ParseAhead? = nil
    ) throws(DiagnosticError) -> Scope {
        var scope = Scope(config: config)
        scope.base = BaseFolder(workingFolder.standardizedFileURL.path)
        var diagnostics = DiagnosticCollector()
        let here = SourceLocation(file: workingFolder.path, line: 1, column: 1)
        // Each Swift file with the generated module it is in, if any.
        var found: [String: String?] = [:]
        // A module's manifest is read as soon as the walk finds the module, beside the rest of the walk, and its checked
        // files are parsed from then on: those the cache knows nothing of (a warm run starts no parsing).
        var readOutline: (@Sendable (String, Manifest.Outline) -> Void)?
        if let ahead {
            readOutline = { [base = scope.base] root, outline in
                var files = checkedFiles(of: outline, root: root, config: config)
                if let cache { files.removeAll { cache.recordedSize(key: cache.key(of: $0)) != nil } }
                ahead.enqueue(files, base: base)
            }
        }
        let manifests = ManifestPrefetch(cache: cache, base: scope.base, readOutline: readOutline)
        var walk = FolderWalk(cache: cache, base: scope.base) { manifests.read(root: $0) }
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
        let prefetched = manifests.reads()
        DispatchQueue.concurrentPerform(iterations: moduleRoots.count) { [base = scope.base] index in
            reads[index] = prefetched[moduleRoots[index]] ?? readManifest(root: moduleRoots[index], cache: cache, base: base)
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
        // A file takes its module from a Package.swift only outside generated modules (whose manifests say theirs).
        // Where every file found is in one, no Package.swift is read: parsing them was ~3% of an uncached check.
        let packages =
            roots.contains(nil)
            ? packageModules(
                found: found.keys, walk: &walk, paths: paths, workingFolder: workingFolder, config: config, display: displayFolder, cache: cache)
            : PackageModules()
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
}
