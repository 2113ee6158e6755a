import Foundation
import Yams

/// `scaffold.yml`: project-wide settings, looked up in the current folder and then its parents.
///
/// ```yaml
/// output: Sources/Features   # where `scaffold new` writes modules (default: the current folder)
/// package: false             # write standalone SwiftPM packages (default: false)
/// templates: Templates        # a folder of template sets overriding or adding to the built-in ones
/// ```
public struct ProjectConfig: Sendable, Hashable {
    public static let fileName = "scaffold.yml"
    static let keys = ["output", "package", "templates", "check"]

    /// The file this config came from; nil for the defaults.
    public var file: URL?
    /// Where modules are written, relative to the config's folder.
    public var output: String = "."
    public var package: Bool = false
    /// A folder of template sets, relative to the config's folder.
    public var templates: String?

    public init() {}

    /// The folder `output` is relative to.
    public var baseFolder: URL {
        file?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The project's template folder, if it names one.
    public var templatesFolder: URL? {
        templates.map { baseFolder.appendingPathComponent($0) }
    }

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
        let root = try YAMLInput.compose(text, file: file)
        var config = ProjectConfig()
        config.file = url
        guard let root, !SpecReader.isNull(root) else { return config }
        var reader = SpecReader(file: file)
        let keys = reader.keyedMapping(root, allowed: keys, what: fileName, hint: "scaffold.yml takes 'output:', 'package:', 'templates:' and 'check:'") ?? [:]
        if let output = keys["output"].flatMap({ reader.scalar($0, what: "output") }) {
            if output.value.hasPrefix("/") || output.value.split(separator: "/").contains("..") {
                reader.diagnostics.error(
                    "output '\(output.value)' leaves the project folder", at: output.location,
                    hint: "give a folder relative to scaffold.yml, e.g. 'Sources/Features'")
            }
            config.output = output.value
        }
        config.templates = keys["templates"].flatMap { reader.scalar($0, what: "templates") }?.value
        if let package = keys["package"].flatMap({ reader.bool($0, what: "package") }) { config.package = package.value }
        try reader.diagnostics.throwIfAny()
        return config
    }
}
