import UIKit

extension UIViewController {
    /// Fills the view with a column of a label and buttons, in place of the
    /// one shown before: enough UI to drive the example's navigation.
    func showColumn(_ text: String, buttons: [UIAction]) {
        for case let shown as UIStackView in view.subviews { shown.removeFromSuperview() }
        let label = UILabel(frame: .zero)
        label.text = text
        label.numberOfLines = 0
        let column = UIStackView(arrangedSubviews: [label] + buttons.map { UIButton(primaryAction: $0) })
        column.axis = .vertical
        column.spacing = 12
        column.frame = view.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .systemBackground
        view.addSubview(column)
    }
}
