// expect: cannot assign value of type 'Int' to type 'String'
// UISearchController.searchBar is a UISearchBar whose text is an optional String, not a number.
import UIKit

final class ItemsSearchController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchBar.text = 5
    }
}
