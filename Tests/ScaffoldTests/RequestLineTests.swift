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
