import ScaffoldDiagnostics
import ScaffoldSpec
import SwiftParser
import SwiftSyntax

/// A dependency of a target: `"Models"` (a target of the same package) or `.product(name: "Models", package: "Models")`.
public enum TargetDependency: Sendable, Hashable, Comparable {
    case target(String)
    case product(name: String, package: String)
}

/// A package-level dependency: `.package(path: "../Models")` or `.package(url: "https://…", from: "1.2.0")`.
public enum PackageDependency: Sendable, Hashable {
    case path(String)
    case url(String, from: String)
}

/// A generated module and its tests, as targets of an existing package.
public struct TargetAddition: Sendable, Hashable {
    public var name: String
    /// Sources, relative to the manifest's folder, e.g. `Sources/Features/Feed`.
    public var path: String
    public var dependencies: [TargetDependency]
    public var testName: String
    public var testPath: String
    /// The module itself plus what the tests need.
    public var testDependencies: [TargetDependency]
    public var packageDependencies: [PackageDependency]

    public init(
        name: String, path: String, dependencies: [TargetDependency], testName: String, testPath: String, testDependencies: [TargetDependency],
        packageDependencies: [PackageDependency]
    ) {
        self.name = name
        self.path = path
        self.dependencies = dependencies
        self.testName = testName
        self.testPath = testPath
        self.testDependencies = testDependencies
        self.packageDependencies = packageDependencies
    }
}

/// Edits an existing Package.swift through its syntax tree: each edit is spliced in at exact byte offsets, so every other byte
/// (comments, formatting, `#if` blocks, code after the `Package(...)` call) stays as it was. New elements go on new lines so
/// that a normal manifest's diff only adds lines.
public enum PackageManifestEditor {
    /// Adds the module's `.target` and `.testTarget` to the literal `targets:` array, a `.library` to a literal `products:` array,
    /// and the package dependencies not declared yet. Throws located errors and changes nothing when the manifest is not one
    /// scaffold can edit safely.
    public static func add(_ addition: TargetAddition, to text: String, file: String) throws(DiagnosticError) -> String {
        let manifest = try PackageManifest(text, file: file)
        let targets = try manifest.targetsArray()
        for name in [addition.name, addition.testName] {
            if let existing = manifest.declarations.first(where: { $0.name == name }) {
                throw manifest.error(
                    "a target named '\(name)' is already declared", at: existing.nameArgument.expression,
                    hint: "choose another module name, or remove the existing target '\(name)' first")
            }
        }
        let target = Render.target("target", name: addition.name, dependencies: addition.dependencies, path: addition.path, omitEmpty: true)
        let test = Render.target("testTarget", name: addition.testName, dependencies: addition.testDependencies, path: addition.testPath, omitEmpty: false)
        var edits = [manifest.insertion(of: [target, test], into: targets.array, argument: targets.argument, inline: false)]
        if let products = manifest.argument("products") {
            guard let array = products.expression.as(ArrayExprSyntax.self) else {
                throw manifest.error(
                    "`products:` is not an array literal, so scaffold cannot add the library '\(addition.name)'", at: products.expression,
                    hint: "write the products as a literal array `products: [...]`, or use a layout that does not edit Package.swift")
            }
            if let existing = array.elements.first(where: { Match.productName($0.expression) == addition.name }) {
                throw manifest.error(
                    "a product named '\(addition.name)' is already declared", at: existing.expression,
                    hint: "choose another module name, or remove the existing product '\(addition.name)' first")
            }
            let library = ".library(name: \(SwiftLiteral.string(addition.name)), targets: [\(SwiftLiteral.string(addition.name))])"
            edits.append(manifest.insertion(of: [library], into: array, argument: products, inline: false))
        }
        edits += try manifest.packageDependencyEdits(addition.packageDependencies, before: targets.argument)
        return try manifest.applying(edits)
    }

