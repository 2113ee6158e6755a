// expect: generic struct 'FocusState' requires that 'Draft' conform to 'Hashable'
// FocusState<Value> requires Value: Hashable; an optional of a non-Hashable type is not a focus value.
import SwiftUI

struct Draft {
    var title: String
}

struct DraftEditorView: View {
    @State private var title = ""
    @FocusState private var focusedDraft: Draft?

    var body: some View {
        TextField("Title", text: $title)
    }
}
