/// A height a sheet may rest at: medium, large, a fraction of the screen, or
/// a fixed height in points.
///
/// A route declares its detents with ``ModalStyle/detents(_:showsGrabber:undimmedThrough:)``;
/// which one the sheet rests at is navigation state: in the snapshot
/// (``EntrySnapshot/detent``), set from code (``ShownEntry/setDetent(_:)``),
/// reported by the front end when the user drags the sheet
/// (``UserIntent/resized(_:to:)``), and restored.
///
/// ```swift
/// @Route(.sheet, style: .detents([.medium, .large])) var filters = makeFilters
/// ```
///
/// A detent encodes as a string: `"medium"`, `"large"`, `"fraction(0.3)"`,
/// `"height(200.0)"`.
public enum SheetDetent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// About half the screen's height.
    case medium
    /// The full height a sheet takes.
    case large
    /// A fraction of the full height, greater than 0 and at most 1.
    case fraction(Double)
    /// A fixed height in points, greater than 0.
    case height(Double)

    /// The detent's name, as encoded: `medium`, `fraction(0.3)`.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "fraction(\(fraction))"
        case .height(let height): "height(\(height))"
        }
    }

    /// Reads a detent from its name, as ``description`` writes it.
    ///
    /// - Parameter name: `medium`, `large`, `fraction(0.3)` or `height(200)`.
    public init?(_ name: String) {
        switch name {
        case "medium": self = .medium
        case "large": self = .large
        default:
            guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return nil }
            let value = Double(name[name.index(after: open)..<name.index(before: name.endIndex)])
            switch (name[..<open], value) {
            case ("fraction", let value?): self = .fraction(value)
            case ("height", let value?): self = .height(value)
            default: return nil
            }
        }
    }

    /// Whether a sheet can rest at it: a fraction in (0, 1], a height above 0.
    var isValid: Bool {
        switch self {
        case .medium, .large: true
        case .fraction(let fraction): fraction > 0 && fraction <= 1
        case .height(let height): height > 0 && height.isFinite
        }
    }

    /// Reads a detent encoded as its name.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: a `DecodingError` if the value is not a detent's name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let detent = SheetDetent(name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not a sheet detent")
        }
        self = detent
    }

    /// Writes the detent as its name.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
