// expect: cannot convert value of type 'String' to expected argument type 'SubmitLabel'
// `submitLabel(_:)` takes one of SubmitLabel's members (.go), not the key's title.
import SwiftUI

struct GoFieldView: View {
    @State private var address = ""

    var body: some View {
        TextField("Address", text: $address)
            .submitLabel("Go")
    }
}
