import Foundation
import ScaffoldDiagnostics
import ScaffoldProject

/// The modules the Package.swift files of the project declare, without configuration: each regular, executable and test
/// target is a module whose files are the Swift files under its folder (its `path:`, else `Sources/<name>` or
/// `Tests/<name>`; `sources:` and `exclude:` respected), and whose dependencies are the targets it declares and theirs in
/// turn — a `.product(name:package:)` stands for that product's targets when the package's manifest is among those read,
/// else for the product's name.
///
/// Manifests are read by `PackageManifestReader` of ScaffoldProject, the syntax-tree reading that `scaffold new` edits
/// Package.swift with, rather than by a second reader here: the two cannot disagree on what a manifest declares, and the
/// data still flows one way (ScaffoldCheck reads ScaffoldProject; ScaffoldProject knows nothing of checking). Manifests
/// are parsed, never run; one that is not written as literals is skipped with a note.
struct PackageModules: Sendable {
    struct Module: Sendable {
        var name: String
        /// Absolute and standardized: the target's folder, and the `sources:` and `exclude:` paths under it.
        var folder: String
        var sources: [String]?
        var exclude: [String]
        var dependencies: [String]
        /// The dependencies the target declares itself, in order, each with the modules it stands for.
        var declared: [Declared] = []
        /// The Package.swift that declares the target (absolute).
        var manifest: String

        func contains(_ path: String) -> Bool {
            if let sources, !sources.contains(where: { Self.path(path, isIn: $0) }) { return false }
            return !exclude.contains { Self.path(path, isIn: $0) }
        }

        /// Whether `path` is `entry` (a file) or lies under it (a folder).
        private static func path(_ path: String, isIn entry: String) -> Bool {
            path == entry || relative(path, to: entry) != nil
        }
    }

    /// A dependency as a target declares it: its name as written, and the modules it stands for (a product's targets).
    struct Declared: Sendable, Hashable {
        var name: String
        var modules: [String]
    }

    private(set) var modules: [Module] = []
    /// Target folder → the modules declared for it (several only when their `sources:` split the folder).
    private var byFolder: [String: [Int]] = [:]
    private var manifests: Set<String> = []
    /// Manifests that cannot be read as literals: skipped, each with the reason.
    private(set) var notes: [String] = []
    /// With a cache: the new entries of the manifests read (by key), and the keys of those the cache served.
    private(set) var freshCacheEntries: [String: [UInt8]] = [:]
    private(set) var usedCacheEntries: [String] = []
    /// The manifests this run parsed or failed to read (the cache served the others), in order.
    private(set) var parsed: [String] = []

    /// What a manifest declares, as `PackageOutline` has it: what is cached of a Package.swift (parsing it costs more
    /// than the rest of a warm run's work on its module).
    struct Declarations: Sendable {
        var name: String?
        var targets: [PackageTarget]
        var products: [String: [String]]
    }

    init() {}

