import ScaffoldDiagnostics
import ScaffoldSpec

/// Resolves and type-checks an expression of the spec (docs/ARCHITECTURE.md#expressions) against the names in
/// scope — the action's parameters, then state — and the module's entities: names and members must exist, and every
/// value must fit where it goes, so generated code never fails to compile over an expression.
struct ExpressionChecker {
    let params: [Field]
    let state: [StateField]
    /// Derived values in scope: their names and types (their expressions may still be unchecked).
    let derived: [(name: Name, type: TypeRef)]
    let entities: [Entity]
    /// The type of what the action's call returned, where the expression is read after the call succeeded (a route's
    /// argument): `result` names it. Nil elsewhere: `result` is not known before the call returns.
    var result: TypeRef? = nil

    struct Failure: Error, Equatable {
        var message: String
        /// Where in the expression's text.
        var offset: Int
        var hint: String?
    }

    /// Number types a number literal fits; the floating-point ones also take a decimal point.
    /// An action's scope: its params, then the module's state and derived values.
    init(module: ModuleIR, params: [Field]) {
        self.init(params: params, state: module.state, derived: module.derived.map { ($0.name, $0.type) }, entities: module.entities)
    }

    init(params: [Field], state: [StateField], derived: [(name: Name, type: TypeRef)], entities: [Entity]) {
        self.params = params
        self.state = state
        self.derived = derived
        self.entities = entities
    }

    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let floatingTypes: Set<String> = ["Double", "Float", "TimeInterval", "Decimal"]

    /// A checked expression and its type; inside an optional chain (`a?.b.c`) `type` is the type of the value in the
    /// chain, and the whole is optional.
    private struct Typed {
        var expression: Expression
        var type: TypeRef
        var chained = false

        /// The type of the expression as written.
        var outerType: TypeRef {
            guard chained, !type.isOptional else { return type }
            return .optional(type)
        }
    }

    // MARK: Entry points

    /// `text` as a value of `expected` (`set: { page: "page + 1" }` checks `page + 1` against page's type).
    func check(_ text: String, against expected: TypeRef) -> Result<Expression, Failure> {
        switch ExpressionParser.parse(text) {
        case .failure(let error):
            return .failure(Failure(message: error.message, offset: error.offset, hint: Self.grammarHint))
        case .success(let syntax):
            do { return .success(try check(syntax, against: expected)) } catch { return .failure(error) }
        }
    }

    static let grammarHint =
        "an expression is a name in scope, a member (post.id, items.isEmpty, count, first, last, contains(x), rounded()), a literal (null, true, false, numbers, [], {}, '\"text\"', '\"\\(count) items\"', .enumCase), "
        + "converted (Double(x), Decimal(x), Int(exactly: x)), compared (== != < <= > >=), combined (! && ||), computed (+ - * / %) or defaulted (a ?? b)"

    // MARK: Checking against a type

