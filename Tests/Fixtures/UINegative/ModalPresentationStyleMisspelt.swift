// expect: type 'UIModalPresentationStyle' has no member 'fullscreen'
// The full-screen presentation style is `.fullScreen` (capital S).
import UIKit

final class ItemsViewController: UIViewController {
    func presentLogin() {
        let login = UIViewController(nibName: nil, bundle: nil)
        login.modalPresentationStyle = .fullscreen
        present(login, animated: true)
    }
}
