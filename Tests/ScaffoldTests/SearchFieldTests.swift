import ScaffoldIR
import ScaffoldScreen
import Testing

/// `kind: search` and `debounce:` (docs/spec.md#inputs): the screen's search field, and the pause a typed input's
/// `onChange` waits for before it calls. Every misuse is a located error; the screen model plans the test of the pause.
@Suite("Search field and debounce")
struct SearchFieldTests {
    /// A search screen whose `inputs:` entries start at line 20.
    static func spec(inputs: String) -> String {
        """
        module: Finder
        ui: swiftui
        entities:
          Item:
            id: UUID
            title: String
        services:
          ItemService:
            search:
              params: { query: String }
              returns: [Item]
        state:
          query: String = ""
          title: String = ""
          remember: Bool = true
          results: [Item]
        derived:
          hasQuery: "Bool = !query.isEmpty"
        inputs:
        \(inputs)
        actions:
          search:
            when: hasQuery
            call: ItemService.search
            assign: results
          note: { set: { remember: 'false' } }
        """
    }

    @Test func aTypedInputThatCallsWaitsForAPause() throws {
        let module = try #require(
            SpecErrorTests.lower(
                Self.spec(inputs: "  query: { kind: search, onChange: search }\n  title: { kind: text, onChange: search, debounce: 1s }")))
        #expect(module.inputs.map(\.isSearchField) == [true, false])
        #expect(module.inputs.map(\.debounceMilliseconds) == [300, 1000])
        let screen = Screen(module)
        #expect(screen.pauses)
        #expect(screen.searchField?.field.name.raw == "query")
        // The search field is the search bar's, outside the form's focus order.
        #expect(screen.form.focusOrder.map(\.field.name.raw) == ["title"])
    }

    @Test func noPauseWithoutACall() throws {
        let module = try #require(
            SpecErrorTests.lower(
                Self.spec(
                    inputs: "  query: { kind: text, onChange: note }\n  title: { kind: text, onChange: search, debounce: 0ms }\n  remember: toggle"
                )))
        #expect(module.inputs.map(\.debounceMilliseconds) == [nil, nil, nil])
        #expect(!Screen(module).pauses)
    }

    @Test func misusesAreLocated() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  query: { kind: text, onChange: search, debounce: fast }")), line: 20, column: 52,
            message: "'debounce: fast' is not a pause scaffold reads", hint: "'300ms', '1s'")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  query: { kind: text, onChange: search, debounce: 2m }")), line: 20, column: 52,
            message: "'debounce: 2m' is not a pause scaffold reads")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  query: { kind: text, onChange: search, debounce: 61s }")), line: 20, column: 52,
            message: "'debounce: 61s' is not a pause scaffold reads", hint: "up to a minute")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  remember: { kind: toggle, debounce: 300ms }")), line: 20, column: 39,
            message: "a 'toggle' input has no 'debounce:'", hint: "only typing is debounced")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  query: { kind: text, onChange: note, debounce: 300ms }")), line: 20, column: 50,
            message: "'debounce:' delays a call, and 'query' runs none after an edit", hint: "'note' makes no call")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  query: { kind: text, debounce: 300ms }")), line: 20, column: 34,
            message: "'debounce:' delays a call", hint: "add 'onChange:'")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  query: search\n  title: search")), line: 21, column: 10,
            message: "input 'title' is a second search field; a screen has one", hint: "'query' is the screen's search field")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  remember: search")), line: 20, column: 13,
            message: "a 'search' input needs String state")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  query: serch")), line: 20, column: 10,
            message: "unknown input kind 'serch'", hint: "text, search, secure")
    }

    /// Two edits within the pause: the first edit's wait is cancelled, so `onChange` calls once, with the second value,
    /// and the screen ends as that value's edit test expects.
    @Test func thePauseHasItsTest() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec(inputs: "  query: { kind: search, onChange: search }")))
        let input = try #require(Screen(module).inputs.first)
        let test = try #require(input.debounceTest)
        #expect(input.untested == nil)
        #expect(test.kind == .editDebounced)
        #expect(test.name == "queryEditsWithinPauseRunSearchOnce")
        let edits = test.steps.compactMap { step -> String? in if case .startEdit(_, _, let value) = step { value } else { nil } }
        guard edits.count == 2 else {
            Issue.record("expected two edits, got \(test.steps)")
            return
        }
        let (first, second) = (edits[0], edits[1])
        #expect(first != second)
        // The first edit still waits 1 ms before its pause ends; then time moves past the second's.
        #expect(test.steps.contains(.advanceClock(milliseconds: 299)) && test.steps.contains(.expectSleeping(count: 1)))
        #expect(test.steps.contains(.advanceClock(milliseconds: 300)))
        #expect(test.expectations.contains(.state(Name("query"), equals: .sample(second))))
        #expect(test.expectations.contains { if case .calls(_, _, _, true) = $0 { true } else { false } })
        // Run by itself meanwhile (a pull to refresh), search runs once: the edit's wait is dropped.
        #expect(input.pauseDroppedTest?.kind == .editPauseDropped)
        #expect(input.tests.count == 4)
    }
}
