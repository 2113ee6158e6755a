import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec
import Testing

/// What the generated screens show and where they put actions (docs/ARCHITECTURE.md#views). The UI type-check
/// proves the views compile; these prove the decisions the screen model makes for every architecture.
@Suite("View presentation")
struct ViewPresentationTests {
    static let uiKinds: [UIKind] = [.swiftui, .uikit]

    /// The view-layer files of a module: the SwiftUI view or the UIKit view controller, and what feeds them.
    static func viewFiles(_ spec: String, architecture: String, ui: UIKind) throws -> [PlannedFile] {
        var module = try TestSupport.lower(spec, architecture: architecture)
        module.ui = ui
        return try TestSupport.emit(module).filter { $0.layer == "View" || $0.path.contains("ViewState") }
    }

    /// The SwiftUI view or the UIKit view controller itself.
    static func isScreen(_ file: PlannedFile) -> Bool { file.path.hasSuffix("View.swift") || file.path.hasSuffix("ViewController.swift") }

    @Test("secret state never reaches a view, in any architecture or UI kind", arguments: TestSupport.architectures, uiKinds)
    func secretsAreNotShown(architecture: String, ui: UIKind) throws {
        let module = try TestSupport.lower("NewsList.yaml", architecture: architecture)
        #expect(module.stateField(named: "readerID")?.isSecret == true)
        let files = try Self.viewFiles("NewsList.yaml", architecture: architecture, ui: ui)
        #expect(!files.isEmpty)
        for file in files where Self.isScreen(file) {
            #expect(!file.contents.contains("readerID"), "\(file.path) shows the secret 'readerID'")
        }
        // MVP's view state is what the view can show: the presenter never puts a secret into it.
        if architecture == "mvp", let viewState = files.first(where: { $0.path.hasSuffix("ViewState.swift") }) {
            #expect(!viewState.contents.contains("readerID"))
        }
    }

    @Test("the navigation title is the spec's title, escaped, or the module name in words", arguments: TestSupport.architectures, uiKinds)
    func titles(architecture: String, ui: UIKind) throws {
        let view = try #require(
            try Self.viewFiles("NewsList.yaml", architecture: architecture, ui: ui).first(where: Self.isScreen))
        // The view reads the title from the module's String Catalog (docs/ui.md#localization).
        #expect(view.contents.contains(ui == .swiftui ? ".navigationTitle(NewsListStrings.title)" : "title = NewsListStrings.title"))
        func strings(_ module: ModuleIR) throws -> String {
            try #require(try TestSupport.emit(module).first { $0.path.hasSuffix("Strings.swift") }).contents
        }
        var news = try TestSupport.lower("NewsList.yaml", architecture: architecture)
        news.ui = ui
        #expect(try strings(news).contains("value: \"Today's News\""))
        var profile = try TestSupport.lower("ProfileSettings.yaml", architecture: architecture)
        profile.ui = ui
        #expect(try strings(profile).contains("value: \"Profile Settings\""))