    private func check(_ syntax: ExpressionSyntax, against expected: TypeRef) throws(Failure) -> Expression {
        if case .optional(let wrapped) = expected {
            if case .null = syntax { return .null }
            if Self.needsContext(syntax) || Self.isLiteral(syntax) { return try check(syntax, against: wrapped) }
        }
        switch syntax {
        case .null(let at):
            throw Failure(message: "null fits only an optional, and this is \(expected)", offset: at)
        case .bool(let value, let at):
            guard expected == .standard("Bool") else { throw mismatch("true and false are Bool", expected, at) }
            return .bool(value)
        case .number(let text, let at):
            guard case .named(let name, [], .standard) = expected, Self.integerTypes.contains(name) || Self.floatingTypes.contains(name) else {
                throw mismatch("a number", expected, at)
            }
            if text.contains("."), !Self.floatingTypes.contains(name) { throw Failure(message: "\(expected) takes no decimal point: \(text)", offset: at) }
            if text.hasPrefix("-"), name.hasPrefix("U") { throw Failure(message: "\(expected) takes no negative number: \(text)", offset: at) }
            if let problem = IntegerRange.problem(text, type: name) { throw Failure(message: "\(text) \(problem)", offset: at) }
            return .number(text)
        case .string(let text, let at):
            guard expected == .standard("String") else { throw mismatch("text", expected, at) }
            return .string(text)
        case .emptyArray(let at):
            switch expected {
            case .array, .named("Set", _, .standard): return .emptyArray
            default: throw mismatch("[] is an empty list", expected, at)
            }
        case .emptyDictionary(let at):
            guard case .dictionary = expected else { throw mismatch("{} is an empty dictionary", expected, at) }
            return .emptyDictionary
        case .enumCase(let name, let at):
            guard case .named(let type, [], .entity) = expected, let entity = entities.first(where: { $0.name == type }),
                case .enumeration(let cases) = entity.kind
            else {
                throw mismatch(".\(name) is an enum case", expected, at)
            }
            guard let found = cases.first(where: { $0.raw == name }) else {
                throw Failure(
                    message: "\(type) has no case '\(name)'", offset: at,
                    hint: Suggestions.hint(for: name, in: cases.map(\.raw), listing: "cases"))
            }
            return .enumCase(found)
        default:
            let typed = try infer(syntax)
            let type = typed.outerType
            guard type == expected || type.isAssignable(to: expected).0 else {
                throw mismatch("\(Self.describe(syntax)) is \(type)", expected, syntax.offset)
            }
            return typed.expression
        }
    }

    private func mismatch(_ what: String, _ expected: TypeRef, _ offset: Int) -> Failure {
        Failure(message: "\(what), not \(expected)", offset: offset)
    }

    // MARK: Inferring a type

    private func infer(_ syntax: ExpressionSyntax) throws(Failure) -> Typed {
        switch syntax {
        case .bool(let value, _): return Typed(expression: .bool(value), type: .standard("Bool"))
        case .number(let text, _): return Typed(expression: .number(text), type: .standard(text.contains(".") ? "Double" : "Int"))
        case .string(let text, _): return Typed(expression: .string(text), type: .standard("String"))
        case .null(let at), .emptyArray(let at), .emptyDictionary(let at), .enumCase(_, let at):
            throw Failure(
                message: "\(Self.describe(syntax)) needs a type from its context here", offset: at,
                hint: "compare it with a name (query == \"\", nextCursor != null), or set it directly")
        case .name(let name, let at):
            if name == "result", result != nil,
                params.contains(where: { $0.name.raw == name }) || state.contains(where: { $0.name.raw == name })
                    || derived.contains(where: { $0.name.raw == name })
            {
                throw Failure(
                    message: "'result' names both what the call returned and a param, state or derived value of the module", offset: at,
                    hint: "rename the param, state or derived value 'result'")
            }
            if let param = params.first(where: { $0.name.raw == name }) { return Typed(expression: .reference(.param(param.name)), type: param.type) }
            if let field = state.first(where: { $0.name.raw == name }) { return Typed(expression: .reference(.state(field.name)), type: field.type) }
            if let value = derived.first(where: { $0.name.raw == name }) { return Typed(expression: .reference(.derived(value.name)), type: value.type) }
            if name == "result" {
                if let result { return Typed(expression: .reference(.result), type: result) }
                throw Failure(
                    message: "'result' is not known here", offset: at,
                    hint: "what a call returned can be passed to the route the action navigates to, after the call: "
                        + "'navigate:' with 'with: { param: result }' or 'result.field'")
            }
            let known = params.map(\.name.raw) + state.map(\.name.raw) + derived.map(\.name.raw)
            let suggestion = Suggestions.closest(to: name, in: known).map { "did you mean '\($0)'? " } ?? ""
            throw Failure(
                message: "no \(params.isEmpty ? "" : "param, ")state or derived value named '\(name)'", offset: at,
                hint: "\(suggestion)to write text, quote it: '\"\(name)\"'" + (known.isEmpty ? "" : "; names in scope: \(known.joined(separator: ", "))"))
        case .member(let base, let member, let optional, let argument, let called, let at):
            if called, argument == nil { return try inferRounded(base, member, optional: optional, at: at) }
            return try inferMember(base, member, optional: optional, argument: argument, at: at)
        case .call(let function, let label, let argument, let at):
            return try inferConversion(function, label: label, argument, at: at)
        case .interpolation(let parts, _):
            return Typed(expression: .interpolation(try parts.map(interpolated)), type: .standard("String"))
        case .not(let operand, _):
            return Typed(expression: .not(try check(operand, against: .standard("Bool"))), type: .standard("Bool"))
        case .binary(let op, let left, let right, let at):
            return try inferBinary(op, left, right, at: at)
        }
    }

