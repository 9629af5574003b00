// expect: conformance of 'AnyView' to 'Sendable' is unavailable
// AnyView is explicitly not Sendable.
import SwiftUI

func send(_ value: some Sendable) {}

nonisolated func erase() {
    send(AnyView(Text("Hello")))
}
