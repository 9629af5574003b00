// expect: requires that 'Draft' conform to 'Identifiable'
// `sheet(item:)` needs an Identifiable item.
import SwiftUI

struct Draft: Hashable {
    var title: String
}

struct Editor: View {
    @State private var draft: Draft?

    var body: some View {
        Text("Drafts").sheet(item: $draft) { draft in Text(draft.title) }
    }
}
