// expect: cannot assign value of type 'String' to type 'UIReturnKeyType'
// UITextField.returnKeyType is a UIReturnKeyType (.next), not a string.
import UIKit

final class NameFieldController: UIViewController {
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.returnKeyType = "next"
    }
}
