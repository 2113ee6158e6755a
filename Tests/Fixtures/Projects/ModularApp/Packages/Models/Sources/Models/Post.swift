import Foundation

public struct Post: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var author: User
    public var text: String
    public var publishedAt: Date

    public init(id: UUID, author: User, text: String, publishedAt: Date) {
        self.id = id
        self.author = author
        self.text = text
        self.publishedAt = publishedAt
    }
}
