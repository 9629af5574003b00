/// One way to pick the window a link, a notification or an app-wide screen
/// goes to; a ``SceneRule`` tries several in order.
///
/// Choices are static members, so that later versions can add some without
/// breaking a `switch` over them; a `switch` needs a `default` case. A choice
/// encodes as its raw value, the string `"showing"`, … .
public struct SceneChoice: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The choice's name, as encoded.
    public let rawValue: String

    /// Creates a choice with a name.
    ///
    /// - Parameter rawValue: the choice's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The choice's name: `showing`.
    public var description: String { rawValue }

    /// The window already showing the target (``SceneTarget/isShown(in:)``),
    /// brought forward rather than a second one opened — what Mail and Notes
    /// do. The origin first if it shows it, else the one active most
    /// recently. Applies only to a request with a target.
    public static let showing = SceneChoice(rawValue: "showing")
    /// The window the request came from: the one a link was opened in, the
    /// one whose button asked. Applies only to a request with an origin.
    public static let origin = SceneChoice(rawValue: "origin")
    /// The window the user works in: the connected scene activated most
    /// recently, whether it is active now or still coming to the foreground
    /// (when UIKit's key window is `nil`); else the connected scene that was
    /// in the foreground most recently. Applies while a scene is connected.
    public static let active = SceneChoice(rawValue: "active")
    /// A new window: a scene with a ``SceneID/unique()`` id, its tree made at
    /// once, for which the front end opens a window (``SceneRequest/Action/open``).
    /// Applies while the front end can open windows (``AppScenes/opensWindows``).
    public static let newScene = SceneChoice(rawValue: "newScene")
}

/// The documented rule that picks the window a request goes to: choices tried
/// in order, the first that applies wins.
///
/// ```swift
/// try scenes.open(plan, showing: SceneTarget(route: "todo", 42), from: window)   // .standard
/// try scenes.open(plan, from: window, rule: SceneRule(.origin))                   // only where it was opened
/// ```
public struct SceneRule: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The choices, tried in order.
    public var choices: [SceneChoice]

    /// A rule of choices tried in order.
    ///
    /// - Parameter choices: the choices; the first that applies wins.
    public init(_ choices: [SceneChoice]) {
        self.choices = choices
    }

    /// A rule of choices tried in order.
    ///
    /// - Parameter choices: the choices; the first that applies wins.
    public init(_ choices: SceneChoice...) {
        self.choices = choices
    }

    /// The window showing the target, else the one the request came from,
    /// else the active one, else a new one: never "the first scene", and
    /// never dropped.
    public static let standard = SceneRule(.showing, .origin, .active, .newScene)

    /// The choices, joined: `showing → origin → active → newScene`.
    public var description: String { choices.map(\.rawValue).joined(separator: " → ") }
}

/// Where a request landed: the scene that took it and the choice of the rule
/// that picked it.
public struct SceneLanding: Sendable, Hashable, CustomStringConvertible {
    /// The scene that took the request.
    public let scene: SceneID
    /// The rule's choice that picked it.
    public let choice: SceneChoice

    /// Creates a landing.
    ///
    /// - Parameters:
    ///   - scene: the scene that took the request.
    ///   - choice: the choice that picked it.
    public init(scene: SceneID, choice: SceneChoice) {
        self.scene = scene
        self.choice = choice
    }

    /// The scene and the choice: `A1B2 (showing)`.
    public var description: String { "\(scene) (\(choice))" }
}

/// Where an app-wide screen — settings, a sign-in — goes when another window
/// shows it already.
///
/// Placements are static members, so that later versions can add some
/// without breaking a `switch` over them; a `switch` needs a `default` case.
public struct AppWidePlacement: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The placement's name, as encoded.
    public let rawValue: String

    /// Creates a placement with a name.
    ///
    /// - Parameter rawValue: the placement's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The placement's name: `moveToAsking`.
    public var description: String { rawValue }

    /// The screen leaves the other window (its awaiter gets
    /// ``CancelReason/movedToAnotherScene``) and opens in the window that
    /// asked: the user finds it where they asked for it.
    public static let moveToAsking = AppWidePlacement(rawValue: "moveToAsking")
    /// The window that shows it is brought forward, and the screen stays
    /// there: one settings window, as on the Mac.
    public static let focusExisting = AppWidePlacement(rawValue: "focusExisting")
}
