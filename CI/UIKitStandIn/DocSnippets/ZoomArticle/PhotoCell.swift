// The cell of the article's UIKit grid: its block shows `import UIKit` alone.
import UIKit

// snippet: zoom-uikit-cell
final class PhotoCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}
// end-snippet
