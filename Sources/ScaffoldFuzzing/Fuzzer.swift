import ScaffoldEmit
import ScaffoldIR
import ScaffoldSpec

/// Fuzzes the pipeline with generated specs and mutations of them. A finding is a spec that lowering
/// accepts but a template set cannot generate, or a refusal without a location; a trap ends the process,
/// which is why every run prints its seed first.
public enum Fuzzer {
    /// What one seed produced.
    public struct Outcome: Sendable {
        public var seed: UInt64
        /// The generated spec, and whether lowering accepted it.
        public var spec: String
        public var accepted: Bool
        /// The mutated spec, and whether lowering accepted it.
        public var mutant: String
        public var mutantAccepted: Bool
        /// Accepted modules, each in every architecture: what a build check compiles.
        public var modules: [ModuleIR]
        public var findings: [String]
    }

    public static let architectures = ["mvp", "mvvm", "store", "viper"]

    /// Generates, mutates, lowers and emits for one seed.
    public static func run(seed: UInt64, templates: [String: TemplateSet]) -> Outcome {
        var generator = SpecGenerator(seed: seed)
        let spec = generator.spec()
        let mutant = generator.mutate(spec)
        var findings: [String] = []
        var modules: [ModuleIR] = []
        let lowered = check(spec, name: "spec", templates: templates, findings: &findings)
        modules += lowered
        let mutated = check(mutant, name: "mutant", templates: templates, findings: &findings)
        return Outcome(
            seed: seed, spec: spec, accepted: !lowered.isEmpty, mutant: mutant, mutantAccepted: !mutated.isEmpty, modules: modules,
            findings: findings)
    }

    /// The spec's module in every architecture and ui if lowering accepts it (and each must generate); empty otherwise.
    private static func check(_ text: String, name: String, templates: [String: TemplateSet], findings: inout [String]) -> [ModuleIR] {
        let file = "Fuzz.yaml"
        let module: ModuleIR
        do {
            let spec = try SpecParser.parse(text: text, file: file)
            module = try Lowering.lower(spec, architectures: architectures)
        } catch {
            for diagnostic in error.diagnostics where diagnostic.location.file != file || diagnostic.location.line < 1 || diagnostic.location.column < 1 {
                findings.append("\(name): a refusal without a location in the spec: \(diagnostic)")
            }
            return []
        }
        var accepted: [ModuleIR] = []
        for architecture in architectures {
            for ui in UIKind.allCases {
                var variant = module
                variant.architecture = architecture
                variant.ui = ui
                do {
                    _ = try Emitter.emit(variant, options: EmitOptions(package: true), templates: templates[architecture]!)
                    if ui == module.ui { accepted.append(variant) }
                } catch {
                    findings.append("\(name): accepted, but \(architecture) (ui: \(ui.rawValue)) does not generate:\n\(error)")
                }
            }
        }
        return accepted
    }
}
