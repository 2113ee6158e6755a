// expect: 'nil' cannot be assigned to type 'Bool'
// UINavigationItem.hidesSearchBarWhenScrolling is a plain Bool (true by default), not an optional.
import UIKit

final class ItemsSearchController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesSearchBarWhenScrolling = nil
    }
}
