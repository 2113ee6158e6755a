// expect-warning: type 'ItemBox' does not conform to the 'Sendable' protocol
// Diffable data source identifiers must be Hashable and Sendable. The class is `@preconcurrency` in the SDK, so Swift 6
// reports a non-Sendable identifier as a warning there too (not an error); the test expects that warning.
import UIKit

final class ItemBox: Hashable {
    var title = ""
    static func == (lhs: ItemBox, rhs: ItemBox) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@MainActor
func makeDataSource(tableView: UITableView) -> UITableViewDiffableDataSource<Int, ItemBox> {
    UITableViewDiffableDataSource<Int, ItemBox>(tableView: tableView) { tableView, indexPath, _ in
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}
