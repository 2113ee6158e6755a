import Foundation
import ScaffoldSpec

/// A recorded violation: rule + declaration + target, never a line number, so that edits elsewhere
/// in a file do not invalidate it. One entry covers every occurrence of that dependency.
public struct BaselineEntry: Sendable, Hashable, Codable, Comparable {
    public var rule: String
    public var from: String
    public var to: String

    public init(rule: String, from: String, to: String) {
        self.rule = rule
        self.from = from
        self.to = to
    }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.rule, lhs.from, lhs.to) < (rhs.rule, rhs.from, rhs.to)
    }
}

/// The baseline file: `{"version": 1, "violations": [{"rule", "from", "to"}]}`, sorted, meant to be committed.
struct Baseline: Codable {
    static let currentVersion = 1
    var version = currentVersion
    var violations: [BaselineEntry]

    static func load(_ path: String) throws(DiagnosticError) -> Set<BaselineEntry> {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError([
                Diagnostic(
                    "cannot read the baseline '\(path)'", at: location,
                    hint: "create one with 'scaffold check --write-baseline \(path)'")
            ])
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == currentVersion else {
                throw DiagnosticError([
                    Diagnostic(
                        "baseline version \(baseline.version) is not supported (expected \(currentVersion))", at: location,
                        hint: "rewrite it with 'scaffold check --write-baseline \(path)'")
                ])
            }
            return Set(baseline.violations)
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError([
                Diagnostic(
                    "the baseline is not valid: \(Scope.describe(error, in: data))", at: location,
                    hint: "it is JSON: {\"version\": 1, \"violations\": [{\"rule\": …, \"from\": …, \"to\": …}]}; rewrite it with --write-baseline")
            ])
        }
    }

    static func encode(_ entries: some Sequence<BaselineEntry>) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let baseline = Baseline(violations: Set(entries).sorted())
        return ((try? encoder.encode(baseline)) ?? Data()) + Data("\n".utf8)
    }
}
