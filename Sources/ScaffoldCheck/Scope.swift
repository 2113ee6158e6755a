import Foundation
import ScaffoldSpec

/// The rules one group of files is checked by: a generated module, a module of `scaffold.yml`, or the rest.
struct CheckContext: Sendable {
    var module: String?
    var architecture: Architecture?
    /// The modules this one may use; nil when unknown (then imports are not checked).
    var dependencies: [String]?
    /// Type-name collectors (`*ViewModel`), which take precedence over the file's layer.
    var typeCollectors: [CheckConfig.LayerCollector] = []

    /// The layer of code in type `name` (qualified): its outermost type's collector, else the file's layer.
    func layer(ofType name: String, fileLayer: String?) -> String? {
        collectedLayer(ofType: name) ?? fileLayer
    }

    func collectedLayer(ofType name: String) -> String? {
        guard !typeCollectors.isEmpty else { return nil }
        let outermost = name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
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
    var notes: [String] = []

    static let manifestPath = ".scaffold/manifest.json"
    /// Manifest layers that are not checked: tests and mocks, and Package.swift.
    static let uncheckedLayers: Set<String> = ["Test", "Package"]

    static func build(paths: [String], workingFolder: URL, config: CheckConfig?) throws(DiagnosticError) -> Scope {
        var scope = Scope(config: config)
        var diagnostics = DiagnosticCollector()
        let here = SourceLocation(file: workingFolder.path, line: 1, column: 1)
        var found: Set<String> = []
        for argument in paths.isEmpty ? ["."] : paths {
            let url = resolve(argument, in: workingFolder)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                diagnostics.error("no such file or folder '\(argument)'", at: here, hint: "give folders or Swift files to check")
                continue
            }
            if isFolder.boolValue {
                found.formUnion(swiftFiles(under: url))
            } else if url.pathExtension == "swift" {
                found.insert(url.path)
            } else {
                diagnostics.error("'\(argument)' is not a Swift file", at: here, hint: "give folders or .swift files")
            }
        }
        try diagnostics.throwIfAny()

        let defaultContext = CheckContext(module: nil, architecture: config?.architecture, dependencies: nil,
                                          typeCollectors: config?.layers.filter { !$0.types.isEmpty } ?? [])
        scope.contexts = [defaultContext]
        var modulesByRoot: [String: LoadedModule] = [:]
        var configModules: [String: Int] = [:]
        var rootCache: [String: String?] = [:]

        for path in found.sorted() {
            let relativeToConfig = config.flatMap { relative(path, to: $0.folder.path) }
            if let relativeToConfig, config?.exclude.contains(where: { $0.matches(path: relativeToConfig) }) == true { continue }
            let display = relative(path, to: workingFolder.standardizedFileURL.path) ?? path
            if let root = moduleRoot(of: path, cache: &rootCache) {
                let module: LoadedModule
                if let loaded = modulesByRoot[root] {
                    module = loaded
                } else {
                    module = try scope.loadManifest(root: root, config: config)
                    modulesByRoot[root] = module
                }
                var layer = module.layers.layer(of: relative(path, to: root) ?? path)
                if layer == nil, let relativeToConfig {
                    layer = config?.layers.first { $0.paths.contains { $0.matches(path: relativeToConfig) } }?.name.value
                }
                if let layer, uncheckedLayers.contains(layer) { continue }
                scope.files.append(SourceFile(path: path, displayPath: display, layer: layer, context: module.context))
                continue
            }
            // Hand-written code: layers and modules from scaffold.yml.
            var context = 0
            var layer: String?
            if let config, let relativeToConfig {
                if let entry = config.modules.first(where: { $0.paths.contains { $0.matches(path: relativeToConfig) } }) {
                    if let index = configModules[entry.name.value] {
                        context = index
                    } else {
                        var moduleContext = defaultContext
                        moduleContext.module = entry.name.value
                        moduleContext.dependencies = entry.dependencies
                        scope.contexts.append(moduleContext)
                        context = scope.contexts.count - 1
                        configModules[entry.name.value] = context
                    }
                }
                if let collector = config.layers.first(where: { $0.paths.contains { $0.matches(path: relativeToConfig) } }) {
                    layer = collector.name.value
                    scope.layersMatchedByPath.insert(collector.name.value)
                }
                scope.usesConfigLayers = scope.usesConfigLayers || !config.layers.isEmpty
            }
            scope.files.append(SourceFile(path: path, displayPath: display, layer: layer, context: context))
        }
        if scope.files.isEmpty {
            let shown = paths.isEmpty ? "the current folder" : paths.joined(separator: ", ")
            throw DiagnosticError([Diagnostic("no Swift files to check in \(shown)", at: here,
                                              hint: "an empty scope is an error, never a green run: give the folders that hold the code")])
        }
        return scope
    }

