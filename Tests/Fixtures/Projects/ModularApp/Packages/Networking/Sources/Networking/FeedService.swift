import Foundation
import Models

public protocol FeedService: Sendable {
    func latestPosts() async throws -> [Post]
}

public struct LiveFeedService: FeedService {
    private let client: APIClient

    public init(client: APIClient) { self.client = client }

    public func latestPosts() async throws -> [Post] {
        try await client.get("feed", as: [PostDTO].self).map(\.post)
    }
}

struct PostDTO: Decodable {
    var id: UUID
    var authorID: UUID
    var authorName: String
    var text: String
    var publishedAt: Date

    var post: Post {
        Post(id: id, author: User(id: authorID, name: authorName, bio: ""), text: text, publishedAt: publishedAt)
    }
}
