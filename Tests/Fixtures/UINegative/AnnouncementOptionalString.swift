// expect: value of optional type 'String?' must be unwrapped
// An announcement says something: an optional message is unwrapped first (`if let message { … }`).
import Accessibility

func announce(_ message: String?) {
    AccessibilityNotification.Announcement(message).post()
}
