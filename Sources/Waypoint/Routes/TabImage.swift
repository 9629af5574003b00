/// The image of a tab: an SF Symbol or an image in the app's asset catalog.
///
/// A front end draws `.symbol` with the platform's symbol images (in SwiftUI,
/// `Image(systemName:)`) and `.asset` with a named image from the app's main
/// bundle (`Image(_:)`). A string literal names an SF Symbol, so
/// `image: "checklist"` and `image: .symbol("checklist")` are the same.
///
/// ```swift
/// @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos
/// @TabRoute("Shop", image: .asset("ShopTab")) var shop = makeShop
/// ```
public enum TabImage: Sendable, Hashable {
    /// An SF Symbol, by its system name.
    case symbol(String)
    /// A named image in the app's asset catalog (its main bundle).
    case asset(String)

    /// The symbol's or the asset's name.
    public var name: String {
        switch self {
        case .symbol(let name), .asset(let name): name
        }
    }
}

extension TabImage: ExpressibleByStringLiteral {
    /// Names an SF Symbol.
    ///
    /// - Parameter value: the symbol's system name.
    public init(stringLiteral value: String) {
        self = .symbol(value)
    }
}

extension TabImage: Codable {
    private enum CodingKeys: String, CodingKey {
        case symbol, asset
    }

    /// Decodes `{"symbol": name}` or `{"asset": name}`.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError` if neither key holds a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .symbol) {
            self = .symbol(name)
        } else {
            self = .asset(try container.decode(String.self, forKey: .asset))
        }
    }

    /// Encodes `{"symbol": name}` or `{"asset": name}`.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: any error of the encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .symbol(let name): try container.encode(name, forKey: .symbol)
        case .asset(let name): try container.encode(name, forKey: .asset)
        }
    }
}
