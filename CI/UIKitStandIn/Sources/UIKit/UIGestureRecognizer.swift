// Gesture recognizers: target-action (`#selector`), their state, and the
// screen-edge pan that drives an interactive swipe back.

@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) { standIn() }
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        public static var recognized: State { .ended }
    }
    open var state: State { standIn() }
    open var isEnabled: Bool {
        get { standIn() }
        set { standIn() }
    }
    open var view: UIView? { standIn() }
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open func addTarget(_ target: Any, action: Selector) { standIn() }
    open func removeTarget(_ target: Any?, action: Selector?) { standIn() }
    open func location(in view: UIView?) -> CGPoint { standIn() }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { standIn() }
}

@MainActor @preconcurrency public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { standIn() }
    open func velocity(in view: UIView?) -> CGPoint { standIn() }
}

@MainActor @preconcurrency open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge {
        get { standIn() }
        set { standIn() }
    }
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
