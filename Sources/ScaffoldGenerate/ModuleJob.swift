import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldManifest
import ScaffoldProject
import ScaffoldSpec
import ScaffoldWrite

/// One module to regenerate: its manifest, where it lives and the configuration of its layout.
struct ModuleJob: Sendable {
    let old: Manifest
    let home: ModuleHome
    let specURL: URL
    let config: ProjectConfig
    /// The architecture to render: the manifest's, or another one `migrate` moves the module to.
    var architecture: String { migratingTo ?? old.architecture }
    /// `migrate --to`: the architecture the module moves to.
    var migratingTo: String? = nil

    struct Planned: Sendable {
        var plan: Regenerator.Plan
        var warnings: [Diagnostic]
        /// The modules the spec imports now, and where the module is: for the target layout's Package.swift.
        var imports: [String]
        var placement: ModulePlacement
    }

    /// Renders the module, unless its inputs are as the manifest recorded (then its render is the
    /// manifest's own text), and plans what regen does to each file. Reads, never writes.
    func plan(renderInputs: RenderInputs, templatesFolder: URL?) throws(DiagnosticError) -> Planned {
        let place = { (name: String) throws(DiagnosticError) -> ModulePlacement in
            try ProjectLayout.existing(module: name, config: config, root: home.root, modulePath: home.modulePath)
        }
        let specData = FileManager.default.contents(atPath: specURL.path) ?? Data()
        let inputs = renderInputs.hash(specData: specData, config: config, architecture: architecture, layout: old.layout, templatesFolder: templatesFolder)
        if old.inputs == RenderInputs.sealed(inputs, files: old.files) && old.generator == Manifest.currentGenerator {
            let files = old.files.map { PlannedFile(path: $0.path, layer: $0.layer, template: $0.template, contents: $0.contents) }
            var plan = try Regenerator.plan(files, newManifest: old, old: old, home: home)
            plan.rendered = false
            return Planned(plan: plan, warnings: [], imports: old.imports, placement: try place(old.module))
        }
        let generation = try Generation(
            spec: specURL, displayPath: displayPath(specURL), architecture: architecture, config: config, templatesFolder: templatesFolder,
            renderInputs: renderInputs, place: place)
        if generation.module.name != old.module {
            throw DiagnosticError([
                Diagnostic(
                    "the spec now names module '\(generation.module.name)', but this folder holds '\(old.module)'",
                    at: SourceLocation(file: displayPath(specURL), line: 1, column: 1),
                    hint: "renaming a module is a new module: run 'scaffold new' and move your code over")
            ])
        }
        var manifest = generation.manifest
        manifest.project = old.project
        manifest.migratedFrom = old.migratedFrom
        if let migratingTo, migratingTo != old.architecture { manifest.migratedFrom = (old.migratedFrom ?? []) + [old.architecture] }
        return Planned(
            plan: try Regenerator.plan(generation.files, newManifest: manifest, old: old, home: home), warnings: generation.warnings,
            imports: generation.manifest.imports, placement: generation.placement)
    }
}

/// `transform` of each item, computed on all cores, in the items' order.
func parallelMap<Item: Sendable, Value: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Value) -> [Value] {
    let results = ParallelResults<Value>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        results[index] = transform(items[index])
    }
    return results.values
}

/// The results of `parallelMap`: each index is written once, by one iteration; the lock orders the writes
/// with the final read.
private final class ParallelResults<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.map { $0! } } }
}
