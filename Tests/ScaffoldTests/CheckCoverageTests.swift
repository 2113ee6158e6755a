import Foundation
import ScaffoldCheck
import ScaffoldSpec
import Testing

/// Coverage (what no layer covers) and partial runs (some paths, checked by the whole configuration).
@Suite("Check: coverage and partial runs")
struct CheckCoverageTests {
    // MARK: Coverage

    func coverageProject(_ name: String) throws -> CheckProject {
        let project = try CheckProject(name)
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvvm
              layers:
                View: ["App/View/**"]
                ViewModel: { paths: ["App/ViewModel/**"], types: ["*ViewModel"] }
                Model: ["App/Model/**"]
            """)
        try project.write("App/View/ItemView.swift", "struct ItemView { let model: ItemViewModel }\n")
        try project.write("App/ViewModel/ItemViewModel.swift", "final class ItemViewModel { var items: [Item] = [] }\n")
        try project.write("App/Model/Item.swift", "struct Item { enum Kind { case plain } }\n")
        // No folder layer, but a type the name pattern covers: the file is in a layer, its other type is not.
        try project.write("App/Shared/FormViewModel.swift", "final class FormViewModel {}\nstruct FormField {}\n")
        // Only an extension of a type in a layer: its code is in that layer.
        try project.write("App/Shared/ItemViewModel+Load.swift", "extension ItemViewModel { func load() {} }\n")
        try project.write("App/Shared/Helpers.swift", "struct Helpers { struct Nested {} }\n\ntypealias Callback = () -> Void\n")
        try project.write("App/Shared/Format.swift", "extension String { func padded() -> String { self } }\n")
        try project.write("App/main.swift", "print(Helpers())\n")
        return project
    }

    @Test("the summary counts the checked files and declared types in no layer; json has them; the listing names them, sorted")
    func coverage() throws {
        let project = try coverageProject("coverage")
        defer { project.remove() }
        let report = try project.check()
        #expect(report.violations.isEmpty, "\(report.render(.text))")
        #expect(report.unassignedFiles.sorted() == ["App/Shared/Format.swift", "App/Shared/Helpers.swift", "App/main.swift"])
        #expect(
            report.unassignedTypes.sorted() == [
                UnassignedType(name: "Callback", file: "App/Shared/Helpers.swift", line: 3),
                UnassignedType(name: "FormField", file: "App/Shared/FormViewModel.swift", line: 2),
                UnassignedType(name: "Helpers", file: "App/Shared/Helpers.swift", line: 1),
                UnassignedType(name: "Helpers.Nested", file: "App/Shared/Helpers.swift", line: 1),
            ])
        #expect(report.coverageSummary == "3 files and 4 types are in no layer, so no rule applies to them (--list-unassigned lists them)")

        let summary = try #require(try JSON.object(report.render(.json))["summary"] as? [String: Any])
        #expect(summary["filesWithoutLayer"] as? Int == 3 && summary["typesWithoutLayer"] as? Int == 4)

        #expect(
            report.renderUnassigned(.text) == """
                App/Shared/Format.swift
                App/Shared/Helpers.swift
                App/main.swift
                Callback (App/Shared/Helpers.swift:3)
                FormField (App/Shared/FormViewModel.swift:2)
                Helpers (App/Shared/Helpers.swift:1)
                Helpers.Nested (App/Shared/Helpers.swift:1)

                """)
        let listing = try JSON.object(report.renderUnassigned(.json))
        #expect(listing["files"] as? [String] == ["App/Shared/Format.swift", "App/Shared/Helpers.swift", "App/main.swift"])
        let types = try #require(listing["types"] as? [[String: Any]])
        #expect(types.map { "\($0["type"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? "")" }.first == "Callback App/Shared/Helpers.swift:3")
        #expect(types.count == 4)
    }

    @Test("a fully layered project has nothing to list and no coverage line; json says 0")
    func fullCoverage() throws {
        let project = try CheckProject("coverage-full")
        defer { project.remove() }
        try project.generate("NewsList.yaml")
        let report = try project.check()
        #expect(report.unassignedFiles.isEmpty && report.unassignedTypes.isEmpty, "\(report.renderUnassigned(.text))")
        #expect(report.coverageSummary == nil)
        #expect(report.renderUnassigned(.text).isEmpty)
        let summary = try #require(try JSON.object(report.render(.json))["summary"] as? [String: Any])
        #expect(summary["filesWithoutLayer"] as? Int == 0 && summary["typesWithoutLayer"] as? Int == 0)
    }

    @Test("command line: the coverage line follows the summary; --list-unassigned prints the listing and exits 0; not as sarif")
    func commandLine() throws {
        let project = try coverageProject("coverage-cli")
        defer { project.remove() }
        try project.append("App/Model/Item.swift", "extension Item { var owner: ItemView? { nil } }")
        let executable = CLITests.executable.path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the executable first (swift build): \(executable)")

        let check = try TestSupport.run([executable, "check"], in: project.folder)
        #expect(check.status == 1)
        #expect(check.output.contains("1 violation in 1 file (8 files checked)\n3 files and 4 types are in no layer"), "\(check.output)")

        let listed = try TestSupport.run([executable, "check", "--list-unassigned"], in: project.folder, mergingErrors: false)
        #expect(listed.status == 0)
        #expect(listed.output.hasPrefix("App/Shared/Format.swift\nApp/Shared/Helpers.swift\nApp/main.swift\nCallback (App/Shared/Helpers.swift:3)\n"))
        #expect(!listed.output.contains("error:"))

        let json = try TestSupport.run([executable, "check", "--list-unassigned", "--format", "json"], in: project.folder, mergingErrors: false)
        #expect(try JSON.object(json.output)["files"] as? [String] == ["App/Shared/Format.swift", "App/Shared/Helpers.swift", "App/main.swift"])

        let sarif = try TestSupport.run([executable, "check", "--list-unassigned", "--format", "sarif"], in: project.folder)
        #expect(sarif.status != 0 && sarif.status != 1)
        #expect(sarif.output.contains("--list-unassigned prints text or json"), "\(sarif.output)")
    }

    // MARK: Partial runs

    static let partialConfig = """
        check:
          architecture: mvvm
          layers:
            View: ["**/View/**"]
            ViewModel: ["**/ViewModel/**"]
            Model: ["**/Model/**"]
            Service: ["**/Service/**"]
          modules:
            Timeline: { paths: ["Packages/Timeline/**"], dependencies: [Core] }
            Core: { paths: ["Packages/Core/**"], dependencies: [] }
        """

    /// Two packages: Timeline uses Core; Core's service knows Timeline's view model, which closes a module cycle.
    func partialProject(_ name: String) throws -> CheckProject {
        let project = try CheckProject(name)
        try project.write("scaffold.yml", Self.partialConfig)
        try project.write("Packages/Core/Sources/Model/Post.swift", "public struct Post { public var title: String }\n")
        try project.write(
            "Packages/Core/Sources/Service/PostService.swift",
            """
            import Timeline // expect: module/dependency module/cycle
            public final class PostService {
                public func posts() -> [Post] { [] }
                public func notify(_ model: TimelineViewModel) {} // expect: mvvm/service module/dependency
            }
            """)
        try project.write("Packages/Core/Sources/Util.swift", "enum Util {}\n")
        try project.write(
            "Packages/Timeline/Sources/View/TimelineView.swift",
            """
            import Core // expect: module/cycle
            struct TimelineView {
                let model: TimelineViewModel
                func peek(_ service: PostService) {} // expect: mvvm/view
            }
            """)
        try project.write(
            "Packages/Timeline/Sources/ViewModel/TimelineViewModel.swift",
            """
            import Core
            final class TimelineViewModel { var posts: [Post] = [] }
            """)
        return project
    }

    @Test("a partial run reports only the checked files, resolving names and module cycles against the whole project")
    func partialRun() throws {
        let project = try partialProject("partial")
        defer { project.remove() }
        let expected = try project.expectedViolations()
        let whole = try project.check()
        try expectExactly(expected, in: whole)
        #expect(whole.unassignedFiles == ["Packages/Core/Sources/Util.swift"])

        // Model and Service have no file in Packages/Timeline: not an error, they match files elsewhere.
        let timeline = try project.check(["Packages/Timeline"])
        try expectExactly(expected.filter { $0.file.hasPrefix("Packages/Timeline/") }, in: timeline)
        #expect(timeline.files == ["Packages/Timeline/Sources/View/TimelineView.swift", "Packages/Timeline/Sources/ViewModel/TimelineViewModel.swift"])
        #expect(timeline.unassignedFiles.isEmpty && timeline.unassignedTypes.isEmpty)
        // The cycle is closed by Core, outside the checked paths: named, but reported only at Timeline's edge.
        let cycle = try #require(timeline.violations.first { $0.rule == "module/cycle" })
        #expect(cycle.explanation.hasPrefix("Core, Timeline depend on each other"))

        let file = try project.check(["Packages/Timeline/Sources/View/TimelineView.swift"])
        try expectExactly(expected.filter { $0.file == "Packages/Timeline/Sources/View/TimelineView.swift" }, in: file)
        #expect(file.filesChecked == 1)

        let core = try project.check(["Packages/Core"])
        try expectExactly(expected.filter { $0.file.hasPrefix("Packages/Core/") }, in: core)
        #expect(core.unassignedFiles == ["Packages/Core/Sources/Util.swift"])
    }

    @Test("a partial run counts occurrences against the baseline over the whole project, and writes the whole project's baseline")
    func partialBaseline() throws {
        let project = try partialProject("partial-baseline")
        defer { project.remove() }
        let whole = try project.check()
        try project.write("baseline.json", String(decoding: whole.baselineData(), as: UTF8.self))
        let timeline = try project.check(["Packages/Timeline"], baseline: "baseline.json")
        // Core's entries occur outside the checked paths: not stale.
        #expect(timeline.violations.isEmpty && timeline.staleBaselineEntries.isEmpty, "\(timeline.render(.text))")
        #expect(timeline.baselined == 2 && timeline.exitStatus == 0)
        #expect(timeline.baselineEntries == whole.baselineEntries)
        #expect(whole.baselineEntries.count == 6)

        // A second Core → TimelineViewModel outside the checked paths: counted, not reported there.
        try project.append("Packages/Core/Sources/Service/PostService.swift", "extension PostService { func again(_ model: TimelineViewModel) {} }")
        #expect(try project.check(["Packages/Timeline"], baseline: "baseline.json").exitStatus == 0)
        let core = try project.check(["Packages/Core"], baseline: "baseline.json")
        #expect(
            core.located == [
                CheckProject.Located(file: "Packages/Core/Sources/Service/PostService.swift", line: 4, rule: "mvvm/service"),
                CheckProject.Located(file: "Packages/Core/Sources/Service/PostService.swift", line: 6, rule: "mvvm/service"),
                CheckProject.Located(file: "Packages/Core/Sources/Service/PostService.swift", line: 4, rule: "module/dependency"),
                CheckProject.Located(file: "Packages/Core/Sources/Service/PostService.swift", line: 6, rule: "module/dependency"),
            ], "\(core.render(.text))")

        // The outside occurrence goes away: the entry is stale even when only Timeline is checked.
        try project.write("Packages/Core/Sources/Service/PostService.swift", "public final class PostService { public func posts() -> [Post] { [] } }\n")
        let stale = try project.check(["Packages/Timeline"], baseline: "baseline.json")
        #expect(Set(stale.staleBaselineEntries.map(\.entry.rule)) == ["mvvm/service", "module/dependency", "module/cycle"], "\(stale.render(.text))")
    }

    @Test("a partial run from a subfolder: scaffold.yml is found upwards and the rest of the project is read")
    func partialFromSubfolder() throws {
        let project = try partialProject("partial-subfolder")
        defer { project.remove() }
        let report = try ArchitectureCheck.run(CheckRequest(paths: [], workingFolder: project.url("Packages/Timeline")))
        #expect(
            Set(report.violations.map { "\($0.file):\($0.line) [\($0.rule)]" }) == [
                "Sources/View/TimelineView.swift:1 [module/cycle]", "Sources/View/TimelineView.swift:4 [mvvm/view]",
            ], "\(report.render(.text))")
    }

    @Test("a partial run: an empty scope and a layer that matches nothing anywhere are still errors; a broken file elsewhere is a note")
    func partialErrors() throws {
        let project = try partialProject("partial-errors")
        defer { project.remove() }
        try project.write("Packages/Empty/README.md", "no Swift here\n")
        #expect(project.checkErrors(["Packages/Empty"]).map(\.message) == ["no Swift files to check in Packages/Empty"])

        try project.write("scaffold.yml", Self.partialConfig.replacingOccurrences(of: "Service: [\"**/Service/**\"]", with: "Service: [\"**/Services/**\"]"))
        let layer = project.checkErrors(["Packages/Timeline"])
        #expect(layer.map(\.message) == ["layer 'Service' matched no file or type in the project"], "\(layer)")
        #expect(layer.first?.location.line == 7)
        try project.write("scaffold.yml", Self.partialConfig)

        // Nested too deeply to parse: an error where it is checked, a note where it is only read for declarations.
        try project.write(
            "Packages/Core/Sources/Deep.swift", "let deep: " + String(repeating: "(", count: 300) + "Int" + String(repeating: ")", count: 300) + "\n")
        #expect(project.checkErrors(["Packages/Core"]).first?.message.contains("nests more than 256 levels deep") == true)
        let timeline = try project.check(["Packages/Timeline"])
        #expect(timeline.violations.count == 2)
        #expect(timeline.notes.contains { $0.contains("Deep.swift:1:267: ") && $0.contains("read outside the checked paths") }, "\(timeline.notes)")
    }
}
