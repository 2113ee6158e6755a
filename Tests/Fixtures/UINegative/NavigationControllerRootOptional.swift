// expect: value of optional type 'UIViewController?' must be unwrapped to a value of type 'UIViewController'
// UINavigationController(rootViewController:) needs a view controller: a navigation stack always has a root.
import UIKit

@MainActor
func makeNavigation(root: UIViewController?) -> UINavigationController {
    UINavigationController(rootViewController: root)
}
