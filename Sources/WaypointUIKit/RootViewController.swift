#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit

/// The window's root for the front end's whole life: the controller of the
/// tree's base layer is its child, swapped when the base changes, so the
/// window's root is never replaced while something is presented (rule 16).
final class RootViewController: UIViewController {
    private(set) var current: UIViewController?
    /// The front end it draws, for a screen that reads its entry
    /// (``ShownEntryReading``); weak: the front end owns its root.
    weak var frontEnd: UIKitFrontEnd?

    func show(_ child: UIViewController) {
        guard child !== current else { return }
        if let current {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
        current = child
    }

    /// Told whether the window's width is compact, on the first layout and
    /// whenever a layout pass finds its horizontal size class changed (a
    /// rotation, a window resize, Stage Manager): the session draws split
    /// views by it, including one made after the width changed, which UIKit
    /// neither collapses nor expands and so reports nothing for.
    var onWidthChange: ((_ isCompact: Bool) -> Void)?
    private var reportedCompact: Bool?

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Traits are up to date in layout; an unspecified class says nothing.
        let sizeClass = traitCollection.horizontalSizeClass
        guard sizeClass != .unspecified, (sizeClass == .compact) != reportedCompact else { return }
        reportedCompact = sizeClass == .compact
        onWidthChange?(sizeClass == .compact)
    }
}
#endif
