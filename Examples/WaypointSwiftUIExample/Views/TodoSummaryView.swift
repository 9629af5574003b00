import SwiftUI

/// How many todos there are: a sheet that opens at half height (its route's
/// `.detents([.medium, .large])`) and can be dragged up to full height.
struct TodoSummaryView: View {
    let store: TodoStore

    var body: some View {
        VStack {
            Text("\(store.todos.count) todos")
            Text("Drag the sheet up for more room.")
        }
    }
}
