import Models
import SwiftUI

public struct ProfileView: View {
    @State private var viewModel: ProfileViewModel

    public init(viewModel: ProfileViewModel) { _viewModel = State(initialValue: viewModel) }

    public var body: some View {
        VStack(spacing: 8) {
            if let user = viewModel.user {
                Text(user.name).font(.title)
                Text(user.bio)
            } else {
                ProgressView()
            }
        }
        .task { await viewModel.load() }
    }
}
