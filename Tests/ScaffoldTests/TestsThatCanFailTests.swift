import ScaffoldEmit
import Testing

@testable import ScaffoldIR
@testable import ScaffoldScreen

/// Every planned test can fail: it starts where what it checks would show if the code were broken, and checks what
/// the whole `then:` chain does (found by deleting statements in the owners of fuzzed specs, docs/mutation.md).
@Suite("Tests that can fail")
struct TestsThatCanFailTests {
    static let spec = """
        module: Guards
        architecture: mvvm
        ui: none
        state:
          rating: "[String]"
          token: Data
          count: 'Int = 0'
          saved: 'Bool = false'
        derived:
          hasRating: "Bool = !rating.isEmpty"
        actions:
          clear:
            when: hasRating
            set: { rating: [] }
          clearAfterAsking:
            confirm: "Sure?"
            when: hasRating
            set: { rating: [] }
          replace:
            params: { newToken: Data }
            set: { token: newToken }
          save:
            set: { count: 1 }
            then: markSaved
          markSaved:
            set: { saved: true }
          share: {}
          relay:
            then: share

        """

    static func action(_ name: String) throws -> ScreenAction {
        let module = try #require(SpecErrorTests.lower(spec))
        return try #require(Screen(module).actions.first { $0.name.raw == name })
    }

    @Test("a guard whose false state makes its action change nothing gets no test that claims to check it")
    func unobservableGuardIsNotClaimed() throws {
        let clear = try Self.action("clear")
        #expect(clear.successTest != nil)
        #expect(!clear.tests.contains { $0.kind == .skipped })
    }

    @Test("a guarded question is checked not to be asked while the guard is false")
    func guardedQuestionIsNotAsked() throws {
        let skipped = try #require(try Self.action("clearAfterAsking").tests.first { $0.kind == .skipped })
        #expect(skipped.expectations.contains(.noConfirmation))
    }

    @Test("a parameter whose sample is the state's own starts the state elsewhere, so that storing it shows")
    func parameterSampleDiffersFromState() throws {
        let success = try #require(try Self.action("replace").successTest)
        let token = try #require(success.seeds.first { $0.state.raw == "token" })
        #expect(token.value != success.arguments.first?.sample)
    }

    @Test("a later step's set: is expected after the action, with its value")
    func laterSetIsAsserted() throws {
        let success = try #require(try Self.action("save").successTest)
        #expect(success.expectations.contains(.state(Name("saved"), equals: .sample("true"))))
        #expect(success.expectations.contains(.state(Name("count"), equals: .sample("1"))))
    }

    @Test("an action that only runs actions without behaviour has no test, and says why")
    func chainOfStubsIsUntested() throws {
        let relay = try Self.action("relay")
        #expect(relay.tests.isEmpty)
        #expect(relay.untested?.contains("only runs actions the spec gives no behaviour (share)") == true)
    }
}

/// A store whose every call is synchronous runs each effect within `send`: no task, no request lines, no loading,
/// which no test could exercise (docs/architectures.md, the store).
@Suite("Store with synchronous calls")
struct StoreSynchronousCallsTests {
    @Test("the store reduces a synchronous call's response before send returns, and never shows loading")
    func effectsRunAtOnce() throws {
        let spec = """
            module: Cached
            architecture: store
            ui: none
            services:
              Cache:
                read:
                  returns: "[String]"
                  async: false
                  throws: false
            state:
              items: "[String]"
            actions:
              reload:
                call: Cache.read
                assign: items

            """
        let module = try #require(SpecErrorTests.lower(spec))
        let files = try TestSupport.render(module)
        func file(_ suffix: String) throws -> String { try #require(files.first { $0.path.hasSuffix(suffix) }).contents }
        let store = try file("CachedScreenStore.swift")
        #expect(store.contains("while let next = effect {"))
        #expect(!store.contains("inFlight"))
        #expect(try file("CachedEffectHandler.swift").contains("public func run(_ effect: CachedEffect) -> CachedAction {"))
        let state = try file("CachedState.swift")
        #expect(state.contains("public var isLoading: Bool { false }") && !state.contains("activeCalls"))
    }
}

@Suite("Requests superseded by an edit or with their screen")
struct SupersededRequestTests {
    /// A rubric review found both (docs/architectures.md#in-every-architecture): emptying a search field let the search
    /// for the old query land, and a `then:` chain was not proven to stop when the screen left during its next call.
    @Test("an edit that stops its onChange drops the request in flight, and a chain's next call is cancelled with it")
    func editsAndChainsSupersede() throws {
        let search = Screen(try TestSupport.lower("Search.yaml"))
        let query = try #require(search.inputs.first { $0.field.name.raw == "query" })
        #expect(query.cancelledLines == [.list(Name("results"))])
        let dropped = try #require(query.supersedesTest)
        #expect(dropped.steps.contains(.edit(query.input, value: "\"\"")))
        #expect(dropped.expectations.contains(.state(Name("results"), equals: .before(Name("results")))))
        // `when: hasQuery` does not read scope: no value of it stops the search, and nothing is cancelled.
        #expect(try #require(search.inputs.first { $0.field.name.raw == "scope" }).cancelledLines.isEmpty)

        let settings = Screen(try TestSupport.lower("ProfileSettings.yaml"))
        let saveName = try #require(settings.actions.first { $0.name.raw == "saveName" })
        let chained = try #require(saveName.tests.first { $0.kind == .chainWentAway })
        #expect(chained.expectations.contains(.state(Name("profile"), equals: .before(Name("profile")))))
        #expect(chained.steps.contains(.cancel(local: "first")))
    }
}
