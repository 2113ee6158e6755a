import Foundation
import ScaffoldDiagnostics
import Yams

/// `scaffold.yml`: project-wide settings, looked up in the current folder and then its parents.
/// Every key is optional; docs/project-layouts.md describes each layout with an example.
///
/// ```yaml
/// layout: package        # package | target | app (default: package)
/// output: Packages       # where module sources go: <output>/<Module>/…
/// tests: Tests           # target and app layouts: where tests go
/// module: MyApp          # app layout: the Swift module the app target compiles to
/// manifest: Package.swift   # target layout: the existing manifest scaffold adds targets to
/// platforms: { iOS: "17.0", macOS: "14.0" }   # for manifests scaffold writes
/// dependencies:          # where the modules specs import from come from
///   Models: { path: Packages/Models, fixtures: { Status: "Status.placeholder()" } }
/// templates: Templates   # a folder of template sets overriding or adding to the built-in ones
/// check: …               # layer rules for `scaffold check` (read by ScaffoldCheck)
/// ```
public struct ProjectConfig: Sendable, Hashable {
    public static let fileName = "scaffold.yml"
    static let keys = ["layout", "output", "tests", "module", "manifest", "platforms", "dependencies", "templates", "check"]

    /// How generated modules join the project.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Each module is its own SwiftPM package: `<output>/<Module>/Package.swift`.
        case package
        /// Each module is a target (and a test target) of an existing `Package.swift`.
        case target
        /// Modules are folders of one existing app target and its test target.
        case app
    }

    /// A platform of the manifests scaffold writes, e.g. `iOS` `17.0`.
    public struct Platform: Sendable, Hashable {
        public var name: String
        public var version: String
    }

    /// Where a module that specs import from comes from, and sample values of its types for tests.
    public struct Dependency: Sendable, Hashable {
        public var name: Located<String>
        /// A local package, relative to the config's folder.
        public var path: String?
        /// A remote package and the lowest version (`from:`).
        public var url: String?
        public var from: String?
        /// The product that provides the module (default: the module's name).
        public var product: String
        /// Type name → a Swift expression making a sample value, for generated tests.
        public var fixtures: [String: Located<String>]

        /// The package's identity, as `.product(name:package:)` names it: the last path component of
        /// its path or url, without `.git`.
        public var packageIdentity: String? {
            guard let source = path ?? url else { return nil }
            var last = source.split(separator: "/").last.map(String.init) ?? source
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last
        }
    }

    /// The file this config came from; nil for the defaults.
    public var file: URL?
    public var layout: Layout = .package
    /// Where module sources go, relative to the config's folder; nil for the layout's default.
    public var output: String?
    /// Where tests go (target and app layouts), relative to the config's folder; nil for the layout's default.
    public var tests: String?
    /// The app target's Swift module (app layout).
    public var module: Located<String>?
    /// The existing manifest the target layout adds targets to, relative to the config's folder.
    public var manifest: String = "Package.swift"
    public var platforms: [Platform] = ProjectConfig.defaultPlatforms
    /// Sorted by module name.
    public var dependencies: [Dependency] = []
    /// A folder of template sets, relative to the config's folder.
    public var templates: String?

    public static let defaultPlatforms = [Platform(name: "iOS", version: "17.0"), Platform(name: "macOS", version: "14.0")]
    /// The platforms `platforms:` may name, as `Package.swift` spells them.
    public static let platformNames = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]

    public init() {}

    /// The folder every path of the config is relative to.
    public var baseFolder: URL {
        file?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The project's template folder, if it names one.
    public var templatesFolder: URL? {
        templates.map { baseFolder.appendingPathComponent($0) }
    }

    /// `output:`, or the layout's default: the current folder for packages, `Sources` for targets of a
    /// package, and the app module's folder (as Xcode names it) for an app.
    public var outputFolder: String {
        if let output { return output }
        switch layout {
        case .package: return "."
        case .target: return "Sources"
        case .app: return module?.value ?? "."
        }
    }

    /// `tests:`, or the layout's default: `Tests` for targets, `<module>Tests` (as Xcode names it) for an app.
    public var testsFolder: String {
        if let tests { return tests }
        return layout == .app ? "\(module?.value ?? "App")Tests" : "Tests"
    }

    public func dependency(named name: String) -> Dependency? { dependencies.first { $0.name.value == name } }

    /// The nearest `scaffold.yml` from `folder` upwards, or the defaults.
    public static func find(from folder: URL) throws(DiagnosticError) -> ProjectConfig {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return try load(candidate) }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return ProjectConfig() }
            current = parent
        }
    }

    public static func load(_ url: URL) throws(DiagnosticError) -> ProjectConfig {
        let file = url.path
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError([Diagnostic("cannot read \(fileName)", at: start)])
        }
        return try parse(text: text, file: file)
    }

    /// `text` as the scaffold.yml at path `file`.
    public static func parse(text: String, file: String) throws(DiagnosticError) -> ProjectConfig {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let root = try YAMLInput.compose(text, file: file)
        var config = ProjectConfig()
        config.file = URL(fileURLWithPath: file)
        guard let root, !SpecReader.isNull(root) else { return config }
        var reader = SpecReader(file: file)
        let keys =
            reader.keyedMapping(
                root, allowed: keys + ["package"], what: fileName,
                hint: "scaffold.yml takes \(Self.keys.map { "'\($0):'" }.joined(separator: ", "))") ?? [:]
        if let package = keys["package"] {
            // The key before layouts existed.
            reader.diagnostics.error(
                "'package:' is now 'layout:'", at: reader.location(of: package), hint: "write 'layout: package' (or 'target' or 'app')")
        }
        if let layout = keys["layout"].flatMap({ reader.scalar($0, what: "layout") }) {
            if let value = Layout(rawValue: layout.value) {
                config.layout = value
            } else {
                reader.diagnostics.error(
                    "unknown layout '\(layout.value)'", at: layout.location,
                    hint: "one of: package (a package per module), target (targets of an existing Package.swift), app (folders of an app target)")
            }
        }
        config.output = keys["output"].flatMap { reader.projectPath($0, what: "output", example: "Sources/Features") }
        config.tests = keys["tests"].flatMap { reader.projectPath($0, what: "tests", example: "Tests") }
        if let manifest = keys["manifest"].flatMap({ reader.projectPath($0, what: "manifest", example: "Package.swift") }) {
            config.manifest = manifest
        }
        config.templates = keys["templates"].flatMap { reader.scalar($0, what: "templates") }?.value
        if let module = keys["module"].flatMap({ reader.scalar($0, what: "module") }) {
            if !Self.isIdentifier(module.value) {
                reader.diagnostics.error(
                    "'\(module.value)' is not a Swift module name", at: module.location,
                    hint: "the app target's module: its product module name, e.g. 'MyApp'")
            }
            config.module = module
        }
        if let node = keys["platforms"] { config.platforms = reader.platforms(node) }
        if let node = keys["dependencies"] { config.dependencies = reader.dependencies(node) }
        if config.layout == .app && config.module == nil {
            reader.diagnostics.error(
                "the app layout needs 'module:', the Swift module the app target compiles to", at: keys["layout"].map(reader.location) ?? start,
                hint: "add 'module: MyApp' (the app target's product module name); generated tests '@testable import' it")
        }
        if config.layout != .app, let module = config.module {
            reader.diagnostics.error(
                "'module:' is for the app layout", at: module.location,
                hint: "with 'layout: \(config.layout.rawValue)' each module is its own Swift module: remove 'module:'")
        }
        try reader.diagnostics.throwIfAny()
        return config
    }

    /// A Swift identifier (ASCII letters, digits and `_`, not starting with a digit): module names in scaffold.yml.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isXIDContinue || $0 == "_" }
    }
}

