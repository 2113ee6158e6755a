import Foundation
import SwiftParser
import SwiftSyntax

/// What `check` needs of one Swift file, extracted right after parsing so the tree can be dropped.
struct FileFacts: Sendable {
    struct Declaration: Sendable {
        /// Qualified by its enclosing types: `NewsListViewModel.Route`.
        var name: String
        var kind: TypeKind
        var line: Int
        var column: Int
    }

    /// A use of a name that may be a type: in a type position, or an upper-case name in an expression
    /// (initializer call, static member access); resolved later against the declared types.
    struct Reference: Sendable {
        /// The qualified name of the innermost enclosing type or extension; nil at file scope.
        var context: String?
        /// Dotted as written: `Article`, `NewsListViewModel.Route`, `Article.preview` (member access included).
        var name: String
        var line: Int
        var column: Int
    }

    struct Import: Sendable {
        var module: String
        var line: Int
        var column: Int
    }

    var declarations: [Declaration] = []
    var references: [Reference] = []
    var imports: [Import] = []
    /// `// scaffold:ignore rule-id …` by line; an empty list ignores every rule on that line.
    var ignores: [Int: [String]] = [:]

    static let ignoreMarker = "scaffold:ignore"

    /// Parses `source` and walks the tree once.
    static func extract(from source: UnsafeBufferPointer<UInt8>) -> FileFacts {
        let tree = Parser.parse(source: source)
        let lines = LineTable(source)
        let collector = FactsCollector(lines: lines)
        collector.walk(tree)
        var facts = collector.facts
        // Trivia is only walked when the marker occurs at all: most files have none.
        if lines.contains(Array(ignoreMarker.utf8)) {
            facts.ignores = ignoreComments(in: tree, lines: lines)
        }
        return facts
    }

    private static func ignoreComments(in tree: SourceFileSyntax, lines: LineTable) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia { record(piece, at: offset); offset += piece.sourceLength.utf8Length }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia { record(piece, at: offset); offset += piece.sourceLength.utf8Length }
        }
        func record(_ piece: TriviaPiece, at offset: Int) {
            guard case .lineComment(let text) = piece, let range = text.range(of: ignoreMarker) else { return }
            let rules = text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
            result[lines.location(of: offset).line, default: []].append(contentsOf: rules)
        }
        return result
    }
}

/// Byte offset → 1-based line and column (columns in Unicode scalars, like the rest of scaffold's diagnostics).
struct LineTable {
    private let source: UnsafeBufferPointer<UInt8>
    private var starts: [Int] = [0]

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        for (index, byte) in source.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // Count the scalars before `offset` on its line: every byte that is not a UTF-8 continuation byte.
        var column = 1
        for index in starts[low]..<min(offset, source.count) where source[index] & 0xC0 != 0x80 { column += 1 }
        return (low + 1, column)
    }

    func contains(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= source.count else { return false }
        var index = 0
        while index <= source.count - needle.count {
            if source[index] == first && (1..<needle.count).allSatisfy({ source[index + $0] == needle[$0] }) { return true }
            index += 1
        }
        return false
    }
}

private final class FactsCollector: SyntaxVisitor {
    private let lines: LineTable
    private var contexts: [String] = []
    var facts = FileFacts()

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Declarations and the contexts references come from

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, .class) }
    override func visitPost(_ node: ClassDeclSyntax) { contexts.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, .struct) }
    override func visitPost(_ node: StructDeclSyntax) { contexts.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, .enum) }
    override func visitPost(_ node: EnumDeclSyntax) { contexts.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, .protocol) }
    override func visitPost(_ node: ProtocolDeclSyntax) { contexts.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name, .actor) }
    override func visitPost(_ node: ActorDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .typealias)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Code inside `extension A.B` belongs to A.B; the extended type itself is recorded as a reference below.
        contexts.append(Self.dottedName(node.extendedType) ?? node.extendedType.trimmedDescription)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { contexts.removeLast() }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name {
            let (line, column) = lines.location(of: module.positionAfterSkippingLeadingTrivia.utf8Offset)
            facts.imports.append(FileFacts.Import(module: module.text, line: line, column: column))
        }
        return .skipChildren
    }

    private func enter(_ name: TokenSyntax, _ kind: TypeKind) -> SyntaxVisitorContinueKind {
        let qualified = declare(name, kind)
        contexts.append(qualified)
        return .visitChildren
    }

    @discardableResult
    private func declare(_ name: TokenSyntax, _ kind: TypeKind) -> String {
        let qualified = contexts.last.map { "\($0).\(name.text)" } ?? name.text
        let (line, column) = lines.location(of: name.positionAfterSkippingLeadingTrivia.utf8Offset)
        facts.declarations.append(FileFacts.Declaration(name: qualified, kind: kind, line: line, column: column))
        return qualified
    }

    // MARK: References

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // The base of `A.B` is recorded with the whole member type.
        if let member = node.parent?.as(MemberTypeSyntax.self), member.baseType.id == node.id { return .visitChildren }
        record(node.name.text, at: node.name)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let outer = node.parent?.as(MemberTypeSyntax.self), outer.baseType.id == node.id { return .visitChildren }
        if let name = Self.dottedName(TypeSyntax(node)), let first = Self.innermostBase(node) {
            record(name, at: first.name)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // In expressions only upper-case names can be types (`Article(...)`, `Article.preview`, `Route.detail`);
        // the many lower-case variable references are dropped right here.
        let token = node.baseName
        var name = token.text
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), name != "Self" else {
            return .visitChildren
        }
        var current = Syntax(node)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
            name += "." + access.declName.baseName.text
            current = Syntax(access)
        }
        record(name, at: token)
        return .visitChildren
    }

    private func record(_ name: String, at token: TokenSyntax) {
        let (line, column) = lines.location(of: token.positionAfterSkippingLeadingTrivia.utf8Offset)
        facts.references.append(FileFacts.Reference(context: contexts.last, name: name, line: line, column: column))
    }

    /// `A.B.C` for a chain of member types over an identifier; nil for anything else (`[A]`, `A?`, …).
    static func dottedName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self), let base = dottedName(member.baseType) { return "\(base).\(member.name.text)" }
        return nil
    }

    private static func innermostBase(_ node: MemberTypeSyntax) -> IdentifierTypeSyntax? {
        var current = node.baseType
        while let member = current.as(MemberTypeSyntax.self) { current = member.baseType }
        return current.as(IdentifierTypeSyntax.self)
    }
}
