// expect: cannot pass function of type '() async -> ()' to parameter expecting synchronous function type
// `onSubmit`'s action is synchronous: an async call needs a Task.
import SwiftUI

@MainActor
@Observable
final class SignInModel {
    var email = ""
    func signIn() async {}
}

struct SignInView: View {
    @State private var model = SignInModel()

    var body: some View {
        TextField("Email", text: $model.email)
            .onSubmit {
                await model.signIn()
            }
    }
}
