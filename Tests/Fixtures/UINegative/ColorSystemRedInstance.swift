// expect: static member 'systemRed' cannot be used on instance of type 'UIColor'
// UIColor.systemRed is a class property: UIColor.systemRed (or .systemRed where a UIColor is expected), not a
// member of a color instance.
import UIKit

final class ErrorViewController: UIViewController {
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.textColor = UIColor().systemRed
    }
}
