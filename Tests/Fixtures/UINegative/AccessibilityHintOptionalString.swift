// expect: value of optional type 'String?' must be unwrapped to a value of type 'String'
// SwiftUI's accessibilityHint takes text, never an optional: a field's message that may be nil is passed as `message ?? ""`.
import SwiftUI

struct EmailField: View {
    @State private var email = ""
    let message: String?

    var body: some View {
        TextField("Email", text: $email)
            .accessibilityHint(message)
    }
}
