import ScaffoldDiagnostics
import SwiftSyntax

/// A source target of a package as its manifest declares it: `.target`, `.executableTarget` or `.testTarget`.
public struct PackageTarget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case regular, executable, test
    }

    public var name: String
    public var kind: Kind
    /// `path:`, relative to the manifest's folder; nil for SwiftPM's default folder (`Sources/<name>`, `Tests/<name>`).
    public var path: String?
    /// `sources:`, relative to the target's folder; nil when every file under the folder is a source.
    public var sources: [String]?
    /// `exclude:`, relative to the target's folder.
    public var exclude: [String]
    public var dependencies: [TargetDependency]

    public init(
        name: String, kind: Kind, path: String? = nil, sources: [String]? = nil, exclude: [String] = [], dependencies: [TargetDependency] = []
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.sources = sources
        self.exclude = exclude
        self.dependencies = dependencies
    }
}

/// What a manifest declares, read from its literals.
public struct PackageOutline: Sendable, Hashable {
    /// `Package(name:)`, when it is a string literal.
    public var name: String?
    /// The source targets of the literal `targets:` array, in order (plugin, macro, binary and system-library targets are left out).
    public var targets: [PackageTarget]
    /// Product name → its targets, for each `.library` and `.executable` of a literal `products:` array.
    public var products: [String: [String]]
}

/// Reads a Package.swift through its syntax tree, never running it: only what is written as literals counts.
public enum PackageManifestReader {
    /// The package's name, source targets and products. Throws a located error when the manifest does not parse, has no single
    /// `Package(...)` call, or declares a source target (or its `path:`, `sources:`, `exclude:`, `dependencies:`) with anything
    /// but literals: what such a manifest declares is only known by running it. A non-literal `products:` reads as no products.
    public static func read(_ text: String, file: String) throws(DiagnosticError) -> PackageOutline {
        let manifest = try PackageManifest(text, file: file, reading: true)
        let name = Match.string(manifest.argument("name")?.expression)
        var targets: [PackageTarget] = []
        // No `targets:` declares no target.
        var elements: [ArrayElementSyntax] = []
        if let argument = manifest.argument("targets") {
            guard let array = argument.expression.as(ArrayExprSyntax.self) else {
                throw manifest.error(
                    "`targets:` is not an array literal", at: argument.expression, hint: "write the targets as a literal array `targets: [...]`")
            }
            elements = Array(array.elements)
        }
        for element in elements {
            guard let declaration = Match.targetDeclaration(element.expression) else {
                throw manifest.error(
                    "this element of `targets:` is not a literal target declaration", at: element.expression,
                    hint: "declare each target in place as `.target(name: \"…\", …)`")
            }
            let kind: PackageTarget.Kind
            switch Match.memberCall(element.expression, base: "Target")?.name {
            case "target": kind = .regular
            case "executableTarget": kind = .executable
            case "testTarget": kind = .test
            default: continue
            }
            var target = PackageTarget(name: declaration.name, kind: kind)
            if let path = Match.argument("path", in: declaration.call) {
                target.path = try string(path, of: declaration, in: manifest)
            }
            if let sources = Match.argument("sources", in: declaration.call) {
                target.sources = try strings(sources, of: declaration, in: manifest)
            }
            if let exclude = Match.argument("exclude", in: declaration.call) {
                target.exclude = try strings(exclude, of: declaration, in: manifest)
            }
            if let dependencies = Match.argument("dependencies", in: declaration.call) {
                guard let list = dependencies.expression.as(ArrayExprSyntax.self) else {
                    throw manifest.error(
                        "the dependencies of target '\(declaration.name)' are not an array literal", at: dependencies.expression,
                        hint: "write them as a literal array `dependencies: [...]`")
                }
                target.dependencies = try list.elements.map { element throws(DiagnosticError) in
                    guard let dependency = Match.targetDependency(element.expression) else {
                        throw manifest.error(
                            "a dependency of target '\(declaration.name)' is not a literal", at: element.expression,
                            hint: "write it as `\"Name\"`, `.target(name: \"…\")` or `.product(name: \"…\", package: \"…\")`")
                    }
                    return dependency
                }
            }
            targets.append(target)
        }
        var products: [String: [String]] = [:]
        for element in manifest.argument("products")?.expression.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let (kind, call) = Match.memberCall(element.expression, base: "Product"), kind == "library" || kind == "executable",
                let product = Match.string(Match.argument("name", in: call)?.expression),
                let list = Match.argument("targets", in: call)?.expression.as(ArrayExprSyntax.self)
            else { continue }
            products[product, default: []] += list.elements.compactMap { Match.string($0.expression) }
        }
        return PackageOutline(name: name, targets: targets, products: products)
    }

    private static func string(_ argument: LabeledExprSyntax, of declaration: TargetDeclaration, in manifest: PackageManifest) throws(DiagnosticError) -> String
    {
        guard let value = Match.string(argument.expression) else {
            throw manifest.error(
                "`\(argument.label?.text ?? "")` of target '\(declaration.name)' is not a string literal", at: argument.expression,
                hint: "write it as a string literal")
        }
        return value
    }

    private static func strings(
        _ argument: LabeledExprSyntax, of declaration: TargetDeclaration, in manifest: PackageManifest
    ) throws(DiagnosticError)
        -> [String]
    {
        guard let list = argument.expression.as(ArrayExprSyntax.self) else {
            throw manifest.error(
                "`\(argument.label?.text ?? "")` of target '\(declaration.name)' is not an array literal", at: argument.expression,
                hint: "write it as an array of string literals")
        }
        return try list.elements.map { element throws(DiagnosticError) in
            guard let value = Match.string(element.expression) else {
                throw manifest.error(
                    "an element of `\(argument.label?.text ?? "")` of target '\(declaration.name)' is not a string literal", at: element.expression,
                    hint: "write it as a string literal")
            }
            return value
        }
    }
}
