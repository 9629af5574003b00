// expect: main actor-isolated property 'body' can not be referenced from a nonisolated context
// A view's body is main-actor isolated.
import SwiftUI

struct Greeting: View {
    var body: some View { Text("Hello") }
}

nonisolated func content(of greeting: Greeting) -> some View {
    greeting.body
}
