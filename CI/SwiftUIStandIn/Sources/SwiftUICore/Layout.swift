// What the layout containers of SwiftUI take: axes, alignments and the
// views a lazy stack or grid pins. As in the SDK, these are Sendable values.

@frozen public enum Axis: Int8, CaseIterable {
    case horizontal
    case vertical

    @frozen public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal: Axis.Set = Axis.Set(rawValue: 1 << 0)
        public static let vertical: Axis.Set = Axis.Set(rawValue: 1 << 1)
    }
}

extension Axis: Sendable {}

extension Axis.Set: Sendable {}

@frozen public struct Alignment: Equatable {
    private init() {}
}

extension Alignment: Sendable {}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}
