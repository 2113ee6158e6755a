import Foundation
import ScaffoldEmit
import ScaffoldFuzzing
import ScaffoldIR
import ScaffoldMutation
import ScaffoldScreen
import ScaffoldSpec

/// One owner file of a generated module.
struct OwnerFile {
    var spec: String
    var architecture: String
    var role: String
    /// Relative to the spec's package folder.
    var path: String
    /// The module's name in the package (`<Module><Architecture>`), and in the spec.
    var module: String
    var specModule: String
    /// What the spec makes unobservable in this architecture, for the entries that hold `when` it does.
    var facts: SpecFacts
}

/// What became of one mutant.
enum Outcome: String {
    case killed, timedOut = "killed (timeout)", survived, equivalent, notCompiling = "not compiling"
}

struct MutantResult {
    var file: OwnerFile
    var mutant: StatementMutant
    var outcome: Outcome
    var entry: EquivalentMutant?
}

/// Counts of one spec in one architecture, or of a sum of them.
struct Tally {
    var killed = 0, timedOut = 0, survived = 0, equivalent = 0, notCompiling = 0

    mutating func add(_ outcome: Outcome) {
        switch outcome {
        case .killed: killed += 1
        case .timedOut: killed += 1; timedOut += 1
        case .survived: survived += 1
        case .equivalent: equivalent += 1
        case .notCompiling: notCompiling += 1
        }
    }

    /// Killed ÷ compiling, equivalent mutants left out; nil when none compiled.
    var score: Double? { killed + survived == 0 ? nil : Double(killed) / Double(killed + survived) }
}

/// What to run, from the command line.
struct MutationOptions {
    var specs: [String]
    var architectures: [String]
    var sample: Int
    var offset: Int
    var limit: Int?
    var timeout: Double
    var jobs: Int
    var work: URL
    var equivalent: [EquivalentMutant]
    var specUI: Bool
    var verbose: Bool
    /// Print the mutants chosen, without building anything.
    var list: Bool
}

/// Generates each spec's package (its architectures side by side), builds it once, then deletes one statement at a
/// time in the owner files, rebuilds incrementally and runs the architecture's tests.
final class MutationRun {
    let options: MutationOptions
    var results: [MutantResult] = []
    /// The keys of the equivalent entries some mutant matched, sampled or not: an entry that matches none is stale.
    var matchedEntries: Set<String> = []
    /// The keys of the entries with a fact that some spec and architecture run had.
    var factsMet: Set<String> = []
    var problems: [String] = []
    let clock = ContinuousClock()

    init(options: MutationOptions) { self.options = options }

    /// `Specs/NewsList.yaml` → `NewsList`: the spec's package folder and its name in reports.
    static func specName(_ path: String) -> String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

    func run() throws {
        var templates: [String: TemplateSet] = [:]
        for architecture in options.architectures { templates[architecture] = try TemplateSet.resolve(architecture, projectFolder: nil) }
        for spec in options.specs {
            do {
                try mutate(spec: spec, templates: templates)
            } catch {
                problems.append("\(spec): \(error)")
                say("\(spec): \(error)")
            }
        }
    }

