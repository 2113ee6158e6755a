import FeedFeature
import Networking
import ProfileFeature
import SettingsFeature

/// The composition root: builds every feature's view model with its live services.
@MainActor
final class AppDependencies {
    private let client = APIClient()

    func makeFeedViewModel() -> FeedViewModel { FeedViewModel(service: LiveFeedService(client: client)) }
    func makeSettingsViewModel() -> SettingsViewModel { SettingsViewModel(service: PreferencesService()) }
}
