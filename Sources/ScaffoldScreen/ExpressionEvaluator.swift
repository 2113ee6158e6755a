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
        /// A text of the module's catalog, as Swift reads it (`SignInStrings.Validation.password`).
        case text(String)
        /// Some value that is not nil, but not known either (a fixture, a date): only `== nil` and `!= nil` decide on it.
        case opaque

        /// Whether equality with this value is unknown: it is, or holds, an opaque value.
        var isOpaque: Bool {
            switch self {
            case .opaque: true
            case .list(let items): items.contains(where: \.isOpaque)
            default: false
            }
        }
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
        // A Decimal sample (`Decimal(7)`, see `SwiftValues`): the whole number, exactly.
        case .conversion(.number(let text), .named("Decimal", [], .standard), exactly: false):
            guard case .int(let value)? = Self.value(of: .number(text)) else { return nil }
            return .int(value)
        default: return nil
        }
    }

    func evaluate(_ expression: Expression) -> Value? {
        switch expression {
        case .null, .bool, .number, .string, .emptyArray, .emptyDictionary, .enumCase: return Self.value(of: expression)
        case .reference(.state(let name)): return state[name.raw]
        case .reference(.param(let name)): return params[name.raw]
        case .reference(.derived(let name)): return module.derivedValue(named: name.raw).flatMap { evaluate($0.expression) }
        // A call's result is a sample, never evaluated.
        case .reference(.result): return nil
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
            case (.list(let items), _):
                if items.contains(argument) { return .bool(true) }
                return items.contains(where: \.isOpaque) || argument.isOpaque ? nil : .bool(false)
            case (.string(let text), .string(let part)): return .bool(text.contains(part))
            default: return nil
            }
        case .not(let operand):
            guard case .bool(let value) = evaluate(operand) else { return nil }
            return .bool(!value)
        case .binary(let op, let left, let right):
            return binary(op, left, right)
        case .arithmetic(let op, let left, let right, let type):
            return arithmetic(op, left, right, type: type)
        case .conversion(let operand, let type, let exactly):
            return convert(operand, to: type, exactly: exactly)
        case .rounded(let operand, let optional):
            switch evaluate(operand) {
            case .null where optional: return .null
            case .int(let whole): return .int(whole)
            case .double(let number): return .double(number.rounded())
            default: return nil
            }
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let part): text += part
                case .value(let value, let type):
                    guard let part = evaluate(value).flatMap({ Self.text(of: $0, type: type) }) else { return nil }
                    text += part
                }
            }
            return .string(text)
        case .firstMessage(let rules):
            // The first rule that holds; unknown as soon as a rule before it is.
            for rule in rules {
                switch evaluate(rule.condition) {
                case .bool(true): return .text("\(module.stringsType).\(rule.text)")
                case .bool(false): continue
                default: return nil
                }
            }
            return .null
        }
    }

    private func binary(_ op: Expression.BinaryOperator, _ left: Expression, _ right: Expression) -> Value? {
        // `??` reads its right side only where the left is nil.
        if op == .coalesce {
            guard let lhs = evaluate(left) else { return nil }
            return lhs == .null ? evaluate(right) : lhs
        }
        // `&&` and `||` decide on one side where Swift would not read the other.
        if op == .and || op == .or {
            let decisive = op == .or
            let lhs = evaluate(left)
            if lhs == .bool(decisive) { return .bool(decisive) }
            guard case .bool = lhs, case .bool(let rhs) = evaluate(right) else { return nil }
            return .bool(rhs)
        }
        guard var lhs = evaluate(left), var rhs = evaluate(right) else { return nil }
        // Something opaque is known only to differ from nil.
        if lhs.isOpaque || rhs.isOpaque {
            guard op == .equal || op == .notEqual, lhs == .null || rhs == .null else { return nil }
            return .bool(op == .notEqual)
        }
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

    /// `*`, `/`, `%` on numbers of `type`, as Swift computes them: integers only where every integer type holds the
    /// result, as for `+`; a Double exactly (the same IEEE operation); a Decimal only where it is a whole number.
    private func arithmetic(_ op: Expression.BinaryOperator, _ left: Expression, _ right: Expression, type: TypeRef) -> Value? {
        guard let lhs = evaluate(left), let rhs = evaluate(right), case .named(let name, [], .standard) = type else { return nil }
        switch (name, lhs, rhs) {
        case ("Double", _, _), ("TimeInterval", _, _):
            guard let a = lhs.double, let b = rhs.double else { return nil }
            switch op {
            case .times: return .double(a * b)
            case .divide: return .double(a / b)
            default: return nil
            }
        case (_, .int(let a), .int(let b)) where name == "Decimal" || Self.integerTypes.contains(name):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .times: result = a.multipliedReportingOverflow(by: b)
            // A Decimal quotient with a fraction is not known here.
            case .divide where b != 0 && (name != "Decimal" || a % b == 0): result = a.dividedReportingOverflow(by: b)
            case .remainder where b != 0: result = a.remainderReportingOverflow(dividingBy: b)
            default: return nil
            }
            guard !result.overflow, (-128...127).contains(result.partialValue) else { return nil }
            return .int(result.partialValue)
        default:
            return nil
        }
    }

    /// `Double(count)`, `Decimal(count)` and `Int(exactly: ratio)`: a Decimal of an integer stays an exact `.int`, an
    /// Int from a Double is known only where it is small (as for `+`).
    private func convert(_ operand: Expression, to type: TypeRef, exactly: Bool) -> Value? {
        guard let value = evaluate(operand), case .named(let name, [], .standard) = type else { return nil }
        switch (name, value) {
        case ("Double", _): return value.double.map(Value.double)
        case ("Decimal", .int): return value
        case ("Int", .int): return value
        case ("Int", .double(let number)) where exactly:
            guard let whole = Int(exactly: number) else { return .null }
            return (-128...127).contains(whole) ? .int(whole) : nil
        default: return nil
        }
    }

    /// A value as interpolated text shows it: nil where it is not known exactly (a Float, a Decimal with a fraction).
    static func text(of value: Value, type: TypeRef) -> String? {
        guard case .named(let name, [], let origin) = type else { return nil }
        switch (value, name) {
        case (.string(let text), "String"): return text
        case (.bool(let flag), "Bool"): return flag ? "true" : "false"
        case (.int(let number), "Double"), (.int(let number), "TimeInterval"): return "\(Double(number))"
        case (.double(let number), "Double"), (.double(let number), "TimeInterval"): return "\(number)"
        case (.int(let number), _) where name == "Decimal" || Self.integerTypes.contains(name): return "\(number)"
        // An enum case shows its name.
        case (.enumCase(let name), _) where origin == .entity: return name
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
        case (.text(let member), _): return member
        default: return nil
        }
    }

    private static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Number types whose literals equal the computed value exactly (a Decimal only as a whole number: `.int`).
    private static let exactTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Decimal",
    ]
}

