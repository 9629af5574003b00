/// What performs ``UIKitStep``s: the UIKit binding, or a fake UIKit in tests.
///
/// A ``UIKitSession`` hands its host one step at a time per ``UIKitLane`` and
/// waits for the completion before it plans the next step in that lane. The
/// host calls the completion once, on the main actor, when UIKit says the
/// operation is over: the navigation delegate's `didShow` (or at once for an
/// unanimated change that shows nothing new), a presentation's or dismissal's
/// completion, at once for a selection or a guard flag.
///
/// ```swift
/// final class Window: UIKitHost {
///     func perform(_ step: UIKitStep, completion: @escaping @MainActor () -> Void) {
///         switch step {
///         case .dismiss(above: let id, let animated):
///             controller(id).dismiss(animated: animated) { completion() }
///         default: completion()
///         }
///     }
/// }
/// ```
@MainActor
public protocol UIKitHost: AnyObject {
    /// Performs one step and calls `completion` once, when it is over.
    ///
    /// - Parameters:
    ///   - step: the operation.
    ///   - completion: call it once, when UIKit has finished the operation.
    func perform(_ step: UIKitStep, completion: @escaping @MainActor () -> Void)
}
