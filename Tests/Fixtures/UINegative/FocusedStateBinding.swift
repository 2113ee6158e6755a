// expect: cannot convert value of type 'Binding<Bool>' to expected argument type 'FocusState<Bool>.Binding'
// `focused(_:)` binds a @FocusState's projection, not a @State Binding<Bool>.
import SwiftUI

struct SearchFieldView: View {
    @State private var query = ""
    @State private var isSearching = false

    var body: some View {
        TextField("Search", text: $query)
            .focused($isSearching)
    }
}