extension ExpressionEvaluator.Value {
    /// A number as a Double: a whole number read where Swift reads a Double (`ratio * 2` with `ratio = 0`).
    var double: Double? {
        switch self {
        case .int(let whole): Double(whole)
        case .double(let number): number
        default: nil
        }
    }
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

    /// After `action`'s `set:` effects ran on a fresh screen (started with `seeds`) with `arguments` (param → sample), for the derived values
    /// those effects change; none that read state in `modified` (what a call or a later action changes afterwards).
    public static func afterSets(
        of action: Action, in module: ModuleIR, arguments: [String: String], seeds: [Seed] = [], modified: Set<String>
    ) -> [(name: Name, value: String)] {
        guard !action.assignments.isEmpty else { return [] }
        var evaluator = ExpressionEvaluator(initialStateOf: module)
        for seed in seeds { evaluator.state[seed.state.raw] = seed.evaluated }
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

    /// After the user edited an input to `edited` on a fresh screen started with `seeds`, for the derived values that
    /// read it; none that read state in `modified` (what the input's `onChange` changes afterwards).
    public static func afterEdit(_ edited: Seed, in module: ModuleIR, seeds: [Seed], modified: Set<String>) -> [(name: Name, value: String)] {
        var evaluator = ExpressionEvaluator(initialStateOf: module)
        for seed in seeds + [edited] { evaluator.state[seed.state.raw] = seed.evaluated }
        return module.derived.compactMap { derived in
            let reads = stateRead(by: derived.expression, in: module)
            guard reads.contains(edited.state.raw), reads.isDisjoint(with: modified) else { return nil }
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
            case .param, .result: break
            }
        }
        return names
    }
}