    /// Keeps the dependencies of the existing targets `target` and `testTarget` in step with what scaffold wants now: adds each
    /// wanted one that is missing and removes each `previous` one (what scaffold added last time) that is no longer wanted, so
    /// dependencies the user added by hand stay. Adds missing package dependencies like `add`. Unchanged text when nothing changes.
    public static func syncDependencies(
        target: String, wanted: [TargetDependency], previous: [TargetDependency],
        testTarget: String, testWanted: [TargetDependency], testPrevious: [TargetDependency],
        packageDependencies: [PackageDependency], in text: String, file: String
    ) throws(DiagnosticError) -> String {
        let syncs = [
            DependencySync(target: target, wanted: wanted, previous: previous),
            DependencySync(target: testTarget, wanted: testWanted, previous: testPrevious),
        ]
        // Every check and every addition is made on the original text, so errors point into it; additions never touch an
        // element that is to be removed.
        let manifest = try PackageManifest(text, file: file)
        let targets = try manifest.targetsArray()
        var edits: [Edit] = []
        for sync in syncs {
            edits += try manifest.dependencyAdditions(sync, in: targets.array)
        }
        edits += try manifest.packageDependencyEdits(packageDependencies, before: targets.argument)
        var result = try manifest.applying(edits)
        // Removals one at a time, parsing again after each, so that neighbouring removals never overlap.
        while true {
            let current = try PackageManifest(result, file: file)
            let array = try current.targetsArray().array
            var removal: Range<Int>?
            for sync in syncs where removal == nil {
                removal = try current.firstRemoval(sync, in: array)
            }
            guard let removal else { return result }
            result = try current.applying([Edit(range: removal, text: "")])
        }
    }

    /// Names of every target declared in the literal `targets:` array, in order.
    public static func targetNames(in text: String, file: String) throws(DiagnosticError) -> [String] {
        let manifest = try PackageManifest(text, file: file)
        return try manifest.targetsArray().array.elements.compactMap { Match.targetDeclaration($0.expression)?.name }
    }
}

/// Replace the bytes in `range` with `text`.
struct Edit {
    var range: Range<Int>
    var text: String
}

/// What `syncDependencies` does to one target's dependency list.
struct DependencySync {
    var target: String
    var wanted: [TargetDependency]
    var previous: [TargetDependency]

    /// Previous dependencies that are no longer wanted, compared the way SwiftPM does.
    var unwanted: Set<TargetDependency> {
        Set(previous.map(\.identity)).subtracting(wanted.map(\.identity))
    }
}

/// A target declaration: `.target(name: "Feed", ...)` and the other target kinds (also read by `PackageManifestReader`).
struct TargetDeclaration {
    var call: FunctionCallExprSyntax
    var name: String
    var nameArgument: LabeledExprSyntax
}

/// A parsed manifest that has no syntax errors and exactly one `Package(...)` call; the edits it computes are byte ranges of `text`.
/// `PackageManifestReader` reads through it too, so that editing and reading agree on what a manifest declares.
struct PackageManifest {
    let text: String
    let file: String
    let bytes: [UInt8]
    let converter: SourceLocationConverter
    let call: FunctionCallExprSyntax
    /// Target declarations anywhere in the file (also in `package.targets.append(...)`), to refuse duplicate names.
    let declarations: [TargetDeclaration]
    /// `\r\n` when the file uses it, so inserted lines match the others.
    let newline: String

