// expect: 'nil' cannot be assigned to type '[UIViewController]'
// UINavigationController.viewControllers is a non-optional array: the stack is emptied with [] (or reset to a root).
import UIKit

@MainActor
func clear(_ navigation: UINavigationController) {
    navigation.viewControllers = nil
}