    private func inferMember(
        _ baseSyntax: ExpressionSyntax, _ member: String, optional: Bool, argument: ExpressionSyntax?, at: Int
    ) throws(Failure) -> Typed {
        let base = try infer(baseSyntax)
        var valueType = base.type
        if optional {
            guard case .optional(let wrapped) = base.type else {
                throw Failure(message: "'?.' reads an optional, and \(Self.describe(baseSyntax)) is \(base.type)", offset: at, hint: "write '.\(member)'")
            }
            valueType = wrapped
        } else if case .optional = base.type {
            throw Failure(
                message: "\(Self.describe(baseSyntax)) is optional (\(base.type))", offset: at,
                hint: "write '?.\(member)': the result is optional, and nil when it is")
        }
        let chained = optional || base.chained
        if let argument {
            guard member == "contains", let element = Self.containedType(valueType) else {
                throw Failure(message: "\(valueType) has no method '\(member)(…)'", offset: at, hint: "the one method is contains(x), of text, lists and sets")
            }
            let checked = try check(argument, against: element)
            return Typed(expression: .contains(base.expression, checked, optional: optional), type: .standard("Bool"), chained: chained)
        }
        let members = self.members(of: valueType)
        guard let type = members.first(where: { $0.name == member })?.type else {
            throw Failure(
                message: "\(valueType) has no member '\(member)'", offset: at,
                hint: members.isEmpty
                    ? "\(valueType) has no members an expression can read" : Suggestions.hint(for: member, in: members.map(\.name), listing: "members"))
        }
        return Typed(expression: .member(base.expression, Name(member), optional: optional), type: type, chained: chained)
    }

    /// The members an expression may read of a value of `type`: an entity's fields, and the standard ones.
    private func members(of type: TypeRef) -> [(name: String, type: TypeRef)] {
        let int = TypeRef.standard("Int"), bool = TypeRef.standard("Bool")
        switch type {
        case .array(let element):
            return [("isEmpty", bool), ("count", int), ("first", .optional(element)), ("last", .optional(element))]
        case .dictionary, .named("Set", _, .standard), .named("String", [], .standard):
            return [("isEmpty", bool), ("count", int)]
        case .named(let name, [], .entity):
            guard case .structure(let fields) = entities.first(where: { $0.name == name })?.kind else { return [] }
            return fields.map { ($0.name.raw, $0.type) }
        default:
            return []
        }
    }

    /// What `contains(_:)` takes: a list's or set's element, or text in text.
    private static func containedType(_ type: TypeRef) -> TypeRef? {
        switch type {
        case .array(let element): element
        case .named("Set", let arguments, .standard) where arguments.count == 1: arguments[0]
        case .named("String", [], .standard): type
        default: nil
        }
    }

