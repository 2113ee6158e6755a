import ScaffoldDiagnostics
import Yams

/// How much a finding counts: an error fails the run, a warning is reported without failing it.
public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error, warning
}

/// What `severity:` of scaffold.yml may set a rule to: a severity, or `off` (not reported, not counted).
enum RuleLevel: String, Sendable, Hashable, CaseIterable {
    case error, warning, off

    var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .off: nil
        }
    }
}

/// Each rule's level: `severity:` of scaffold.yml over the rule's default. Applied after the analysis (which finds
/// every rule's violations whatever their level), so the analysis cache does not depend on it.
struct Severities: Sendable, Hashable {
    /// Rule id → level, from scaffold.yml.
    var configured: [String: RuleLevel] = [:]

    /// Rules new findings of which would fail existing users' CI: warnings unless configured otherwise.
    static let defaults: [String: RuleLevel] = [
        SuppressionRules.reason: .warning,
        SuppressionRules.unused: .warning,
        DeclaredDependencies.unused: .warning,
    ]

    func level(of rule: String) -> RuleLevel {
        configured[rule] ?? Self.defaults[rule] ?? .error
    }

    func isOff(_ rule: String) -> Bool { level(of: rule) == .off }

    /// The violations of rules that are not off, each with its rule's severity.
    func apply(to violations: [Violation]) -> [Violation] {
        violations.compactMap { violation in
            guard let severity = level(of: violation.rule).severity else { return nil }
            var result = violation
            result.severity = severity
            return result
        }
    }

    func apply(to suppressions: [SuppressedViolation]) -> [SuppressedViolation] {
        suppressions.compactMap { suppression in
            guard let severity = level(of: suppression.violation.rule).severity else { return nil }
            var result = suppression
            result.violation.severity = severity
            return result
        }
    }
}

extension CheckConfig {
    /// Every rule id `severity:` may name: the rules of every preset (generated modules keep their own) and of the
    /// configured architecture, each layer's `-import` rule, the rules of modules and suppressions, and `peers:`.
    var knownRuleIDs: Set<String> {
        var ids: Set<String> = [ModuleRules.dependency, ModuleRules.cycle, SuppressionRules.reason, SuppressionRules.unused]
        ids.formUnion(peers.map(\.id))
        ids.formUnion([DeclaredDependencies.unused, DeclaredDependencies.undeclared])
        for rules in Array(Architecture.presets.values) + (architecture.map { [$0] } ?? []) {
            for rule in rules.rules.values {
                ids.insert(rule.id)
                ids.insert(rule.id + ImportBan.suffix)
            }
        }
        for layer in frameworks.keys { ids.insert(Architecture.ruleID(architecture: architecture?.name ?? "custom", layer: layer) + ImportBan.suffix) }
        return ids
    }

    /// `severity: { mvvm/view: warning, suppression/reason: error, module/cycle: off }`.
    mutating func readSeverities(_ node: Node?, with reader: inout NodeReader) {
        let known = knownRuleIDs
        for entry in reader.entries(node, what: "severity") {
            guard known.contains(entry.key.value) else {
                reader.error(
                    "unknown rule '\(entry.key.value)' in 'severity'", at: entry.key.location,
                    hint: Suggestions.hint(for: entry.key.value, in: Array(known), listing: "rules"))
                continue
            }
            let levels = RuleLevel.allCases.map(\.rawValue).joined(separator: ", ")
            guard case .scalar(let scalar) = entry.value else {
                reader.error(
                    "the severity of '\(entry.key.value)' must be one of \(levels)", at: reader.location(of: entry.value),
                    hint: "write '\(entry.key.value): warning'")
                continue
            }
            guard let level = RuleLevel(rawValue: scalar.string) else {
                reader.error(
                    "unknown severity '\(scalar.string)' for '\(entry.key.value)'", at: reader.location(of: entry.value),
                    hint: "write \(levels): '\(entry.key.value): warning'")
                continue
            }
            severities.configured[entry.key.value] = level
        }
    }
}
