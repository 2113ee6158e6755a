import Foundation
import Models

public final class PreferencesService: @unchecked Sendable {
    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    public func load() -> Preferences {
        Preferences(
            notificationsEnabled: defaults.object(forKey: "notifications") as? Bool ?? true,
            theme: Preferences.Theme(rawValue: defaults.string(forKey: "theme") ?? "") ?? .system)
    }

    public func save(_ preferences: Preferences) {
        defaults.set(preferences.notificationsEnabled, forKey: "notifications")
        defaults.set(preferences.theme.rawValue, forKey: "theme")
    }
}
