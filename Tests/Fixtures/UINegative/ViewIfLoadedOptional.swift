// expect: value of optional type 'UIView?' must be unwrapped to refer to member 'addSubview' of wrapped base type 'UIView'
// UIViewController.viewIfLoaded is nil until the view is loaded (it does not load it, as `view` does).
import UIKit

final class ItemsViewController: UIViewController {
    func show(_ banner: UIView) {
        viewIfLoaded.addSubview(banner)
    }
}
