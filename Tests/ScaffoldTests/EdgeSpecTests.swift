import Foundation
import ScaffoldEmit
import ScaffoldFuzzing
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
        ir.name = AggregatePackage.uniqueName(ir)
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

    /// The fixed-seed sample of generated specs `make test` builds: every accepted spec, in every architecture.
    static let fuzzSeeds: ClosedRange<UInt64> = 1...6

    @Test("a fixed-seed fuzz sample: generated and mutated specs never trap, accepted ones generate everywhere, refusals are located")
    func fuzzSample() throws {
        let templates = try Self.templates()
        var accepted = 0
        for seed in UInt64(1)...UInt64(40) {
            let outcome = Fuzzer.run(seed: seed, templates: templates)
            #expect(outcome.findings.isEmpty, "seed \(seed) (scaffold-fuzz --seed \(seed) --count 1 --print): \(outcome.findings)")
            if outcome.accepted { accepted += 1 }
        }
        // The generator writes mostly valid specs; a sample that refuses them all would test little.
        #expect(accepted > 20, "only \(accepted) of 40 generated specs were accepted")
    }

    static func templates() throws -> [String: TemplateSet] {
        var templates: [String: TemplateSet] = [:]
        for architecture in TestSupport.architectures { templates[architecture] = try TemplateSet.resolve(architecture, projectFolder: nil) }
        return templates
    }

    @Test("every edge spec, and the fuzz sample's accepted specs, build and pass their tests in every architecture (one aggregate package)")
    func buildsAndPasses() throws {
        let root = try TestSupport.temporaryFolder("edge-specs")
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = try Self.templates()
        var modules: [ModuleIR] = []
        for spec in Self.specs {
            for architecture in TestSupport.architectures { modules.append(try Self.module(spec, architecture: architecture)) }
        }
        for seed in Self.fuzzSeeds {
            modules += Fuzzer.run(seed: seed, templates: templates).modules.map { module in
                var module = module
                module.name = AggregatePackage.uniqueName(module, suffix: "S\(seed)")
                return module
            }
        }
        try AggregatePackage.write(modules, templates: templates, to: root)

        let build = try TestSupport.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test"], in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        let summary = test.output.firstMatch(of: /Test run with (\d+) tests? in (\d+) suites? .*passed/)
        #expect((summary.flatMap { Int($0.1) } ?? 0) > modules.count, "too few Swift Testing tests ran:\n\(test.output)")
    }
}
