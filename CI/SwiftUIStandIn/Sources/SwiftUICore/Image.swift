public import Foundation

/// An image: a named asset, or a system symbol (SF Symbols).
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}

    public static func == (lhs: Image, rhs: Image) -> Bool { standIn() }
}

extension Image: View {
    public typealias Body = Never
}
