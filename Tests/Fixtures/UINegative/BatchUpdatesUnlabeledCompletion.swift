// expect: missing argument label 'completion:' in call
// performBatchUpdates(_:completion:) labels its second argument.
import UIKit

final class ArticlesViewController: UITableViewController {
    func refreshRows() {
        tableView.performBatchUpdates({}, { _ in })
    }
}
