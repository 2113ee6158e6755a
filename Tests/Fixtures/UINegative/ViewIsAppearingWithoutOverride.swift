// expect: overriding declaration requires an 'override' keyword
// viewIsAppearing(_:) is UIViewController's own callback: a subclass overrides it (and calls super), as viewWillAppear(_:).
import UIKit

final class ItemsViewController: UIViewController {
    func viewIsAppearing(_ animated: Bool) {
        title = "Items"
    }
}
