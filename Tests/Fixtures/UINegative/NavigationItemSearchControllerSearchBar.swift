// expect: cannot assign value of type 'UISearchBar' to type 'UISearchController'
// UINavigationItem.searchController takes the UISearchController, not its search bar.
import UIKit

final class ItemsSearchController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = UISearchBar()
    }
}