        news.title = #"Say "hi" \(x)"#
        #expect(try strings(news).contains(#"value: "Say \"hi\" \\(x)""#))
    }

    @Test("one primary toolbar action, the rest in a menu, the load action pulled to refresh; destructive actions have the role")
    func toolbarPlacement() throws {
        let screen = Screen(try TestSupport.lower("ProfileSettings.yaml", architecture: "mvvm"))
        #expect(screen.toolbar.primary?.name.raw == "saveName")
        // refreshSession is a step of load's `then:`, not the user's command.
        #expect(screen.toolbar.menu.map(\.name.raw) == ["revertName", "signOut", "deleteAccount", "contactSupport"])
        #expect(screen.loadAction?.name.raw == "load")
        let signOut = try #require(screen.module.action(named: "signOut"))
        #expect(Screen.isDestructive(signOut))
        #expect(!Screen.isDestructive(try #require(screen.module.action(named: "saveName"))))
        let tasks = Screen(try TestSupport.lower("TaskBoard.yaml", architecture: "mvvm"))
        #expect(tasks.toolbar.primary?.name.raw == "editFilters", "'placement: toolbar' makes it primary")
        #expect(!tasks.toolbar.menu.contains { ["loadSummary", "updateSyncDate"].contains($0.name.raw) }, "then: steps are internal")
        let clearCache = try #require(tasks.module.action(named: "clearCache"))
        #expect(tasks.toolbar.menu.contains { $0.name.raw == "clearCache" })
        #expect(Screen.isDestructive(clearCache))
        for ui in Self.uiKinds {
            let view = try #require(try Self.viewFiles("ProfileSettings.yaml", architecture: "mvvm", ui: ui).first(where: Self.isScreen))
            #expect(view.contents.contains(ui == .swiftui ? "Button(ProfileSettingsStrings.Action.signOut, role: .destructive)" : "attributes: .destructive"))
            #expect(view.contents.contains(ui == .swiftui ? ".refreshable" : "UIRefreshControl()"))
        }
    }

    /// `placement:` overrides where the screen model puts an action, and is refused where the place cannot run it.
    @Test("placement: puts an action in the toolbar, its menu, a row's tap, swipe or context menu, or nowhere")
    func placements() throws {
        func spec(_ actions: String) -> String {
            """
            module: Board
            entities:
              Card:
                id: UUID
                title: String
            state:
              cards: [Card]
              nextCursor: String?
              note: { type: String, shown: true }
            actions:
            \(actions)
            """
        }
        let module = try #require(
            SpecErrorTests.lower(
                spec(
                    """
                      archive:
                        params: { card: Card }
                        placement: contextMenu
                      open:
                        params: { card: Card }
                        set: { note: card.title }
                      pin:
                        params: { card: Card }
                        placement: rowTap
                      sync:
                        placement: toolbar
                        set: { note: '"synced"' }
                      save:
                        placement: menu
                        set: { note: '"saved"' }
                      reset:
                        placement: none
                        set: { note: '""' }
                    """)))
        let screen = Screen(module)
        let list = try #require(screen.rowLists.first)
        #expect(screen.primaryEvent(of: list)?.action.name.raw == "pin")
        #expect(screen.swipeEvents(of: list).map(\.action.name.raw) == ["open"])
        #expect(screen.contextMenuEvents(of: list).map(\.action.name.raw) == ["archive"])
        #expect(screen.toolbar.primary?.name.raw == "sync")
        #expect(screen.toolbar.menu.map(\.name.raw) == ["save"], "'placement: none' keeps reset off the toolbar")
        // A paging cursor is not shown unless the spec says so; `shown: true` shows what the name would hide.
        #expect(screen.valueFields.map(\.state.name.raw) == ["note"])

        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(spec("  a:\n    placement: sidebar\n    set: { note: '\"\"' }")), line: 12, column: 16,
            message: "unknown placement 'sidebar'", hint: "use one of toolbar, menu, rowTap, swipe, contextMenu, none")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(spec("  a:\n    params: { card: Card }\n    placement: menu")), line: 13, column: 16,
            message: "'a' takes params, so the toolbar has nothing to pass it", hint: "'placement: rowTap', 'swipe' or 'contextMenu'")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(spec("  a:\n    params: { title: String }\n    placement: swipe")), line: 13, column: 16,
            message: "'placement: swipe' puts 'a' on a row, but it does not take one element of a list the screen shows",
            hint: "give the action one param of the list's element type")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(spec("  a:\n    placement: toolbar\n  b:\n    placement: toolbar")), line: 14, column: 16,
            message: "only one action can be the toolbar's primary button; 'a' is already", hint: "write 'placement: menu'")
    }

    /// `rows:` says what a row shows, each slot a path of fields; without it, a title-like field and a URL named like
    /// an image.
    @Test("rows: a title, subtitle, trailing value and image from the entity's fields, else sensible defaults")
    func rowDisplay() throws {
        func spec(_ rows: String) -> String {
            """
            module: Feed
            entities:
              Author:
                id: UUID
                handle: String
                avatarURL: URL?
              Post:
                id: String
                body: String
                author: Author
                editor: Author?
                likes: Int
                coverImage: URL?
            state:
              posts: [Post]
            rows:
            \(rows)
            """
        }
        let plain = try #require(SpecErrorTests.lower(spec("  Author: { title: handle }")))
        let defaults = try #require(Screen(plain).rowLists.first?.display)
        #expect(defaults.title(of: "post") == "post.body", "a String id never titles a row")
        #expect(defaults.image(of: "post") == "post.coverImage")
        #expect(defaults.subtitle(of: "post") == nil && defaults.trailing(of: "post") == nil)

        let module = try #require(
            SpecErrorTests.lower(spec("  Post: { title: author.handle, subtitle: editor.handle, trailing: likes, image: author.avatarURL }")))
        let display = try #require(Screen(module).rowLists.first?.display)
        #expect(display.title(of: "post") == "post.author.handle")
        #expect(display.subtitle(of: "post") == "post.editor?.handle ?? \"–\"")
        #expect(display.trailing(of: "post") == "post.likes.formatted()")
        #expect(display.image(of: "post") == "post.author.avatarURL")

        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(spec("  Post: { title: author.name }")), line: 17, column: 18,
            message: "'title: author.name' names no field of 'Post'", hint: "or a path through an entity field")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(spec("  Post: { image: body }")), line: 17, column: 18,
            message: "'image: body' is String, not a URL", hint: "a URL or URL? field")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(spec("  Pots: { title: body }")), line: 17, column: 3,
            message: "rows of unknown entity 'Pots'", hint: "Post")
    }

    /// A preview lists several rows, keyed apart: `ForEach` over equal ids would show one row, or misbehave.
    @Test("a preview's list holds three elements with distinct ids and texts; the tests' sample stays one")
    func previewRows() throws {
        let module = try TestSupport.lower("NewsList.yaml", architecture: "mvvm")
        let list = TypeRef.array(.named("Article", arguments: [], origin: .entity))
        let preview = try #require(SwiftValues.sourceSample(of: list, label: "articles", module: module))
        for variant in ["7", "8", "9"] { #expect(preview.contains("00000000-0000-0000-0000-00000000000\(variant)")) }
        #expect(preview.contains("title: \"title 2\"") && preview.contains("title: \"title 3\""))
        #expect(SwiftValues.sample(of: list, label: "articles", module: module) == "[NewsList.Article.fixture()]")
    }

    @Test("a secret cannot be shown")
    func secretNotShown() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors("module: A\nstate:\n  token: { type: String, shown: true }\n"), line: 3, column: 33,
            message: "state 'token' is secret, so it is never shown", hint: "remove 'shown: true'")
    }

    /// A row is titled by content, never by an identifier, even a String one that comes first (VoiceOver reads ids).
    @Test("rows and values of an entity are titled by a title-like field, never by an id")
    func titleNeverTheID() {
        func field(_ name: String, _ type: String = "String") -> Field { Field(name: Name(name), type: .named(type, arguments: [], origin: .standard)) }
        #expect(Display.titleField(of: [field("id"), field("authorID"), field("body"), field("title")])?.name.raw == "title")
        #expect(Display.titleField(of: [field("id"), field("authorId"), field("body")])?.name.raw == "body")
        #expect(Display.titleField(of: [field("id"), field("count", "Int")])?.name.raw == "count")
        #expect(Display.titleField(of: [field("id"), field("password")])?.name.raw == "id", "an entity with nothing else to show")
    }

    @Test("values are formatted for their type, never as Swift describes them")
    func valueText() throws {
        let module = try TestSupport.lower("TaskBoard.yaml", architecture: "mvvm")
        func text(_ name: String) throws -> String {
            let field = try #require(module.stateField(named: name))
            return Display.text("x", of: field.type, in: module)
        }
        #expect(try text("title") == "x")
        #expect(try text("boardID") == "x.uuidString")
        #expect(try text("statusFilter") == #"x?.localizedName ?? "–""#)
        #expect(Display.text("x", of: .named("Data", arguments: [], origin: .standard), in: module) == "Int64(x.count).formatted(.byteCount(style: .file))")
        #expect(try text("lastSyncedAt") == #"x.map { $0.formatted(date: .abbreviated, time: .shortened) } ?? "–""#)
        #expect(try text("lastCreated") == #"x?.title ?? "–""#)
        #expect(try text("labelFilter") == #"(x.isEmpty ? "–" : x.sorted().joined(separator: ", "))"#)
        for spec in TestSupport.exampleSpecs {
            for architecture in TestSupport.architectures {
                for ui in Self.uiKinds {
                    for file in try Self.viewFiles(spec, architecture: architecture, ui: ui) {
                        #expect(!file.contents.contains("String(describing:"), "\(spec) \(architecture) \(ui): \(file.path)")
                    }
                }
            }
        }
        let shown = Display.shown("x", of: .named("Bool", arguments: [], origin: .standard), in: module)
        #expect(shown == .flag("x"))
        #expect(Display.shown("x", of: .optional(.named("URL", arguments: [], origin: .standard)), in: module) == .optionalLink("x"))
    }

    @Test(
        "every SwiftUI view ends with a debug-only #Preview of its screen, built on each service's preview implementation",
        arguments: TestSupport.architectures, TestSupport.exampleSpecs)
    func previews(architecture: String, spec: String) throws {
        let module = try TestSupport.lower(spec, architecture: architecture)
        let view = try #require(try Self.viewFiles(spec, architecture: architecture, ui: .swiftui).first(where: Self.isScreen))
        let preview = try #require(view.contents.range(of: "#if DEBUG\n#Preview {\n    NavigationStack {\n"), "\(view.path) has no preview")
        let body = view.contents[preview.upperBound...]
        // A screen without services (a filter sheet) has none to give.
        for service in module.services {
            #expect(body.contains("\(SwiftNames.lowerFirst(service.name)): Preview\(service.name)()"), "\(view.path): \(service.name)")
        }
        // State the screen needs to start is given the sources' sample; routes go nowhere.
        for field in module.state where field.initialValue == nil {
            #expect(body.contains("\(field.name.label): "), "\(view.path): \(field.name.raw)")
        }
        #expect(!body.contains("Mock"))
        let uikit = try Self.viewFiles(spec, architecture: architecture, ui: .uikit).first(where: Self.isScreen)
        #expect(uikit?.contents.contains("#Preview") == false)
    }
}

