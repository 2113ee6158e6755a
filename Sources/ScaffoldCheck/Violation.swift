import Foundation

/// One end of a dependency: a type (or, for module rules, a module) with its layer and module.
public struct Endpoint: Sendable, Hashable, Comparable {
    public var type: String
    /// A layer name, or `module` for module-level rules.
    public var layer: String
    public var module: String?

    public static func < (lhs: Endpoint, rhs: Endpoint) -> Bool {
        (lhs.module ?? "", lhs.layer, lhs.type) < (rhs.module ?? "", rhs.layer, rhs.type)
    }
}

/// A reference that breaks a rule, located at the reference.
public struct Violation: Sendable, Hashable {
    public var rule: String
    public var from: Endpoint
    public var to: Endpoint
    /// Relative to the working folder when inside it.
    public var file: String
    public var line: Int
    public var column: Int
    /// Why the rule exists and what is allowed, one line.
    public var explanation: String
    /// The rule's severity (`severity:` of scaffold.yml, else the rule's default); set after the analysis.
    public var severity = Severity.error
    /// What to do instead, one line (`Hints`, or `hints:` of scaffold.yml); set after the analysis.
    public var hint = ""
    /// Every file involved, for a finding about a pair of modules (`peers:`); else empty.
    public var files: [String] = []

    public var message: String {
        if to.layer == ImportBan.targetLayer { return "\(from.type) (\(from.layer)) must not import \(to.type)" }
        if rule == SuppressionRules.unused { return "// scaffold:ignore in \(from.type) suppresses nothing" }
        if to.layer == SuppressionRules.targetLayer { return "// scaffold:ignore in \(from.type) gives no reason" }
        if rule == DeclaredDependencies.unused { return "\(from.type) declares a dependency on \(to.type) but never uses it" }
        if rule == DeclaredDependencies.undeclared { return "\(from.type) imports \(to.type) without declaring it" }
        if rule.hasPrefix(PeerRule.prefix) { return "peer modules \(from.type) and \(to.type) must not depend on each other" }
        return "\(from.type) (\(from.layer)) must not depend on \(to.type) (\(to.layer))"
    }

    var key: BaselineKey { BaselineKey(rule: rule, from: from.type, to: to.type) }
}

/// A declared type in no layer, for `--list-unassigned`.
public struct UnassignedType: Sendable, Hashable, Comparable {
    /// Qualified by its enclosing types.
    public var name: String
    public var file: String
    public var line: Int

    public init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }

    public static func < (lhs: UnassignedType, rhs: UnassignedType) -> Bool {
        (lhs.name, lhs.file, lhs.line) < (rhs.name, rhs.file, rhs.line)
    }
}
