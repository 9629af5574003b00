// What the Swift compiler needs from a module named `ObjectiveC` to type-check
// `@objc` code when Objective-C interop is turned on (`-enable-objc-interop`)
// on Linux, where that module does not exist: the type `Bool` bridges to, and
// the type `#selector` makes. On Apple platforms these come from the SDK.
// Nothing here is ever run.

/// The Objective-C `BOOL`, as `Bool` bridges to it.
public struct ObjCBool: Sendable {
    private var value: Bool

    public init(_ value: Bool) { self.value = value }

    public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

/// A method's Objective-C name, as `#selector` makes it (the compiler needs
/// one stored pointer).
public struct Selector {
    private var ptr: OpaquePointer
}
