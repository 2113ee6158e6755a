import ScaffoldSpec

/// A value in the spec's expression language (docs/ARCHITECTURE.md#expressions), as `set:` writes it: resolved and
/// type-checked, so every emitter can spell it as Swift without checking anything again. Names are `ValueSource`s;
/// each architecture says how its code reaches them (`render`).
public indirect enum Expression: Sendable, Hashable, Codable {
    /// `null` in the spec: `nil`.
    case null
    case bool(Bool)
    /// An integer or decimal number, as written (`3`, `-1`, `0.5`).
    case number(String)
    /// Text: the spec writes it quoted (`'"Hello"'`); the value is the text itself.
    case string(String)
    /// `[]`: an empty array or set.
    case emptyArray
    /// `{}`: an empty dictionary.
    case emptyDictionary
    /// `.tech`: a case of the enum the context expects.
    case enumCase(Name)
    /// A parameter of the action or a piece of state.
    case reference(ValueSource)
    /// `post.title`, `query.isEmpty`, `statuses.last?.id` (`optional`: reached through `?.`).
    case member(Expression, Name, optional: Bool)
    /// `tags.contains(tag)`.
    case contains(Expression, Expression, optional: Bool)
    case not(Expression)
    case binary(BinaryOperator, Expression, Expression)
    /// `price * 2`, `total / 4`, `count % 2` (`*`, `/`, `%` only), on numbers of `type`: whether `/` truncates
    /// depends on it, and `ExpressionEvaluator` computes as Swift would.
    case arithmetic(BinaryOperator, Expression, Expression, type: TypeRef)
    /// `Double(count)`, `Decimal(quantity)`: a number converted to `type`; `exactly`: `Int(exactly: ratio)`, nil where the
    /// value has a fraction, is out of range or not a number.
    case conversion(Expression, to: TypeRef, exactly: Bool)
    /// `ratio.rounded()`, `item?.weight.rounded()`: a floating-point value rounded to the nearest whole number (halves
    /// away from zero).
    case rounded(Expression, optional: Bool)
    /// `"\(count) items"`: text with values interpolated, each of a type whose text Swift writes plainly.
    case interpolation([Segment])
    /// A form field's message (`invalid:` of an input, `Input.validations`): the text of the first rule whose condition
    /// holds, nil while none does. The spec never writes one: lowering makes it the expression of the field's
    /// `<state>Message`, a derived value.
    case firstMessage([MessageRule])

    /// A condition and the text shown while it holds: `text` is the member of the module's strings type that says it
    /// (`Validation.password`, see `ModuleIR.stringsType`).
    public struct MessageRule: Sendable, Hashable, Codable {
        public var condition: Expression
        public var text: String

        public init(condition: Expression, text: String) {
            self.condition = condition
            self.text = text
        }
    }

    /// A part of interpolated text: text as written, or a value of `type` written as Swift writes it.
    public enum Segment: Sendable, Hashable, Codable {
        case text(String)
        case value(Expression, type: TypeRef)
    }

    public enum BinaryOperator: String, Sendable, Hashable, Codable, CaseIterable {
        case or = "||"
        case and = "&&"
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case coalesce = "??"
        case plus = "+"
        case minus = "-"
        case times = "*"
        case divide = "/"
        case remainder = "%"

        /// Swift's precedence groups, lowest first: `||`, `&&`, comparison, nil-coalescing, addition, multiplication.
        var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 3
            case .coalesce: 4
            case .plus, .minus: 5
            case .times, .divide, .remainder: 6
            }
        }

        var isComparison: Bool { precedence == 3 }
    }

    /// The expression is one name: `set: { selected: category }`.
    public var reference: ValueSource? {
        if case .reference(let source) = self { return source }
        return nil
    }

    /// Whether the expression reads no name: a literal, whose Swift spelling is its value wherever it is written.
    public var isLiteral: Bool { references.isEmpty }

    /// Every name the expression reads, in order of appearance (repeated names once).
    public var references: [ValueSource] {
        var found: [ValueSource] = []
        func visit(_ expression: Expression) {
            switch expression {
            case .null, .bool, .number, .string, .emptyArray, .emptyDictionary, .enumCase: break
            case .reference(let source): if !found.contains(source) { found.append(source) }
            case .member(let base, _, _): visit(base)
            case .contains(let base, let argument, _): visit(base); visit(argument)
            case .not(let operand): visit(operand)
            case .binary(_, let left, let right), .arithmetic(_, let left, let right, _): visit(left); visit(right)
            case .conversion(let operand, _, _), .rounded(let operand, _): visit(operand)
            case .interpolation(let segments):
                for case .value(let value, _) in segments { visit(value) }
            case .firstMessage(let rules): rules.forEach { visit($0.condition) }
            }
        }
        visit(self)
        return found
    }

    /// The expression as Swift code, each name spelled by `name` (`self.query`, `state.articles`, `queryBefore`), and
    /// each text of the module's catalog read through `strings` (`ModuleIR.stringsType`, for `firstMessage`).
    public func swift(strings: String = "", _ name: (ValueSource) -> String) -> String {
        render(name, strings: strings).text
    }

    /// Binding strength of the rendered text: a child binding more loosely than its place needs is parenthesized. The
    /// conditional operator is 0; the binary operators are 1 to 6 (`BinaryOperator.precedence`).
    private static let prefixPrecedence = 7
    private static let postfixPrecedence = 8
    private static let primaryPrecedence = 9

    private func render(_ name: (ValueSource) -> String, strings: String) -> (text: String, precedence: Int) {
        func operand(_ expression: Expression, atLeast precedence: Int) -> String {
            let rendered = expression.render(name, strings: strings)
            return rendered.precedence >= precedence ? rendered.text : "(\(rendered.text))"
        }
        let primary = Self.primaryPrecedence
        switch self {
        case .null: return ("nil", primary)
        case .bool(let value): return (value ? "true" : "false", primary)
        // A negative number is a prefix expression: `(-1).magnitude`, never `-1.magnitude`.
        case .number(let text): return (text, text.hasPrefix("-") ? Self.prefixPrecedence : primary)
        case .string(let text): return (SwiftLiteral.string(text), primary)
        case .emptyArray: return ("[]", primary)
        case .emptyDictionary: return ("[:]", primary)
        case .enumCase(let name): return (".\(name.swift)", primary)
        case .reference(let source): return (name(source), primary)
        case .member(let base, let member, let optional):
            return (operand(base, atLeast: Self.postfixPrecedence) + (optional ? "?." : ".") + member.swift, Self.postfixPrecedence)
        case .contains(let base, let argument, let optional):
            let callee = operand(base, atLeast: Self.postfixPrecedence) + (optional ? "?." : ".")
            return (callee + "contains(\(argument.render(name, strings: strings).text))", Self.postfixPrecedence)
        case .not(let inner):
            return ("!" + operand(inner, atLeast: Self.prefixPrecedence), Self.prefixPrecedence)
        case .binary(let op, let left, let right), .arithmetic(let op, let left, let right, _):
            // Left-associative but for `??`, and comparisons do not chain: the other operand must bind more tightly.
            let leftText = operand(left, atLeast: op.isComparison || op == .coalesce ? op.precedence + 1 : op.precedence)
            let rightText = operand(right, atLeast: op == .coalesce ? op.precedence : op.precedence + 1)
            return ("\(leftText) \(op.rawValue) \(rightText)", op.precedence)
        case .conversion(let value, let type, let exactly):
            return ("\(type.swift)(\(exactly ? "exactly: " : "")\(value.render(name, strings: strings).text))", Self.postfixPrecedence)
        case .rounded(let value, let optional):
            return (operand(value, atLeast: Self.postfixPrecedence) + (optional ? "?." : ".") + "rounded()", Self.postfixPrecedence)
        case .interpolation(let segments):
            // Swift reads a string literal inside an interpolation (`"\(name ?? "guest")"`).
            let content = segments.map { segment in
                switch segment {
                case .text(let text): SwiftLiteral.content(text)
                case .value(let value, _): "\\(\(value.render(name, strings: strings).text))"
                }
            }
            return ("\"" + content.joined() + "\"", primary)
        case .firstMessage(let rules):
            // `a ? x : b ? y : nil`: the conditional operator binds more loosely than every other.
            let text = rules.reversed().reduce("nil") { rest, rule in
                "\(rule.condition.render(name, strings: strings).text) ? \(strings).\(rule.text) : \(rest)"
            }
            return (text, 0)
        }
    }
}

extension Expression {
    /// A Swift literal — a state's default, a test's sample — as a literal of the expression language of `type`, where
    /// it is one (`1`, `"text"`, `nil`, `[]`, `[:]`, `.case`); nil for anything else (`["a"]`, `UUID(…)`).
    public static func literal(_ text: String, of type: TypeRef, entities: [Entity]) -> Expression? {
        if text == "[:]", case .dictionary = type { return .emptyDictionary }
        // A case Swift spells with backticks (`` .`init` ``), which the expression language writes bare.
        if text.hasPrefix(".`"), text.hasSuffix("`") { return literal("." + text.dropFirst(2).dropLast(), of: type, entities: entities) }
        let checker = ExpressionChecker(params: [], state: [], derived: [], entities: entities)
        guard case .success(let expression) = checker.check(text, against: type), expression.isLiteral else { return nil }
        return expression
    }
}
