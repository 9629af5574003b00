import Testing
import Waypoint
import WaypointTestFixtures

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite("Split coordinators", .timeLimit(.minutes(1)))
@MainActor
struct SplitCoordinatorTests {
    @Test("a split starts with its sidebar, every column visible and nothing selected")
    func initialState() throws {
        let split = MailSplit()
        let snapshot = split.navigation.snapshot
        #expect(snapshot.kind == .split)
        #expect(snapshot.routes == ["mailboxes"])
        #expect(snapshot.entries.map(\.presentation) == [.sidebarColumn])
        #expect(snapshot.split == SplitSnapshot(columns: [.sidebar, .detail]))
        #expect(split.selectedItem == nil)
        #expect(snapshot.description.hasPrefix("MailSplit (split) columns=sidebar,detail\n"))
        let triple = MailSplit(.tripleColumn, detail: true)
        #expect(triple.navigation.snapshot.routes == ["mailboxes", "message"])
        #expect(triple.split.columns == [.sidebar, .content, .detail])
    }

    @Test("a router forwards a split's requests: select, the user's tap, columns; a stale one refuses them")
    func routerForwards() async throws {
        var split: MailSplit? = MailSplit()
        let router = try #require(split?.router)
        try router.select(.inbox)
        #expect(router.selectedItem == .inbox)
        #expect(router.receiveSelection(.sent) == .applied)
        #expect(split?.selectedItem == .sent)
        try router.hideColumn(.sidebar)
        #expect(split?.split.visibleColumns == [.detail])
        try router.showColumn(.sidebar)
        #expect(split?.split.visibleColumns == [.sidebar, .detail])
        split = nil
        #expect(router.selectedItem == nil)
        #expect(router.receiveSelection(.inbox) == .ignored)
        #expect(throws: NavigationError.self) { try router.select(.inbox) }
        do {
            try router.hideColumn(.sidebar)
        } catch {
            #expect(error.code == .routerStale)
        }
    }

    @Test("a split places a child by its column: an index or a focus throws invalidPlacement and changes nothing")
    func showWithPlacementThrows() throws {
        let split = MailSplit()
        try split.select(.inbox)
        let before = split.navigation.snapshot
        for attempt in 0..<2 {
            do {
                if attempt == 0 {
                    try split.show(\.message, 7, at: 0)
                } else {
                    try split.show(\.message, 7, focus: true)
                }
                Issue.record("show with a placement into a split did not throw")
            } catch {
                #expect(error.code == .invalidPlacement)
                #expect(error.message.contains("'message'"))
            }
            #expect(split.navigation.snapshot == before)
        }
        try split.show(\.message, 7)
        #expect(split.navigation.snapshot.entries.last?.route == "message")
    }

    @Test("a snapshot's selected item reads as the split's item type; its drawing names hidden columns only")
    func typedSelectedItem() throws {
        let split = MailSplit()
        #expect(split.navigation.snapshot.split?.selectedItem(as: Mailbox.self) == nil)
        try split.select(.sent)
        let snapshot = split.navigation.snapshot
        #expect(snapshot.split?.selectedItem(as: Mailbox.self) == .sent)
        #expect(snapshot.split?.selectedItem(as: Int.self) == nil)
        #expect(snapshot.description.hasPrefix("MailSplit (split) columns=sidebar,detail item=\"sent\"\n"))
        try split.hideColumn(.sidebar)
        #expect(split.navigation.snapshot.description.contains("columns=sidebar,detail visible=detail item="))
    }

    @Test("a user's sidebar tap selects at once, cause .user; an unlisted item is ignored, the selected one unchanged")
    func userTapSelects() async throws {
        let split = MailSplit()
        let recorder = Recorder(split)
        _ = await recorder.next()
        #expect(split.receiveSelection(.inbox) == .applied)
        #expect(split.selectedItem == .inbox)
        #expect(await recorder.next()?.cause == .user)
        #expect(split.receiveSelection(.inbox) == .unchanged)
        split.sidebarItems = [.inbox]
        let before = split.navigation.snapshot
        #expect(split.receiveSelection(.sent) == .ignored)
        #expect(split.navigation.snapshot == before)
        #expect(split.receiveSelection(nil) == .applied)
        #expect(split.selectedItem == nil)
        #expect(await recorder.next()?.snapshot.routes == ["mailboxes"])
    }

