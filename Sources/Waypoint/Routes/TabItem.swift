/// What a front end shows for a tab: a title and an image name, as data.
public struct TabItem: Sendable, Hashable, Codable {
    /// The tab's title.
    public var title: String
    /// The name of the tab's image (an SF Symbol or an asset), if any.
    public var image: String?

    /// Creates a tab item.
    ///
    /// - Parameters:
    ///   - title: the tab's title.
    ///   - image: the name of the tab's image, if any.
    public init(_ title: String, image: String? = nil) {
        self.title = title
        self.image = image
    }
}