@Suite("docs/ui.md's generated screen")
struct UIDocScreenTests {
    @Test("the screen docs/ui.md shows is the one scaffold generates")
    func uiDocShowsTheGeneratedScreen() throws {
        let doc = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/ui.md"), encoding: .utf8)
        let marker = try #require(doc.range(of: "<!-- generated-screen: NewsList.mvvm.swiftui -->\n```swift\n"))
        let end = try #require(doc.range(of: "\n```", range: marker.upperBound..<doc.endIndex))
        let excerpt = String(doc[marker.upperBound..<end.lowerBound])
        var module = try TestSupport.lower("NewsList.yaml", architecture: "mvvm")
        module.ui = .swiftui
        let view = try #require(try TestSupport.emit(module).first { $0.path.hasSuffix("/NewsListView.swift") })
        #expect(excerpt.contains("var body: some View"))
        #expect(
            view.contents.contains(excerpt + "\n"),
            "docs/ui.md's generated screen differs from the generated NewsListView: copy it from Tests/Golden/NewsList/mvvm/swiftui/\(view.path)")
    }
}

/// `events:`: what the screen triggers by itself — first appearance, pull to refresh, the last row appearing.
@Suite("Screen events")
struct ScreenEventTests {
    static let yaml = """
        module: Feed
        entities:
          Post:
            id: UUID
            title: String
        state:
          posts: [Post]
        events:
          appear: start
          refresh: reload
          reachEnd: more
        actions:
          start: {}
          reload: {}
          more: {}
          compose: {}
          open:
            params: { post: Post }

        """