    /// The package of one spec: generated, built, its baseline tests run, then its mutants.
    func mutate(spec path: String, templates: [String: TemplateSet]) throws {
        let name = Self.specName(path)
        let folder = options.work.appendingPathComponent(name)
        let parsed = try SpecParser.load(path: path)
        var modules: [ModuleIR] = []
        var specModules: [String] = []
        for architecture in options.architectures {
            var module = try Lowering.lower(parsed, architectures: TemplateSet.available(projectFolder: nil), architectureOverride: architecture)
            if !options.specUI { module.ui = .none }
            specModules.append(module.name)
            modules.append(AggregatePackage.renamed(module))
        }
        let planned = try AggregatePackage.write(modules, templates: templates, to: folder)
        try removeStaleFiles(in: folder, keeping: Set(planned.values.flatMap { $0.map(\.path) }))
        // Each owner file written anew: a run stopped mid-mutant, or one before the whole-second stamps, may have left a
        // build of a mutant that the unchanged file would never replace.
        for module in modules {
            for file in planned[module.name] ?? [] where OwnerFiles.role(architecture: module.architecture, template: file.template) != nil {
                let url = folder.appendingPathComponent(file.path)
                try Self.write(try String(contentsOf: url, encoding: .utf8), to: url)
            }
        }
        let started = clock.now
        let log = folder.appendingPathComponent(".mutate-output.txt")
        if !options.list {
            let build = try runCommand(buildCommand, in: folder, timeout: 3600, log: log)
            guard build.status == 0 else {
                problems.append("\(name): the generated package does not build (\(folder.path))")
                say("\(name): the generated package does not build:\n\(build.output.suffix(4000))")
                return
            }
            say("\(name): \(modules.count) modules built in \(duration(build.seconds)) (\(folder.path))")
        }

        for (module, original) in zip(modules, specModules) {
            let facts = Self.facts(of: module)
            let files = (planned[module.name] ?? []).compactMap { file in
                OwnerFiles.role(architecture: module.architecture, template: file.template).map {
                    OwnerFile(
                        spec: name, architecture: module.architecture, role: $0, path: file.path, module: module.name, specModule: original,
                        facts: facts)
                }
            }
            for entry in options.equivalent where entry.architecture == module.architecture {
                if let fact = entry.fact, !facts.bindings(of: fact).isEmpty { factsMet.insert(entry.key) }
            }
            var mutants: [(OwnerFile, StatementMutant)] = []
            for file in files {
                let source = try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
                let all = StatementMutants.mutants(of: source, fileName: file.path)
                for mutant in all {
                    for entry in options.equivalent where matches(entry, file, mutant) { matchedEntries.insert(entry.key) }
                }
                mutants += all.indices.filter { $0 % options.sample == options.offset % options.sample }.map { (file, all[$0]) }
            }
            let total = mutants.count
            if let limit = options.limit, mutants.count > limit {
                mutants = (0..<limit).map { mutants[$0 * mutants.count / limit] }
            }
            if options.list {
                say("\(name) \(module.architecture): \(mutants.count) of \(total) mutants")
                for (file, mutant) in mutants { say("  \(file.path):\(mutant.line): \(mutant.text)") }
                continue
            }
            // Built again: the last mutant of the architecture before was put back, not rebuilt.
            let rebuilt = try runCommand(buildCommand, in: folder, timeout: 3600, log: log)
            let baseline = rebuilt.status == 0 ? try test(module.name, in: folder, log: log) : rebuilt
            let ran = baseline.output.firstMatch(of: /Test run with (\d+) test/).flatMap { Int($0.1) } ?? 0
            guard baseline.status == 0, !baseline.timedOut, ran > 0 else {
                let what =
                    rebuilt.status != 0
                    ? "the generated package does not build"
                    : baseline.status == 0 && !baseline.timedOut ? "no generated test ran" : "the generated tests fail before any mutation"
                problems.append("\(name) \(module.architecture): \(what)")
                say("\(name) \(module.architecture): \(what):\n\(baseline.output.suffix(4000))")
                continue
            }
            var tally = Tally()
            let architectureStart = clock.now
            for (index, (file, mutant)) in mutants.enumerated() {
                let result = try mutate(file, mutant, in: folder, log: log)
                tally.add(result.outcome)
                results.append(result)
                if options.verbose {
                    say("  [\(index + 1)/\(mutants.count)] \(result.outcome.rawValue): \(file.path):\(mutant.line): \(mutant.text)")
                }
            }
            say(
                "\(name) \(module.architecture): \(mutants.count) of \(total) mutants in \(duration((clock.now - architectureStart).seconds)): "
                    + "\(tally.killed) killed, \(tally.survived) survived, \(tally.equivalent) equivalent, \(tally.notCompiling) not compiling")
        }
        if !options.list { say("\(name): done in \(duration((clock.now - started).seconds))") }
    }

    func matches(_ entry: EquivalentMutant, _ file: OwnerFile, _ mutant: StatementMutant) -> Bool {
        entry.matches(
            architecture: file.architecture, role: file.role, statement: spelled(mutant.text, file), function: mutant.function, facts: file.facts)
    }

    /// Whether some write may leave what the view shows as it was, besides an input edit or an action run again: a
    /// call (its result may equal what is shown, a request may end without storing), a `set:` of secret state (not
    /// shown), or a `then:` chain writing the same state twice.
    static func mayWriteWhatIsShown(_ module: ModuleIR) -> Bool {
        module.actions.contains { action in
            let chain = ScreenAction.chain(of: action, in: module)
            let writes = chain.flatMap(\.assignments).map(\.state.raw)
            return chain.contains { $0.call != nil } || Set(writes).count < writes.count
                || writes.contains { module.stateField(named: $0)?.isSecret == true }
        }
    }

