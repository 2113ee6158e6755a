/// The syntax of the spec's expression language, before names are resolved (docs/ARCHITECTURE.md#expressions):
///
///     expression := or
///     or         := and ('||' and)*
///     and        := comparison ('&&' comparison)*
///     comparison := coalesce (('==' | '!=' | '<' | '<=' | '>' | '>=') coalesce)?
///     coalesce   := sum ('??' coalesce)?
///     sum        := product (('+' | '-') product)*
///     product    := prefix (('*' | '/' | '%') prefix)*
///     prefix     := '!' prefix | '-' number | postfix
///     postfix    := primary (('.' | '?.') name ('(' expression? ')')?)*
///     primary    := number | 'true' | 'false' | 'null' | text | '[]' | '{}' | '.' name | name ('(' (name ':')? expression ')')?
///                 | '(' expression ')'
///     text       := '"' (character | '\"' | '\\' | '\(' expression ')')* '"'
///
/// Every node keeps its offset in the text (in characters), so errors point at the part that is wrong.
indirect enum ExpressionSyntax: Sendable, Hashable {
    case null(at: Int)
    case bool(Bool, at: Int)
    case number(String, at: Int)
    case string(String, at: Int)
    case emptyArray(at: Int)
    case emptyDictionary(at: Int)
    case enumCase(String, at: Int)
    case name(String, at: Int)
    /// `base.member`, `base?.member`; with `argument`, a call `base.member(argument)`; `called` without one: `base.member()`.
    case member(ExpressionSyntax, String, optional: Bool, argument: ExpressionSyntax?, called: Bool = false, at: Int)
    /// `Double(count)`, `Int(exactly: ratio)`: a function (a type, for a conversion) called with one argument.
    case call(String, label: String?, ExpressionSyntax, at: Int)
    /// `"\(count) items"`: text with values interpolated.
    case interpolation([Part], at: Int)
    case not(ExpressionSyntax, at: Int)
    case binary(Expression.BinaryOperator, ExpressionSyntax, ExpressionSyntax, at: Int)

    enum Part: Sendable, Hashable {
        case text(String)
        case value(ExpressionSyntax)
    }

    /// Where the node starts (for `member` and `binary`: where the member or the operator is).
    var offset: Int {
        switch self {
        case .null(let at), .bool(_, let at), .number(_, let at), .string(_, let at), .emptyArray(let at), .emptyDictionary(let at),
            .enumCase(_, let at), .name(_, let at), .member(_, _, _, _, _, let at), .call(_, _, _, let at), .interpolation(_, let at),
            .not(_, let at), .binary(_, _, _, let at):
            at
        }
    }
}

/// A syntax error: what was expected, at an offset in the text.
struct ExpressionSyntaxError: Error, Equatable {
    var message: String
    var offset: Int
}

struct ExpressionParser {
    /// Bounds that keep every recursive walk of an expression (parse, check, render, evaluate) shallow whatever the
    /// spec holds: a spec value is a line of YAML, not a program.
    static let maximumLength = 500
    static let maximumNesting = 32

    private let characters: [Character]
    private var position = 0
    /// Parentheses, calls and prefix operators open right now.
    private var nesting = 0

    /// Parses a whole expression; anything left over is an error.
    static func parse(_ text: String) -> Result<ExpressionSyntax, ExpressionSyntaxError> {
        var parser = ExpressionParser(characters: Array(text))
        guard parser.characters.count <= maximumLength else {
            return .failure(
                ExpressionSyntaxError(
                    message: "an expression is at most \(maximumLength) characters; compute parts of it as derived values", offset: 0))
        }
        do throws(ExpressionSyntaxError) {
            parser.skipSpaces()
            guard !parser.atEnd else { throw ExpressionSyntaxError(message: "expected a value, not an empty expression", offset: 0) }
            let expression = try parser.or()
            parser.skipSpaces()
            guard parser.atEnd else {
                throw ExpressionSyntaxError(message: "unexpected '\(parser.rest)' after a whole expression", offset: parser.position)
            }
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private var atEnd: Bool { position >= characters.count }
    private var rest: String { String(characters[position...].prefix(20)) }

    private mutating func skipSpaces() {
        while !atEnd, characters[position] == " " || characters[position] == "\t" { position += 1 }
    }

    /// Consumes `token` (after spaces) if it comes next.
    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let tokenCharacters = Array(token)
        guard position + tokenCharacters.count <= characters.count,
            Array(characters[position..<position + tokenCharacters.count]) == tokenCharacters
        else { return false }
        position += tokenCharacters.count
        return true
    }

    private mutating func or() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        try enter()
        defer { nesting -= 1 }
        var left = try and()
        while true {
            skipSpaces()
            let at = position
            guard take("||") else { return left }
            left = .binary(.or, left, try and(), at: at)
        }
    }

