import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldManifest
import ScaffoldProject
import ScaffoldSpec
import ScaffoldWrite

/// What generating a module does to the project beyond its own files, decided before anything is
/// written: the target layout's edit of Package.swift, the app layout's check that nothing is declared
/// twice in the app target, and what to tell the user (docs/project-layouts.md).
public struct ProjectIntegration {
    public let generation: Generation
    public let config: ProjectConfig
    /// The target layout's manifest: its path under the project folder, what it holds and what it will hold.
    var manifestEdit: (path: String, old: ConfinedFolder.Entry, new: String)?

    public init(generation: Generation, config: ProjectConfig) throws(DiagnosticError) {
        self.generation = generation
        self.config = config
        switch generation.placement.layout {
        case .package: break
        case .target: manifestEdit = try addTargets()
        case .app: try checkNothingDeclaredTwice()
        }
    }

    /// Writes the manifest edit, if any; `new` calls it under the module's lock, before the module's manifest.
    public func apply() throws(DiagnosticError) {
        guard let manifestEdit else { return }
        try ConfinedFolder(root: generation.placement.root).write(Data(manifestEdit.new.utf8), to: manifestEdit.path, expecting: manifestEdit.old)
    }

    /// Lines about the project, after the list of files.
    public func report(dryRun: Bool) -> [String] {
        var lines: [String] = []
        if let manifestEdit {
            lines.append("  \(dryRun ? "would add" : "added") targets \(generation.module.name), \(generation.module.name)Tests to \(manifestEdit.path)")
        }
        if generation.placement.layout == .app { lines += xcodeReport() }
        return lines
    }

    /// Whether the Xcode projects next to scaffold.yml pick the new files up by themselves (folder-synchronized
    /// groups) or which files to add to which target; read only, the project file is never rewritten.
    private func xcodeReport() -> [String] {
        let folder = generation.placement.root
        let files = generation.files.map(\.path)
        let tests = files.filter { $0.hasPrefix(generation.placement.testsPrefix) }
        let sources = files.filter { !$0.hasPrefix(generation.placement.testsPrefix) }
        var lines: [String] = []
        for url in XcodeMembership.projects(in: folder) {
            do {
                let project = try XcodeProject.load(url)
                lines += XcodeMembership.report(
                    project: project, projectName: url.lastPathComponent, sourceFiles: sources, testFiles: tests, appTarget: nil, testTarget: nil,
                    generator: XcodeMembership.generator(in: folder)
                ).map { "  Xcode: \($0)" }
            } catch {
                lines.append("  Xcode: cannot read \(url.lastPathComponent): \(error.diagnostics.first?.message ?? "")")
            }
        }
        return lines
    }

    /// How to build and test what was generated.
    public var nextStep: String {
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

    // MARK: Target layout

    /// The existing Package.swift of the target layout: its path under the project folder and what it holds.
    static func readPackageManifest(_ placement: ModulePlacement) throws(DiagnosticError) -> (path: String, entry: ConfinedFolder.Entry, text: String) {
        let path = placement.packageManifest ?? "Package.swift"
        let entry = try ConfinedFolder(root: placement.root).inspect(path)
        guard case .file(let data, _) = entry, let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError([
                Diagnostic(
                    "no Package.swift at '\(displayPath(placement.root.appendingPathComponent(path)))'",
                    at: SourceLocation(file: displayPath(placement.root.appendingPathComponent(ProjectConfig.fileName)), line: 1, column: 1),
                    hint: "the target layout adds targets to an existing manifest: set 'manifest:' in scaffold.yml, or use 'layout: package'")
            ])
        }
        return (path, entry, text)
    }

    /// The dependencies of the module's target on the modules `imports` names: products of packages
    /// (declared in the manifest too) or targets of the same package; SDK modules need none.
    static func dependencies(
        of imports: [String], config: ProjectConfig, placement: ModulePlacement
    ) -> (
        targets: [TargetDependency], packages: [PackageDependency]
    ) {
        let packageFolder = placement.root.appendingPathComponent(placement.packageManifest ?? "Package.swift").deletingLastPathComponent()
        let entries = imports.compactMap(config.dependency(named:))
        return (
            entries.map(PackageText.targetDependency),
            entries.compactMap { PackageText.package($0, baseFolder: config.baseFolder, packageFolder: packageFolder) }
        )
    }

    private func addTargets() throws(DiagnosticError) -> (path: String, old: ConfinedFolder.Entry, new: String) {
        let placement = generation.placement
        let manifest = try Self.readPackageManifest(placement)
        let packageFolder = placement.root.appendingPathComponent(manifest.path).deletingLastPathComponent()
        let name = generation.module.name
        let (targets, packages) = Self.dependencies(of: generation.manifest.imports, config: config, placement: placement)
        func inPackage(_ prefix: String) -> String {
            relativePath(from: packageFolder, to: placement.root.appendingPathComponent(String(prefix.dropLast()))) ?? prefix
        }
        var addition = TargetAddition(
            name: name, path: inPackage(placement.sourcesPrefix), dependencies: targets, testName: "\(name)Tests",
            testPath: inPackage(placement.testsPrefix), testDependencies: [.target(name)] + targets, packageDependencies: packages)
        addition.resources = generation.files.filter { $0.path.hasSuffix(".xcstrings") }.map { String($0.path.dropFirst(placement.sourcesPrefix.count)) }
        let new = try PackageManifestEditor.add(addition, to: manifest.text, file: displayPath(placement.root.appendingPathComponent(manifest.path)))
        return (manifest.path, manifest.entry, new)
    }

    /// Regen: the manifest text with the module's dependencies in step with the spec's imports now,
    /// removing only those scaffold added for imports the spec dropped.
    static func syncTargets(
        _ text: String, file: String, module: String, imports: [String], previousImports: [String], resources: [String] = [], config: ProjectConfig,
        placement: ModulePlacement
    ) throws(DiagnosticError) -> String {
        let wanted = dependencies(of: imports, config: config, placement: placement)
        let previous = dependencies(of: previousImports.filter { !imports.contains($0) }, config: config, placement: placement)
        return try PackageManifestEditor.syncDependencies(
            target: module, wanted: wanted.targets, previous: previous.targets, testTarget: "\(module)Tests", testWanted: [.target(module)] + wanted.targets,
            testPrevious: previous.targets, packageDependencies: wanted.packages, resources: resources, in: text, file: file)
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
