// expect: initializer 'init()' requires the types 'EditorField' and 'Bool' be equivalent
// A FocusState holds a Bool or an Optional (its only initializers): a non-optional enum has no "no focus" value.
import SwiftUI

enum EditorField: Hashable {
    case title, body
}

struct EditorView: View {
    @State private var title = ""
    @FocusState private var focus: EditorField

    var body: some View {
        TextField("Title", text: $title)
            .focused($focus, equals: .title)
    }
}
