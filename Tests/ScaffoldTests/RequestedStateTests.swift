import Foundation
import Testing

@testable import ScaffoldEmit
@testable import ScaffoldIR
@testable import ScaffoldScreen

/// When a `set:` commits (docs/architectures.md#in-every-architecture): a `set:` of state the call reads is requested —
/// the call carries the value, the state takes it with the call's success — and every other `set:` commits at once.
@Suite("Requested state")
struct RequestedStateTests {
    static func action(_ name: String, of module: ModuleIR) throws -> ScreenAction {
        try #require(Screen(module).actions.first { $0.name.raw == name })
    }

    /// The state each test of `action` of `kind` expects, by name.
    static func expected(_ action: ScreenAction, _ kind: ActionTest.Kind) throws -> [String: TestValue] {
        let test = try #require(action.tests.first { $0.kind == kind })
        var values: [String: TestValue] = [:]
        for case .state(let name, let value) in test.expectations { values[name.raw] = value }
        return values
    }

    /// Timeline's refresh starts the cursor over with its request: the cursor the call reads is requested, the result's
    /// `next` replaces it on success (no commit of its own), and a failed or cancelled refresh keeps the cursor.
    @Test func aRefreshRequestsTheCursorItStartsOver() throws {
        let refresh = try Self.action("refresh", of: try TestSupport.lower("Timeline.yaml"))
        #expect(refresh.requestedStates == [Name("nextCursor")])
        guard case .request(let assignment) = refresh.effects.first, case .call(_, _, let commits) = refresh.effects.last else {
            Issue.record("refresh's effects are \(refresh.effects)")
            return
        }
        #expect(assignment.state == Name("nextCursor"))
        #expect(commits.isEmpty)
        #expect(try Self.expected(refresh, .failure)["nextCursor"] == .before(Name("nextCursor")))
        #expect(try Self.expected(refresh, .cancelled)["nextCursor"] == .before(Name("nextCursor")))
    }

    /// The edge spec's `fetchNext` sets `page: nextPage`, and the call reads `page`: the page number advances only with
    /// its page. A `set:` the call does not read commits at once.
    @Test func aPageNumberCommitsWithItsPage() throws {
        let module = try EdgeSpecTests.module("Expressions.yaml", architecture: "mvvm")
        let fetchNext = try Self.action("fetchNext", of: module)
        #expect(fetchNext.requestedStates == [Name("page")])
        guard case .call(_, _, let commits) = fetchNext.effects.last else {
            Issue.record("fetchNext's effects are \(fetchNext.effects)")
            return
        }
        #expect(commits == [Name("page")])
        #expect(try Self.expected(fetchNext, .failure)["page"] == .before(Name("page")))
        #expect(try Self.expected(fetchNext, .success)["page"] != .before(Name("page")))
        let reset = try Self.action("reset", of: module)
        #expect(reset.requestedStates.isEmpty)
    }

    /// Each architecture keeps the requested page in a local the call reads, and commits it on success.
    @Test(arguments: [
        ("mvvm", ["let requestedPage: Int = nextPage", "page: requestedPage", "page = requestedPage"]),
        ("mvp", ["let requestedPage: Int = state.nextPage", "page: requestedPage", "updated.page = requestedPage", "state = updated"]),
        ("viper", ["let requestedPage: Int = state.nextPage", "page: requestedPage", "state.page = requestedPage"]),
        ("store", ["let requestedPage: Int = state.nextPage", ".fetchNext(page: requestedPage", "state.page = requestedPage"]),
    ])
    func everyArchitectureCommitsThePageOnSuccess(architecture: String, lines: [String]) throws {
        let module = try EdgeSpecTests.module("Expressions.yaml", architecture: architecture)
        let sources = try TestSupport.emit(module).filter { !$0.path.hasPrefix("Tests/") }.map(\.contents).joined(separator: "\n")
        for line in lines { #expect(sources.contains(line), "\(architecture): no `\(line)`") }
        // The page is never set before the call.
        #expect(!sources.contains("page = nextPage"))
        #expect(!sources.contains("page = state.nextPage"))
    }

    /// The store counts requests in state named `<list>InFlight`: a spec state of such a name is refused where it is
    /// written, never left to fail the build.
    @Test func stateNamedLikeARequestCounterIsRefused() {
        let diagnostics = SpecErrorTests.lowerErrors("module: Feed\nstate:\n  items: [String]\n  itemsInFlight: Int = 0\n")
        #expect(diagnostics.map(\.message) == ["state name 'itemsInFlight' is reserved"])
        #expect(diagnostics.first?.location.line == 4)
    }

    /// Every owner flags a page in flight as `isLoadingMore<List>`: a state of such a name is refused too.
    @Test func stateNamedLikeAPageFlagIsRefused() {
        let diagnostics = SpecErrorTests.lowerErrors("module: Feed\nstate:\n  items: [String]\n  isLoadingMoreItems: Bool = false\n")
        #expect(diagnostics.map(\.message) == ["state name 'isLoadingMoreItems' is reserved"])
        #expect(diagnostics.first?.hint?.contains("isLoadingMore<List>") == true)
    }

    /// A requested local takes another name where the module already has one like it.
    @Test func theRequestedLocalNeverShadowsAName() throws {
        let module = try #require(
            SpecErrorTests.lower(
                """
                module: Feed
                services:
                  FeedService:
                    fetch: { params: { page: Int }, returns: [String] }
                state:
                  page: Int = 1
                  requestedPage: Int = 0
                  items: [String]
                actions:
                  next:
                    set: { page: 2 }
                    call: FeedService.fetch
                    assign: items
                """))
        let next = try #require(module.action(named: "next"))
        #expect(RequestedState.local(Name("page"), in: next, module: module) == "requestedPageValue")
    }

