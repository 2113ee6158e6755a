// expect: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'
// sheet(isPresented:) takes a Binding<Bool> (SwiftUI sets it to false when the sheet is dismissed), not a Bool.
import SwiftUI

@MainActor
@Observable
final class Router {
    var showsSettings = false
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        Text("Root")
            .sheet(isPresented: router.showsSettings) {
                Text("Settings")
            }
    }
}
