import ScaffoldDiagnostics
import ScaffoldSpec
import SwiftParser
import SwiftSyntax

/// Parses type text from a spec with SwiftParser and resolves every name in it.
struct TypeResolver {
    /// Entity names declared in the spec.
    let entities: Set<String>
    /// Imported type name → module.
    let imported: [String: String]

    /// Resolves a spec type, reporting problems into `diagnostics`. Returns nil when the type is unusable.
    func resolve(_ spec: TypeSpec, diagnostics: inout DiagnosticCollector) -> TypeRef? {
        switch spec {
        case .swift(let text):
            return resolve(text: text, diagnostics: &diagnostics)
        case .array(let element, _):
            return resolve(element, diagnostics: &diagnostics).map { TypeRef.array($0) }
        case .dictionary(let key, let value, _):
            let key = resolve(key, diagnostics: &diagnostics)
            let value = resolve(value, diagnostics: &diagnostics)
            guard let key, let value else { return nil }
            return .dictionary(key: key, value: value)
        }
    }

    func resolve(text: Located<String>, diagnostics: inout DiagnosticCollector) -> TypeRef? {
        if let problem = SwiftTextLimits.problem(in: text.value, isType: true) {
            diagnostics.error(
                "type '\(SwiftTextLimits.excerpt(text.value))' \(problem)", at: text.location,
                hint: "a property's type needs only a few levels, e.g. '[String: [Int]]'; wrap deeper structure in an entity")
            return nil
        }
        var parser = Parser(text.value)
        let syntax = TypeSyntax.parse(from: &parser)
        if syntax.hasError || syntax.description.trimmingCharacters(in: .whitespaces) != text.value.trimmingCharacters(in: .whitespaces) {
            diagnostics.error(
                "'\(SwiftTextLimits.excerpt(text.value))' is not a Swift type", at: text.location,
                hint: "write a type such as 'String', 'URL?', '[Article]' or '[String: Int]'")
            return nil
        }
        return convert(syntax, text: text, diagnostics: &diagnostics)
    }

    private func convert(_ syntax: TypeSyntax, text: Located<String>, diagnostics: inout DiagnosticCollector) -> TypeRef? {
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            return convert(optional.wrappedType, text: text, diagnostics: &diagnostics).map { .optional($0) }
        }
        if let array = syntax.as(ArrayTypeSyntax.self) {
            return convert(array.element, text: text, diagnostics: &diagnostics).map { .array($0) }
        }
        if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            let key = convert(dictionary.key, text: text, diagnostics: &diagnostics)
            let value = convert(dictionary.value, text: text, diagnostics: &diagnostics)
            guard let key, let value else { return nil }
            return .dictionary(key: key, value: value)
        }
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            var arguments: [TypeRef] = []
            for argument in identifier.genericArgumentClause?.arguments ?? [] {
                guard case .type(let argumentType) = argument.argument else {
                    diagnostics.error("'\(argument.argument.trimmedDescription)' is not a type argument", at: text.location)
                    return nil
                }
                guard let resolved = convert(argumentType, text: text, diagnostics: &diagnostics) else { return nil }
                arguments.append(resolved)
            }
            return named(name, arguments: arguments, text: text, diagnostics: &diagnostics)
        }
        if let implicit = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            diagnostics.error(
                "implicitly unwrapped optionals are not supported", at: text.location,
                hint: "write '\(implicit.wrappedType.trimmedDescription)?'")
            return nil
        }
        diagnostics.error(
            "'\(syntax.trimmedDescription)' is not a supported type form", at: text.location,
            hint: "use a named type, an optional ('T?'), an array ('[T]') or a dictionary ('[K: V]'); wrap anything else in an entity or an imported type")
        return nil
    }

    private func named(_ name: String, arguments: [TypeRef], text: Located<String>, diagnostics: inout DiagnosticCollector) -> TypeRef? {
        if let arity = SwiftNames.standardGenericTypes[name] {
            guard arguments.count == arity else {
                diagnostics.error("'\(name)' takes \(arity) generic argument\(arity == 1 ? "" : "s"), found \(arguments.count)", at: text.location)
                return nil
            }
            switch name {
            case "Array": return .array(arguments[0])
            case "Optional": return .optional(arguments[0])
            case "Dictionary": return .dictionary(key: arguments[0], value: arguments[1])
            default: return .named(name, arguments: arguments, origin: .standard)
            }
        }
        let origin: TypeRef.Origin
        if entities.contains(name) {
            origin = .entity
        } else if SwiftNames.standardTypes.contains(name) {
            origin = .standard
        } else if let module = imported[name] {
            origin = .imported(module: module)
        } else {
            let candidates = Array(entities) + Array(SwiftNames.standardTypes) + Array(imported.keys) + Array(SwiftNames.standardGenericTypes.keys)
            let suggestion = Suggestions.closest(to: name, in: candidates).map { "did you mean '\($0)'? " } ?? ""
            diagnostics.error(
                "unknown type '\(name)'", at: text.location,
                hint: suggestion + "declare it under 'entities:', or list it under 'imports: { Module: [\(name)] }'")
            return nil
        }
        guard arguments.isEmpty else {
            diagnostics.error("'\(name)' is not generic", at: text.location)
            return nil
        }
        return .named(name, arguments: [], origin: origin)
    }
}

