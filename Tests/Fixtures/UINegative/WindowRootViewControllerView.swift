// expect: cannot assign value of type 'UIView' to type 'UIViewController'
// UIWindow.rootViewController takes a view controller, whose view becomes the window's content; not a view.
import UIKit

@MainActor
func show(_ content: UIView, in window: UIWindow) {
    window.rootViewController = content
    window.makeKeyAndVisible()
}
