import Foundation
import Mustache
import ScaffoldDiagnostics
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec
import ScaffoldTemplates

/// One architecture's templates: a `template-set.yml` and its `.mustache` files.
///
/// Lookup order: the project's template folder (`templates:` in scaffold.yml or `--templates`),
/// then the built-in sets. A project folder may override single files of a built-in set
/// (`<dir>/mvvm/ViewModel.swift.mustache`) or add a whole new set (`<dir>/mine/template-set.yml`).
/// Templates every architecture shares (entities, services, mocks, fixtures, Package.swift) live in
/// the built-in `shared` folder, the last place a template is looked up.
///
/// Partials (`{{> expect}}`) are the `.mustache` files in a `partials/` folder, found the same way:
/// a project's `<dir>/mvvm/partials/expect.mustache` replaces the built-in one everywhere it is used.
public struct TemplateSet: Sendable {
    public let manifest: TemplateSetManifest
    /// Where each template and partial came from, by its path in the set (`ViewModel.swift.mustache`,
    /// `partials/expect.mustache`).
    public let sources: [String: URL]
    /// Templates by file name and partials by name, so templates can include partials.
    private let library: MustacheLibrary
    /// Each template's and partial's tags, for the unknown-key check.
    private let tags: [String: [TemplateKeyCheck.Tag]]
    private let partialTags: [String: [TemplateKeyCheck.Tag]]
    static let partialsFolderName = "partials"

    /// The folder holding the built-in sets, one sub-folder each.
    public static var builtinFolder: URL { BuiltinTemplates.directory }

    /// How many of the set's templates and partials come from the project's folder rather than the built-in sets.
    public var projectSourceCount: Int { sources.values.filter { !$0.path.hasPrefix(Self.builtinFolder.path) }.count }

    static let sharedFolderName = "shared"

