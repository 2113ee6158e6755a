import Foundation
import ScaffoldEmit
import ScaffoldFuzzing
import ScaffoldIR
import ScaffoldSpec
import Testing

/// Valid specs that once crashed the generator, failed to generate or did not compile (`Tests/EdgeSpecs/`),
/// and a fixed-seed sample of generated specs. `EndToEndTests` builds and tests all of them in every
/// architecture, in one aggregate package.
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
        ir = AggregatePackage.renamed(ir)
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
            let outcome = Self.fuzz(seed: seed, templates: templates)
            #expect(outcome.findings.isEmpty, "seed \(seed) (scaffold-fuzz --seed \(seed) --count 1 --print): \(outcome.findings)")
            if outcome.accepted { accepted += 1 }
        }
        // The generator writes mostly valid specs; a sample that refuses them all would test little.
        #expect(accepted > 20, "only \(accepted) of 40 generated specs were accepted")
    }

    @Test("a fixed-seed sample of scaffold.yml and template-set.yml files and their mutants: none traps, every refusal is located")
    func configFuzzSample() {
        var accepted = 0, refused = 0
        for seed in UInt64(1)...UInt64(300) {
            let outcome = Fuzzer.runConfigs(seed: seed)
            #expect(outcome.findings.isEmpty, "seed \(seed) (scaffold-fuzz --seed \(seed) --count 1 --print): \(outcome.findings)")
            accepted += outcome.files.filter(\.accepted).count
            refused += outcome.files.filter { !$0.accepted }.count
        }
        // Both the readers' checks and what they accept are exercised.
        #expect(accepted > 100 && refused > 100, "\(accepted) accepted, \(refused) refused")
    }

    /// `Fuzzer.run`, once per seed and test run: the aggregate build compiles the modules of the first seeds, which
    /// the fuzz sample has already generated.
    static func fuzz(seed: UInt64, templates: [String: TemplateSet]) -> Fuzzer.Outcome {
        if let outcome = fuzzed.withLock({ $0[seed] }) { return outcome }
        let outcome = Fuzzer.run(seed: seed, templates: templates)
        fuzzed.withLock { $0[seed] = outcome }
        return outcome
    }

    private static let fuzzed = LockedDictionary<UInt64, Fuzzer.Outcome>()

    static func templates() throws -> [String: TemplateSet] {
        var templates: [String: TemplateSet] = [:]
        for architecture in TestSupport.architectures { templates[architecture] = try TemplateSet.resolve(architecture, projectFolder: nil) }
        return templates
    }
}
