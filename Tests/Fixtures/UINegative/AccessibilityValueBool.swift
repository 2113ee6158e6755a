// expect: cannot assign value of type 'Bool' to type 'String'
// UIView.accessibilityValue is an optional String, what VoiceOver reads after the label ("Yes"), not the flag itself.
import UIKit

final class FlagCellController: UIViewController {
    private let cell = UITableViewCell(style: .default, reuseIdentifier: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        cell.accessibilityValue = true
    }
}
