/// A view that a route points at: the view a popover or a confirmation dialog
/// points at, or the view a zoom transition grows from and shrinks back to.
///
/// Declare your anchors once, as static members, and name them where a route
/// is declared and where the view is drawn; a misspelt anchor is then a
/// compile-time error rather than a popover that points at nothing:
///
/// ```swift
/// extension AnchorID {
///     static let share = AnchorID("share")
///     static let photo = AnchorID("photo")
/// }
///
/// @Route(.popover, style: .anchored(.share)) var share = makeShare
/// ```
///
/// One anchor may stand for a view of each item of a list: ``item(_:)``
/// names the view of one item (`.photo.item(photo.id)`), so that a zoom
/// transition grows from the tapped cell and shrinks back to it.
///
/// The presenting screen registers the view (SwiftUI: `waypointAnchor(_:)`;
/// UIKit: `UIKitFrontEnd.register(_:as:)`) and unregisters it when the view
/// goes. Whether a registered view exists is known only while the app runs:
/// a front end that does not find the view falls back to its documented
/// default (a popover points at the presenter's whole screen, a zoom becomes
/// the default transition) and reports it.
public struct AnchorID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The anchor's name, as declared.
    public var name: String
    /// The item of a list the anchor stands for, if any: what ``item(_:)``
    /// was given, as text.
    public var item: String?

    /// Declares an anchor.
    ///
    /// - Parameter name: a name unique among the anchors of a screen.
    public init(_ name: String) {
        self.name = name
        self.item = nil
    }

    /// The anchor of one item of a list: the view of that item.
    ///
    /// ```swift
    /// PhotoCell(photo).waypointAnchor(.photo.item(photo.id))
    /// ```
    ///
    /// - Parameter item: the item's identity, as text by its description
    ///   (an `Int`, a `String`, a `UUID`…).
    /// - Returns: the anchor for that item.
    public func item(_ item: some CustomStringConvertible) -> AnchorID {
        var anchor = self
        anchor.item = item.description
        return anchor
    }

    private enum CodingKeys: String, CodingKey {
        case name, item
    }

    /// Decodes an anchor: a name alone (as anchors were written before they
    /// had items), or a name and an item.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` when the value is neither a name nor a name
    ///   with an item.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.init(name)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .name))
        self.item = try container.decodeIfPresent(String.self, forKey: .item)
    }

    /// Encodes the anchor: its name alone when it has no item, else its name
    /// and item.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        guard let item else {
            var container = encoder.singleValueContainer()
            try container.encode(name)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(item, forKey: .item)
    }

    /// The name, followed by the item in brackets if there is one:
    /// `share`, `photo[42]`.
    public var description: String {
        guard let item else { return name }
        return "\(name)[\(item)]"
    }
}