    /// A `set:` whose value reads a requested state is requested too: it must not commit a page that may never come.
    @Test func aSetReadingARequestedValueWaitsForTheCallToo() throws {
        let module = try #require(
            SpecErrorTests.lower(
                """
                module: Feed
                services:
                  FeedService:
                    fetch: { params: { page: Int }, returns: [String] }
                state:
                  page: Int = 1
                  offset: Int = 0
                  label: String = ""
                  items: [String]
                actions:
                  next:
                    set: { label: '"more"', page: 'page + 1', offset: 'offset - page' }
                    call: FeedService.fetch
                    assign: items
                """))
        let next = try #require(module.action(named: "next"))
        #expect(RequestedState.states(of: next, in: module) == [Name("page"), Name("offset")])
        #expect(RequestedState.atOnce(next, in: module).map(\.state) == [Name("label")])
    }

    /// A Clear that empties the results while a search is in flight cancels the search, and so does the edge spec's
    /// `reset`, which writes the page and notes a `fetchNext` in flight would commit; each gets a test. `next` reads the
    /// page it writes (`page + 1`): it waits for `fetchNext` instead (`Wait`).
    @Test func aWriteCancelsTheRequestsThatWouldOverwriteIt() throws {
        let clear = try Self.action("clear", of: try TestSupport.lower("Search.yaml"))
        #expect(clear.cancelledLines == [.list(Name("results"))])
        #expect(clear.tests.contains { $0.kind == .cancelsLine && $0.name == "clearCancelsSearchInFlight" })
        let module = try EdgeSpecTests.module("Expressions.yaml", architecture: "mvvm")
        #expect(try Self.action("reset", of: module).cancelledLines == [.list(Name("notes"))])
        let next = try Self.action("next", of: module)
        #expect(next.cancelledLines.isEmpty)
        #expect(next.waits == [Wait(line: .list(Name("notes")), reason: .reads(action: Name("fetchNext"), states: [Name("page")]))])
        #expect(next.tests.contains { $0.kind == .waitsForRequest && $0.name == "nextWaitsForFetchNextInFlight" })
        #expect(try Self.action("summarize", of: module).cancelledLines.isEmpty)
    }

    /// Emptying the cart writes the total a line's removal stores: it cancels that action's requests for every element,
    /// and the test holds two elements' removals, so that cancelling only one of them fails.
    @Test func aWriteCancelsEveryElementsRequest() throws {
        let emptyCart = try Self.action("emptyCart", of: try TestSupport.lower("Cart.yaml"))
        #expect(emptyCart.cancelledLines == [.list(Name("lines")), .item(action: Name("removeLine"), param: Name("line"), isID: false)])
        let test = try #require(emptyCart.tests.first { $0.name == "emptyCartCancelsRemoveLineInFlight" })
        let started = test.steps.compactMap { step -> [String]? in
            if case .startAction(_, _, _, let arguments) = step { arguments.map(\.local) } else { nil }
        }
        #expect(started == [["pendingLine"], ["otherPendingLine"]])
        #expect(test.expectations.contains(.requestsInFlight(0)))
        #expect(emptyCart.untested == nil)
    }

    /// A cancelled line whose request a test cannot hold back alone (its action runs more after its call) is said in a
    /// comment, never left out silently.
    @Test func aCancelledLineWithoutATestIsSaid() throws {
        let spec =
            ResultStoreTests.spec("call: TimelineService.fetchAll\nassign: statuses\nthen: retitle")
            + "\n  retitle:\n    set: { title: '\"done\"' }\n  clear:\n    set: { statuses: [] }"
        let clear = try Self.action("clear", of: try #require(SpecErrorTests.lower(spec)))
        #expect(clear.cancelledLines == [.list(Name("statuses"))])
        #expect(!clear.tests.contains { $0.kind == .cancelsLine })
        #expect(clear.untested == "no test that it cancels loadMore's request in flight: loadMore runs more after its call")
    }
}