    @Test("each event names the action the screen runs; none of them is a toolbar button; the first list loads more at its end")
    func events() throws {
        let module = try Lowering.lower(
            try SpecParser.parse(text: Self.yaml, file: "Test.yaml"), architectures: TestSupport.architectures, architectureOverride: nil)
        #expect(module.events == ScreenEvents(appear: Name("start"), refresh: Name("reload"), reachEnd: Name("more")))
        let screen = Screen(module)
        #expect(screen.loadAction?.name.raw == "start")
        #expect(screen.refreshAction?.name.raw == "reload")
        #expect(screen.reachEndAction?.name.raw == "more")
        #expect(screen.toolbar.primary?.name.raw == "compose")
        #expect(screen.toolbar.menu.isEmpty)
        for architecture in TestSupport.architectures {
            var swiftUI = module
            swiftUI.architecture = architecture
            // A method of the view's owner, or the store's action.
            let more = architecture == "store" ? "store.send(.more)" : ".more()"
            let reload = architecture == "store" ? "store.run(.reload)" : ".reload()"
            let view = try #require(try TestSupport.emit(swiftUI).first(where: ViewPresentationTests.isScreen))
            #expect(view.contents.contains(".onAppear {") && view.contents.contains(more), "\(architecture)")
            #expect(view.contents.contains(reload), "\(architecture): refresh")
            var uiKit = swiftUI
            uiKit.ui = .uikit
            let controller = try #require(try TestSupport.emit(uiKit).first(where: ViewPresentationTests.isScreen))
            #expect(controller.contents.contains("willDisplay cell: UITableViewCell") && controller.contents.contains(more), "\(architecture)")
        }
    }

    @Test("an event names an existing action without params, else one located error")
    func refused() {
        let unknown = Self.yaml.replacingOccurrences(of: "reachEnd: more", with: "reachEnd: mroe")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(unknown), line: 11, column: 13, message: "'reachEnd' names unknown action 'mroe'",
            hint: "known actions: compose, more, open, reload, start")
        let withParams = Self.yaml.replacingOccurrences(of: "appear: start", with: "appear: open")
        SpecErrorTests.expectOnly(SpecErrorTests.lowerErrors(withParams), line: 9, column: 11, message: "'appear' runs 'open', which takes params")
        let wrongKey = Self.yaml.replacingOccurrences(of: "refresh: reload", with: "pullToRefresh: reload")
        SpecErrorTests.expectOnly(
            SpecErrorTests.parseErrors(wrongKey), line: 10, column: 3, message: "unknown key 'pullToRefresh' in events")
    }
}
