// expect: missing argument for parameter 'animated' in call
// pushViewController(_:animated:) has no default for `animated`; a push through `navigationController` says it.
import UIKit

final class ItemsViewController: UIViewController {
    func showDetail() {
        navigationController?.pushViewController(UIViewController(nibName: nil, bundle: nil))
    }
}
