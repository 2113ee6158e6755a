// expect: instance method 'sheet(item:onDismiss:content:)' requires that 'Route' conform to 'Identifiable'
// sheet(item:) presents an Identifiable item (a new one replaces the sheet); a Hashable route needs an `id`.
import SwiftUI

enum Route: Hashable {
    case detail(String)
}

@MainActor
@Observable
final class Router {
    var sheet: Route?
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        Text("Root")
            .sheet(item: $router.sheet) { route in
                Text("Detail")
            }
    }
}
