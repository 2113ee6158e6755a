// expect: method does not override any method from its superclass
// A UITableViewController subclass overriding the context menu method without its `point:` parameter: no such method.
import UIKit

final class MenuRowsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration()
    }
}
