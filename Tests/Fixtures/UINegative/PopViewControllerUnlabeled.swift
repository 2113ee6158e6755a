// expect: missing argument label 'animated:' in call
// popViewController(animated:) labels its only argument.
import UIKit

final class DetailViewController: UIViewController {
    func close() {
        navigationController?.popViewController(true)
    }
}
