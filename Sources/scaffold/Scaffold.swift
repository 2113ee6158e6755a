import ArgumentParser
import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldGenerate
import ScaffoldIR
import ScaffoldManifest
import ScaffoldSpec

/// The command line: parses arguments, runs the pipeline (ScaffoldGenerate, ScaffoldCheck), prints, and maps errors to exit codes
/// (0 done, 1 a check found something, 2 bad input — with nothing written).
struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate iOS feature modules from YAML specs, and check layer rules.",
        discussion: """
            One YAML spec describes a feature module: its entities, services, state, \
            derived values, screen events, actions and routes (see Specs/NewsList.yaml \
            and docs/spec.md). scaffold writes it as Swift with mocks and unit tests, \
            keeps it in step when the spec changes, and checks in CI that code keeps \
            its architecture's layer rules.

            Built-in architectures ('architecture:' in the spec, or --architecture):
              \(TemplateSet.available(projectFolder: nil).joined(separator: ", "))

            Template sets of your own add more: see 'scaffold templates'.

            Example workflow:
              scaffold validate Specs/NewsList.yaml  # check the spec; write nothing
              scaffold new Specs/NewsList.yaml       # create NewsList/ with its tests
              scaffold regen --dry-run               # after editing the spec: the plan
              scaffold regen                         # update NewsList/, keep your edits
              scaffold check                         # in CI: exit 1 on a violation
              scaffold check-init --freeze           # an existing app: layers, baseline
              scaffold graph --format mermaid        # the dependencies check saw
            """,
        version: ScaffoldVersion.current,
        subcommands: [New.self, Regen.self, Migrate.self, Validate.self, Dump.self, Templates.self, Check.self, CheckInitCommand.self, Graph.self]
    )
}

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a module from a spec, with mocks and tests.",
        discussion: """
            Where the module goes is the 'layout:' of scaffold.yml (looked up from the \
            current folder upwards):
              package  <output>/<Module>/ is a SwiftPM package of its own, depending
                       on the packages of the modules the spec imports
                       ('dependencies:'). The default, also without scaffold.yml:
                       'scaffold new Specs/Feed.yaml' makes Feed/, and
                       'cd Feed && swift test' passes.
              target   sources in <output>/<Module>/, tests in
                       <tests>/<Module>Tests/, both added as targets to the
                       existing Package.swift ('manifest:'), every other byte of
                       it kept.
              app      sources in <output>/<Module>/ and tests in <tests>/<Module>/
                       of an existing app target and its test target ('module:' is
                       the app's Swift module); says whether the Xcode project
                       picks the files up by itself.

            See docs/project-layouts.md. Refuses to overwrite any existing file.
            """
    )

    @Argument(help: "The module spec (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var spec: String

    @Option(name: .shortAndLong, help: "Folder to create the module in (default: 'output:' of scaffold.yml, else the current folder).")
    var output: String?

    @Flag(help: "Make the module a SwiftPM package of its own, whatever 'layout:' says (the shorthand for 'layout: package').")
    var package = false

    @Option(
        help:
            "Architecture to generate, overriding the spec's 'architecture:' (built in: \(TemplateSet.available(projectFolder: nil).joined(separator: ", "))).")
    var architecture: String?

    @Option(help: "A folder of template sets that override or add to the built-in ones (default: 'templates:' of scaffold.yml).")
    var templates: String?

    @Flag(help: "List the files that would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Print a JSON summary (the module, its files and layers, what was added to the project) instead of text.")
    var json = false

    func run() throws {
        try reportingDiagnostics {
            var config = try ProjectConfig.find(from: currentFolder)
            if package { config.layout = .package }
            let templatesFolder = templates.map { URL(fileURLWithPath: $0, relativeTo: currentFolder) } ?? config.templatesFolder
            let module = try NewModule(
                spec: URL(fileURLWithPath: spec, relativeTo: currentFolder), displayPath: spec, architecture: architecture,
                output: output.map { URL(fileURLWithPath: $0, relativeTo: currentFolder) }, config: config, templatesFolder: templatesFolder,
                onWarnings: printWarnings)
            try module.write(projectFolder: currentFolder, dryRun: dryRun)
            if json {
                print(encodeJSON(module.summary(dryRun: dryRun)))
                return
            }
            let generation = module.generation
            let ir = generation.module
            let home = generation.home
            print(
                "\(dryRun ? "Would create" : "Created") \(ir.name) (\(ir.architecture), ui: \(ir.ui.rawValue), layout: \(config.layout.rawValue)) in \(displayPath(home.moduleFolder)): \(generation.files.count) files"
            )
            let width = generation.files.map(\.layer.count).max() ?? 0
            for file in generation.files {
                print("  \(file.layer.padding(toLength: width, withPad: " ", startingAt: 0))  \(displayPath(home.root.appendingPathComponent(file.path)))")
            }
            for line in module.integration.report(dryRun: dryRun) { print(line) }
            if !dryRun {
                print("  manifest: \(displayPath(home.root.appendingPathComponent(home.manifestPath)))")
                print(module.integration.nextStep)
            }
        }
    }
}

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs and report every error; write nothing.",
        discussion: "Exit status 0 when every spec is valid, 2 otherwise. Errors are printed as file:line:col: error: message."
    )

    @Argument(help: "Module specs (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var specs: [String]

    @Option(help: "Validate as this architecture instead of the spec's own.")
    var architecture: String?

    func validate() throws {
        if specs.isEmpty { throw ValidationError("give at least one spec, e.g. 'scaffold validate Specs/*.yaml'") }
    }

    func run() throws {
        var failed = 0
        for spec in specs {
            do {
                let ir = try loadModule(spec, architectureOverride: architecture)
                print(
                    "\(spec): ok (\(ir.name), \(ir.architecture): \(ir.entities.count) entities, \(ir.services.count) services, \(ir.actions.count) actions, \(ir.routes.count) routes)"
                )
            } catch {
                printDiagnostics(error)
                failed += 1
            }
        }
        if failed > 0 {
            writeToStandardError("\(failed) of \(specs.count) spec\(specs.count == 1 ? "" : "s") invalid\n")
            throw ExitCode(2)
        }
    }
}

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a spec's resolved module (the IR) as JSON.",
        discussion: "Keys are sorted; arrays keep the spec's order. Useful for template authors and for diffing spec changes."
    )

    @Argument(help: "The module spec (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var spec: String

    @Option(help: "Resolve for this architecture instead of the spec's own.")
    var architecture: String?

    func run() throws {
        try reportingDiagnostics {
            let ir = try loadModule(spec, architectureOverride: architecture)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(ir)) ?? Data()
            print(String(decoding: data, as: UTF8.self))
        }
    }
}

