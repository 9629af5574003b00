#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One window's saved navigation: the scene's id and its tree's
/// ``RestorationState``.
///
/// ``AppScenes/restoration(of:)`` makes one; a front end stores its
/// ``encoded()`` data with the window (UIKit: in the activity
/// `stateRestorationActivity(for:)` returns; SwiftUI: in `@SceneStorage`), and
/// hands it back to ``AppScenes/connect(_:restoring:activity:)`` when the
/// window connects again. The id travels with the data, so data read back
/// into another window is refused (``SceneError/Code/otherScene``) instead
/// of showing that window's place.
public struct SceneRestoration: Sendable, Hashable, Codable {
    /// The scene that saved the data.
    public var scene: SceneID
    /// Its tree.
    public var state: RestorationState

    /// Creates a scene's saved data.
    ///
    /// - Parameters:
    ///   - scene: the scene that saved it.
    ///   - state: its tree.
    public init(scene: SceneID, state: RestorationState) {
        self.scene = scene
        self.state = state
    }

    /// The data as JSON.
    ///
    /// - Returns: the JSON encoding, its keys sorted: equal data encode equally.
    /// - Throws: ``RestorationError/Code/encodingFailed`` if the encoder fails.
    public func encoded() throws(RestorationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            return try encoder.encode(self)
        } catch {
            throw RestorationError(.encodingFailed, at: "", "the scene's data does not encode: \(error)")
        }
    }

    /// Reads a scene's data from JSON.
    ///
    /// - Parameter data: data made by ``encoded()``.
    /// - Throws: ``RestorationError/Code/corruptData`` for data that does not
    ///   decode, ``RestorationError/Code/incompatibleFormat`` for a tree saved
    ///   in another format.
    public init(data: Data) throws(RestorationError) {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw RestorationError(.corruptData, at: "", "the scene's data does not decode: \(error)")
        }
        guard header.state.format == RestorationState.currentFormat else {
            throw RestorationError(
                .incompatibleFormat,
                at: "",
                "format \(header.state.format) is not the supported format \(RestorationState.currentFormat)"
            )
        }
        do {
            self = try JSONDecoder().decode(SceneRestoration.self, from: data)
        } catch {
            throw RestorationError(.corruptData, at: "", "the scene's data does not decode: \(error)")
        }
    }

    /// The part of the data every format shares.
    private struct Header: Decodable {
        struct Format: Decodable { var format: Int }
        var scene: SceneID
        var state: Format
    }
}