    /// One level deeper; past `maximumNesting`, an error rather than a deep stack.
    private mutating func enter() throws(ExpressionSyntaxError) {
        nesting += 1
        guard nesting <= Self.maximumNesting else {
            throw ExpressionSyntaxError(message: "an expression nests at most \(Self.maximumNesting) levels", offset: position)
        }
    }

    private mutating func and() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        var left = try comparison()
        while true {
            skipSpaces()
            let at = position
            guard take("&&") else { return left }
            left = .binary(.and, left, try comparison(), at: at)
        }
    }

    private mutating func comparison() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let left = try coalesce()
        skipSpaces()
        let at = position
        // Two-character operators first, so that `<=` is not read as `<`.
        for op in [Expression.BinaryOperator.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater] where take(op.rawValue) {
            let right = try coalesce()
            skipSpaces()
            for next in ["==", "!=", "<", ">"] where !atEnd && String(characters[position...]).hasPrefix(next) {
                throw ExpressionSyntaxError(message: "comparisons do not chain; combine them with '&&'", offset: position)
            }
            return .binary(op, left, right, at: at)
        }
        return left
    }

    /// `a ?? b ?? c` groups to the right, as in Swift.
    private mutating func coalesce() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        let left = try sum()
        skipSpaces()
        let at = position
        guard take("??") else { return left }
        try enter()
        defer { nesting -= 1 }
        return .binary(.coalesce, left, try coalesce(), at: at)
    }

    private mutating func sum() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        var left = try product()
        while true {
            skipSpaces()
            let at = position
            if take("+") {
                left = .binary(.plus, left, try product(), at: at)
            } else if !atEnd, characters[position] == "-", !(position + 1 < characters.count && characters[position + 1] == ">") {
                position += 1
                left = .binary(.minus, left, try product(), at: at)
            } else {
                return left
            }
        }
    }

    private mutating func product() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        var left = try prefix()
        while true {
            skipSpaces()
            let at = position
            guard let op = [Expression.BinaryOperator.times, .divide, .remainder].first(where: { take($0.rawValue) }) else { return left }
            left = .binary(op, left, try prefix(), at: at)
        }
    }

    private mutating func prefix() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        skipSpaces()
        let at = position
        if !atEnd, characters[position] == "!", !(position + 1 < characters.count && characters[position + 1] == "=") {
            position += 1
            try enter()
            defer { nesting -= 1 }
            return .not(try prefix(), at: at)
        }
        if !atEnd, characters[position] == "-", position + 1 < characters.count, characters[position + 1].isDigit {
            position += 1
            guard case .number(let digits, _) = try number(at: at) else { throw ExpressionSyntaxError(message: "expected a number", offset: at) }
            return .number("-" + digits, at: at)
        }
        return try postfix()
    }

    private mutating func postfix() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        var base = try primary()
        while true {
            skipSpaces()
            let at = position
            let optional: Bool
            if take("?.") {
                optional = true
            } else if !atEnd, characters[position] == ".", !(position + 1 < characters.count && characters[position + 1].isDigit) {
                position += 1
                optional = false
            } else {
                return base
            }
            guard let member = identifier() else {
                throw ExpressionSyntaxError(message: "expected a member name after '\(optional ? "?." : ".")'", offset: position)
            }
            var argument: ExpressionSyntax?
            var called = false
            if take("(") {
                called = true
                if !take(")") {
                    argument = try or()
                    guard take(")") else { throw ExpressionSyntaxError(message: "expected ')' to close the call of '\(member)'", offset: position) }
                }
            }
            base = .member(base, member, optional: optional, argument: argument, called: called, at: at)
        }
    }

    private mutating func primary() throws(ExpressionSyntaxError) -> ExpressionSyntax {
        skipSpaces()
        let at = position
        guard !atEnd else { throw ExpressionSyntaxError(message: "expected a value at the end", offset: at) }
        let character = characters[position]
        if character.isDigit { return try number(at: at) }
        if character == "\"" { return try string(at: at) }
        if take("[") {
            guard take("]") else {
                throw ExpressionSyntaxError(message: "expected ']': the only list literal is the empty list '[]'", offset: position)
            }
            return .emptyArray(at: at)
        }
        if take("{") {
            guard take("}") else {
                throw ExpressionSyntaxError(message: "expected '}': the only dictionary literal is the empty dictionary '{}'", offset: position)
            }
            return .emptyDictionary(at: at)
        }
        if take("(") {
            let inner = try or()
            guard take(")") else { throw ExpressionSyntaxError(message: "expected ')' to close '('", offset: position) }
            return inner
        }
        if character == "." {
            position += 1
            guard let name = identifier() else { throw ExpressionSyntaxError(message: "expected an enum case name after '.'", offset: position) }
            return .enumCase(name, at: at)
        }
        guard let word = identifier() else {
            throw ExpressionSyntaxError(message: "expected a value, not '\(rest)'", offset: at)
        }
        switch word {
        case "null", "nil": return .null(at: at)
        case "true": return .bool(true, at: at)
        case "false": return .bool(false, at: at)
        default:
            guard !atEnd, characters[position] == "(" else { return .name(word, at: at) }
            return try call(word, at: at)
        }
    }

    /// `Type(value)` or `Type(label: value)`, after the name.
    private mutating func call(_ function: String, at: Int) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        position += 1
        try enter()
        defer { nesting -= 1 }
        skipSpaces()
        let start = position
        var label: String?
        if let word = identifier(), take(":") {
            label = word
        } else {
            position = start
        }
        let argument = try or()
        guard take(")") else { throw ExpressionSyntaxError(message: "expected ')' to close the call of '\(function)'", offset: position) }
        return .call(function, label: label, argument, at: at)
    }

    private mutating func number(at start: Int) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        var text = ""
        var seenPoint = false
        while !atEnd {
            let character = characters[position]
            if character.isDigit || character == "_" {
                text.append(character)
            } else if character == ".", !seenPoint, position + 1 < characters.count, characters[position + 1].isDigit {
                seenPoint = true
                text.append(character)
            } else {
                break
            }
            position += 1
        }
        if !atEnd, characters[position].isLetter {
            throw ExpressionSyntaxError(message: "expected a number, not '\(text)\(rest)'", offset: start)
        }
        return .number(text, at: start)
    }

    /// `"text"` with `\"` and `\\` escapes and `\(value)` interpolations; the value is the text between the quotes.
    private mutating func string(at start: Int) throws(ExpressionSyntaxError) -> ExpressionSyntax {
        position += 1
        var parts: [ExpressionSyntax.Part] = []
        var text = ""
        while !atEnd {
            let character = characters[position]
            position += 1
            switch character {
            case "\"":
                guard !parts.isEmpty else { return .string(text, at: start) }
                if !text.isEmpty { parts.append(.text(text)) }
                return .interpolation(parts, at: start)
            case "\\":
                if !atEnd, characters[position] == "(" {
                    position += 1
                    if !text.isEmpty { parts.append(.text(text)) }
                    text = ""
                    skipSpaces()
                    guard !atEnd, characters[position] != ")" else {
                        throw ExpressionSyntaxError(message: "expected a value to interpolate in '\\(…)'", offset: position)
                    }
                    parts.append(.value(try or()))
                    guard take(")") else { throw ExpressionSyntaxError(message: "expected ')' to close '\\('", offset: position) }
                    continue
                }
                guard !atEnd, characters[position] == "\"" || characters[position] == "\\" else {
                    throw ExpressionSyntaxError(message: "expected '\\\"', '\\\\' or '\\(': the only escapes in text", offset: position - 1)
                }
                text.append(characters[position])
                position += 1
            default: text.append(character)
            }
        }
        throw ExpressionSyntaxError(message: "expected '\"' to close the text", offset: start)
    }

    private mutating func identifier() -> String? {
        guard !atEnd, characters[position].isLetter || characters[position] == "_" else { return nil }
        var text = ""
        while !atEnd, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" {
            text.append(characters[position])
            position += 1
        }
        return text
    }
}

extension Character {
    /// An ASCII digit: the only digits a Swift number literal has.
    fileprivate var isDigit: Bool { isASCII && isNumber }
}
