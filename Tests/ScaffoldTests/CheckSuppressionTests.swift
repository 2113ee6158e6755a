import Foundation
import ScaffoldCheck
import Testing

/// `// scaffold:ignore rule -- reason`: reasons in every format, a suppression without one reported.
@Suite("Check: suppressions with a reason")
struct CheckSuppressionTests {
    /// A small MVVM project; `viewModel` is the body of ItemViewModel (its first line is line 2).
    func project(_ name: String, viewModel: String, config: String = CheckOptionsTests.config) throws -> CheckProject {
        let project = try CheckProject("suppression-\(name)")
        try project.write("scaffold.yml", config)
        try project.write("Model/Item.swift", "struct Item {}\n")
        try project.write("Service/Store.swift", "struct Store { func items() -> [Item] { [] } }\n")
        try project.write("View/ItemView.swift", "struct ItemView { let model: ItemViewModel }\n")
        try project.write("ViewModel/ItemViewModel.swift", "final class ItemViewModel {\n\(viewModel)\n}\n")
        return project
    }

    static let file = "ViewModel/ItemViewModel.swift"

    @Test("a suppression's reason is listed with the suppressed violation in text, JSON, SARIF and GitHub")
    func reasonsInEveryFormat() throws {
        let project = try project(
            "reasons",
            viewModel: """
                    weak var view: ItemView? // scaffold:ignore mvvm/viewmodel -- legacy adapter, see #123
                    var all: ItemView? // scaffold:ignore -- every rule, until the view is split
                """)
        defer { project.remove() }
        let report = try project.check()
        #expect(report.violations.isEmpty && report.exitStatus == 0)
        #expect(report.suppressions.map(\.reason) == ["legacy adapter, see #123", "every rule, until the view is split"])
        #expect(report.suppressions.map(\.violation.line) == [2, 3])

        let text = report.render(.text)
        #expect(
            text.contains(
                "\(Self.file):2:20: note: [mvvm/viewmodel] suppressed (legacy adapter, see #123): ItemViewModel (ViewModel) must not depend on ItemView (View)"
            ), "\(text)")
        let json = try JSON.object(report.render(.json))
        let suppressions = try #require(json["suppressions"] as? [[String: Any]])
        #expect(suppressions.map { $0["reason"] as? String } == ["legacy adapter, see #123", "every rule, until the view is split"])
        #expect(suppressions.first?["rule"] as? String == "mvvm/viewmodel")
        #expect((suppressions.first?["from"] as? [String: Any])?["line"] as? Int == 2)
        #expect((json["summary"] as? [String: Any])?["suppressed"] as? Int == 2)

        let sarif = try JSON.object(report.render(.sarif))
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let marks = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first }
        #expect(marks.map { $0["kind"] as? String } == ["inSource", "inSource"])
        #expect(marks.map { $0["justification"] as? String } == ["legacy adapter, see #123", "every rule, until the view is split"])

        let github = report.render(.github)
        #expect(
            github.contains(
                "::notice file=\(Self.file),line=2,col=20,title=mvvm/viewmodel (suppressed)::ItemViewModel (ViewModel) must not depend on ItemView (View). Suppressed: legacy adapter, see #123"
            ), "\(github)")
    }

    @Test("a suppression without a reason is a warning at the comment, in every format; the run passes")
    func missingReasonIsAWarning() throws {
        let project = try project(
            "missing",
            viewModel: """
                    weak var view: ItemView? // scaffold:ignore mvvm/viewmodel
                    var all: ItemView? // scaffold:ignore --
                """)
        defer { project.remove() }
        let report = try project.check()
        try expectExactly(
            [
                CheckProject.Located(file: Self.file, line: 2, rule: "suppression/reason"),
                CheckProject.Located(file: Self.file, line: 3, rule: "suppression/reason"),
            ], in: report)
        #expect(report.violations.allSatisfy { $0.severity == .warning })
        #expect(report.exitStatus == 0, "warnings do not fail the run")
        #expect(report.suppressions.count == 2 && report.suppressions.allSatisfy { $0.reason == nil })
        #expect(report.summary.hasPrefix("no violations (4 files checked; 2 warnings; 2 suppressed inline"), "\(report.summary)")

        let text = report.render(.text)
        #expect(text.contains("\(Self.file):2:30: warning: [suppression/reason] // scaffold:ignore in ItemViewModel.swift gives no reason"), "\(text)")
        #expect(text.contains("the suppression of mvvm/viewmodel gives no reason"))
        #expect(text.contains("\(Self.file):3:14: note: [mvvm/viewmodel] suppressed (no reason given)"), "\(text)")
        let json = try JSON.object(report.render(.json))
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(violations.map { $0["severity"] as? String } == ["warning", "warning"])
        #expect((json["summary"] as? [String: Any])?["warnings"] as? Int == 2)
        #expect((json["summary"] as? [String: Any])?["errors"] as? Int == 0)
        #expect((json["suppressions"] as? [[String: Any]])?.first?["reason"] is NSNull)
        let sarif = try JSON.object(report.render(.sarif))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.filter { $0["ruleId"] as? String == "suppression/reason" }.map { $0["level"] as? String } == ["warning", "warning"])
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        let rule = try #require(rules.first { $0["id"] as? String == "suppression/reason" })
        #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect(report.render(.github).contains("::warning file=\(Self.file),line=2,col=30,title=suppression/reason::"))
    }

    @Test("a suppression without a reason still suppresses, and a violation next to it still fails the run")
    func missingReasonStillSuppresses() throws {
        let project = try project(
            "still",
            viewModel: """
                    weak var view: ItemView? // scaffold:ignore mvvm/view
                """)
        defer { project.remove() }
        let report = try project.check()
        #expect(
            report.located == [
                CheckProject.Located(file: Self.file, line: 2, rule: "mvvm/viewmodel"),
                CheckProject.Located(file: Self.file, line: 2, rule: "suppression/reason"),
            ])
        #expect(report.exitStatus == 1 && report.errors.count == 1 && report.warnings.count == 1)
        #expect(report.summary == "1 violation in 1 file (4 files checked; 1 warning)", "\(report.summary)")
    }

    @Test("warnings are recorded by --write-baseline and hidden by the baseline like any finding")
    func missingReasonBaseline() throws {
        let project = try project("baseline", viewModel: "    var items: [Item] = [] // scaffold:ignore\n")
        defer { project.remove() }
        let first = try project.check()
        #expect(first.located == [CheckProject.Located(file: Self.file, line: 2, rule: "suppression/reason")])
        try project.write("baseline.json", String(decoding: first.baselineData(), as: UTF8.self))
        let entries = try #require(try JSON.object(try project.read("baseline.json"))["violations"] as? NSArray)
        #expect(entries == [["rule": "suppression/reason", "from": "ItemViewModel.swift", "to": "scaffold:ignore", "count": 1]] as NSArray)
        let second = try project.check(baseline: "baseline.json")
        #expect(second.violations.isEmpty && second.baselined == 1 && second.exitStatus == 0)
    }
}
