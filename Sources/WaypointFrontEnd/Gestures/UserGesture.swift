public import Waypoint

/// A user's gesture on a device, named once for every front end: the back
/// button, a swipe back, a swipe down, a drag of a sheet's detent, a tap on
/// an alert's button or outside it, a tap on a tab.
///
/// ``ModalLayers/intents(for:width:)`` says what a gesture means: the intents
/// it sends, from the layers and the gesture alone, or why no device can make
/// it now (a ``GestureRefusal``). The headless front end plays gestures
/// through it; a front end maps its platform's event to a gesture and asks
/// the same function, so that a flow tested headless behaves as it does in
/// the app.
///
/// Two things a user does are not gestures here: a width change sends
/// nothing (every front end draws the same tree in the new width, and a
/// split collapses or expands), and a tap on a sidebar item is the split's
/// own `SplitCoordinator.receiveSelection(_:)`, which takes the typed item
/// and asks the guards of what it replaces, on every front end.
///
/// It is a struct with static members, not an `enum`, so that a gesture
/// added later breaks no `switch` of yours.
///
/// ```swift
/// switch layers.intents(for: .swipeBack, width: .compact) {
/// case .success(let intents): app.navigation.receive(intents)
/// case .failure(let refusal): print(refusal)  // "swipe back: 'detail' is guarded: the swipe is off, …"
/// }
/// ```
public struct UserGesture: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case backButton
        case swipeBack
        case backTo(EntryID)
        case backToRoot(EntryID?)
        case swipeDown
        case dragSheet(SheetDetent)
        case answerAlert(button: String, texts: [String: String])
        case tapOutsideAlert
        case tapOutsidePopover
        case tapTab(String)
        case tapTabEntry(EntryID)
        case tapSelectedTab
        case backToSidebar
        case showColumns([SplitColumn])
        case zoomBack
    }

    package let kind: Kind

    /// The back button of the navigation bar on top (the one stack a
    /// collapsed split shows, in a compact width): pops its top screen; from
    /// a screen its guard keeps, the guard is asked (UIKit's `backAction`).
    /// The root of a sheet or cover has no back button.
    public static let backButton = UserGesture(kind: .backButton)
    /// The edge swipe back: pops the top screen, like the back button, but
    /// off on a guarded screen (the platforms turn the swipe off there).
    public static let swipeBack = UserGesture(kind: .swipeBack)
    /// The swipe down of the sheet on top, with what is pushed on it (a
    /// guarded sheet stays while its guard is asked); off on a full-screen
    /// cover and on a popover drawn as a popover.
    public static let swipeDown = UserGesture(kind: .swipeDown)
    /// The pinch or drag that shrinks a zoomed screen back into the view it
    /// zoomed out of (a route whose `ModalStyle.transition` is a
    /// zoom): pops it when it was pushed, dismisses it when it is a sheet or
    /// cover at its root. A guarded one stays put while its guard is asked
    /// (UIKit's `interactiveDismissShouldBegin` answers `false`, and the
    /// front end sends the intent). Refused on a screen that did not zoom in.
    public static let zoomBack = UserGesture(kind: .zoomBack)
    /// The tap outside the popover on top, drawn as a popover (a regular
    /// width): dismisses it.
    public static let tapOutsidePopover = UserGesture(kind: .tapOutsidePopover)
    /// The tap outside the alert or dialog shown: a dialog drawn as a popover
    /// (a regular width) goes, as its cancel button if it has one; an action
    /// sheet in a compact width goes only through its cancel button; an alert
    /// cannot be tapped away.
    public static let tapOutsideAlert = UserGesture(kind: .tapOutsideAlert)
    /// A tap on the selected tab of the innermost tab bar on screen: pops its
    /// stack to its root (by default).
    public static let tapSelectedTab = UserGesture(kind: .tapSelectedTab)

    /// Back to a screen of the stack on screen: the back button's menu, a
    /// swipe back held until that screen shows, or a `NavigationStack` path
    /// that got shorter. Every screen above it goes, the guards of those that
    /// go asked (as the back button does); in a compact width, a screen of a
    /// collapsed split's one stack (``LayerContainer/intentsForCollapsedBack(to:)``).
    ///
    /// - Parameter entry: the screen that stays on top: a screen of a stack
    ///   on screen (the top layer's, a selected tab's, a visible column's),
    ///   or its root.
    /// - Returns: the gesture.
    public static func back(to entry: EntryID) -> UserGesture {
        UserGesture(kind: .backTo(entry))
    }

    /// Back to the root of a stack on screen: every screen pushed on it goes
    /// (a `NavigationStack` path emptied), their guards asked, as
    /// ``back(to:)`` does.
    ///
    /// - Parameter stack: the stack's ``ModalLayer/id``: `nil` for the base
    ///   layer, a sheet's entry, a tab's or a column's entry.
    /// - Returns: the gesture.
    public static func backToRoot(of stack: EntryID?) -> UserGesture {
        UserGesture(kind: .backToRoot(stack))
    }

    /// A tap on a tab, given by its entry: the tab of a tab bar on the top
    /// layer (its selected tab: a re-tap).
    ///
    /// - Parameter entry: the tab's entry id (``LayerChild/id``).
    /// - Returns: the gesture.
    public static func tapTab(_ entry: EntryID) -> UserGesture {
        UserGesture(kind: .tapTabEntry(entry))
    }

    /// Back to the sidebar of a collapsed split on the top layer (SwiftUI
    /// clears the sidebar list's selection): the column the selection fills
    /// goes, with those after it, and nothing is selected
    /// (``LayerContainer/intentForDeselecting``). Only in a compact width:
    /// an expanded split shows its sidebar.
    public static let backToSidebar = UserGesture(kind: .backToSidebar)

    /// The user shows or hides columns of the split on the top layer (a
    /// swipe, the sidebar button), leaving these visible
    /// (``LayerContainer/intent(forShowing:)``). Only in a regular width: a
    /// collapsed split shows no columns.
    ///
    /// - Parameter columns: the columns visible after the gesture.
    /// - Returns: the gesture.
    public static func showColumns(_ columns: [SplitColumn]) -> UserGesture {
        UserGesture(kind: .showColumns(columns))
    }

    /// The drag of the sheet on top to another of its detents.
    ///
    /// - Parameter detent: one of the sheet's detents.
    /// - Returns: the gesture.
    public static func dragSheet(to detent: SheetDetent) -> UserGesture {
        UserGesture(kind: .dragSheet(detent))
    }

    /// A tap on a button of the alert or dialog shown, with every field's
    /// text the user typed. A button disabled for those texts (its
    /// `AlertButton.enabledWhen` does not hold) takes no tap:
    /// ``GestureRefusal/Reason/buttonDisabled``.
    ///
    /// - Parameters:
    ///   - button: the button's label.
    ///   - texts: the fields' texts, by field name; a field left out keeps
    ///     the text it started with.
    /// - Returns: the gesture.
    public static func answerAlert(_ button: String, texts: [String: String] = [:]) -> UserGesture {
        UserGesture(kind: .answerAlert(button: button, texts: texts))
    }

    /// A tap on a tab of the innermost tab bar on screen that has it.
    ///
    /// - Parameter name: the tab's route name, such as `"todos"`, or its
    ///   title, such as `"Todos"`.
    /// - Returns: the gesture.
    public static func tapTab(_ name: String) -> UserGesture {
        UserGesture(kind: .tapTab(name))
    }

    /// The gesture in words, as the table of gestures names it.
    public var description: String {
        switch kind {
        case .backButton: "back button"
        case .swipeBack: "swipe back"
        case .backTo(let entry): "back to \(entry)"
        case .backToRoot(let stack): "back to the root of \(stack.map { "\($0)" } ?? "the base layer")"
        case .swipeDown: "swipe down"
        case .dragSheet(let detent): "drag the sheet to \(detent)"
        case .answerAlert(let button, _): "tap the alert button '\(button)'"
        case .tapOutsideAlert: "tap outside the alert"
        case .tapOutsidePopover: "tap outside the popover"
        case .tapTab(let name): "tap the tab '\(name)'"
        case .tapTabEntry(let entry): "tap the tab \(entry)"
        case .tapSelectedTab: "tap the selected tab"
        case .backToSidebar: "back to the sidebar"
        case .showColumns(let columns): "show the columns \(columns.map { "\($0)" }.joined(separator: ", "))"
        case .zoomBack: "zoom back"
        }
    }
}

