// expect: cannot assign value of type 'String' to type 'Bool'
// UISearchController.obscuresBackgroundDuringPresentation is a Bool (false to keep the list visible), not a string.
import UIKit

final class ItemsSearchController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.obscuresBackgroundDuringPresentation = "false"
    }
}
