import ArgumentParser
import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldManifest
import ScaffoldProject
import ScaffoldSpec
import ScaffoldWrite

struct Regen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Update modules from edited specs, keeping your edits.",
        discussion: """
            Per file: missing → create; unchanged since scaffold wrote it → update; edited by you and changed
            by the spec → three-way merge, with <<<<<<< yours / ======= / >>>>>>> scaffold markers where both
            changed the same lines (exit status 1). Files scaffold did not create are never touched; files no
            longer generated are deleted only if unmodified. Nothing in a module folder is read, written or
            deleted through a symbolic link, a read-only file that would change stops the run before anything
            is written (chmod u+w it to let regen change it), and updated files keep their permissions.

            PATH is a module folder, a folder to search for modules, or a spec. Default: every module under
            the current folder.

            Examples:
              scaffold regen                         # every module under here
              scaffold regen Specs/NewsList.yaml     # the modules generated from this spec
              scaffold regen --check                 # in CI: exit 1 if any module is out of date with its spec
            """
    )

    @Argument(help: "Module folders, folders to search, or specs (default: the current folder).", completion: .file())
    var paths: [String] = []

    @Flag(help: "Print what would happen to each file, and write nothing.")
    var dryRun = false

    @Flag(help: "Print a unified diff of every change, and write nothing.")
    var diff = false

    @Flag(help: "Exit with status 1 if regeneration would change anything; write nothing (for CI).")
    var check = false

    @Option(help: "A folder of template sets that override or add to the built-in ones (default: 'templates:' of scaffold.yml).")
    var templates: String?

    @Flag(help: "Print a JSON summary (each module's files and what happens to them) instead of text.")
    var json = false

    /// For tests: stop after writing this many files, before the manifest, as a killed run would.
    @Option(help: .hidden)
    var simulateKillAfter: Int?

    func run() throws {
        try reportingDiagnostics {
            let config = try ProjectConfig.find(from: currentFolder)
            let templatesFolder = templates.map { URL(fileURLWithPath: $0, relativeTo: currentFolder) } ?? config.templatesFolder
            let modules = try ModuleDiscovery.modules(for: paths, in: currentFolder)
            let writes = !(dryRun || diff || check)

            // Plan every module before writing anything: an error anywhere writes nothing.
            var plans: [Regenerator.Plan] = []
            // Target layout: each Package.swift the modules are targets of, as read and as it will be.
            var packageManifests: [String: PackageManifestUpdate] = [:]
            var renderInputs = RenderInputs()
            var locks: [ModuleLock] = []
            defer { locks.forEach { $0.release() } }
            var jobs: [ModuleJob] = []
            for folder in modules {
                if writes { locks.append(try ModuleLock(moduleFolder: folder)) }
                let old = try Regenerator.readManifest(in: folder)
                let manifestFile = displayPath(folder.appendingPathComponent(Manifest.relativePath))
                let home = try Self.home(of: folder, manifest: old, config: config, manifestFile: manifestFile)
                if writes {
                    // Temporary files of a run killed before it renamed them: ours now, under the lock.
                    home.folder.removeLeftovers(in: Set(old.files.map { ($0.path as NSString).deletingLastPathComponent }))
                }
                var moduleConfig = config
                moduleConfig.layout = ProjectConfig.Layout(rawValue: old.layout) ?? .package
                let specURL = try specInsideProject(old.spec, module: folder, manifest: old, config: config)
                jobs.append(ModuleJob(old: old, home: home, specURL: specURL, config: moduleConfig))
                renderInputs.prepare(old.architecture, templatesFolder: templatesFolder)
            }
            // Rendering dominates and modules are independent: plan them in parallel, report in order.
            let inputs = renderInputs
            let outcomes = parallelMap(jobs) { job in
                Result { () throws(DiagnosticError) in try job.plan(renderInputs: inputs, templatesFolder: templatesFolder) }
            }
            var diagnostics = DiagnosticCollector()
            for (job, outcome) in zip(jobs, outcomes) {
                switch outcome {
                case .failure(let error): diagnostics.append(contentsOf: error.diagnostics)
                case .success(let planned):
                    printWarnings(planned.warnings)
                    plans.append(planned.plan)
                    if planned.placement.layout == .target {
                        try syncPackageManifest(
                            &packageManifests, placement: planned.placement, module: job.old.module, imports: planned.imports, old: job.old,
                            config: job.config)
                    }
                }
            }
            try diagnostics.throwIfAny()

            var outOfDate = false, conflicts: [String] = []
            var summary = RegenSummary(writes: writes)
            for plan in plans {
                if json { summary.modules.append(.init(plan)) } else { report(plan) }
                outOfDate = outOfDate || !plan.changes.isEmpty || plan.manifestChanges
                conflicts += plan.conflicts.map { displayPath(plan.home.root.appendingPathComponent($0.path)) }
                if diff { printDiffs(plan) }
                if writes { try Regenerator.apply(plan, stopAfter: simulateKillAfter) }
            }
            for (key, update) in packageManifests.sorted(by: { $0.key < $1.key }) where update.new != update.old {
                if json {
                    summary.packageManifestsUpdated.append(displayPath(URL(fileURLWithPath: key)))
                } else {
                    print("\(displayPath(URL(fileURLWithPath: key))) \(writes ? "is" : "would be"): dependencies updated to the specs' imports")
                }
                outOfDate = true
                if writes {
                    try ConfinedFolder(root: update.root).write(Data(update.new.utf8), to: update.path, expecting: update.entry)
                }
            }
            if json {
                summary.outOfDate = outOfDate
                summary.conflicts = conflicts
                print(encodeJSON(summary))
            }
            if check && outOfDate {
                writeToStandardError("out of date: run 'scaffold regen' and commit the result\n")
                throw ExitCode(1)
            }
            if writes && !conflicts.isEmpty {
                writeToStandardError("conflicts to resolve (look for <<<<<<< yours):\n" + conflicts.map { "  \($0)\n" }.joined())
                throw ExitCode(1)
            }
        }
    }

    /// Target layout: the module's Package.swift with its target dependencies in step with `imports`.
    private func syncPackageManifest(
        _ updates: inout [String: PackageManifestUpdate], placement: ModulePlacement, module: String, imports: [String], old: Manifest,
        config: ProjectConfig
    ) throws(DiagnosticError) {
        let key = placement.root.appendingPathComponent(placement.packageManifest ?? "Package.swift").standardizedFileURL.path
        if updates[key] == nil {
            let read = try ProjectIntegration.readPackageManifest(placement)
            updates[key] = PackageManifestUpdate(root: placement.root, path: read.path, entry: read.entry, old: read.text, new: read.text)
        }
        updates[key]!.new = try ProjectIntegration.syncTargets(
            updates[key]!.new, file: displayPath(URL(fileURLWithPath: key)), module: module, imports: imports, previousImports: old.imports,
            config: config, placement: placement)
    }

    /// Where the module's files are: its own folder (package layout) or the project folder of scaffold.yml,
    /// which must be the folder the manifest's `root` names.
    static func home(of folder: URL, manifest: Manifest, config: ProjectConfig, manifestFile: String) throws(DiagnosticError) -> ModuleHome {
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
    private func specInsideProject(_ spec: String, module: URL, manifest: Manifest, config: ProjectConfig) throws(DiagnosticError) -> URL {
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

    private func report(_ plan: Regenerator.Plan) {
        let counts = Regenerator.Action.allCases.compactMap { action -> String? in
            let count = plan.steps.filter { $0.action == action }.count
            return count == 0 ? nil : "\(count) \(action.rawValue)"
        }
        let verb = dryRun || diff || check ? "would be" : "is"
        let state = plan.changes.isEmpty && !plan.manifestChanges ? "up to date" : counts.joined(separator: ", ")
        print(
            "\(plan.manifest.module) (\(displayPath(plan.moduleFolder))) \(plan.changes.isEmpty && !plan.manifestChanges ? verb + " " : ""): \(state)"
                .replacingOccurrences(of: " : ", with: ": "))
        for step in plan.steps where step.action != .unchanged {
            let note: String
            switch step.action {
            case .conflict: note = " (\(step.conflicts) conflict\(step.conflicts == 1 ? "" : "s"))"
            case .keep: note = " (your edits; the spec changed nothing here)"
            case .orphan: note = " (no longer generated, but edited: kept, now yours)"
            default: note = ""
            }
            print("  \(step.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(plan.home.shown(step.path))\(note)")
        }
    }

    private func printDiffs(_ plan: Regenerator.Plan) {
        for step in plan.changes {
            let path = displayPath(plan.home.root.appendingPathComponent(step.path))
            print(
                UnifiedDiff.diff(
                    old: step.currentContents ?? "", new: step.newContents ?? "",
                    oldName: step.currentContents == nil ? "/dev/null" : "a/\(path)",
                    newName: step.newContents == nil ? "/dev/null" : "b/\(path)"), terminator: "")
        }
    }
}

/// One module to regenerate: its manifest, where it lives and the configuration of its layout.
struct ModuleJob: Sendable {
    let old: Manifest
    let home: ModuleHome
    let specURL: URL
    let config: ProjectConfig

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
        let inputs = renderInputs.hash(specData: specData, config: config, architecture: old.architecture, layout: old.layout, templatesFolder: templatesFolder)
        if old.inputs == RenderInputs.sealed(inputs, files: old.files) && old.generator == Manifest.currentGenerator {
            let files = old.files.map { PlannedFile(path: $0.path, layer: $0.layer, template: $0.template, contents: $0.contents) }
            var plan = try Regenerator.plan(files, newManifest: old, old: old, home: home)
            plan.rendered = false
            return Planned(plan: plan, warnings: [], imports: old.imports, placement: try place(old.module))
        }
        let generation = try Generation(
            spec: specURL, displayPath: displayPath(specURL), architecture: old.architecture, config: config, templatesFolder: templatesFolder,
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

/// `regen --json`: what happens (or would happen) to each module's files, sorted by module folder then path.
struct RegenSummary: Encodable {
    struct Module: Encodable {
        struct File: Encodable {
            var path: String
            var action: String
            var conflicts: Int
        }
        var module: String
        var folder: String
        var upToDate: Bool
        /// False when the spec, scaffold.yml, template set and scaffold were all as last time: nothing was rendered.
        var rendered: Bool
        var files: [File]

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
    var writes: Bool
    var modules: [Module] = []
    var packageManifestsUpdated: [String] = []
    var outOfDate = false
    var conflicts: [String] = []
}

/// A Package.swift regen keeps in step with the imports of the modules that are its targets.
struct PackageManifestUpdate {
    let root: URL
    let path: String
    let entry: ConfinedFolder.Entry
    let old: String
    var new: String
}

/// Finds generated modules: folders holding `.scaffold/manifest.json`.
enum ModuleDiscovery {
    static func modules(for paths: [String], in folder: URL) throws(DiagnosticError) -> [URL] {
        if paths.isEmpty { return try search(folder, origin: ".") }
        var result: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw DiagnosticError([Diagnostic("no such file or folder", at: SourceLocation(file: path, line: 1, column: 1))])
            }
            if isDirectory.boolValue {
                result += try search(url, origin: path)
            } else {
                // A spec: the modules under the current folder whose manifest points at it.
                let matching = try search(folder, origin: ".").filter { module in
                    let manifest = try? Regenerator.readManifest(in: module)
                    return manifest.map { module.appendingPathComponent($0.spec).standardizedFileURL.path == url.path } ?? false
                }
                if matching.isEmpty {
                    throw DiagnosticError([
                        Diagnostic(
                            "no module under the current folder was generated from this spec",
                            at: SourceLocation(file: path, line: 1, column: 1), hint: "create one with 'scaffold new \(path)'")
                    ])
                }
                result += matching
            }
        }
        // One entry per real folder: a module named twice (or through a link) is regenerated once.
        var seen = Set<String>()
        return result.map(\.path).sorted().filter { seen.insert(realPath($0)).inserted }.map { URL(fileURLWithPath: $0) }
    }

    /// Every module folder under `root` (itself included), skipping build and VCS folders, or else the module
    /// `root` is inside. Links to folders are followed, but each real folder is visited once, so link cycles
    /// end; a module reached by several paths is found once, by the first path in sorted order.
    static func search(_ root: URL, origin: String) throws(DiagnosticError) -> [URL] {
        var found: [URL] = []
        var visited = Set<String>()
        var queue = [root.standardizedFileURL]
        var next = 0
        while next < queue.count {
            let folder = queue[next]
            next += 1
            guard visited.insert(realPath(folder.path)).inserted else { continue }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(Manifest.relativePath).path) {
                found.append(folder)
                continue
            }
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for entry in entries where !entry.hasPrefix(".") && entry != "node_modules" {
                var isDirectory: ObjCBool = false
                let child = folder.appendingPathComponent(entry)
                if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue { queue.append(child) }
            }
        }
        if found.isEmpty, let module = enclosingModule(of: root.standardizedFileURL) { return [module] }
        if found.isEmpty {
            throw DiagnosticError([
                Diagnostic(
                    "no generated module (no \(Manifest.relativePath)) under this folder",
                    at: SourceLocation(file: origin, line: 1, column: 1),
                    hint: "create one with 'scaffold new SPEC', or pass a module folder")
            ])
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The nearest folder above `folder` holding a manifest: the module a folder inside it belongs to.
    static func enclosingModule(of folder: URL) -> URL? {
        var current = folder
        while current.pathComponents.count > 1 {
            current.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(Manifest.relativePath).path) { return current }
        }
        return nil
    }
}

/// The path with every link resolved (`realpath(3)`), or the path as given when it does not exist.
func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
