// expect: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
// `.task`'s closure is `@Sendable`: it cannot capture a non-Sendable value
// from a nonisolated context.
import SwiftUI

final class Counter {
    var value = 0
}

nonisolated func counting(_ counter: Counter) -> some View {
    Text("Count").task { counter.value += 1 }
}