    private func inferBinary(_ op: Expression.BinaryOperator, _ left: ExpressionSyntax, _ right: ExpressionSyntax, at: Int) throws(Failure) -> Typed {
        let bool = TypeRef.standard("Bool")
        switch op {
        case .and, .or:
            return Typed(expression: .binary(op, try check(left, against: bool), try check(right, against: bool)), type: bool)
        case .equal, .notEqual:
            // `x == null`: x must be optional. A literal that needs a type takes the other side's.
            if case .null = right {
                let typed = try infer(left)
                guard typed.outerType.isOptional else {
                    throw Failure(
                        message: "\(Self.describe(left)) is \(typed.outerType), never null", offset: at, hint: "only an optional can be compared with null")
                }
                return Typed(expression: .binary(op, typed.expression, .null), type: bool)
            }
            if case .null = left {
                let typed = try infer(right)
                guard typed.outerType.isOptional else {
                    throw Failure(
                        message: "\(Self.describe(right)) is \(typed.outerType), never null", offset: at, hint: "only an optional can be compared with null")
                }
                return Typed(expression: .binary(op, .null, typed.expression), type: bool)
            }
            let (checkedLeft, checkedRight, _) = try inferPair(left, right, at: at)
            return Typed(expression: .binary(op, checkedLeft, checkedRight), type: bool)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let (checkedLeft, checkedRight, type) = try inferPair(left, right, at: at)
            guard Self.isNumber(type) || type == .standard("String") else {
                throw Failure(message: "'\(op.rawValue)' compares numbers or text, not \(type)", offset: at)
            }
            return Typed(expression: .binary(op, checkedLeft, checkedRight), type: bool)
        case .plus, .minus:
            let (checkedLeft, checkedRight, type) = try inferPair(left, right, at: at)
            guard Self.isNumber(type) else { throw Failure(message: "'\(op.rawValue)' works on numbers, not \(type)", offset: at) }
            // A fresh screen's unsigned state is usually 0, where subtracting traps: the generated tests would crash.
            if op == .minus, case .named(let name, [], .standard) = type, name.hasPrefix("U") {
                throw Failure(message: "'-' on \(type) traps below zero", offset: at, hint: "declare the state as Int")
            }
            return Typed(expression: .binary(op, checkedLeft, checkedRight), type: type)
        case .times, .divide, .remainder:
            return try inferArithmetic(op, left, right, at: at)
        case .coalesce:
            return try inferCoalescing(left, right, at: at)
        }
    }

    /// `*`, `/` and `%`, refused where Swift would trap (docs/ARCHITECTURE.md#expressions): an integer is divided only
    /// by a positive literal, and multiplied only by a literal, of `Int`, `Int64`, `UInt` or `UInt64`. Floating-point
    /// and Decimal arithmetic never traps (a division by zero is infinite or NaN).
    private func inferArithmetic(_ op: Expression.BinaryOperator, _ left: ExpressionSyntax, _ right: ExpressionSyntax, at: Int) throws(Failure) -> Typed {
        let (checkedLeft, checkedRight, type) = try inferPair(left, right, at: at)
        guard Self.isNumber(type), case .named(let name, [], .standard) = type else {
            throw Failure(message: "'\(op.rawValue)' works on numbers, not \(type)", offset: at)
        }
        let typed = Typed(expression: .arithmetic(op, checkedLeft, checkedRight, type: type), type: type)
        guard Self.integerTypes.contains(name) else {
            guard op != .remainder else {
                throw Failure(
                    message: "'%' is a remainder of integers, not of \(type)", offset: at,
                    hint: name == "Double" || name == "TimeInterval"
                        ? "compute it on Int state, or convert first: Int(exactly: \(Self.example(left)).rounded()) ?? 0" : "compute it on Int state")
            }
            return typed
        }
        switch op {
        case .times:
            guard Self.isLiteral(left) || Self.isLiteral(right) else {
                throw Failure(
                    message: "'*' of two \(type) values traps when the product overflows", offset: at,
                    hint: "multiply by a literal (\(Self.example(left)) * 2), or convert to Double or Decimal, which never trap: "
                        + "Decimal(\(Self.example(left))) * price")
            }
            guard ["Int", "Int64", "UInt", "UInt64"].contains(name) else {
                throw Failure(message: "'*' on \(type) traps as soon as the product passes \(type).max", offset: at, hint: "declare the state as Int")
            }
        default:
            let symbol = op.rawValue
            guard case .number(let digits, let divisorAt) = right else {
                throw Failure(
                    message: "'\(symbol)' of \(type) by \(Self.describe(right)) traps when it is 0", offset: at,
                    hint: "divide by a positive literal (\(Self.example(left)) \(symbol) 2), or convert to Double or Decimal, whose division never traps: "
                        + "Double(\(Self.example(left))) / Double(\(Self.example(right)))")
            }
            guard !digits.hasPrefix("-"), digits.contains(where: { $0 != "0" && $0 != "_" }) else {
                throw Failure(
                    message: digits.hasPrefix("-") ? "'\(symbol)' by a negative number traps on \(type).min" : "'\(symbol)' by zero traps",
                    offset: divisorAt, hint: "divide by a positive literal")
            }
        }
        return typed
    }