extension SpecReader {
    /// A folder or file inside the project: relative, without `..`.
    mutating func projectPath(_ node: Node, what: String, example: String) -> String? {
        guard let path = scalar(node, what: what) else { return nil }
        if path.value.hasPrefix("/") || path.value.split(separator: "/").contains("..") || path.value.isEmpty {
            diagnostics.error(
                "\(what) '\(path.value)' leaves the project folder", at: path.location,
                hint: "give a path relative to scaffold.yml, e.g. '\(example)'")
            return nil
        }
        return path.value.split(separator: "/").filter { $0 != "." }.joined(separator: "/").nonEmpty ?? "."
    }

    mutating func platforms(_ node: Node) -> [ProjectConfig.Platform] {
        namedEntries(node, what: "platforms").compactMap { entry in
            guard let version = scalar(entry.value, what: "platforms: \(entry.key.value)") else { return nil }
            guard ProjectConfig.platformNames.contains(entry.key.value) else {
                diagnostics.error(
                    "unknown platform '\(entry.key.value)'", at: entry.key.location,
                    hint: Suggestions.hint(for: entry.key.value, in: ProjectConfig.platformNames, listing: "platforms"))
                return nil
            }
            let parts = version.value.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
                diagnostics.error(
                    "'\(version.value)' is not a version", at: version.location, hint: "quote a version such as \"17.0\" (YAML reads 17.0 as a number)")
                return nil
            }
            return ProjectConfig.Platform(name: entry.key.value, version: version.value)
        }.sorted { $0.name < $1.name }
    }

    mutating func dependencies(_ node: Node) -> [ProjectConfig.Dependency] {
        namedEntries(node, what: "dependencies").compactMap { entry in
            let name = entry.key
            if !ProjectConfig.isIdentifier(name.value) {
                diagnostics.error(
                    "'\(name.value)' is not a Swift module name", at: name.location, hint: "name the module specs import, e.g. 'Models'")
            }
            let keys =
                keyedMapping(
                    entry.value, allowed: ["path", "url", "from", "product", "fixtures"], what: "dependency '\(name.value)'",
                    hint: "e.g. 'Models: { path: Packages/Models }' or '{ url: https://github.com/org/Models, from: \"1.2.0\" }'") ?? [:]
            var dependency = ProjectConfig.Dependency(name: name, product: name.value, fixtures: [:])
            let path = keys["path"].flatMap { scalar($0, what: "path") }
            let url = keys["url"].flatMap { scalar($0, what: "url") }
            let from = keys["from"].flatMap { scalar($0, what: "from") }
            if let path {
                if path.value.hasPrefix("/") || path.value.isEmpty {
                    diagnostics.error(
                        "path '\(path.value)' is not relative", at: path.location,
                        hint: "give the package's folder relative to scaffold.yml, so the project builds on every machine")
                }
                dependency.path = path.value
            }
            if let url {
                if let path {
                    diagnostics.error("a dependency has either 'path:' or 'url:', not both", at: path.location)
                }
                if from == nil {
                    diagnostics.error(
                        "'url:' needs 'from:', the lowest version to use", at: url.location, hint: "add 'from: \"1.0.0\"'")
                }
                dependency.url = url.value
            }
            if let from {
                let parts = from.value.split(separator: ".", omittingEmptySubsequences: false)
                if parts.count != 3 || !parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) {
                    diagnostics.error("'\(from.value)' is not a version", at: from.location, hint: "write a full version in quotes, e.g. \"1.2.0\"")
                }
                if url == nil { diagnostics.error("'from:' goes with 'url:'", at: from.location, hint: "add the package's 'url:', or remove 'from:'") }
                dependency.from = from.value
            }
            if let product = keys["product"].flatMap({ scalar($0, what: "product") }) { dependency.product = product.value }
            if let fixtures = keys["fixtures"] {
                for fixture in namedEntries(fixtures, what: "fixtures of '\(name.value)'") {
                    if let expression = scalar(fixture.value, what: "fixtures: \(fixture.key.value)") {
                        dependency.fixtures[fixture.key.value] = expression
                    }
                }
            }
            return dependency
        }.sorted { $0.name.value < $1.name.value }
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
