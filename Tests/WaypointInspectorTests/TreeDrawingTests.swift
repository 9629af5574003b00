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

    @Test("a zoomed entry says where it zooms from, in every drawing; an anchor's item is escaped")
    @MainActor
    func zoomTransitions() {
        let snapshot = CoordinatorSnapshot(
            kind: .navigation, type: "Photos",
            entries: [
                EntrySnapshot(id: EntryID(rawValue: 1), route: "grid", presentation: .root),
                EntrySnapshot(
                    id: EntryID(rawValue: 2), route: "photo", presentation: .push, input: "3",
                    style: .zoom(from: AnchorID("photo").item(3))),
                EntrySnapshot(
                    id: EntryID(rawValue: 3), route: "cover", presentation: .fullScreenCover,
                    style: .zoom(from: AnchorID("photo").item(attack))),
            ])
        let drawn = TreeDrawing().draw(snapshot)
        #expect(drawn.contains("├─ push photo(3) · zoom from photo[3]"), "\(drawn)")
        #expect(drawn.contains("└─ fullScreenCover cover · zoom from photo[\\u{1B}"), "\(drawn)")
        #expect(!drawn.contains("grid ·"))
        #expect(drawn.split(separator: "\n").count == 4)
    }

    @Test("alerts, popovers and sheet sizes: numbered buttons with roles, fields, anchors and detents, escaped")
    @MainActor
    func modalDetails() {
        let alert = AlertSnapshot(
            title: "Rename" + attack, message: "A new title",
            fields: [
                AlertField("title", text: "Milk"), AlertField("pin", isSecure: true),
                AlertField("note", placeholder: "optional"),
            ],
            buttons: [.init(label: "Rename"), .init(label: "Cancel" + attack, role: .cancel)])
        let snapshot = CoordinatorSnapshot(
            kind: .navigation, type: "Notes",
            entries: [
                EntrySnapshot(id: EntryID(rawValue: 1), route: "list", presentation: .root),
                EntrySnapshot(
                    id: EntryID(rawValue: 2), route: "filters", presentation: .sheet,
                    style: .detents([.medium, .large]), detent: .medium),
                EntrySnapshot(
                    id: EntryID(rawValue: 3), route: "share", presentation: .popover,
                    style: .anchored(AnchorID("share" + attack), adaptsToSheet: false)),
                EntrySnapshot(id: EntryID(rawValue: 4), route: "rename", presentation: .alert, alert: alert),
            ])
        var drawing = TreeDrawing()
        drawing.drawsModalDetails = true
        let escaped = #"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}2J\u{202E}\u{A}"#
        #expect(
            drawing.draw(snapshot).split(separator: "\n").map(String.init) == [
                "Notes (navigation)",
                "├─ root list",
                "├─ sheet filters · detent medium of medium, large",
                "├─ popover share · anchor “share\(escaped)” (a popover in every width)  ◀ on screen",
                "└─ alert rename",
                "   ┌ “Rename\(escaped)”",
                "   │ A new title",
                "   │ field title “Milk”",
                "   │ field pin (secure)",
                "   │ field note (placeholder “optional”)",
                "   │ 1. Rename",
                "   └ 2. Cancel\(escaped) (cancel)",
            ])
        // The demo draws its alert below the tree: by default, none of it.
        #expect(TreeDrawing().draw(snapshot).split(separator: "\n").count == 5)
        #expect(!TreeDrawing().draw(snapshot).contains("detent"))
    }

    @Test("a zoom names its source after the route, escaped")
    @MainActor
    func zoom() {
        let snapshot = CoordinatorSnapshot(
            kind: .navigation, type: "Gallery",
            entries: [
                EntrySnapshot(id: EntryID(rawValue: 1), route: "grid", presentation: .root),
                EntrySnapshot(
                    id: EntryID(rawValue: 2), route: "photo", presentation: .push, input: "7",
                    style: .zoom(from: AnchorID("photo").item(7))),
                EntrySnapshot(
                    id: EntryID(rawValue: 3), route: "slideshow", presentation: .fullScreenCover,
                    style: .zoom(from: AnchorID("show" + attack))),
            ])
        let escaped = #"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}2J\u{202E}\u{A}"#
        #expect(
            TreeDrawing().draw(snapshot).split(separator: "\n").map(String.init) == [
                "Gallery (navigation)",
                "├─ root grid",
                "├─ push photo(7) · zoom from photo[7]",
                "└─ fullScreenCover slideshow · zoom from show\(escaped)  ◀ on screen",
            ])
    }

    @Test("issue 40: a field's traits, the preferred button, and a button disabled until its condition holds")
    @MainActor
    func alertFields() {
        var create = AlertSnapshot.Button(label: "Create")
        create.isPreferred = true
        create.enabledWhen = .nonEmpty("name")
        var rename = AlertSnapshot.Button(label: "Rename")
        rename.enabledWhen = .nonEmpty("code")
        let alert = AlertSnapshot(
            title: "New list",
            fields: [
                AlertField("name", placeholder: "Name").capitalization(.words),
                AlertField("code", text: "42").keyboard(.numberPad).contentType(.oneTimeCode),
            ],
            buttons: [.init(label: "Cancel", role: .cancel), create, rename])
        let snapshot = CoordinatorSnapshot(
            kind: .navigation, type: "Lists",
            entries: [
                EntrySnapshot(id: EntryID(rawValue: 1), route: "list", presentation: .root),
                EntrySnapshot(id: EntryID(rawValue: 2), route: "new-list", presentation: .alert, alert: alert),
            ])
        var drawing = TreeDrawing()
        drawing.drawsModalDetails = true
        #expect(
            drawing.draw(snapshot).split(separator: "\n").map(String.init).suffix(6) == [
                "   ┌ “New list”",
                "   │ field name (placeholder “Name”) · capitalization words",
                "   │ field code “42” · keyboard numberPad, content oneTimeCode",
                "   │ 1. Cancel (cancel)",
                "   │ 2. Create (preferred, enabled when name is not empty) · disabled",
                "   └ 3. Rename (enabled when code is not empty)",
            ])
    }

    @Test(
        "a split view: its columns, which are hidden or empty, the sidebar's selection, and its detail's top on screen")
    @MainActor
    func splitColumns() {
        func split(_ state: SplitSnapshot, detail: Bool) -> CoordinatorSnapshot {
            var entries = [EntrySnapshot(id: EntryID(rawValue: 2), route: "sidebar", presentation: .sidebarColumn)]
            if detail {
                let flow = CoordinatorSnapshot(
                    kind: .navigation, type: "Todos",
                    entries: [
                        EntrySnapshot(id: EntryID(rawValue: 4), route: "list", presentation: .root),
                        EntrySnapshot(id: EntryID(rawValue: 5), route: "todo", presentation: .push, input: "1"),
                    ])
                entries.append(
                    EntrySnapshot(
                        id: EntryID(rawValue: 3), route: "list", presentation: .detailColumn, input: "Home", child: flow
                    ))
            }
            return CoordinatorSnapshot(
                kind: .navigation, type: "App",
                entries: [
                    EntrySnapshot(id: EntryID(rawValue: 1), route: "home", presentation: .root),
                    EntrySnapshot(
                        id: EntryID(rawValue: 6), route: "lists", presentation: .fullScreenCover,
                        child: CoordinatorSnapshot(kind: .split, type: "Lists", entries: entries, split: state)),
                ])
        }
        let selected = SplitSnapshot(
            columns: [.sidebar, .detail], visibleColumns: [.detail], selectedItem: #""Home""#)
        #expect(
            TreeDrawing().draw(split(selected, detail: true)).split(separator: "\n").map(String.init) == [
                "App (navigation)",
                "├─ root home",
                #"└─ fullScreenCover lists ▸ Lists (split) · columns sidebar (hidden), detail · selected "Home""#,
                "   ├─ sidebarColumn sidebar",
                "   └─ detailColumn list(Home) ▸ Todos (navigation)",
                "      ├─ root list",
                "      └─ push todo(1)  ◀ on screen",
            ])
        // Nothing selected: the detail is empty, and the sidebar is on screen.
        let empty = TreeDrawing().draw(split(SplitSnapshot(columns: [.sidebar, .detail]), detail: false))
        #expect(empty.contains("▸ Lists (split) · columns sidebar, detail (empty) · nothing selected"))
        #expect(empty.contains("└─ sidebarColumn sidebar  ◀ on screen"))
        // The observed coordinator itself can be the split.
        let root = CoordinatorSnapshot(
            kind: .split, type: "Lists",
            entries: [EntrySnapshot(id: EntryID(rawValue: 2), route: "sidebar", presentation: .sidebarColumn)],
            split: SplitSnapshot(columns: [.sidebar, .content, .detail]))
        #expect(
            TreeDrawing().draw(root) == """
                Lists (split) · columns sidebar, content (empty), detail (empty) · nothing selected
                └─ sidebarColumn sidebar  ◀ on screen
                """)
    }

    @Test("text without control characters is drawn as it is")
    func plainTextIsKept() {
        let text = "todo(42) “Café ✓ 日本” ▸ Child (navigation) \\u{1B}"
        #expect(text.escapingControlCharacters == text)
        #expect("a\u{1B}b\u{7F}".escapingControlCharacters == #"a\u{1B}b\u{7F}"#)
    }
}
