import Foundation
import ScaffoldCheck
import ScaffoldSpec
import Testing

/// The baseline per occurrence: an entry records how many times its dependency occurs.
@Suite("Check: baseline per occurrence")
struct CheckBaselineTests {
    static let file = "ViewModel/ItemViewModel.swift"

    /// ItemViewModel → ItemView twice (lines 2 and 3), ItemViewModel → ItemView's sibling once (line 4).
    func project(_ name: String) throws -> CheckProject {
        let project = try CheckOptionsTests().project(
            name,
            viewModel: """
                    weak var view: ItemView?
                    func show(_ view: ItemView) {}
                    var row: ItemRow?
                """)
        try project.append("View/ItemView.swift", "struct ItemRow {}")
        return project
    }

    func located(_ lines: [Int]) -> Set<CheckProject.Located> {
        Set(lines.map { CheckProject.Located(file: Self.file, line: $0, rule: "mvvm/viewmodel") })
    }

    @Test("--write-baseline records each pair with its count; more occurrences than recorded fail, every occurrence of the pair located")
    func counts() throws {
        let project = try project("baseline-count")
        defer { project.remove() }
        let first = try project.check()
        #expect(first.located == located([2, 3, 4]))
        #expect(
            first.baselineEntries == [
                BaselineEntry(rule: "mvvm/viewmodel", from: "ItemViewModel", to: "ItemRow", count: 1),
                BaselineEntry(rule: "mvvm/viewmodel", from: "ItemViewModel", to: "ItemView", count: 2),
            ])
        try project.write("baseline.json", String(decoding: first.baselineData(), as: UTF8.self))
        let written = try #require(try JSON.object(try project.read("baseline.json"))["violations"] as? [[String: Any]])
        #expect(written.map { $0["count"] as? Int } == [1, 2])

        let same = try project.check(baseline: "baseline.json")
        #expect(same.violations.isEmpty && same.baselined == 3 && same.exitStatus == 0)

        // A third ItemView: the three are reported (the baseline cannot say which is new); ItemRow stays baselined.
        let line = try project.append(Self.file, "extension ItemViewModel { func again(_ view: ItemView) {} }")
        let more = try project.check(baseline: "baseline.json")
        try expectExactly(located([2, 3, line]), in: more)
        #expect(more.baselined == 1 && more.exitStatus == 1)
        #expect(more.staleBaselineEntries.isEmpty)
        // The ItemView entry is the second object of the written file, at line 10.
        #expect(
            more.violations.allSatisfy { $0.explanation.hasPrefix("3 occurrences of this dependency, the baseline records 2 (baseline.json:10): ") },
            "\(more.render(.text))")
    }

    @Test("fewer occurrences than recorded: the rest stays baselined, and the entry is stale at its own line with the count to write")
    func fewer() throws {
        let project = try project("baseline-fewer")
        defer { project.remove() }
        try project.write("baseline.json", String(decoding: try project.check().baselineData(), as: UTF8.self))
        try project.write(Self.file, "final class ItemViewModel {\n    weak var view: ItemView?\n}\n")
        let report = try project.check(baseline: "baseline.json")
        #expect(report.violations.isEmpty && report.baselined == 1)
        #expect(
            report.staleBaselineEntries == [
                StaleBaselineEntry(
                    entry: BaselineEntry(rule: "mvvm/viewmodel", from: "ItemViewModel", to: "ItemRow", count: 1), line: 4, column: 5, occurrences: 0),
                StaleBaselineEntry(
                    entry: BaselineEntry(rule: "mvvm/viewmodel", from: "ItemViewModel", to: "ItemView", count: 2), line: 10, column: 5, occurrences: 1),
            ])
        #expect(report.exitStatus == 1)
        let text = report.render(.text)
        #expect(text.contains("baseline.json:4:5: error: [mvvm/viewmodel] stale baseline entry: ItemViewModel → ItemRow no longer occurs\n"), "\(text)")
        #expect(
            text.contains("baseline.json:10:5: error: [mvvm/viewmodel] stale baseline entry: ItemViewModel → ItemView occurs 1 time, the entry records 2\n"))
        #expect(text.contains("  note: lower its count to 1,"))
        #expect(report.render(.github).contains("::error file=baseline.json,line=10,col=5,title=stale baseline entry::"))
        let sarif = try JSON.object(report.render(.sarif))
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let lines = results.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap {
                ($0["region"] as? [String: Any])?["startLine"] as? Int
            }
        }
        #expect(lines == [4, 10])
        let stale = try #require(try JSON.object(report.render(.json))["staleBaseline"] as? [[String: Any]])
        #expect(stale.map { [$0["line"] as? Int, $0["count"] as? Int, $0["occurrences"] as? Int] } == [[4, 1, 0], [10, 2, 1]])
    }

    @Test("a baseline without counts (written before them) covers any number of occurrences, with a note; stale entries are located anyway")
    func withoutCounts() throws {
        let project = try project("baseline-uncounted")
        defer { project.remove() }
        // Hand-formatted: two entries on one line, one on the next.
        try project.write(
            "baseline.json",
            """
            {"version": 1, "violations": [{"rule": "mvvm/viewmodel", "from": "ItemViewModel", "to": "ItemView"}, {"rule": "mvvm/viewmodel", "from": "ItemViewModel", "to": "ItemRow"},
              {"rule": "mvvm/viewmodel", "from": "Gone", "to": "ItemView", "count": 2}]}
            """)
        try project.append(Self.file, "extension ItemViewModel { func again(_ view: ItemView) {} }")
        let report = try project.check(baseline: "baseline.json")
        #expect(report.violations.isEmpty && report.baselined == 4, "\(report.render(.text))")
        #expect(report.notes.contains { $0.hasPrefix("baseline.json: 2 entries have no 'count'") && $0.contains("--write-baseline") }, "\(report.notes)")
        #expect(report.staleBaselineEntries.map { "\($0.line):\($0.column) \($0.entry.from)" } == ["2:3 Gone"])
    }

    @Test("an entry written twice counts both; a count below 1 is a located error")
    func duplicatesAndBadCounts() throws {
        let project = try project("baseline-duplicates")
        defer { project.remove() }
        let entry = #"{"rule": "mvvm/viewmodel", "from": "ItemViewModel", "to": "ItemView", "count": 1}"#
        let row = #"{"rule": "mvvm/viewmodel", "from": "ItemViewModel", "to": "ItemRow", "count": 1}"#
        try project.write("baseline.json", "{\"version\": 1, \"violations\": [\n\(entry),\n\(entry),\n\(row)\n]}\n")
        let report = try project.check(baseline: "baseline.json")
        #expect(report.violations.isEmpty && report.baselined == 3 && report.staleBaselineEntries.isEmpty, "\(report.render(.text))")

        try project.write(
            "baseline.json", "{\"version\": 1, \"violations\": [\n\(row),\n  \(entry.replacingOccurrences(of: "\"count\": 1", with: "\"count\": 0"))\n]}\n")
        let errors = project.checkErrors(baseline: "baseline.json")
        #expect(errors.map(\.message) == ["baseline entry ItemViewModel → ItemView records 0 occurrences"], "\(errors)")
        #expect(errors.first?.location.line == 3 && errors.first?.location.column == 3)
    }
}
