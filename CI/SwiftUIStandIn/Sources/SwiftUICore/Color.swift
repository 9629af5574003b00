/// A style to fill or tint with.
public protocol ShapeStyle: Sendable {}

public struct Color: Hashable, CustomStringConvertible, Sendable {
    public static let orange: Color = Color()
    public static let clear: Color = Color()

    private init() {}

    public var description: String { standIn() }
}

extension Color: ShapeStyle {}

extension Color: View {
    public typealias Body = Never
}

extension ShapeStyle where Self == Color {
    public static var orange: Color { .orange }
}
