import ScaffoldDiagnostics
import SwiftParser
import SwiftSyntax

// Parsing a Package.swift and finding things in its syntax tree: the `Package(...)` call, its arguments, target declarations.

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
        if let refusal = Self.refusal(bytes, file: file) { throw refusal }
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

    /// A manifest SwiftParser could overflow the stack on, or take too long on (`NestingScan`), is refused before it is
    /// parsed, located where the scan stopped.
    private static func refusal(_ bytes: [UInt8], file: String) -> DiagnosticError? {
        let refusal = bytes.withUnsafeBufferPointer { NestingScan.firstRefusal(in: $0, limit: NestingScan.parserLimit) }
        let message: String
        let offset: Int
        switch refusal {
        case .tooDeep(let at):
            (message, offset) = ("the manifest nests more than \(NestingScan.parserLimit) levels deep here, too deep to read", at)
        case .tooSlow(let at):
            (message, offset) = ("the manifest opens '[' inside '[' so deeply here that SwiftParser would take too long on it", at)
        case nil:
            return nil
        }
        let before = bytes[..<offset]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        // Columns count Unicode scalars: every byte but a UTF-8 continuation byte starts one.
        let column = bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 } + 1
        return DiagnosticError([
            Diagnostic(
                message, at: SourceLocation(file: file, line: line, column: column),
                hint: "split the nested part into named constants")
        ])
    }

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