    /// `a ?? b`: `a` is optional; its value, or `b` where it is nil. `b` is of the wrapped type (the result is not
    /// optional) or of `a`'s (the result is).
    private func inferCoalescing(_ left: ExpressionSyntax, _ right: ExpressionSyntax, at: Int) throws(Failure) -> Typed {
        let optional = try infer(left)
        guard case .optional(let wrapped) = optional.outerType else {
            throw Failure(
                message: "\(Self.describe(left)) is \(optional.outerType), never null: '??' needs an optional on its left", offset: at,
                hint: "write \(Self.describe(left)) alone")
        }
        if Self.isLiteral(right) {
            return Typed(expression: .binary(.coalesce, optional.expression, try check(right, against: wrapped)), type: wrapped)
        }
        let other = try infer(right)
        guard other.outerType == wrapped || other.outerType == optional.outerType else {
            throw Failure(message: "'??' gives \(wrapped) where \(Self.describe(left)) is null, and \(Self.describe(right)) is \(other.outerType)", offset: at)
        }
        return Typed(expression: .binary(.coalesce, optional.expression, other.expression), type: other.outerType)
    }

    /// `Double(count)`, `Decimal(quantity)`, `Int(exactly: ratio)`: the conversions that never trap. Swift's `Int(ratio)`
    /// traps on NaN, infinity and out of range, `Decimal(ratio)` on infinity, and a Decimal converts to nothing without
    /// a rounding mode.
    private func inferConversion(_ function: String, label: String?, _ argument: ExpressionSyntax, at: Int) throws(Failure) -> Typed {
        let conversions = "the conversions are Double(count) and Decimal(count) of an integer, and Int(exactly: ratio) of a Double"
        guard ["Int", "Double", "Decimal"].contains(function) else {
            throw Failure(message: "no function '\(function)(…)'", offset: at, hint: conversions)
        }
        let target = TypeRef.standard(function)
        let exactly = label == "exactly"
        guard label == nil || (exactly && function == "Int") else {
            throw Failure(message: "'\(function)(\(label ?? ""):…)' is no conversion", offset: at, hint: conversions)
        }
        let value = try infer(argument)
        let source = value.outerType
        guard case .named(let name, [], .standard) = source, Self.isNumber(source) else {
            let optionalHint = source.isOptional ? "; give it a default first: \(function)(\(Self.example(argument)) ?? 0)" : ""
            throw Failure(
                message: "\(function)(…) converts a number, and \(Self.describe(argument)) is \(source)", offset: argument.offset,
                hint: conversions + optionalHint)
        }
        let isInteger = Self.integerTypes.contains(name)
        let isDouble = name == "Double" || name == "TimeInterval"
        switch function {
        case "Int" where isDouble && exactly:
            return Typed(expression: .conversion(value.expression, to: target, exactly: true), type: .optional(target))
        case "Int" where exactly:
            throw Failure(message: "Int(exactly: …) converts a Double, and \(Self.describe(argument)) is \(source)", offset: argument.offset)
        case _ where source == target || (isDouble && function == "Double"):
            throw Failure(message: "\(Self.describe(argument)) is already \(source)", offset: at, hint: "write \(Self.describe(argument)) alone")
        case "Int" where isDouble:
            throw Failure(
                message: "Int(…) of a Double traps when it is not a number or out of range", offset: at,
                hint: "round it and give a default: Int(exactly: \(Self.example(argument)).rounded()) ?? 0")
        case "Double" where isInteger, "Decimal" where isInteger:
            return Typed(expression: .conversion(value.expression, to: target, exactly: false), type: target)
        case "Decimal" where isDouble:
            // Foundation's `Decimal(Double.infinity)` traps, and a Double is infinite after a division by 0.
            throw Failure(
                message: "Decimal(…) of a Double traps when it is infinite", offset: at,
                hint: "keep the value Decimal throughout (Decimal state, Decimal(count) of an integer), or keep it Double")
        case _ where name == "Decimal":
            throw Failure(
                message: "\(function)(…) of a Decimal would round it, which nothing here spells", offset: at,
                hint: "compute the value as \(function), or keep it Decimal")
        default:
            throw Failure(message: "\(function)(…) of \(source) is no conversion that never traps", offset: at, hint: conversions)
        }
    }

