import Foundation
import ScaffoldProject
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// What `check` needs of one Swift file, extracted right after parsing so the tree can be dropped.
struct FileFacts: Sendable {
    struct Declaration: Sendable {
        /// Qualified by its enclosing types: `NewsListViewModel.Route`.
        var name: String
        var kind: TypeKind
        var line: Int
        var column: Int
        /// `private` or `fileprivate`, itself or through an enclosing type or extension: visible in its file only.
        var isFilePrivate = false
        /// Its generic parameters, or a protocol's associated types: inside the type and its extensions
        /// (in any file) these names are the parameters, never a project type.
        var parameters: [String] = []
        /// The types its inheritance clause names, dotted as written: the protocols whose associated types it sees.
        var inherits: [String] = []
        /// A type alias's definition: the type names it writes, dotted, resolved where the alias is declared.
        var aliased: [String] = []
    }

    /// `extension A.B: P, Q`: code inside belongs to the extended type's layer; `P` and `Q` give it their associated types.
    struct Extension: Sendable {
        /// The extended type as written.
        var name: String
        var inherits: [String] = []
    }

    /// A name that may be a type — in a type position, or an upper-case name in an expression (initializer call,
    /// static member access) — as written in one context; resolved later against the declared types, once however
    /// often the file writes it there.
    struct ReferencedName: Sendable {
        /// The qualified name of the innermost enclosing type or extension; nil at file scope.
        var context: String?
        /// Dotted as written: `Article`, `NewsListViewModel.Route`, `Article.preview` (member access included).
        var name: String
    }

    /// A place where a name is written: `referencedNames[name]`.
    struct Reference: Sendable {
        var name: Int
        var line: Int
        var column: Int
    }

    struct Import: Sendable {
        var module: String
        var line: Int
        var column: Int
        /// `@_exported import`: a file importing this file's module sees `module` too.
        var isExported = false
    }

    var declarations: [Declaration] = []
    /// Each name once per context, in the order first written.
    var referencedNames: [ReferencedName] = []
    /// Every place a referenced name is written, in the order the walk finds them (see `FactsCollector`).
    var references: [Reference] = []
    var imports: [Import] = []
    /// The extensions in the file, in order.
    var extensions: [Extension] = []
    /// `// scaffold:ignore rule-id … -- reason` by line (see `IgnoreComment`).
    var ignores: [Int: IgnoreComment] = [:]

    static let ignoreMarker = "scaffold:ignore"

    /// SwiftParser's own limit in release builds; set explicitly so that debug builds (tests) parse the same.
    static let maximumNesting = NestingScan.parserLimit

    enum Extraction {
        case facts(FileFacts)
        /// Nested more than `maximumNesting` levels deep (see `NestingScan`) at this line and column:
        /// refused rather than parsed (the parser could overflow the stack) or half-checked (it stops at its limit).
        case tooDeep(line: Int, column: Int)
        /// Opens so many `[` inside one another here that SwiftParser would take too long (see
        /// `NestingScan.bracketBudget`): refused rather than parsed.
        case tooSlow(line: Int, column: Int)
    }

    /// Parses `source` and walks the tree once, unless the file nests too deeply to parse safely and completely.
    static func extract(from source: UnsafeBufferPointer<UInt8>) -> Extraction {
        let lines = LineTable(source)
        switch NestingScan.firstRefusal(in: source, limit: maximumNesting) {
        case .tooDeep(let offset):
            let (line, column) = lines.location(of: offset)
            return .tooDeep(line: line, column: column)
        case .tooSlow(let offset):
            let (line, column) = lines.location(of: offset)
            return .tooSlow(line: line, column: column)
        case nil:
            break
        }
        let tree = Parser.parse(source: source, maximumNestingLevel: maximumNesting)
        // The scan counts as SwiftParser does, but SwiftParser also keeps counting generic arguments and
        // brackets it gave up on (in broken code): past its limit it stops, and the rest would go unchecked.
        if tree.hasMaximumNestingLevelOverflow {
            let (line, column) = lines.location(of: overflowOffset(in: Syntax(tree)))
            return .tooDeep(line: line, column: column)
        }
        var collector = FactsCollector(copy: sourceCopy(of: tree, count: source.count), lines: lines)
        // About one reference in every hundred bytes of code: reserved, rather than grown from nothing in every file.
        collector.facts.references.reserveCapacity(source.count / 128)
        collector.collect(tree.raw)
        var facts = collector.facts
        // Trivia is only walked when the marker occurs at all: most files have none.
        if lines.contains(Array(ignoreMarker.utf8)) {
            facts.ignores = ignoreComments(in: tree, lines: lines)
        }
        return .facts(facts)
    }

    /// Where the parser's copy of the source starts, which the tokens' texts point into: the end-of-file token's
    /// text (empty) is at the end. Nil if the tree does not cover the source as it always does.
    private static func sourceCopy(of tree: SourceFileSyntax, count: Int) -> UnsafePointer<UInt8>? {
        guard tree.raw.byteLength == count, let end = RawSourceFileSyntax(tree.raw)?.endOfFileToken.tokenView,
            end.presence == .present, end.trailingTriviaByteLength == 0, let address = end.rawText.baseAddress
        else { return nil }
        return address - count
    }

    /// Where the parser stopped at its nesting limit: the first token it left unparsed.
    private static func overflowOffset(in root: Syntax) -> Int {
        var node = root
        while let child = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) { node = child }
        return node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    private static func ignoreComments(in tree: SourceFileSyntax, lines: LineTable) -> [Int: IgnoreComment] {
        var result: [Int: IgnoreComment] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia { record(piece, at: offset); offset += piece.sourceLength.utf8Length }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia { record(piece, at: offset); offset += piece.sourceLength.utf8Length }
        }
        func record(_ piece: TriviaPiece, at offset: Int) {
            guard case .lineComment(let text) = piece, let range = text.range(of: ignoreMarker) else { return }
            let (line, column) = lines.location(of: offset)
            // One line comment per line: it runs to the end of the line.
            result[line] = IgnoreComment(after: text[range.upperBound...], column: column, standsAlone: lines.onlyBlanks(before: offset))
        }
        return result
    }
}
