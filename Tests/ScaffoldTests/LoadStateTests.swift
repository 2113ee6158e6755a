import ScaffoldIR
import ScaffoldScreen
import Testing

/// Failures the screen model plans for: Retry runs again the action whose call failed, and a screen whose first load
/// can fail knows whether it has loaded (docs/ui.md#failures-and-retry).
@Suite("Load states")
struct LoadStateTests {
    @Test("Retry's test expects the failed call run again with what it sent, or counted where a set: runs first")
    func retriedTestRepeatsTheCall() throws {
        let screen = Screen(try TestSupport.lower("Timeline.yaml", architecture: "mvvm"))
        let favorite = try #require(screen.actions.first { $0.name.raw == "favorite" })
        let retried = try #require(favorite.tests.first { $0.kind == .retried })
        #expect(retried.steps.last == .retry)
        #expect(
            retried.expectations.contains {
                if case .callsRepeated("TimelineService", Name("favorite"), let arguments, 2) = $0 { arguments.map(\.label) == ["statusID"] } else { false }
            })
        // refresh's `set: { nextCursor: null }` runs before its call: only how often it ran is certain.
        let refresh = try #require(screen.actions.first { $0.name.raw == "refresh" })
        let refreshRetried = try #require(refresh.tests.first { $0.kind == .retried })
        #expect(refreshRetried.expectations.contains(.callCount(service: "TimelineService", operation: Name("fetchPage"), count: 2)))
    }

    @Test("the first load's tests say whether the screen loaded; no other action's do")
    func firstLoadMarksTheScreenLoaded() throws {
        let screen = Screen(try TestSupport.lower("Timeline.yaml", architecture: "mvvm"))
        #expect(screen.loadCanFail)
        #expect(screen.initialExpectations.contains(.loaded(false)))
        let load = try #require(screen.loadAction)
        #expect(load.successTest?.expectations.contains(.loaded(true)) == true)
        #expect(load.failureTest?.expectations.contains(.loaded(false)) == true)
        let loadMore = try #require(screen.actions.first { $0.name.raw == "loadMore" })
        #expect(!loadMore.tests.contains { $0.expectations.contains(.loaded(true)) || $0.expectations.contains(.loaded(false)) })
    }

    @Test("a screen whose first load cannot fail, or that loads nothing, has no load state")
    func noLoadState() throws {
        let screen = Screen(try TestSupport.lower("SignIn.yaml", architecture: "mvvm"))
        #expect(screen.loadAction == nil)
        #expect(!screen.loadCanFail)
        #expect(!screen.initialExpectations.contains(.loaded(false)))
    }
}
