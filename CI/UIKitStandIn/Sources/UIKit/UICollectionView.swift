// Collection views: what a grid of cells written as apps write it uses
// (UICollectionView.h, UICollectionViewCell.h, UICollectionViewLayout.h,
// UICollectionViewFlowLayout.h, UICollectionViewController.h, UIScrollView.h),
// and UIKit's additions to IndexPath (its overlay).

@MainActor @preconcurrency open class UIScrollView: UIView {}

@MainActor @preconcurrency public protocol UIScrollViewDelegate: NSObjectProtocol {}

@MainActor @preconcurrency open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { standIn() }
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionViewCell { standIn() }
    /// `nil` when the item's cell is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { standIn() }
}

@MainActor @preconcurrency open class UICollectionReusableView: UIView {}

@MainActor @preconcurrency open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { standIn() }
}

@MainActor @preconcurrency open class UICollectionViewLayout: NSObject {
    public override init() { standIn() }
    public required init?(coder: NSCoder) { standIn() }
}

@MainActor @preconcurrency open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize: CGSize {
        get { standIn() }
        set { standIn() }
    }
}

@MainActor @preconcurrency public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@MainActor @preconcurrency public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

// The Clang importer gives the controller the methods of the protocols its
// header adopts, so a subclass overrides them.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    public init(collectionViewLayout layout: UICollectionViewLayout) { standIn() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    open var collectionView: UICollectionView! {
        get { standIn() }
        set { standIn() }
    }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        standIn()
    }
    open func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { standIn() }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { standIn() }
}

// UIKit's overlay: an index path of a collection view's item.
extension IndexPath {
    public init(item: Int, section: Int) { standIn() }
    public var item: Int {
        get { standIn() }
        set { standIn() }
    }
}
