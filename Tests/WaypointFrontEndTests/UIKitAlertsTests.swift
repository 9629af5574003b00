import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

/// An inbox with every kind of question and size: an awaited alert, a
/// dialog anchored to a view, popovers that adapt or not, a sheet with detents.
@MainActor
final class Inbox: NavigationCoordinator {
    let stack = RouteStack<Inbox>(root: \.list)

    @Root var list = makeList
    @Route(.push) var page = makePage
    @Route(.sheet) var note = makeNote
    @Route(.alert) var confirmDelete = makeConfirmDelete
    @Route(.alert) var rename = makeRename
    @Route(.alert) var unlock = makeUnlock
    @Route(.alert) var newList = makeNewList
    @Route(.confirmationDialog, style: .anchored(AnchorID("sort"))) var sortOrder = makeSortOrder
    @Route(.confirmationDialog, style: .anchored(AnchorID("sort"))) var pick = makePick
    @Route(.popover, style: .anchored(AnchorID("share"))) var share = makeNote
    @Route(.popover, style: .anchored(AnchorID("pin"), adaptsToSheet: false)) var pin = makeNote
    @Route(.sheet, style: .detents([.medium, .large], showsGrabber: true)) var filters = makeNote

    func makeList() -> Page { .home }
    func makePage(number: Int) -> Page { .page(number) }
    func makeNote() -> Page { .note }
    func makeConfirmDelete() -> AlertContent<Bool> {
        AlertContent(
            title: "Delete?",
            buttons: [
                AlertButton("Delete", role: .destructive, value: true),
                AlertButton("Cancel", role: .cancel, value: false),
            ]
        )
    }
    func makeRename() -> AlertContent<String?> {
        AlertContent(
            title: "Rename",
            fields: [AlertField("title", placeholder: "Title", text: "")],
            buttons: [
                AlertButton("Rename") { texts in texts["title"] }, AlertButton("Cancel", role: .cancel, value: nil),
            ]
        )
    }
    func makeUnlock() -> AlertContent<String> {
        AlertContent(
            title: "Unlock",
            fields: [
                AlertField("user", placeholder: "User", text: "ada"),
                AlertField("password", placeholder: "Password", text: "s3cret", isSecure: true),
            ],
            buttons: [AlertButton("Unlock") { texts in "\(texts["user"]):\(texts["password"])" }]
        )
    }
    func makeNewList() -> AlertContent<String?> {
        AlertContent(
            title: "New list",
            fields: [
                AlertField("name", placeholder: "Name").capitalization(.words),
                AlertField("code", placeholder: "Code", isSecure: true).keyboard(.numberPad).contentType(.oneTimeCode),
            ],
            buttons: [
                AlertButton("Cancel", role: .cancel, value: nil),
                AlertButton("Create") { texts in texts["name"] }.enabled(when: .nonEmpty("name")).preferred(),
            ]
        )
    }
    func makeSortOrder() -> AlertContent<Int> {
        AlertContent(
            title: "Sort by",
            buttons: [
                AlertButton("Date", value: 1), AlertButton("Title", value: 2),
                AlertButton("Cancel", role: .cancel, value: 0),
            ]
        )
    }
    func makePick() -> AlertContent<Int> {
        AlertContent(title: "Pick", buttons: [AlertButton("One", value: 1), AlertButton("Two", value: 2)])
    }
}

/// Alerts, dialogs, popovers and sheet sizes drawn by the UIKit session on
/// the fake UIKit, which enforces rules 18–22: each test fails if the
/// planner, the session or the fake breaks its rule.
@Suite("UIKit alerts, popovers and detents")
@MainActor
struct UIKitAlertsTests {
    private func shown(_ app: Inbox) -> FakeUIKit { FakeUIKit.settled(app) }

    private func alertSteps(_ uikit: FakeUIKit) -> [String] {
        uikit.performed.compactMap { step in
            switch step {
            case .presentAlert(let alert, from: let presenter, _):
                "alert \(alert.route) from \(presenter.map { "\($0)" } ?? "root")"
            case .dismissAlert: "dismiss alert"
            case .present(let layer, _, _): "present \(layer.id.map { "\($0)" } ?? "")"
            case .dismiss: "dismiss"
            default: nil
            }
        }
    }