/// Why no device can make a gesture now: the same reason on every front end.
///
/// ```swift
/// if case .failure(let refusal) = layers.intents(for: .swipeDown, width: .regular) {
///     print(refusal.reason == .notInThisPresentation)  // a full-screen cover, say
/// }
/// ```
public struct GestureRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why, as a value to compare; more may come (an extensible struct).
    public struct Reason: RawRepresentable, Sendable, Hashable {
        /// The reason's name, such as `"guarded"`.
        public let rawValue: String

        /// Makes a reason from its raw value.
        ///
        /// - Parameter rawValue: the reason's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Nothing on screen takes the gesture: no screen to go back to, no
        /// sheet, no such tab, button, field or detent.
        public static let nothingThere = Reason(rawValue: "nothingThere")
        /// An alert or dialog covers the screen: only its buttons, or a tap
        /// outside a dialog, reach anything.
        public static let coveredByAlert = Reason(rawValue: "coveredByAlert")
        /// What the gesture would remove is guarded, and the platforms turn
        /// the gesture off there: use the back button, which asks the guard.
        public static let guarded = Reason(rawValue: "guarded")
        /// The layer on top does not take the gesture as drawn in this width:
        /// a full-screen cover or a popover swiped down, a popover dragged to
        /// a detent, a sheet tapped outside as a popover, the back button at
        /// the root of a sheet or cover (it has none).
        public static let notInThisPresentation = Reason(rawValue: "notInThisPresentation")
        /// An alert, or an action sheet without a cancel button in a compact
        /// width, cannot be tapped away.
        public static let notTappableAway = Reason(rawValue: "notTappableAway")
        /// The alert's button is disabled for the texts its fields show: its
        /// condition (`AlertButton.enabledWhen`) does not hold until the user
        /// types what it asks for.
        public static let buttonDisabled = Reason(rawValue: "buttonDisabled")
    }

    /// Why.
    public let reason: Reason
    /// The gesture refused.
    public let gesture: UserGesture
    /// A sentence naming what is on screen instead.
    public let message: String

    /// Describes a refusal.
    ///
    /// - Parameters:
    ///   - reason: why.
    ///   - gesture: the gesture refused.
    ///   - message: a sentence naming what is on screen instead.
    public init(_ reason: Reason, gesture: UserGesture, _ message: String) {
        self.reason = reason
        self.gesture = gesture
        self.message = message
    }

    /// The gesture and the sentence.
    public var description: String { "\(gesture): \(message)" }
}
