// Zoom transitions (iOS 18; UIViewControllerTransition.h, UIZoomTransitionOptions.h), as
// the Clang importer and UIKit's overlay present them: `UIViewControllerTransition` is
// `UIViewController.Transition`, its options `UIViewController.Transition.ZoomOptions`.
// None of these classes is main-actor isolated, and their closures are neither `@Sendable`
// nor isolated (NS_HEADER_AUDIT_BEGIN(nullability, sendability)).

extension UIViewController {
    open class Transition: NSObject {
        // From the overlay (`NS_REFINED_FOR_SWIFT` in the header).
        public static func zoom(
            options: UIViewController.Transition.ZoomOptions? = nil,
            sourceViewProvider: @escaping (_ context: UIViewController.Transition.ZoomSourceViewProviderContext) ->
                UIView?
        ) -> Self { standIn() }

        public static var coverVertical: Self { standIn() }
        public static var crossDissolve: Self { standIn() }
    }
}

extension UIViewController.Transition {
    /// `UIZoomTransitionSourceViewProviderContext`.
    open class ZoomSourceViewProviderContext: NSObject {
        open var sourceViewController: UIViewController { standIn() }
        open var zoomedViewController: UIViewController { standIn() }
    }

    /// `UIZoomTransitionOptions`.
    open class ZoomOptions: NSObject {
        open var interactiveDismissShouldBegin: ((UIViewController.Transition.ZoomOptions.InteractionContext) -> Bool)? {
            get { standIn() }
            set { standIn() }
        }
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// `UIZoomTransitionInteractionContext`.
    open class InteractionContext: NSObject {
        open var location: CGPoint { standIn() }
        open var willBegin: Bool { standIn() }
    }
}
