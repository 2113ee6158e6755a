// expect: cannot assign value of type 'String' to type 'Bool'
// UIViewController.definesPresentationContext is a Bool (true keeps the search presentation in this controller).
import UIKit

final class ItemsSearchController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        definesPresentationContext = "yes"
    }
}
