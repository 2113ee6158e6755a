import ScaffoldSpec
import Testing

@testable import ScaffoldIR
@testable import ScaffoldScreen

/// `when:` (docs/ARCHITECTURE.md#actions-and-effect-order): a Bool expression read before anything runs; the state
/// scaffold finds to start each generated test where it holds, and where it does not.
@Suite("Action conditions")
struct ActionConditionTests {
    /// `ResultStoreTests.spec` with a derived value; `loadMore`'s keys from line 23 on.
    static func spec(_ keys: String) -> String {
        ResultStoreTests.spec(keys).replacingOccurrences(of: "actions:\n", with: "derived:\n  hasMore: \"Bool = nextCursor != null\"\nactions:\n")
    }

    struct Refused: CustomStringConvertible, Sendable {
        let when: String
        let column: Int
        let message: String
        var description: String { when }
    }

    static let refused: [Refused] = [
        Refused(when: "title", column: 11, message: "'when: title' needs a Bool: 'title' is String, not Bool"),
        Refused(when: "hasMor", column: 11, message: "'when: hasMor' needs a Bool: no state or derived value named 'hasMor'"),
        Refused(when: "'!statuses'", column: 13, message: "'when: !statuses' needs a Bool: 'statuses' is [Status], not Bool"),
        Refused(when: "'nextCursor'", column: 12, message: "'when: nextCursor' needs a Bool: 'nextCursor' is String?, not Bool"),
    ]

    @Test(arguments: refused)
    func refusedWithItsLocation(_ refused: Refused) {
        let diagnostics = SpecErrorTests.lowerErrors(Self.spec("when: \(refused.when)\ncall: TimelineService.fetchAll\nappend: statuses"))
        SpecErrorTests.expectOnly(diagnostics, line: 25, column: refused.column, message: refused.message)
    }

    @Test func conditionLowersToAnExpression() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec("when: '!statuses.isEmpty && hasMore'\ncall: TimelineService.fetchAll")))
        #expect(
            module.action(named: "loadMore")?.condition
                == .binary(
                    .and, .not(.member(.reference(.state(Name("statuses"))), Name("isEmpty"), optional: false)), .reference(.derived(Name("hasMore")))))
    }

    /// The seeds change as little state as they can: none where the fresh screen already decides.
    @Test func seedsMakeTheConditionHoldAndFail() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec("when: hasMore\ncall: TimelineService.fetchAll")))
        let condition = try #require(module.action(named: "loadMore")?.condition)
        let solved = ConditionSeeds.solve(condition, in: module, arguments: [:])
        #expect(solved.holds?.map(\.state.raw) == ["nextCursor"])
        #expect(solved.holds?.first?.value != "nil")
        #expect(solved.fails == [], "nextCursor starts nil: the fresh screen already fails")

        // Text scaffold cannot guess: no seed.
        let text = try #require(SpecErrorTests.lower(Self.spec("when: '!statuses.isEmpty && title == \"x\"'\ncall: TimelineService.fetchAll")))
        #expect(ConditionSeeds.solve(try #require(text.action(named: "loadMore")?.condition), in: text, arguments: [:]).holds == nil)
        let title = try #require(SpecErrorTests.lower(Self.spec("when: 'title.isEmpty'\ncall: TimelineService.fetchAll")))
        let solvedTitle = ConditionSeeds.solve(try #require(title.action(named: "loadMore")?.condition), in: title, arguments: [:])
        #expect(solvedTitle.holds == [])
        #expect(solvedTitle.fails?.map(\.value) == ["\"title\""])
    }

    /// A condition nothing can make true leaves the action without tests, and says why.
    @Test func unsatisfiableConditionIsNotedNotTested() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec("when: 'title == \"never\"'\ncall: TimelineService.fetchAll\nappend: statuses")))
        let screen = Screen(module)
        let loadMore = try #require(screen.actions.first { $0.name.raw == "loadMore" })
        #expect(loadMore.tests.isEmpty)
        #expect(loadMore.untested == "no test, scaffold found no state where its 'when:' is true")
    }
}