/// A piece of state a test starts the screen with, other than its initial value: `nextCursor = "nextCursor"`.
public struct Seed: Sendable, Equatable {
    public let state: Name
    /// A Swift expression for tests (entities as `Module.Entity.fixture()`).
    public let value: String
    let evaluated: ExpressionEvaluator.Value
}

/// Finds the state that makes an action's `when:` hold, and state that makes it fail, so that its tests can start
/// the screen there (docs/ARCHITECTURE.md#actions-and-effect-order). It tries a few values of each piece of state the
/// condition reads (through derived values too) — empty and sample values, both flags, each enum case, nil — changing
/// as few as it can, and evaluates the condition with `ExpressionEvaluator`.
public enum ConditionSeeds {
    /// State making `condition` true and false, each nil where none was found; `arguments` are the test's param samples.
    /// The test starts from a fresh screen, or from `start` (state → its value in tests) where it gives one. Where
    /// `failsWhere` is given, the false state is one it accepts if the search finds one (the first false one if not).
    public static func solve(
        _ condition: Expression, in module: ModuleIR, arguments: [String: String], start: [String: String] = [:],
        failsWhere accepts: (([Seed]) -> Bool)? = nil
    ) -> (holds: [Seed]?, fails: [Seed]?) {
        var base = testScreen(of: module, start: start)
        for (name, sample) in arguments {
            guard let param = module.actions.lazy.flatMap(\.params).first(where: { $0.name.raw == name }),
                let literal = Expression.literal(sample, of: param.type, entities: module.entities), let value = ExpressionEvaluator.value(of: literal)
            else { continue }
            base.params[name] = value
        }
        let read = DerivedExpectations.stateRead(by: condition, in: module)
        let fields = module.state.filter { read.contains($0.name.raw) }
        let literals = Self.literals(in: condition, module: module)
        let options: [[Seed]] = fields.map { field in
            var seen: Set<String> = []
            return (candidates(of: field.type, label: field.name.raw, module: module) + conditionCandidates(of: field.type, label: field.name.raw, literals))
                .filter { $0.value != base.state[field.name.raw] && seen.insert($0.swift).inserted }.map {
                    Seed(state: field.name, value: $0.swift, evaluated: $0.value)
                }
        }
        var holds: [Seed]?
        var fails: [Seed]?
        var firstFails: [Seed]?
        var budget = 20_000
        // Fewest changes first: none, then one piece of state, then two, ….
        func search(_ index: Int, changes: Int, _ chosen: [Seed]) {
            guard budget > 0, holds == nil || fails == nil else { return }
            if changes == 0 || index == fields.count {
                guard changes == 0 else { return }
                budget -= 1
                var evaluator = base
                for seed in chosen { evaluator.state[seed.state.raw] = seed.evaluated }
                switch evaluator.evaluate(condition) {
                case .bool(true): if holds == nil { holds = chosen }
                case .bool(false):
                    if firstFails == nil { firstFails = chosen }
                    if fails == nil, accepts?(chosen) ?? true { fails = chosen }
                default: break
                }
                return
            }
            guard fields.count - index >= changes else { return }
            for option in options[index] { search(index + 1, changes: changes - 1, chosen + [option]) }
            search(index + 1, changes: changes, chosen)
        }
        for changes in 0...fields.count { search(0, changes: changes, []) }
        return (holds, fails ?? firstFails)
    }

    /// The state of a fresh test screen, as far as it is known: initial values, the sample of required state, and
    /// `start` (state → its value in tests) where it gives one.
    static func testScreen(of module: ModuleIR, start: [String: String]) -> ExpressionEvaluator {
        var screen = ExpressionEvaluator(initialStateOf: module)
        for field in module.state {
            guard
                let value = start[field.name.raw]
                    ?? (field.initialValue == nil ? SwiftValues.sample(of: field.type, label: field.name.raw, module: module) : nil)
            else { continue }
            let candidate = candidates(of: field.type, label: field.name.raw, module: module).first { $0.swift == value }
            screen.state[field.name.raw] = candidate?.value ?? (value == "nil" ? .null : .opaque)
        }
        return screen
    }

