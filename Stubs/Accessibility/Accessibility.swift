// Signature stub of the Accessibility framework for type-checking generated SwiftUI views on Linux (scripts/typecheck-ui):
// the announcement a view posts when a failure appears. Bodies are fatalError(): nothing here runs. Each declaration
// names its developer.apple.com page; [read] marks the ones compared with the page in the docs corpus (see
// Stubs/SwiftUI/View.swift for the conventions).

// developer.apple.com/documentation/accessibility/accessibilitynotification — the notifications an app posts to
// assistive apps; an enum of notification types.
public enum AccessibilityNotification {
    // developer.apple.com/documentation/accessibility/accessibilitynotification/announcement — what an assistive app
    // announces, such as a String.
    public struct Announcement {
        // developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:) — `init(_ announcement: String)` [read]
        public init(_ announcement: String) { fatalError() }
        // developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post() — `func post()` [read]
        public func post() { fatalError() }
    }
}
