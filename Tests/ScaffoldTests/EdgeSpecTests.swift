import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldSpec
import Testing

/// Valid specs that once crashed the generator, failed to generate or did not compile
/// (`Tests/EdgeSpecs/`), each in every architecture, built and tested together: one aggregate package
/// with a library and a test target per module, so the dependency graph and linking are paid once.
@Suite("Edge specs")
struct EdgeSpecTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/EdgeSpecs")

    static var specs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The module of `spec` in `architecture`, renamed `<Module><Architecture>` so that all can share one package.
    static func module(_ spec: String, architecture: String) throws -> ModuleIR {
        let parsed = try SpecParser.load(path: folder.appendingPathComponent(spec).path, displayPath: "Tests/EdgeSpecs/\(spec)")
        var ir = try Lowering.lower(parsed, architectures: TemplateSet.available(projectFolder: nil), architectureOverride: architecture)
        ir.name += architecture.prefix(1).uppercased() + architecture.dropFirst()
        return ir
    }

    @Test("every edge spec generates in every architecture and ui, and its Swift parses")
    func generates() throws {
        for spec in Self.specs {
            for architecture in TestSupport.architectures {
                for ui in UIKind.allCases {
                    var module = try Self.module(spec, architecture: architecture)
                    module.ui = ui
                    #expect(!(try TestSupport.emit(module)).isEmpty, "\(spec) \(architecture) \(ui)")
                }
            }
        }
    }

    @Test("every edge spec builds and passes its own tests in every architecture (one aggregate package)")
    func buildsAndPasses() throws {
        let root = try TestSupport.temporaryFolder("edge-specs")
        defer { try? FileManager.default.removeItem(at: root) }
        var names: [String] = []
        for spec in Self.specs {
            for architecture in TestSupport.architectures {
                let module = try Self.module(spec, architecture: architecture)
                names.append(module.name)
                // The package layout's sources and tests, without its own Package.swift.
                for file in try TestSupport.emit(module) where file.path != "Package.swift" {
                    let url = root.appendingPathComponent(file.path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                }
            }
        }
        let targets = names.map { ".target(name: \"\($0)\"), .testTarget(name: \"\($0)Tests\", dependencies: [\"\($0)\"])," }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "EdgeSpecs",
                platforms: [.iOS(.v17), .macOS(.v14)],
                targets: [
                    \(targets.joined(separator: "\n        "))
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let build = try TestSupport.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test"], in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        let summary = test.output.firstMatch(of: /Test run with (\d+) tests? in (\d+) suites? .*passed/)
        #expect((summary.flatMap { Int($0.1) } ?? 0) > names.count, "too few Swift Testing tests ran:\n\(test.output)")
    }
}
