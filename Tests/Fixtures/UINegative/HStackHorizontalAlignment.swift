// expect: type 'VerticalAlignment' has no member 'leading'
// An HStack aligns its children vertically (VerticalAlignment: .top, .center, .bottom, .firstTextBaseline); .leading
// is a HorizontalAlignment, a VStack's.
import SwiftUI

struct LeadingRow: View {
    var body: some View {
        HStack(alignment: .leading) {
            Text("Title")
            Spacer()
        }
    }
}
