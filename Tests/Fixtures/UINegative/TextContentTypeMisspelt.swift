// expect: type 'UITextContentType?' has no member 'emailAddres'
// `textContentType(_:)` takes UIKit's UITextContentType; a misspelt member does not exist.
import SwiftUI

struct EmailFieldView: View {
    @State private var email = ""

    var body: some View {
        TextField("Email", text: $email)
            .textContentType(.emailAddres)
    }
}
