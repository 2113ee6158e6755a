// expect: cannot convert value of type 'String' to expected argument type 'Binding<String>'
// `searchable(text:placement:prompt:)` edits the query through a Binding<String> (`$query`), not a String value.
import SwiftUI

struct SearchItemsView: View {
    @State private var query = ""

    var body: some View {
        List {
            Text("Item")
        }
        .searchable(text: "query")
    }
}
