import Foundation
import ScaffoldEmit
import ScaffoldManifest
import ScaffoldProject
import ScaffoldSpec
import ScaffoldWrite

/// What generating a module does to the project beyond its own files, decided before anything is
/// written: the target layout's edit of Package.swift, the app layout's check that nothing is declared
/// twice in the app target, and what to tell the user (docs/project-layouts.md).
struct ProjectIntegration {
    let generation: Generation
    let config: ProjectConfig
    /// The target layout's manifest: its path under the project folder, what it holds and what it will hold.
    var manifestEdit: (path: String, old: ConfinedFolder.Entry, new: String)?

    init(generation: Generation, config: ProjectConfig) throws(DiagnosticError) {
        self.generation = generation
        self.config = config
        switch generation.placement.layout {
        case .package: break
        case .target: break
        case .app: try checkNothingDeclaredTwice()
        }
    }

    /// Writes the manifest edit, if any; `new` calls it under the module's lock, before the module's manifest.
    func apply() throws(DiagnosticError) {
        guard let manifestEdit else { return }
        try ConfinedFolder(root: generation.placement.root).write(Data(manifestEdit.new.utf8), to: manifestEdit.path, expecting: manifestEdit.old)
    }

    /// Lines about the project, after the list of files.
    func report(dryRun: Bool) -> [String] {
        var lines: [String] = []
        if let manifestEdit {
            lines.append("  \(dryRun ? "would add" : "added") targets \(generation.module.name), \(generation.module.name)Tests to \(manifestEdit.path)")
        }
        return lines
    }

    /// How to build and test what was generated.
    var nextStep: String {
        let placement = generation.placement
        switch placement.layout {
        case .package:
            return "Next: cd \(displayPath(placement.root)) && swift test"
        case .target:
            let packageFolder = placement.root.appendingPathComponent(placement.packageManifest ?? "Package.swift").deletingLastPathComponent()
            let shown = displayPath(packageFolder)
            return "Next: \(shown.isEmpty || shown == currentFolder.path ? "" : "cd \(shown) && ")swift build && swift test"
        case .app:
            return "Next: build the app target \(placement.swiftModule) and run its tests"
        }
    }

    // MARK: App layout

    /// Several modules in one app target compile into one Swift module, where no file name and no type
    /// may be declared twice: this module's file names must differ from those of every other module
    /// generated into the same project (module-specific names differ by construction; entities and
    /// services are the spec's own names).
    private func checkNothingDeclaredTwice() throws(DiagnosticError) {
        let home = generation.home
        let mine = Dictionary(
            generation.files.map { (($0.path as NSString).lastPathComponent, $0.path) }, uniquingKeysWith: { first, _ in first })
        var diagnostics = DiagnosticCollector()
        let others = (try? ModuleDiscovery.search(home.root, origin: ".")) ?? []
        for folder in others where folder.standardizedFileURL.path != home.moduleFolder.standardizedFileURL.path {
            guard let manifest = try? Regenerator.readManifest(in: folder), manifest.layout == ProjectConfig.Layout.app.rawValue,
                manifest.module != generation.module.name
            else { continue }
            for file in manifest.files {
                let name = (file.path as NSString).lastPathComponent
                guard name.hasSuffix(".swift"), mine[name] != nil else { continue }
                let type = String(name.dropLast(".swift".count))
                let (what, location) = declaration(named: type)
                diagnostics.error(
                    "\(what) '\(type)' is already declared by module \(manifest.module) (\(displayPath(folder))) in the same app target",
                    at: location,
                    hint:
                        "names of entities and services are types of the app's module '\(generation.placement.swiftModule)': rename it here, e.g. '\(generation.module.name)\(type)'"
                )
            }
        }
        try diagnostics.throwIfAny()
    }

    /// The spec's entity or service a generated file name stands for, and where the spec declares it.
    private func declaration(named type: String) -> (String, SourceLocation) {
        let spec = generation.spec
        if let entity = spec.entities.first(where: { $0.name.value == type }) { return ("entity", entity.name.location) }
        let service = type.hasPrefix("Mock") ? String(type.dropFirst(4)) : type
        if let found = spec.services.first(where: { $0.name.value == service }) { return ("service", found.name.location) }
        return ("type", spec.module?.location ?? spec.location)
    }
}