    /// Whether one of the action's `set:` effects, run on a test screen (`start`) changed by `seeds`, would change what
    /// it sets (to a known value other than the one there): so a test that expects nothing changed fails if it ran.
    static func setChangesState(_ action: Action, in module: ModuleIR, start: [String: String], seeds: [Seed]) -> Bool {
        var evaluator = testScreen(of: module, start: start)
        for seed in seeds { evaluator.state[seed.state.raw] = seed.evaluated }
        for assignment in action.assignments {
            guard let result = evaluator.evaluate(assignment.value), !result.isOpaque else { continue }
            if evaluator.state[assignment.state.raw] != result { return true }
        }
        return false
    }

    /// Whether `condition` still holds on a screen started with `seeds` once another action's `set:` effects ran (a
    /// load that starts over, `nextCursor: null`). False where it is not known.
    public static func holds(_ condition: Expression, in module: ModuleIR, seeds: [Seed], afterSets assignments: [Assignment]) -> Bool {
        var evaluator = ExpressionEvaluator(initialStateOf: module)
        for seed in seeds { evaluator.state[seed.state.raw] = seed.evaluated }
        for assignment in assignments { evaluator.state[assignment.state.raw] = evaluator.evaluate(assignment.value) }
        return evaluator.evaluate(condition) == .bool(true)
    }

    /// Whether `condition` still holds once a call's result `fixture()` (of `returns`) was stored as `stores` say, on a
    /// screen started with `seeds` (and changed by the `set:` effects `assignments` before the call): so a test may run
    /// a guarded action twice, or after another. False where it is not known.
    public static func holds(
        _ condition: Expression, in module: ModuleIR, seeds: [Seed], afterSets assignments: [Assignment] = [], afterStoring stores: [ResultStore],
        of returns: TypeRef
    ) -> Bool {
        var evaluator = ExpressionEvaluator(initialStateOf: module)
        for seed in seeds { evaluator.state[seed.state.raw] = seed.evaluated }
        for assignment in assignments { evaluator.state[assignment.state.raw] = evaluator.evaluate(assignment.value) }
        for store in stores {
            guard let field = store.field else {
                evaluator.state[store.state.raw] = nil
                continue
            }
            // The field as `fixture()` fills it: its default, its sample, or its empty value.
            guard case .named(let name, _, .entity) = returns, case .structure(let fields)? = module.entity(named: name)?.kind,
                let declared = fields.first(where: { $0.name == field })
            else { return false }
            let text =
                declared.defaultValue ?? SwiftValues.sample(of: declared.type, label: declared.name.raw, module: module)
                ?? SwiftValues.zero(of: declared.type) ?? "nil"
            let value = candidates(of: declared.type, label: declared.name.raw, module: module).first { $0.swift == text }?.value
            // Appending makes a list longer: only its emptiness is still known, and only when it was not empty.
            evaluator.state[store.state.raw] = store.assigns ? value ?? (text == "nil" ? .null : .opaque) : nil
        }
        return evaluator.evaluate(condition) == .bool(true)
    }

