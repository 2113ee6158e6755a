import Foundation
@_spi(RawSyntax) import SwiftSyntax

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
struct FactsCollector {
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
