// expect: 'nil' is not compatible with expected argument type 'UIWindowScene'
// UIWindow(windowScene:) needs the scene the window is shown in (the one UIKit connects), not nil.
import UIKit

@MainActor
func makeWindow() -> UIWindow {
    UIWindow(windowScene: nil)
}