    /// Every set available: built-in ones and those in `projectFolder`, sorted.
    public static func available(projectFolder: URL?) -> [String] {
        var names: Set<String> = []
        for folder in [projectFolder, builtinFolder].compactMap({ $0 }) {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries
            where entry != sharedFolderName
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).appendingPathComponent(TemplateSetManifest.fileName).path)
            {
                names.insert(entry)
            }
        }
        return names.sorted()
    }

    /// Resolves the set for `name`, project folder first.
    public static func resolve(_ name: String, projectFolder: URL?) throws(DiagnosticError) -> TemplateSet {
        // A built-in set is the same for the whole process: read, checked and parsed once.
        guard projectFolder == nil else { return try load(name, projectFolder: projectFolder) }
        if let set = BuiltinSets.shared[name] { return set }
        let set = try load(name, projectFolder: nil)
        BuiltinSets.shared[name] = set
        return set
    }

    private static func load(_ name: String, projectFolder: URL?) throws(DiagnosticError) -> TemplateSet {
        let folders = [
            projectFolder?.appendingPathComponent(name), builtinFolder.appendingPathComponent(name),
            builtinFolder.appendingPathComponent(sharedFolderName),
        ].compactMap { $0 }
        func firstExisting(_ file: String) -> URL? {
            folders.map { $0.appendingPathComponent(file) }.first { FileManager.default.fileExists(atPath: $0.path) }
        }
        /// Whether `url`, with its links followed, is in the folder of `folders` it was found in.
        func isInside(_ url: URL, _ folders: [URL]) -> Bool {
            let target = url.resolvingSymlinksInPath().path
            return folders.contains { url.path.hasPrefix($0.path + "/") && target.hasPrefix($0.resolvingSymlinksInPath().path + "/") }
        }
        guard let manifestURL = firstExisting(TemplateSetManifest.fileName) else {
            throw DiagnosticError([
                Diagnostic(
                    "no template set '\(name)'", at: SourceLocation(file: name, line: 1, column: 1),
                    hint: Suggestions.hint(for: name, in: available(projectFolder: projectFolder), listing: "template sets"))
            ])
        }
        let manifest = try TemplateSetManifest.load(manifestURL)
        if let problem = ContextVersion.problem(in: manifest) { throw DiagnosticError([problem]) }
        var diagnostics = DiagnosticCollector()
        var library = MustacheLibrary()
        var tags: [String: [TemplateKeyCheck.Tag]] = [:]
        var partialTags: [String: [TemplateKeyCheck.Tag]] = [:]
        var sources: [String: URL] = [:]
        var texts: [String: String] = [:]
        func load(_ url: URL, named name: String, at location: ScaffoldDiagnostics.SourceLocation) -> [TemplateKeyCheck.Tag]? {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                diagnostics.error("cannot read template '\(url.lastPathComponent)'", at: location)
                return nil
            }
            do {
                // Generated code is text, not HTML: nothing may be escaped.
                library.register(try ParsedTemplates.shared.template(text), named: name)
                texts[name] = text
                return TemplateKeyCheck.tags(in: text)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error(
                    "template does not parse: \(error.error)",
                    at: SourceLocation(file: url.path, line: error.context.lineNumber, column: error.context.columnNumber))
            } catch {
                diagnostics.error("template does not parse: \(error)", at: SourceLocation(file: url.path, line: 1, column: 1))
            }
            return nil
        }
        for file in Set(manifest.files.map(\.template.value)).sorted() {
            let location = manifest.files.first { $0.template.value == file }!.template.location
            guard let url = firstExisting(file) else {
                diagnostics.error(
                    "template '\(file)' not found", at: location,
                    hint: "looked in " + folders.map(\.path).joined(separator: " and "))
                continue
            }
            guard isInside(url, folders) else {
                diagnostics.error(
                    "template '\(file)' is a link to a file outside the template set's folder", at: location,
                    hint: "copy the file into the set's folder instead of linking to it")
                continue
            }
            tags[file] = load(url, named: file, at: location)
            sources[file] = url
        }
        // Every partial of every folder in the lookup order; the first folder that has a name wins.
        for folder in folders {
            let partials = folder.appendingPathComponent(partialsFolderName)
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: partials.path)) ?? []).filter { $0.hasSuffix(".mustache") }.sorted()
            for entry in entries {
                let name = String(entry.dropLast(".mustache".count))
                guard partialTags[name] == nil else { continue }
                let url = partials.appendingPathComponent(entry)
                guard isInside(url, [folder]) else {
                    diagnostics.error(
                        "partial '\(entry)' is a link to a file outside the template set's folder", at: SourceLocation(file: url.path, line: 1, column: 1),
                        hint: "copy the file into the set's folder instead of linking to it")
                    continue
                }
                partialTags[name] = load(url, named: name, at: SourceLocation(file: url.path, line: 1, column: 1))
                sources["\(partialsFolderName)/\(entry)"] = url
            }
        }
        try diagnostics.throwIfAny()
        // Each parsed as written above, for errors at their own lines; rendered with multi-line partials written out.
        let partialTexts = texts.filter { partialTags[$0.key] != nil }
        for (name, text) in texts {
            let expanded = StandalonePartials.expand(text, partials: partialTexts)
            guard expanded != text, let template = try? ParsedTemplates.shared.template(expanded) else { continue }
            library.register(template, named: name)
        }
        return TemplateSet(manifest: manifest, sources: sources, library: library, tags: tags, partialTags: partialTags)
    }

    /// Renders a file's `path:`; the result must stay inside the module folder.
    func renderPath(_ path: Located<String>, context: [String: Any], schema: ContextSchema) throws(DiagnosticError) -> String {
        let problems = TemplateKeyCheck.problems(in: TemplateKeyCheck.tags(in: path.value), schema: schema, partials: [:])
        if let problem = problems.first {
            throw DiagnosticError([
                Diagnostic(
                    "'path' refers to '\(problem.name)', which the template context does not have", at: path.location,
                    hint: (problem.suggestion.map { "did you mean '\($0)'? " } ?? "") + "the keys are listed in docs/template-context.md")
            ])
        }
        let rendered: String
        do {
            rendered = try ParsedTemplates.shared.template(path.value).render(context)
        } catch {
            throw DiagnosticError([Diagnostic("'path' is not a valid template: \(error)", at: path.location)])
        }
        let components = rendered.split(separator: "/", omittingEmptySubsequences: false)
        guard !rendered.hasPrefix("/"), components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw DiagnosticError([
                Diagnostic(
                    "path '\(rendered)' leaves the module folder or has an empty part", at: path.location,
                    hint: "paths are relative to the module folder, e.g. '{{sourcesPrefix}}Model/{{name}}.swift'")
            ])
        }
        return rendered
    }

    /// Renders `template`. Swift output must parse with zero SwiftParser diagnostics: a template that
    /// produces invalid Swift is reported against the template, and nothing is written.
    func render(_ template: Located<String>, context: [String: Any], schema: ContextSchema) throws(DiagnosticError) -> String {
        guard let source = sources[template.value], let tags = tags[template.value] else {
            throw DiagnosticError([Diagnostic("template '\(template.value)' not loaded", at: template.location)])
        }
        let problems = TemplateKeyCheck.problems(in: tags, schema: schema, partials: partialTags)
        if !problems.isEmpty {
            throw DiagnosticError(
                problems.map { problem in
                    let file = problem.partial.flatMap { sources["\(Self.partialsFolderName)/\($0).mustache"] } ?? source
                    return Diagnostic(
                        "template refers to '\(problem.name)', which the template context does not have",
                        at: SourceLocation(file: file.path, line: problem.line, column: problem.column),
                        hint: (problem.suggestion.map { "did you mean '\($0)'? " } ?? "") + "the keys are listed in docs/template-context.md")
                })
        }
        let location = SourceLocation(file: source.path, line: 1, column: 1)
        // Lines that held only indentation before an empty value end up blank, never with trailing spaces.
        let rendered = Self.trimmingTrailingSpaces(library.render(context, withTemplate: template.value) ?? "")
        if template.value.hasSuffix(".swift.mustache"), let problem = SwiftSyntaxCheck.firstProblem(in: rendered) {
            throw DiagnosticError([
                Diagnostic(
                    "rendered Swift does not parse (line \(problem.line) of the output): \(problem.message)", at: location,
                    hint: "fix the template; the output was:\n" + Self.excerpt(rendered, around: problem.line))
            ])
        }
        return rendered
    }

    /// `text` without spaces at the end of any line, in one pass over its bytes.
    static func trimmingTrailingSpaces(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpaces = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "):
                pendingSpaces += 1
            case UInt8(ascii: "\n"):
                pendingSpaces = 0
                output.append(byte)
            default:
                if pendingSpaces > 0 {
                    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: pendingSpaces))
                    pendingSpaces = 0
                }
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func excerpt(_ text: String, around line: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let range = max(0, line - 3)..<min(lines.count, line + 2)
        return range.map { String(format: "%5d | ", $0 + 1) + lines[$0] }.joined(separator: "\n")
    }
}

