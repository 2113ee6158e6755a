// expect: cannot convert value of type '[UIAction]' to closure result type 'UIMenu?'
// A context menu's action provider returns a UIMenu? (UIMenu(children:)), not the array of actions.
import UIKit

final class ActionRowsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            [UIAction(title: "Delete") { _ in }]
        }
    }
}
