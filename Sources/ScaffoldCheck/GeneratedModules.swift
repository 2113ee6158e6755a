import Dispatch
import Foundation
import ScaffoldDiagnostics
import ScaffoldManifest
import ScaffoldSpec
import Yams

/// Generated modules: finding, reading and caching their `.scaffold/manifest.json`, the layers it gives their files, and
/// their specs' dependencies.
extension Scope {
    static func moduleRoot(above folder: String) -> String? {
        var current = folder
        while !current.isEmpty {
            if FileManager.default.fileExists(atPath: (current.hasSuffix("/") ? current : current + "/") + manifestPath) { return current }
            guard current != "/" else { break }
            current = parentFolder(of: current)
        }
        return nil
    }

    struct LoadedModule { var context: Int; var layers: ManifestLayers }

    /// Manifests read in the background as the folder walk finds their modules: the walk waits on system calls, and
    /// reading the manifests (which hold the text of every file they wrote) after it was most of the rest of scope.
    /// The walk may find a module no file is checked in: its read is not used. Modules found once the reads are taken
    /// (by a later walk, for Package.swift files) are not read.
    final class ManifestPrefetch: @unchecked Sendable {
        private let cache: FactsCache?
        private let base: BaseFolder
        private let group = DispatchGroup()
        private let lock = NSLock()
        private var found: [String: ManifestRead] = [:]
        private var taken = false

        /// Called with each module folder and its outline as soon as it is read (on the thread that read it).
        private let readOutline: (@Sendable (String, Manifest.Outline) -> Void)?

        init(cache: FactsCache?, base: BaseFolder, readOutline: (@Sendable (String, Manifest.Outline) -> Void)? = nil) {
            self.cache = cache
            self.base = base
            self.readOutline = readOutline
        }

        func read(root: String) {
            guard !lock.withLock({ taken }) else { return }
            DispatchQueue.global().async(group: group) { [self] in
                let read = Scope.readManifest(root: root, cache: cache, base: base)
                if case .success(let outline, _, _) = read { readOutline?(root, outline) }
                lock.withLock { found[root] = read }
            }
        }

        /// Every manifest asked for, once all are read.
        func reads() -> [String: ManifestRead] {
            lock.withLock { taken = true }
            group.wait()
            return lock.withLock { found }
        }
    }

    enum ManifestRead {
        /// With the outline's new cache entry, nil when the cache served it or there is no cache.
        case success(Manifest.Outline, fromCache: Bool, cacheEntry: [UInt8]?)
        case failure(Diagnostic)
    }

    /// The manifest's outline, from the cache when it holds one for these contents. Only outlines are cached,
    /// never errors: a manifest that does not decode is decoded again, and described, every run.
    static func readManifest(root: String, cache: FactsCache?, base: BaseFolder = .absolute) -> ManifestRead {
        let file = root + "/" + manifestPath
        let message: String
        let key = cache?.key(of: file)
        if let read = FactsCache.contents(of: file, key: key, cache: cache, base: base) {
            if let cache, let key, let outline = cache.outline(key: key, size: read.size, hash: read.hash) {
                return .success(outline, fromCache: true, cacheEntry: cache.resigned(key: key, read))
            }
            let data = read.data ?? base.contents(of: file) ?? Data()
            do {
                // Only the outline: also decoding the stored text of every file made the whole check about a tenth slower.
                let outline = try ManifestOutlineReader.outline(of: data) ?? JSONDecoder().decode(Manifest.Outline.self, from: data)
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

    mutating func addModule(_ manifest: Manifest.Outline, root: String, config: CheckConfig?) -> LoadedModule {
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

    /// The paths of the files of the module at `root` that a check parses: Swift files of the checked layers, not
    /// excluded by scaffold.yml (as `build` decides for each file the walk finds).
    static func checkedFiles(of manifest: Manifest.Outline, root: String, config: CheckConfig?) -> [String] {
        filesInModuleFolder(manifest, moduleFolder: root).compactMap { file in
            guard file.path.hasSuffix(".swift"), !uncheckedLayers.contains(file.layer) else { return nil }
            let path = root + "/" + file.path
            if let config, let relativeToConfig = relative(path, to: config.folder.path),
                config.exclude.contains(where: { $0.matches(path: relativeToConfig) })
            {
                return nil
            }
            return path
        }
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
