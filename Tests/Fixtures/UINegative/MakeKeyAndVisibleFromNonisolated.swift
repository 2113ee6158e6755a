// expect: call to main actor-isolated instance method 'makeKeyAndVisible()' in a synchronous nonisolated context
// UIWindow is @MainActor: a window cannot be shown from a nonisolated function.
import UIKit

final class WindowPresenter {
    let window: UIWindow

    @MainActor
    init(window: UIWindow) {
        self.window = window
    }

    nonisolated func show() {
        window.makeKeyAndVisible()
    }
}
