// expect: cannot assign value of type 'ItemsSearchController' to type '(any UISearchResultsUpdating)?'
// searchResultsUpdater takes a UISearchResultsUpdating; a view controller that does not adopt it cannot be assigned.
import UIKit

final class ItemsSearchController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
    }
}