// MARK: Shared

/// The module a spec describes, for `validate`, `dump` and `templates context`; its warnings printed.
func loadModule(_ path: String, architectureOverride: String?, templatesFolder: URL? = nil) throws(DiagnosticError) -> ModuleIR {
    let (module, warnings) = try Generation.module(spec: path, architecture: architectureOverride, templatesFolder: templatesFolder, from: currentFolder)
    printWarnings(warnings)
    return module
}

/// Runs `body`; diagnostics go to stderr and end the process with exit status 2.
func reportingDiagnostics(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as DiagnosticError {
        printDiagnostics(error)
        throw ExitCode(2)
    }
}

func printDiagnostics(_ error: any Error) {
    let text: String
    if let error = error as? DiagnosticError {
        let count = error.diagnostics.count
        text = error.description + "\n\(count) error\(count == 1 ? "" : "s")\n"
    } else {
        text = "error: \(error)\n"
    }
    writeToStandardError(text)
}

/// Writes to standard error and never traps: with standard error closed, a full disk or a reader that
/// went away, the text is dropped and the exit status still tells what happened. `FileHandle.write`
/// raises on such errors, and a write to a closed pipe would end the process with SIGPIPE.
func writeToStandardError(_ text: String) {
    signal(SIGPIPE, SIG_IGN)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return }
        bytes = bytes.dropFirst(count)
    }
}

/// Pretty, key-sorted JSON without escaped slashes.
func encodeJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
}

/// Prints located warnings to standard error.
func printWarnings(_ warnings: [Diagnostic]) {
    guard !warnings.isEmpty else { return }
    writeToStandardError(warnings.map { $0.description + "\n" }.joined())
}
