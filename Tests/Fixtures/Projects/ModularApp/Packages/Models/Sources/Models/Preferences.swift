public struct Preferences: Hashable, Sendable {
    public var notificationsEnabled: Bool
    public var theme: Theme

    public enum Theme: String, CaseIterable, Sendable {
        case system, light, dark
    }

    public init(notificationsEnabled: Bool = true, theme: Theme = .system) {
        self.notificationsEnabled = notificationsEnabled
        self.theme = theme
    }
}
