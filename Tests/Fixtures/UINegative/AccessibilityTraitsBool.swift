// expect: cannot assign value of type 'Bool' to type 'UIAccessibilityTraits'
// UIView.accessibilityTraits is an option set of traits (.button, .header), not a flag.
import UIKit

final class HeaderCellController: UIViewController {
    private let cell = UITableViewCell(style: .default, reuseIdentifier: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        cell.accessibilityTraits = true
    }
}
