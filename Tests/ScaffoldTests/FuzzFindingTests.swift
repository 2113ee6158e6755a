import ScaffoldEmit
import ScaffoldIR
import Testing

/// Specs the fuzzer (`scaffold-fuzz --build`) found generating code that did not build, each as the smallest spec
/// that shows it and the generated line that mends it. (The aggregate build of every example spec cannot reach them.)
@Suite("Fuzzer findings")
struct FuzzFindingTests {
    /// A VIPER view state's file declares the questions (`confirm:`) too, whose cases carry the asked action's
    /// arguments: their types' modules are imported there (`Data` without Foundation).
    @Test func aVIPERQuestionsArgumentTypeIsImported() throws {
        let yaml = """
            module: Upload
            architecture: viper
            services:
              UploadService:
                send:
                  params: { payload: Data }
            state:
              sent: Bool = false
            actions:
              upload:
                params: { payload: Data }
                confirm: Send this file?
                call: UploadService.send
                with: { payload: payload }
                set: { sent: true }
            """
        let module = try #require(SpecErrorTests.lower(yaml))
        let files = try TestSupport.emit(module)
        let viewState = try #require(files.first { $0.path.hasSuffix("/UploadViewState.swift") })
        #expect(viewState.contents.contains("case upload(payload: Data)"))
        #expect(viewState.contents.contains("\nimport Foundation\n"))
    }

    /// MVP with every call synchronous (`async: false`) has no request lines: a page's flag is a constant the view
    /// state reads, never a property of the requests it does not have.
    @Test func anMVPPageOfSynchronousCallsHasAConstantFlag() throws {
        let yaml = """
            module: SyncPages
            architecture: mvp
            entities:
              Item:
                id: UUID
                name: String
            services:
              ItemService:
                page:
                  params: { after: Int }
                  returns: "[Item]"
                  async: false
            state:
              items: "[Item]"
              offset: Int = 0
            actions:
              more:
                call: ItemService.page
                with: { after: offset }
                append: items
            """
        let module = try #require(SpecErrorTests.lower(yaml))
        let presenter = try #require(try TestSupport.emit(module).first { $0.path.hasSuffix("/SyncPagesPresenter.swift") })
        #expect(presenter.contents.contains("public let isLoadingMoreItems = false"))
        #expect(presenter.contents.contains("isLoadingMoreItems: isLoadingMoreItems"))
    }

    /// MVP's view state holds what a view shows: state no view shows (`shown: false`) is not formatted into it, so a
    /// hidden list of entities with a `Bool?` field needs no Yes or No text the module does not have.
    @Test func mvpLeavesHiddenStateOutOfItsViewState() throws {
        let yaml = """
            module: Inbox
            architecture: mvp
            ui: none
            entities:
              Tag:
                score: 'Bool? = nil'
            state:
              ready: Bool = false
              tags: { type: '[Tag] = []', shown: false }
              cursor: { type: String?, shown: false }
            """
        let module = try #require(SpecErrorTests.lower(yaml))
        let files = try TestSupport.emit(module)
        let viewState = try #require(files.first { $0.path.hasSuffix("/InboxViewState.swift") })
        let presenter = try #require(files.first { $0.path.hasSuffix("/InboxPresenter.swift") })
        #expect(!viewState.contents.contains("var tags"))
        #expect(!viewState.contents.contains("var cursor"))
        #expect(!presenter.contents.contains("Strings.yes"))
        // A flag stays: an action's `when:` may read it.
        #expect(viewState.contents.contains("var ready: Bool"))
    }
}
