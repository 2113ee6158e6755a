import ArgumentParser
import Foundation
import ScaffoldCheck
import ScaffoldDiagnostics

extension OutputFormat: ExpressibleByArgument {}
extension GraphLevel: ExpressibleByArgument {}
extension GraphFormat: ExpressibleByArgument {}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check code against its architecture's layer rules.",
        discussion: """
            Files of generated modules take their layer from .scaffold/manifest.json; \
            other code from the 'check:' section of scaffold.yml (path globs and \
            type-name patterns). Exit status: 0 clean, 1 errors (or stale baseline \
            entries; warnings do not fail), 2 bad input or configuration (including an \
            empty scope).

            A comment suppresses a rule on its line, with the reason why:
              // scaffold:ignore mvvm/view -- legacy adapter, see #123

            Examples:
              scaffold check                             # the current folder
              scaffold check Sources --format sarif --output scaffold.sarif
              scaffold check --write-baseline .scaffold-baseline.json
              scaffold check --baseline .scaffold-baseline.json  # new ones fail
              scaffold check --list-unassigned           # what no layer covers
              scaffold check Packages/Timeline           # one package, all rules
              scaffold check --changed-from origin/main  # what a pull request changed

            On an existing app without scaffold.yml, 'scaffold check-init --freeze' \
            writes one (see its --help).
            """
    )

    @Argument(help: "Folders or Swift files to check (default: the current folder).", completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format = OutputFormat.text

    @Option(help: "The scaffold.yml to read (default: looked up from the current folder upwards).", completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(help: "Ignore the violations recorded in this file; entries that no longer occur fail the run.", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: "Record every current violation in this file and exit 0.", completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Flag(help: "List the checked files and types that are in no layer (text or json), instead of the violations, and exit 0.")
    var listUnassigned = false

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.", completion: .file())
    var output: String?

    @Flag(help: "Neither read nor write the cache of parsed facts in .scaffold/check-cache/ (beside scaffold.yml).")
    var noCache = false

    @Option(
        help: ArgumentHelp(
            "Check only the Swift files changed since this git revision (and new untracked ones), against the whole configuration.",
            valueName: "ref"))
    var changedFrom: String?

    func validate() throws {
        if listUnassigned && format != .text && format != .json {
            throw ValidationError("--list-unassigned prints text or json, not \(format.rawValue)")
        }
    }

    func run() throws {
        var paths = self.paths
        if let changedFrom {
            do {
                paths = try ChangedFiles.swiftFiles(since: changedFrom, under: paths)
            } catch {
                CheckCLI.printError("error: --changed-from: \(error)\n")
                throw ExitCode(2)
            }
            if paths.isEmpty {
                CheckCLI.printError("no Swift file changed since \(changedFrom): nothing to check\n")
                return
            }
        }
        let report = try CheckCLI.run(paths: paths, config: config, baseline: baseline, cache: !noCache)
        if listUnassigned {
            try CheckCLI.output(report.renderUnassigned(format), to: output)
            CheckCLI.printError((report.coverageSummary ?? "every checked file and type is in a layer") + "\n")
            return
        }
        if let writeBaseline {
            try CheckCLI.write(report.baselineData(), to: writeBaseline)
            let count = report.baselineEntries.count
            CheckCLI.printError("wrote \(count) baseline entr\(count == 1 ? "y" : "ies") to \(writeBaseline) (\(report.current.count) violations)\n")
            return
        }
        try CheckCLI.output(report.render(format), to: output)
        CheckCLI.printError(report.summary + "\n")
        if let coverage = report.coverageSummary { CheckCLI.printError(coverage + "\n") }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}

/// A command of its own rather than `check init`: `check` takes folders to check, and `scaffold check init` must keep
/// meaning the folder `init`.
struct CheckInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-init",
        abstract: "Set up check: write scaffold.yml inferred from code.",
        discussion: """
            Reads every Swift file and Package.swift under the folder, places each file \
            in a layer by the folder, type-name and package conventions of an \
            architecture (*View, *ViewController, *ViewModel, *Presenter, *Interactor, \
            *Router, *Builder, *Reducer, *Store, *EffectHandler, *Service, *Client; \
            Views/, Services/, Models/, Entities/; a Models or Networking package …) — \
            the one whose conventions place the most files, unless --architecture says \
            — and writes a commented scaffold.yml with those layers, 'peers:' for two or \
            more *Feature packages, and the files it could not place. Test folders are \
            left out. With --freeze it also records today's violations in \
            .scaffold-baseline.json, which scaffold.yml names, so that 'scaffold check' \
            passes now and fails on any new violation. Never overwrites a file; exit \
            status 2 and nothing written on bad input.

            Example, in an app's folder:
              scaffold check-init --freeze      # scaffold.yml, baseline and a summary
              scaffold check                    # passes: today's violations are frozen
              scaffold check --list-unassigned  # what no layer covers yet
            """
    )

    @Argument(help: "The project's folder (default: the current folder); scaffold.yml is written there.", completion: .directory)
    var folder: String?

    @Option(help: "The architecture whose rules to use: mvvm, viper, mvp or store (default: inferred from the code).")
    var architecture: String?

    @Flag(help: "Also write .scaffold-baseline.json with today's violations, named in scaffold.yml, so that 'scaffold check' passes now.")
    var freeze = false

    func run() throws {
        let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let request = CheckInitRequest(
            folder: folder.map { URL(fileURLWithPath: $0, relativeTo: working) } ?? working, workingFolder: working, architecture: architecture,
            freeze: freeze)
        do throws(DiagnosticError) {
            let plan = try CheckInit.plan(request)
            for note in plan.notes { CheckCLI.printError("note: \(note)\n") }
            try CheckInit.write(plan)
            FileHandle.standardOutput.write(Data((plan.summary + "\n").utf8))
        } catch {
            let count = error.diagnostics.count
            CheckCLI.printError(error.description + "\n\(count) error\(count == 1 ? "" : "s")\n")
            throw ExitCode(2)
        }
    }
}

struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export the graph check sees: dot, mermaid or json.",
        discussion: """
            Module and layer levels count the references along each edge.

            Examples:
              scaffold graph --level layer --format mermaid
              scaffold graph Sources --level module --format dot | dot -Tsvg > modules.svg
            """
    )

    @Argument(help: "Folders or Swift files (default: the current folder).", completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(help: "Graph level: \(GraphLevel.allCases.map(\.rawValue).joined(separator: ", ")).")
    var level = GraphLevel.layer

    @Option(help: "Output format: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format = GraphFormat.dot

    @Option(help: "The scaffold.yml to read (default: looked up from the current folder upwards).", completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(name: .shortAndLong, help: "Write the graph to this file instead of standard output.", completion: .file())
    var output: String?

    @Flag(help: "Neither read nor write the cache of parsed facts in .scaffold/check-cache/ (beside scaffold.yml).")
    var noCache = false

    func run() throws {
        let report = try CheckCLI.run(paths: paths, config: config, baseline: nil, graph: true, cache: !noCache)
        try CheckCLI.output(report.renderGraph(level: level, format: format), to: output)
    }
}

/// Shared by `check` and `graph`: running the check, printing, writing files.
private enum CheckCLI {
    /// Runs the check; configuration and input errors are printed and end the process with exit status 2.
    /// The facts cache (`.scaffold/check-cache/`, which users should git-ignore) is used unless `--no-cache`;
    /// nothing is printed about it.
    static func run(paths: [String], config: String?, baseline: String?, graph: Bool = false, cache: Bool) throws -> CheckReport {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        do {
            let report = try ArchitectureCheck.run(
                CheckRequest(
                    paths: paths, workingFolder: folder, configFile: config,
                    baselineFile: baseline, includeGraph: graph, useCache: cache))
            for note in report.notes { printError("note: \(note)\n") }
            return report
        } catch {
            let count = error.diagnostics.count
            printError(error.description + "\n\(count) error\(count == 1 ? "" : "s")\n")
            throw ExitCode(2)
        }
    }

    static func output(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write '\(path)': \(error.localizedDescription)\n")
            throw ExitCode(2)
        }
    }

    static func printError(_ text: String) {
        writeToStandardError(text)
    }
}
