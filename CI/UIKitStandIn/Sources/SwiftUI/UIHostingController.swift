// SwiftUI's UIKit half, compiled into the SwiftUI stand-in of
// CI/SwiftUIStandIn (whose sources `Scripts/check-uikit.sh` reuses) when UIKit
// is at hand, as on iOS: SwiftUI declares `UIHostingController`, a
// `UIViewController` that shows a view (SwiftUI.swiftinterface, iOS 26.2).
public import UIKit

@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    public init(rootView: Content) { fatalError("a stand-in of SwiftUI: type-checked, never run") }
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        fatalError("a stand-in of SwiftUI: type-checked, never run")
    }
    public required init?(coder aDecoder: NSCoder) { fatalError("a stand-in of SwiftUI: type-checked, never run") }
    public var rootView: Content {
        get { fatalError("a stand-in of SwiftUI: type-checked, never run") }
        set {}
    }
}
