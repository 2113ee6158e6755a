// expect: value of optional type 'Bool?' must be unwrapped to a value of type 'Bool'
// accessibilityHidden(_:) takes a Bool: an optional read (`store.state?.isLoading`) must be compared first (`== true`).
import SwiftUI

struct Screen {
    var isLoading = false
}

struct HiddenWhileLoading: View {
    let screen: Screen?

    var body: some View {
        List {
            Text("Rows")
        }
        .accessibilityHidden(screen?.isLoading)
    }
}
