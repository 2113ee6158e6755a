import Foundation
import Testing
@testable import Networking

@Test func baseURL() {
    let client = APIClient(baseURL: URL(string: "https://example.com")!)
    _ = client
}
