import Models
import Networking
import Observation

@MainActor
@Observable
public final class ProfileViewModel {
    public private(set) var user: User?
    private let userID: User.ID
    private let service: any ProfileService

    public init(userID: User.ID, service: any ProfileService) {
        self.userID = userID
        self.service = service
    }

    public func load() async {
        user = try? await service.user(id: userID)
    }
}