    // MARK: Done-when scenarios

    @Test("await a confirmation's choice: the tapped button's value, UIKit dismisses the alert itself")
    func awaitChoice() async throws {
        let app = Inbox()
        let uikit = shown(app)
        let answer = Task { await app.route(to: \.confirmDelete) }
        await Task.yield()
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.shownAlert?.content.title == "Delete?")
        #expect(uikit.tapAlertButton("Delete"))
        #expect(await answer.value == .done(true))
        uikit.sync()
        uikit.finishAnimations()
        // Rule 22: the alert UIKit dismissed is not dismissed again.
        #expect(!uikit.performed.contains { if case .dismissAlert = $0 { true } else { false } })
        #expect(uikit.shownAlert == nil)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("an alert's fields come back with the tapped button")
    func texts() async throws {
        let app = Inbox()
        let uikit = shown(app)
        let answer = Task { await app.route(to: \.rename) }
        await Task.yield()
        uikit.settle(.push, app)
        #expect(uikit.tapAlertButton("Rename", texts: ["title": "Milk"]))
        #expect(await answer.value == .done("Milk"))
    }

    @Test(
        "untouched prefilled fields, a secure one too, answer with their starting texts; typed ones with what was typed"
    )
    func prefilledSecureField() async throws {
        let app = Inbox()
        let uikit = shown(app)
        // UIKit draws the secure field empty: no snapshot shows its text.
        var answer = Task { await app.route(to: \.unlock) }
        await Task.yield()
        uikit.settle(.push, app)
        #expect(uikit.shownAlert?.content.fields.map(\.text) == ["ada", ""])
        #expect(uikit.tapAlertButton("Unlock"))
        let first = await answer.value
        #expect(first == .done("ada:s3cret"))
        answer = Task { await app.route(to: \.unlock) }
        await Task.yield()
        uikit.settle(.push, app)
        #expect(uikit.tapAlertButton("Unlock", texts: ["user": "bob", "password": "hunter2"]))
        #expect(await answer.value == .done("bob:hunter2"))
        // The UIKit binding reports every text field as it holds it, the secure one drawn empty.
        answer = Task { await app.route(to: \.unlock) }
        await Task.yield()
        uikit.settle(.push, app)
        let alert = try #require(uikit.shownAlert)
        uikit.session.alertDidAnswer(alert.id, button: "Unlock", texts: ["user": "ada", "password": ""])
        #expect(await answer.value == .done("ada:s3cret"))
        // A password the user cleared (an edited field) answers "".
        let fresh = Inbox()
        let again = shown(fresh)
        answer = Task { await fresh.route(to: \.unlock) }
        await Task.yield()
        again.settle(.push, fresh)
        #expect(again.tapAlertButton("Unlock", texts: ["password": ""]))
        #expect(await answer.value == .done("ada:"))
    }

