// expect: call to main actor-isolated initializer 'init(root:)' in a synchronous nonisolated context
// NavigationStack's initializers are main-actor isolated.
import SwiftUI

nonisolated func makeStack() -> some View {
    NavigationStack { Text("Root") }
}
