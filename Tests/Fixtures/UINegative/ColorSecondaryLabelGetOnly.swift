// expect: cannot assign to property: 'secondaryLabel' is a get-only property
// UIColor.secondaryLabel is a read-only class property: the system's color, which an app reads but does not replace.
import UIKit

final class ArticleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UIColor.secondaryLabel = .systemRed
    }
}
