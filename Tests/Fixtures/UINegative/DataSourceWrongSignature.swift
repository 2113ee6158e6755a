// expect: does not conform to protocol 'UITableViewDataSource'
// numberOfRowsInSection returns Int; a data source with another signature does not conform.
import UIKit

final class RowsDataSource: NSObject, UITableViewDataSource {
    var titles: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> String {
        String(titles.count)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}
