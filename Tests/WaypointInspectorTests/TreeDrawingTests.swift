import Testing
import Waypoint

@testable import WaypointInspector

@Suite struct TreeDrawingTests {
    /// An input that would retitle and clear a terminal, and reverse the text after it.
    private let attack = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}2J\u{202E}\n"

    @Test("what comes from the app is drawn with its control characters escaped; the tree keeps its shape")
    @MainActor
    func controlCharactersAreEscaped() {
        let snapshot = CoordinatorSnapshot(
            kind: ContainerKind(rawValue: "tabs" + attack), type: "App" + attack,
            entries: [
                EntrySnapshot(id: EntryID(rawValue: 1), route: "list" + attack, presentation: .root),
                EntrySnapshot(
                    id: EntryID(rawValue: 2), route: "note", presentation: Presentation("push" + attack), input: attack,
                    item: TabItem("Title" + attack),
                    child: CoordinatorSnapshot(kind: .navigation, type: "Child" + attack, entries: [])),
            ])
        var drawing = TreeDrawing { _ in " label" + attack }
        drawing.added = [EntryID(rawValue: 2)]
        let drawn = drawing.draw(snapshot)
        let escaped = #"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}2J\u{202E}\u{A}"#
        #expect(drawn.split(separator: "\n").count == 3)
        #expect(drawn.contains("note(\(escaped)) label\(escaped)"))
        #expect(drawn.contains("“Title\(escaped)”"))
        #expect(drawn.hasPrefix("App\(escaped) (tabs\(escaped))"))
        #expect(!drawn.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(!drawn.unicodeScalars.contains { $0.value == 0x202E })
    }

    @Test("text without control characters is drawn as it is")
    func plainTextIsKept() {
        let text = "todo(42) “Café ✓ 日本” ▸ Child (navigation) \\u{1B}"
        #expect(text.escapingControlCharacters == text)
        #expect("a\u{1B}b\u{7F}".escapingControlCharacters == #"a\u{1B}b\u{7F}"#)
    }
}
