import Foundation
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
    static let maximumNesting = 256

    enum Extraction {
        case facts(FileFacts)
        /// Nested more than `maximumNesting` levels deep (see `NestingScan`) at this line and column:
        /// refused rather than parsed (the parser could overflow the stack) or half-checked (it stops at its limit).
        case tooDeep(line: Int, column: Int)
    }

    /// Parses `source` and walks the tree once, unless the file nests too deeply to parse safely and completely.
    static func extract(from source: UnsafeBufferPointer<UInt8>) -> Extraction {
        let lines = LineTable(source)
        if let offset = NestingScan.firstTooDeep(in: source, limit: maximumNesting) {
            let (line, column) = lines.location(of: offset)
            return .tooDeep(line: line, column: column)
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
            result[line] = IgnoreComment(after: text[range.upperBound...], column: column)
        }
        return result
    }
}

/// Byte offset → 1-based line and column (columns in Unicode scalars, like the rest of scaffold's diagnostics),
/// in O(log lines) whatever the length of the line: a file may hold 100,000 references on one line.
struct LineTable {
    private let source: UnsafeBufferPointer<UInt8>
    private var starts: [Int] = [0]
    /// The scalars in `source[0 ..< k * blockSize]` at `k`; empty when the file is ASCII, where a column
    /// is a distance in bytes.
    private var scalarsBeforeBlock: [Int] = []
    private static let blockShift = 6

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        guard let base = source.baseAddress, !source.isEmpty else { return }
        // This runs over every byte of every file: newlines by memchr (vectorized in libc; a line is some thirty bytes),
        // non-ASCII by the high bits of thirty-two bytes at a time.
        starts.reserveCapacity(source.count / 32 + 1)
        var position = 0
        while position < source.count, let found = memchr(base + position, Int32(UInt8(ascii: "\n")), source.count - position) {
            position = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            starts.append(position)
        }
        let raw = UnsafeRawPointer(base)
        let highs: UInt64 = 0x8080_8080_8080_8080
        var seen: UInt64 = 0
        var index = 0
        while index + 32 <= source.count {
            seen |=
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            index += 32
        }
        var ascii = seen & highs == 0
        while index < source.count {
            ascii = ascii && source[index] < 0x80
            index += 1
        }
        guard !ascii else { return }
        // Every byte that is not a UTF-8 continuation byte (10xxxxxx) starts a scalar; eight bytes at a time, a
        // continuation byte being one whose top bit is set and whose next bit (shifted into the top one) is not.
        let blockSize = 1 << Self.blockShift
        scalarsBeforeBlock.reserveCapacity(source.count / blockSize + 1)
        var scalars = 0
        index = 0
        while index + 8 <= source.count {
            if index & (blockSize - 1) == 0 { scalarsBeforeBlock.append(scalars) }
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            scalars += 8 - (word & ~(word << 1) & highs).nonzeroBitCount
            index += 8
        }
        while index < source.count {
            if index & (blockSize - 1) == 0 { scalarsBeforeBlock.append(scalars) }
            if source[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        scalarsBeforeBlock.append(scalars)
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 0
        return location(of: offset, near: &line)
    }

    /// As `location(of:)`, looking first at the line index `line` (the previous answer's, which it is set to): a
    /// walk asks in order, so most answers are on the same line or the one before.
    func location(of offset: Int, near line: inout Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), source.count)
        var low = min(max(line, 0), starts.count - 1)
        if starts[low] > offset && low > 0 && starts[low - 1] <= offset {
            low -= 1
        } else if starts[low] > offset || (low + 1 < starts.count && starts[low + 1] <= offset) {
            low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
        }
        line = low
        let start = starts[low]
        guard !scalarsBeforeBlock.isEmpty else { return (low + 1, offset - start + 1) }
        // Most lines are short: their scalars are counted directly; a long one by its blocks.
        let column = offset - start < 256 ? scalars(from: start, to: offset) + 1 : scalars(before: offset) - scalars(before: start) + 1
        return (low + 1, column)
    }

    /// The scalars in `source[start..<end]`, eight bytes at a time (see `init`).
    private func scalars(from start: Int, to end: Int) -> Int {
        guard let base = source.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let highs: UInt64 = 0x8080_8080_8080_8080
        var count = 0, index = start
        while index + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            count += 8 - (word & ~(word << 1) & highs).nonzeroBitCount
            index += 8
        }
        while index < end {
            if base[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The scalars in `source[..<offset]`: a block's count, plus at most a block's bytes.
    private func scalars(before offset: Int) -> Int {
        let block = offset >> Self.blockShift
        var count = scalarsBeforeBlock[block]
        for index in (block << Self.blockShift)..<offset where source[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Whether `needle` occurs in the file: memchr for its rarest-looking byte (a ':' if it has one, as
    /// `scaffold:ignore` has), then a comparison. This runs over every file.
    func contains(_ needle: [UInt8]) -> Bool {
        guard let base = source.baseAddress, !needle.isEmpty, needle.count <= source.count else { return false }
        let anchor = needle.firstIndex(of: UInt8(ascii: ":")) ?? 0
        // Where the anchor byte can be: the needle must fit before and after it.
        var position = anchor
        let last = source.count - needle.count + anchor
        while position <= last, let found = memchr(base + position, Int32(needle[anchor]), last - position + 1) {
            let start = UnsafeRawPointer(found) - UnsafeRawPointer(base) - anchor
            if source[start..<start + needle.count].elementsEqual(needle) { return true }
            position = start + anchor + 1
        }
        return false
    }
}

/// Walks the tree at the raw level (swift-syntax's `RawSyntax` SPI) rather than with a `SyntaxVisitor`:
/// a visitor materializes a node for every child, token included, which costs about a fifth of the parse
/// itself; the raw walk costs little, and `check` has to stay within 1.25× of parsing (docs/performance.md).
/// Positions are not summed while descending (that is a call per child): a token's offset is where its text
/// lies in the parser's copy of the source. The walk recurses (a call costs less than pushing and popping a step)
/// down to `recursionLimit`, and below it goes on with a stack of its own (member chains
/// `a.b.c…` nest as deep as they are long). Steps hold plain values: names go to a side array, so that no step
/// copies a string. A node's children are walked last first, in both.
///
/// Names the file itself scopes are settled here: a reference whose first component is a generic parameter,
/// an associated type or a local type in scope is not recorded, and types declared inside a function or
/// closure body are not declarations of the project (docs/ARCHITECTURE.md#check).
private struct FactsCollector {
    /// Where the parser's copy of the source starts, whose addresses the tokens' texts are in.
    let copy: UnsafePointer<UInt8>?
    let lines: LineTable
    /// The line of the last location asked for: the next one is most often on it or near it.
    private var line = 0
    /// Enclosing types and extensions, innermost last, whether each is file-private, and its number.
    var contexts: [(name: String, isPrivate: Bool, number: Int32)] = []
    /// Each context's number by its qualified name, from 1 (file scope is 0): the referenced names are kept by number.
    private var contextNumbers: [String: Int32] = [:]
    var facts = FileFacts()
    private var referencedNames = ReferencedNameTable()
    /// Names in scope that are not project types (generic parameters, associated types, local types), innermost last:
    /// a few at a time, compared by their bytes.
    private var shadowed: [[UInt8]] = []
    /// Function, closure and accessor bodies entered: types declared there are local.
    private var localDepth = 0
    /// The type alias whose definition is being walked: the names recorded there are its targets too.
    private var alias = -1

    /// What visiting a node leaves to do: walk its children (or not), then undo what the node set up for them.
    private struct Step {
        var descends = true
        /// The child that completes the dotted name `names[pending]` (see `visit`), and a child left out.
        var target: RawSyntax.ID?
        var pending: Int32 = -1
        var skipped: RawSyntax.ID?
        /// An extension's extended type, walked before the children in the enclosing context, and the context the
        /// children are in (`names[context]`).
        var extended: RawSyntax?
        var context: (name: Int32, isPrivate: Bool) = (-1, false)
        var leaving = Leaving()

        static let leaf = Step(descends: false)
    }

    /// What a node undoes once its children are walked.
    private struct Leaving {
        /// Ends the shadowing of the last `shadowed` names shadowed.
        var shadowed: Int32 = 0
        /// The alias being walked before this one, or -1.
        var previousAlias: Int32 = -1
        var leavesAlias = false
        var leavesContext = false
        var leavesLocal = false
    }

    /// The explicit stack below `recursionLimit`: what is left to do, last first, of plain values (`RawSyntax` is a pointer).
    private enum Work {
        /// A node, its kind, and the index in `names` of the dotted name it completes (see `visit`), or -1.
        case node(RawSyntax, kind: SyntaxKind, pending: Int32)
        /// The context named `names[name]`.
        case enterContext(name: Int32, isPrivate: Bool)
        case leave(Leaving)
    }

    /// How deep the walk recurses before it goes on with an explicit stack: trees are rarely a hundred levels deep,
    /// but member chains `a.b.c…` nest as deep as they are long.
    private static let recursionLimit = 256

    /// The strings the steps refer to by index; dropped when the walk ends.
    private var names: [String] = []

    init(copy: UnsafePointer<UInt8>?, lines: LineTable) {
        self.copy = copy
        self.lines = lines
    }

    mutating func collect(_ root: RawSyntax) {
        walk(root, kind: root.kind, pending: -1, depth: 0)
        facts.referencedNames = referencedNames.names
    }

    /// Visits `raw`, then its children last first, recursing: a call costs less than a push and a pop.
    /// `kind` is `raw.kind`, read once by the caller (a call into SwiftSyntax per node).
    private mutating func walk(_ raw: RawSyntax, kind: SyntaxKind, pending: Int32, depth: Int) {
        let step = visit(raw, kind: kind, pending: pending)
        guard step.descends else { return }
        if let extended = step.extended {
            walk(extended, kind: extended.kind, pending: -1, depth: depth + 1)
            enterContext(names[Int(step.context.name)], isPrivate: step.context.isPrivate)
        }
        if let layout = raw.layoutView {
            let children = layout.children
            var index = children.endIndex
            while index > children.startIndex {
                index -= 1
                guard let child = children[index] else { continue }
                let kind = child.kind
                guard kind != .token else { continue }
                // Identifiers are compared only where a child is skipped or named: this runs for every node of every tree.
                var pending: Int32 = -1
                if step.skipped != nil || step.target != nil {
                    if child.id == step.skipped { continue }
                    if child.id == step.target { pending = step.pending }
                }
                if depth < Self.recursionLimit {
                    walk(child, kind: kind, pending: pending, depth: depth + 1)
                } else {
                    walkOnStack(child, kind: kind, pending: pending)
                }
            }
        }
        leave(step.leaving)
    }

    /// The same walk as `walk` (the same order), on an explicit stack: for subtrees below `recursionLimit`.
    private mutating func walkOnStack(_ root: RawSyntax, kind: SyntaxKind, pending: Int32) {
        var work: [Work] = [.node(root, kind: kind, pending: pending)]
        while let next = work.popLast() {
            switch next {
            case .node(let raw, let kind, let pending):
                let step = visit(raw, kind: kind, pending: pending)
                guard step.descends else { continue }
                work.append(.leave(step.leaving))
                if let layout = raw.layoutView {
                    for child in layout.children {
                        guard let child, child.id != step.skipped else { continue }
                        let kind = child.kind
                        guard kind != .token else { continue }
                        work.append(.node(child, kind: kind, pending: child.id == step.target ? step.pending : -1))
                    }
                }
                if let extended = step.extended {
                    work.append(.enterContext(name: step.context.name, isPrivate: step.context.isPrivate))
                    work.append(.node(extended, kind: extended.kind, pending: -1))
                }
            case .enterContext(let name, let isPrivate): enterContext(names[Int(name)], isPrivate: isPrivate)
            case .leave(let leaving): leave(leaving)
            }
        }
    }

    @inline(__always)
    private mutating func leave(_ leaving: Leaving) {
        if leaving.shadowed > 0 { shadowed.removeLast(Int(leaving.shadowed)) }
        if leaving.leavesContext { contexts.removeLast() }
        if leaving.leavesAlias { alias = Int(leaving.previousAlias) }
        if leaving.leavesLocal { localDepth -= 1 }
    }

    private mutating func enterContext(_ name: String, isPrivate: Bool) {
        let number: Int32
        if let known = contextNumbers[name] {
            number = known
        } else {
            number = Int32(contextNumbers.count + 1)
            contextNumbers[name] = number
        }
        contexts.append((name, isPrivate, number))
    }

    /// Collects what `raw` itself says, and sets up what its children are walked in.
    /// `names[pending]` is the whole `A.B.C` when `raw` is the innermost base of a member type or member access chain
    /// (else `pending` is -1): the chain is recorded once, at `A`. The name is looked up only where a chain can end.
    @inline(__always)
    private mutating func visit(_ raw: RawSyntax, kind: SyntaxKind, pending index: Int32) -> Step {
        var step = Step()
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl:
            guard let (name, kind) = Self.nominal(raw) else { break }
            let parameters = Self.typeParameters(of: raw)
            guard localDepth == 0 else {
                // A local type: its name is shadowed where it is visible (see `.codeBlockItemList`), and so are
                // the types declared in it; code inside belongs to the enclosing context.
                step.leaving.shadowed = shadow(parameters + Self.memberTypeNames(of: raw))
                return step
            }
            let isPrivate = Self.isFilePrivate(raw) || contexts.last?.isPrivate == true
            step.leaving.shadowed = shadow(parameters)
            let qualified = declare(name, kind, in: raw, isPrivate: isPrivate, parameters: parameters, inherits: Self.inheritedNames(of: raw))
            enterContext(qualified, isPrivate: isPrivate)
            step.leaving.leavesContext = true
        case .extensionDecl:
            // Code inside `extension A.B` belongs to A.B. The extended type itself is a reference of the enclosing
            // context, which is in the file's layer: a View file that writes `extension APIClient` depends on APIClient.
            guard let extended = RawExtensionDeclSyntax(raw)?.extendedType else { break }
            let name = Self.dottedName(extended) ?? extended.raw.description.trimmingCharacters(in: .whitespacesAndNewlines)
            facts.extensions.append(FileFacts.Extension(name: name, inherits: Self.inheritedNames(of: raw)))
            // The extended type outside the extension, then the rest inside it.
            step.extended = extended.raw
            step.skipped = extended.raw.id
            step.context = (keep(name), Self.isFilePrivate(raw))
            step.leaving.leavesContext = true
        case .macroExpansionDecl, .macroExpansionExpr:
            // `#Preview { … }` is the canvas's composition root: what it builds a view with (preview services, a
            // builder) is not a dependency of the file's layer, as the app's composition root is not.
            if Self.isPreview(raw) { return .leaf }
        case .typeAliasDecl:
            step.leaving.shadowed = shadow(Self.genericParameters(of: raw))
            if localDepth == 0, let name = RawTypeAliasDeclSyntax(raw)?.name {
                declare(name, .typealias, in: raw, isPrivate: Self.isFilePrivate(raw) || contexts.last?.isPrivate == true)
                step.leaving.previousAlias = Int32(alias)
                step.leaving.leavesAlias = true
                alias = facts.declarations.count - 1
            }
        case .functionDecl, .initializerDecl, .subscriptDecl, .macroDecl:
            step.leaving.shadowed = shadow(Self.genericParameters(of: raw))
        case .codeBlock, .closureExpr, .accessorBlock:
            localDepth += 1
            step.leaving.leavesLocal = true
        case .codeBlockItemList:
            // A body's statements: its local types are visible throughout it.
            if localDepth > 0 { step.leaving.shadowed = shadow(Self.localTypeNames(in: raw)) }
        case .importDecl:
            if let path = RawImportDeclSyntax(raw)?.path, let first = path.elements.first {
                let (line, column) = location(of: first.name, in: first.raw)
                facts.imports.append(
                    FileFacts.Import(module: String(syntaxText: first.name.tokenText), line: line, column: column, isExported: Self.isExported(raw)))
            }
            return .leaf
        case .identifierType:
            guard let name = RawIdentifierTypeSyntax(raw)?.name else { break }
            if index >= 0 { record(names[Int(index)], token: name, in: raw) } else { record(name.tokenText, token: name, in: raw) }
        case .memberType:
            guard let member = RawMemberTypeSyntax(raw) else { break }
            pass(index >= 0 ? names[Int(index)] : Self.dottedName(RawTypeSyntax(member)), to: member.baseType.raw, in: &step)
        case .declReferenceExpr:
            // In expressions only upper-case names can be types (`Article(...)`, `Article.preview`, `Route.detail`).
            guard let name = RawDeclReferenceExprSyntax(raw)?.baseName else { break }
            if index >= 0 {
                record(names[Int(index)], token: name, in: raw)
            } else if Self.isTypeLike(name.tokenText) {
                record(name.tokenText, token: name, in: raw)
            }
            // The rest is names (a module selector, argument labels): nothing else to collect.
            return .leaf
        case .stringSegment, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .identifierPattern, .declModifier:
            // Tokens only (and in broken code the text SwiftParser could not place): nothing to collect. These are many
            // of a tree's nodes, and this walk's cost is per node.
            return .leaf
        case .memberAccessExpr:
            // Member names are not references themselves: `.detail`, or `B` and `c` in `A.B.c`.
            guard let access = RawMemberAccessExprSyntax(raw) else { break }
            pass(index >= 0 ? names[Int(index)] : Self.dottedAccess(access), to: access.base?.raw, in: &step)
            step.skipped = access.declName.raw.id
        default:
            break
        }
        return step
    }

    /// Hands the dotted name `name` to the child `target`, which completes it.
    private mutating func pass(_ name: String?, to target: RawSyntax?, in step: inout Step) {
        guard let name, let target else { return }
        step.target = target.id
        step.pending = keep(name)
    }

    /// Keeps `name` for the step that refers to it by index.
    private mutating func keep(_ name: String) -> Int32 {
        names.append(name)
        return Int32(names.count - 1)
    }

    /// Shadows `names` until the node being visited is left (undo the returned count then).
    private mutating func shadow(_ shadowing: [String]) -> Int32 {
        for name in shadowing { shadowed.append(Array(name.utf8)) }
        return Int32(shadowing.count)
    }

    /// Whether `head`, a name's first component, is shadowed.
    private func isShadowed(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        shadowed.contains { name in
            name.count == head.count && (head.isEmpty || name.withUnsafeBufferPointer { memcmp($0.baseAddress!, head.baseAddress!, head.count) == 0 })
        }
    }

    @discardableResult
    private mutating func declare(
        _ name: RawTokenSyntax, _ kind: TypeKind, in parent: RawSyntax, isPrivate: Bool, parameters: [String] = [], inherits: [String] = []
    ) -> String {
        let text = String(syntaxText: name.tokenText)
        let qualified = contexts.last.map { "\($0.name).\(text)" } ?? text
        let (line, column) = location(of: name, in: parent)
        facts.declarations.append(
            FileFacts.Declaration(
                name: qualified, kind: kind, line: line, column: column, isFilePrivate: isPrivate, parameters: parameters, inherits: inherits))
        return qualified
    }

    /// Records the name `text` (the text of `token`, or a dotted name starting with it) where `token` is written.
    private mutating func record(_ text: UnsafeBufferPointer<UInt8>, token: RawTokenSyntax, in parent: RawSyntax) {
        if !shadowed.isEmpty {
            let head = text.firstIndex(of: UInt8(ascii: ".")).map { UnsafeBufferPointer(rebasing: text[..<$0]) } ?? text
            if isShadowed(head) { return }
        }
        let context = contexts.last
        let name = referencedNames.index(of: text, context: context?.number ?? 0, named: context?.name)
        let (line, column) = location(of: token, in: parent)
        facts.references.append(FileFacts.Reference(name: name, line: line, column: column))
        if alias >= 0 { facts.declarations[alias].aliased.append(referencedNames.names[name].name) }
    }

    private mutating func record(_ text: SyntaxText, token: RawTokenSyntax, in parent: RawSyntax) {
        record(UnsafeBufferPointer(start: text.baseAddress, count: text.count), token: token, in: parent)
    }

    private mutating func record(_ name: String, token: RawTokenSyntax, in parent: RawSyntax) {
        var name = name
        name.withUTF8 { record($0, token: token, in: parent) }
    }

    private mutating func location(of token: RawTokenSyntax, in parent: RawSyntax) -> (line: Int, column: Int) {
        lines.location(of: offset(of: token, in: parent), near: &line)
    }

    /// Where the text of `token`, a child of `parent`, starts in the source.
    private func offset(of token: RawTokenSyntax, in parent: RawSyntax) -> Int {
        if let offset = textOffset(of: token.raw) { return offset }
        // A token the parser inserted (the name in `class {`) is in no source: it stands where the source goes on,
        // after its siblings before it.
        guard let layout = parent.layoutView, var position = start(of: parent) else { return 0 }
        for child in layout.children {
            guard let child else { continue }
            if child.id == token.raw.id { break }
            position += child.byteLength
        }
        return position
    }

    /// Where a token's text is in the source: nil for a token the parser inserted.
    private func textOffset(of token: RawSyntax) -> Int? {
        guard let view = token.tokenView, view.presence == .present, let start = view.rawText.baseAddress, let copy else {
            return nil
        }
        return start - copy
    }

    /// Where `node` starts (its first token's leading trivia included): nil when it holds no text.
    private func start(of node: RawSyntax) -> Int? {
        guard node.byteLength > 0 else { return nil }
        guard let layout = node.layoutView else { return textOffset(of: node).map { $0 - (node.tokenView?.leadingTriviaByteLength ?? 0) } }
        for child in layout.children {
            if let child, let start = start(of: child) { return start }
        }
        return nil
    }

    /// The first child of `raw` of this kind.
    private static func child(of raw: RawSyntax, kind: SyntaxKind) -> RawSyntax? {
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children { if let child, child.kind == kind { return child } }
        return nil
    }

    /// `private` or `fileprivate` among the declaration's modifiers.
    private static func isFilePrivate(_ raw: RawSyntax) -> Bool {
        guard let modifiers = child(of: raw, kind: .declModifierList).flatMap(RawDeclModifierListSyntax.init) else { return false }
        return modifiers.elements.contains { $0.name.tokenText == "private" || $0.name.tokenText == "fileprivate" }
    }

    /// `@_exported` among an import's attributes.
    private static func isExported(_ raw: RawSyntax) -> Bool {
        guard let attributes = RawImportDeclSyntax(raw)?.attributes else { return false }
        return attributes.elements.contains { element in
            guard let attribute = RawAttributeSyntax(element), let name = RawIdentifierTypeSyntax(attribute.attributeName)?.name else { return false }
            return name.tokenText == "_exported"
        }
    }

    /// The dotted names of a type's or extension's inheritance clause (`: Repository, Sendable`).
    private static func inheritedNames(of raw: RawSyntax) -> [String] {
        guard let clause = child(of: raw, kind: .inheritanceClause).flatMap(RawInheritanceClauseSyntax.init) else { return [] }
        return clause.inheritedTypes.elements.compactMap { dottedName($0.type) }
    }

    private static func genericParameters(of raw: RawSyntax) -> [String] {
        guard let clause = child(of: raw, kind: .genericParameterClause).flatMap(RawGenericParameterClauseSyntax.init) else { return [] }
        return clause.parameters.elements.map { String(syntaxText: $0.name.tokenText) }
    }

    /// A type's generic parameters, or a protocol's associated types.
    private static func typeParameters(of raw: RawSyntax) -> [String] {
        guard raw.kind == .protocolDecl else { return genericParameters(of: raw) }
        return members(of: raw).compactMap { RawAssociatedTypeDeclSyntax($0)?.name }.map { String(syntaxText: $0.tokenText) }
    }

    private static func members(of raw: RawSyntax) -> [RawSyntax] {
        guard let block = child(of: raw, kind: .memberBlock).flatMap(RawMemberBlockSyntax.init) else { return [] }
        return block.members.elements.map(\.decl.raw)
    }

    /// The name of a type or type alias declaration.
    private static func typeName(_ raw: RawSyntax) -> String? {
        (nominal(raw)?.0 ?? RawTypeAliasDeclSyntax(raw)?.name).map { String(syntaxText: $0.tokenText) }
    }

    private static func memberTypeNames(of raw: RawSyntax) -> [String] {
        members(of: raw).compactMap(typeName)
    }

    /// The types a body declares among its statements. This runs for every body: it builds no array of them,
    /// and looks at a statement's name only if the statement is a type.
    private static func localTypeNames(in raw: RawSyntax) -> [String] {
        guard let layout = raw.layoutView else { return [] }
        var names: [String] = []
        for child in layout.children {
            guard let child, let item = RawCodeBlockItemSyntax(child)?.item.raw else { continue }
            switch item.kind {
            case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl, .typeAliasDecl:
                if let name = typeName(item) { names.append(name) }
            default: continue
            }
        }
        return names
    }

    private static func nominal(_ raw: RawSyntax) -> (RawTokenSyntax, TypeKind)? {
        switch raw.kind {
        case .classDecl: RawClassDeclSyntax(raw).map { ($0.name, .class) }
        case .structDecl: RawStructDeclSyntax(raw).map { ($0.name, .struct) }
        case .enumDecl: RawEnumDeclSyntax(raw).map { ($0.name, .enum) }
        case .protocolDecl: RawProtocolDeclSyntax(raw).map { ($0.name, .protocol) }
        case .actorDecl: RawActorDeclSyntax(raw).map { ($0.name, .actor) }
        default: nil
        }
    }

    private static func isPreview(_ raw: RawSyntax) -> Bool {
        let name = RawMacroExpansionDeclSyntax(raw)?.macroName ?? RawMacroExpansionExprSyntax(raw)?.macroName
        return name?.tokenText == "Preview"
    }

    private static func isTypeLike(_ text: SyntaxText) -> Bool {
        guard let first = text.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return text != "Self"
    }

    /// `A.B.C` for a chain of member types over an identifier; nil for anything else (`[A]`, `A?`, …).
    static func dottedName(_ type: RawTypeSyntax) -> String? {
        // Most are one name (`: View`, `extension Article`): no array and no join for them.
        if let identifier = RawIdentifierTypeSyntax(type) { return String(syntaxText: identifier.name.tokenText) }
        var names: [String] = []
        var current = type
        while let member = RawMemberTypeSyntax(current) {
            names.append(String(syntaxText: member.name.tokenText))
            current = member.baseType
        }
        guard let identifier = RawIdentifierTypeSyntax(current) else { return nil }
        names.append(String(syntaxText: identifier.name.tokenText))
        return names.reversed().joined(separator: ".")
    }

    /// `A.b` or `A.B.c` when the chain starts at an upper-case name; nil otherwise (`self.x`, `.case`).
    private static func dottedAccess(_ access: RawMemberAccessExprSyntax) -> String? {
        // The chain's base first, building no name: most chains start at a value (`self.items`, `view.frame`).
        var innermost = access.base
        while let current = innermost, let inner = RawMemberAccessExprSyntax(current) { innermost = inner.base }
        guard let innermost, let head = RawDeclReferenceExprSyntax(innermost), isTypeLike(head.baseName.tokenText) else { return nil }
        // Most are `Type.member`: no array and no join for them.
        if access.base?.raw.id == innermost.raw.id {
            return String(syntaxText: head.baseName.tokenText) + "." + String(syntaxText: access.declName.baseName.tokenText)
        }
        // Longer chains: the names innermost last, joined in one string from the head.
        var names = [access.declName.baseName.tokenText]
        var base = access.base
        while let current = base, let inner = RawMemberAccessExprSyntax(current) {
            names.append(inner.declName.baseName.tokenText)
            base = inner.base
        }
        var dotted = String(syntaxText: head.baseName.tokenText)
        for name in names.reversed() {
            dotted += "."
            dotted += String(syntaxText: name)
        }
        return dotted
    }
}
