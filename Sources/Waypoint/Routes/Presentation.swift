/// How a front end shows an entry: as data, never as a view modifier.
///
/// The core keeps presentation as plain data; a front end maps it to its own
/// transitions (`NavigationStack` pushes, `.sheet`, `.fullScreenCover`, a
/// `TabView`, a terminal tree). Entries presented modally (sheets, covers,
/// popovers) start a new modal layer; pushes stay in the layer below them.
/// Alerts and confirmation dialogs are drawn above every modal layer, one at a
/// time (see <doc:AlertsDialogsAndSheetSizes>). Custom containers may define
/// their own presentations:
///
/// ```swift
/// extension Presentation {
///     static let column = Presentation("column")
/// }
/// ```
public struct Presentation: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The presentation's stable name, as it appears in snapshots.
    public let rawValue: String

    /// Creates a presentation from its name.
    ///
    /// - Parameter rawValue: the name, as it appears in snapshots.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a presentation from its name.
    ///
    /// ```swift
    /// static let column = Presentation("column")
    /// ```
    ///
    /// - Parameter name: the name, as it appears in snapshots.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// A coordinator's root: the bottom of its stack.
    public static let root = Presentation("root")
    /// Pushed onto the current navigation stack.
    public static let push = Presentation("push")
    /// Presented modally as a sheet, starting a new modal layer.
    public static let sheet = Presentation("sheet")
    /// Presented modally covering the whole screen, starting a new modal layer.
    public static let fullScreenCover = Presentation("fullScreenCover")
    /// Presented modally as a popover pointing at a view the presenting screen
    /// names (``ModalStyle/anchor``), starting a new modal layer; in a compact
    /// width it becomes a sheet unless its ``ModalStyle/adaptsToSheet`` is `false`.
    public static let popover = Presentation("popover")
    /// An alert: a title, a message, text fields and buttons
    /// (``AlertContent``), drawn above every modal layer; `route(to:)` returns
    /// the value of the button the user taps.
    public static let alert = Presentation("alert")
    /// A confirmation dialog (an action sheet): an alert whose buttons are
    /// choices, drawn from the bottom of the screen, or as a popover pointing at
    /// its ``ModalStyle/anchor`` in a regular width.
    public static let confirmationDialog = Presentation("confirmationDialog")
    /// One tab of a tab coordinator.
    public static let tab = Presentation("tab")
    /// The single content of a wrapper coordinator.
    public static let content = Presentation("content")

    /// Stinsen's name for a sheet.
    public static var modal: Presentation { .sheet }
    /// Stinsen's name for a full-screen cover.
    public static var fullScreen: Presentation { .fullScreenCover }

    /// Whether the entry starts a new modal layer: a sheet, a full-screen
    /// cover or a popover.
    public var isModal: Bool { self == .sheet || self == .fullScreenCover || self == .popover }

    /// Whether the entry is an alert or a confirmation dialog: a question
    /// drawn above every modal layer, not a layer of its own.
    public var isAlert: Bool { self == .alert || self == .confirmationDialog }

    /// The presentation's name, such as `push`.
    public var description: String { rawValue }

    /// Reads a presentation from its name, encoded as a single string.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: the decoder's error if the value is not a string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the presentation as its name, a single string.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
