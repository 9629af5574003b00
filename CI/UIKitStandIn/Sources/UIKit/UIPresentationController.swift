// A presented view controller's presentation controller, and its delegate: a
// user's swipe-down (`presentationControllerDidDismiss`, never called for a
// programmatic dismissal) and a refused one (`...DidAttemptToDismiss`, when
// `isModalInPresentation` or `presentationControllerShouldDismiss` said no).

@MainActor @preconcurrency open class UIPresentationController: NSObject {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        standIn()
    }
    open var presentingViewController: UIViewController { standIn() }
    open var presentedViewController: UIViewController { standIn() }
    /// Weak in UIKit.
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        standIn()
    }
}

@MainActor @preconcurrency public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func adaptivePresentationStyle(
        for controller: UIPresentationController,
        traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
}

@MainActor @preconcurrency open class UITraitCollection: NSObject {
    open var horizontalSizeClass: UIUserInterfaceSizeClass { standIn() }
}

// UIInterface.h: the width class a trait collection reports.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

// UIPopoverPresentationController.h, UIPopoverPresentationControllerSourceItem.h
// and UISheetPresentationController.h: a popover's source (rule 20), a sheet's
// sizes and the user's drag between them (rule 22).

@MainActor @preconcurrency public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}

@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate:
    UIAdaptivePresentationControllerDelegate
{}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any = UIPopoverArrowDirection(rawValue: 15)
}

@MainActor @preconcurrency open class UIPopoverPresentationController: UIPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection {
        get { standIn() }
        set { standIn() }
    }
    open var sourceView: UIView? {
        get { standIn() }
        set { standIn() }
    }
    open var sourceRect: CGRect {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 16.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 15.
    open var adaptiveSheetPresentationController: UISheetPresentationController { standIn() }
}

@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate:
    UIAdaptivePresentationControllerDelegate
{
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

@MainActor @preconcurrency public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var maximumDetentValue: CGFloat { get }
}

/// iOS 15.
@MainActor @preconcurrency open class UISheetPresentationController: UIPresentationController {
    @MainActor @preconcurrency open class Detent: NSObject {
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        open class func medium() -> Self { standIn() }
        open class func large() -> Self { standIn() }
        /// iOS 16.
        open class func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Self { standIn() }
    }
    open var detents: [UISheetPresentationController.Detent] {
        get { standIn() }
        set { standIn() }
    }
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { standIn() }
        set { standIn() }
    }
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { standIn() }
        set { standIn() }
    }
    open var prefersGrabberVisible: Bool {
        get { standIn() }
        set { standIn() }
    }
    open func animateChanges(_ changes: () -> Void) { standIn() }
}