    /// A `set:` whose value the state already holds (`set: { query: '""' }` on `query: String = ""`, or `noteCount:
    /// notes.count` on a screen without notes) would pass its test without running: each such state starts from another
    /// value instead, unless `keeping` seeds it or the action's `when:` reads it. The values are worked out as the
    /// action's `set:` effects run, in order, on the screen the test starts with (`keeping`, the `arguments`' samples by
    /// parameter name); one that is not known is left as it is.
    public static func awayFromResults(of action: Action, in module: ModuleIR, arguments: [String: String], keeping: [Seed]) -> [Seed] {
        let guarded = action.condition.map { DerivedExpectations.stateRead(by: $0, in: module) } ?? []
        var evaluator = ExpressionEvaluator(initialStateOf: module)
        for seed in keeping { evaluator.state[seed.state.raw] = seed.evaluated }
        for (name, sample) in arguments {
            guard let param = action.params.first(where: { $0.name.raw == name }),
                let literal = Expression.literal(sample, of: param.type, entities: module.entities), let value = ExpressionEvaluator.value(of: literal)
            else { continue }
            evaluator.params[name] = value
        }
        var seeds: [Seed] = []
        for assignment in action.assignments {
            let name = assignment.state
            let result = evaluator.evaluate(assignment.value)
            defer { evaluator.state[name.raw] = result }
            // A parameter's sample the evaluator cannot see into (`Data([1, 2, 3])`) may be the sample the required
            // state starts with: the state starts with another.
            if case .param(let param)? = assignment.value.reference, let argument = arguments[param.raw], !guarded.contains(name.raw),
                !(keeping + seeds).contains(where: { $0.state == name }), let field = module.stateField(named: name.raw), field.initialValue == nil,
                SwiftValues.sample(of: field.type, label: name.raw, module: module) == argument,
                let other = SwiftValues.otherSample(of: field.type, label: name.raw, module: module), other != argument
            {
                seeds.append(Seed(state: name, value: other, evaluated: .opaque))
                continue
            }
            // A field of what the screen was opened with (`set: { includesReplies: current.includesReplies }`): the
            // test opens it with the entity's `fixture()`, whose field is its sample, so the state starts with another.
            if let other = awayFromFixtureField(assignment, in: module, skipping: guarded.union((keeping + seeds).map(\.state.raw))) {
                seeds.append(Seed(state: name, value: other, evaluated: .opaque))
                continue
            }
            guard !guarded.contains(name.raw), !(keeping + seeds).contains(where: { $0.state == name }),
                let field = module.stateField(named: name.raw), let start = evaluator.state[name.raw], let result, !result.isOpaque, result == start,
                let other = candidates(of: field.type, label: name.raw, module: module).first(where: { $0.value != start })
            else { continue }
            seeds.append(Seed(state: name, value: other.swift, evaluated: other.value))
        }
        return seeds
    }

    /// Another value than the one `assignment` writes where it reads a field of state the test does not seed and the
    /// owner requires (a given value, opened with its entity's `fixture()`, whose fields without a default are their
    /// samples); nil elsewhere, or where the state is in `skipping`.
    static func awayFromFixtureField(_ assignment: Assignment, in module: ModuleIR, skipping: Set<String>) -> String? {
        guard case .member(.reference(.state(let source)), let member, optional: false) = assignment.value,
            !skipping.contains(assignment.state.raw), !skipping.contains(source.raw),
            let opened = module.stateField(named: source.raw), opened.initialValue == nil,
            case .named(let entity, _, .entity) = opened.type, case .structure(let fields)? = module.entity(named: entity)?.kind,
            let field = fields.first(where: { $0.name == member }), field.defaultValue == nil,
            module.stateField(named: assignment.state.raw)?.type == field.type,
            let fixtureValue = SwiftValues.sample(of: field.type, label: field.name.raw, module: module),
            let other = SwiftValues.otherSample(of: field.type, label: field.name.raw, module: module), other != fixtureValue
        else { return nil }
        return other
    }

    /// The string and whole-number literals a condition compares with, through the derived values it reads.
    static func literals(in expression: Expression, module: ModuleIR) -> (strings: [String], numbers: [Int]) {
        var strings: [String] = [], numbers: [Int] = []
        func visit(_ expression: Expression) {
            switch expression {
            case .string(let text): if !strings.contains(text) { strings.append(text) }
            case .number(let text): if let number = Int(text.replacingOccurrences(of: "_", with: "")), !numbers.contains(number) { numbers.append(number) }
            case .reference(.derived(let name)): module.derivedValue(named: name.raw).map { visit($0.expression) }
            case .firstMessage(let rules): rules.forEach { visit($0.condition) }
            case .member(let base, _, _), .not(let base), .conversion(let base, _, _), .rounded(let base, _): visit(base)
            case .contains(let base, let argument, _), .binary(_, let base, let argument), .arithmetic(_, let base, let argument, _):
                visit(base)
                visit(argument)
            case .interpolation(let segments):
                for case .value(let value, _) in segments { visit(value) }
            default: break
            }
        }
        visit(expression)
        return (strings, numbers)
    }