    /// - Parameter reading: for `PackageManifestReader`, whose errors must not speak of editing.
    init(_ text: String, file: String, reading: Bool = false) throws(DiagnosticError) {
        self.text = text
        self.file = file
        let bytes = Array(text.utf8)
        self.bytes = bytes
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        self.converter = converter
        let firstLineFeed = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? 0
        newline = firstLineFeed > 0 && bytes[firstLineFeed - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        if tree.hasError {
            throw Self.error(
                reading ? "the manifest does not parse" : "the manifest does not parse; scaffold edits only a Package.swift without syntax errors",
                at: Self.firstError(in: tree),
                file: file, bytes: bytes, converter: converter,
                hint: "fix the syntax error (`swift package describe` shows it), then run scaffold again")
        }
        let scan = ManifestScan(viewMode: .sourceAccurate)
        scan.walk(tree)
        guard let call = scan.packageCalls.first else {
            throw Self.error(
                "no `Package(...)` call in the manifest", at: tree.position, file: file, bytes: bytes,
                converter: converter, hint: "scaffold adds targets to the `let package = Package(...)` call; check that this is the package's manifest")
        }
        if scan.packageCalls.count > 1 {
            throw Self.error(
                "more than one `Package(...)` call in the manifest", at: scan.packageCalls[1].positionAfterSkippingLeadingTrivia, file: file,
                bytes: bytes, converter: converter,
                hint: "keep a single `Package(...)` call (for example outside `#if`), or add the targets by hand")
        }
        self.call = call
        declarations = scan.declarations
    }

    /// Where the first syntax error is: descend into the first child that has one, down to an unexpected or missing piece.
    private static func firstError(in tree: SourceFileSyntax) -> AbsolutePosition {
        var node = Syntax(tree)
        while !node.is(UnexpectedNodesSyntax.self) && !node.is(TokenSyntax.self),
            let child = node.children(viewMode: .all).first(where: \.hasError)
        {
            node = child
        }
        return node.positionAfterSkippingLeadingTrivia
    }

    // MARK: Errors

    private static func error(
        _ message: String, at position: AbsolutePosition, file: String, bytes: [UInt8], converter: SourceLocationConverter, hint: String
    ) -> DiagnosticError {
        let location = converter.location(for: position)
        // SourceLocationConverter counts UTF-8 bytes; scaffold's columns count Unicode scalars.
        let offset = min(max(position.utf8Offset, 0), bytes.count)
        let lineStart = min(max(offset - (location.column - 1), 0), offset)
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return DiagnosticError([Diagnostic(message, at: SourceLocation(file: file, line: location.line, column: column), hint: hint)])
    }

    func error(_ message: String, at node: some SyntaxProtocol, hint: String) -> DiagnosticError {
        Self.error(message, at: node.positionAfterSkippingLeadingTrivia, file: file, bytes: bytes, converter: converter, hint: hint)
    }

    // MARK: Finding

    /// An argument of the `Package(...)` call.
    func argument(_ label: String) -> LabeledExprSyntax? {
        Match.argument(label, in: call)
    }

    func targetsArray() throws(DiagnosticError) -> (argument: LabeledExprSyntax, array: ArrayExprSyntax) {
        guard let argument = argument("targets") else {
            throw error(
                "the `Package(...)` call has no `targets:` argument", at: call,
                hint: "declare the targets in the call as `targets: [...]`, or add the module's targets by hand")
        }
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
            throw error(
                "`targets:` is not an array literal, so scaffold cannot add to it", at: argument.expression,
                hint: "write the targets as a literal array `targets: [...]` in the `Package(...)` call, or add the module's targets by hand")
        }
        return (argument, array)
    }

    /// The declaration of the target `name` in `targets`.
    func declaration(_ name: String, in targets: ArrayExprSyntax) throws(DiagnosticError) -> TargetDeclaration {
        guard let declaration = targets.elements.lazy.compactMap({ Match.targetDeclaration($0.expression) }).first(where: { $0.name == name }) else {
            throw error(
                "no target named '\(name)' in `targets:`", at: targets,
                hint: "restore the target '\(name)' in Package.swift, or run `scaffold new` to add the module again")
        }
        return declaration
    }

    /// The target's `dependencies:` argument and its literal list; nil when it has no such argument.
    func dependencyList(of declaration: TargetDeclaration) throws(DiagnosticError) -> (argument: LabeledExprSyntax, list: ArrayExprSyntax)? {
        guard let argument = Match.argument("dependencies", in: declaration.call) else { return nil }
        guard let list = argument.expression.as(ArrayExprSyntax.self) else {
            throw error(
                "the dependencies of target '\(declaration.name)' are not an array literal, so scaffold cannot keep them in step", at: argument.expression,
                hint: "write them as a literal array `dependencies: [...]`, or keep the target's dependencies up to date by hand")
        }
        return (argument, list)
    }

    // MARK: Edits

    /// Each wanted dependency the target lacks, added to its list (or in a `dependencies:` argument inserted after `name:`).
    func dependencyAdditions(_ sync: DependencySync, in targets: ArrayExprSyntax) throws(DiagnosticError) -> [Edit] {
        let declaration = try declaration(sync.target, in: targets)
        let existing = try dependencyList(of: declaration)
        var seen = Set((existing?.list.elements ?? []).compactMap { Match.targetDependency($0.expression)?.identity })
        let missing = sync.wanted.filter { seen.insert($0.identity).inserted }.map(\.swift)
        if missing.isEmpty { return [] }
        if let existing {
            return [insertion(of: missing, into: existing.list, argument: existing.argument, inline: true)]
        }
        let rendered = "dependencies: [\(missing.joined(separator: ", "))]"
        let name = declaration.nameArgument
        // On a call laid out one argument a line, a line of its own; otherwise after `name: "…"` on its line.
        if let comma = name.trailingComma, let lineEnd = lineBreakEnds(after: comma).first {
            let indent = indentation(ofLineAt: name.positionAfterSkippingLeadingTrivia.utf8Offset)
            return [Edit(range: lineEnd..<lineEnd, text: indent + rendered + "," + newline)]
        }
        let end = name.expression.endPositionBeforeTrailingTrivia.utf8Offset
        return [Edit(range: end..<end, text: ", " + rendered)]
    }

