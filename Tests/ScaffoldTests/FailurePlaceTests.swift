import ScaffoldIR
import ScaffoldScreen
import Testing

/// Where a failure shows (docs/ui.md#failures-and-retry): a page's under its list, a row's action's under the row,
/// everything else at the top; a module whose failures all show at the top has no places, so its owner publishes none.
@Suite("Failure places")
struct FailurePlaceTests {
    /// A feed of posts, a page at a time, with the actions given.
    static func screen(actions: String) throws -> Screen {
        let yaml = """
            module: Feed
            entities:
              Post:
                id: UUID
                title: String
              Page:
                items: [Post]
                next: String?
            services:
              PostService:
                fetch:
                  params: { cursor: String? }
                  returns: Page
                like:
                  params: { postID: UUID }
                  returns: Post
            state:
              posts: [Post]
              drafts: { type: "[Post]", shown: false }
              cursor: String?
              liked: Post?
            actions:
            \(actions)
            """
        return Screen(try #require(SpecErrorTests.lower(yaml)))
    }

    static let load = "  load:\n    call: PostService.fetch\n    with: { cursor: null }\n    assign: { posts: items, cursor: next }"
    static let more = "  more:\n    call: PostService.fetch\n    with: { cursor: cursor }\n    append: { posts: items }\n    assign: { cursor: next }"
    static let like = "  like:\n    params: { post: Post }\n    call: PostService.like\n    with: { postID: post.id }\n    assign: liked"

    static func place(_ name: String, in screen: Screen) -> FailurePlace? {
        screen.actions.first { $0.name.raw == name }?.failurePlace
    }

    @Test func aPageFailsUnderItsListAndARowsActionUnderTheRow() throws {
        let screen = try Self.screen(actions: [Self.load, Self.more, Self.like].joined(separator: "\n"))
        #expect(Self.place("load", in: screen) == .screen)
        #expect(Self.place("more", in: screen) == .page(list: Name("posts")))
        #expect(Self.place("like", in: screen) == .row(entity: "Post", param: Name("post")))
        // The screen first, then in spec order; the enum's cases keep a page and a row apart by their suffixes.
        #expect(screen.failurePlaces.map(\.caseName) == ["screen", "postsPage", "postRow"])
    }

    @Test func aScreenWhoseFailuresAllShowAtTheTopHasNoPlaces() throws {
        #expect(try Self.screen(actions: Self.load).failurePlaces.isEmpty)
    }

    @Test func aListNoViewShowsHoldsNoFailure() throws {
        // `drafts` is not shown: its page's failure and its element's action's show at the top.
        let draftsPage = "  moreDrafts:\n    call: PostService.fetch\n    with: { cursor: cursor }\n    append: { drafts: items }"
        let screen = try Self.screen(actions: [Self.load, draftsPage].joined(separator: "\n"))
        #expect(Self.place("moreDrafts", in: screen) == .screen)
        #expect(screen.failurePlaces.isEmpty)
    }

    @Test func anActionOnAnIDShowsAtTheTop() throws {
        // No row passes an id by itself: the row passes the entity.
        let likeByID = "  likeByID:\n    params: { postID: UUID }\n    call: PostService.like\n    with: { postID: postID }\n    assign: liked"
        let screen = try Self.screen(actions: [Self.load, likeByID].joined(separator: "\n"))
        #expect(Self.place("likeByID", in: screen) == .screen)
    }
}
