import Foundation
import ScaffoldCheck
import ScaffoldSpec
import Testing

/// Coverage: what no layer covers.
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
}
