import Foundation
import Testing

@testable import ScaffoldCheck

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
                    weak var view: ItemView? // scaffold:ignore mvvm/viewmodel
                    var other: ItemView?
                """)
        defer { project.remove() }
        let report = try project.check()
        #expect(
            report.located == [
                CheckProject.Located(file: Self.file, line: 2, rule: "suppression/reason"),
                CheckProject.Located(file: Self.file, line: 3, rule: "mvvm/viewmodel"),
            ])
        #expect(report.suppressions.map(\.violation.line) == [2])
        #expect(report.exitStatus == 1 && report.errors.count == 1 && report.warnings.count == 1)
        #expect(report.summary == "1 violation in 1 file (4 files checked; 1 warning; 1 suppressed inline)", "\(report.summary)")
    }

    @Test("warnings are recorded by --write-baseline and hidden by the baseline like any finding")
    func missingReasonBaseline() throws {
        let project = try project("baseline", viewModel: "    var other: ItemView? // scaffold:ignore\n")
        defer { project.remove() }
        let first = try project.check()
        #expect(first.located == [CheckProject.Located(file: Self.file, line: 2, rule: "suppression/reason")])
        try project.write("baseline.json", String(decoding: first.baselineData(), as: UTF8.self))
        let entries = try #require(try JSON.object(try project.read("baseline.json"))["violations"] as? NSArray)
        #expect(entries == [["rule": "suppression/reason", "from": "ItemViewModel.swift", "to": "scaffold:ignore", "count": 1]] as NSArray)
        let second = try project.check(baseline: "baseline.json")
        #expect(second.violations.isEmpty && second.baselined == 1 && second.exitStatus == 0)
    }

    // MARK: Suppressions that hide nothing

    @Test("a suppression that hides nothing on its line is a warning at the comment: on a line of its own, stale, misspelt")
    func unusedSuppressions() throws {
        let project = try project(
            "unused",
            viewModel: """
                    // scaffold:ignore mvvm/viewmodel -- on a line of its own, above the code
                    weak var view: ItemView?
                    var items: [Item] = [] // scaffold:ignore mvvm/viewmodel -- the view was split
                    var other: ItemView? // scaffold:ignore mvvm/veiwmodel -- misspelt
                    var kept: ItemView? // scaffold:ignore mvvm/viewmodel -- used
                """)
        defer { project.remove() }
        let report = try project.check()
        try expectExactly(
            [
                CheckProject.Located(file: Self.file, line: 2, rule: "suppression/unused"),
                CheckProject.Located(file: Self.file, line: 3, rule: "mvvm/viewmodel"),
                CheckProject.Located(file: Self.file, line: 4, rule: "suppression/unused"),
                CheckProject.Located(file: Self.file, line: 5, rule: "mvvm/viewmodel"),
                CheckProject.Located(file: Self.file, line: 5, rule: "suppression/unused"),
            ], in: report)
        #expect(report.suppressions.map(\.violation.line) == [6])
        let unused = report.violations.filter { $0.rule == "suppression/unused" }
        #expect(unused.allSatisfy { $0.severity == .warning })
        #expect(unused.map(\.column) == [5, 28, 26])
        #expect(unused.map(\.message) == Array(repeating: "// scaffold:ignore in ItemViewModel.swift suppresses nothing", count: 3))
        #expect(unused[0].explanation.hasPrefix("the suppression of mvvm/viewmodel hides nothing on its line; "), "\(unused[0].explanation)")
        #expect(unused[0].explanation.contains("a comment on a line of its own covers only that line"))
        #expect(unused[2].explanation.hasPrefix("the suppression names mvvm/veiwmodel, which no rule of this check is called; "))
        #expect(unused[0].hint.hasPrefix("it is on a line of its own, which it alone covers: move it to the end of line 3"), "\(unused[0].hint)")
        #expect(unused.dropFirst().allSatisfy { $0.hint.contains("at the end of the line a rule is reported on") })
        // Only the layer violations fail the run.
        #expect(report.exitStatus == 1 && report.errors.count == 2 && report.warnings.count == 3)

        let text = report.render(.text)
        #expect(text.contains("\(Self.file):2:5: warning: [suppression/unused] // scaffold:ignore in ItemViewModel.swift suppresses nothing"), "\(text)")
        let sarif = try JSON.object(report.render(.sarif))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        let rule = try #require(rules.first { $0["id"] as? String == "suppression/unused" })
        #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.hasPrefix("a suppression covers the line it ends") == true)
        #expect(report.render(.github).contains("::warning file=\(Self.file),line=4,col=28,title=suppression/unused::"))
    }

    @Test("suppression/unused by severity: an error fails the run, off reports nothing; a suppression of a rule that is off is used")
    func unusedSeverity() throws {
        let body = """
                var items: [Item] = [] // scaffold:ignore -- stale
                var other: ItemView? // scaffold:ignore mvvm/viewmodel -- kept
            """
        let strict = try project("unused-error", viewModel: body, config: CheckOptionsTests.config + "\n  severity:\n    suppression/unused: error\n")
        defer { strict.remove() }
        let report = try strict.check()
        #expect(report.located == [CheckProject.Located(file: Self.file, line: 2, rule: "suppression/unused")])
        #expect(report.exitStatus == 1 && report.errors.count == 1)

        let quiet = try project("unused-off", viewModel: body, config: CheckOptionsTests.config + "\n  severity:\n    suppression/unused: off\n")
        defer { quiet.remove() }
        #expect(try quiet.check().violations.isEmpty)

        let ruleOff = try project(
            "unused-rule-off", viewModel: body,
            config: CheckOptionsTests.config + "\n  severity:\n    mvvm/viewmodel: off\n    suppression/unused: error\n")
        defer { ruleOff.remove() }
        #expect(try ruleOff.check().located == [CheckProject.Located(file: Self.file, line: 2, rule: "suppression/unused")])
    }

    @Test("a warm run, its analysis from the cache, reports the same suppressions that hide nothing")
    func unusedFromCache() throws {
        let project = try project(
            "unused-cache",
            viewModel: """
                    // scaffold:ignore mvvm/viewmodel -- above the code
                    weak var view: ItemView?
                """)
        defer { project.remove() }
        var request = CheckRequest(paths: [], workingFolder: project.folder, useCache: true)
        request.settleMargin = .zero
        let cold = try ArchitectureCheck.run(request)
        let warm = try ArchitectureCheck.run(request)
        #expect(!cold.analysisFromCache && warm.analysisFromCache)
        let expected: Set = [
            CheckProject.Located(file: Self.file, line: 2, rule: "suppression/unused"),
            CheckProject.Located(file: Self.file, line: 3, rule: "mvvm/viewmodel"),
        ]
        #expect(cold.located == expected && warm.located == expected)
        #expect(warm.violations.first { $0.rule == "suppression/unused" }?.hint.contains("end of line 3") == true)
        // Another file changed: the analysis runs again on the view model's facts from the facts cache, which keep
        // whether the comment stands alone.
        try project.write("Model/Other.swift", "struct Other {}\n")
        let third = try ArchitectureCheck.run(request)
        #expect(!third.analysisFromCache && !third.analysedFiles.contains(Self.file), "\(third.analysedFiles)")
        #expect(third.located == expected)
        #expect(third.violations.first { $0.rule == "suppression/unused" }?.hint.contains("end of line 3") == true)
        #expect(warm.render(.text) == cold.render(.text))
    }
}
