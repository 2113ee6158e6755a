// expect: call to main actor-isolated instance method 'becomeFirstResponder()' in a synchronous nonisolated context
// UIResponder is @MainActor: focus cannot move to a text field from a nonisolated function.
import UIKit

final class FieldFocuser {
    let field: UITextField

    @MainActor
    init(field: UITextField) {
        self.field = field
    }

    nonisolated func focus() {
        field.becomeFirstResponder()
    }
}
