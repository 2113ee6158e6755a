import Models
import Networking
import ProfileFeature
import SwiftUI

public struct FeedView: View {
    @State private var viewModel: FeedViewModel

    public init(viewModel: FeedViewModel) { _viewModel = State(initialValue: viewModel) }

    public var body: some View {
        NavigationStack {
            List(viewModel.posts) { post in
                NavigationLink(value: post.author) { PostRow(post: post) }
            }
            .navigationDestination(for: User.self) { user in
                ProfileView(viewModel: ProfileViewModel(userID: user.id, service: LiveProfileService(client: APIClient())))
            }
            .task { await viewModel.load() }
        }
    }
}
