import Models
import Networking
import Observation

@MainActor
@Observable
public final class SettingsViewModel {
    public var preferences: Preferences {
        didSet { service.save(preferences) }
    }
    private let service: PreferencesService

    public init(service: PreferencesService) {
        self.service = service
        preferences = service.load()
    }
}