    @Test("a deep link dismisses the alert with the sheet under it, ending the wait once")
    func deepLinkDismisses() async throws {
        let app = Inbox()
        let uikit = shown(app)
        try app.show(\.note)
        uikit.settle(.push, app)
        let answer = Task { await app.route(to: \.confirmDelete) }
        await Task.yield()
        uikit.settle(.push, app)
        #expect(uikit.shownAlert != nil)
        try app.navigation.transaction { () throws(NavigationError) in
            try app.popToRoot()
            try app.show(\.page, 1)
        }
        uikit.sync()
        uikit.finishAnimations()
        #expect(await answer.value == .cancel(.popped))
        #expect(uikit.shownAlert == nil)
        #expect(uikit.presentedIDs.isEmpty)
        // The dismissal above the root takes the alert along (rule 10): no second dismissal.
        #expect(alertSteps(uikit).suffix(1) == ["dismiss"])
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("cancelling the awaiting task dismisses the alert")
    func taskCancelled() async throws {
        let app = Inbox()
        let uikit = shown(app)
        let answer = Task { await app.route(to: \.confirmDelete) }
        await Task.yield()
        uikit.settle(.push, app)
        #expect(uikit.shownAlert != nil)
        answer.cancel()
        #expect(await answer.value == .cancel(.taskCancelled))
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.shownAlert == nil)
        #expect(alertSteps(uikit).last == "dismiss alert")
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("an alert asked for during a sheet's dismissal appears after it (rule 18)")
    func alertAfterDismissal() throws {
        let app = Inbox()
        let uikit = shown(app)
        let note = try app.show(\.note).id
        uikit.settle(.push, app)
        try app.popLast()
        uikit.sync()
        #expect(uikit.animatingLanes == [.presentations])  // the sheet's dismissal runs
        _ = try app.show(\.confirmDelete)
        uikit.sync()
        #expect(uikit.shownAlert == nil)
        uikit.finishNextAnimation()  // the dismissal completes
        #expect(uikit.presentedIDs.isEmpty)
        uikit.finishAnimations()
        #expect(uikit.shownAlert?.route == "confirmDelete")
        #expect(alertSteps(uikit) == ["present \(note)", "dismiss", "alert confirmDelete from root"])
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("a sheet presented while an alert is up goes below it: alert down, sheet up, alert up again")
    func sheetBelowAlert() throws {
        let app = Inbox()
        let uikit = shown(app)
        _ = try app.show(\.confirmDelete)
        uikit.settle(.push, app)
        let note = try app.show(\.note).id
        uikit.settle(.push, app)
        #expect(uikit.presentedIDs == [note])
        #expect(uikit.shownAlert?.route == "confirmDelete")
        #expect(
            alertSteps(uikit) == [
                "alert confirmDelete from root", "dismiss alert", "present \(note)", "alert confirmDelete from \(note)",
            ])
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("alerts show one at a time, in the order asked")
    func oneAtATime() throws {
        let app = Inbox()
        let uikit = shown(app)
        _ = try app.show(\.confirmDelete)
        _ = try app.show(\.rename)
        uikit.settle(.push, app)
        #expect(uikit.shownAlert?.route == "confirmDelete")
        uikit.tapAlertButton("Cancel")
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.shownAlert?.route == "rename")
        #expect(uikit.breaches.isEmpty)
    }

    @Test("while an alert is up, the screens under it take no gesture")
    func alertCovers() throws {
        let app = Inbox()
        let uikit = shown(app)
        try app.show(\.page, 1)
        try app.show(\.note)
        uikit.settle(.push, app)
        _ = try app.show(\.confirmDelete)
        uikit.settle(.push, app)
        #expect(!uikit.beginSwipeDown())
        #expect(!uikit.tapOutsidePopover())
        #expect(!uikit.tapOutsideAlert())  // an alert cannot be tapped away
        #expect(uikit.session.layerForPresenting == nil)
    }

    // MARK: Popovers and dialogs

    @Test("a popover adapts to a sheet in a compact width, and is a popover in a regular one")
    func popoverAdapts() throws {
        let app = Inbox()
        let uikit = shown(app)
        uikit.registerAnchor(AnchorID("share"), on: app.ids[0])
        let share = try app.show(\.share).id
        uikit.settle(.push, app)
        #expect(uikit.presentation(of: share) == .sheet)
        #expect(uikit.anchor(of: share) == .registered(AnchorID("share")))
        #expect(!uikit.tapOutsidePopover())  // a sheet is swiped, not tapped away
        uikit.isCompactWidth = false
        #expect(uikit.presentation(of: share) == .popover)
        #expect(uikit.tapOutsidePopover())
        uikit.sync()
        #expect(app.ids.count == 1)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.missingAnchors.isEmpty)
    }

    @Test("a popover that does not adapt stays a popover in a compact width")
    func popoverStays() throws {
        let app = Inbox()
        let uikit = shown(app)
        uikit.registerAnchor(AnchorID("pin"), on: app.ids[0])
        let pin = try app.show(\.pin).id
        uikit.settle(.push, app)
        #expect(uikit.presentation(of: pin) == .popover)
        #expect(!uikit.beginSwipeDown())
    }

    @Test("a guarded popover refuses a tap outside and asks its guard")
    func guardedPopover() throws {
        let app = Inbox()
        let uikit = shown(app)
        uikit.isCompactWidth = false
        uikit.registerAnchor(AnchorID("share"), on: app.ids[0])
        let share = try app.show(\.share).id
        let answer = GuardAnswer()
        try app.navigation.setLeaveGuard(for: share, answer.closure)
        uikit.settle(.push, app)
        #expect(!uikit.tapOutsidePopover())
        #expect(uikit.presentedIDs == [share])
    }

    @Test("a popover or dialog whose anchor no screen registered falls back and is reported (rule 20)")
    func missingAnchor() throws {
        let app = Inbox()
        let uikit = shown(app)
        uikit.isCompactWidth = false
        let share = try app.show(\.share).id
        uikit.settle(.push, app)
        #expect(uikit.anchor(of: share) == .fallback)
        try app.popLast()
        let dialog = try app.show(\.sortOrder).id
        uikit.settle(.push, app)
        #expect(uikit.anchor(of: dialog) == .fallback)
        #expect(uikit.missingAnchors == [AnchorID("share"), AnchorID("sort")])
        #expect(uikit.breaches.isEmpty)
    }

    @Test("a tap outside a dialog in a regular width: its cancel button, or a dismissal without a choice")
    func dialogTappedAway() async throws {
        let app = Inbox()
        let uikit = shown(app)
        uikit.isCompactWidth = false
        uikit.registerAnchor(AnchorID("sort"), on: app.ids[0])
        let sort = Task { await app.route(to: \.sortOrder) }
        await Task.yield()
        uikit.settle(.push, app)
        #expect(uikit.anchor(of: try #require(uikit.shownAlert).id) == .registered(AnchorID("sort")))
        #expect(uikit.tapOutsideAlert())
        #expect(await sort.value == .done(0))
        uikit.sync()
        let pick = Task { await app.route(to: \.pick) }
        await Task.yield()
        uikit.settle(.push, app)
        #expect(uikit.tapOutsideAlert())
        #expect(await pick.value == .cancel(.userDismissed))
        uikit.isCompactWidth = true
        #expect(uikit.breaches.isEmpty)
    }

    @Test("the anchor helper: a registered name, else the fallback and the name to report")
    func anchorHelper() {
        #expect(UIKitAnchor.resolve(AnchorID("a")) { $0 == AnchorID("a") } == (.registered(AnchorID("a")), nil))
        #expect(UIKitAnchor.resolve(AnchorID("b")) { $0 == AnchorID("a") } == (.fallback, AnchorID("b")))
        #expect(UIKitAnchor.resolve(nil) { _ in true } == (.fallback, nil))
    }

    // MARK: Detents

    @Test("drag a sheet to another detent, move it from code, and restore it (rule 22)")
    func detents() throws {
        let app = Inbox()
        let uikit = shown(app)
        let filters = try app.show(\.filters)
        uikit.settle(.push, app)
        #expect(uikit.detent(of: filters.id) == .medium)
        #expect(uikit.dragSheet(to: .large))
        uikit.sync()
        #expect(app.navigation.snapshot.entries.last?.detent == .large)
        let setDetents = { uikit.performed.filter { if case .setDetent = $0 { true } else { false } }.count }
        // The drag is on screen already: no step echoes it.
        uikit.finishAnimations()
        #expect(setDetents() == 0)
        let saved = app.navigation.restorationState()
        try filters.setDetent(.medium)
        uikit.settle(.push, app)
        #expect(uikit.detent(of: filters.id) == .medium)
        #expect(setDetents() == 1)
        try app.navigation.restore(saved)
        uikit.settle(.restore, app)
        let restored = try #require(uikit.presentedIDs.last)
        #expect(uikit.detent(of: restored) == .large)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    // MARK: The planner alone

    @Test("planner: an alert waits for the chain, and goes first when a layer is presented below it")
    func plannerOrder() throws {
        let app = Inbox()
        try app.show(\.note)
        let withSheet = UIKitScene(ModalLayers(app.navigation.snapshot))
        try app.popLast()
        _ = try app.show(\.confirmDelete)
        let withAlert = UIKitScene(ModalLayers(app.navigation.snapshot))
        // The sheet goes first; the alert waits.
        #expect(
            UIKitPlanner.steps(from: withSheet, to: withAlert, busy: [], animated: true) == [
                .dismiss(above: nil, animated: true)
            ])
        var shown = withAlert
        shown.presented = []
        shown.alert = nil
        let alert = try #require(withAlert.alert)
        #expect(
            UIKitPlanner.steps(from: shown, to: withAlert, busy: [], animated: true) == [
                .presentAlert(alert, from: nil, animated: true)
            ])
        // A sheet to present under the alert: the alert goes first, without animation.
        #expect(
            UIKitPlanner.steps(from: withAlert, to: withSheet, busy: [], animated: true) == [
                .dismissAlert(alert.id, animated: false)
            ])
    }

    // MARK: Issue 40: fields that do what apps need

    @Test("UIKit: Create is disabled while the name is empty, a tap on it reaches nobody; typed, it answers")
    func disabledAction() async throws {
        let app = Inbox()
        let uikit = shown(app)
        let answer = Task { await app.route(to: \.newList) }
        await Task.yield()
        uikit.settle(.push, app)
        let alert = try #require(uikit.shownAlert)
        #expect(uikit.preferredAlertButton == "Create")
        #expect(!uikit.isAlertButtonEnabled("Create"))
        #expect(uikit.isAlertButtonEnabled("Cancel"))
        #expect(uikit.refusal(of: .answerAlert("Create"))?.reason == .buttonDisabled)
        // UIKit calls no handler of a disabled action: the alert stays, the session hears nothing.
        #expect(!uikit.tapAlertButton("Create"))
        #expect(!uikit.perform(.answerAlert("Create")))
        #expect(uikit.shownAlert?.id == alert.id)
        #expect(app.navigation.snapshot.alerts.map(\.id) == [alert.id])
        // `.editingChanged` on every keystroke enables and disables it.
        #expect(uikit.enterText("G", inAlertField: "name"))
        #expect(uikit.isAlertButtonEnabled("Create"))
        #expect(uikit.enterText("", inAlertField: "name"))
        #expect(!uikit.isAlertButtonEnabled("Create"))
        #expect(!uikit.enterText("x", inAlertField: "nope"))
        #expect(uikit.enterText("Groceries", inAlertField: "name"))
        #expect(uikit.alertTexts == ["name": "Groceries", "code": ""])
        #expect(uikit.perform(.answerAlert("Create")))
        #expect(await answer.value == .done("Groceries"))
        uikit.sync()
        uikit.finishAnimations()
        #expect(uikit.shownAlert == nil)
        #expect(uikit.breaches.isEmpty)
        #expect(uikit.expectShowsCurrentState())
    }

    @Test("planner: the alert's step carries its fields' traits, its buttons' conditions and the preferred one")
    func plannedTraits() throws {
        let app = Inbox()
        _ = try app.show(\.newList)
        let target = UIKitScene(ModalLayers(app.navigation.snapshot))
        var shown = target
        shown.alert = nil
        let steps = UIKitPlanner.steps(from: shown, to: target, busy: [], animated: true)
        guard case .presentAlert(let alert, from: nil, animated: true)? = steps.first, steps.count == 1 else {
            Issue.record("expected one presentAlert step, got \(steps)")
            return
        }
        let content = alert.content
        #expect(content.fields.map(\.capitalization) == [.words, .sentences])
        #expect(content.fields.map(\.keyboard) == [.default, .numberPad])
        #expect(content.fields.map(\.contentType) == [nil, .oneTimeCode])
        #expect(content.preferredButton?.label == "Create")
        #expect(content.button("Create")?.enabledWhen == .nonEmpty("name"))
        #expect(content.button("Cancel")?.enabledWhen == nil)
        #expect(!content.isEnabled("Create"))
    }
}

extension Inbox {
    /// The ids of the base stack: root, then pushed entries.
    var ids: [EntryID] { navigation.snapshot.entries.map(\.id) }
}
