import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// The run-time logic a SwiftUI front end binds: what to draw now, one modal
/// level per step, and what the user's reports send to the core.
@Suite("A front end's session", .timeLimit(.minutes(1)))
@MainActor
struct FrontEndSessionTests {
    @Test("a sheet keeps drawing its layer while it is dismissed")
    func keptSheet() throws {
        let todos = TodosCoordinator()
        let session = FrontEndSession(todos)
        let create = try todos.show(\.create)
        session.sync()
        session.didPresent(create.id)
        let presented = try #require(session.presented(by: nil))
        // While presented, the kept layer is drawn as it is now.
        let confirm = try create.child.show(\.confirm)
        session.sync()
        #expect(session.layer(kept: presented).pathIDs == [confirm.id])
        let kept = session.layer(kept: presented)

        try todos.popToRoot()
        session.sync()
        // The core removed the sheet: the UI dismisses it, and draws what it kept.
        #expect(session.presented(by: nil) == nil)
        #expect(session.layer(kept: kept) == kept)
        #expect(session.layer(kept: kept).root?.route == "form")
        // Its stack keeps its path while it goes.
        #expect(session.path(of: kept) == [confirm.id])
        #expect(session.path(of: kept.id).isEmpty)
    }

    @Test("several modal levels are presented one per step, bottom first")
    func presentOneLevelPerStep() throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let nested = try create.child.show(\.nested)
        let session = FrontEndSession(todos)
        #expect(session.drawn.map(\.id) == [nil, create.id])
        #expect(session.presented(by: create.id) == nil)
        #expect(!session.isSettled)
        session.didPresent(nested.id)  // not the step in progress: ignored
        #expect(session.drawn.map(\.id) == [nil, create.id])
        session.didPresent(create.id)
        #expect(session.drawn.map(\.id) == [nil, create.id, nested.id])
        session.didPresent(nested.id)
        #expect(session.isSettled)
    }

    @Test("several modal levels are dismissed one per step, top first, while the base is drawn at once")
    func dismissOneLevelPerStep() async throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        let create = try todos.show(\.create)
        let nested = try create.child.show(\.nested)
        let session = settled(FrontEndSession(app))
        #expect(session.drawn.map(\.id) == [nil, create.id, nested.id])
        let awaited = Task { await nested.result() }
        await Task.yield()

        // A root switch under two sheets.
        try app.root(\.signedOut)
        session.sync()
        #expect(session.drawn[0] == session.layers.layers[0])
        #expect(session.drawn[0].root?.route == "signedOut")
        #expect(session.drawn.map(\.id) == [nil, create.id])
        // The core resumed the awaiting caller when it applied the switch.
        #expect(await awaited.value == .cancel(.parentEnded))
        session.didDismiss(presentedBy: nil)  // not the step in progress: ignored
        #expect(session.drawn.map(\.id) == [nil, create.id])
        session.didDismiss(presentedBy: create.id)
        #expect(session.drawn.map(\.id) == [nil])
        #expect(!session.isSettled)
        session.didDismiss(presentedBy: nil)
        #expect(session.isSettled)
    }

    @Test("a layer replaced by another is dismissed first, then the other is presented")
    func replacedLayer() throws {
        let todos = TodosCoordinator()
        try todos.show(\.create)
        let session = settled(FrontEndSession(todos))
        try todos.popToRoot()
        let cover = try todos.show(\.settings)
        session.sync()
        #expect(session.drawn.map(\.id) == [nil])
        session.didDismiss(presentedBy: nil)
        #expect(session.drawn.map(\.id) == [nil, cover.id])
        #expect(session.presented(by: nil)?.presentation == .fullScreenCover)
        session.didPresent(cover.id)
        #expect(session.isSettled)
    }

    @Test("a user's dismissal waits for its end before the next step, in either order of the UI's reports")
    func userDismissal() throws {
        for endFirst in [false, true] {
            let todos = TodosCoordinator()
            let create = try todos.show(\.create)
            let session = settled(FrontEndSession(todos))
            if endFirst { session.didDismiss(presentedBy: nil) }
            session.dismiss(create.id)
            #expect(!create.isShown)
            let cover = try todos.show(\.settings)
            session.sync()
            if !endFirst {
                // The sheet is still sliding away: the cover waits.
                #expect(session.presented(by: nil) == nil)
                session.didDismiss(presentedBy: nil)
            }
            #expect(session.presented(by: nil)?.id == cover.id)
        }
    }

    @Test(
        "a late nil write for a sheet replaced while it slid away dismisses nothing, in either order of the UI's reports"
    )
    func lateDismissalOfAReplacedSheet() throws {
        for endFirst in [false, true] {
            let todos = TodosCoordinator()
            let first = try todos.show(\.create)
            let session = settled(FrontEndSession(todos))
            // The binding the UI made while the first sheet was presented.
            let madeForFirst = session.presented(by: nil)?.id
            #expect(madeForFirst == first.id)

            // The user swipes the sheet; while it slides away, code replaces it.
            let second = try todos.navigation.transaction {
                try todos.popLast()
                return try todos.show(\.edit, 1)
            }
            session.sync()
            #expect(session.presented(by: nil) == nil)  // the first one's dismissal is the step
            let madeForNone = session.presented(by: nil)?.id
            if endFirst {
                // SwiftUI ends the dismissal, then writes nil through the binding it holds.
                session.didDismiss(presentedBy: nil)
                #expect(session.presented(by: nil)?.id == second.id)
                let revision = session.revision
                session.dismissPresented(by: nil, boundTo: madeForFirst)
                session.dismissPresented(by: nil, boundTo: madeForNone)
                // Redrawn after the view draws again, but not yet on screen: still not the user's.
                session.dismissPresented(by: nil, boundTo: second.id)
                #expect(session.revision == revision &+ 3)  // late writes draw again, and send nothing
            } else {
                // SwiftUI writes nil, then ends the dismissal.
                session.dismissPresented(by: nil, boundTo: madeForFirst)
                session.dismissPresented(by: nil, boundTo: madeForNone)
                session.didDismiss(presentedBy: nil)
            }
            #expect(second.isShown)
            #expect(session.presented(by: nil)?.id == second.id)
            session.didPresent(second.id)
            #expect(session.isSettled)

            // Once it is on screen, the user swipes the second sheet down.
            session.dismissPresented(by: nil, boundTo: second.id)
            #expect(!second.isShown)
            #expect(todos.navigation.snapshot.routes == ["list"])
        }
    }

    @Test("a back gesture across two stacks reaches the core as one change")
    func oneGestureOneChange() async throws {
        let todos = TodosCoordinator()
        let flow = try todos.show(\.reuse)
        let confirm = try flow.child.show(\.confirm)
        let later = try todos.show(\.todo, 7)
        let form = try #require(flow.child.navigation.snapshot.root?.id)
        let session = FrontEndSession(todos)
        let recorder = Recorder(todos)
        _ = await recorder.next()
        #expect(session.path(of: nil) == [form, confirm.id, later.id])

        session.setPath([form], of: nil)
        #expect(session.path(of: nil) == [form])
        let change = try #require(await recorder.next())
        #expect(change.cause == .user)
        #expect(change.snapshot.routes == ["list", "reuse"])
        // The next change is the next call's: the gesture made one change.
        try todos.show(\.todo, 8)
        #expect(await recorder.next()?.cause == .push)
    }

    @Test("echoed writes send nothing and draw nothing again")
    func echoes() async throws {
        let app = AppCoordinator()
        let signedIn = try app.root(\.signedIn, User(name: "ada"))
        let todosTab = try signedIn.child.focusFirst(\.todos)
        let create = try app.show(\.create)
        let session = settled(FrontEndSession(app))
        let recorder = Recorder(app)
        _ = await recorder.next()
        let revision = session.revision

        session.setPath(session.path(of: todosTab.id), of: todosTab.id)
        session.setPath(session.path(of: create.id), of: create.id)
        session.dismiss(EntryID(rawValue: .max))
        session.didPresent(create.id)
        session.didDismiss(presentedBy: nil)
        // A re-tap of a tab already at its root changes nothing either.
        session.select(todosTab.id, in: signedIn.id)
        session.select(nil, in: signedIn.id)
        #expect(session.revision == revision)

        try create.child.show(\.confirm)
        #expect(await recorder.next()?.cause == .push)
    }

    @Test("a refused report draws again, so the UI shows the core's state")
    func refusedReport() throws {
        let todos = TodosCoordinator()
        let one = try todos.show(\.todo, 1)
        let session = FrontEndSession(todos)
        let revision = session.revision
        session.setPath([one.id, one.id, one.id], of: nil)  // longer: not a back gesture
        #expect(session.revision == revision + 1)
        #expect(session.path(of: nil) == [one.id])
    }

    @Test("re-tapping a tab pops it once per tap, as the container's reselect says")
    func retap() async throws {
        let app = AppCoordinator()
        let signedIn = try app.root(\.signedIn, User(name: "ada"))
        let todosTab = try signedIn.child.focusFirst(\.todos)
        try todosTab.child.show(\.todo, 1)
        let session = FrontEndSession(app)
        let recorder = Recorder(app)
        _ = await recorder.next()

        session.select(todosTab.id, in: signedIn.id)
        #expect(await recorder.next()?.cause == .user)
        #expect(try todosTab.child.navigation.snapshot.routes == ["list"])
        #expect(session.path(of: todosTab.id).isEmpty)
        // The tab is at its root: the same write again sends nothing that changes.
        let revision = session.revision
        session.select(todosTab.id, in: signedIn.id)
        session.select(todosTab.id, in: signedIn.id)
        #expect(session.revision == revision)
        try todosTab.child.show(\.todo, 2)
        #expect(await recorder.next()?.cause == .push)

        // With reselect: .none, a re-tap leaves the stack alone and draws nothing again.
        let tabs = AppTabs(user: User(name: "ada"), reselect: .none)
        let todos = try tabs.focusFirst(\.todos)
        try todos.child.show(\.todo, 1)
        let tabSession = FrontEndSession(tabs)
        let before = tabSession.revision
        tabSession.select(todos.id, in: nil)
        #expect(try todos.child.navigation.snapshot.routes == ["list", "todo"])
        #expect(tabSession.revision == before)
    }

    /// Issue 38's walk: the session sent a re-tap once, then nothing until
    /// what it drew changed, so a re-tap after a guard said no reached
    /// nothing; UIKit and the gestures' table ask the guard again.
    @Test("a re-tap made again after its guard said no asks the guard again")
    func retapAfterVeto() async throws {
        let app = AppCoordinator()
        let signedIn = try app.root(\.signedIn, User(name: "ada"))
        let todosTab = try signedIn.child.focusFirst(\.todos)
        let todo = try todosTab.child.show(\.todo, 1)
        let asked = AskCount()
        try todo.setLeaveGuard {
            asked.count += 1
            return false
        }
        let session = FrontEndSession(app)
        let recorder = Recorder(app)
        _ = await recorder.next()

        for tap in 1...2 {
            session.select(todosTab.id, in: signedIn.id)
            let vetoed = try #require(await recorder.next())
            #expect(vetoed.cause == .vetoed)
            session.apply(vetoed)
            #expect(asked.count == tap)
        }
        #expect(try todosTab.child.navigation.snapshot.routes == ["list", "todo"])
        #expect(session.path(of: todosTab.id) == [todo.id])
    }

    @MainActor final class AskCount { var count = 0 }

    @Test("tapping another tab selects it")
    func selectOther() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let session = FrontEndSession(tabs)
        let profile = try #require(tabs.navigation.snapshot.entries.last?.id)
        let before = try #require(session.drawn.first?.container)
        session.select(profile, in: nil)
        #expect(tabs.navigation.selection == profile)
        #expect(session.selection(of: nil) == profile)
        #expect(session.selection(of: before) == profile)
    }

    @Test("the session follows its coordinator's changes")
    func follows() async throws {
        let todos = TodosCoordinator()
        let session = FrontEndSession(todos)
        let following = Task { await session.follow() }
        let one = try todos.show(\.todo, 1)
        while session.path(of: nil) != [one.id] { await Task.yield() }
        #expect(session.item(one.id, onStackOf: nil)?.input == "1")
        #expect(session.follows(todos) && !session.follows(TodosCoordinator()))
        following.cancel()
        await following.value
    }
}

