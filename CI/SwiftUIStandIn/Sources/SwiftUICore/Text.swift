// Text and the localized string keys that string literals become.
public import Foundation

public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}

    public init(
        _ key: LocalizedStringKey,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {}

    public static func == (a: Text, b: Text) -> Bool { standIn() }
}

extension Text: View {
    public typealias Body = Never
}

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation(_ substring: Substring) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}

        @available(
            *, deprecated,
            message:
                "Localized string interpolation produces an unlocalized, debug description for this type of value. Use a type supported by LocalizedStringKey.StringInterpolation or initialize a LocalizedStringResource instead with an interpolated value that conforms to CustomLocalizedStringResourceConvertible."
        )
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ object: T) {}

        public typealias StringLiteralType = String
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { standIn() }

    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

/// The values a localized string interpolates with a format specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
