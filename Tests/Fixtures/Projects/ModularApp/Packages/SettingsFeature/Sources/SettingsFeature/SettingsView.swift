import Models
import SwiftUI

public struct SettingsView: View {
    @Bindable var viewModel: SettingsViewModel

    public init(viewModel: SettingsViewModel) { self.viewModel = viewModel }

    public var body: some View {
        Form {
            Toggle("Notifications", isOn: $viewModel.preferences.notificationsEnabled)
            Picker("Theme", selection: $viewModel.preferences.theme) {
                ForEach(Preferences.Theme.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
        }
    }
}
