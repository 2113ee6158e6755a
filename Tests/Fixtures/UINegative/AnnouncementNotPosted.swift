// expect-warning: result of 'AccessibilityNotification.Announcement' initializer is unused
// An announcement is made by posting it: `AccessibilityNotification.Announcement(message).post()`.
import Accessibility

func announce(_ message: String) {
    AccessibilityNotification.Announcement(message)
}
