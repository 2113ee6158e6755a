// expect: cannot convert value of type 'NSLayoutConstraint' to expected argument type '[NSLayoutConstraint]'
// `NSLayoutConstraint.activate(_:)` takes an array of constraints.
import UIKit

final class FieldCell: UITableViewCell {
    let textField = UITextField()

    func layOut() {
        textField.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(textField)
        NSLayoutConstraint.activate(textField.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor))
    }
}
