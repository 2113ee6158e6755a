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
        SuppressionRules.reason: .warning
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