    /// `.swift` files below `folder`, skipping hidden folders (`.build`, `.git`, `.scaffold`).
    private static func swiftFiles(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result.append(url.standardizedFileURL.path)
            }
        }
        return result
    }

    /// The nearest folder above `path` holding `.scaffold/manifest.json`.
    private static func moduleRoot(of path: String, cache: inout [String: String?]) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        var visited: [String] = []
        var result: String?
        while true {
            if let cached = cache[folder] { result = cached; break }
            visited.append(folder)
            if FileManager.default.fileExists(atPath: folder + "/" + manifestPath) { result = folder; break }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        for folder in visited { cache[folder] = result }
        return result
    }

    private struct LoadedModule { var context: Int; var layers: ManifestLayers }

    private mutating func loadManifest(root: String, config: CheckConfig?) throws(DiagnosticError) -> LoadedModule {
        let file = root + "/" + Self.manifestPath
        let location = SourceLocation(file: file, line: 1, column: 1)
        let manifest: ManifestData
        do {
            manifest = try JSONDecoder().decode(ManifestData.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            throw DiagnosticError([Diagnostic("cannot read the module manifest: \(Self.describe(error))", at: location,
                                              hint: "restore it from version control, or regenerate the module with 'scaffold new'")])
        }
        var context = CheckContext(module: manifest.module)
        if let configured = config?.architecture, configured.name == manifest.architecture {
            context.architecture = configured
        } else if let preset = Architecture.presets[manifest.architecture] {
            context.architecture = preset
        } else if let configured = config?.architecture {
            context.architecture = configured
            notes.append("\(manifest.module): architecture '\(manifest.architecture)' has no built-in rules; checking it by scaffold.yml's '\(configured.name)' rules")
        } else {
            notes.append("\(manifest.module): architecture '\(manifest.architecture)' has no built-in rules; set 'check: architecture:' in scaffold.yml to check its layers")
        }
        if let entry = config?.modules.first(where: { $0.name.value == manifest.module }), let dependencies = entry.dependencies {
            context.dependencies = dependencies
        } else if let spec = manifest.spec {
            let specPath = URL(fileURLWithPath: spec, relativeTo: URL(fileURLWithPath: root + "/", isDirectory: true)).standardizedFileURL.path
            if let loaded = try? SpecParser.load(path: specPath) {
                context.dependencies = loaded.dependencies.map(\.value)
            } else {
                notes.append("\(manifest.module): cannot read its spec '\(spec)'; its imports are not checked against 'dependencies'")
            }
        }
        contexts.append(context)
        return LoadedModule(context: contexts.count - 1, layers: ManifestLayers(manifest.files))
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context): context.debugDescription
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: error.localizedDescription
        }
    }
}

/// The part of `.scaffold/manifest.json` that `check` reads.
struct ManifestData: Decodable {
    struct File: Decodable {
        var path: String
        var layer: String
    }

    var module: String
    var architecture: String
    var spec: String?
    var files: [File]
}

/// Layers of a generated module's files; a file the tool did not write takes the layer its folder's generated files share.
struct ManifestLayers: Sendable {
    private var byPath: [String: String] = [:]
    private var byFolder: [String: String?] = [:]

    init(_ files: [ManifestData.File]) {
        for file in files {
            byPath[file.path] = file.layer
            let folder = (file.path as NSString).deletingLastPathComponent
            if let existing = byFolder[folder] {
                if existing != file.layer { byFolder[folder] = .some(nil) }
            } else {
                byFolder[folder] = file.layer
            }
        }
    }

    func layer(of path: String) -> String? {
        byPath[path] ?? byFolder[(path as NSString).deletingLastPathComponent] ?? nil
    }
}

/// A path as the user gave it: absolute, or relative to `folder` (which need not end in `/`).
func resolve(_ path: String, in folder: URL) -> URL {
    (path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder.path).appendingPathComponent(path)).standardizedFileURL
}

/// `path` relative to `folder`, or nil when it is not inside.
func relative(_ path: String, to folder: String) -> String? {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : nil
}
