import Testing

@testable import ScaffoldIR

/// `assign:` and `append:` (docs/ARCHITECTURE.md#actions-and-effect-order): where a call's result goes, each rule
/// a located error.
@Suite("Result stores")
struct ResultStoreTests {
    /// A timeline spec; the action `loadMore` is on line 22, its keys from line 23 on.
    static func spec(_ keys: String) -> String {
        """
        module: Timeline
        entities:
          Status:
            id: UUID
            text: String
          Page:
            items: [Status]
            next: String?
        services:
          TimelineService:
            fetchPage:
              returns: Page
            fetchAll:
              returns: [Status]
            markRead: {}
        state:
          statuses: [Status]
          nextCursor: String?
          page: Page?
          title: String = ""
        actions:
          loadMore:
        \(keys.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    @Test func fieldsAndAppendsLower() throws {
        let assigning = try #require(SpecErrorTests.lower(Self.spec("call: TimelineService.fetchPage\nassign: { nextCursor: next }")))
        #expect(assigning.action(named: "loadMore")?.call?.stores == [ResultStore(state: Name("nextCursor"), field: Name("next"))])
        let appending = try #require(
            SpecErrorTests.lower(
                Self.spec(
                    """
                    call: TimelineService.fetchPage
                    append: { statuses: items }
                    assign: { nextCursor: next }
                    """)))
        // `assign:` first, then `append:`, whatever order the spec writes them in.
        #expect(
            appending.action(named: "loadMore")?.call?.stores == [
                ResultStore(state: Name("nextCursor"), field: Name("next")), ResultStore(state: Name("statuses"), field: Name("items"), appends: true),
            ])
        let whole = try #require(SpecErrorTests.lower(Self.spec("call: TimelineService.fetchAll\nappend: statuses")))
        #expect(whole.action(named: "loadMore")?.call?.stores == [ResultStore(state: Name("statuses"), appends: true)])
    }

    static let refused: [SpecRefusal] = [
        SpecRefusal(
            keys: "call: TimelineService.fetchPage\nappend: { title: items }", line: 24, column: 15,
            message: "cannot append to 'title' (String)", hint: "'append:' adds to array state"),
        SpecRefusal(
            keys: "call: TimelineService.fetchPage\nappend: { statuses: next }", line: 24, column: 25,
            message: "cannot append 'TimelineService.fetchPage' field 'next' (String?) to 'statuses' ([Status])",
            hint: "append needs one Status or a list of them"),
        SpecRefusal(
            keys: "call: TimelineService.fetchPage\nappend: statuses", line: 24, column: 13,
            message: "cannot append the result of 'TimelineService.fetchPage' (Page) to 'statuses' ([Status])",
            hint: "or a field of the result that is one"),
        SpecRefusal(
            keys: "call: TimelineService.fetchPage\nassign: { statuses: next }", line: 24, column: 25,
            message: "cannot assign 'TimelineService.fetchPage' field 'next' (String?) to 'statuses' ([Status])",
            hint: "assign the field to state of type String?"),
        SpecRefusal(
            keys: "call: TimelineService.fetchPage\nassign: { statuses: item }", line: 24, column: 25,
            message: "'Page' has no field 'item'", hint: "did you mean 'items'?"),
        SpecRefusal(
            keys: "call: TimelineService.fetchAll\nassign: { statuses: items }", line: 24, column: 25,
            message: "'TimelineService.fetchAll' returns [Status], which has no fields to assign", hint: "write 'assign: state'"),
        SpecRefusal(
            keys: "call: TimelineService.fetchPage\nassign: { statuses: items, nextCursor: next }\nappend: { statuses: items }", line: 25, column: 15,
            message: "'statuses' is stored twice (24:15)", hint: "by 'assign:', 'append:', 'prepend:', 'replace:' or 'remove:'"),
        SpecRefusal(
            keys: "call: TimelineService.markRead\nappend: statuses", line: 24, column: 13,
            message: "'TimelineService.markRead' returns nothing to append", hint: "add 'returns: Type'"),
        SpecRefusal(keys: "append: statuses", line: 23, column: 13, message: "'append:' without 'call:'", hint: "append stores the result"),
        SpecRefusal(
            keys: "call: TimelineService.fetchPage\nappend: { statuse: items }", line: 24, column: 15,
            message: "'append:' names unknown state 'statuse'", hint: "did you mean 'statuses'?"),
    ]

    @Test(arguments: refused)
    func refusedWithItsLocation(_ refused: SpecRefusal) {
        refused.expect(in: SpecErrorTests.lowerErrors(Self.spec(refused.keys)), only: true)
    }
}
