import Testing
import Waypoint
import WaypointInspector

/// A small app to inspect: a list with pushed details and a sheet.
@MainActor
final class Notes: NavigationCoordinator {
    let stack = RouteStack<Notes>(root: \.list)

    @Root var list = makeList
    @Route(.push, duplicates: .allow) var note = makeNote
    @Route(.sheet) var compose = makeCompose
    @Route(.alert) var rename = makeRename
    @Route(.sheet, style: .detents([.medium, .large])) var filters = makeFilters

    func makeList() -> String { "list" }
    func makeNote(id: Int) -> String { "note \(id)" }
    func makeCompose() -> String { "compose" }
    func makeFilters() -> String { "filters" }

    /// An alert with a field: "Rename" gives what was typed (enabled while
    /// the title is not empty), "Cancel" `nil`.
    func makeRename(title: String) -> AlertContent<String?> {
        AlertContent(
            title: "Rename “\(title)”",
            message: "A new title",
            fields: [AlertField("title", text: title), AlertField("pin", isSecure: true)],
            buttons: [
                AlertButton("Rename") { texts in texts["title"] }.enabled(when: .nonEmpty("title")),
                AlertButton("Cancel", role: .cancel, value: nil),
            ]
        )
    }

    /// `notes://note/<id>`.
    static let links = DeepLinks<Notes>(scheme: "notes") {
        DeepLink("note/:id") { parameters in
            try parameters.int("id")
        } apply: { notes, id in
            try notes.show(\.note, id)
        }
    }
}

extension Notes {
    /// An app with notes 1 to `count` pushed, and its inspector.
    static func inspected(
        _ limits: InspectorLimits = InspectorLimits(), at address: InspectorAddress = .loopback(), notes count: Int = 1
    ) throws -> (Notes, Inspector) {
        let notes = Notes()
        for id in 1...max(count, 1) { try notes.show(\.note, id) }
        let inspector = try Inspector.start(inspecting: notes, links: Notes.links, at: address, limits: limits)
        return (notes, inspector)
    }
}

extension TestClient {
    /// A client that went through the handshake and read the first change.
    ///
    /// The token is read before connecting, so that the hello follows the
    /// connection at once, whatever else runs on the main actor.
    static func attached(to inspector: Inspector) async throws -> TestClient {
        let (address, token) = await (inspector.address, inspector.token)
        let client = try TestClient(address)
        #expect(await client.attach(token) != nil)
        return client
    }
}
