import Foundation
import ScaffoldManifest

public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github
}

extension CheckReport {
    /// The report on stdout; the summary and notes are for stderr (text and github formats).
    public func render(_ format: OutputFormat) -> String {
        switch format {
        case .text: text()
        case .json: json()
        case .sarif: sarif()
        case .github: github()
        }
    }

    // MARK: text

    private func text() -> String {
        var lines: [String] = []
        for violation in violations {
            lines.append("\(violation.file):\(violation.line):\(violation.column): \(violation.severity.rawValue): [\(violation.rule)] \(violation.message)")
            lines.append("  note: \(violation.explanation)")
            lines.append("  hint: \(violation.hint)")
        }
        for suppression in suppressions {
            let violation = suppression.violation
            lines.append(
                "\(violation.file):\(violation.line):\(violation.column): note: [\(violation.rule)] suppressed (\(Self.reason(suppression))): \(violation.message)"
            )
        }
        for stale in staleBaselineEntries {
            lines.append("\(baselineFile ?? "baseline"):\(stale.line):\(stale.column): error: [\(stale.entry.rule)] stale baseline entry: \(stale.description)")
            lines.append("  note: \(Self.staleHint(stale))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The message, why, and what to do instead, as one text (SARIF and GitHub).
    static func sentence(_ violation: Violation) -> String {
        "\(violation.message). \(violation.explanation)" + (violation.hint.isEmpty ? "" : ". Instead: \(violation.hint)")
    }

    /// A suppression's reason as reports show it.
    static func reason(_ suppression: SuppressedViolation) -> String {
        suppression.reason ?? "no reason given"
    }

    static let staleHint = "remove the entry, or rewrite the baseline with --write-baseline, so that it cannot hide the violation if it comes back"

    static func staleHint(_ stale: StaleBaselineEntry) -> String {
        guard stale.occurrences > 0 else { return staleHint }
        return "lower its count to \(stale.occurrences), or rewrite the baseline with --write-baseline, so that it cannot hide a new occurrence"
    }

    // MARK: unassigned

    /// `--list-unassigned`: the checked files none of whose code is in a layer, then the types in no layer as
    /// `Type (file:line)`, each sorted; in JSON `{"files": [...], "types": [{"type", "file", "line"}]}`.
    public func renderUnassigned(_ format: OutputFormat) -> String {
        let types = unassignedTypes.sorted()
        if format == .json {
            return ReportJSON.object([
                ("files", .array(unassignedFiles.sorted().map(ReportJSON.string))),
                ("types", .array(types.map { .object([("type", .string($0.name)), ("file", .string($0.file)), ("line", .int($0.line))]) })),
            ]).text
        }
        return (unassignedFiles.sorted() + types.map { "\($0.name) (\($0.file):\($0.line))" }).map { $0 + "\n" }.joined()
    }

    // MARK: json

    private func json() -> String {
        let byRule = Dictionary(grouping: violations, by: \.rule).mapValues(\.count)
        let errors = self.errors.count
        let object = ReportJSON.object([
            ("violations", .array(violations.map { Self.object($0) })),
            (
                "suppressions",
                .array(
                    suppressions.map { suppression in
                        Self.object(suppression.violation, withHint: false, extra: [("reason", .string(suppression.reason))])
                    })
            ),
            (
                "staleBaseline",
                .array(
                    staleBaselineEntries.map { stale in
                        var members: [(String, ReportJSON)] = [
                            ("rule", .string(stale.entry.rule)), ("from", .string(stale.entry.from)), ("to", .string(stale.entry.to)),
                            ("line", .int(stale.line)), ("column", .int(stale.column)), ("occurrences", .int(stale.occurrences)),
                        ]
                        if let count = stale.entry.count { members.append(("count", .int(count))) }
                        return .object(members)
                    })
            ),
            (
                "summary",
                .object([
                    ("files", .int(filesChecked)),
                    ("violations", .int(violations.count)),
                    ("errors", .int(errors)),
                    ("warnings", .int(violations.count - errors)),
                    ("suppressed", .int(suppressed)),
                    ("baselined", .int(baselined)),
                    ("staleBaseline", .int(staleBaselineEntries.count)),
                    ("byRule", .object(byRule.map { ($0.key, .int($0.value)) })),
                    ("filesWithoutLayer", .int(unassignedFiles.count)),
                    ("typesWithoutLayer", .int(unassignedTypes.count)),
                ])
            ),
        ])
        return object.text
    }

    private static func object(_ violation: Violation, withHint: Bool = true, extra: [(String, ReportJSON)] = []) -> ReportJSON {
        var members: [(String, ReportJSON)] = [
            ("rule", .string(violation.rule)),
            ("severity", .string(violation.severity.rawValue)),
            ("message", .string(violation.message)),
            ("explanation", .string(violation.explanation)),
        ]
        if withHint { members.append(("hint", .string(violation.hint))) }
        members.append(
            ("from", endpoint(violation.from, extra: [("file", .string(violation.file)), ("line", .int(violation.line)), ("column", .int(violation.column))])))
        members.append(("to", endpoint(violation.to)))
        if !violation.files.isEmpty { members.append(("files", .array(violation.files.map(ReportJSON.string)))) }
        return .object(members + extra)
    }

    private static func endpoint(_ endpoint: Endpoint, extra: [(String, ReportJSON)] = []) -> ReportJSON {
        var members: [(String, ReportJSON)] = [("type", .string(endpoint.type)), ("layer", .string(endpoint.layer))]
        if let module = endpoint.module { members.append(("module", .string(module))) }
        return .object(members + extra)
    }

    // MARK: sarif

    /// SARIF 2.1.0 for code scanning: one rule per rule id, one result per violation, paths relative to the
    /// working folder (run from the repository root so they match the repository's paths).
    private func sarif() -> String {
        let staleRule = "baseline/stale"
        let ruleIDs = Set(violations.map(\.rule) + suppressions.map(\.violation.rule)).union(staleBaselineEntries.isEmpty ? [] : [staleRule]).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let ruleObjects: [ReportJSON] = ruleIDs.map { id in
            let explanation = id == staleRule ? Self.staleHint : rules[id] ?? "a layer-dependency rule (docs/ARCHITECTURE.md#layer-rules)"
            return .object([
                ("id", .string(id)),
                ("name", .string(id.split(whereSeparator: { $0 == "/" || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
                ("shortDescription", .object([("text", .string(id == staleRule ? "A baseline entry no longer occurs" : "Layer rule \(id)"))])),
                ("fullDescription", .object([("text", .string(explanation))])),
                ("help", .object([("text", .string(explanation))])),
                (
                    "defaultConfiguration",
                    .object([("level", .string(id == staleRule ? "error" : severities.level(of: id).severity?.rawValue ?? "error"))])
                ),
            ])
        }
        // One fingerprint per occurrence: the dependency, its file, and which of the file's occurrences of it this is
        // (violations are in line order) — never the line, so that edits elsewhere in the file keep it, while each occurrence is its own alert.
        var occurrences: [String: Int] = [:]
        func result(_ violation: Violation, extra: [(String, ReportJSON)] = []) -> ReportJSON {
            let dependency = "\(violation.rule)|\(violation.from.type)|\(violation.to.type)|\(violation.file)"
            let occurrence = occurrences[dependency, default: 0]
            occurrences[dependency] = occurrence + 1
            var members: [(String, ReportJSON)] = [
                ("ruleId", .string(violation.rule)),
                ("ruleIndex", .int(ruleIndex[violation.rule] ?? 0)),
                ("level", .string(violation.severity.rawValue)),
                ("message", .object([("text", .string(Self.sentence(violation)))])),
                ("locations", .array([Self.location(violation.file, line: violation.line, column: violation.column)])),
                ("partialFingerprints", .object([("scaffoldDependency/v2", .string("\(dependency)|\(occurrence)"))])),
            ]
            if !violation.files.isEmpty {
                members.append(
                    (
                        "relatedLocations",
                        .array(
                            violation.files.enumerated().map { index, file in
                                .object([
                                    ("id", .int(index + 1)), ("physicalLocation", .object([("artifactLocation", .object([("uri", .string(Self.uri(file)))]))])),
                                ])
                            })
                    ))
            }
            return .object(members + extra)
        }
        var results: [ReportJSON] = violations.map { result($0) }
        // Suppressed violations are results too, marked suppressed in source with their reason (code scanning shows
        // them closed); after the others, so that their occurrences leave the others' fingerprints as they were.
        results += suppressions.map { suppression in
            var entry: [(String, ReportJSON)] = [("kind", .string("inSource"))]
            if let reason = suppression.reason { entry.append(("justification", .string(reason))) }
            return result(suppression.violation, extra: [("suppressions", .array([.object(entry)]))])
        }
        results += staleBaselineEntries.map { stale in
            .object([
                ("ruleId", .string(staleRule)),
                ("ruleIndex", .int(ruleIndex[staleRule] ?? 0)),
                ("level", .string("error")),
                ("message", .object([("text", .string("stale baseline entry [\(stale.entry.rule)] \(stale.description); \(Self.staleHint(stale))"))])),
                ("locations", .array([Self.location(baselineFile ?? "baseline.json", line: stale.line, column: stale.column)])),
            ])
        }
        let log = ReportJSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([("name", .string("scaffold")), ("version", .string(ScaffoldVersion.current)), ("rules", .array(ruleObjects))])
                                )
                            ])
                        ),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return log.text
    }

    private static func uri(_ file: String) -> String {
        file.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
    }

    private static func location(_ file: String, line: Int, column: Int) -> ReportJSON {
        .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object([("uri", .string(uri(file)))])),
                    ("region", .object([("startLine", .int(line)), ("startColumn", .int(column))])),
                ])
            )
        ])
    }

    // MARK: github

    /// Workflow commands: GitHub shows each as an annotation on the line in the pull request.
    private func github() -> String {
        var lines = violations.map { violation in
            "::\(violation.severity.rawValue) file=\(Self.property(violation.file)),line=\(violation.line),col=\(violation.column),title=\(Self.property(violation.rule))::"
                + Self.data(Self.sentence(violation))
        }
        lines += suppressions.map { suppression in
            let violation = suppression.violation
            return
                "::notice file=\(Self.property(violation.file)),line=\(violation.line),col=\(violation.column),title=\(Self.property(violation.rule + " (suppressed)"))::"
                + Self.data("\(violation.message). Suppressed: \(Self.reason(suppression))")
        }
        lines += staleBaselineEntries.map { stale in
            "::error file=\(Self.property(baselineFile ?? "baseline.json")),line=\(stale.line),col=\(stale.column),title=stale baseline entry::"
                + Self.data("[\(stale.entry.rule)] \(stale.description); \(Self.staleHint(stale))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
