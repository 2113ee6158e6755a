import Foundation

public final class APIClient: Sendable {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL = URL(string: "https://api.example.com")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func get<Value: Decodable>(_ path: String, as type: Value.Type) async throws -> Value {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent(path))
        return try JSONDecoder().decode(Value.self, from: data)
    }
}
