import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldSpec

/// `scaffold templates eject`: a template set copied out (its manifest, every template it uses and the partials) into
/// a folder of the project, to customise it.
public enum TemplateSetCopy {
    /// The `$id` of Schemas/template-set.schema.json: an ejected set lies outside the checkout, where the relative
    /// `$schema=` path of a built-in set's manifest leads nowhere.
    public static let schemaURL = "https://scaffold.invalid/schemas/template-set.schema.json"

    /// Copies `set` into `destination` (which must not exist yet), the manifest pointing editors at `schemaURL`;
    /// returns how many files it copied. `argument` is the folder as the user gave it, where errors are located.
    public static func copy(_ set: TemplateSet, to destination: URL, argument: String) throws(DiagnosticError) -> Int {
        let location = SourceLocation(file: argument, line: 1, column: 1)
        if FileManager.default.fileExists(atPath: destination.path) {
            throw DiagnosticError([
                Diagnostic("'\(displayPath(destination))' already exists", at: location, hint: "eject into another folder, or remove it first")
            ])
        }
        let manifest = URL(fileURLWithPath: set.manifest.file)
        let copies = [(manifest, TemplateSetManifest.fileName)] + set.sources.sorted { $0.key < $1.key }.map { ($0.value, $0.key) }
        do {
            for (source, file) in copies {
                let target = destination.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if file == TemplateSetManifest.fileName {
                    try pointingAtSchema(try String(contentsOf: source, encoding: .utf8)).write(to: target, atomically: true, encoding: .utf8)
                } else {
                    try FileManager.default.copyItem(at: source, to: target)
                }
            }
        } catch {
            throw DiagnosticError([Diagnostic("cannot copy: \(error.localizedDescription)", at: location)])
        }
        return copies.count
    }

    /// The manifest's text with one `# yaml-language-server` line on top, pointing editors at `schemaURL`.
    static func pointingAtSchema(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("# yaml-language-server:") }
        return "# yaml-language-server: $schema=\(schemaURL)\n" + lines.joined(separator: "\n")
    }
}