/// Bounds the text from a spec that goes to SwiftParser: its time grows exponentially with the
/// bracket nesting of some types and array literals, and its recursion with the length of
/// postfix chains (`x.y.y…`, `f()()…`), so deep or long text is refused before parsing.
enum SwiftTextLimits {
    static let maximumTypeNesting = 6
    static let maximumTypeLength = 200
    static let maximumExpressionNesting = 8
    static let maximumExpressionLength = 1000

    /// Why `text` is too complex to parse ("is nested more than …"), or nil.
    static func problem(in text: String, isType: Bool) -> String? {
        let maximumLength = isType ? maximumTypeLength : maximumExpressionLength
        let maximumNesting = isType ? maximumTypeNesting : maximumExpressionNesting
        if text.unicodeScalars.count > maximumLength { return "is longer than \(maximumLength) characters" }
        // String literals are text, except for their interpolations `\( … )` (or `\#( … )`).
        var depth = 0
        var inString = false
        var interpolations: [Int] = []  // the depth outside each open interpolation
        var previous: Unicode.Scalar = " "
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            defer { previous = scalar }
            if inString {
                if scalar == "\"" {
                    inString = false
                } else if scalar == "\\" {
                    var next = scalars.next()
                    while next == "#" { next = scalars.next() }
                    if next == "(" {
                        interpolations.append(depth)
                        inString = false
                        depth += 1
                        if depth > maximumNesting { return "is nested more than \(maximumNesting) levels deep" }
                    }
                }
                continue
            }
            switch scalar {
            case "\"":
                inString = true
            // Angle brackets nest only in types; in expressions they are comparisons.
            case _ where "[({".unicodeScalars.contains(scalar) || (scalar == "<" && isType):
                depth += 1
                if depth > maximumNesting { return "is nested more than \(maximumNesting) levels deep" }
            case _ where "])}".unicodeScalars.contains(scalar) || (scalar == ">" && isType && previous != "-"):
                depth = max(0, depth - 1)
                if let outside = interpolations.last, depth == outside {
                    interpolations.removeLast()
                    inString = true
                }
            default:
                break
            }
        }
        return nil
    }

    /// `text` for a message: the start of it when it is long.
    static func excerpt(_ text: String) -> String {
        text.unicodeScalars.count <= 60 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(60))) + "…"
    }
}

/// Checks that a default value from the spec is one Swift expression.
enum ExpressionCheck {
    static func isExpression(_ text: String) -> Bool {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        return !expression.hasError && expression.trimmedDescription == text.trimmingCharacters(in: .whitespaces)
    }
}
