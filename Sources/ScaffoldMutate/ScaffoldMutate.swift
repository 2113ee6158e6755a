import ArgumentParser
import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldMutation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `make mutate`: how many statement deletions in the generated owner files the generated tests catch
/// (docs/mutation.md). Run from the repository root.
@main
struct ScaffoldMutate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold-mutate",
        abstract: "Delete one statement at a time in generated owner files, rebuild, and run the generated tests.",
        discussion: """
            Generates each spec in each architecture (side by side, one package per spec, ui: none), builds it once, then for \
            every statement of the owner files (view model; presenter, model and state; interactor, presenter and router; \
            reducer, store, effect handler and state) deletes it, rebuilds incrementally and runs that architecture's tests. \
            Prints killed / survived / not compiling per architecture and each survivor. Run from the repository root.
            """)

    @Option(name: .customLong("spec"), help: "A spec to run, by name (NewsList) or path; repeat for more (default: every Specs/*.yaml).")
    var specs: [String] = []

    @Flag(help: "Also run the edge specs of the test suite (Tests/EdgeSpecs/*.yaml).")
    var edge = false

    @Option(name: .customLong("architecture"), help: "An architecture to run; repeat for more (default: all four).")
    var architectures: [String] = []

    @Option(help: "Run every Nth mutant of each owner file, in source order (1: all).")
    var sample = 1

    @Option(help: "With --sample N, start at this mutant of each file (0..<N): another slice of the same mutants.")
    var offset = 0

    @Option(help: "At most this many mutants per spec and architecture, spread evenly over those sampled.")
    var limit: Int?

    @Option(help: "Seconds a test run may take before it counts as killed: a mutant that hangs the tests (they run in under a second).")
    var timeout = 10.0

    @Option(help: "Parallel jobs of each `swift build`.")
    var jobs = 1

    @Option(help: "The folder for the generated packages, reused by the next run so that builds stay incremental.")
    var work: String?

    @Option(help: "The reviewed equivalent-mutants file.")
    var equivalent = "Tests/Mutation/equivalent.txt"

    @Flag(help: "Generate each spec with its own ui instead of ui: none (slower; the owners are the same).")
    var specUI = false

    @Option(help: "Exit 1 when an architecture's score (percent) is below this.")
    var minScore: Double?

    @Flag(help: "Print every mutant's outcome as it is found.")
    var verbose = false

    @Flag(help: "Print the mutants chosen, without building or testing anything.")
    var list = false

    mutating func validate() throws {
        guard sample >= 1 else { throw ValidationError("--sample must be at least 1") }
        guard (0..<sample).contains(offset) else { throw ValidationError("--offset must be in 0..<\(sample)") }
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
        let known = OwnerFiles.roles.keys.sorted()
        for architecture in architectures where !known.contains(architecture) {
            throw ValidationError("unknown architecture '\(architecture)'; \(Suggestions.hint(for: architecture, in: known, listing: "architectures"))")
        }
    }

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let folders = ["Specs"] + (edge ? ["Tests/EdgeSpecs"] : [])
        var paths: [String] = []
        if specs.isEmpty {
            for folder in folders {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                paths += names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
            }
        } else {
            for spec in specs {
                let candidates = spec.hasSuffix(".yaml") ? [spec] : ["Specs", "Tests/EdgeSpecs"].map { "\($0)/\(spec).yaml" }
                guard let path = candidates.first(where: FileManager.default.fileExists) else {
                    throw ValidationError("no spec \(candidates.joined(separator: " or ")) (run from the repository root)")
                }
                paths.append(path)
            }
        }
        guard !paths.isEmpty else { throw ValidationError("no specs in \(folders.joined(separator: ", ")) (run from the repository root)") }
        let names = paths.map(MutationRun.specName)
        if Set(names).count != names.count { throw ValidationError("two specs share a name: each needs a package folder of its own") }

        var entries: [EquivalentMutant] = []
        if let text = try? String(contentsOfFile: equivalent, encoding: .utf8) {
            do {
                entries = try EquivalentMutants.parse(text, file: equivalent)
            } catch {
                say("\(error)")
                throw ExitCode(2)
            }
        } else {
            say("note: no \(equivalent); no mutant is listed as equivalent")
        }

        let work = URL(fileURLWithPath: self.work ?? FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-mutate").path)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // Two runs in one folder would mutate each other's files.
        let lock = open(work.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            say("scaffold-mutate: another run is using \(work.path); wait for it or pass --work")
            throw ExitCode(2)
        }
        defer { close(lock) }

        let chosen = architectures.isEmpty ? TemplateSet.available(projectFolder: nil).filter { OwnerFiles.roles[$0] != nil } : architectures
        let options = MutationOptions(
            specs: paths, architectures: chosen, sample: sample, offset: offset, limit: limit, timeout: timeout, jobs: jobs, work: work,
            equivalent: entries, specUI: specUI, verbose: verbose, list: list)
        let mutation = MutationRun(options: options)
        say("scaffold-mutate: \(paths.count) specs × \(chosen.joined(separator: ", ")) in \(work.path)")
        try mutation.run()
        if list { return }
        var sampled = sample == 1 ? "every mutant" : "one mutant in \(sample) per file (offset \(offset))"
        if let limit { sampled += ", at most \(limit) per spec and architecture" }
        say("")
        say(mutation.report(equivalentFile: equivalent, elapsed: (clock.now - start).seconds, sampled: sampled))
        if !mutation.problems.isEmpty { throw ExitCode(2) }
        if let minScore {
            let below = chosen.filter { architecture in (mutation.tally { $0.file.architecture == architecture }.score ?? 1) * 100 < minScore }
            if !below.isEmpty {
                say("score below \(minScore)% in \(below.joined(separator: ", "))")
                throw ExitCode(1)
            }
        }
    }
}
