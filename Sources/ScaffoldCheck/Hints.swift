import Foundation
import ScaffoldDiagnostics
import Yams

/// What to do instead, on every violation: derived from the rules (the layer a reference should go through, the
/// direction it should point, the kinds of types allowed), or `hints:` of scaffold.yml per layer. Computed after the
/// analysis, so the analysis cache does not depend on it.
struct Hints: Sendable {
    /// Layer → the hint of scaffold.yml for violations from that layer (`{from}`, `{to}`, `{fromLayer}`, `{toLayer}`
    /// replaced).
    var overrides: [String: String] = [:]
    /// Rule id → the architecture whose rule it is (a layer rule or its `-import` rule).
    var architectures: [String: Architecture] = [:]

    static let placeholders = ["{from}", "{to}", "{fromLayer}", "{toLayer}"]

    init(overrides: [String: String] = [:], contexts: [CheckContext] = []) {
        self.overrides = overrides
        for context in contexts {
            guard let architecture = context.architecture else { continue }
            for rule in architecture.rules.values where architectures[rule.id] == nil { architectures[rule.id] = architecture }
            for ban in context.importBans.values where architectures[ban.id] == nil { architectures[ban.id] = architecture }
        }
    }

    func apply(to violations: [Violation]) -> [Violation] {
        violations.map { violation in
            var result = violation
            if result.hint.isEmpty { result.hint = hint(for: violation) }
            return result
        }
    }

    func hint(for violation: Violation) -> String {
        let from = violation.from, to = violation.to
        if let custom = overrides[from.layer], architectures[violation.rule] != nil {
            return custom.replacingOccurrences(of: "{fromLayer}", with: from.layer).replacingOccurrences(of: "{toLayer}", with: to.layer)
                .replacingOccurrences(of: "{from}", with: from.type).replacingOccurrences(of: "{to}", with: to.type)
        }
        switch violation.rule {
        case SuppressionRules.reason:
            return "say why after '--': // scaffold:ignore <rule-id> -- <why the rule does not apply here>"
        case SuppressionRules.unused:
            return "put it at the end of the line a rule is reported on, naming that rule as reports show it (e.g. mvvm/view), or remove it"
        case ModuleRules.dependency:
            let module = from.module ?? from.type, target = to.module ?? to.type
            return "add \(target) to \(module)'s dependencies, or move the code that uses \(to.type) into a module that depends on \(target)"
        case DeclaredDependencies.unused:
            return "remove \"\(to.type)\" from the dependencies of target \(from.type) in \(violation.file), or import it where it is meant to be used"
        case DeclaredDependencies.undeclared:
            return "add \"\(to.type)\" to the dependencies of target \(from.type) in its Package.swift"
        case ModuleRules.cycle:
            return "move what \(from.type) and \(to.type) share into a module both depend on, or remove one direction of the dependency"
        default:
            break
        }
        if violation.rule.hasPrefix(PeerRule.prefix) {
            return "move what \(from.type) and \(to.type) both need into a module that is not their peer, "
                + "or let a module above them (the app) connect them, e.g. through a protocol one declares and the app implements"
        }
        if to.layer == ImportBan.targetLayer {
            return "remove 'import \(to.type)' from \(from.type): move the code that needs it into a layer that may import it"
        }
        guard let architecture = architectures[violation.rule], let rule = architecture.rules[from.layer] else {
            return "remove the dependency of \(from.type) on \(to.type)"
        }
        return Self.layerHint(violation, rule: rule, in: architecture)
    }

    /// A layer rule's hint: through the layer that may reach the target, the other way round, or through an abstraction.
    static func layerHint(_ violation: Violation, rule: LayerRule, in architecture: Architecture) -> String {
        let from = violation.from, to = violation.to
        let fromLayer = from.layer, toLayer = to.layer
        // Allowed, but only some kinds or modules of it: a protocol or value type of the layer, or another module's.
        if let allowance = rule.allows.first(where: { $0.layer == toLayer }) {
            if allowance.kinds == .values {
                return "\(fromLayer) may use only the value types of \(toLayer): pass a struct or enum, not \(to.type) itself"
            }
            if allowance.kinds == .abstractions {
                return "\(fromLayer) may use only the protocols and value types of \(toLayer): depend on a protocol \(to.type) conforms to, "
                    + "not on \(to.type) itself"
            }
            return "\(fromLayer) may use \(allowance.description) only, and \(to.type) is not one of them: remove the use, or go through one that is"
        }
        // Through a layer it may use that may use the target: "a View reaches a Service only through its ViewModel".
        for allowance in rule.allows where allowance.kinds == .all {
            guard let middle = architecture.rules[allowance.layer], middle.allows.contains(where: { $0.layer == toLayer }) else { continue }
            let owner = Self.counterpart(of: from.type, layer: fromLayer, as: allowance.layer)
            return "a \(fromLayer) reaches a \(toLayer) only through its \(allowance.layer): move the use of \(to.type) into \(owner)"
        }
        // The other way round is allowed: the dependency points the wrong way.
        if architecture.rules[toLayer]?.allows.contains(where: { $0.layer == fromLayer }) == true {
            return "\(toLayer) may use \(fromLayer), not the other way round: let \(to.type) observe or call \(from.type), "
                + "or hand \(from.type) a closure or a protocol of its own layer instead of \(to.type)"
        }
        let allowed = rule.allows.isEmpty ? "nothing but its own layer" : rule.allows.map(\.description).joined(separator: ", ")
        return "\(fromLayer) may depend on \(allowed): move the use of \(to.type) out of \(from.type), "
            + "or allow it in scaffold.yml ('allow: { \(fromLayer): [\(toLayer)] }')"
    }

    /// `NewsListView` as a ViewModel: `NewsListViewModel`; a name not ending in its layer: "a ViewModel".
    static func counterpart(of type: String, layer: String, as other: String) -> String {
        let outermost = type.split(separator: ".").first.map(String.init) ?? type
        guard outermost.hasSuffix(layer), outermost.count > layer.count else { return "a \(other)" }
        return String(outermost.dropLast(layer.count)) + other
    }
}

extension CheckConfig {
    /// `hints: { View: "a View calls services only through its ViewModel: move the call into {from}Model" }`.
    mutating func readHints(_ node: Node?, base: Architecture?, with reader: inout NodeReader) {
        var known = Set(architecture?.layers ?? [])
        if base == nil { known.formUnion(Architecture.presets.values.flatMap(\.layers)) }
        for entry in reader.entries(node, what: "hints") {
            guard known.contains(entry.key.value) else {
                reader.error(
                    "unknown layer '\(entry.key.value)' in 'hints'", at: entry.key.location,
                    hint: Suggestions.hint(for: entry.key.value, in: Array(known), listing: "layers"))
                continue
            }
            guard case .scalar(let scalar) = entry.value, !NodeReader.isNull(entry.value),
                !scalar.string.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                reader.error(
                    "the hint of '\(entry.key.value)' must be one line of text", at: reader.location(of: entry.value),
                    hint: "write '\(entry.key.value): \"move the call into {from}Model\"'")
                continue
            }
            let unknown = Self.placeholders(in: scalar.string).filter { !Hints.placeholders.contains($0) }
            if let first = unknown.first {
                reader.error(
                    "unknown placeholder '\(first)' in the hint of '\(entry.key.value)'", at: reader.location(of: entry.value),
                    hint: "a hint may use \(Hints.placeholders.joined(separator: ", "))")
                continue
            }
            hints[entry.key.value] = scalar.string
        }
    }

    /// The `{word}` placeholders of a hint.
    private static func placeholders(in text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
