// expect: requires that 'Draft' conform to 'Identifiable'
// ForEach without `id:` needs Identifiable elements.
import SwiftUI

struct Draft: Hashable {
    var title: String
}

struct Drafts: View {
    let drafts: [Draft]

    var body: some View {
        ForEach(drafts) { draft in Text(draft.title) }
    }
}
