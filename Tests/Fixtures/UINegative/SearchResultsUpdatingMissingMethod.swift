// expect: does not conform to protocol 'UISearchResultsUpdating'
// updateSearchResults(for:) is UISearchResultsUpdating's required method: an adopter without it does not conform.
import UIKit

final class ItemsSearchController: UITableViewController {
    private var query = ""

    func filter(with text: String) {
        query = text
    }
}

extension ItemsSearchController: UISearchResultsUpdating {}