    /// What the spec makes unobservable, from its screen model (`SpecFacts`).
    static func facts(of module: ModuleIR) -> SpecFacts {
        let screen = Screen(module)
        let unguardedTests = screen.actions.filter { $0.action.condition != nil && !$0.tests.isEmpty && !$0.tests.contains { $0.kind == .skipped } }
        return SpecFacts(
            actionsWithoutEffect: Set(screen.actions.filter(\.hasNoEffect).map(\.name.swift)),
            confirmedWithoutEffect: Set(screen.actions.filter { $0.action.confirmation != nil && $0.effectsDoNothing }.map(\.name.swift)),
            guardsWithoutEffect: Set(unguardedTests.map(\.name.swift)),
            nothingRendersTwice: screen.inputs.isEmpty && screen.rerunWithoutChange == nil && !Self.mayWriteWhatIsShown(module),
            nothingChangesState: screen.inputs.isEmpty && screen.actions.allSatisfy { $0.hasNoEffect && $0.action.confirmation == nil })
    }

    /// The statement with the module's name as the spec gives it (the package renames each module after its
    /// architecture), so that equivalent entries do not depend on how this tool lays packages out.
    func spelled(_ text: String, _ file: OwnerFile) -> String { text.replacingOccurrences(of: file.module, with: file.specModule) }

    /// Deletes the statement, rebuilds, runs the module's tests, and puts the file back.
    func mutate(_ file: OwnerFile, _ mutant: StatementMutant, in folder: URL, log: URL) throws -> MutantResult {
        let url = folder.appendingPathComponent(file.path)
        let original = try String(contentsOf: url, encoding: .utf8)
        defer { try? Self.write(original, to: url) }
        try Self.write(mutant.apply(to: original), to: url)
        let entry = options.equivalent.first { matches($0, file, mutant) }
        var outcome = try buildAndTest(file, in: folder, log: log)
        if outcome == .survived {
            // Confirmed on a build that surely saw the mutant: once, on a busy machine, an incremental build took a
            // mutant that does not compile for an unchanged file and tested the binary before it.
            try Self.write(mutant.apply(to: original), to: url)
            outcome = try buildAndTest(file, in: folder, log: log)
        }
        if let entry {
            if outcome == .survived {
                outcome = .equivalent
            } else {
                problems.append("\(entry.location): listed as equivalent, but \(outcome.rawValue) in \(file.spec): \(entry.line)")
            }
        }
        return MutantResult(file: file, mutant: mutant, outcome: outcome, entry: entry)
    }

    /// Writes a source file so that the next build surely sees it: its modification time moves on by at least a whole
    /// second. The build compares modification times in whole seconds, so a mutant put back within the second it was
    /// written in went unseen, and the next file's mutants were tested with it still compiled in.
    static func write(_ text: String, to url: URL) throws {
        let before = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        try text.write(to: url, atomically: false, encoding: .utf8)
        let stamp = max(Date().timeIntervalSince1970.rounded(.down), before.rounded(.down) + 1)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: stamp)], ofItemAtPath: url.path)
    }

    /// Builds the package as it is on disk and runs the module's tests.
    func buildAndTest(_ file: OwnerFile, in folder: URL, log: URL) throws -> Outcome {
        let build = try runCommand(buildCommand, in: folder, timeout: 1800, log: log)
        guard build.status == 0, !build.timedOut else { return .notCompiling }
        let test = try test(file.module, in: folder, log: log)
        return test.timedOut ? .timedOut : test.status == 0 ? .survived : .killed
    }

    /// Debug builds only: a mutant build recompiles one file. Warnings are allowed, a mutant may well cause one.
    var buildCommand: [String] { ["swift", "build", "--build-tests", "-j", String(options.jobs)] }

    /// One module's tests, already built. On Linux the test binary runs directly, as `swift test` would run it: `swift
    /// test` starts it in a process group of its own, out of reach when a mutant hangs the tests, and costs a second.
    /// The generated tests use Swift Testing.
    func test(_ module: String, in folder: URL, log: URL) throws -> CommandResult {
        let filter = "^\(module)Tests\\."
        #if os(Linux)
        let binary = folder.appendingPathComponent(".build/debug/AggregatePackageTests.xctest").path
        return try runCommand([binary, "--testing-library", "swift-testing", "--filter", filter], in: folder, timeout: options.timeout, log: log)
        #else
        return try runCommand(["swift", "test", "--skip-build", "--filter", filter], in: folder, timeout: options.timeout, log: log)
        #endif
    }

    /// Files a previous run wrote that the package no longer has (a template renamed or dropped one).
    func removeStaleFiles(in folder: URL, keeping paths: Set<String>) throws {
        for top in ["Sources", "Tests"] {
            let root = folder.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker {
                let path = "\(top)/\(relative)"
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue,
                    !paths.contains(path)
                {
                    try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
                }
            }
        }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
