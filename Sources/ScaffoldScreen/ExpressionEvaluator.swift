import ScaffoldIR
import ScaffoldSpec

/// Computes expressions of the spec where every value they read is known, so that generated tests can expect a
/// derived value's actual value (`#expect(viewModel.canSubmit == false)`) rather than restate its formula. A test
/// starts from a fresh screen, so state is its initial value unless the test's action changed it. Unknown inputs (a
/// fixture, a service's result, an entity's field) make the result unknown: nil.
struct ExpressionEvaluator {
    let module: ModuleIR
    /// The known values of state (by raw name) and of the action's params (by raw name).
    var state: [String: Value]
    var params: [String: Value] = [:]

    indirect enum Value: Equatable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case list([Value])
        case emptyDictionary
        case enumCase(String)
    }

    /// Every state with a literal initial value, as a fresh screen has it.
    init(initialStateOf module: ModuleIR) {
        self.module = module
        state = [:]
        for field in module.state {
            guard let initial = field.initialValue, let literal = Expression.literal(initial, of: field.type, entities: module.entities),
                let value = Self.value(of: literal)
            else { continue }
            state[field.name.raw] = value
        }
    }

    /// A literal's value; nil for anything that reads a name.
    static func value(of literal: Expression) -> Value? {
        switch literal {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .number(let text):
            let digits = text.replacingOccurrences(of: "_", with: "")
            if let int = Int(digits) { return .int(int) }
            return Double(digits).map(Value.double)
        case .string(let text): return .string(text)
        case .emptyArray: return .list([])
        case .emptyDictionary: return .emptyDictionary
        case .enumCase(let name): return .enumCase(name.raw)
        default: return nil
        }
    }

    func evaluate(_ expression: Expression) -> Value? {
        switch expression {
        case .null, .bool, .number, .string, .emptyArray, .emptyDictionary, .enumCase: return Self.value(of: expression)
        case .reference(.state(let name)): return state[name.raw]
        case .reference(.param(let name)): return params[name.raw]
        case .reference(.derived(let name)): return module.derivedValue(named: name.raw).flatMap { evaluate($0.expression) }
        case .member(let base, let member, let optional):
            guard let base = evaluate(base) else { return nil }
            if optional, base == .null { return .null }
            switch (base, member.raw) {
            case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
            case (.string(let text), "count"): return .int(text.count)
            case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
            case (.list(let items), "count"): return .int(items.count)
            case (.list(let items), "first"): return items.first ?? .null
            case (.list(let items), "last"): return items.last ?? .null
            case (.emptyDictionary, "isEmpty"): return .bool(true)
            case (.emptyDictionary, "count"): return .int(0)
            default: return nil
            }
        case .contains(let base, let argument, let optional):
            guard let base = evaluate(base), let argument = evaluate(argument) else { return nil }
            if optional, base == .null { return .null }
            switch (base, argument) {
            case (.list(let items), _): return .bool(items.contains(argument))
            case (.string(let text), .string(let part)): return .bool(text.contains(part))
            default: return nil
            }
        case .not(let operand):
            guard case .bool(let value) = evaluate(operand) else { return nil }
            return .bool(!value)
        case .binary(let op, let left, let right):
            return binary(op, left, right)
        }
    }

    private func binary(_ op: Expression.BinaryOperator, _ left: Expression, _ right: Expression) -> Value? {
        // `&&` and `||` decide on one side where Swift would not read the other.
        if op == .and || op == .or {
            let decisive = op == .or
            let lhs = evaluate(left)
            if lhs == .bool(decisive) { return .bool(decisive) }
            guard case .bool = lhs, case .bool(let rhs) = evaluate(right) else { return nil }
            return .bool(rhs)
        }
        guard var lhs = evaluate(left), var rhs = evaluate(right) else { return nil }
        // A number literal without a point is read as an Int; beside a Double, Swift makes it a Double.
        if case .int(let a) = lhs, case .double = rhs { lhs = .double(Double(a)) }
        if case .double = lhs, case .int(let b) = rhs { rhs = .double(Double(b)) }
        switch op {
        case .equal: return .bool(lhs == rhs)
        case .notEqual: return .bool(lhs != rhs)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: Int
            switch (lhs, rhs) {
            case (.int(let a), .int(let b)): order = a < b ? -1 : a == b ? 0 : 1
            case (.double(let a), .double(let b)): order = a < b ? -1 : a == b ? 0 : 1
            case (.string(let a), .string(let b)): order = a < b ? -1 : a == b ? 0 : 1
            default: return nil
            }
            switch op {
            case .less: return .bool(order < 0)
            case .lessOrEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case .plus, .minus:
            switch (lhs, rhs) {
            case (.int(let a), .int(let b)):
                // Only where every integer type holds the result: an overflow is the spec's to find, not the test's.
                let result = op == .plus ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
                guard !result.overflow, (-128...127).contains(result.partialValue) else { return nil }
                return .int(result.partialValue)
            case (.double(let a), .double(let b)): return .double(op == .plus ? a + b : a - b)
            default: return nil
            }
        default: return nil
        }
    }

    /// The value as a Swift literal of `type`, for a test to compare with; nil where the literal would not be exact.
    static func swift(_ value: Value, of type: TypeRef) -> String? {
        switch (value, type) {
        case (.null, .optional): return "nil"
        case (_, .optional(let wrapped)): return swift(value, of: wrapped)
        case (.bool(let flag), _): return flag ? "true" : "false"
        case (.int(let number), .named(let name, [], .standard)) where exactTypes.contains(name) && (number >= 0 || !name.hasPrefix("U")):
            return "\(number)"
        case (.double(let number), .named("Double", [], .standard)) where number.isFinite: return "\(number)"
        case (.string(let text), _): return SwiftLiteral.string(text)
        case (.list([]), _): return "[]"
        case (.emptyDictionary, _): return "[:]"
        case (.enumCase(let name), _): return "." + Name(name).swift
        default: return nil
        }
    }

    /// Number types whose literals equal the computed value exactly.
    private static let exactTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double"]
}

