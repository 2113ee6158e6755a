import FeedFeature
import SettingsFeature
import SwiftUI

struct RootView: View {
    let dependencies: AppDependencies

    var body: some View {
        TabView {
            FeedView(viewModel: dependencies.makeFeedViewModel()).tabItem { Label("Feed", systemImage: "list.bullet") }
            SettingsView(viewModel: dependencies.makeSettingsViewModel()).tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