    /// Reads the manifests at `paths` (absolute), on all cores, each from the cache when it holds the outline of the
    /// same contents; `display` turns a path into the one notes show. Only outlines are cached, never errors.
    init(manifests paths: [String], cache: FactsCache? = nil, display: (String) -> String) {
        enum Read { case parsed(Declarations, cacheEntry: [UInt8]?), failure(DiagnosticError) }
        let outlines = Slots<Read>(count: paths.count)
        onLargeStacks(paths.count) { index in
            let path = paths[index]
            let key = cache?.packageKey(of: path)
            let unreadable = Read.failure(DiagnosticError([Diagnostic("the file cannot be read", at: SourceLocation(file: path, line: 1, column: 1))]))
            guard let read = FactsCache.contents(of: path, key: key, cache: cache) else {
                outlines[index] = unreadable
                return
            }
            if let cache, let key, let cached = cache.packageDeclarations(key: key, size: read.size, hash: read.hash) {
                outlines[index] = .parsed(cached, cacheEntry: cache.resigned(key: key, read))
                return
            }
            guard let data = read.data ?? BaseFolder.absolute.contents(of: path) else {
                outlines[index] = unreadable
                return
            }
            do throws(DiagnosticError) {
                let outline = try PackageManifestReader.read(String(decoding: data, as: UTF8.self), file: path)
                let declarations = Declarations(name: outline.name, targets: outline.targets, products: outline.products)
                outlines[index] = .parsed(declarations, cacheEntry: key.flatMap { cache?.frame(key: $0, read, package: declarations) })
            } catch {
                outlines[index] = .failure(error)
            }
        }
        var packages: [(folder: String, manifest: String, outline: Declarations)] = []
        for (path, outline) in zip(paths, outlines.values) {
            switch outline {
            case .parsed(let outline, let entry)?:
                if let cache {
                    let key = cache.packageKey(of: path)
                    if let entry { freshCacheEntries[key] = entry } else { usedCacheEntries.append(key) }
                }
                if cache == nil || entry != nil { parsed.append(path) }
                packages.append((parentFolder(of: path), path, outline))
                manifests.insert(path)
            case .failure(let error)?:
                parsed.append(path)
                let diagnostic = error.diagnostics[0]
                let location = "\(display(path)):\(diagnostic.location.line):\(diagnostic.location.column)"
                notes.append("\(location): \(diagnostic.message); the targets of this Package.swift are not known as modules in this run")
            case nil:
                break
            }
        }
        // A package is known by its folder's name (SwiftPM's identity of a local package) and by its `name:`.
        var byIdentity: [String: [Int]] = [:]
        for (index, package) in packages.enumerated() {
            let identities = Set([Substring(package.folder.split(separator: "/").last ?? ""), Substring(package.outline.name ?? "")].map { $0.lowercased() })
            for identity in identities where !identity.isEmpty { byIdentity[identity, default: []].append(index) }
        }
        func targets(ofProduct product: String, in candidates: [Int]) -> [String]? {
            candidates.lazy.compactMap { packages[$0].outline.products[product] }.first
        }
        for package in packages {
            let ownTargets = Set(package.outline.targets.map(\.name))
            for target in package.outline.targets {
                let folder = Self.folder(of: target, in: package.folder)
                var declared: [Declared] = []
                for dependency in target.dependencies {
                    switch dependency {
                    case .target(let name) where ownTargets.contains(name):
                        declared.append(Declared(name: name, modules: [name]))
                    case .target(let name):
                        // A bare name that is not a target of this package is a product of one of its dependencies.
                        declared.append(Declared(name: name, modules: targets(ofProduct: name, in: Array(packages.indices)) ?? [name]))
                    case .product(let name, let package):
                        declared.append(Declared(name: name, modules: targets(ofProduct: name, in: byIdentity[package.lowercased()] ?? []) ?? [name]))
                    }
                }
                let dependencies = declared.flatMap(\.modules)
                byFolder[folder, default: []].append(modules.count)
                modules.append(
                    Module(
                        name: target.name, folder: folder, sources: target.sources.map { $0.map { Self.join(folder, $0) } },
                        exclude: target.exclude.map { Self.join(folder, $0) }, dependencies: dependencies, declared: declared,
                        manifest: package.manifest))
            }
        }
        // A target may use what its dependencies depend on: SwiftPM builds such an import, and its strictest check
        // (`--explicit-target-dependency-import-check`) accepts every target of the dependency graph, not only those listed.
        var declared: [String: [String]] = [:]
        for module in modules where declared[module.name] == nil { declared[module.name] = module.dependencies }
        for index in modules.indices {
            var reachable: [String] = []
            var seen: Set<String> = [modules[index].name]
            var pending = Array(modules[index].dependencies.reversed())
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                reachable.append(next)
                pending += (declared[next] ?? []).reversed()
            }
            modules[index].dependencies = reachable
        }
    }

    /// The module whose target holds `path` (absolute): the target with the nearest folder above it.
    func module(of path: String) -> Module? {
        guard !byFolder.isEmpty, !manifests.contains(path) else { return nil }
        var folder = parentFolder(of: path)
        while true {
            if let candidates = byFolder[folder], let found = candidates.first(where: { modules[$0].contains(path) }) { return modules[found] }
            guard folder != "/" && folder != "." && !folder.isEmpty else { return nil }
            folder = parentFolder(of: folder)
        }
    }

    /// The target's folder: its `path:`, else the first of SwiftPM's default folders that exists.
    private static func folder(of target: PackageTarget, in packageFolder: String) -> String {
        if let path = target.path { return join(packageFolder, path) }
        let roots = target.kind == .test ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        let candidates = roots.lazy.map { join(packageFolder, $0 + "/" + target.name) }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? join(packageFolder, roots[0] + "/" + target.name)
    }

    private static func join(_ folder: String, _ path: String) -> String {
        standardizedPath(path.hasPrefix("/") ? path : folder + "/" + path)
    }
}
