import Foundation
import Testing

@testable import ScaffoldCheck

/// Reports write JSON themselves (`ReportJSON`), byte for byte as JSONSerialization with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` writes it.
@Suite("Check: JSON written as JSONSerialization writes it")
struct CheckReportJSONTests {
    /// What JSONSerialization writes for the same value.
    func foundationText(_ value: ReportJSON) -> String {
        ReportJSON.serialized(value.foundationObject)
    }

    /// What JSONSerialization writes for the JSON `text` read back: a report's text must be its own re-serialization.
    func reserialized(_ text: String) throws -> String {
        ReportJSON.serialized(try JSONSerialization.jsonObject(with: Data(text.utf8)))
    }

    @Test("keys sorted as JSONSerialization sorts them (digits by value, case), empty and nested collections, escapes")
    func values() {
        let keys = ["b", "B", "a10", "a9", "a", "_x", "Z1", "$schema", "ruleId", "ruleIndex", "startLine", "startColumn", "é", "a-b", "a/b", "A"]
        let strings = ["plain", "quote \" and backslash \\", "path/with/slashes", "unicode é ü 😀 ∑", "", "tab\tinside", "line\nbreak", "\u{1}\u{1f}"]
        let values: [ReportJSON] = [
            .object(keys.enumerated().map { ($1, .int($0)) }),
            .array([]),
            .object([]),
            .object([("empty", .array([])), ("none", .object([])), ("nested", .array([.array([]), .object([("k", .null)])]))]),
            .array(strings.map { .string($0) }),
            .object(strings.enumerated().map { ("key \($0)", .string($1)) }),
            .object([("flag", .bool(true)), ("off", .bool(false)), ("negative", .int(-3)), ("nothing", .null)]),
        ]
        for value in values {
            #expect(value.text == foundationText(value))
        }
    }

    @Test("JSON, SARIF, graph and unassigned reports: violations, suppressions with and without reasons, a stale baseline entry")
    func reports() throws {
        let project = try CheckOptionsTests().project(
            "json-text",
            viewModel: """
                    weak var view: ItemView? // scaffold:ignore mvvm/viewmodel -- legacy adapter, see #123
                    var other: ItemView? // scaffold:ignore mvvm/viewmodel
                    func show(_ view: ItemView) {}
                    var row: ItemRow?
                """)
        defer { project.remove() }
        try project.append("View/ItemView.swift", "struct ItemRow {}")
        try project.write("Loose/Unplaced.swift", "struct Unplaced { let view: ItemView }\n")
        try project.write("baseline.json", String(decoding: try project.check().baselineData(), as: UTF8.self))
        // ItemRow no longer used (a stale entry), ItemView once more than recorded (reported).
        try project.write(
            CheckBaselineTests.file,
            """
            final class ItemViewModel {
                weak var view: ItemView? // scaffold:ignore mvvm/viewmodel -- legacy adapter, see #123
                var other: ItemView? // scaffold:ignore mvvm/viewmodel
                func show(_ view: ItemView) {}
                func again(_ view: ItemView) {}
            }

            """)
        let report = try project.check(baseline: "baseline.json")
        #expect(!report.violations.isEmpty && report.suppressed == 2 && !report.staleBaselineEntries.isEmpty)
        for text in [report.render(.json), report.render(.sarif), report.renderUnassigned(.json)]
            + GraphLevel.allCases.map({ report.renderGraph(level: $0, format: .json) })
        {
            #expect(try text == reserialized(text), "\(text)")
        }
    }
}
