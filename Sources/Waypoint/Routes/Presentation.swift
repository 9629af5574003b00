/// How a front end shows an entry: as data, never as a view modifier.
///
/// The core keeps presentation as plain data; a front end maps it to its own
/// transitions (`NavigationStack` pushes, `.sheet`, `.fullScreenCover`, a terminal
/// tree). Entries presented modally start a new modal layer; pushes stay in the
/// layer below them.
public enum Presentation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The coordinator's root: the bottom of its stack.
    case root
    /// Pushed onto the current navigation stack.
    case push
    /// Presented modally as a sheet, starting a new modal layer.
    case sheet
    /// Presented modally covering the whole screen, starting a new modal layer.
    case fullScreenCover

    /// Stinsen's name for a sheet.
    public static var modal: Presentation { .sheet }
    /// Stinsen's name for a full-screen cover.
    public static var fullScreen: Presentation { .fullScreenCover }

    /// Whether the entry starts a new modal layer.
    public var isModal: Bool { self == .sheet || self == .fullScreenCover }
}
