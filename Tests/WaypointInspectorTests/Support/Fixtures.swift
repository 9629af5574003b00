import Waypoint

/// A small app to inspect: a list with pushed details and a sheet.
@MainActor
final class Notes: NavigationCoordinator {
    let stack = RouteStack<Notes>(root: \.list)

    @Root var list = makeList
    @Route(.push, duplicates: .allow) var note = makeNote
    @Route(.sheet) var compose = makeCompose

    func makeList() -> String { "list" }
    func makeNote(id: Int) -> String { "note \(id)" }
    func makeCompose() -> String { "compose" }

    /// `notes://note/<id>`.
    static let links = DeepLinks<Notes>(scheme: "notes") {
        DeepLink("note/:id") { parameters in
            try parameters.int("id")
        } apply: { notes, id in
            try notes.show(\.note, id)
        }
    }
}
