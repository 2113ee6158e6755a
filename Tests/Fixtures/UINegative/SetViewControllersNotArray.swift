// expect: cannot convert value of type 'UIViewController' to expected argument type '[UIViewController]'
// setViewControllers(_:animated:) replaces the whole stack with an array (the root first), not one controller.
import UIKit

@MainActor
func reset(_ navigation: UINavigationController, to root: UIViewController) {
    navigation.setViewControllers(root, animated: false)
}
