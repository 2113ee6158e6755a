// expect: has no member 'onRefresh'
// A modifier that does not exist: SwiftUI's pull to refresh is `.refreshable`.
import SwiftUI

struct UnknownModifierView: View {
    var body: some View {
        List {
            Text("Row")
        }
        .onRefresh {
            print("refresh")
        }
    }
}
