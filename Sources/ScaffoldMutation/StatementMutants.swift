import SwiftParser
import SwiftSyntax

/// One statement-deletion mutant of a Swift source file: a statement of a function, initializer, accessor or closure
/// body, removed.
public struct StatementMutant: Sendable, Hashable {
    /// Where the statement starts in the original file: 1-based line and column.
    public var line: Int
    public var column: Int
    /// The statement without its comments, whitespace-normalized (`StatementMutants.normalized`): what a report shows
    /// and what the equivalent-mutants file matches.
    public var text: String
    /// The UTF-8 offsets of what the mutant removes: the statement, not the trivia around it, so that the file keeps
    /// its lines.
    public var range: Range<Int>
    /// What takes its place: nothing, or `break` for the only statement of a `switch` case (a case cannot be empty).
    public var replacement: String
    /// The declaration whose body holds it: a function's name (`load`), `init`, or a property's accessor
    /// (`state.didSet`); closures belong to the declaration around them.
    public var function: String

    public init(line: Int, column: Int, text: String, range: Range<Int>, replacement: String, function: String = "") {
        self.line = line
        self.column = column
        self.text = text
        self.range = range
        self.replacement = replacement
        self.function = function
    }

    /// `source` with the statement deleted.
    public func apply(to source: String) -> String {
        let bytes = Array(source.utf8)
        return String(decoding: bytes[..<range.lowerBound] + Array(replacement.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }
}

/// Finds the statements a mutation run deletes, one mutant each, in source order.
public enum StatementMutants {
    /// Every statement (`CodeBlockItemSyntax`) inside a function, initializer, deinitializer, subscript, accessor or
    /// closure body, nested ones included (an `if` is one mutant, each statement of its branches another). Declarations
    /// are left alone: a local `let` that is used cannot be deleted and still compile, and one that is not is a
    /// compiler warning already; stored properties are members, not statements.
    public static func mutants(of source: String, fileName: String = "") -> [StatementMutant] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.items.compactMap { item in
            let replacement = isOnlyStatementOfCase(item) ? "break" : ""
            let text = statementText(item)
            if replacement == text { return nil }  // `break` alone in a case: deleting it changes nothing
            let location = item.startLocation(converter: converter)
            return StatementMutant(
                line: location.line, column: location.column, text: text,
                range: item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement,
                function: enclosingDeclaration(of: item))
        }
    }

    /// Runs of whitespace (newlines included) become one space; leading and trailing whitespace goes.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The statement's tokens, trivia (comments included) between them read as one space, normalized.
    static func statementText(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !token.leadingTrivia.isEmpty { text += " " }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return normalized(text)
    }

    /// `load`, `init`, `state.didSet`: see `StatementMutant.function`.
    static func enclosingDeclaration(of item: CodeBlockItemSyntax) -> String {
        var current = item.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
            if node.is(InitializerDeclSyntax.self) { return "init" }
            if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let accessor = node.as(AccessorDeclSyntax.self) {
                let property = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription
                return (property.map { $0 + "." } ?? "") + accessor.accessorSpecifier.text
            }
            if let binding = node.as(PatternBindingSyntax.self) { return binding.pattern.trimmedDescription + ".get" }
            current = node.parent
        }
        return ""
    }

    static func isOnlyStatementOfCase(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.count == 1 && list.parent?.is(SwitchCaseSyntax.self) == true
    }

    private final class Collector: SyntaxVisitor {
        var items: [CodeBlockItemSyntax] = []

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if !node.item.is(DeclSyntax.self) && Self.isInBody(node) { items.append(node) }
            return .visitChildren
        }

        /// Whether the nearest enclosing body is executable code, not a type's members or the file's top level.
        static func isInBody(_ node: CodeBlockItemSyntax) -> Bool {
            var current = node.parent
            while let node = current {
                if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
                    || node.is(SubscriptDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self)
                {
                    return true
                }
                if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return false }
                current = node.parent
            }
            return false
        }
    }
}
