import Foundation
import ScaffoldDiagnostics
import ScaffoldFuzzing
import ScaffoldIR
import ScaffoldProject
import ScaffoldSpec
import Testing

/// The three layouts real projects use, each proven on a fixture project (Tests/Fixtures/Projects):
/// `scaffold new` of four specs in four architectures, then `swift build` and `swift test` pass there (the package
/// layout's feature packages in the aggregate build of `EndToEndTests`, the others here), `regen` and `check` work
/// there, and what must be refused is refused.
@Suite("Project layouts")
struct ProjectLayoutTests {
    let cli = CLITests()
    static let fixtures = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/Projects")
    /// Spec, architecture: Bookmarks imports `SHARED: [Status]`, which each fixture names.
    static let specs = [("Bookmarks", "mvvm"), ("Inbox", "mvp"), ("Settings", "viper"), ("Downloads", "store")]

    /// A copy of fixture `name` with the specs in its `Specs/`, their shared module named `shared`, in `parent` (a new
    /// temporary folder by default).
    func project(_ name: String, shared: String, in parent: URL? = nil) throws -> URL {
        let folder = try parent ?? TestSupport.temporaryFolder("layout-\(name)")
        let project = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: project)
        let specs = project.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for (spec, _) in Self.specs {
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent("Specs/\(spec).yaml"), encoding: .utf8)
            try text.replacingOccurrences(of: "SHARED", with: shared).write(to: specs.appendingPathComponent("\(spec).yaml"), atomically: true, encoding: .utf8)
        }
        return project
    }

    /// What `new` printed for each spec.
    @discardableResult
    func generateAll(in project: URL) throws -> [String] {
        try Self.specs.map { spec, architecture in
            let result = try cli.scaffold(["new", "Specs/\(spec).yaml"], in: project)
            #expect(result.status == 0, "\(spec): \(result.output)")
            #expect(result.output.contains("(\(architecture), "), "\(spec): \(result.output)")
            return result.output
        }
    }

    func buildAndTest(_ folder: URL) throws {
        let build = try TestSupport.run(AggregatePackage.buildCommand, in: folder)
        #expect(build.status == 0, "swift build in \(folder.lastPathComponent) failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test", "--skip-build"], in: folder)
        #expect(test.status == 0, "swift test in \(folder.lastPathComponent) failed:\n\(test.output)")
        #expect(test.output.contains("passed"), "\(test.output)")
    }

    /// `check` finds nothing, then reports a Model type that reaches up to its view model.
    func checkCleanThenViolation(_ project: URL, modelFile: String) throws {
        let clean = try cli.scaffold(["check"], in: project)
        #expect(clean.status == 0, "\(clean.output)")
        let file = project.appendingPathComponent(modelFile)
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text + "\nextension Bookmark {\n    var screen: BookmarksViewModel? { nil }\n}\n").write(to: file, atomically: true, encoding: .utf8)
        let violation = try cli.scaffold(["check"], in: project)
        #expect(violation.status == 1, "\(violation.output)")
        #expect(violation.output.contains("Bookmark.swift") && violation.output.contains("BookmarksViewModel"), "\(violation.output)")
    }

    /// The package layout's project in `parent`, after `new` of every spec: `Packages/<Spec>` beside the local
    /// `Packages/Models` each feature depends on.
    func packageLayoutProject(in parent: URL? = nil) throws -> URL {
        let project = try project("Features", shared: "Models", in: parent)
        try generateAll(in: project)
        return project
    }

    @Test("package layout: each feature a package depending on the local Models package; imported types get tests")
    func packageLayout() throws {
        let project = try packageLayoutProject()
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        let manifest = try String(contentsOf: project.appendingPathComponent("Packages/Bookmarks/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"../Models\")"), "\(manifest)")
        #expect(
            manifest.contains(
                ".target(name: \"Bookmarks\", dependencies: [.product(name: \"Models\", package: \"Models\")], resources: [.process(\"Resources/Bookmarks.xcstrings\")])"
            ), "\(manifest)")
        #expect(manifest.contains("defaultLocalization: \"en\""), "\(manifest)")
        let tests = try String(
            contentsOf: project.appendingPathComponent("Packages/Bookmarks/Tests/BookmarksTests/BookmarksViewModelTests.swift"), encoding: .utf8)
        #expect(tests.contains("Status.placeholder()") && tests.contains("import Models"), "actions taking a Status are tested")
        #expect(!tests.contains("needs a sample"), "\(tests)")
        // Each feature package is built and tested, under its own Package.swift, in EndToEndTests' aggregate build.

        #expect(try cli.scaffold(["regen", "--check"], in: project).status == 0)
        let again = try cli.scaffold(["new", "Specs/Inbox.yaml"], in: project)
        #expect(again.status == 2 && again.output.contains("already holds a generated module"), "\(again.output)")
        try checkCleanThenViolation(project, modelFile: "Packages/Bookmarks/Sources/Bookmarks/Model/Bookmark.swift")
    }

    @Test("package layout: importing a module scaffold.yml does not name is a located error; a type without a fixture a located warning")
    func importsNeedDependencies() throws {
        let project = try project("Features", shared: "Shared")
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        let unknown = try cli.scaffold(["new", "Specs/Bookmarks.yaml"], in: project)
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("Specs/Bookmarks.yaml:6:3: error: module 'Shared' is not in scaffold.yml's 'dependencies:'"), "\(unknown.output)")
        #expect(unknown.output.contains("dependencies: { Shared: { path: Packages/Shared } }"), "\(unknown.output)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Packages/Bookmarks").path))

        try "dependencies:\n  Shared: { path: Packages/Models }\n".write(
            to: project.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        let warned = try cli.scaffold(["new", "Specs/Bookmarks.yaml", "--dry-run"], in: project)
        #expect(warned.status == 0, "\(warned.output)")
        #expect(
            warned.output.contains("Specs/Bookmarks.yaml:6:12: warning: no sample value of 'Status' (from Shared)")
                && warned.output.contains("dependencies: { Shared: { fixtures: { Status:"), "\(warned.output)")
    }

    @Test("target layout: targets added to an existing manifest with only added lines; regen follows imports; a second new is refused")
    func targetLayout() throws {
        let project = try project("Modular", shared: "Core")
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        let manifestURL = project.appendingPathComponent("Package.swift")
        let original = try String(contentsOf: manifestURL, encoding: .utf8)
        try generateAll(in: project)
        let edited = try String(contentsOf: manifestURL, encoding: .utf8)
        let added = Self.addedLines(from: original, to: edited)
        #expect(added != nil, "every original line stays, in order:\n\(edited)")
        #expect(
            added
                == [
                    // SwiftPM needs a default localization for the String Catalogs (the first module adds it).
                    "    defaultLocalization: \"en\",",
                    "        .library(name: \"Bookmarks\", targets: [\"Bookmarks\"]),",
                    "        .library(name: \"Inbox\", targets: [\"Inbox\"]),",
                    "        .library(name: \"Settings\", targets: [\"Settings\"]),",
                    "        .target(name: \"Settings\", path: \"Sources/Settings\", resources: [.process(\"Resources/Settings.xcstrings\")]),",
                    "        .testTarget(name: \"SettingsTests\", dependencies: [\"Settings\"], path: \"Tests/SettingsTests\"),",
                    "        .target(name: \"Inbox\", path: \"Sources/Inbox\", resources: [.process(\"Resources/Inbox.xcstrings\")]),",
                    "        .testTarget(name: \"InboxTests\", dependencies: [\"Inbox\"], path: \"Tests/InboxTests\"),",
                    "        .target(name: \"Bookmarks\", dependencies: [\"Core\"], path: \"Sources/Bookmarks\", resources: [.process(\"Resources/Bookmarks.xcstrings\")]),",
                    "        .testTarget(name: \"BookmarksTests\", dependencies: [\"Bookmarks\", \"Core\"], path: \"Tests/BookmarksTests\"),",
                    "        .library(name: \"Downloads\", targets: [\"Downloads\"]),",
                    "        .target(name: \"Downloads\", path: \"Sources/Downloads\", resources: [.process(\"Resources/Downloads.xcstrings\")]),",
                    "        .testTarget(name: \"DownloadsTests\", dependencies: [\"Downloads\"], path: \"Tests/DownloadsTests\"),",
                ].sorted(), "\(edited)")

        let again = try cli.scaffold(["new", "Specs/Inbox.yaml"], in: project)
        #expect(again.status == 2, "\(again.output)")
        #expect(try String(contentsOf: manifestURL, encoding: .utf8) == edited, "a refused new leaves Package.swift as it was")

        // Inbox starts importing Core: regen adds the dependency to its targets and nothing else.
        let inbox = project.appendingPathComponent("Specs/Inbox.yaml")
        let spec = try String(contentsOf: inbox, encoding: .utf8)
        try spec.replacingOccurrences(of: "entities:\n", with: "imports:\n  Core: [Status]\nentities:\n")
            .replacingOccurrences(of: "    isRead: Bool = false\n", with: "    isRead: Bool = false\n    status: Status\n")
            .write(to: inbox, atomically: true, encoding: .utf8)
        #expect(try cli.scaffold(["regen", "--check"], in: project).status == 1)
        let regen = try cli.scaffold(["regen"], in: project)
        #expect(regen.status == 0, "\(regen.output)")
        let synced = try String(contentsOf: manifestURL, encoding: .utf8)
        #expect(
            synced.contains(
                ".target(name: \"Inbox\", dependencies: [\"Core\"], path: \"Sources/Inbox\", resources: [.process(\"Resources/Inbox.xcstrings\")]),"),
            "\(synced)")
        #expect(synced.contains(".testTarget(name: \"InboxTests\", dependencies: [\"Inbox\", \"Core\"], path: \"Tests/InboxTests\"),"), "\(synced)")
        #expect(try cli.scaffold(["regen", "--check"], in: project).status == 0)

        try buildAndTest(project)
        try checkCleanThenViolation(project, modelFile: "Sources/Bookmarks/Model/Bookmark.swift")
    }

    @Test("app layout: four modules compile into one app target and its test target; a name another module declares is refused")
    func appLayout() throws {
        let project = try project("AppTarget", shared: "Models")
        defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
        let pbxproj = project.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let projectFile = try Data(contentsOf: pbxproj)
        let outputs = try generateAll(in: project)
        #expect(try Data(contentsOf: pbxproj) == projectFile, "the Xcode project is read, never written")
        // App.xcodeproj (read, never written) has Xcode 16 synchronized folders App and AppTests.
        #expect(
            outputs[0].contains("Xcode: App/Features/Bookmarks is in the synchronized folder 'App' of target 'App': new files join it by themselves")
                && outputs[0].contains("Xcode: AppTests/Features/Bookmarks is in the synchronized folder 'AppTests' of target 'AppTests'"),
            "\(outputs[0])")
        let test = try String(contentsOf: project.appendingPathComponent("AppTests/Features/Inbox/InboxPresenterTests.swift"), encoding: .utf8)
        #expect(test.contains("@testable import App\n"), "\(test)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Features/Inbox/Tests").path), "no tests among the sources")

        try "module: Outbox\narchitecture: mvvm\nui: none\nentities:\n  Message:\n    id: UUID\n".write(
            to: project.appendingPathComponent("Specs/Outbox.yaml"), atomically: true, encoding: .utf8)
        let clash = try cli.scaffold(["new", "Specs/Outbox.yaml"], in: project)
        #expect(clash.status == 2, "\(clash.output)")
        #expect(clash.output.contains("Specs/Outbox.yaml:5:3: error: entity 'Message' is already declared by module Inbox"), "\(clash.output)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Features/Outbox").path))

        #expect(try cli.scaffold(["regen", "--check"], in: project).status == 0)
        try buildAndTest(project)
        try checkCleanThenViolation(project, modelFile: "App/Features/Bookmarks/Model/Bookmark.swift")
    }

    /// The lines `new` has beyond `old`, sorted, when every line of `old` is still in `new`, in order; else nil.
    static func addedLines(from old: String, to new: String) -> [String]? {
        var added: [String] = []
        var remaining = old.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in new.split(separator: "\n", omittingEmptySubsequences: false) {
            if let next = remaining.first, next == line {
                remaining = remaining.dropFirst()
            } else {
                added.append(String(line))
            }
        }
        return remaining.isEmpty ? added.sorted() : nil
    }
}

