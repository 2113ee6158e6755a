import Foundation
import ScaffoldDiagnostics

/// A recorded violation: rule + declaration + target, and how many times it occurs; never a line number,
/// so that edits elsewhere in a file do not invalidate it.
public struct BaselineEntry: Sendable, Hashable, Codable, Comparable {
    public var rule: String
    public var from: String
    public var to: String
    /// How many times the dependency occurs: more occurrences than recorded fail the run.
    ///
    /// nil (no `count` in the file) in baselines written before occurrences were counted: such an entry covers
    /// any number of occurrences, because that is what it meant when it was written. Reading it as 1 instead
    /// would fail, on upgrade, every project whose baselined pairs occur more than once, for violations that
    /// were accepted; a note asks to rewrite the baseline (`--write-baseline`) to get counts.
    public var count: Int?

    public init(rule: String, from: String, to: String, count: Int? = nil) {
        self.rule = rule
        self.from = from
        self.to = to
        self.count = count
    }

    var key: BaselineKey { BaselineKey(rule: rule, from: from, to: to) }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.rule, lhs.from, lhs.to, lhs.count ?? 0) < (rhs.rule, rhs.from, rhs.to, rhs.count ?? 0)
    }
}

/// What a baseline entry matches: a violation's rule, declaring type and referenced type.
struct BaselineKey: Sendable, Hashable {
    var rule: String
    var from: String
    var to: String
}

/// A baseline entry the current code does not use up: it no longer occurs, or occurs fewer times than it records.
public struct StaleBaselineEntry: Sendable, Hashable {
    public var entry: BaselineEntry
    /// Where the entry starts in the baseline file.
    public var line: Int
    public var column: Int
    /// How many times the dependency occurs now (fewer than the entry records; often 0).
    public var occurrences: Int

    public init(entry: BaselineEntry, line: Int, column: Int, occurrences: Int) {
        self.entry = entry
        self.line = line
        self.column = column
        self.occurrences = occurrences
    }

    /// "ItemViewModel → ItemView no longer occurs", "… occurs 1 time, the entry records 3".
    var description: String {
        let pair = "\(entry.from) → \(entry.to)"
        guard occurrences > 0, let count = entry.count else { return "\(pair) no longer occurs" }
        return "\(pair) occurs \(occurrences) time\(occurrences == 1 ? "" : "s"), the entry records \(count)"
    }
}

/// The baseline file: `{"version": 1, "violations": [{"rule", "from", "to", "count"}]}`, sorted, meant to be committed.
struct Baseline: Codable {
    static let currentVersion = 1
    var version = currentVersion
    var violations: [BaselineEntry]

    /// An entry of the file, where it starts.
    struct Recorded {
        var entry: BaselineEntry
        var line: Int
        var column: Int
    }

    static func load(_ path: String) throws(DiagnosticError) -> [Recorded] {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError([
                Diagnostic(
                    "cannot read the baseline '\(path)'", at: location,
                    hint: "create one with 'scaffold check --write-baseline \(path)'")
            ])
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw DiagnosticError([
                Diagnostic(
                    "the baseline is not valid: \(Scope.describe(error, in: data))", at: location,
                    hint:
                        "it is JSON: {\"version\": 1, \"violations\": [{\"rule\": …, \"from\": …, \"to\": …, \"count\": …}]}; rewrite it with --write-baseline"
                )
            ])
        }
        guard baseline.version == currentVersion else {
            throw DiagnosticError([
                Diagnostic(
                    "baseline version \(baseline.version) is not supported (expected \(currentVersion))", at: location,
                    hint: "rewrite it with 'scaffold check --write-baseline \(path)'")
            ])
        }
        var positions = entryPositions(in: data)
        if positions.count != baseline.violations.count { positions = Array(repeating: (1, 1), count: baseline.violations.count) }
        let recorded = zip(baseline.violations, positions).map { Recorded(entry: $0, line: $1.line, column: $1.column) }
        var diagnostics = DiagnosticCollector()
        for item in recorded {
            if let count = item.entry.count, count < 1 {
                diagnostics.error(
                    "baseline entry \(item.entry.from) → \(item.entry.to) records \(count) occurrences",
                    at: SourceLocation(file: path, line: item.line, column: item.column),
                    hint: "a count is 1 or more; remove the entry, or rewrite the baseline with --write-baseline")
            }
        }
        try diagnostics.throwIfAny()
        return recorded
    }

    static func encode(_ entries: some Sequence<BaselineEntry>) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let baseline = Baseline(violations: Set(entries).sorted())
        return ((try? encoder.encode(baseline)) ?? Data()) + Data("\n".utf8)
    }

    /// Where each object of the top-level `violations` array starts (its `{`), in order: JSONDecoder keeps no
    /// positions. `data` is valid JSON (it decoded), so a scan of strings and brackets suffices. Columns count
    /// Unicode scalars, like every other column scaffold prints.
    static func entryPositions(in data: Data) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = []
        var depth = 0
        var line = 1, column = 1
        var inString = false, escaped = false
        // The last string read directly in the top-level object, and the key whose value is being read there.
        var string: [UInt8] = []
        var key: [UInt8] = []
        // The depth inside the `violations` array, while in it.
        var entriesDepth: Int?
        let violations = Array("violations".utf8)
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if depth == 1 {
                    string.append(byte)
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    string.removeAll(keepingCapacity: true)
                case UInt8(ascii: ":") where depth == 1:
                    key = string
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if byte == UInt8(ascii: "{"), depth == entriesDepth { result.append((line, column)) }
                    if byte == UInt8(ascii: "["), depth == 1, key == violations { entriesDepth = 2 }
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if let inside = entriesDepth, depth < inside { entriesDepth = nil }
                default:
                    break
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return result
    }
}
