// expect: cannot assign to property: 'presentingViewController' is a get-only property
// UIViewController.presentingViewController is read-only: UIKit sets it when the controller is presented.
import UIKit

final class SheetViewController: UIViewController {
    func attach(to presenter: UIViewController) {
        presentingViewController = presenter
    }
}
