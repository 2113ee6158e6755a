import ScaffoldDiagnostics
import ScaffoldSpec
import SwiftSyntax

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
    /// The target's resources, relative to its path (`Resources/Feed.xcstrings`): each `.process`ed.
    public var resources: [String] = []

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
        let target = Render.target(
            "target", name: addition.name, dependencies: addition.dependencies, path: addition.path, resources: addition.resources, omitEmpty: true)
        let test = Render.target(
            "testTarget", name: addition.testName, dependencies: addition.testDependencies, path: addition.testPath, resources: [], omitEmpty: false)
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
        if !addition.resources.isEmpty, let localization = manifest.defaultLocalizationEdit() { edits.append(localization) }
        return try manifest.applying(edits)
    }

    /// Keeps the dependencies of the existing targets `target` and `testTarget` in step with what scaffold wants now: adds each
    /// wanted one that is missing and removes each `previous` one (what scaffold added last time) that is no longer wanted, so
    /// dependencies the user added by hand stay. Adds missing package dependencies like `add`. Unchanged text when nothing changes.
    public static func syncDependencies(
        target: String, wanted: [TargetDependency], previous: [TargetDependency],
        testTarget: String, testWanted: [TargetDependency], testPrevious: [TargetDependency],
        packageDependencies: [PackageDependency], resources: [String] = [], in text: String, file: String
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
        // A module generated before it had a String Catalog gets it as a resource, and the package a default localization.
        let resourceEdits = try manifest.resourceAdditions(target, resources: resources, in: targets.array)
        edits += resourceEdits
        if !resourceEdits.isEmpty, let localization = manifest.defaultLocalizationEdit() { edits.append(localization) }
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

private enum Render {
    static func target(_ kind: String, name: String, dependencies: [TargetDependency], path: String, resources: [String], omitEmpty: Bool) -> String {
        var seen = Set<TargetDependency>()
        let unique = dependencies.filter { seen.insert($0.identity).inserted }
        var arguments = ["name: \(SwiftLiteral.string(name))"]
        if !unique.isEmpty || !omitEmpty { arguments.append("dependencies: [\(unique.map(\.swift).joined(separator: ", "))]") }
        arguments.append("path: \(SwiftLiteral.string(path))")
        if !resources.isEmpty { arguments.append("resources: [\(resources.map { ".process(\(SwiftLiteral.string($0)))" }.joined(separator: ", "))]") }
        return ".\(kind)(\(arguments.joined(separator: ", ")))"
    }
}
