// expect: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
// A binding's accessors are `@Sendable`. The initializer is `@preconcurrency`,
// so the SDK warns (an error with warnings as errors, as the check compiles).
import SwiftUI

final class Counter {
    var value = 0
}

nonisolated func binding(_ counter: Counter) -> Binding<Int> {
    Binding(get: { counter.value }, set: { counter.value = $0 })
}
