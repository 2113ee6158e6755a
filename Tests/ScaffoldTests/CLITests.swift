import Foundation
import ScaffoldManifest
import Testing

/// The `scaffold` executable as users run it: exit codes, what it writes and what it refuses.
/// `make test` builds it first; `swift build` puts it beside the test bundle.
@Suite("Command line")
struct CLITests {
    static var executable: URL {
        let productsFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return productsFolder.appendingPathComponent("scaffold")
    }

    func scaffold(_ arguments: [String], in folder: URL) throws -> TestSupport.ProcessResult {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable.path),
            "build the executable first (swift build): \(Self.executable.path)")
        return try TestSupport.run([Self.executable.path] + arguments, in: folder)
    }

    var newsList: String { TestSupport.specsFolder.appendingPathComponent("NewsList.yaml").path }

    @Test("--version prints the one version the manifests record")
    func version() throws {
        let folder = try TestSupport.temporaryFolder("cli-version")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try scaffold(["--version"], in: folder)
        #expect(result.status == 0 && result.output == ScaffoldVersion.current + "\n", "\(result.output)")
        #expect(try scaffold(["new", newsList, "--output", "out"], in: folder).status == 0)
        let manifest = try String(contentsOf: folder.appendingPathComponent("out/NewsList/.scaffold/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"generator\" : \"scaffold \(ScaffoldVersion.current)\""), "\(manifest)")
    }

    @Test("new without scaffold.yml writes a package of its own with its manifest, and refuses to run twice")
    func newWritesModuleOnce() throws {
        let folder = try TestSupport.temporaryFolder("cli-new")
        defer { try? FileManager.default.removeItem(at: folder) }

        let first = try scaffold(["new", newsList, "--output", "out"], in: folder)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("Created NewsList (mvvm, ui: swiftui, layout: package)"))
        #expect(first.output.contains("Next: cd out/NewsList && swift test"), "\(first.output)")
        let module = folder.appendingPathComponent("out/NewsList")
        for path in [
            "Package.swift", "Sources/NewsList/ViewModel/NewsListViewModel.swift", "Sources/NewsList/Model/Article.swift",
            "Tests/NewsListTests/Mocks/MockNewsService.swift", ".scaffold/manifest.json",
        ] {
            #expect(FileManager.default.fileExists(atPath: module.appendingPathComponent(path).path), "missing \(path)")
        }
        let manifestData = try Data(contentsOf: module.appendingPathComponent(".scaffold/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let files = try #require(manifest["files"] as? [[String: Any]])
        let paths = files.compactMap { $0["path"] as? String }
        #expect(paths == paths.sorted())
        #expect(files.contains { $0["path"] as? String == "Sources/NewsList/ViewModel/NewsListViewModel.swift" && $0["layer"] as? String == "ViewModel" })
        #expect(files.contains { $0["path"] as? String == "Tests/NewsListTests/NewsListViewModelTests.swift" && $0["layer"] as? String == "Test" })
        #expect(manifest["layout"] as? String == "package" && manifest["root"] as? String == ".")

        let second = try scaffold(["new", newsList, "--output", "out"], in: folder)
        #expect(second.status == 2)
        #expect(second.output.contains("already holds a generated module"))
        #expect(second.output.contains("scaffold regen"))
    }

    @Test("new --package writes a package whose manifest sits beside Package.swift")
    func newPackageLayout() throws {
        let folder = try TestSupport.temporaryFolder("cli-package")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try scaffold(["new", newsList, "--output", "out", "--package"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        let root = folder.appendingPathComponent("out/NewsList")
        for path in ["Package.swift", ".scaffold/manifest.json", "Sources/NewsList/Model/Article.swift", "Tests/NewsListTests/Mocks/MockNewsService.swift"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "missing \(path)")
        }
    }

    @Test("--dry-run lists the files and writes nothing")
    func dryRunWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder("cli-dry")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try scaffold(["new", newsList, "--output", "out", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Would create NewsList"))
        #expect(result.output.contains("ViewModel/NewsListViewModel.swift"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("a bad spec gives located errors, exit status 2 and writes nothing")
    func badSpecWritesNothing() throws {
        let folder = try TestSupport.temporaryFolder("cli-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
            module: Broken
            entities:
              Article:
                title: Strng
            state:
              items: [Article]
            actions:
              load:
                call: NewsService.fetch
            """
        try spec.write(to: folder.appendingPathComponent("Broken.yaml"), atomically: true, encoding: .utf8)
        let result = try scaffold(["new", "Broken.yaml", "--output", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("Broken.yaml:4:12: error: unknown type 'Strng'"), "\(result.output)")
        #expect(result.output.contains("did you mean 'String'?"))
        #expect(result.output.contains("Broken.yaml:9:11: error: unknown service 'NewsService'"), "\(result.output)")
        #expect(result.output.contains("2 errors"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("--architecture overrides the spec, and an unknown one lists the known ones")
    func architectureOverride() throws {
        let folder = try TestSupport.temporaryFolder("cli-arch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try scaffold(["new", newsList, "--output", "out", "--architecture", "mvvn"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("unknown architecture 'mvvn'"))
        #expect(result.output.contains("did you mean 'mvvm'?"))
    }

    @Test("validate checks every spec and writes nothing; dump prints stable JSON")
    func validateAndDump() throws {
        let specs = TestSupport.exampleSpecs.map { TestSupport.specsFolder.appendingPathComponent($0).path }
        let validate = try scaffold(["validate"] + specs, in: TestSupport.packageRoot)
        #expect(validate.status == 0, "\(validate.output)")
        #expect(validate.output.components(separatedBy: ": ok (").count == specs.count + 1)

        let first = try scaffold(["dump", newsList], in: TestSupport.packageRoot)
        let second = try scaffold(["dump", newsList], in: TestSupport.packageRoot)
        #expect(first.status == 0)
        #expect(first.output == second.output)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any])
        #expect(json["name"] as? String == "NewsList")
        #expect((json["actions"] as? [[String: Any]])?.count == 4)
    }

    @Test("--help names every subcommand, one line each, every built-in architecture, and a workflow")
    func topLevelHelp() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable.path),
            "build the executable first (swift build): \(Self.executable.path)")
        // The width of an 80-column terminal, whatever runs the tests (argument-parser reads COLUMNS).
        let help = try TestSupport.run(["COLUMNS=80", Self.executable.path, "--help"], in: TestSupport.packageRoot)
        #expect(help.status == 0, "\(help.output)")
        let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "SUBCOMMANDS:"), "\(help.output)")
        let listed = lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        // "  name   abstract": a continuation line would start with spaces only and name no subcommand.
        let names = listed.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names.sorted() == ["check", "check-init", "dump", "graph", "migrate", "new", "regen", "templates", "validate"], "\(help.output)")
        for line in listed {
            #expect(line.hasPrefix("  ") && !line.hasPrefix("   ") && line.split(separator: " ").count > 2, "not one line: \(line)")
        }
        let architectures = TestSupport.architectures
        #expect(Set(["mvvm", "viper", "mvp", "store"]).isSubset(of: architectures))
        let words = Set(help.output.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        for architecture in architectures {
            #expect(words.contains(architecture), "--help does not name the architecture '\(architecture)'")
        }
        for step in ["scaffold new ", "scaffold regen", "scaffold check"] {
            #expect(help.output.contains(step), "--help shows no '\(step)'")
        }
    }

    @Test("every command's --help reads as written in an 80-column terminal: no line of it re-wrapped")
    func helpFitsEightyColumns() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable.path),
            "build the executable first (swift build): \(Self.executable.path)")
        let commands = [
            [], ["new"], ["regen"], ["migrate"], ["validate"], ["dump"], ["check"], ["check-init"], ["graph"], ["templates"],
            ["templates", "list"], ["templates", "show"], ["templates", "eject"], ["templates", "context"],
        ]
        for command in commands {
            let help = try TestSupport.run(["COLUMNS=80", Self.executable.path] + command + ["--help"], in: TestSupport.packageRoot)
            #expect(help.status == 0, "\(help.output)")
            // The overview and discussion: argument-parser wraps them at the width, and a line written longer than it
            // comes out broken in two, the rest of it unindented at the start of the next line.
            let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix { !$0.hasPrefix("USAGE:") }
            for (line, next) in zip(lines, lines.dropFirst()) where !next.isEmpty && !next.hasPrefix(" ") {
                let name = (["scaffold"] + command).joined(separator: " ")
                #expect(!line.hasPrefix(" "), "\(name) --help: an indented line wraps: '\(line)' / '\(next)'")
                // Within a paragraph the next line starts with a word that did not fit on this one (argument-parser
                // breaks at the last space among the next 80 characters).
                let word = next.split(separator: " ").first.map(String.init) ?? next
                #expect(line.isEmpty || line.count + 1 + word.count + 1 > 80, "\(name) --help: a line broken early: '\(line)' / '\(next)'")
            }
        }
    }

    @Test("scaffold.yml sets the output folder")
    func configOutput() throws {
        let folder = try TestSupport.temporaryFolder("cli-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "output: Sources/Features\n".write(to: folder.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        let result = try scaffold(["new", newsList], in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/Features/NewsList/.scaffold/manifest.json").path))

        try "output: ../elsewhere\n".write(to: folder.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        let escaping = try scaffold(["new", newsList], in: folder)
        #expect(escaping.status == 2)
        #expect(escaping.output.contains("scaffold.yml:1:9: error: output '../elsewhere' leaves the project folder"), "\(escaping.output)")
    }

    @Test("templates context prints the exact context as JSON; a bad --ui is a located error")
    func templatesContext() throws {
        let folder = try TestSupport.temporaryFolder("cli-context")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try scaffold(["templates", "context", newsList, "--architecture", "viper", "--ui", "uikit"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let module = try #require(object["module"] as? [String: Any])
        #expect(module["architecture"] as? String == "viper")
        #expect(module["uiUIKit"] as? Bool == true)
        #expect(module["useCases"] is [Any])

        let bad = try scaffold(["templates", "context", newsList, "--ui", "watchkit"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.output.contains("error: unknown ui 'watchkit'"), "\(bad.output)")
        #expect(bad.output.contains("swiftui, uikit, none"), "\(bad.output)")
    }

    @Test("scripts/install (make install) puts every built-in set beside the binary, which then uses them")
    func install() throws {
        let prefix = try TestSupport.temporaryFolder("cli-install")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let script = TestSupport.packageRoot.appendingPathComponent("scripts/install").path
        let installed = try TestSupport.run([script, prefix.path, Self.executable.path], in: prefix)
        #expect(installed.status == 0 && installed.output.contains("Installed scaffold \(ScaffoldVersion.current) in"), "\(installed.output)")
        for completion in ["bash-completion/completions/scaffold", "zsh/site-functions/_scaffold", "fish/vendor_completions.d/scaffold.fish"] {
            let text = try String(contentsOf: prefix.appendingPathComponent("share/\(completion)"), encoding: .utf8)
            #expect(text.contains("regen"), "\(completion)")
        }
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/scaffold/schemas/scaffold.schema.json").path))

        // Each architecture's templates come from the installed copy, not from the build's resource bundle.
        let binary = prefix.appendingPathComponent("bin/scaffold").path
        for architecture in TestSupport.architectures {
            let show = try TestSupport.run([binary, "templates", "show", architecture], in: prefix)
            #expect(show.status == 0 && show.output.contains("← share/scaffold/templates/\(architecture)/"), "\(show.output)")
            let new = try TestSupport.run([binary, "new", newsList, "--architecture", architecture, "--output", "out-\(architecture)"], in: prefix)
            #expect(new.status == 0, "\(new.output)")
        }
        let check = try TestSupport.run([binary, "check", "--no-cache", "."], in: prefix)
        #expect(check.status == 0 && check.output.contains("no violations"), "\(check.output)")
    }
}
