import Foundation
import Testing

@testable import ScaffoldIR
@testable import ScaffoldScreen

/// Request lines (docs/architectures.md#in-every-architecture): which requests compete, and the tests that prove it.
@Suite("Request lines")
struct RequestLineTests {
    /// `ResultStoreTests.spec` with `loadMore` appending pages of `statuses`, a `reload` assigning them, and a `mark`
    /// taking one status.
    static let spec =
        ResultStoreTests.spec("call: TimelineService.fetchAll\nappend: statuses")
        + "\n  reload:\n    call: TimelineService.fetchAll\n    assign: statuses\n  mark:\n    params: { status: Status }\n    call: TimelineService.markRead"

    @Test func listsElementsAndActionsHaveTheirLines() throws {
        let screen = Screen(try #require(SpecErrorTests.lower(Self.spec)))
        let lines = Dictionary(uniqueKeysWithValues: screen.actions.map { ($0.name.raw, $0.requestLine) })
        #expect(lines["loadMore"] == .list(Name("statuses")))
        #expect(lines["reload"] == .list(Name("statuses")))
        #expect(lines["mark"] == .item(action: Name("mark"), param: Name("status"), isID: false))
        #expect(screen.actions.first { $0.name.raw == "loadMore" }?.waitsForLine == true)
        #expect(screen.actions.first { $0.name.raw == "reload" }?.waitsForLine == false)
        #expect(screen.waitingLists == [Name("statuses")])
    }

    /// An action that takes an element's id (`taskID: UUID`, where `TaskItem` has `id: UUID`) is on that element's line
    /// too: deleting two tasks at once cancels neither, and each failure is reported.
    @Test func anElementsIDKeysItsLine() throws {
        let screen = Screen(try TestSupport.lower("TaskBoard.yaml"))
        let delete = try #require(screen.actions.first { $0.name.raw == "delete" })
        #expect(delete.requestLine == .item(action: Name("delete"), param: Name("taskID"), isID: true))
        #expect(delete.tests.map(\.kind).contains(.elementFailureReported))
        // A parameter that is not named as an id keeps the action's own line.
        let addTask = try #require(screen.actions.first { $0.name.raw == "addTask" })
        #expect(addTask.requestLine == .action(Name("addTask")))
    }

    @Test func aPageGetsTheTestsOfItsLine() throws {
        let screen = Screen(try #require(SpecErrorTests.lower(Self.spec)))
        let kinds = try #require(screen.actions.first { $0.name.raw == "loadMore" }).tests.map(\.kind)
        #expect(kinds.contains(.pageDroppedByLoad))
        #expect(kinds.contains(.pageWaitsForLoad))
    }

    /// Timeline's refresh starts the cursor over with the request, not before it (`RequestedState`): while it is in
    /// flight `loadMore`'s `when: hasMore` still holds, so only the wait stops the page, and its test is planned.
    @Test func aPageWaitsForARefreshThatRequestsTheCursor() throws {
        let screen = Screen(try TestSupport.lower("Timeline.yaml"))
        let kinds = try #require(screen.actions.first { $0.name.raw == "loadMore" }).tests.map(\.kind)
        #expect(kinds.contains(.pageWaitsForLoad))
        #expect(kinds.contains(.pageDroppedByLoad))
    }

    /// A refresh whose `set:` commits at once (the call does not read the cursor) makes `when: hasMore` false: the
    /// wait would not be what stops the page, and a test of it could not fail. It is not planned.
    @Test func noWaitTestWhereTheConditionAlreadyStopsThePage() throws {
        let yaml = try String(contentsOf: TestSupport.specsFolder.appendingPathComponent("Timeline.yaml"), encoding: .utf8)
        let atOnce = yaml.replacingOccurrences(
            of: "    call: TimelineService.fetchPage\n    with: { maxID: nextCursor }\n    assign: { statuses",
            with: "    call: TimelineService.fetchPage\n    with: { maxID: null }\n    assign: { statuses")
        #expect(atOnce != yaml)
        let screen = Screen(try #require(SpecErrorTests.lower(atOnce)))
        let kinds = try #require(screen.actions.first { $0.name.raw == "loadMore" }).tests.map(\.kind)
        #expect(!kinds.contains(.pageWaitsForLoad))
        #expect(kinds.contains(.pageDroppedByLoad))
    }
}

/// Waits (docs/architectures.md#in-every-architecture): a repeat of the user's is not a second request, and a `set:`
/// that reads what a request in flight is about to store waits for it.
@Suite("Waits")
struct WaitTests {
    /// ProductPage: add to cart and the favourite are the user's, and ignore a repeat; the load, run by the appearance,
    /// keeps newest wins; the favourite reads `isFavorite`, which the load stores, so it waits for the load instead of
    /// cancelling it.
    @Test func theUsersRequestsIgnoreRepeatsAndAToggleWaitsForTheLoad() throws {
        let screen = Screen(try TestSupport.lower("ProductPage.yaml"))
        func action(_ name: String) throws -> ScreenAction { try #require(screen.actions.first { $0.name.raw == name }) }
        let favorite = try action("toggleFavorite")
        #expect(
            favorite.waits == [
                Wait(line: .action(Name("toggleFavorite")), reason: .repeated),
                Wait(line: .action(Name("load")), reason: .reads(action: Name("load"), states: [Name("isFavorite")])),
            ])
        #expect(favorite.cancelledLines.isEmpty)
        #expect(favorite.tests.map(\.kind).contains(.ignoresRepeat))
        #expect(favorite.tests.map(\.kind).contains(.waitsForRequest))
        #expect(!favorite.tests.map(\.kind).contains(.supersededFailure))
        #expect(try action("addToCart").ignoresRepeats)
        let load = try action("load")
        #expect(load.waits.isEmpty)
        #expect(load.tests.map(\.kind).contains(.superseded))
    }

    /// Newest wins where the next run asks for something else: a list's line (a reload), an action with a parameter
    /// that is not an element (another city), an action `onChange:` runs (a search).
    @Test func newestWinsWhereTheNextRunAsksForSomethingElse() throws {
        let screen = Screen(try #require(SpecErrorTests.lower(RequestLineTests.spec)))
        #expect(screen.actions.first { $0.name.raw == "reload" }?.waits == [])
        #expect(screen.actions.first { $0.name.raw == "mark" }?.ignoresRepeats == true)
        let search = Screen(try TestSupport.lower("Search.yaml"))
        #expect(search.actions.allSatisfy { !$0.ignoresRepeats })
        let weather = try #require(
            SpecErrorTests.lower(
                """
                module: Weather
                services:
                  WeatherService:
                    forecast:
                      params: { city: String }
                      returns: String
                state:
                  forecast: String = ""
                actions:
                  show:
                    params: { city: String }
                    call: WeatherService.forecast
                    assign: forecast
                """))
        #expect(Screen(weather).actions.first?.waits == [])
    }

    /// A confirmed action does not ask again while its request runs: the store drops it before it asks, and the other
    /// owners return before they store the question.
    @Test func aConfirmedActionDoesNotAskWhileItsRequestRuns() throws {
        let screen = Screen(try TestSupport.lower("Cart.yaml"))
        let checkout = try #require(screen.actions.first { $0.name.raw == "checkout" })
        #expect(checkout.ignoresRepeats)
        let repeated = try #require(checkout.tests.first { $0.kind == .ignoresRepeat })
        #expect(repeated.steps.contains { if case .expect(.noConfirmation) = $0 { true } else { false } })
    }
}
