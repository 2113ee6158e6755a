import Foundation
import ScaffoldCheck
import Testing

/// `severity:` of scaffold.yml: error, warning or off per rule.
@Suite("Check: severity per rule")
struct CheckSeverityTests {
    /// An MVVM project with one `mvvm/viewmodel` violation (line 2) and a suppression without a reason (line 3, hiding
    /// another).
    func project(_ name: String, severity: String) throws -> CheckProject {
        let project = try CheckProject("severity-\(name)")
        try project.write("scaffold.yml", CheckOptionsTests.config + "\n  severity:\n" + severity)
        try project.write("Model/Item.swift", "struct Item {}\n")
        try project.write("Service/Store.swift", "struct Store { func items() -> [Item] { [] } }\n")
        try project.write("View/ItemView.swift", "struct ItemView { let model: ItemViewModel }\n")
        try project.write(
            "ViewModel/ItemViewModel.swift",
            "final class ItemViewModel {\n    weak var view: ItemView?\n    var other: ItemView? // scaffold:ignore\n}\n")
        return project
    }

    static let file = "ViewModel/ItemViewModel.swift"
    static let viewModel = CheckProject.Located(file: file, line: 2, rule: "mvvm/viewmodel")
    static let reason = CheckProject.Located(file: file, line: 3, rule: "suppression/reason")

    @Test("a rule set to warning is reported as a warning in every format and does not fail the run")
    func warning() throws {
        let project = try project("warning", severity: "    mvvm/viewmodel: warning\n")
        defer { project.remove() }
        let report = try project.check()
        try expectExactly([Self.viewModel, Self.reason], in: report)
        #expect(report.violations.map(\.severity) == [.warning, .warning])
        #expect(report.exitStatus == 0)
        #expect(report.render(.text).contains("\(Self.file):2:20: warning: [mvvm/viewmodel] ItemViewModel (ViewModel) must not depend on ItemView (View)"))
        let json = try JSON.object(report.render(.json))
        #expect((json["violations"] as? [[String: Any]])?.first?["severity"] as? String == "warning")
        let sarif = try JSON.object(report.render(.sarif))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [[String: Any]])?.first?["level"] as? String == "warning")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let rule = try #require(rules.first { $0["id"] as? String == "mvvm/viewmodel" })
        #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect(report.render(.github).hasPrefix("::warning file=\(Self.file),line=2,col=20,title=mvvm/viewmodel::"))
    }

    @Test("suppression/reason set to error fails the run; a rule set to off is neither reported nor counted")
    func errorAndOff() throws {
        let project = try project("error-off", severity: "    suppression/reason: error\n    mvvm/viewmodel: off\n")
        defer { project.remove() }
        let report = try project.check()
        try expectExactly([Self.reason], in: report)
        #expect(report.violations.map(\.severity) == [.error])
        #expect(report.exitStatus == 1)
        #expect(report.render(.text).contains("\(Self.file):3:26: error: [suppression/reason]"))
        #expect(report.render(.github).hasPrefix("::error file=\(Self.file),line=3,col=26,title=suppression/reason::"))

        // Off: not suppressed either (nor reported as suppressing nothing), and its baseline entries are not stale (they
        // wait until the rule is on again).
        try project.append(Self.file, "extension ItemViewModel { var other: ItemView? { nil } } // scaffold:ignore mvvm/viewmodel -- kept")
        let off = try project.check()
        #expect(off.suppressed == 0 && off.located == [Self.reason])
        try project.write(
            "baseline.json",
            #"{"version": 1, "violations": [{"rule": "mvvm/viewmodel", "from": "ItemViewModel", "to": "ItemView", "count": 1}]}"#)
        let baselined = try project.check(baseline: "baseline.json")
        #expect(baselined.staleBaselineEntries.isEmpty && baselined.located == [Self.reason])
    }

    @Test("the default: layer and module rules are errors, a suppression without a reason a warning")
    func defaults() throws {
        let project = try project("defaults", severity: "")
        defer { project.remove() }
        let report = try project.check()
        #expect(report.violations.map(\.rule) == ["mvvm/viewmodel", "suppression/reason"])
        #expect(report.violations.map(\.severity) == [.error, .warning])
        #expect(report.exitStatus == 1)
    }

    @Test("an unknown rule or level under severity: is a located error with a hint")
    func badValues() throws {
        let project = try project("bad", severity: "    mvvm/veiw: warning\n    mvvm/view: loud\n    module/cycle: [off]\n    mvvm/model-import: off\n")
        defer { project.remove() }
        let errors = project.checkErrors()
        let summary = errors.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
        #expect(
            summary == [
                "9:5 unknown rule 'mvvm/veiw' in 'severity' | did you mean 'mvvm/view'?",
                "10:16 unknown severity 'loud' for 'mvvm/view' | write error, warning, off: 'mvvm/view: warning'",
                "11:19 the severity of 'module/cycle' must be one of error, warning, off | write 'module/cycle: warning'",
            ], "\(summary)")
        #expect(errors.allSatisfy { $0.location.file.hasSuffix("scaffold.yml") })
    }

    @Test("scaffold check exits 2 with file:line:col: error for a bad severity")
    func commandLine() throws {
        let project = try project("cli", severity: "    mvvm/view: loud\n")
        defer { project.remove() }
        let result = try CLITests().scaffold(["check", "--no-cache"], in: project.folder)
        #expect(result.status == 2)
        #expect(result.output.contains("scaffold.yml:9:16: error: unknown severity 'loud' for 'mvvm/view'"), "\(result.output)")
    }
}
