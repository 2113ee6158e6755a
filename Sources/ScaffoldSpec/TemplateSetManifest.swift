import Foundation
import ScaffoldDiagnostics
import Yams

/// `template-set.yml`: which files a template set writes, where, in which layer, and how often.
///
/// ```yaml
/// name: mvvm
/// version: 1
/// context: mvvm                 # the built-in context provider whose keys the templates use
/// contextVersion: 2             # the version of the template context the templates were written for
/// layers: [Model, Service, ViewModel, View]
/// files:
///   - template: Entity.swift.mustache
///     path: "{{sourcesPrefix}}Model/{{name}}.swift"   # a Mustache template itself
///     layer: Model
///     each: entity                # once per entity (or: service)
///   - template: View.swift.mustache
///     path: "{{sourcesPrefix}}View/{{module}}View.swift"
///     layer: View
///     when: uiSwiftUI             # only when this context key is true
/// ```
public struct TemplateSetManifest: Sendable, Hashable {
    public static let fileName = "template-set.yml"
    static let keys = ["name", "version", "context", "contextVersion", "layers", "files"]
    static let fileKeys = ["template", "path", "layer", "each", "when"]
    public static let eachValues = ["entity", "service"]
    /// Layers every set may use besides its own: tests and mocks, the package manifest, and the module's resources (its
    /// String Catalog and the accessor every layer reads it through).
    public static let commonLayers = ["Test", "Package", "Resources"]

    public struct File: Sendable, Hashable {
        public var template: Located<String>
        public var path: Located<String>
        public var layer: Located<String>
        public var each: Located<String>?
        public var when: Located<String>?
    }

    public var file: String
    public var name: Located<String>
    public var version: Int
    public var context: Located<String>?
    /// The version of the template context the templates were written for (docs/template-context.md#versions); nil
    /// when the set does not say, which means version 1.
    public var contextVersion: Located<Int>?
    public var layers: [Located<String>]
    public var files: [File]

    public static func load(_ url: URL) throws(DiagnosticError) -> TemplateSetManifest {
        let file = url.path
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError([Diagnostic("cannot read \(fileName)", at: start)])
        }
        return try parse(text: text, file: file)
    }

    /// A relative path without `.`, `..` or empty parts: it cannot name a file outside the set's folder but through a link.
    static func isInsideTheSet(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.contains("\\")
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    public static func parse(text: String, file: String) throws(DiagnosticError) -> TemplateSetManifest {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let root = try YAMLInput.compose(text, file: file)
        var reader = SpecReader(file: file)
        let hint = "a template set manifest has 'name:', 'version:', 'context:', 'contextVersion:', 'layers:' and 'files:'"
        guard let root, let keys = reader.keyedMapping(root, allowed: Self.keys, what: fileName, hint: hint) else {
            throw DiagnosticError([Diagnostic("\(fileName) is empty", at: start, hint: hint)])
        }
        let name = keys["name"].flatMap { reader.scalar($0, what: "name") }
        if name == nil { reader.diagnostics.error("missing 'name:'", at: start, hint: hint) }
        var version = 1
        if let node = keys["version"], let text = reader.scalar(node, what: "version") {
            if let number = Int(text.value), number > 0 {
                version = number
            } else {
                reader.diagnostics.error("'version' must be a positive whole number", at: text.location)
            }
        }
        var contextVersion: Located<Int>?
        if let node = keys["contextVersion"], let text = reader.scalar(node, what: "contextVersion") {
            if let number = Int(text.value), number > 0 {
                contextVersion = Located(number, at: text.location)
            } else {
                reader.diagnostics.error("'contextVersion' must be a positive whole number", at: text.location)
            }
        }
        let layers = keys["layers"].map { reader.scalarList($0, what: "layers") } ?? []
        var files: [File] = []
        if let node = keys["files"] {
            if case .sequence(let sequence) = node {
                for item in sequence {
                    guard
                        let entry = reader.keyedMapping(
                            item, allowed: fileKeys, what: "a file entry",
                            hint: "each file has 'template:', 'path:', 'layer:' and optionally 'each:' and 'when:'")
                    else { continue }
                    let location = reader.location(of: item)
                    func required(_ key: String) -> Located<String>? {
                        guard let node = entry[key] else {
                            reader.diagnostics.error("file entry is missing '\(key):'", at: location)
                            return nil
                        }
                        return reader.scalar(node, what: key)
                    }
                    let template = required("template"), path = required("path"), layer = required("layer")
                    if let template, !isInsideTheSet(template.value) {
                        reader.diagnostics.error(
                            "template '\(template.value)' is not a path inside the template set's folder", at: template.location,
                            hint: "name a file in the set's folder or a folder under it, e.g. 'ViewModel.swift.mustache'; no '..', no absolute path")
                    }
                    let each = entry["each"].flatMap { reader.scalar($0, what: "each") }
                    let when = entry["when"].flatMap { reader.scalar($0, what: "when") }
                    if let each, !eachValues.contains(each.value) {
                        reader.diagnostics.error(
                            "unknown 'each: \(each.value)'", at: each.location,
                            hint: Suggestions.hint(for: each.value, in: eachValues, listing: "values"))
                    }
                    if let layer, !layers.contains(where: { $0.value == layer.value }), !commonLayers.contains(layer.value) {
                        reader.diagnostics.error(
                            "layer '\(layer.value)' is not listed under 'layers:'", at: layer.location,
                            hint: Suggestions.hint(for: layer.value, in: layers.map(\.value) + commonLayers, listing: "layers"))
                    }
                    if let template, let path, let layer {
                        files.append(File(template: template, path: path, layer: layer, each: each, when: when))
                    }
                }
            } else {
                reader.diagnostics.error("'files' must be a list", at: reader.location(of: node), hint: "write one '- template: …' entry per file")
            }
        }
        if files.isEmpty && reader.diagnostics.isEmpty {
            reader.diagnostics.error("the template set writes no files", at: start, hint: "list them under 'files:'")
        }
        try reader.diagnostics.throwIfAny()
        return TemplateSetManifest(
            file: file, name: name ?? Located("", at: start), version: version,
            context: keys["context"].flatMap { reader.scalar($0, what: "context") }, contextVersion: contextVersion,
            layers: layers, files: files)
    }
}
