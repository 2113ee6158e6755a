import ScaffoldDiagnostics
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

    /// A sign-in form's guard (issue: `submit` had no test at all): the literals it compares with — a character the text
    /// must contain, a minimum length — are among the values tried, so every test of `submit` starts where it holds.
    @Test func literalsOfTheConditionAreTried() throws {
        let spec = try String(contentsOf: TestSupport.specsFolder.appendingPathComponent("SignIn.yaml"), encoding: .utf8)
            .replacingOccurrences(
                of: "canSubmit: \"Bool = !email.isEmpty && password.count >= 8\"",
                with: "canSubmit: \"Bool = !email.isEmpty && email.contains(\\\"@\\\") && password.count >= 12\"")
        for architecture in ["mvvm", "mvp", "viper", "store"] {
            let module = try #require(SpecErrorTests.lower(spec.replacingOccurrences(of: "architecture: mvp ", with: "architecture: \(architecture) ")))
            let submit = try #require(Screen(module).actions.first { $0.name.raw == "submit" })
            #expect(submit.untested == nil, "\(architecture): \(submit.untested ?? "")")
            let success = try #require(submit.successTest)
            #expect(Set(success.seeds.map(\.state.raw)) == ["email", "password"])
            #expect(success.seeds.first { $0.state.raw == "email" }?.value.contains("@") == true)
            #expect(submit.tests.contains { $0.kind == .skipped }, "the form can also be incomplete")
        }
    }

    /// The seeds change as little state as they can: none where the fresh screen already decides.
    @Test func seedsMakeTheConditionHoldAndFail() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec("when: hasMore\ncall: TimelineService.fetchAll")))
        let condition = try #require(module.action(named: "loadMore")?.condition)
        let solved = ConditionSeeds.solve(condition, in: module, arguments: [:])
        #expect(solved.holds?.map(\.state.raw) == ["nextCursor"])
        #expect(solved.holds?.first?.value != "nil")
        #expect(solved.fails == [], "nextCursor starts nil: the fresh screen already fails")

        // Text the condition compares with is tried too.
        let text = try #require(SpecErrorTests.lower(Self.spec("when: '!statuses.isEmpty && title == \"x\"'\ncall: TimelineService.fetchAll")))
        let solvedText = ConditionSeeds.solve(try #require(text.action(named: "loadMore")?.condition), in: text, arguments: [:])
        #expect(solvedText.holds?.map(\.state.raw) == ["statuses", "title"])
        #expect(solvedText.holds?.last?.value == "\"x\"")
        let title = try #require(SpecErrorTests.lower(Self.spec("when: 'title.isEmpty'\ncall: TimelineService.fetchAll")))
        let solvedTitle = ConditionSeeds.solve(try #require(title.action(named: "loadMore")?.condition), in: title, arguments: [:])
        #expect(solvedTitle.holds == [])
        #expect(solvedTitle.fails?.map(\.value) == ["\"title\""])
    }

    /// `validate` refuses an action with behaviour it would leave without tests, at the key to change.
    @Test func untestableActionsAreRefusedWhereTheSpecSaysSo() throws {
        func refusals(_ yaml: String) throws -> [Diagnostic] {
            let spec = try SpecParser.parse(text: yaml, file: SpecErrorTests.file)
            return Screen(try #require(SpecErrorTests.lower(yaml))).untestableActions(in: spec)
        }
        let never = try refusals(Self.spec("when: 'title == \"never\" && title == \"ever\"'\ncall: TimelineService.fetchAll\nappend: statuses"))
        #expect(never.count == 1)
        #expect(never.first?.location.line == 25, "\(never)")
        #expect(never.first?.message.contains("'loadMore' would have no tests") == true)
        let guarded = try refusals(
            Self.spec("call: TimelineService.fetchAll\nappend: statuses\nthen: markAll")
                + "\n  markAll:\n    when: 'title.isEmpty'\n    call: TimelineService.markRead")
        #expect(guarded.map(\.location.line) == [27], "\(guarded)")
        #expect(guarded.first?.message.contains("runs 'markAll', whose own 'when:'") == true)
        // Solvable conditions and stubs are fine.
        #expect(try refusals(Self.spec("when: hasMore\ncall: TimelineService.fetchAll")).isEmpty)
    }

    /// A condition nothing can make true leaves the action without tests, and says why.
    @Test func unsatisfiableConditionIsNotedNotTested() throws {
        let module = try #require(
            SpecErrorTests.lower(Self.spec("when: 'title == \"never\" && title == \"ever\"'\ncall: TimelineService.fetchAll\nappend: statuses")))
        let screen = Screen(module)
        let loadMore = try #require(screen.actions.first { $0.name.raw == "loadMore" })
        #expect(loadMore.tests.isEmpty)
        #expect(loadMore.untested == "no test, scaffold found no state where its 'when:' is true")
    }
}

