// expect: cannot assign value of type 'String' to type 'UIButton.Configuration'
// UIContentUnavailableConfiguration.button is the button's UIButton.Configuration (.borderedProminent()), not its title.
import UIKit

final class FeedViewController: UITableViewController {
    func showFailure() {
        var failure = UIContentUnavailableConfiguration.empty()
        failure.text = "Couldn't Load"
        failure.button = "Retry"
        contentUnavailableConfiguration = failure
    }
}