    @Test("a user's sidebar tap asks the detail's guard: a no yields a veto and keeps it, a yes selects")
    func userTapAsksTheGuard() async throws {
        let split = MailSplit()
        let editor = try split.show(\.editor).child
        let recorder = Recorder(split)
        _ = await recorder.next()
        let before = split.navigation.snapshot
        #expect(split.receiveSelection(.inbox) == .pending)
        let vetoed = try #require(await recorder.next())
        #expect(vetoed.cause == .vetoed)
        #expect(vetoed.snapshot == before)
        #expect(editor.navigation.isActive)
        editor.allowsLeaving = true
        #expect(split.receiveSelection(.inbox) == .pending)
        let selected = try #require(await recorder.next())
        #expect(selected.cause == .user)
        #expect(split.selectedItem == .inbox)
        #expect(!editor.navigation.isActive)
        // Each tap made its mailbox once, on its turn (the draft the guard is asked about),
        // not also when it was received.
        #expect(split.mailboxesMade == 2)
    }

    @Test("selecting an item shows its route in the next column, in one change")
    func selectShowsTheItem() async throws {
        let split = MailSplit()
        let recorder = Recorder(split)
        _ = await recorder.next()
        try split.select(.inbox)
        let change = try #require(await recorder.next())
        #expect(change.cause == .column)
        #expect(change.snapshot.routes == ["mailboxes", "mailbox"])
        #expect(change.snapshot.entries[1].presentation == .detailColumn)
        #expect(change.snapshot.entries[1].input == "inbox")
        #expect(change.snapshot.split?.selectedItem == "\"inbox\"")
        #expect(split.selectedItem == .inbox)
        #expect(change.snapshot.description.hasPrefix("MailSplit (split) columns=sidebar,detail item=\"inbox\"\n"))
        // The selected item again changes nothing.
        let before = split.navigation.snapshot
        try split.select(.inbox)
        #expect(split.navigation.snapshot == before)
        // Another item replaces the detail; nothing deselects everything after the sidebar.
        try split.select(.sent)
        #expect(await recorder.next()?.snapshot.entries.last?.input == "sent")
        try split.select(nil)
        let cleared = try #require(await recorder.next())
        #expect(cleared.snapshot.routes == ["mailboxes"] && cleared.snapshot.split?.selectedItem == nil)
    }

    @Test("in three columns the selection fills the content column and empties the detail")
    func tripleColumns() async throws {
        let split = MailSplit(.tripleColumn, detail: true)
        let message = try split.show(\.message, 7)
        try split.select(.inbox)
        #expect(split.navigation.snapshot.routes == ["mailboxes", "messages"])
        #expect(await message.result() == .cancel(.replaced))
        // Showing in the detail keeps the content column and the selection.
        try split.show(\.message, 8)
        #expect(split.navigation.snapshot.routes == ["mailboxes", "messages", "message"])
        #expect(split.selectedItem == .inbox)
        // Showing in the content column keeps the detail.
        try split.show(\.messages, .sent)
        #expect(split.navigation.snapshot.entries.map(\.input) == [nil, "sent", "8"])
    }

    @Test("show replaces what a column shows, from the split or from any flow below it")
    func showIntoAnyColumn() async throws {
        let split = MailSplit()
        let first = try split.show(\.message, 1)
        try first.child.show(\.todo, 3)
        #expect(split.navigation.snapshot.entries[1].child?.routes == ["list", "todo"])
        let sidebar = try split.focusFirst(\.mailboxes).child
        let router = try #require(sidebar.navigation.router(to: MailSplit.self))
        let second = try router.show(\.message, 2)
        #expect(await first.result() == .cancel(.replaced))
        #expect(split.navigation.snapshot.routes == ["mailboxes", "message"])
        #expect(split.navigation.snapshot.entries[1].id == second.id)
        #expect(split.navigation.snapshot.entries[1].child?.routes == ["list"])
    }

    @Test("which columns are visible is state, and hiding the last one is refused")
    func visibility() async throws {
        let split = MailSplit()
        let recorder = Recorder(split)
        _ = await recorder.next()
        try split.hideColumn(.sidebar)
        let hidden = try #require(await recorder.next())
        #expect(hidden.cause == .column && hidden.snapshot.split?.visibleColumns == [.detail])
        #expect(hidden.snapshot.description.hasPrefix("MailSplit (split) columns=sidebar,detail visible=detail\n"))
        try split.hideColumn(.sidebar)  // already hidden: nothing changes
        #expect(throws: NavigationError.self) { try split.hideColumn(.detail) }
        #expect((try? split.hideColumn(.detail)) == nil)
        try split.showColumn(.sidebar)
        #expect(await recorder.next()?.snapshot.split?.visibleColumns == [.sidebar, .detail])
    }

