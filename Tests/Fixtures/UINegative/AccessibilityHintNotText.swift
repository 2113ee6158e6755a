// expect: cannot assign value of type 'Int' to type 'String'
// UIView.accessibilityHint is an optional String read after the label ("Runs again what failed"), not a number.
import UIKit

final class FailureCellController: UIViewController {
    private let cell = UITableViewCell(style: .default, reuseIdentifier: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        cell.accessibilityHint = 1
    }
}
