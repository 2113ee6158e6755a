// expect: main actor-isolated
// A preview's body runs on the main actor, but a detached task does not: it cannot touch a main-actor model
// synchronously. (Checked in the plugin's expansion, as actor isolation is checked in any function body.)
import SwiftUI

@MainActor
@Observable
final class Counter {
    var value = 0
    func increment() { value += 1 }
}

struct CounterLabel: View {
    let counter: Counter

    var body: some View {
        Text("\(counter.value)")
    }
}

#Preview {
    let counter = Counter()
    CounterLabel(counter: counter)
        .onAppear {
            Task.detached {
                counter.increment()
            }
        }
}
