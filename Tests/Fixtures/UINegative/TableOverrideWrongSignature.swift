// expect: does not override any method from its superclass
// A UITableViewController subclass overriding cellForRowAt with a row number instead of an IndexPath.
import UIKit

final class RowsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt row: Int) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
