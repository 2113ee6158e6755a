// expect: synchronous
// A Button's action is synchronous: an async call needs a Task.
import SwiftUI

@MainActor
@Observable
final class Loader {
    func load() async {}
}

struct AsyncButtonView: View {
    @State private var loader = Loader()

    var body: some View {
        Button("Load") {
            await loader.load()
        }
    }
}
