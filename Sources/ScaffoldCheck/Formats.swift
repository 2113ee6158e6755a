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
            return Self.serialize([
                "files": unassignedFiles.sorted(),
                "types": types.map { ["type": $0.name, "file": $0.file, "line": $0.line] as [String: Any] },
            ])
        }
        return (unassignedFiles.sorted() + types.map { "\($0.name) (\($0.file):\($0.line))" }).map { $0 + "\n" }.joined()
    }

    // MARK: json

    private func json() -> String {
        let byRule = Dictionary(grouping: violations, by: \.rule).mapValues(\.count)
        let object: [String: Any] = [
            "violations": violations.map(Self.object),
            "suppressions": suppressions.map { suppression -> [String: Any] in
                var object = Self.object(suppression.violation)
                object["hint"] = nil
                object["reason"] = suppression.reason.map { $0 as Any } ?? NSNull()
                return object
            },
            "staleBaseline": staleBaselineEntries.map { stale -> [String: Any] in
                var object: [String: Any] = [
                    "rule": stale.entry.rule, "from": stale.entry.from, "to": stale.entry.to,
                    "line": stale.line, "column": stale.column, "occurrences": stale.occurrences,
                ]
                if let count = stale.entry.count { object["count"] = count }
                return object
            },
            "summary": [
                "files": filesChecked,
                "violations": violations.count,
                "errors": errors.count,
                "warnings": warnings.count,
                "suppressed": suppressed,
                "baselined": baselined,
                "staleBaseline": staleBaselineEntries.count,
                "byRule": byRule,
                "filesWithoutLayer": unassignedFiles.count,
                "typesWithoutLayer": unassignedTypes.count,
            ] as [String: Any],
        ]
        return Self.serialize(object)
    }

    private static func object(_ violation: Violation) -> [String: Any] {
        var object: [String: Any] = [
            "rule": violation.rule,
            "severity": violation.severity.rawValue,
            "message": violation.message,
            "explanation": violation.explanation,
            "hint": violation.hint,
            "from": Self.endpoint(violation.from).merging(["file": violation.file, "line": violation.line, "column": violation.column]) { $1 },
            "to": Self.endpoint(violation.to),
        ]
        if !violation.files.isEmpty { object["files"] = violation.files }
        return object
    }

    private static func endpoint(_ endpoint: Endpoint) -> [String: Any] {
        var result: [String: Any] = ["type": endpoint.type, "layer": endpoint.layer]
        if let module = endpoint.module { result["module"] = module }
        return result
    }

    static func serialize(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: sarif

    /// SARIF 2.1.0 for code scanning: one rule per rule id, one result per violation, paths relative to the
    /// working folder (run from the repository root so they match the repository's paths).
    private func sarif() -> String {
        let staleRule = "baseline/stale"
        let ruleIDs = Set(violations.map(\.rule) + suppressions.map(\.violation.rule)).union(staleBaselineEntries.isEmpty ? [] : [staleRule]).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let ruleObjects: [[String: Any]] = ruleIDs.map { id in
            let explanation = id == staleRule ? Self.staleHint : rules[id] ?? "a layer-dependency rule (docs/ARCHITECTURE.md#layer-rules)"
            return [
                "id": id,
                "name": id.split(whereSeparator: { $0 == "/" || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                "shortDescription": ["text": id == staleRule ? "A baseline entry no longer occurs" : "Layer rule \(id)"],
                "fullDescription": ["text": explanation],
                "help": ["text": explanation],
                "defaultConfiguration": ["level": id == staleRule ? "error" : severities.level(of: id).severity?.rawValue ?? "error"],
            ]
        }
        // One fingerprint per occurrence: the dependency, its file, and which of the file's occurrences of it this is
        // (violations are in line order) — never the line, so that edits elsewhere in the file keep it, while each occurrence is its own alert.
        var occurrences: [String: Int] = [:]
        func result(_ violation: Violation) -> [String: Any] {
            let dependency = "\(violation.rule)|\(violation.from.type)|\(violation.to.type)|\(violation.file)"
            let occurrence = occurrences[dependency, default: 0]
            occurrences[dependency] = occurrence + 1
            var object: [String: Any] = [
                "ruleId": violation.rule,
                "ruleIndex": ruleIndex[violation.rule] ?? 0,
                "level": violation.severity.rawValue,
                "message": ["text": Self.sentence(violation)],
                "locations": [Self.location(violation.file, line: violation.line, column: violation.column)],
                "partialFingerprints": ["scaffoldDependency/v2": "\(dependency)|\(occurrence)"],
            ]
            if !violation.files.isEmpty {
                object["relatedLocations"] = violation.files.enumerated().map { index, file in
                    ["id": index + 1, "physicalLocation": ["artifactLocation": ["uri": Self.uri(file)]]] as [String: Any]
                }
            }
            return object
        }
        var results: [[String: Any]] = violations.map(result)
        // Suppressed violations are results too, marked suppressed in source with their reason (code scanning shows
        // them closed); after the others, so that their occurrences leave the others' fingerprints as they were.
        results += suppressions.map { suppression in
            var object = result(suppression.violation)
            var entry: [String: Any] = ["kind": "inSource"]
            if let reason = suppression.reason { entry["justification"] = reason }
            object["suppressions"] = [entry]
            return object
        }
        results += staleBaselineEntries.map { stale in
            [
                "ruleId": staleRule,
                "ruleIndex": ruleIndex[staleRule] ?? 0,
                "level": "error",
                "message": ["text": "stale baseline entry [\(stale.entry.rule)] \(stale.description); \(Self.staleHint(stale))"],
                "locations": [Self.location(baselineFile ?? "baseline.json", line: stale.line, column: stale.column)],
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "scaffold",
                            "version": ScaffoldVersion.current,
                            "rules": ruleObjects,
                        ]
                    ],
                    "columnKind": "unicodeCodePoints",
                    "results": results,
                ] as [String: Any]
            ],
        ]
        return Self.serialize(log)
    }

    private static func uri(_ file: String) -> String {
        file.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
    }

    private static func location(_ file: String, line: Int, column: Int) -> [String: Any] {
        [
            "physicalLocation": [
                "artifactLocation": ["uri": uri(file)],
                "region": ["startLine": line, "startColumn": column],
            ] as [String: Any]
        ]
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
