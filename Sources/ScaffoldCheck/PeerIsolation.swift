import Foundation
import ScaffoldDiagnostics
import Yams

/// `peers:` of scaffold.yml: modules whose names match a pattern do not depend on each other (feature modules, say),
/// in one rule instead of one `modules:` entry per pair. Reported once per pair of modules, at the first use in the
/// checked paths, with every file involved (in both directions). Judged after the analysis from its uses of other
/// modules (imports and references), so the analysis cache does not depend on it.
struct PeerRule: Sendable, Hashable {
    /// The name under `peers:`; the rule id is `peers/<name>`.
    var name: String
    var patterns: [Glob]

    var id: String { PeerRule.prefix + name }
    static let prefix = "peers/"

    func contains(_ module: String) -> Bool { patterns.contains { $0.matches(name: module) } }

    var explanation: String {
        "modules matching \(patterns.map(\.text).joined(separator: ", ")) ('peers: \(name)') must not depend on each other"
    }
}

extension Analysis {
    /// One violation per pair of peer modules that use each other, where a use is in the checked paths (else counted
    /// in `outside`, for the baseline); a use on a line whose `scaffold:ignore` covers the rule does not count, and is
    /// listed as suppressed.
    mutating func checkPeers(_ rules: [PeerRule], facts: (Int) -> FileFacts) {
        guard !rules.isEmpty else { return }
        struct Pair: Hashable {
            var rule: Int
            var first: String
            var second: String
        }
        var uses: [Pair: [(file: Int, use: Violation)]] = [:]
        for (file, use) in crossModule {
            guard let from = use.from.module, let to = use.to.module, from != to else { continue }
            guard let index = rules.firstIndex(where: { $0.contains(from) && $0.contains(to) }) else { continue }
            let rule = rules[index]
            var violation = Violation(
                rule: rule.id, from: Self.moduleEndpoint(min(from, to)), to: Self.moduleEndpoint(max(from, to)), file: use.file, line: use.line,
                column: use.column, explanation: "")
            violation.explanation = "\(from) uses \(to); " + rule.explanation
            if let ignore = SuppressionRules.ignore(rule.id, line: use.line, in: facts(file)) {
                if isChecked[file] { suppressions.append(SuppressedViolation(violation: violation, reason: ignore.reason)) }
                continue
            }
            uses[Pair(rule: index, first: min(from, to), second: max(from, to)), default: []].append((file, violation))
        }
        for (pair, found) in uses {
            let ordered = found.sorted { ($0.use.file, $0.use.line, $0.use.column) < ($1.use.file, $1.use.line, $1.use.column) }
            let checked = ordered.filter { isChecked[$0.file] }
            var violation = (checked.first ?? ordered[0]).use
            let directions = Set(ordered.map { $0.use.explanation.prefix { $0 != ";" } }).sorted().joined(separator: " and ")
            violation.files = Set(ordered.map(\.use.file)).sorted()
            violation.explanation =
                "\(directions) (\(ordered.count) use\(ordered.count == 1 ? "" : "s") in \(violation.files.joined(separator: ", "))); "
                + rules[pair.rule].explanation
            if checked.isEmpty {
                outside.append(violation)
            } else {
                violations.append(violation)
            }
        }
        violations.sort(by: Self.order)
        suppressions.sort { Self.order($0.violation, $1.violation) }
    }
}

extension CheckConfig {
    /// `peers: { features: ["*Feature"] }`: a name (letters, digits, `-`, `_`) and module-name patterns.
    mutating func readPeers(_ node: Node?, with reader: inout NodeReader) {
        for entry in reader.entries(node, what: "peers") {
            let name = entry.key.value
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }) else {
                reader.error(
                    "'\(name)' is no name for a peer rule", at: entry.key.location,
                    hint: "use letters, digits, '-' and '_': the rule id is 'peers/<name>'")
                continue
            }
            let patterns = reader.scalarList(entry.value, what: "peers '\(name)'")
            guard !patterns.isEmpty else {
                reader.error(
                    "peer rule '\(name)' names no modules", at: reader.location(of: entry.value),
                    hint: "write '\(name): [\"*Feature\"]': module-name patterns (* and ?)")
                continue
            }
            peers.append(PeerRule(name: name, patterns: patterns.map(Glob.init)))
        }
    }
}
