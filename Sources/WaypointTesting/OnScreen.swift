import Waypoint
import WaypointFrontEnd

/// What a test front end waits for with `waitUntilShown(_:timeout:)`: an
/// alert, or the top layer drawn as a sheet, a popover or a full-screen
/// cover in the front end's width. `HeadlessFrontEnd` and `FakeUIKit` wait
/// for the same things.
///
/// ```swift
/// #expect(await frontEnd.waitUntilShown(.sheet))
/// ```
public struct OnScreen: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case alert
        case layer(Presentation)
    }

    let kind: Kind

    /// An alert or a confirmation dialog.
    public static let alert = OnScreen(kind: .alert)
    /// The top layer, drawn as a sheet (a popover that adapts to one included).
    public static let sheet = OnScreen(kind: .layer(.sheet))
    /// The top layer, drawn as a popover.
    public static let popover = OnScreen(kind: .layer(.popover))
    /// The top layer, drawn as a full-screen cover.
    public static let fullScreenCover = OnScreen(kind: .layer(.fullScreenCover))

    /// What it names, in words.
    public var description: String {
        switch kind {
        case .alert: "alert"
        case .layer(let presentation): "\(presentation)"
        }
    }

    /// Whether the layers show it, drawn in this width.
    func isShown(in layers: ModalLayers, width: LayoutWidth) -> Bool {
        switch kind {
        case .alert: layers.alert != nil
        case .layer(let presentation):
            layers.alert == nil && layers.top.map { $0.isModal && $0.presentation(in: width) == presentation } == true
        }
    }
}
