// expect: requires that 'Int' conform to 'View'
// A view builder takes views only.
import SwiftUI

struct Numbers: View {
    var body: some View {
        VStack {
            Text("One")
            2
        }
    }
}
