// expect: main actor-isolated property 'title' can not be referenced from a nonisolated context
// UIKit is @MainActor: a view controller's properties cannot be read from a nonisolated function.
import UIKit

final class TitledViewController: UIViewController {
    nonisolated func currentTitle() -> String? {
        title
    }
}
