// expect: call to main actor-isolated instance method 'updateSearchResults(for:)' in a synchronous nonisolated context
// UISearchResultsUpdating is @MainActor: its update cannot be called from a nonisolated function (a background filter).
import UIKit

final class SearchRelay {
    nonisolated func relay(to updater: any UISearchResultsUpdating, from searchController: UISearchController) {
        updater.updateSearchResults(for: searchController)
    }
}
