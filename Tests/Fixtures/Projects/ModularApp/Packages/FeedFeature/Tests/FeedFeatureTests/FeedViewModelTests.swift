import Models
import Networking
import Testing
@testable import FeedFeature

struct StubFeedService: FeedService {
    var posts: [Post] = []
    func latestPosts() async throws -> [Post] { posts }
}

@MainActor
@Test func loadsPosts() async {
    let viewModel = FeedViewModel(service: StubFeedService())
    await viewModel.load()
    #expect(viewModel.posts.isEmpty)
}