/// Each template text parsed once per process, as text (`CONTENT_TYPE: TEXT`: generated code is not HTML, nothing may
/// be escaped). A set is resolved for every module a run renders, and the parser costs more than the render; keyed by
/// the whole text, a cached template is always the one its text parses to. `@unchecked Sendable` is sound: the
/// dictionary is only touched under `lock`.
final class ParsedTemplates: @unchecked Sendable {
    static let shared = ParsedTemplates()
    private let lock = NSLock()
    private var templates: [String: MustacheTemplate] = [:]

    /// The template `text` parses to; a text that does not parse throws every time.
    func template(_ text: String) throws -> MustacheTemplate {
        if let template = lock.withLock({ templates[text] }) { return template }
        let template = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT }}" + text)
        lock.withLock {
            // A run uses a few hundred texts; a long fuzzing session, with its mutated `path:`s, must not grow forever.
            if templates.count >= 4096 { templates.removeAll() }
            templates[text] = template
        }
        return template
    }
}

/// The built-in sets resolved so far in this process, by name. `@unchecked Sendable` is sound: `storage` is only touched
/// under `lock`.
private final class BuiltinSets: @unchecked Sendable {
    static let shared = BuiltinSets()
    private let lock = NSLock()
    private var storage: [String: TemplateSet] = [:]

    subscript(name: String) -> TemplateSet? {
        get { lock.withLock { storage[name] } }
        set { lock.withLock { storage[name] = newValue } }
    }
}
