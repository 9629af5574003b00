// Views, colours, images and the few controls the example app and the
// transition animators use.

@MainActor @preconcurrency open class UIView: UIResponder {
    public init(frame: CGRect) { standIn() }
    public required init?(coder: NSCoder) { standIn() }
    open var frame: CGRect {
        get { standIn() }
        set { standIn() }
    }
    open var bounds: CGRect {
        get { standIn() }
        set { standIn() }
    }
    open var alpha: CGFloat {
        get { standIn() }
        set { standIn() }
    }
    open var backgroundColor: UIColor? {
        get { standIn() }
        set { standIn() }
    }
    open var superview: UIView? { standIn() }
    open var subviews: [UIView] { standIn() }
    open var window: UIWindow? { standIn() }
    open func addSubview(_ view: UIView) { standIn() }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { standIn() }
    open func removeFromSuperview() { standIn() }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { standIn() }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { standIn() }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    open var autoresizingMask: AutoresizingMask {
        get { standIn() }
        set { standIn() }
    }

    open class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { standIn() }
}

// NS_SWIFT_SENDABLE, not NS_SWIFT_UI_ACTOR: usable from any isolation.
open class UIColor: NSObject, @unchecked Sendable {
    open class var systemBackground: UIColor { standIn() }
    open class var secondarySystemBackground: UIColor { standIn() }
}

// NS_SWIFT_SENDABLE, not NS_SWIFT_UI_ACTOR.
open class UIImage: NSObject, @unchecked Sendable {
    public init?(systemName name: String) { standIn() }
    public init?(named name: String) { standIn() }
}

@MainActor @preconcurrency open class UILabel: UIView {
    open var text: String? {
        get { standIn() }
        set { standIn() }
    }
    open var numberOfLines: Int {
        get { standIn() }
        set { standIn() }
    }
}

@MainActor @preconcurrency open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { standIn() }
}

@MainActor @preconcurrency open class UIButton: UIControl {
    public convenience init(primaryAction: UIAction?) { standIn() }
}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor @preconcurrency open class UIMenuElement: NSObject {}

@MainActor @preconcurrency open class UIAction: UIMenuElement {
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        handler: @escaping UIActionHandler
    ) { standIn() }
    open var title: String { standIn() }
}

@MainActor @preconcurrency open class UIStackView: UIView {
    public init(arrangedSubviews views: [UIView]) { standIn() }
    public required init(coder: NSCoder) { standIn() }
    open var axis: NSLayoutConstraint.Axis {
        get { standIn() }
        set { standIn() }
    }
    open var spacing: CGFloat {
        get { standIn() }
        set { standIn() }
    }
}

@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
