import Foundation
import Models

public protocol ProfileService: Sendable {
    func user(id: User.ID) async throws -> User
}

public struct LiveProfileService: ProfileService {
    private let client: APIClient

    public init(client: APIClient) { self.client = client }

    public func user(id: User.ID) async throws -> User {
        let dto = try await client.get("users/\(id)", as: UserDTO.self)
        return User(id: dto.id, name: dto.name, bio: dto.bio)
    }
}

struct UserDTO: Decodable {
    var id: UUID
    var name: String
    var bio: String
}