    /// Values the condition's own literals suggest, tried after the usual ones: for a String, each string literal alone
    /// and after the sample (`email.contains("@")` → `"email@"`) and strings as long as each small number
    /// (`code.count == 6`); for an integer, each number and its neighbours (`quantity > 3` → 2, 3, 4).
    static func conditionCandidates(
        of type: TypeRef, label: String, _ literals: (strings: [String], numbers: [Int])
    ) -> [(value: ExpressionEvaluator.Value, swift: String)] {
        switch type {
        case .optional(let wrapped):
            return conditionCandidates(of: wrapped, label: label, literals)
        case .named("String", _, .standard):
            let texts =
                literals.strings.flatMap { [$0, label + $0] }
                + literals.numbers.filter { (1...64).contains($0) }.flatMap { count in
                    [count - 1, count, count + 1].map { String(String(repeating: label.isEmpty ? "a" : label, count: $0 + 1).prefix($0)) }
                }
            return texts.map { (.string($0), SwiftLiteral.string($0)) }
        case .named(let name, _, .standard) where name.hasPrefix("Int") || name.hasPrefix("UInt"):
            return literals.numbers.flatMap { [$0 - 1, $0, $0 + 1] }.filter { (name.hasPrefix("U") ? 0 : -128)...127 ~= $0 }.map { (.int($0), "\($0)") }
        default:
            return []
        }
    }

    /// Values a piece of state of `type` can be seeded with, each as the evaluator reads it and as a test writes it.
    static func candidates(of type: TypeRef, label: String, module: ModuleIR) -> [(value: ExpressionEvaluator.Value, swift: String)] {
        func known(_ swift: String?, of type: TypeRef) -> ExpressionEvaluator.Value? {
            guard let swift else { return nil }
            return Expression.literal(swift, of: type, entities: module.entities).flatMap(ExpressionEvaluator.value(of:))
        }
        func collection(of element: TypeRef) -> [(value: ExpressionEvaluator.Value, swift: String)] {
            guard let sample = SwiftValues.sample(of: element, label: label, module: module) else { return [(.list([]), "[]")] }
            return [(.list([]), "[]"), (.list([known(sample, of: element) ?? .opaque]), "[\(sample)]")]
        }
        switch type {
        case .optional(let wrapped):
            let inner = candidates(of: wrapped, label: label, module: module)
            return [(.null, "nil")] + inner
        case .array(let element):
            return collection(of: element)
        case .named("Set", let arguments, .standard) where arguments.count == 1:
            return collection(of: arguments[0])
        case .dictionary:
            return [(.emptyDictionary, "[:]")] + (SwiftValues.sample(of: type, label: label, module: module).map { [(.opaque, $0)] } ?? [])
        case .named("Bool", _, .standard):
            return [(.bool(true), "true"), (.bool(false), "false")]
        case .named("String", _, .standard):
            let long = String(repeating: label, count: 32 / max(label.count, 1) + 1)
            return [(.string(""), "\"\""), (.string(label), SwiftLiteral.string(label)), (.string(long), SwiftLiteral.string(long))]
        case .named(let name, _, .standard) where ["Int", "Int8", "Int16", "Int32", "Int64"].contains(name):
            return [0, 1, 7, 100, -1].map { (.int($0), "\($0)") }
        case .named(let name, _, .standard) where name.hasPrefix("UInt"):
            return [0, 1, 7, 100].map { (.int($0), "\($0)") }
        case .named("Double", _, .standard):
            return [(.double(0), "0"), (.double(1.5), "1.5"), (.double(100), "100")]
        case .named("Decimal", _, .standard):
            // Whole numbers only: a Decimal literal with a fraction goes through Double.
            return [0, 1, 7, 100].map { (.int($0), "\($0)") }
        case .named(let name, _, .entity):
            if case .enumeration(let cases)? = module.entity(named: name)?.kind {
                return cases.map { (.enumCase($0.raw), "." + $0.swift) }
            }
            return SwiftValues.sample(of: type, label: label, module: module).map { [(.opaque, $0)] } ?? []
        default:
            // Two values that are not equal, though not known either (dates, URLs): an input's edit needs another value.
            return [SwiftValues.sample(of: type, label: label, module: module), SwiftValues.otherSample(of: type, label: label, module: module)]
                .compactMap { $0.map { (.opaque, $0) } }
        }
    }
}
