// expect: missing argument label 'afterItem:' in call
// insertItems(_:afterItem:) names the item the new ones follow: `afterItem:`, never a bare second argument.
import UIKit

func addFailureRow(to snapshot: inout NSDiffableDataSourceSnapshot<Int, String>, after row: String) {
    snapshot.insertItems(["failure"], row)
}
