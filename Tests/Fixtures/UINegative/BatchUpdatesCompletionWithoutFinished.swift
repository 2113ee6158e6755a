// expect: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
// performBatchUpdates(_:completion:)'s completion takes whether the animations finished: `{ _ in … }`, not `{ … }`.
import UIKit

final class ArticlesViewController: UITableViewController {
    private var isUpdating = false

    func refreshRows() {
        isUpdating = true
        tableView.performBatchUpdates(nil, completion: { self.isUpdating = false })
    }
}
