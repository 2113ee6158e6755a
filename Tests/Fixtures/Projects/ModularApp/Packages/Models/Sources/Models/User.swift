import Foundation

public struct User: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var name: String
    public var bio: String

    public init(id: UUID, name: String, bio: String) {
        self.id = id
        self.name = name
        self.bio = bio
    }
}