    /// `ratio.rounded()`: the one method called without an argument, of Double.
    private func inferRounded(_ baseSyntax: ExpressionSyntax, _ member: String, optional: Bool, at: Int) throws(Failure) -> Typed {
        let base = try infer(baseSyntax)
        var valueType = base.type
        if optional {
            guard case .optional(let wrapped) = base.type else {
                throw Failure(message: "'?.' reads an optional, and \(Self.describe(baseSyntax)) is \(base.type)", offset: at, hint: "write '.\(member)()'")
            }
            valueType = wrapped
        } else if case .optional = base.type {
            throw Failure(message: "\(Self.describe(baseSyntax)) is optional (\(base.type))", offset: at, hint: "write '?.\(member)()': the result is optional")
        }
        guard member == "rounded", valueType == .standard("Double") || valueType == .standard("TimeInterval") else {
            throw Failure(
                message: "\(valueType) has no method '\(member)()'", offset: at,
                hint: "the one method without an argument is rounded(), of Double")
        }
        return Typed(expression: .rounded(base.expression, optional: optional), type: valueType, chained: optional || base.chained)
    }

    /// A value in interpolated text: one whose text Swift writes plainly — a number, text, a Bool or an enum case (its
    /// name). An optional would read "Optional(…)", a list or an entity its whole structure.
    private func interpolated(_ part: ExpressionSyntax.Part) throws(Failure) -> Expression.Segment {
        switch part {
        case .text(let text):
            return .text(text)
        case .value(let syntax):
            let typed = try infer(syntax)
            let type = typed.outerType
            if case .optional = type {
                throw Failure(
                    message: "\(Self.describe(syntax)) is optional (\(type)): the text would read 'Optional(…)'", offset: syntax.offset,
                    hint: "give it a default: \\(\(Self.example(syntax)) ?? \(Self.defaultExample(type)))")
            }
            let plain: Bool
            switch type {
            case .named("String", [], .standard), .named("Bool", [], .standard): plain = true
            case .named(let name, [], .entity):
                if case .enumeration = entities.first(where: { $0.name == name })?.kind { plain = true } else { plain = false }
            default: plain = Self.isNumber(type)
            }
            guard plain else {
                let member: String? =
                    switch type {
                    case .array, .dictionary, .named("Set", _, .standard): "count"
                    default: members(of: type).first { Self.isNumber($0.type) || $0.type == .standard("String") }?.name
                    }
                throw Failure(
                    message: "\(Self.describe(syntax)) is \(type), which text does not show plainly", offset: syntax.offset,
                    hint: "interpolate a number, text, a Bool or an enum case" + (member.map { ", such as \\(\(Self.example(syntax)).\($0))" } ?? ""))
            }
            return .value(typed.expression, type: type)
        }
    }

    /// A default to suggest for an optional of `type`.
    private static func defaultExample(_ type: TypeRef) -> String {
        guard case .optional(.named(let name, [], .standard)) = type else { return "…" }
        if name == "String" { return "\"\"" }
        return integerTypes.contains(name) || floatingTypes.contains(name) ? "0" : name == "Bool" ? "false" : "…"
    }

