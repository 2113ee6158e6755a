// expect: type 'UIAccessibilityTraits' has no member 'buttonn'
// UIView.accessibilityTraits is a UIAccessibilityTraits; a misspelt trait does not exist.
import UIKit

final class RetryCellController: UIViewController {
    private let cell = UITableViewCell(style: .default, reuseIdentifier: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        cell.accessibilityTraits = .buttonn
    }
}
