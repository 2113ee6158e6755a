// expect: cannot assign value of type 'String' to type 'UIColor'
// UILabel.textColor is a UIColor (implicitly unwrapped: nil restores the default), not a color's name.
import UIKit

final class ErrorViewController: UIViewController {
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.textColor = "systemRed"
    }
}
