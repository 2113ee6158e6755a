/// A status shared by several features.
public struct Status: Hashable, Sendable, Codable {
    public var name: String

    public init(name: String) {
        self.name = name
    }

    public static func placeholder() -> Status { Status(name: "placeholder") }
}