    /// The bytes to delete for the first dependency of `sync.target` that scaffold added before and no longer wants.
    func firstRemoval(_ sync: DependencySync, in targets: ArrayExprSyntax) throws(DiagnosticError) -> Range<Int>? {
        let unwanted = sync.unwanted
        guard !unwanted.isEmpty, let list = try dependencyList(of: declaration(sync.target, in: targets))?.list else { return nil }
        let elements = Array(list.elements)
        guard let index = elements.firstIndex(where: { Match.targetDependency($0.expression).map { unwanted.contains($0.identity) } == true })
        else { return nil }
        let element = elements[index]
        let start = element.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = element.endPositionBeforeTrailingTrivia.utf8Offset
        let next = index + 1 < elements.count ? elements[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset : nil
        let lineBreaks = element.lastToken(viewMode: .sourceAccurate).map(lineBreakEnds(after:)) ?? []
        // Alone on its line(s): the whole lines go.
        let lineStart = lineStart(of: start)
        if bytes[lineStart..<start].allSatisfy(Self.isBlank), let lineEnd = lineBreaks.first { return lineStart..<lineEnd }
        // Followed on its line: the element and its comma (`["B", "A"]` → `["A"]`).
        if let next, lineBreaks.isEmpty { return start..<next }
        // Last on its line after another: from that one's comma, or from that one when it is last (`["A", "B"]` → `["A"]`).
        if index > 0 {
            let previous = elements[index - 1]
            let from = element.trailingComma == nil ? previous.expression.endPositionBeforeTrailingTrivia : previous.endPositionBeforeTrailingTrivia
            return from.utf8Offset..<end
        }
        return start..<(next ?? end)
    }

    /// The package dependencies not declared yet, added to a literal `dependencies:` array or in a `dependencies:` argument
    /// inserted before `targets:`.
    func packageDependencyEdits(_ dependencies: [PackageDependency], before targets: LabeledExprSyntax) throws(DiagnosticError) -> [Edit] {
        let argument = argument("dependencies")
        let array = argument?.expression.as(ArrayExprSyntax.self)
        var seen = Set((array?.elements ?? []).compactMap { Match.packageDependency($0.expression) })
        let missing = dependencies.filter { seen.insert($0.identity).inserted }.map(\.swift)
        if missing.isEmpty { return [] }
        if let argument {
            guard let array else {
                throw error(
                    "`dependencies:` is not an array literal, so scaffold cannot add \(missing.joined(separator: ", "))", at: argument.expression,
                    hint: "write the package dependencies as a literal array `dependencies: [...]`, or add them by hand")
            }
            return [insertion(of: missing, into: array, argument: argument, inline: false)]
        }
        let start = targets.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = indentation(ofLineAt: start)
        let lines = missing.map { indent + "    " + $0 + "," + newline }.joined()
        let lineStart = lineStart(of: start)
        if bytes[lineStart..<start].allSatisfy(Self.isBlank) {
            return [Edit(range: lineStart..<lineStart, text: indent + "dependencies: [" + newline + lines + indent + "]," + newline)]
        }
        return [Edit(range: start..<start, text: "dependencies: [" + newline + lines + indent + "], ")]
    }

    /// How `elements` join `array`, the value of `argument`.
    ///
    /// Multi-line arrays get each element on a new line indented like the array's last element. After a last element with a
    /// trailing comma they go at the end; when the last element has none they go before the first element instead, each with a
    /// comma, so that no existing line changes. An empty or one-line array becomes multi-line, indented 4 spaces deeper than the
    /// line of `argument` — unless `inline`, for a target's dependencies, where a one-line list stays on one line.
    func insertion(of elements: [String], into array: ArrayExprSyntax, argument: LabeledExprSyntax, inline: Bool) -> Edit {
        let open = array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset
        let close = array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
        let last = array.elements.last
        let oneLine =
            converter.location(for: array.leftSquare.positionAfterSkippingLeadingTrivia).line
            == converter.location(for: array.rightSquare.positionAfterSkippingLeadingTrivia).line
        if oneLine && inline {
            guard let last else {
                let blank = bytes[open..<close].allSatisfy(Self.isBlank)
                return Edit(range: (blank ? open : close)..<close, text: elements.joined(separator: ", "))
            }
            if let comma = last.trailingComma {
                let end = comma.endPositionBeforeTrailingTrivia.utf8Offset
                return Edit(range: end..<end, text: elements.map { " " + $0 + "," }.joined())
            }
            let end = last.expression.endPositionBeforeTrailingTrivia.utf8Offset
            return Edit(range: end..<end, text: elements.map { ", " + $0 }.joined())
        }
        let outer = indentation(ofLineAt: argument.positionAfterSkippingLeadingTrivia.utf8Offset)
        if oneLine {
            let indent = outer + "    "
            let existing = String(decoding: bytes[open..<close], as: UTF8.self).trimmingBlanks
            let added = elements.map { $0 + "," }
            let lines = existing.isEmpty ? added : last != nil && last?.trailingComma == nil ? added + [existing] : [existing] + added
            return Edit(range: open..<close, text: newline + lines.map { indent + $0 + newline }.joined() + outer)
        }
        let indent = last.map { indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? outer + "    "
        if let first = array.elements.first, last?.trailingComma == nil {
            if let lineEnd = lineBreakEnds(after: array.leftSquare).first {
                return Edit(range: lineEnd..<lineEnd, text: elements.map { indent + $0 + "," + newline }.joined())
            }
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            return Edit(range: start..<start, text: elements.map { $0 + "," + newline + indent }.joined())
        }
        let anchor = last?.trailingComma ?? array.leftSquare
        if let lineEnd = lineBreakEnds(after: anchor).last {
            return Edit(range: lineEnd..<lineEnd, text: elements.map { indent + $0 + "," + newline }.joined())
        }
        let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
        return Edit(range: end..<end, text: elements.map { newline + indent + $0 + "," }.joined())
    }

    /// The text with `edits` (non-overlapping) applied; refuses a result that would not parse rather than return it.
    func applying(_ edits: [Edit]) throws(DiagnosticError) -> String {
        if edits.isEmpty { return text }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        let text = String(decoding: result, as: UTF8.self)
        if Parser.parse(source: text).hasError {
            throw error(
                "scaffold could not edit this manifest safely: the result would not parse", at: call,
                hint: "add the targets by hand, and please report this manifest as a scaffold bug")
        }
        return text
    }

    // MARK: Bytes and trivia

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return start
    }

    /// The spaces and tabs that begin the line holding `offset`.
    private func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count && Self.isBlank(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offsets just after each line break between `token` and the next token (line breaks inside comments are not counted).
    private func lineBreakEnds(after token: TokenSyntax) -> [Int] {
        var offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        var ends: [Int] = []
        for piece in token.trailingTrivia + (token.nextToken(viewMode: .sourceAccurate)?.leadingTrivia ?? []) {
            let width =
                switch piece {
                case .newlines, .carriageReturns: 1
                case .carriageReturnLineFeeds: 2
                default: 0
                }
            if width > 0 {
                let length = piece.sourceLength.utf8Length
                ends += stride(from: offset + width, through: offset + length, by: width)
            }
            offset += piece.sourceLength.utf8Length
        }
        return ends
    }
}

/// Collects the `Package(...)` calls and the target declarations of a manifest.
private final class ManifestScan: SyntaxVisitor {
    var packageCalls: [FunctionCallExprSyntax] = []
    var declarations: [TargetDeclaration] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPackage(node.calledExpression) {
            packageCalls.append(node)
        } else if let declaration = Match.targetDeclaration(ExprSyntax(node)), !Self.isReference(node) {
            declarations.append(declaration)
        }
        return .visitChildren
    }

    /// `Package` or `PackageDescription.Package`.
    private static func isPackage(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Package" }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "Package" && member.base?.trimmedDescription == "PackageDescription"
    }

    /// `.target(name:)` in a target's `dependencies:`, or `.plugin(name:)` in `products:` or `plugins:`, names a target rather
    /// than declaring one.
    private static func isReference(_ node: FunctionCallExprSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            if let argument = current.as(LabeledExprSyntax.self) {
                return ["dependencies", "products", "plugins"].contains(argument.label?.text ?? "")
            }
            parent = current.parent
        }
        return false
    }
}

