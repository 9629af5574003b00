#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The identity of one of the app's windows, which survives relaunch.
///
/// On UIKit it is the window's `UISceneSession.persistentIdentifier`; in SwiftUI
/// the value a `WindowGroup(for: SceneID.self)` keeps for the window. A scene
/// made for a link that opens a new window gets a ``unique()`` id, which the
/// front end hands to the window it opens.
///
/// An id encodes as its string: `"A1B2…"`. It is never empty and at most 256
/// UTF-8 bytes long: ``init(rawValue:)`` returns `nil` otherwise, and decoding
/// such a string throws.
public struct SceneID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The id's text, as encoded.
    public let rawValue: String

    /// The longest id accepted, in UTF-8 bytes.
    public static let maxLength = 256

    /// Creates an id from its text: a scene session's persistent identifier,
    /// or any text that names a window.
    ///
    /// - Parameter rawValue: the text; not empty, at most ``maxLength`` bytes.
    /// - Returns: `nil` for an empty or too long text.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, rawValue.utf8.count <= Self.maxLength else { return nil }
        self.rawValue = rawValue
    }

    /// A new id, different from every other: a UUID's text.
    ///
    /// - Returns: the id.
    public static func unique() -> SceneID {
        SceneID(verified: UUID().uuidString)
    }

    init(verified rawValue: String) {
        self.rawValue = rawValue
    }

    /// The id's text.
    public var description: String { rawValue }
}
