import ScaffoldCheck
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldIR
import ScaffoldScreen
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

    /// What one seed's configuration files produced.
    public struct ConfigOutcome: Sendable {
        public var seed: UInt64
        /// The generated `scaffold.yml` and `template-set.yml`, each with a mutation, and which of the four were accepted.
        public var files: [(name: String, text: String, accepted: Bool)]
        public var findings: [String]
    }

    /// Generates and mutates a `scaffold.yml` (with its `check:` section) and a `template-set.yml` for one seed, and
    /// reads each as scaffold does: every refusal must be located in the file.
    public static func runConfigs(seed: UInt64) -> ConfigOutcome {
        var generator = ConfigGenerator(seed: seed)
        var mutator = SpecGenerator(seed: seed)
        let config = generator.scaffoldConfig()
        let templateSet = generator.templateSet()
        var outcome = ConfigOutcome(seed: seed, files: [], findings: [])
        let readTemplateSet = { (text: String, file: String) throws(DiagnosticError) in _ = try TemplateSetManifest.parse(text: text, file: file) }
        let readers: [(name: String, text: String, read: (String, String) throws(DiagnosticError) -> Void)] = [
            ("scaffold.yml", config, ArchitectureCheck.validateConfiguration),
            ("scaffold.yml mutant", mutator.mutate(config), ArchitectureCheck.validateConfiguration),
            ("template-set.yml", templateSet, readTemplateSet),
            ("template-set.yml mutant", mutator.mutate(templateSet), readTemplateSet),
        ]
        for reader in readers {
            let file = "/fuzz/" + (reader.name.hasPrefix("scaffold") ? ProjectConfig.fileName : TemplateSetManifest.fileName)
            do {
                try reader.read(reader.text, file)
                outcome.files.append((reader.name, reader.text, true))
            } catch {
                outcome.files.append((reader.name, reader.text, false))
                for diagnostic in error.diagnostics where diagnostic.location.file != file || diagnostic.location.line < 1 || diagnostic.location.column < 1 {
                    outcome.findings.append("\(reader.name): a refusal without a location in the file: \(diagnostic)")
                }
            }
        }
        return outcome
    }

    /// The spec's module in every architecture and ui if lowering accepts it (and each must generate); empty otherwise.
    private static func check(_ text: String, name: String, templates: [String: TemplateSet], findings: inout [String]) -> [ModuleIR] {
        let file = "Fuzz.yaml"
        var lowered: ModuleIR?
        var refusals: [Diagnostic]
        do {
            let spec = try SpecParser.parse(text: text, file: file)
            let module = try Lowering.lower(spec, architectures: architectures)
            lowered = module
            // What `validate` refuses besides lowering: an action with behaviour that would have no tests.
            refusals = Screen(module).untestableActions(in: spec)
        } catch {
            refusals = error.diagnostics
        }
        guard let module = lowered, refusals.isEmpty else {
            for diagnostic in refusals where diagnostic.location.file != file || diagnostic.location.line < 1 || diagnostic.location.column < 1 {
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
                    _ = try Emitter.emit(Screen(variant), options: EmitOptions(package: true), templates: templates[architecture]!)
                    if ui == module.ui { accepted.append(variant) }
                } catch {
                    findings.append("\(name): accepted, but \(architecture) (ui: \(ui.rawValue)) does not generate:\n\(error)")
                }
            }
        }
        return accepted
    }
}
