/// Inline suppression: `// scaffold:ignore mvvm/view -- legacy adapter, see #123` at the end of a line suppresses the
/// rules it names on that line (none named: every rule) and says why after `--`. A suppression without a reason is
/// itself reported (`suppression/reason`, a warning unless `severity:` says otherwise); every suppressed violation
/// is listed, with its reason, in every report format.

/// One `// scaffold:ignore` comment.
struct IgnoreComment: Sendable, Hashable {
    /// The rule ids it names; empty: every rule.
    var rules: [String] = []
    /// The text after `--`, trimmed; nil when there is none.
    var reason: String?
    /// Where the comment starts on its line.
    var column = 1

    static let reasonSeparator = "--"

    /// The comment's text after the marker: rule ids separated by spaces or commas, then optionally `-- reason`.
    init(after marker: Substring, column: Int) {
        self.column = column
        var head = marker
        if let separator = marker.range(of: Self.reasonSeparator) {
            head = marker[..<separator.lowerBound]
            let reason = marker[separator.upperBound...].trimmingCharacters(in: .whitespaces)
            self.reason = reason.isEmpty ? nil : reason
        }
        rules = head.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
    }

    init(rules: [String], reason: String?, column: Int) {
        self.rules = rules
        self.reason = reason
        self.column = column
    }

    func covers(_ rule: String) -> Bool { rules.isEmpty || rules.contains(rule) }

    /// "mvvm/view", "mvvm/view, mvvm/model", "every rule".
    var ruleList: String { rules.isEmpty ? "every rule" : rules.joined(separator: ", ") }
}

/// A violation an inline suppression hides, with the suppression's reason: listed in every report format.
public struct SuppressedViolation: Sendable, Hashable {
    public var violation: Violation
    /// The suppression's reason; nil when it gives none.
    public var reason: String?

    public init(violation: Violation, reason: String?) {
        self.violation = violation
        self.reason = reason
    }
}

enum SuppressionRules {
    /// A `// scaffold:ignore` without a reason.
    static let reason = "suppression/reason"
    /// The target layer of a `suppression/reason` finding, whose target is the comment.
    static let targetLayer = "suppression"
    static let target = "scaffold:ignore"

    static let explanation =
        "a suppression says why the rule does not apply there, so that it can be judged in review and removed when it no longer holds"

    /// The ignore comment on `line` that covers `rule`, if any.
    static func ignore(_ rule: String, line: Int, in facts: FileFacts) -> IgnoreComment? {
        guard let ignore = facts.ignores[line], ignore.covers(rule) else { return nil }
        return ignore
    }

    /// A `suppression/reason` finding for every ignore comment of the file without a reason, in line order.
    static func missingReasons(in facts: FileFacts, file: SourceFile, fileName: String, layer: String?, module: String?) -> [Violation] {
        facts.ignores.filter { $0.value.reason == nil }.sorted { $0.key < $1.key }.map { line, ignore in
            Violation(
                rule: reason, from: Endpoint(type: fileName, layer: layer ?? "-", module: module),
                to: Endpoint(type: target, layer: targetLayer, module: nil), file: file.displayPath, line: line, column: ignore.column,
                explanation: "the suppression of \(ignore.ruleList) gives no reason; " + explanation)
        }
    }
}