@Suite("Guarded entries in a front end", .timeLimit(.minutes(1)))
@MainActor
struct GuardedFrontEndTests {
    @Test("layers say which items and sheets are guarded")
    func guardedLayers() throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        #expect(ModalLayers(coordinator.navigation.snapshot).top?.path.map(\.isGuarded) == [false])
        try coordinator.navigation.setLeaveGuard(for: detail.id) { true }
        let layers = ModalLayers(coordinator.navigation.snapshot)
        #expect(layers.top?.path.map(\.isGuarded) == [true])
        #expect(layers.top?.root?.isGuarded == false)

        let editor = try coordinator.show(\.editor)
        let sheet = try #require(ModalLayers(coordinator.navigation.snapshot).top)
        #expect(sheet.id == editor.id && sheet.isGuarded)
        #expect(sheet.root?.isGuarded == true)
    }

    @Test("a flow's guard inside a pushed flow guards its root item")
    func guardInsideFlow() throws {
        let todos = TodosCoordinator()
        let flow = try todos.show(\.reuse)
        let confirm = try flow.child.show(\.confirm)
        try flow.child.navigation.setLeaveGuard(for: confirm.id) { true }
        let path = try #require(ModalLayers(todos.navigation.snapshot).top?.path)
        // Leaving the flow's root removes the guarded screen too.
        #expect(path.map(\.isGuarded) == [true, true])
    }

    @Test("a pending swipe back keeps the shorter path; a veto draws the screen again")
    func pendingSwipe() async throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { await manual.ask() }
        let session = FrontEndSession(coordinator)
        let recorder = Recorder(coordinator)
        _ = await recorder.next()

        session.setPath([], of: nil)
        // Not drawn again while the guard is asked: that would make the screen anew.
        #expect(session.path(of: nil).isEmpty)
        session.sync()
        #expect(session.path(of: nil).isEmpty)
        await manual.answer(false)
        let vetoed = try #require(await recorder.next())
        #expect(vetoed.cause == .vetoed)
        session.apply(vetoed)
        #expect(session.path(of: nil) == [detail.id])

        session.setPath([], of: nil)
        await manual.answer(true)
        let applied = try #require(await recorder.next())
        #expect(applied.cause == .user)
        session.apply(applied)
        #expect(session.path(of: nil).isEmpty)
        #expect(!detail.isShown)
    }

    @Test("a pending sheet dismissal keeps the sheet away; a veto presents it again")
    func pendingDismissal() async throws {
        let coordinator = EditingCoordinator()
        let editor = try coordinator.show(\.editor)
        let session = FrontEndSession(coordinator)
        session.didPresent(editor.id)
        let recorder = Recorder(coordinator)
        _ = await recorder.next()

        session.dismiss(editor.id)
        #expect(session.presented(by: nil) == nil)
        session.sync()
        session.didDismiss(presentedBy: nil)
        #expect(session.presented(by: nil) == nil)
        let vetoed = try #require(await recorder.next())
        #expect(vetoed.cause == .vetoed)
        session.apply(vetoed)
        #expect(session.presented(by: nil)?.id == editor.id)
    }

    @Test("the front end's own back button asks the guard and changes nothing until it agrees")
    func guardedBack() async throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { await manual.ask() }
        let session = FrontEndSession(coordinator)
        let recorder = Recorder(coordinator)
        _ = await recorder.next()
        let revision = session.revision

        session.goBack(from: detail.id, onStackOf: nil)
        #expect(session.path(of: nil) == [detail.id])
        #expect(session.revision == revision)
        await manual.answer(true)
        let applied = try #require(await recorder.next())
        session.apply(applied)
        #expect(session.path(of: nil).isEmpty)
        #expect(!detail.isShown)
    }
}

