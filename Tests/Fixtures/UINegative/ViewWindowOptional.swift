// expect: value of optional type 'UIWindow?' must be unwrapped to refer to member 'rootViewController' of wrapped base type 'UIWindow'
// UIView.window is nil until the view is added to a window.
import UIKit

@MainActor
func rootOf(_ view: UIView) -> UIViewController? {
    view.window.rootViewController
}
