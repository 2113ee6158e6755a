import Foundation
import Mustache
import ScaffoldIR
import ScaffoldSpec
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A folder of `.mustache` templates for one architecture.
public struct TemplateSet: Sendable {
    public var name: String
    public var directory: URL
    private var templates: [String: MustacheTemplate] = [:]

    /// Loads every `*.mustache` file of `directory`; a template that does not parse is a located error.
    public init(name: String, directory: URL) throws(DiagnosticError) {
        self.name = name
        self.directory = directory
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".mustache") }.sorted()
        } catch {
            throw DiagnosticError([Diagnostic("cannot read template set '\(name)'", at: SourceLocation(file: directory.path, line: 1, column: 1))])
        }
        var diagnostics = DiagnosticCollector()
        for file in files {
            let path = directory.appendingPathComponent(file).path
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                diagnostics.error("cannot read template", at: SourceLocation(file: path, line: 1, column: 1))
                continue
            }
            do {
                // Generated code is text, not HTML: nothing may be escaped.
                templates[String(file.dropLast(".mustache".count))] = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT }}" + text)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error("template does not parse: \(error.error)",
                                  at: SourceLocation(file: path, line: error.context.lineNumber, column: error.context.columnNumber))
            } catch {
                diagnostics.error("template does not parse: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
            }
        }
        try diagnostics.throwIfAny()
    }

    /// Renders `template` with `context`. Swift output must parse with zero SwiftParser diagnostics:
    /// a template that produces invalid Swift is reported against the template, not written.
    func render(_ template: String, context: [String: Any]) throws(DiagnosticError) -> String {
        let location = SourceLocation(file: directory.appendingPathComponent(template + ".mustache").path, line: 1, column: 1)
        guard let compiled = templates[template] else {
            throw DiagnosticError([Diagnostic("template set '\(name)' has no template '\(template).mustache'", at: location)])
        }
        // Lines that held only indentation before an empty value end up blank, never with trailing spaces.
        let text = compiled.render(context).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.last == " " ? String(line.reversed().drop { $0 == " " }.reversed()) : String(line) }
            .joined(separator: "\n")
        if template.hasSuffix(".swift") {
            let tree = Parser.parse(source: text)
            let problems = ParseDiagnosticsGenerator.diagnostics(for: tree)
            if let first = problems.first {
                let converter = SourceLocationConverter(fileName: template, tree: tree)
                let position = first.location(converter: converter)
                throw DiagnosticError([Diagnostic("rendered Swift does not parse (line \(position.line) of the output): \(first.message)", at: location,
                                                  hint: "fix the template; the output was:\n" + Self.excerpt(text, around: position.line))])
            }
        }
        return text
    }

    private static func excerpt(_ text: String, around line: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let range = max(0, line - 3)..<min(lines.count, line + 2)
        return range.map { String(format: "%5d | ", $0 + 1) + lines[$0] }.joined(separator: "\n")
    }
}
