// expect: requires that 'Int' conform to 'View'
// A preview's body builds a view: `#Preview`'s closure is a @ViewBuilder returning `any View`, not any value.
import SwiftUI

struct CounterView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
    }
}

#Preview {
    CounterView(count: 3).count
}
