import Models
import Networking
import Observation

@MainActor
@Observable
public final class FeedViewModel {
    public private(set) var posts: [Post] = []
    public private(set) var errorMessage: String?
    private let service: any FeedService

    public init(service: any FeedService) { self.service = service }

    public func load() async {
        do {
            posts = try await service.latestPosts()
            errorMessage = nil
        } catch {
            errorMessage = "The feed could not be loaded."
        }
    }
}
