// expect: conform to 'Identifiable'
// List(data) needs Identifiable elements, or an explicit `id:` key path.
import SwiftUI

struct Row {
    var title: String
}

struct ListNonIdentifiableView: View {
    let rows: [Row]

    var body: some View {
        List(rows) { row in
            Text(row.title)
        }
    }
}