    @Test("bad input throws its code and changes nothing", arguments: SplitMisuse.allCases)
    func misuse(_ misuse: SplitMisuse) async throws {
        let split = MailSplit()
        try split.hideColumn(.sidebar)
        let recorder = Recorder(split)
        let before = try #require(await recorder.next()).snapshot
        let code: NavigationError.Code? =
            switch misuse {
            case .unlistedItem: Self.code { () throws(NavigationError) in try split.select(.archive) }
            case .missingColumn: Self.code { () throws(NavigationError) in try split.show(\.messages, .inbox) }
            case .notAColumnRoute: Self.code { () throws(NavigationError) in try split.show(\.stray) }
            case .hideMissingColumn: Self.code { () throws(NavigationError) in try split.hideColumn(.content) }
            case .showMissingColumn: Self.code { () throws(NavigationError) in try split.showColumn(.content) }
            case .hideLastVisible: Self.code { () throws(NavigationError) in try split.hideColumn(.detail) }
            case .itemOfAnotherColumn:
                Self.code { () throws(NavigationError) in try MisdeclaredSplit().select("a") }
            }
        #expect(code == misuse.code)
        #expect(split.navigation.snapshot == before)
        // Nothing was yielded: the next change is the one made now.
        try split.showColumn(.sidebar)
        #expect(await recorder.next()?.cause == .column)
    }

    enum SplitMisuse: CaseIterable, Sendable {
        case unlistedItem, missingColumn, notAColumnRoute, hideMissingColumn, showMissingColumn, hideLastVisible
        case itemOfAnotherColumn

        var code: NavigationError.Code {
            switch self {
            case .unlistedItem: .itemNotFound
            case .missingColumn, .notAColumnRoute, .hideMissingColumn, .showMissingColumn, .itemOfAnotherColumn:
                .columnNotFound
            case .hideLastVisible: .lastVisibleColumn
            }
        }
    }

    static func code(_ body: () throws(NavigationError) -> Void) -> NavigationError.Code? {
        do throws(NavigationError) {
            try body()
            return nil
        } catch {
            return error.code
        }
    }