/// The derived values a generated test can expect, computed by `ExpressionEvaluator`: each a name and a Swift literal.
public enum DerivedExpectations {
    /// On a fresh screen, for every derived value whose inputs all have literal initial values.
    public static func initial(_ module: ModuleIR) -> [(name: Name, value: String)] {
        let evaluator = ExpressionEvaluator(initialStateOf: module)
        return module.derived.compactMap { derived in
            evaluator.evaluate(derived.expression).flatMap { ExpressionEvaluator.swift($0, of: derived.type) }.map { (derived.name, $0) }
        }
    }

    /// After `action`'s `set:` effects ran on a fresh screen with `arguments` (param → sample), for the derived values
    /// those effects change; none that read state in `modified` (what a call or a later action changes afterwards).
    public static func afterSets(
        of action: Action, in module: ModuleIR, arguments: [String: String], modified: Set<String>
    ) -> [(name: Name, value: String)] {
        guard !action.assignments.isEmpty else { return [] }
        var evaluator = ExpressionEvaluator(initialStateOf: module)
        for param in action.params {
            guard let sample = arguments[param.name.raw], let literal = Expression.literal(sample, of: param.type, entities: module.entities),
                let value = ExpressionEvaluator.value(of: literal)
            else { continue }
            evaluator.params[param.name.raw] = value
        }
        for assignment in action.assignments {
            evaluator.state[assignment.state.raw] = evaluator.evaluate(assignment.value)
        }
        let changed = Set(action.assignments.map(\.state.raw))
        return module.derived.compactMap { derived in
            let reads = stateRead(by: derived.expression, in: module)
            guard !reads.isDisjoint(with: changed), reads.isDisjoint(with: modified) else { return nil }
            return evaluator.evaluate(derived.expression).flatMap { ExpressionEvaluator.swift($0, of: derived.type) }.map { (derived.name, $0) }
        }
    }

    /// The state an expression reads, through the derived values it reads (never in a cycle, at most 16 deep).
    public static func stateRead(by expression: Expression, in module: ModuleIR) -> Set<String> {
        var names: Set<String> = []
        for source in expression.references {
            switch source {
            case .state(let name): names.insert(name.raw)
            case .derived(let name):
                if let derived = module.derivedValue(named: name.raw) { names.formUnion(stateRead(by: derived.expression, in: module)) }
            case .param: break
            }
        }
        return names
    }
}
