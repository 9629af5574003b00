// Scroll views and lazy grids. As in the SDK these types are not isolated;
// only their body is.
public import Foundation

nonisolated public struct ScrollView<Content>: View where Content: View {
    public typealias Body = Never
}

@available(*, unavailable)
extension ScrollView: Sendable {}

extension ScrollView {
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct LazyVGrid<Content>: View where Content: View {
    public init(
        columns: [GridItem],
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
}

@available(*, unavailable)
extension LazyVGrid: Sendable {}

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(_: CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}
