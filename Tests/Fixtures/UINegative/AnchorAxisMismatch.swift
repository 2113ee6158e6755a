// expect: to expected argument type 'NSLayoutAnchor<NSLayoutXAxisAnchor>'
// A leading (x-axis) anchor is constrained only to another x-axis anchor: NSLayoutAnchor<AnchorType> types the axis.
import UIKit

final class LabelCell: UITableViewCell {
    let label = UILabel()

    func layOut() {
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        ])
    }
}
