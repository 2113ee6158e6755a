import SwiftParser
import SwiftSyntax

/// A default value (`name: Type = value`) must be a literal of its declared type, so that the generated
/// code compiles: `false`, `0`, `-1.5`, `"text"`, `nil`, `.case` of an enum entity, and array, set and
/// dictionary literals of those. Anything else — another piece of state, a call, an interpolation — is
/// refused with a reason, never found later by the compiler.
struct DefaultValueCheck {
    /// Each enum entity's cases, as written in the spec.
    let enumCases: [String: [String]]

    private static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    private static let floatingTypes: Set<String> = ["Double", "Float", "TimeInterval", "Decimal"]

    /// Why `text` is not a literal of `type`, or nil when it is.
    func problem(_ text: String, type: TypeRef) -> String? {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        if let name = Self.readName(in: expression) {
            return "reads '\(name)': a default cannot read other state or call code"
        }
        return problem(expression, type: type)
    }

    /// `text` as Swift must spell it: after a dot, `init` would name an initializer; the case is `` .`init` ``.
    static func spellingCases(_ text: String) -> String {
        guard text.contains(".init") else { return text }
        var parser = Parser(text)
        return CaseSpelling(viewMode: .sourceAccurate).rewrite(ExprSyntax.parse(from: &parser)).description
    }

    private final class CaseSpelling: SyntaxRewriter {
        override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
            guard node.base == nil, node.declName.baseName.tokenKind == .keyword(.`init`) else { return super.visit(node) }
            return ExprSyntax(node.with(\.declName.baseName, node.declName.baseName.with(\.tokenKind, .identifier("`init`"))))
        }
    }

    /// The first name the expression reads (`email` in `!email.isEmpty`), other than the case of a `.case`.
    private static func readName(in expression: ExprSyntax) -> String? {
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            return name
        }
        return nil
    }

    private func problem(_ expression: ExprSyntax, type: TypeRef) -> String? {
        if case .optional(let wrapped) = type {
            return expression.is(NilLiteralExprSyntax.self) ? nil : problem(expression, type: wrapped).map { $0 + " (or nil)" }
        }
        let mismatch = "is not a literal of type '\(type.swift)'"
        switch type {
        case .named(let name, let arguments, .standard):
            if name == "Set", let element = arguments.first {
                guard let array = expression.as(ArrayExprSyntax.self) else { return mismatch }
                return array.elements.lazy.compactMap { problem($0.expression, type: element) }.first
            }
            if name == "Bool" { return expression.is(BooleanLiteralExprSyntax.self) ? nil : mismatch }
            if name == "String" {
                guard let string = expression.as(StringLiteralExprSyntax.self) else { return mismatch }
                return string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) ? nil : "interpolates: a default is a plain literal"
            }
            if Self.integerTypes.contains(name) || Self.floatingTypes.contains(name) {
                return numberProblem(expression, allowsFraction: Self.floatingTypes.contains(name), allowsSign: !name.hasPrefix("UInt"))
                    ?? (Self.integerTypes.contains(name) ? IntegerRange.problem(expression.trimmedDescription, type: name) : nil)
            }
            return "has a type whose values the spec cannot write; leave it without a default (it becomes an init parameter)"
        case .named(let name, _, .entity):
            guard let cases = enumCases[name] else {
                return "is an entity value; leave it without a default (it becomes an init parameter) or make the state optional"
            }
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
                return "\(mismatch): write one of its cases, e.g. '.\(cases.first ?? "case")'"
            }
            let written = member.declName.baseName.text.replacingOccurrences(of: "`", with: "")
            return cases.contains(written) ? nil : "names no case of '\(name)' (its cases: \(cases.joined(separator: ", ")))"
        case .named(let name, _, .imported):
            return "is a value of imported type '\(name)', which the spec cannot check; leave it without a default or make it optional"
        case .optional:
            return nil
        case .array(let element):
            guard let array = expression.as(ArrayExprSyntax.self) else { return mismatch }
            return array.elements.lazy.compactMap { problem($0.expression, type: element) }.first
        case .dictionary(let key, let value):
            guard let dictionary = expression.as(DictionaryExprSyntax.self) else { return mismatch }
            guard case .elements(let elements) = dictionary.content else { return nil }  // `[:]`
            return elements.lazy.compactMap { problem($0.key, type: key) ?? problem($0.value, type: value) }.first
        }
    }

    /// `7`, `1_000`, `-2`, `1.5` (where fractions are allowed).
    private func numberProblem(_ expression: ExprSyntax, allowsFraction: Bool, allowsSign: Bool) -> String? {
        var expression = expression
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            guard allowsSign else { return "is negative, but its type is unsigned" }
            expression = prefix.expression
        }
        if expression.is(IntegerLiteralExprSyntax.self) { return nil }
        if expression.is(FloatLiteralExprSyntax.self) { return allowsFraction ? nil : "is not a whole number" }
        return "is not a number literal"
    }
}

/// Whether an integer literal fits the fixed-width type it is written for (`UInt8 = 1_000` does not compile).
enum IntegerRange {
    /// Bits, and whether the type is signed; `Int` and `UInt` are 64-bit on every platform generated code targets.
    private static let widths: [String: (bits: UInt64, signed: Bool)] = [
        "Int": (64, true), "Int8": (8, true), "Int16": (16, true), "Int32": (32, true), "Int64": (64, true),
        "UInt": (64, false), "UInt8": (8, false), "UInt16": (16, false), "UInt32": (32, false), "UInt64": (64, false),
    ]

    /// Why the literal `text` (`1_000`, `-0x80`) is out of the range of integer type `type`, or nil when it fits.
    static func problem(_ text: String, type: String) -> String? {
        guard let width = widths[type] else { return nil }
        var digits = text.replacingOccurrences(of: "_", with: "")
        let negative = digits.hasPrefix("-")
        if negative { digits.removeFirst() }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            digits.removeFirst(2)
            radix = base
        }
        let maximum: UInt64 = width.signed ? (1 << (width.bits - 1)) - 1 : (width.bits == 64 ? .max : (1 << width.bits) - 1)
        let limit = negative ? maximum + 1 : maximum
        guard let magnitude = UInt64(digits, radix: radix), magnitude <= limit else {
            let lowest = width.signed ? "-\(maximum + 1)" : "0"
            return "is out of the range of \(type) (\(lowest) to \(maximum))"
        }
        return nil
    }
}
