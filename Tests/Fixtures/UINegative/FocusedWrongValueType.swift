// expect: cannot convert value of type 'String' to expected argument type 'LoginField'
// `focused(_:equals:)` takes a value of the FocusState's own type (Value of FocusState<Value>.Binding), not a string.
import SwiftUI

enum LoginField: Hashable {
    case email, password
}

struct LoginFormView: View {
    @State private var email = ""
    @FocusState private var focus: LoginField?

    var body: some View {
        TextField("Email", text: $email)
            .focused($focus, equals: "email")
    }
}
