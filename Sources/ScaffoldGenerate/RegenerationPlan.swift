import Foundation
import ScaffoldDiagnostics
import ScaffoldManifest
import ScaffoldProject
import ScaffoldSpec
import ScaffoldWrite

/// What `regen` does to every module it is given and to the Package.swift files they are targets of, planned
/// before anything is written: an error in any module writes nothing. Writing is the caller's, module by module
/// (`Regenerator.apply`, then `PackageManifestUpdate.write`), so that it can report each as it goes.
public struct RegenerationPlan {
    /// One plan per module, in the order of the module folders.
    public let modules: [Regenerator.Plan]
    /// Target layout: each Package.swift whose dependencies change with the specs' imports, sorted by path.
    public let packageManifests: [PackageManifestUpdate]
    /// Held until `releaseLocks` (or until the plan is gone): no other run writes these modules meanwhile.
    private let locks: [ModuleLock]

    /// Plans the modules `paths` name (`ModuleDiscovery.modules`), relative to `folder`. With `forWriting`, each
    /// module's lock is taken first and the temporary files of a killed run removed. `onWarnings` gets each planned
    /// module's warnings, in module order, as soon as they are known (also when another module then fails).
    /// `migratingTo`: render every module in this architecture instead of its manifest's (`scaffold migrate`).
    public init(
        paths: [String], in folder: URL, config: ProjectConfig, templatesFolder: URL?, forWriting: Bool, migratingTo: String? = nil,
        onWarnings: ([Diagnostic]) -> Void
    ) throws(DiagnosticError) {
        let modules = try ModuleDiscovery.modules(for: paths, in: folder)
        var locks: [ModuleLock] = []
        var renderInputs = RenderInputs()
        var jobs: [ModuleJob] = []
        for moduleFolder in modules {
            if forWriting { locks.append(try ModuleLock(moduleFolder: moduleFolder)) }
            let old = try Regenerator.readManifest(in: moduleFolder)
            let manifestFile = displayPath(moduleFolder.appendingPathComponent(Manifest.relativePath))
            let home = try Self.home(of: moduleFolder, manifest: old, config: config, manifestFile: manifestFile)
            if forWriting {
                // Temporary files of a run killed before it renamed them: ours now, under the lock.
                home.folder.removeLeftovers(in: Set(old.files.map { ($0.path as NSString).deletingLastPathComponent }))
            }
            var moduleConfig = config
            moduleConfig.layout = ProjectConfig.Layout(rawValue: old.layout) ?? .package
            let specURL = try Self.specInsideProject(old.spec, module: moduleFolder, manifest: old, config: config)
            let job = ModuleJob(old: old, home: home, specURL: specURL, config: moduleConfig, migratingTo: migratingTo)
            jobs.append(job)
            renderInputs.prepare(job.architecture, templatesFolder: templatesFolder)
        }
        // Rendering dominates and modules are independent: plan them in parallel, report in order.
        let inputs = renderInputs
        let outcomes = parallelMap(jobs) { job in
            Result { () throws(DiagnosticError) in try job.plan(renderInputs: inputs, templatesFolder: templatesFolder) }
        }
        var plans: [Regenerator.Plan] = []
        // Target layout: each Package.swift the modules are targets of, as read and as it will be.
        var packageManifests: [String: PackageManifestUpdate] = [:]
        var diagnostics = DiagnosticCollector()
        for (job, outcome) in zip(jobs, outcomes) {
            switch outcome {
            case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
            case .success(let planned):
                onWarnings(planned.warnings)
                plans.append(planned.plan)
                if planned.placement.layout == .target {
                    let resources = planned.plan.manifest.files.map(\.path).filter { $0.hasSuffix(".xcstrings") }
                    try Self.syncPackageManifest(
                        &packageManifests, placement: planned.placement, module: job.old.module, imports: planned.imports,
                        resources: resources.map { String($0.dropFirst(planned.placement.sourcesPrefix.count)) }, old: job.old, config: job.config)
                }
            }
        }
        try diagnostics.throwIfAny()
        self.modules = plans
        self.packageManifests = packageManifests.sorted { $0.key < $1.key }.map(\.value).filter { $0.new != $0.old }
        self.locks = locks
    }

    /// Whether regen changes anything: a module's files or manifest, or a Package.swift.
    public var isOutOfDate: Bool {
        modules.contains { !$0.changes.isEmpty || $0.manifestChanges } || !packageManifests.isEmpty
    }

    /// The files where the merge leaves conflict markers, as messages show them.
    public var conflicts: [String] {
        modules.flatMap { plan in plan.conflicts.map { displayPath(plan.home.root.appendingPathComponent($0.path)) } }
    }

    /// Lets other runs write the modules again. Safe to call twice.
    public func releaseLocks() {
        locks.forEach { $0.release() }
    }