    /// Two operands of one type: a side that is a literal takes the other side's type (`page + 1`, `.tech == selected`).
    private func inferPair(_ left: ExpressionSyntax, _ right: ExpressionSyntax, at: Int) throws(Failure) -> (Expression, Expression, TypeRef) {
        if Self.isLiteral(left), !Self.isLiteral(right) {
            let typed = try infer(right)
            return (try check(left, against: typed.outerType), typed.expression, typed.outerType)
        }
        let typed = try infer(left)
        let type = typed.outerType
        // `T? == T` compares as Swift does: the plain value is wrapped.
        let rightType: TypeRef
        if case .optional(let wrapped) = type, !Self.isLiteral(right) {
            let other = try infer(right)
            guard other.outerType == type || other.outerType == wrapped else {
                throw Failure(message: "\(Self.describe(left)) is \(type) and \(Self.describe(right)) is \(other.outerType)", offset: at)
            }
            return (typed.expression, other.expression, type)
        } else {
            rightType = type
        }
        return (typed.expression, try check(right, against: rightType), type)
    }

    // MARK: Helpers

    private static func isNumber(_ type: TypeRef) -> Bool {
        guard case .named(let name, [], .standard) = type else { return false }
        return integerTypes.contains(name) || floatingTypes.contains(name)
    }

    /// Literals that take their type from where they are: `null`, `[]`, `{}`, `.case`.
    private static func needsContext(_ syntax: ExpressionSyntax) -> Bool {
        switch syntax {
        case .null, .emptyArray, .emptyDictionary, .enumCase: true
        default: false
        }
    }

    private static func isLiteral(_ syntax: ExpressionSyntax) -> Bool {
        switch syntax {
        case .null, .bool, .number, .string, .emptyArray, .emptyDictionary, .enumCase: true
        default: false
        }
    }

    /// How an error names part of an expression.
    static func describe(_ syntax: ExpressionSyntax) -> String {
        switch syntax {
        case .null: "null"
        case .bool(let value, _): value ? "true" : "false"
        case .number(let text, _): text
        case .string(let text, _): "\"\(text)\""
        case .emptyArray: "[]"
        case .emptyDictionary: "{}"
        case .enumCase(let name, _): ".\(name)"
        case .name(let name, _): "'\(name)'"
        case .member(let base, let member, let optional, let argument, let called, _):
            "'" + path(base) + (optional ? "?." : ".") + member + (argument != nil ? "(…)" : called ? "()" : "") + "'"
        case .call(let function, _, _, _): "'\(function)(…)'"
        case .interpolation: "the interpolated text"
        case .not: "the negation"
        case .binary(let op, _, _, _): "the '\(op.rawValue)' expression"
        }
    }

    /// A part of an expression in a hint's example: a name or member chain as written, `…` for anything else.
    private static func example(_ syntax: ExpressionSyntax) -> String {
        let written = path(syntax)
        return written == "(…)" ? "…" : written
    }

    /// A member chain as written (`post.author`), for messages.
    private static func path(_ syntax: ExpressionSyntax) -> String {
        switch syntax {
        case .name(let name, _): name
        case .number(let text, _): text
        case .member(let base, let member, let optional, _, let called, _): path(base) + (optional ? "?." : ".") + member + (called ? "()" : "")
        default: "(…)"
        }
    }
}

extension TypeRef {
    /// A type of the standard library or Foundation without generic arguments (`Bool`, `Int`, `String`).
    static func standard(_ name: String) -> TypeRef { .named(name, arguments: [], origin: .standard) }
}

extension LoweringPass {
    /// `text` as a value of `type`; a failure is reported at its column in the spec as "<context>: <what is wrong>".
    mutating func checkExpression(_ text: Located<String>, against type: TypeRef, with checker: ExpressionChecker, context: String) -> Expression? {
        switch checker.check(text.value, against: type) {
        case .success(let expression):
            return expression
        case .failure(let failure):
            var location = text.location
            location.column += failure.offset
            diagnostics.error("\(context): \(failure.message)", at: location, hint: failure.hint)
            return nil
        }
    }
}