/// scaffold.yml's layout keys: every error located, nothing accepted that a layout cannot use.
@Suite("scaffold.yml")
struct ProjectConfigTests {
    func load(_ text: String) throws -> Result<ProjectConfig, DiagnosticError> {
        let folder = try TestSupport.temporaryFolder("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scaffold.yml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        do {
            return .success(try ProjectConfig.load(url))
        } catch {
            return .failure(error)
        }
    }

    func errors(_ text: String) throws -> [String] {
        guard case .failure(let error) = try load(text) else { return [] }
        return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test("a full configuration reads every key, with the layout's defaults where keys are absent")
    func reads() throws {
        let config = try load(
            """
            layout: target
            tests: Checks
            platforms: { iOS: "16.4", macOS: "14.0" }
            dependencies:
              Models: { url: https://github.com/org/Models.git, from: "1.2.0", fixtures: { Status: "Status.placeholder()" } }
              Core: {}
            """
        ).get()
        #expect(config.layout == .target && config.outputFolder == "Sources" && config.testsFolder == "Checks" && config.manifest == "Package.swift")
        #expect(config.dependencies.map(\.name.value) == ["Core", "Models"])
        #expect(config.dependency(named: "Models")?.packageIdentity == "Models" && config.dependency(named: "Core")?.packageIdentity == nil)
        #expect(config.dependency(named: "Models")?.fixtures["Status"]?.value == "Status.placeholder()")
        #expect(config.platforms.map(PackageText.platform) == [".iOS(\"16.4\")", ".macOS(.v14)"])
        let app = try load("layout: app\nmodule: MyApp\n").get()
        #expect(app.outputFolder == "MyApp" && app.testsFolder == "MyAppTests")
    }

    @Test("wrong keys and values are located errors with the fix")
    func refuses() throws {
        #expect(try errors("layout: workspace\n") == ["1:9: unknown layout 'workspace'"])
        #expect(try errors("layout: app\n") == ["1:9: the app layout needs 'module:', the Swift module the app target compiles to"])
        #expect(try errors("module: App\n") == ["1:9: 'module:' is for the app layout"])
        #expect(try errors("package: true\n") == ["1:10: 'package:' is now 'layout:'"])
        #expect(try errors("output: ../elsewhere\n") == ["1:9: output '../elsewhere' leaves the project folder"])
        #expect(try errors("platforms: { iOS: 17 }\n") == [])
        #expect(try errors("platforms: { iOS: seventeen, tvos: \"17.0\" }\n").count == 2)
        #expect(
            try errors("dependencies:\n  Models: { url: https://example.com/Models }\n") == [
                "2:18: 'url:' needs 'from:', the lowest version to use"
            ])
        #expect(try errors("dependencies:\n  Models: { path: /abs/Models }\n") == ["2:19: path '/abs/Models' is not relative"])
        #expect(try errors("dependencies:\n  Models: { from: \"1.0\" }\n").count == 2)
    }

    @Test("a byte-order mark before scaffold.yml's first key is skipped; positions count from after it")
    func byteOrderMark() throws {
        #expect(try load("\u{FEFF}layout: target\n").get().layout == .target)
        #expect(try errors("\u{FEFF}layout: workspace\n") == ["1:9: unknown layout 'workspace'"])
    }

    @Test("a fixture that is not one line of Swift is refused where scaffold.yml says it")
    func fixtureExpressions() throws {
        let config = try load("dependencies:\n  Models:\n    fixtures: { Status: \"Status(\" }\n").get()
        let spec = try SpecParser.parse(text: "module: Feed\nimports: { Models: [Status] }\nstate:\n  status: Status?\n", file: "Feed.yaml")
        let facts = ProjectFacts(importableModules: ["Models"], fixtures: ["Models": config.dependencies[0].fixtures])
        do {
            _ = try Lowering.lower(spec, architectures: ["mvvm"], project: facts)
            Issue.record("a fixture that does not parse was accepted")
        } catch {
            #expect(error.diagnostics.first?.message.contains("fixture of 'Status' is not a Swift expression on one line") == true, "\(error)")
            #expect(error.diagnostics.first?.location.line == 3)
        }
    }
}
