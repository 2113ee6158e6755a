import ScaffoldIR
import ScaffoldScreen
import Testing

/// Failures the screen model plans for: Retry runs again the action whose call failed, and a screen whose first load
/// can fail knows whether it has loaded (docs/ui.md#failures-and-retry).
@Suite("Load states")
struct LoadStateTests {
    @Test("Retry's test expects the failed call run again with what it sent, a requested set: (a cursor) included")
    func retriedTestRepeatsTheCall() throws {
        let screen = Screen(try TestSupport.lower("Timeline.yaml", architecture: "mvvm"))
        let favorite = try #require(screen.actions.first { $0.name.raw == "favorite" })
        let retried = try #require(favorite.tests.first { $0.kind == .retried })
        #expect(retried.steps.last == .retry)
        #expect(
            retried.expectations.contains {
                if case .callsRepeated("TimelineService", Name("favorite"), let arguments, 2) = $0 { arguments.map(\.label) == ["statusID"] } else { false }
            })
        // refresh's `set: { nextCursor: null }` is requested: it commits only with the success, so the retry sends the
        // same cursor again (a retry that ran loadMore instead would send the one on screen).
        let refresh = try #require(screen.actions.first { $0.name.raw == "refresh" })
        let refreshRetried = try #require(refresh.tests.first { $0.kind == .retried })
        #expect(
            refreshRetried.expectations.contains {
                if case .callsRepeated("TimelineService", Name("fetchPage"), let arguments, 2) = $0 { arguments.map(\.label) == ["maxID"] } else { false }
            })
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
