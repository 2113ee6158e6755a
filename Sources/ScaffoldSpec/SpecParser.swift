import Foundation
import ScaffoldDiagnostics
import Yams

/// Reads a module spec (docs/ARCHITECTURE.md#the-module-spec) from YAML into a located `Spec`.
///
/// Works on Yams' node API so that every value keeps its `line:col`, and keeps going after an
/// error so that one run reports every structural problem of the file.
public enum SpecParser {
    /// Specs are small; anything bigger is a mistake (or an attack), not a module.
    public static let maximumFileSize = 1 << 20
    /// Nesting deeper than this is rejected before YAML parsing, which recurses per level.
    public static let maximumNesting = 64
    /// Bounds the work an alias-heavy document ("billion laughs") can cause.
    public static let maximumNodes = 20_000
    /// Aliases share subtrees, so each one can multiply the depth of the composed document.
    public static let maximumAliases = 100

    public static let topLevelKeys = [
        "module", "architecture", "ui", "title", "summary", "imports", "entities",
        "services", "given", "state", "inputs", "derived", "events", "actions", "routes", "dependencies", "rows",
    ]
    static let operationKeys = ["params", "returns", "async", "throws"]
    static let actionKeys = [
        "params", "when", "confirm", "call", "with", "assign", "append", "prepend", "replace", "remove", "set", "then", "navigate", "placement", "optimistic",
    ]
    static let routeKeys = ["params", "present", "to"]
    static let stateEntryKeys = ["type", "secret", "shown"]
    static let eventKeys = ["appear", "refresh", "reachEnd"]
    static let inputKeys = ["kind", "onChange", "role", "debounce", "invalid"]
    static let validationKeys = ["when", "message"]
    static let rowKeys = ["title", "subtitle", "trailing", "image"]

    /// Reads and parses the spec at `path`; `displayPath` is how diagnostics name the file.
    public static func load(path: String, displayPath: String? = nil) throws(DiagnosticError) -> Spec {
        let name = displayPath ?? path
        let start = SourceLocation(file: name, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let message = exists && isDirectory.boolValue ? "is a folder, not a spec file" : "no such spec file"
            throw DiagnosticError([Diagnostic(message, at: start, hint: "pass the path of a module spec such as Specs/NewsList.yaml")])
        }
        return try parse(data: data, file: name)
    }

    public static func parse(data: Data, file: String) throws(DiagnosticError) -> Spec {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard data.count <= maximumFileSize else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is \(data.count) bytes; the limit is \(maximumFileSize)", at: start,
                    hint: "a module spec describes one screen; split large specs into several modules")
            ])
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is not valid UTF-8", at: invalidUTF8Location(in: data, file: file),
                    hint: "save the file as UTF-8")
            ])
        }
        return try parse(text: text, file: file)
    }

    public static func parse(text: String, file: String) throws(DiagnosticError) -> Spec {
        let size = text.utf8.count
        guard size <= maximumFileSize else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is \(size) bytes; the limit is \(maximumFileSize)", at: SourceLocation(file: file, line: 1, column: 1),
                    hint: "a module spec describes one screen; split large specs into several modules")
            ])
        }
        let root = try YAMLInput.compose(text, file: file)
        guard let root, !SpecReader.isNull(root) else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is empty", at: SourceLocation(file: file, line: 1, column: 1),
                    hint: "start with 'module: Name' and 'architecture: mvvm' (see Specs/NewsList.yaml)")
            ])
        }
        var reader = SpecReader(file: file)
        let spec = reader.readSpec(root)
        try reader.diagnostics.throwIfAny()
        return spec
    }

    static func invalidUTF8Location(in data: Data, file: String) -> SourceLocation {
        var line = 1, column = 1
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let end = index + max(length, 1)
            if length == 0 || end > data.endIndex || String(validating: data[index..<end], as: UTF8.self) == nil {
                break
            }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            index = end
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