/// `confirm:` (docs/ARCHITECTURE.md#actions-and-effect-order): the question asked before anything runs.
@Suite("Confirmations")
struct ConfirmationTests {
    @Test func questionLowersAsWritten() throws {
        let module = try #require(SpecErrorTests.lower(ActionConditionTests.spec("confirm: 'Load \"more\"?'\ncall: TimelineService.fetchAll")))
        #expect(module.action(named: "loadMore")?.confirmation == "Load \"more\"?")
        #expect(module.confirmsAsync)
    }

    @Test func emptyQuestionIsRefused() {
        let diagnostics = SpecErrorTests.lowerErrors(ActionConditionTests.spec("confirm: ' '\ncall: TimelineService.fetchAll"))
        SpecErrorTests.expectOnly(diagnostics, line: 25, column: 14, message: "'confirm:' has no question", hint: "confirm: \"Delete this post?\"")
    }

    @Test func screenEventsNeverAsk() {
        let yaml = ActionConditionTests.spec("confirm: 'Load more?'\ncall: TimelineService.fetchAll").replacingOccurrences(
            of: "actions:\n", with: "events:\n  appear: loadMore\nactions:\n")
        let diagnostics = SpecErrorTests.lowerErrors(yaml)
        SpecErrorTests.expectOnly(
            diagnostics, line: 24, column: 11, message: "'appear' runs 'loadMore', which asks the user first ('confirm:')",
            hint: "name an action without 'confirm:'")
    }

    @Test func performMethodNameIsTaken() {
        let yaml = ActionConditionTests.spec("confirm: 'Load more?'\ncall: TimelineService.fetchAll") + "\n  performLoadMore: {}"
        let diagnostics = SpecErrorTests.lowerErrors(yaml)
        SpecErrorTests.expectOnly(
            diagnostics, line: 27, column: 3, message: "action 'performLoadMore' has the name of the method that runs 'loadMore' once confirmed",
            hint: "rename one")
    }

    /// A confirmed action's tests ask, then confirm; one more declines, and nothing runs. What it runs once confirmed
    /// gets the tests any action's call gets: the answer, started in a task, is what the test holds, cancels or repeats.
    @Test func testsAnswerTheQuestion() throws {
        let module = try #require(SpecErrorTests.lower(ActionConditionTests.spec("confirm: 'Load more?'\ncall: TimelineService.fetchAll")))
        let loadMore = try #require(Screen(module).actions.first { $0.name.raw == "loadMore" })
        #expect(
            loadMore.tests.map(\.kind) == [.success, .declined, .failure, .retried, .cancelled, .screenWentAway, .showsLoading, .ignoresRepeat])
        let goesAway = try #require(loadMore.tests.first { $0.kind == .screenWentAway })
        #expect(goesAway.steps.drop { $0 != .act }.prefix(3) == [.act, .startAnswer(local: "failed"), .waitUntilHeld(service: "TimelineService", count: 1)])
        #expect(loadMore.successTest?.steps == [.act, .answer(confirmed: true, awaits: true)])
        #expect(loadMore.successTest?.expectations.last == .noConfirmation)
        let declined = try #require(loadMore.tests.first { $0.kind == .declined })
        #expect(declined.steps == [.act, .expect(.confirmationAsked(Name("loadMore"), arguments: [])), .answer(confirmed: false, awaits: false)])
        #expect(declined.expectations.contains(.callCount(service: "TimelineService", operation: Name("fetchAll"), count: 0)))
    }
}

/// `then:` never runs an action that asks: a chain does not wait for an answer (found by scaffold-fuzz: the question
/// was asked and the chain's tests expected the effects).
@Suite("Chains and confirmations")
struct ChainConfirmationTests {
    @Test func thenIntoAConfirmActionIsRefused() {
        let yaml = ActionConditionTests.spec("confirm: 'Load more?'\ncall: TimelineService.fetchAll") + "\n  reload:\n    then: loadMore"
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(yaml), line: 28, column: 11, message: "'then:' runs 'loadMore', which asks the user first ('confirm:')",
            hint: "a chain does not wait for an answer")
    }
}