/// Reading manifest expressions: what an element declares or refers to (for the editor and `PackageManifestReader`).
enum Match {
    static let targetKinds: Set<String> = ["target", "testTarget", "executableTarget", "macro", "plugin", "binaryTarget", "systemLibrary"]

    static func string(_ expression: ExprSyntax?) -> String? {
        expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// `.name(label: …)` with no base (or the type name `base`): the name and the call.
    static func memberCall(_ expression: ExprSyntax, base: String) -> (name: String, call: FunctionCallExprSyntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == base
        else { return nil }
        return (member.declName.baseName.text, call)
    }

    static func argument(_ label: String, in call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        call.arguments.first { $0.label?.text == label }
    }

    static func targetDeclaration(_ expression: ExprSyntax) -> TargetDeclaration? {
        guard let (kind, call) = memberCall(expression, base: "Target"), targetKinds.contains(kind),
            let nameArgument = argument("name", in: call), let name = string(nameArgument.expression)
        else { return nil }
        return TargetDeclaration(call: call, name: name, nameArgument: nameArgument)
    }

    static func productName(_ expression: ExprSyntax) -> String? {
        memberCall(expression, base: "Product").flatMap { string(argument("name", in: $0.call)?.expression) }
    }

    /// `"Models"`, `.target(name: "Models")`, `.byName(name: "Models")` or `.product(name: "X", package: "Y")`.
    static func targetDependency(_ expression: ExprSyntax) -> TargetDependency? {
        if let name = string(expression) { return .target(name) }
        guard let (kind, call) = memberCall(expression, base: "Target.Dependency"), let name = string(argument("name", in: call)?.expression) else {
            return nil
        }
        switch kind {
        case "target", "byName": return .target(name)
        case "product": return string(argument("package", in: call)?.expression).map { .product(name: name, package: $0) }
        default: return nil
        }
    }

    /// The identity of `.package(path: …)` or `.package(url: …, …)`.
    static func packageDependency(_ expression: ExprSyntax) -> String? {
        guard let (kind, call) = memberCall(expression, base: "Package.Dependency"), kind == "package" else { return nil }
        if let path = string(argument("path", in: call)?.expression) { return PackageDependency.path(path).identity }
        return string(argument("url", in: call)?.expression).map { PackageDependency.url($0, from: "").identity }
    }
}

extension TargetDependency {
    /// Equal for dependencies SwiftPM treats as the same: package identities are case-insensitive.
    fileprivate var identity: TargetDependency {
        switch self {
        case .target: self
        case .product(let name, let package): .product(name: name, package: package.lowercased())
        }
    }

