import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldScreen

/// Many generated modules in one SwiftPM package — a library and a test target each — so that building
/// them pays for the package graph and linking once. Module names must be distinct.
///
/// Packages generated with a `Package.swift` of their own (a standalone module, the package layout) join as
/// members: the aggregate depends on each by path, so its library builds under the manifest scaffold wrote, and
/// compiles the member's test folder as a test target of its own (debug builds are testable, so the tests'
/// `@testable import` works across the package boundary).
public enum AggregatePackage {
    /// A package already on disk under the aggregate's folder.
    public struct Member: Sendable {
        /// The package folder, relative to the aggregate's; its last component is the package's identity.
        public var folder: String
        /// The library product the member's tests import, which is also its module.
        public var module: String
        /// Further products the member's tests use, each with the folder (relative to the aggregate's) of the
        /// package that declares it.
        public var testProducts: [(product: String, folder: String)]

        public init(folder: String, module: String, testProducts: [(product: String, folder: String)] = []) {
            self.folder = folder
            self.module = module
            self.testProducts = testProducts
        }

    }

    /// The command that builds an aggregate package and its tests, warnings counted as errors (generated code must be
    /// clean under Swift 6 strict concurrency). Each module is compiled whole (`-wmo`): one compiler process per module
    /// instead of one per batch of files, each loading the SDK again; on a hundred small modules that is about a fifth
    /// less CPU. `-num-threads 1` keeps one output per source file, which the index store (Linux test discovery reads
    /// it) requires. `-no-emit-module-separately-wmo` has that one process emit the module too: by default a second
    /// process parses and type-checks each module again to emit its interface early, which on two cores only costs
    /// (the suite's aggregate build: 208 s → 161 s wall, 344 s → 280 s CPU). `-gnone`: no debug info, which nothing
    /// here reads, and no step wrapping each module's AST for the debugger (about 5% less CPU).
    public static let buildCommand = [
        "swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors", "-Xswiftc", "-wmo", "-Xswiftc", "-num-threads", "-Xswiftc", "1",
        "-Xswiftc", "-no-emit-module-separately-wmo", "-Xswiftc", "-gnone",
    ]

    /// A path package's identity: its folder's name.
    static func identity(_ folder: String) -> String { folder.split(separator: "/").last.map(String.init) ?? folder }

    /// Writes each module's sources and tests (its package layout without its own `Package.swift`) and one
    /// `Package.swift` listing them all, and the members, under `folder`; returns each module's files, by module name.
    /// A file that already holds its contents is not written again, so that a package written anew over an earlier
    /// one rebuilds incrementally.
    @discardableResult
    public static func write(_ modules: [ModuleIR], members: [Member] = [], templates: [String: TemplateSet], to folder: URL) throws -> [String: [PlannedFile]]
    {
        var planned: [String: [PlannedFile]] = [:]
        for module in modules {
            guard let set = templates[module.architecture] else { continue }
            let files = try Emitter.emit(Screen(module), options: EmitOptions(package: true), templates: set).filter { $0.path != "Package.swift" }
            planned[module.name] = files
            for file in files {
                try writeIfChanged(file.contents, to: folder.appendingPathComponent(file.path))
            }
        }
        var targets = modules.map { module in
            // The String Catalog is the target's resource, as in the package scaffold writes (`Bundle.module`).
            let resources = (planned[module.name] ?? []).filter { $0.path.hasSuffix(".xcstrings") }.map {
                ".process(\"\($0.path.dropFirst("Sources/\(module.name)/".count))\")"
            }
            let target = resources.isEmpty ? "" : ", resources: [\(resources.joined(separator: ", "))]"
            return ".target(name: \"\(module.name)\"\(target)), .testTarget(name: \"\(module.name)Tests\", dependencies: [\"\(module.name)\"]),"
        }
        for member in members {
            let products = [(member.module, member.folder)] + member.testProducts
            let dependencies = products.map { ".product(name: \"\($0.0)\", package: \"\(identity($0.1))\")" }.joined(separator: ", ")
            // Named apart from the member's own test target, which SwiftPM does not build for a dependency.
            targets.append(
                ".testTarget(name: \"\(member.module)PackageTests\", dependencies: [\(dependencies)], path: \"\(member.folder)/Tests/\(member.module)Tests\"),")
        }
        let packages = Set(members.flatMap { [$0.folder] + $0.testProducts.map(\.folder) }).sorted().map { ".package(path: \"\($0)\")," }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Aggregate",
                defaultLocalization: "en",
                platforms: [.iOS(.v17), .macOS(.v14)],
                dependencies: [
                    \(packages.joined(separator: "\n        "))
                ],
                targets: [
                    \(targets.joined(separator: "\n        "))
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        return planned
    }

    static func writeIfChanged(_ contents: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == contents { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    /// `<Module><Architecture><suffix>`: a name unique across architectures and specs.
    public static func uniqueName(_ module: ModuleIR, suffix: String = "") -> String {
        module.name + module.architecture.prefix(1).uppercased() + module.architecture.dropFirst() + suffix
    }

    /// The module under its unique name, which is also the Swift module it compiles into.
    public static func renamed(_ module: ModuleIR, suffix: String = "") -> ModuleIR {
        var renamed = module
        renamed.name = uniqueName(module, suffix: suffix)
        renamed.swiftModule = renamed.name
        return renamed
    }
}