    @Test("a deep link selects, shows in the detail and pushes there in one change")
    func deepLinkInOneChange() async throws {
        let split = MailSplit()
        let recorder = Recorder(split)
        _ = await recorder.next()
        try split.navigation.transaction(cause: .deepLink) { () throws(NavigationError) in
            try split.select(.sent)
            try split.show(\.message, 9).child.show(\.todo, 4)
            try split.hideColumn(.sidebar)
        }
        let change = try #require(await recorder.next())
        #expect(change.cause == .deepLink)
        #expect(change.snapshot.routes == ["mailboxes", "message"])
        #expect(change.snapshot.entries[1].child?.routes == ["list", "todo"])
        #expect(
            change.snapshot.split
                == SplitSnapshot(columns: [.sidebar, .detail], visibleColumns: [.detail], selectedItem: "\"sent\""))
        // A failing step undoes every step before it.
        let before = split.navigation.snapshot
        #expect(throws: NavigationError.self) {
            try split.navigation.transaction { () throws(NavigationError) in
                try split.select(nil)
                try split.showColumn(.sidebar)
                try split.select(.archive)
            }
        }
        #expect(split.navigation.snapshot == before)
    }

    @Test("leaving a guarded detail asks its guard")
    func guardedDetail() async throws {
        let split = MailSplit()
        let editor = try split.show(\.editor)
        await #expect(throws: NavigationError.self) {
            try await split.navigation.navigate { try split.select(.inbox) }
        }
        #expect(split.navigation.snapshot.routes == ["mailboxes", "editor"])
        #expect(split.selectedItem == nil)
        // A user's back gesture in a collapsed split is vetoed too.
        let recorder = Recorder(split)
        _ = await recorder.next()
        #expect(split.navigation.receive(.dismissed(editor.id)) == .pending)
        let vetoed = try #require(await recorder.next())
        #expect(vetoed.cause == .vetoed && vetoed.snapshot.routes == ["mailboxes", "editor"])
        try editor.child.allowsLeaving = true
        try await split.navigation.navigate { try split.select(.inbox) }
        #expect(split.navigation.snapshot.routes == ["mailboxes", "mailbox"])
        #expect(await editor.result() == .cancel(.replaced))
    }

    @Test("the user's back and sidebar gestures are intents on the split")
    func userIntents() async throws {
        let split = MailSplit(.tripleColumn)
        try split.select(.inbox)
        try split.show(\.message, 1)
        let sidebar = try #require(split.navigation.snapshot.entries.first?.id)
        let content = split.navigation.snapshot.entries[1].id
        let detail = split.navigation.snapshot.entries[2].id
        #expect(split.navigation.receive(.dismissed(sidebar)) == .ignored)
        #expect(split.navigation.receive(.dismissed(detail)) == .applied)
        #expect(split.navigation.snapshot.routes == ["mailboxes", "messages"])
        #expect(split.selectedItem == .inbox)
        #expect(split.navigation.receive(.dismissed(detail)) == .ignored)
        #expect(split.navigation.receive(.dismissed(content)) == .applied)
        #expect(split.navigation.snapshot.routes == ["mailboxes"] && split.selectedItem == nil)
        #expect(split.navigation.receive(.showedColumns([.content, .detail], of: sidebar)) == .applied)
        #expect(split.split.visibleColumns == [.content, .detail])
        #expect(split.navigation.receive(.showedColumns([.detail, .content], of: sidebar)) == .unchanged)
        #expect(split.navigation.receive(.showedColumns([], of: sidebar)) == .ignored)
        let double = MailSplit()
        let doubleSidebar = try #require(double.navigation.snapshot.entries.first?.id)
        #expect(double.navigation.receive(.showedColumns([.content], of: doubleSidebar)) == .ignored)
        #expect(double.navigation.receive(.showedColumns([.detail], of: EntryID(rawValue: .max))) == .ignored)
    }

    @Test("a detail flow that finishes empties its column and deselects")
    func finishingDetail() throws {
        let split = MailSplit()
        try split.select(.inbox)
        let mailbox = try #require(split.navigation.snapshot.entries.last?.id)
        try split.navigation.remove(mailbox)
        #expect(split.selectedItem == nil && split.navigation.snapshot.routes == ["mailboxes"])
    }

    @Test("restoration brings back columns, selection and visibility")
    func restoration() throws {
        let split = MailSplit(.tripleColumn)
        try split.select(.sent)
        try split.show(\.message, 5).child.show(\.todo, 6)
        try split.hideColumn(.sidebar)
        let data = try split.navigation.restorationState().encoded()
        let restored = MailSplit(.tripleColumn)
        try restored.navigation.restore(RestorationState(data: data))
        let saved = split.navigation.snapshot
        let back = restored.navigation.snapshot
        #expect(back.description == saved.description)
        #expect(back.split == saved.split)
        #expect(restored.selectedItem == .sent)
    }

    @Test("restoration data without the split's fields reads with every column shown")
    func olderRestorationData() throws {
        let split = MailSplit()
        try split.select(.inbox)
        try split.hideColumn(.sidebar)
        var state = split.navigation.restorationState()
        state.root.visibleColumns = nil
        state.root.selectedItem = nil
        let restored = MailSplit()
        try restored.navigation.restore(state)
        #expect(restored.split == SplitSnapshot(columns: [.sidebar, .detail]))
        #expect(restored.navigation.snapshot.routes == ["mailboxes", "mailbox"])
    }

    @Test("restoration refuses an item the sidebar no longer lists, or a broken split, and changes nothing")
    func badRestorationData() throws {
        let split = MailSplit()
        try split.select(.sent)
        let state = split.navigation.restorationState()
        let target = MailSplit()
        target.sidebarItems = [.inbox]
        let before = target.navigation.snapshot
        #expect(throws: RestorationError.self) { try target.navigation.restore(state) }
        var noColumns = state
        noColumns.root.visibleColumns = []
        #expect(throws: RestorationError.self) { try MailSplit().navigation.restore(noColumns) }
        var twice = state
        twice.root.entries.append(state.root.entries[1])
        #expect(throws: RestorationError.self) { try MailSplit().navigation.restore(twice) }
        var missing = state
        missing.root.visibleColumns = [.content]
        #expect(throws: RestorationError.self) { try MailSplit().navigation.restore(missing) }
        #expect(target.navigation.snapshot == before)
    }

    @Test("snapshots with a split encode and decode; those without one read as before")
    func snapshotCoding() throws {
        let split = MailSplit()
        try split.select(.inbox)
        let snapshot = split.navigation.snapshot
        let data = try JSONEncoder().encode(snapshot)
        #expect(try JSONDecoder().decode(CoordinatorSnapshot.self, from: data) == snapshot)
        let tabs = AppTabs(user: User(name: "ada")).navigation.snapshot
        let tabsData = try JSONEncoder().encode(tabs)
        #expect(!String(decoding: tabsData, as: UTF8.self).contains("split"))
    }
}
