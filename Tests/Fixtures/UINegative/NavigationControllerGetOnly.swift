// expect: cannot assign to property: 'navigationController' is a get-only property
// UIViewController.navigationController is read-only: it is the navigation controller the view controller is in.
import UIKit

final class ItemsViewController: UIViewController {
    func embed() {
        navigationController = UINavigationController(rootViewController: self)
    }
}
