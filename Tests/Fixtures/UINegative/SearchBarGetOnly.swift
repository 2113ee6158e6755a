// expect: cannot assign to property: 'searchBar' is a get-only property
// UISearchController.searchBar is read-only: the controller makes its own bar (a custom one needs a subclass).
import UIKit

final class ItemsSearchController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchBar = UISearchBar()
    }
}