@Suite("Containers pushed on a stack", .timeLimit(.minutes(1)))
@MainActor
struct PushedContainerTests {
    @Test("what a pushed container's tab pushes joins the outer stack's path")
    func navigationPath() throws {
        let host = HostCoordinator()
        let pushed = try host.show(\.tabs)
        let todosTab = try pushed.child.focusFirst(\.todos)
        let one = try todosTab.child.show(\.todo, 1)
        let two = try todosTab.child.show(\.todo, 2)
        let layers = ModalLayers(host.navigation.snapshot)
        let base = try #require(layers.top)
        #expect(!base.drawsContainerOnly)
        #expect(base.pathIDs == [pushed.id])
        #expect(base.navigationPath.map(\.id) == [pushed.id, one.id, two.id])
        #expect(layers.item(two.id, onStackOf: nil)?.input == "2")
        #expect(layers.item(host.navigation.snapshot.entries[0].id, onStackOf: nil)?.route == "start")

        let list = try #require(todosTab.child.navigation.snapshot.root?.id)
        #expect(layers.intents(forNavigationPath: [pushed.id, one.id], in: nil) == [.popped(to: one.id)])
        #expect(layers.intents(forNavigationPath: [pushed.id], in: nil) == [.popped(to: list)])
        #expect(layers.intents(forNavigationPath: [], in: nil) == [.popped(to: host.navigation.snapshot.entries[0].id)])
        #expect(layers.intents(forNavigationPath: [pushed.id, one.id, two.id], in: nil).isEmpty)
        #expect(layers.intents(forNavigationPath: [one.id], in: nil).isEmpty)

        let session = FrontEndSession(host)
        session.setPath([pushed.id], of: nil)
        #expect(try todosTab.child.navigation.snapshot.routes == ["list"])
        #expect(session.path(of: nil) == [pushed.id])
    }

    @Test("tabs at the bottom of a layer draw only their children's stacks")
    func containerOnly() throws {
        let app = AppCoordinator()
        try app.root(\.signedIn, User(name: "ada"))
        let base = try #require(ModalLayers(app.navigation.snapshot).top)
        #expect(base.drawsContainerOnly)
        #expect(base.navigationPath.isEmpty)
        #expect(!ModalLayers(TodosCoordinator().navigation.snapshot).layers[0].drawsContainerOnly)
    }
}

/// A stack that pushes tabs.
@MainActor
private final class HostCoordinator: NavigationCoordinator {
    let stack = RouteStack<HostCoordinator>(root: \.start)
    @Root var start = makeStart
    @Route(.push) var tabs = makeTabs
    func makeStart() -> Screen { .list }
    func makeTabs() -> AppTabs { AppTabs(user: User(name: "ada")) }
}
