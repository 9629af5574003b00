import Foundation
import Testing
import Waypoint

@testable import WaypointInspector

/// Alerts and sheet sizes through the inspector: a client chooses an alert's
/// button and drags a sheet to a detent as the user would, and every command
/// the tree cannot take is answered with its typed error, its id, and no
/// change.
@Suite struct InspectorAlertTests {
    /// Sends a command that must fail, and checks its reply and that nothing changed.
    private static func expectRefused(
        _ request: InspectorRequest,
        _ code: String,
        domain: String = "navigation",
        by client: TestClient,
        in notes: Notes,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let before = await MainActor.run { notes.navigation.snapshot }
        client.send(request)
        let answer = await client.next()
        #expect(answer?.type == .reply, sourceLocation: sourceLocation)
        #expect(answer?.id == request.id, sourceLocation: sourceLocation)
        #expect(answer?.ok == false, sourceLocation: sourceLocation)
        #expect(answer?.error?.domain == domain, sourceLocation: sourceLocation)
        #expect(answer?.error?.code == code, "\(answer?.error?.message ?? "")", sourceLocation: sourceLocation)
        #expect(await MainActor.run { notes.navigation.snapshot } == before, sourceLocation: sourceLocation)
    }

    @Test("choose taps an alert's button as the user: the awaiting route gets its value; bad choices change nothing")
    func chooseAnswersTheAlert() async throws {
        let (notes, inspector) = try await MainActor.run { try Notes.inspected() }
        let client = try await TestClient.attached(to: inspector)
        let task = Task { @MainActor in await notes.route(to: \.rename, "Milk") }
        let shown = try #require(await client.nextChange())
        let alert = try #require(shown.snapshot.alerts.first)
        #expect(alert.alert?.title == "Rename “Milk”")
        #expect(alert.alert?.fields.map(\.name) == ["title", "pin"])
        let root = try #require(shown.snapshot.root?.id)

        await Self.expectRefused(
            InspectorRequest(.choose, id: 1, entry: EntryID(rawValue: 4_242), button: "Rename"), "entryNotFound",
            by: client, in: notes)
        await Self.expectRefused(
            InspectorRequest(.choose, id: 2, entry: root, button: "Rename"), "notAnAlert", by: client, in: notes)
        await Self.expectRefused(
            InspectorRequest(.choose, id: 3, entry: alert.id, button: "Nope"), "unknownButton", by: client, in: notes)
        await Self.expectRefused(
            InspectorRequest(.choose, id: 4, entry: alert.id, button: "Rename", texts: ["nope": "x"]), "unknownField",
            by: client, in: notes)
        await Self.expectRefused(
            InspectorRequest(.choose, id: 5, entry: alert.id), "badRequest", domain: "inspector", by: client, in: notes)
        // Issue 40: a button disabled for the texts given is refused, as every front end refuses its tap.
        #expect(alert.alert?.button("Rename")?.enabledWhen == .nonEmpty("title"))
        await Self.expectRefused(
            InspectorRequest(.choose, id: 8, entry: alert.id, button: "Rename", texts: ["title": " "]),
            "buttonDisabled",
            by: client, in: notes)

        client.send(
            InspectorRequest(
                .choose, id: 6, entry: alert.id, button: "Rename", texts: ["title": "Oat milk", "pin": "1"]))
        let change = await client.nextChange()
        #expect(change?.cause == .user)
        #expect(change?.snapshot.alerts.isEmpty == true)
        let reply = await client.next()
        #expect(reply?.id == 6 && reply?.ok == true && reply?.outcome == "applied")
        #expect(await task.value == .done("Oat milk"))

        // The alert is gone: a second answer is refused.
        await Self.expectRefused(
            InspectorRequest(.choose, id: 7, entry: alert.id, button: "Rename"), "entryNotFound", by: client,
            in: notes)
        await inspector.stop()
    }

    @Test("resize drags a sheet to a detent its route declares; another detent, or a sheet without any, is refused")
    func resizeMovesTheSheet() async throws {
        let (notes, inspector) = try await MainActor.run { try Notes.inspected() }
        let client = try await TestClient.attached(to: inspector)
        let (sheet, note) = try await MainActor.run {
            let note = try #require(notes.navigation.snapshot.entries.last?.id)
            return (try notes.show(\.filters).id, note)
        }
        #expect(await client.nextChange()?.snapshot.entry(sheet)?.detent == .medium)

        await Self.expectRefused(
            InspectorRequest(.resize, id: 1, entry: sheet, detent: .fraction(0.3)), "invalidDetent", by: client,
            in: notes)
        await Self.expectRefused(
            InspectorRequest(.resize, id: 2, entry: note, detent: .large), "invalidDetent", by: client, in: notes)
        await Self.expectRefused(
            InspectorRequest(.resize, id: 3, entry: EntryID(rawValue: 4_242), detent: .large), "entryNotFound",
            by: client, in: notes)
        await Self.expectRefused(
            InspectorRequest(.resize, id: 4, entry: sheet), "badRequest", domain: "inspector", by: client, in: notes)
        let before = await MainActor.run { notes.navigation.snapshot }
        client.send(#"{"v":4,"type":"resize","id":5,"entry":\#(sheet.rawValue),"detent":"huge"}"# + "\n")
        let huge = await client.next()
        #expect(huge?.id == 5 && huge?.error?.code == "badRequest")
        #expect(huge?.error?.message.contains("not a sheet detent") == true)
        #expect(await MainActor.run { notes.navigation.snapshot } == before)

        client.send(InspectorRequest(.resize, id: 6, entry: sheet, detent: .large))
        let change = await client.nextChange()
        #expect(change?.cause == .user)
        #expect(change?.snapshot.entry(sheet)?.detent == .large)
        #expect(await client.next()?.outcome == "applied")
        #expect(await MainActor.run { notes.navigation.snapshot.entry(sheet)?.detent } == .large)

        client.send(InspectorRequest(.resize, id: 7, entry: sheet, detent: .large))
        let again = await client.next()
        #expect(again?.id == 7 && again?.ok == true && again?.outcome == "unchanged")
        await inspector.stop()
    }
}
