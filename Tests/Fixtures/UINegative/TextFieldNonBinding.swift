// expect: cannot convert value of type 'String' to expected argument type 'Binding<String>'
// A TextField edits a Binding<String>, not a String value.
import SwiftUI

@MainActor
@Observable
final class DraftModel {
    var name = ""
}

struct TextFieldNonBindingView: View {
    @State private var model = DraftModel()

    var body: some View {
        TextField("Name", text: model.name)
    }
}
