/// What a front end shows for a tab: a title and an image, as data.
///
/// ```swift
/// TabItem("Todos", image: .symbol("checklist"))
/// TabItem("Shop", image: .asset("ShopTab"))
/// ```
public struct TabItem: Sendable, Hashable, Codable {
    /// The tab's title.
    public var title: String
    /// The tab's image, if any: an SF Symbol or an asset, by name.
    public var image: TabImage?

    /// Creates a tab item.
    ///
    /// - Parameters:
    ///   - title: the tab's title.
    ///   - image: the tab's image, if any: `.symbol(name)` or `.asset(name)`;
    ///     a string literal names an SF Symbol.
    public init(_ title: String, image: TabImage? = nil) {
        self.title = title
        self.image = image
    }
}