    /// Target layout: the module's Package.swift with its target dependencies in step with `imports`, and its resources
    /// (the String Catalog) declared.
    private static func syncPackageManifest(
        _ updates: inout [String: PackageManifestUpdate], placement: ModulePlacement, module: String, imports: [String], resources: [String],
        old: Manifest, config: ProjectConfig
    ) throws(DiagnosticError) {
        let key = placement.root.appendingPathComponent(placement.packageManifest ?? "Package.swift").standardizedFileURL.path
        if updates[key] == nil {
            let read = try ProjectIntegration.readPackageManifest(placement)
            updates[key] = PackageManifestUpdate(
                file: URL(fileURLWithPath: key), root: placement.root, path: read.path, entry: read.entry, old: read.text, new: read.text)
        }
        updates[key]!.new = try ProjectIntegration.syncTargets(
            updates[key]!.new, file: displayPath(URL(fileURLWithPath: key)), module: module, imports: imports, previousImports: old.imports,
            resources: resources, config: config, placement: placement)
    }

    /// Where the module's files are: its own folder (package layout) or the project folder of scaffold.yml,
    /// which must be the folder the manifest's `root` names.
    private static func home(of folder: URL, manifest: Manifest, config: ProjectConfig, manifestFile: String) throws(DiagnosticError) -> ModuleHome {
        let here = SourceLocation(file: manifestFile, line: 1, column: 1)
        guard let layout = ProjectConfig.Layout(rawValue: manifest.layout) else {
            throw DiagnosticError([
                Diagnostic(
                    "this module was generated in the retired '\(manifest.layout)' layout (tests inside the module folder)", at: here,
                    hint: "generate it again with 'scaffold new' in a layout of scaffold.yml (package, target or app) and move your code over")
            ])
        }
        guard let home = ModuleHome(moduleFolder: folder, manifestRoot: manifest.root) else {
            throw DiagnosticError([Diagnostic("the manifest's root '\(manifest.root)' is not a folder above the module", at: here)])
        }
        if layout != .package && realPath(home.root.path) != realPath(config.baseFolder.standardizedFileURL.path) {
            throw DiagnosticError([
                Diagnostic(
                    "this module belongs to the project in '\(displayPath(home.root))', whose scaffold.yml is not the one found here", at: here,
                    hint: "run regen from inside that project, where its scaffold.yml is found")
            ])
        }
        return home
    }

    /// The manifest's spec, which must be inside the module's project (`ProjectFolder`), links resolved. A
    /// manifest from elsewhere (a pull request, say) cannot make regen read, and echo in its errors, a file
    /// outside the project.
    private static func specInsideProject(_ spec: String, module: URL, manifest: Manifest, config: ProjectConfig) throws(DiagnosticError) -> URL {
        let url = module.appendingPathComponent(spec).standardizedFileURL
        let project = ProjectFolder.find(module: module, manifest: manifest, config: config)
        if project.contains(url) { return url }
        throw DiagnosticError([
            Diagnostic(
                "the manifest's spec '\(spec)' is outside the project; scaffold does not read it",
                at: SourceLocation(file: displayPath(module.appendingPathComponent(Manifest.relativePath)), line: 1, column: 1),
                hint: "the project is \(project.description), and the spec is not in it; keep specs inside the project (a scaffold.yml "
                    + "at its top makes that folder the project), or, if the manifest was edited by hand, restore it from version control")
        ])
    }
}

/// A Package.swift regen keeps in step with the imports of the modules that are its targets.
public struct PackageManifestUpdate {
    /// The Package.swift.
    public let file: URL
    let root: URL
    /// `file` relative to `root`, the folder it is written in.
    let path: String
    /// What the file was when read: `write` refuses to replace anything else.
    let entry: ConfinedFolder.Entry
    let old: String
    var new: String

    /// Writes the new text, unless the file changed since it was read.
    public func write() throws(DiagnosticError) {
        try ConfinedFolder(root: root).write(Data(new.utf8), to: path, expecting: entry)
    }
}

/// `regen --json`: what happens (or would happen) to each module's files, sorted by module folder then path.
public struct RegenSummary: Encodable {
    public struct Module: Encodable {
        public struct File: Encodable {
            public var path: String
            public var action: String
            public var conflicts: Int
        }
        public var module: String
        public var folder: String
        public var upToDate: Bool
        /// False when the spec, scaffold.yml, template set and scaffold were all as last time: nothing was rendered.
        public var rendered: Bool
        public var files: [File]

        init(_ plan: Regenerator.Plan) {
            module = plan.manifest.module
            folder = displayPath(plan.moduleFolder)
            upToDate = plan.changes.isEmpty && !plan.manifestChanges
            rendered = plan.rendered
            files = plan.steps.map {
                File(path: displayPath(plan.home.root.appendingPathComponent($0.path)), action: $0.action.rawValue, conflicts: $0.conflicts)
            }
        }
    }
    /// False for --check, --dry-run and --diff: nothing was written.
    public var writes: Bool
    public var modules: [Module]
    public var packageManifestsUpdated: [String]
    public var outOfDate: Bool
    public var conflicts: [String]

    public init(_ plan: RegenerationPlan, writes: Bool) {
        self.writes = writes
        modules = plan.modules.map(Module.init)
        packageManifestsUpdated = plan.packageManifests.map { displayPath($0.file) }
        outOfDate = plan.isOutOfDate
        conflicts = plan.conflicts
    }
}
