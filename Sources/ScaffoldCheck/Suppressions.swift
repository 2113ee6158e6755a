/// Inline suppression: `// scaffold:ignore mvvm/view -- legacy adapter, see #123` at the end of a line suppresses the
/// rules it names on that line (none named: every rule) and says why after `--`. A suppression without a reason is
/// itself reported (`suppression/reason`), and so is one that hides nothing on its line (`suppression/unused`: stale,
/// misspelt, or written on a line of its own above the code), both warnings unless `severity:` says otherwise; every
/// suppressed violation is listed, with its reason, in every report format.

/// One `// scaffold:ignore` comment.
struct IgnoreComment: Sendable, Hashable {
    /// The rule ids it names; empty: every rule.
    var rules: [String] = []
    /// The text after `--`, trimmed; nil when there is none.
    var reason: String?
    /// Where the comment starts on its line.
    var column = 1
    /// Alone on its line, no code before it: it covers that line only, never the next.
    var standsAlone = false

    static let reasonSeparator = "--"

    /// The comment's text after the marker: rule ids separated by spaces or commas, then optionally `-- reason`.
    init(after marker: Substring, column: Int, standsAlone: Bool) {
        self.column = column
        self.standsAlone = standsAlone
        var head = marker
        if let separator = marker.range(of: Self.reasonSeparator) {
            head = marker[..<separator.lowerBound]
            let reason = marker[separator.upperBound...].trimmingCharacters(in: .whitespaces)
            self.reason = reason.isEmpty ? nil : reason
        }
        rules = head.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
    }

    init(rules: [String], reason: String?, column: Int, standsAlone: Bool) {
        self.rules = rules
        self.reason = reason
        self.column = column
        self.standsAlone = standsAlone
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
    /// A `// scaffold:ignore` that hides no violation on its line.
    static let unused = "suppression/unused"
    /// The target layer of a `suppression/reason` finding, whose target is the comment.
    static let targetLayer = "suppression"
    static let target = "scaffold:ignore"

    static let explanation =
        "a suppression says why the rule does not apply there, so that it can be judged in review and removed when it no longer holds"
    static let unusedExplanation =
        "a suppression covers the line it ends (a comment on a line of its own covers only that line), and one that hides nothing "
        + "there is stale or misplaced, and would hide a new violation on that line unseen"

    /// For SARIF's rule metadata.
    static let explanations = [reason: explanation, unused: unusedExplanation]

    /// The ignore comment on `line` that covers `rule`, if any.
    static func ignore(_ rule: String, line: Int, in facts: FileFacts) -> IgnoreComment? {
        guard let ignore = facts.ignores[line], ignore.covers(rule) else { return nil }
        return ignore
    }

    /// Every ignore comment of the file, in line order, with the `suppression/unused` finding it makes should it hide nothing.
    static func sites(in facts: FileFacts, file: SourceFile, fileName: String, layer: String?, module: String?) -> [IgnoreSite] {
        facts.ignores.sorted { $0.key < $1.key }.map { line, ignore in
            IgnoreSite(
                finding: Violation(
                    rule: unused, from: Endpoint(type: fileName, layer: layer ?? "-", module: module),
                    to: Endpoint(type: target, layer: targetLayer, module: nil), file: file.displayPath, line: line, column: ignore.column,
                    explanation: ""),
                rules: ignore.rules, standsAlone: ignore.standsAlone)
        }
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

/// A `// scaffold:ignore` of a checked file, kept with the analysis until every rule has run.
struct IgnoreSite: Sendable, Hashable {
    /// What is reported should it hide nothing (`SuppressionRules.unused`, at the comment; its explanation is set then).
    var finding: Violation
    /// The rule ids it names; empty: every rule.
    var rules: [String]
    /// Alone on its line (`IgnoreComment.standsAlone`): most likely meant for the line below.
    var standsAlone = false
}

extension Analysis {
    /// `suppression/unused` for every ignore comment on whose line no violation was suppressed. Run after every rule
    /// (module dependencies, peers and declared dependencies suppress too), on what the analysis found before levels
    /// apply: the suppression of a rule that is `off` counts as used where that rule finds a violation. `knownRules`:
    /// every id a report can name, to tell a misspelt id from a stale suppression.
    mutating func checkUnusedSuppressions(knownRules: @autoclosure () -> Set<String>) {
        guard !ignoreSites.isEmpty else { return }
        let knownRules = knownRules()
        struct Place: Hashable {
            var file: String
            var line: Int
        }
        let used = Set(suppressions.map { Place(file: $0.violation.file, line: $0.violation.line) })
        for site in ignoreSites where !used.contains(Place(file: site.finding.file, line: site.finding.line)) {
            var finding = site.finding
            let unknown = site.rules.filter { !knownRules.contains($0) }
            let ruleList = site.rules.isEmpty ? "every rule" : site.rules.joined(separator: ", ")
            finding.explanation =
                (unknown.isEmpty
                    ? "the suppression of \(ruleList) hides nothing on its line; "
                    : "the suppression names \(unknown.joined(separator: ", ")), which no rule of this check is called; ")
                + SuppressionRules.unusedExplanation
            if site.standsAlone && unknown.isEmpty {
                // Set here, where the line is known; `Hints` keeps a hint already given.
                finding.hint =
                    "it is on a line of its own, which it alone covers: move it to the end of line \(site.finding.line + 1) if that is the line it is about, or remove it"
            }
            violations.append(finding)
        }
        violations.sort(by: Self.order)
    }
}
