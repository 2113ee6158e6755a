// expect: contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body
// fullScreenCover's onDismiss is `(() -> Void)?`: it is not told which item was dismissed.
import SwiftUI

@MainActor
@Observable
final class Router {
    var showsLogin = false
    var lastDismissed = false
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        Text("Root")
            .fullScreenCover(isPresented: $router.showsLogin, onDismiss: { dismissed in router.lastDismissed = dismissed }) {
                Text("Log in")
            }
    }
}
