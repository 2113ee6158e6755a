import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec

/// What `scaffold check-init` is asked to do.
public struct CheckInitRequest: Sendable {
    /// The project: what is read, and where scaffold.yml (and the baseline) are written.
    public var folder: URL
    /// Paths are printed relative to it when inside it.
    public var workingFolder: URL
    /// `--architecture`; nil infers it.
    public var architecture: String?
    /// `--freeze`: also record today's violations in a baseline that scaffold.yml names.
    public var freeze: Bool

    public static let baselineName = ".scaffold-baseline.json"

    public init(folder: URL, workingFolder: URL, architecture: String? = nil, freeze: Bool = false) {
        self.folder = folder
        self.workingFolder = workingFolder
        self.architecture = architecture
        self.freeze = freeze
    }
}

/// The files `check-init` would write and what it would print, computed without writing anything.
public struct CheckInitPlan: Sendable {
    public struct File: Sendable {
        public var path: String
        public var contents: Data
    }

    /// In the order to write them: the baseline before the scaffold.yml that names it.
    public internal(set) var files: [File] = []
    /// The summary: files per layer, what no layer holds, violations found or frozen, the files written.
    public internal(set) var summary = ""
    /// Package.swift files that could not be read, and the like.
    public internal(set) var notes: [String] = []
    public internal(set) var architecture = ""
    /// Layer → how many files it holds; files in no layer (relative to the project folder).
    public internal(set) var filesPerLayer: [String: Int] = [:]
    public internal(set) var unassignedFiles: [String] = []
    /// The violations found (all of them frozen with `--freeze`).
    public internal(set) var violations = 0
}

/// `scaffold check-init`: reads an existing project (its folders, declared type names and Package.swift files), places
/// its files in the layers of the architecture whose conventions (`InitConventions`) place the most, and writes a
/// commented `check:` section to a new scaffold.yml; with `freeze`, also a baseline of today's violations, so that
/// `scaffold check` passes now and fails on any new one. The configuration is tried by a real check before anything is
/// written, so what the summary reports is what `scaffold check` will see.
public enum CheckInit {
    public static func plan(_ request: CheckInitRequest) throws(DiagnosticError) -> CheckInitPlan {
        let folder = request.folder.standardizedFileURL
        let root = folder.path
        let display = request.workingFolder.standardizedFileURL.path
        func shown(_ path: String) -> String { path == display ? "." : relative(path, to: display) ?? path }
        let here = SourceLocation(file: shown(root), line: 1, column: 1)

        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw DiagnosticError([
                Diagnostic("no such folder '\(shown(root))'", at: here, hint: "give the folder of the project to set up (default: the current folder)")
            ])
        }
        let configPath = root + "/" + ProjectConfig.fileName
        let baselinePath = root + "/" + CheckInitRequest.baselineName
        try refuseExisting(configPath: configPath, baselinePath: request.freeze ? baselinePath : nil, shown: shown)
        if let name = request.architecture, Architecture.presets[name] == nil {
            throw DiagnosticError([
                Diagnostic(
                    "unknown architecture '\(name)'", at: here,
                    hint: "give one of " + InitConventions.byArchitecture.map(\.architecture).joined(separator: ", ")
                        + ", or omit --architecture to infer it from the code")
            ])
        }

        let project = ProjectFiles(root: root)
        guard !project.candidates.isEmpty else {
            let message =
                project.generatedFiles > 0
                ? "every Swift file under '\(shown(root))' is in a generated module, which its manifest already places in layers"
                : "no Swift files under '\(shown(root))' to place in layers"
            throw DiagnosticError([
                Diagnostic(
                    message, at: here,
                    hint: project.generatedFiles > 0
                        ? "run 'scaffold check': generated modules need no scaffold.yml" : "run check-init in the folder of an app or package")
            ])
        }
        let placements = InitConventions.byArchitecture.map { Placement(architecture: $0.architecture, conventions: $0.layers, project: project) }
        let chosen: Placement
        if let name = request.architecture {
            chosen = placements.first { $0.architecture == name }!
        } else {
            // Ties go to the first, in the order of `byArchitecture`.
            chosen = placements.max { $0.placed < $1.placed || ($0.placed == $1.placed && $0.order > $1.order) }!
        }
        guard chosen.placed > 0 else {
            let others = placements.filter { $0.placed > 0 }.map { "\($0.architecture) places \($0.placed)" }
            throw DiagnosticError([
                Diagnostic(
                    request.architecture == nil
                        ? "none of the \(project.candidates.count) Swift files follows the conventions of mvvm, viper, mvp or store"
                        : "none of the \(project.candidates.count) Swift files follows \(chosen.architecture)'s conventions", at: here,
                    hint: (others.isEmpty ? "" : others.joined(separator: ", ") + "; ")
                        + "write 'check: layers:' by hand (docs/check.md), mapping your folders to layers")
            ])
        }
        let peers = project.featureModules.count >= 2 ? project.featureModules : []

