// expect: cannot assign to property: 'presentedViewController' is a get-only property
// UIViewController.presentedViewController is read-only: present(_:animated:completion:) sets it.
import UIKit

final class ItemsViewController: UIViewController {
    func showSheet(_ sheet: UIViewController) {
        presentedViewController = sheet
    }
}
