// expect: type 'AccessibilityChildBehavior' has no member 'merge'
// The child behaviors are .ignore, .contain and .combine; there is no .merge.
import SwiftUI

struct MergedRow: View {
    var body: some View {
        HStack {
            Text("Title")
            Text("Subtitle")
        }
        .accessibilityElement(children: .merge)
    }
}
