// Geometry that popovers point with: edges, unit points and anchors. As in
// the SDK, Anchor and its Source are Sendable when their value is.
public import Foundation

@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
}

extension Edge: Sendable {}

@frozen public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init() {
        self.init(x: 0, y: 0)
    }

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

extension UnitPoint: Sendable {}

@frozen public struct Anchor<Value> {
    @frozen public struct Source {}
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { standIn() }
}

/// Whether a part of the interface shows: a drag indicator, a dialog's title.
@frozen public enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}

extension Visibility: Sendable {}