    /// As Package.swift spells it: `"Models"` or `.product(name: "Models", package: "Models")`.
    public var swift: String {
        switch self {
        case .target(let name): SwiftLiteral.string(name)
        case .product(let name, let package): ".product(name: \(SwiftLiteral.string(name)), package: \(SwiftLiteral.string(package)))"
        }
    }
}

extension PackageDependency {
    /// Equal for the same path, or the same url up to case, a trailing `/` and `.git`.
    fileprivate var identity: String {
        switch self {
        case .path(let path): "path:" + (path.hasSuffix("/") ? String(path.dropLast()) : path)
        case .url(let url, _):
            "url:" + ["/", ".git"].reduce(url.lowercased()) { url, suffix in url.hasSuffix(suffix) ? String(url.dropLast(suffix.count)) : url }
        }
    }

    /// As Package.swift spells it: `.package(path: "../Models")` or `.package(url: …, from: …)`.
    public var swift: String {
        switch self {
        case .path(let path): ".package(path: \(SwiftLiteral.string(path)))"
        case .url(let url, let version): ".package(url: \(SwiftLiteral.string(url)), from: \(SwiftLiteral.string(version)))"
        }
    }
}

private enum Render {
    static func target(_ kind: String, name: String, dependencies: [TargetDependency], path: String, omitEmpty: Bool) -> String {
        var seen = Set<TargetDependency>()
        let unique = dependencies.filter { seen.insert($0.identity).inserted }
        var arguments = ["name: \(SwiftLiteral.string(name))"]
        if !unique.isEmpty || !omitEmpty { arguments.append("dependencies: [\(unique.map(\.swift).joined(separator: ", "))]") }
        arguments.append("path: \(SwiftLiteral.string(path))")
        return ".\(kind)(\(arguments.joined(separator: ", ")))"
    }
}

extension String {
    /// Without the spaces, tabs and line breaks around it.
    fileprivate var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
