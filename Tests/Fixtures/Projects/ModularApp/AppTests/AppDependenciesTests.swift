import Testing
@testable import ModularApp

@MainActor
@Test func buildsTheFeed() {
    let feed = AppDependencies().makeFeedViewModel()
    #expect(feed.posts.isEmpty)
}
