/// Where a window is in its life, as UIKit's `UIScene.ActivationState` says.
///
/// Activities are static members, so that later versions can add some without
/// breaking a `switch` over them; a `switch` needs a `default` case. An
/// activity encodes as its raw value, the string `"foregroundActive"`, … .
public struct SceneActivity: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The activity's name, as encoded.
    public let rawValue: String

    /// Creates an activity with a name.
    ///
    /// - Parameter rawValue: the activity's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The activity's name: `foregroundActive`.
    public var description: String { rawValue }

    /// On screen and taking the user's input: the window the user works in.
    public static let foregroundActive = SceneActivity(rawValue: "foregroundActive")
    /// On screen, not taking input: coming to the foreground, or behind a
    /// system overlay. UIKit's key window can be `nil` then; a link still
    /// lands (``SceneChoice/active``).
    public static let foregroundInactive = SceneActivity(rawValue: "foregroundInactive")
    /// Off screen; the system may disconnect it.
    public static let background = SceneActivity(rawValue: "background")
    /// No window shows the scene: it waits for the window a front end opens
    /// for it, or it was disconnected and may connect again. Its tree lives on.
    public static let unattached = SceneActivity(rawValue: "unattached")
}
