// expect: conform to 'Identifiable'
// ForEach(data) needs Identifiable elements, or an explicit `id:` key path.
import SwiftUI

struct Entry {
    var title: String
}

struct ForEachNonIdentifiableView: View {
    let entries: [Entry]

    var body: some View {
        List {
            ForEach(entries) { entry in
                Text(entry.title)
            }
        }
    }
}
