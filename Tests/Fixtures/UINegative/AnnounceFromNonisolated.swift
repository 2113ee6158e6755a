// expect: call to main actor-isolated static method 'post(notification:argument:)' in a synchronous nonisolated context
// `UIAccessibility.post(notification:argument:)` is @MainActor: an error cannot be announced from a nonisolated function.
import UIKit

final class ErrorAnnouncer {
    nonisolated func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }
}