        // The configuration is tried before it is written: a check of the whole project with it, as 'scaffold check' will run.
        var writer = ConfigWriter(
            placement: chosen, placements: placements, inferred: request.architecture == nil, project: project, peers: peers)
        let report = try ArchitectureCheck.run(configTextRequest(writer.text(), folder: folder))
        writer.baseline = request.freeze ? CheckInitRequest.baselineName : nil
        writer.violations = report.current.count
        writer.unassigned = report.unassignedFiles
        let text = writer.text()
        // What is written must read back as it was tried.
        try ArchitectureCheck.validateConfiguration(text, file: configPath)

        var plan = CheckInitPlan()
        plan.architecture = chosen.architecture
        plan.filesPerLayer = chosen.filesPerLayer
        plan.unassignedFiles = report.unassignedFiles
        plan.violations = report.current.count
        plan.notes = project.notes + report.notes
        if request.freeze { plan.files.append(.init(path: baselinePath, contents: report.baselineData())) }
        plan.files.append(.init(path: configPath, contents: Data(text.utf8)))
        plan.summary = summary(
            chosen: chosen, placements: placements, inferred: request.architecture == nil, project: project, peers: peers, report: report,
            freeze: request.freeze, written: plan.files.map { shown($0.path) })
        return plan
    }

    /// Writes the plan's files, none of which may exist; should one fail, those written before it are removed.
    public static func write(_ plan: CheckInitPlan) throws(DiagnosticError) {
        var written: [String] = []
        for file in plan.files {
            do {
                try file.contents.write(to: URL(fileURLWithPath: file.path), options: .withoutOverwriting)
                written.append(file.path)
            } catch {
                for path in written { try? FileManager.default.removeItem(atPath: path) }
                throw DiagnosticError([
                    Diagnostic(
                        "cannot write '\(file.path)': \(error.localizedDescription)", at: SourceLocation(file: file.path, line: 1, column: 1),
                        hint: "check that the folder is writable and that the file does not exist; nothing was written")
                ])
            }
        }
    }

    private static func configTextRequest(_ text: String, folder: URL) -> CheckRequest {
        var request = CheckRequest(paths: [], workingFolder: folder)
        request.configText = text
        return request
    }

    /// Never overwrites: an existing scaffold.yml (or, with `--freeze`, baseline) is an error that says what to do.
    private static func refuseExisting(configPath: String, baselinePath: String?, shown: (String) -> String) throws(DiagnosticError) {
        var diagnostics = DiagnosticCollector()
        if FileManager.default.fileExists(atPath: configPath) {
            let configured = (try? CheckConfig.load(URL(fileURLWithPath: configPath)))?.isConfigured ?? true
            diagnostics.error(
                "\(shown(configPath)) already exists; check-init never overwrites it", at: SourceLocation(file: shown(configPath), line: 1, column: 1),
                hint: configured
                    ? "it has a 'check:' section already: run 'scaffold check' (to start over, move the file aside and run check-init again)"
                    : "it has no 'check:' section: move it aside, run check-init, then copy the 'check:' section it writes into your file")
        }
        if let baselinePath, FileManager.default.fileExists(atPath: baselinePath) {
            diagnostics.error(
                "\(shown(baselinePath)) already exists; check-init --freeze never overwrites it",
                at: SourceLocation(file: shown(baselinePath), line: 1, column: 1),
                hint: "move it aside, or run check-init without --freeze and name it under 'check: baseline:' in scaffold.yml")
        }
        try diagnostics.throwIfAny()
    }

    private static func summary(
        chosen: Placement, placements: [Placement], inferred: Bool, project: ProjectFiles, peers: [String], report: CheckReport, freeze: Bool,
        written: [String]
    ) -> String {
        var lines: [String] = []
        var read = "read \(plural(project.candidates.count + project.excludedFiles + project.generatedFiles, "Swift file"))"
        if project.manifests > 0 { read += " and \(plural(project.manifests, "Package.swift file"))" }
        var aside: [String] = []
        if project.excludedFiles > 0 { aside.append("\(plural(project.excludedFiles, "file")) under \(project.excludes.joined(separator: ", ")) left out") }
        if project.generatedFiles > 0 { aside.append("\(plural(project.generatedFiles, "file")) of generated modules, placed by their manifests") }
        lines.append(read + (aside.isEmpty ? "" : " (" + aside.joined(separator: "; ") + ")"))
        let others = placements.filter { $0.architecture != chosen.architecture }.map { "\($0.architecture) \($0.placed)" }.joined(separator: ", ")
        lines.append(
            "architecture: \(chosen.architecture), \(inferred ? "inferred" : "as asked"): its conventions place \(chosen.placed) of \(project.candidates.count) files ("
                + others + ")" + (inferred ? "; --architecture chooses another" : ""))
        let width = max(10, (chosen.layers.map(\.layer.count).max() ?? 0) + 2)
        func row(_ name: String, _ files: Int, _ detail: String) -> String {
            "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + plural(files, "file").padding(toLength: 10, withPad: " ", startingAt: 0)
                + detail
        }
        for layer in chosen.layers {
            lines.append(row(layer.layer, chosen.filesPerLayer[layer.layer] ?? 0, (layer.paths + layer.types).joined(separator: ", ")))
        }
        let unassigned = report.unassignedFiles
        if !unassigned.isEmpty {
            let listed = unassigned.prefix(4).joined(separator: ", ") + (unassigned.count > 4 ? ", …" : "")
            lines.append(row("no layer", unassigned.count, listed + " (listed in scaffold.yml)"))
        }
        if !peers.isEmpty {
            lines.append("peers: \(peers.joined(separator: ", ")) must not use each other (peers: features: [\"\(InitConventions.featurePattern)\"])")
        }
        let errors = report.current.filter { $0.severity == .error }.count
        let found = "\(plural(report.current.count, "violation")) (\(plural(errors, "error")), \(plural(report.current.count - errors, "warning")))"
        if freeze {
            lines.append("froze \(found) in \(CheckInitRequest.baselineName): 'scaffold check' passes now and fails on any new one")
        } else if report.current.isEmpty {
            lines.append("no violations: 'scaffold check' passes now")
        } else {
            lines.append("found \(found): 'scaffold check' reports them; --freeze would record them in a baseline instead")
        }
        lines.append("wrote " + written.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}

func plural(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}

/// The Swift files of a project `check-init` places: not tests, not vendored, not generated modules (their manifests
/// place them), not Package.swift; each with its module and the outermost names of the types it declares and extends.
struct ProjectFiles {
    struct Candidate {
        /// Relative to the project folder.
        var path: String
        var declared: [String]
        var extended: [String]
    }

    var candidates: [Candidate] = []
    /// Package.swift targets holding candidates: name → folder relative to the project folder (nil for the folder itself).
    var modules: [(name: String, folder: String?)] = []
    /// Modules matching `InitConventions.featurePattern`, sorted.
    var featureModules: [String] = []
    /// The `exclude:` globs that match files of the project, and how many files they leave out.
    var excludes: [String] = []
    var excludedFiles = 0
    var generatedFiles = 0
    var manifests = 0
    var notes: [String] = []

    init(root: String) {
        var walk = FolderWalk()
        var paths: [String] = []
        var manifestPaths: [String] = []
        for (path, moduleRoot) in walk.swiftFiles(under: root) {
            guard let inside = relative(path, to: root) else { continue }
            if path.hasSuffix("/Package.swift") {
                manifestPaths.append(path)
            } else if moduleRoot != nil {
                generatedFiles += 1
            } else if let glob = InitConventions.excludedFolders.first(where: { Glob($0.glob).matches(path: inside) }) {
                excludedFiles += 1
                if !excludes.contains(glob.glob) { excludes.append(glob.glob) }
            } else {
                paths.append(path)
            }
        }
        excludes.sort { first, second in
            InitConventions.excludedFolders.firstIndex { $0.glob == first }! < InitConventions.excludedFolders.firstIndex { $0.glob == second }!
        }
        paths.sort()
        manifests = manifestPaths.count
        let packages = PackageModules(manifests: manifestPaths.sorted()) { relative($0, to: root) ?? $0 }
        notes = packages.notes

        let facts = Slots<FileFacts>(count: paths.count)
        let base = BaseFolder(root)
        onLargeStacks(paths.count) { [paths] index in
            if case .facts(let value) = FactsTable.extract(paths[index], nil, base: base) { facts[index] = value }
        }
        var moduleFolders: [String: String?] = [:]
        for (index, path) in paths.enumerated() {
            let value = facts[index] ?? FileFacts()
            candidates.append(
                Candidate(
                    path: relative(path, to: root) ?? path, declared: Self.outermost(value.declarations.map(\.name)),
                    extended: Self.outermost(value.extensions.map(\.name))))
            if let module = packages.module(of: path), moduleFolders[module.name] == nil {
                moduleFolders[module.name] = relative(module.folder, to: root)
            }
        }
        modules = moduleFolders.map { (name: $0.key, folder: $0.value) }.sorted { $0.name < $1.name }
        let feature = Glob(InitConventions.featurePattern)
        featureModules = modules.map(\.name).filter { feature.matches(name: $0) }
    }

    private static func outermost(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.compactMap { name in
            let outer = String(name.prefix { $0 != "." })
            return seen.insert(outer).inserted ? outer : nil
        }
    }
}

/// The files one architecture's conventions place: per layer, the patterns that place something, and the files in it.
struct Placement {
    struct Layer {
        var layer: String
        /// Path globs relative to the project folder, and type-name patterns, that match at least one file or type.
        var paths: [String]
        var types: [String]
        /// The packages (Package.swift targets) its module-name conventions place in it.
        var packages: [String]
    }

    var architecture: String
    var order: Int
    var layers: [Layer] = []
    var filesPerLayer: [String: Int] = [:]
    /// Files in some layer, as `scaffold check` assigns them: by the first layer whose paths match, or by a type they
    /// declare or extend.
    var placed = 0

    init(architecture: String, conventions: [LayerConvention], project: ProjectFiles) {
        self.architecture = architecture
        order = InitConventions.byArchitecture.firstIndex { $0.architecture == architecture } ?? 0
        for convention in conventions {
            var layer = Layer(layer: convention.layer, paths: [], types: [], packages: [])
            for folder in convention.folders {
                let glob = "**/\(folder)/**"
                if project.candidates.contains(where: { Glob(glob).matches(path: $0.path) }) { layer.paths.append(glob) }
            }
            let folderGlobs = layer.paths.map { Glob($0) }
            for module in project.modules {
                guard let folder = module.folder, convention.modules.contains(where: { Glob($0).matches(name: module.name) }) else { continue }
                let glob = Glob(folder + "/**")
                let files = project.candidates.filter { glob.matches(path: $0.path) }
                guard !files.isEmpty else { continue }
                layer.packages.append(module.name)
                // A folder convention may cover the package already (`**/Networking/**`).
                if files.contains(where: { file in !folderGlobs.contains { $0.matches(path: file.path) } }) { layer.paths.append(glob.text) }
            }
            // A type pattern counts only when it matches a declaration: 'scaffold check' calls a layer that matches
            // nothing an error, and an extension alone does not count as a match there.
            layer.types = convention.types.filter { pattern in
                project.candidates.contains { $0.declared.contains { Glob(pattern).matches(name: $0) } }
            }
            if !layer.paths.isEmpty || !layer.types.isEmpty { layers.append(layer) }
        }
        let pathGlobs = layers.map { $0.paths.map { Glob($0) } }
        let typeGlobs = layers.map { $0.types.map { Glob($0) } }
        for file in project.candidates {
            let byPath = pathGlobs.firstIndex { $0.contains { $0.matches(path: file.path) } }
            func byType(_ name: String) -> Int? { typeGlobs.firstIndex { $0.contains { $0.matches(name: name) } } }
            // As the check counts a file: the layer of its first declaration, else its path's, else that of a type it extends.
            let index = file.declared.lazy.compactMap { byType($0) ?? byPath }.first ?? byPath ?? file.extended.lazy.compactMap(byType).first
            guard let index else { continue }
            placed += 1
            filesPerLayer[layers[index].layer, default: 0] += 1
        }
    }
}

/// The commented `check:` section.
struct ConfigWriter {
    var placement: Placement
    var placements: [Placement]
    var inferred: Bool
    var project: ProjectFiles
    var peers: [String]
    var baseline: String?
    var violations = 0
    var unassigned: [String] = []

    static let listedUnassigned = 40

    func text() -> String {
        var lines = [
            "# The architecture's layer rules for 'scaffold check' (docs/check.md), written by 'scaffold check-init' from the",
            "# project's folders, type names and Package.swift files. Edit it freely: it is yours now.",
            "check:",
        ]
        let others = placements.filter { $0.architecture != placement.architecture }.map { "\($0.architecture) \($0.placed)" }
        lines.append(
            "  # \(inferred ? "Inferred" : "Chosen with --architecture"): its conventions place \(placement.placed) of \(project.candidates.count) files ("
                + others.joined(separator: ", ") + ").")
        lines.append("  architecture: \(placement.architecture)")
        lines.append("  # Path globs are relative to this file (** any folders); type-name patterns win over paths; a file matching")
        lines.append("  # the paths of several layers takes the first.")
        lines.append("  layers:")
        for layer in placement.layers {
            let files = placement.filesPerLayer[layer.layer] ?? 0
            var comment = "    # \(plural(files, "file"))"
            if !layer.packages.isEmpty {
                comment += ", including the \(layer.packages.joined(separator: ", ")) package\(layer.packages.count == 1 ? "" : "s")"
            }
            lines.append(comment)
            var fields: [String] = []
            if !layer.paths.isEmpty { fields.append("paths: " + Self.list(layer.paths)) }
            if !layer.types.isEmpty { fields.append("types: " + Self.list(layer.types)) }
            lines.append("    \(layer.layer): { \(fields.joined(separator: ", ")) }")
        }
        if !project.excludes.isEmpty {
            lines.append("  # Not the app's own code: never checked.")
            lines.append("  exclude: " + Self.list(project.excludes))
        }
        if !peers.isEmpty {
            lines.append("  # Feature packages (\(peers.joined(separator: ", "))) must not use each other: one error per pair.")
            lines.append("  peers:")
            lines.append("    features: " + Self.list([InitConventions.featurePattern]))
        }
        if let baseline {
            lines.append("  # The \(plural(violations, "violation")) there were when this file was written: 'scaffold check' fails only on new ones,")
            lines.append("  # and on an entry that no longer occurs. After fixing one, 'scaffold check --write-baseline \(baseline)'.")
            lines.append("  baseline: \(baseline)")
        }
        if !unassigned.isEmpty {
            lines.append("")
            lines.append("# In no layer, so no rule applies to them (\(plural(unassigned.count, "file"))): add their folders or type names to a layer")
            lines.append("# above, or leave them out under 'exclude:'. 'scaffold check --list-unassigned' lists them and their types.")
            for file in unassigned.prefix(Self.listedUnassigned) { lines.append("#   \(file)") }
            if unassigned.count > Self.listedUnassigned { lines.append("#   … and \(unassigned.count - Self.listedUnassigned) more") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `["a", "b"]`, each a double-quoted YAML string.
    static func list(_ items: [String]) -> String {
        "["
            + items.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: ", ") + "]"
    }
}
