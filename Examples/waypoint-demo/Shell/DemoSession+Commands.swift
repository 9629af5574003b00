import Waypoint
import WaypointFrontEnd

extension DemoSession {
    /// Runs a parsed command. A command that cannot run in the current state
    /// says why and changes nothing.
    ///
    /// - Returns: whether the command ran.
    func execute(_ command: Command) async -> Bool {
        if let alert = ModalLayers(app.navigation.snapshot).alert, command.needsTheScreen {
            // An alert covers the screen: it is answered first.
            fail("“\(alert.content.title)” is asking; choose 1–\(alert.content.buttons.count), or back to dismiss it")
            return false
        }
        switch command {
        case .help:
            help()
            return true
        case .show:
            redraw()
            return true
        case .quit:
            return true
        case .signIn:
            return await signIn()
        case .save(let text):
            return save(text)
        case .cancel:
            return cancel()
        case .back:
            return back()
        case .tab(let name):
            return tab(name)
        case .new:
            return await newTodo()
        case .todo(let id):
            return open(todo: id)
        case .edit:
            return await edit()
        case .delete:
            return await delete()
        case .rename:
            return await rename()
        case .type(let text):
            return type(text)
        case .choose(let number):
            return choose(number)
        case .resize(let detent):
            return resize(to: detent)
        case .lists:
            return openLists()
        case .select(let name):
            return select(name)
        case .sidebar(let shown):
            return sidebar(shown: shown)
        case .width(let width):
            return change(to: width)
        case .signOut:
            return signOut()
        case .open(let url):
            return open(url)
        case .newWindow:
            return await openWindow()
        case .window(let number):
            return activate(number)
        case .windows:
            listWindows()
            return true
        }
    }

    private func help() {
        say("commands:")
        let width = Command.summary.map(\.usage.count).max() ?? 0
        for (usage, meaning) in Command.summary {
            say("  " + usage + String(repeating: " ", count: width + 2 - usage.count) + meaning)
        }
    }

    /// Opens the sign-in sheet and awaits the user it returns; then switches
    /// the app's root.
    private func signIn() async -> Bool {
        guard case .welcome = place else {
            if let tabs {
                fail("already signed in as \(tabs.user); signout first")
            } else {
                fail("signin works on the welcome screen; you are on \(place.name)")
            }
            return false
        }
        let app = self.app
        await startFlow(on: app) {
            await app.route(to: \.signIn)
        } then: { [weak self] result in
            self?.say("  ↳ route(to: \\.signIn) returned \(result)")
            guard case .done(let user) = result else { return }
            do {
                try app.root(\.signedIn, user)
            } catch {
                self?.fail("could not sign in: \(error)")
            }
        }
        return true
    }

    /// Submits the form on screen.
    private func save(_ text: String) -> Bool {
        do throws(NavigationError) {
            switch place {
            case .signInForm(let flow):
                try flow.signIn(as: text)
            case .todoForm(let flow):
                try flow.save(title: text)
            case .todoEditor(let editor, let id):
                store.rename(id, to: text)
                // The editor completes itself through its handle: its awaiter gets `.done`.
                try editor.complete()
            default:
                fail(
                    "nothing to save on \(place.name); save works on the sign-in form, the new-todo form and the editor"
                )
                return false
            }
            return true
        } catch {
            fail("save failed: \(error)")
            return false
        }
    }

    /// Cancels the form on screen.
    private func cancel() -> Bool {
        do throws(NavigationError) {
            switch place {
            case .signInForm(let flow):
                try flow.finish(.cancel())
            case .todoForm(let flow):
                try flow.finish(.cancel())
            case .todoEditor(let editor, _):
                try editor.dismiss()
            default:
                fail("nothing to cancel on \(place.name)")
                return false
            }
            return true
        } catch {
            fail("cancel failed: \(error)")
            return false
        }
    }

    /// Goes back the way a person would, reported as the user's intents: what a
    /// SwiftUI `NavigationStack` or sheet reports, cut with `ModalLayers`; in a
    /// split view, what its stack in the current width reports.
    private func back() -> Bool {
        let layers = ModalLayers(app.navigation.snapshot)
        let intents = intentsForBackInSplit(layers) ?? layers.intentsForBack()
        guard !intents.isEmpty else {
            fail("nothing to go back to on \(place.name)")
            return false
        }
        for intent in intents {
            say("  ↳ receive(\(intent)) → \(app.navigation.receive(intent))")
        }
        return true
    }

    /// Taps a tab, reported as the user's intent.
    private func tab(_ name: String) -> Bool {
        let layers = ModalLayers(app.navigation.snapshot)
        guard let top = layers.top, let container = top.container, container.kind == .tabs else {
            if let top = layers.top, top.isModal {
                fail("a sheet covers the tabs; save, cancel or go back first")
            } else {
                fail("there are no tabs on \(place.name); signin first")
            }
            return false
        }
        let wanted = name.lowercased()
        guard
            let child = container.children.first(where: {
                $0.route.lowercased() == wanted || $0.item?.title.lowercased() == wanted
            }),
            let intent = layers.intent(forSelecting: child.id, in: container.id)
        else {
            let names = container.children.map(\.route).joined(separator: ", ")
            fail("no tab '\(name)'; the tabs are \(names)")
            return false
        }
        say("  ↳ receive(\(intent)) → \(app.navigation.receive(intent))")
        return true
    }

    /// Opens the new-todo sheet over the todos tab and awaits the todo it
    /// returns; then shows it.
    private func newTodo() async -> Bool {
        guard let tabs else {
            fail("new works once signed in; signin first")
            return false
        }
        switch place {
        case .todoList(let todos) where lists != nil, .todoDetail(let todos, _) where lists != nil:
            // The selected list's stack, in the split's detail: the sheet opens over the split.
            await startNewTodo(in: todos)
            return true
        default:
            break
        }
        if let top = ModalLayers(app.navigation.snapshot).top, top.isModal {
            fail("\(place.name) is open; save or cancel it first")
            return false
        }
        do throws(NavigationError) {
            let todos = try tabs.focusFirst(\.todos).child
            await startNewTodo(in: todos)
            return true
        } catch {
            fail("cannot open the new-todo sheet: \(error)")
            return false
        }
    }

    func startNewTodo(in todos: TodosCoordinator) async {
        let store = self.store
        await startFlow(on: todos) {
            await todos.route(to: \.create)
        } then: { [weak self] result in
            self?.say("  ↳ route(to: \\.create) returned \(result)")
            guard case .done(let todo) = result else { return }
            store.insert(todo)
            do {
                try todos.show(\.detail, todo.id)
            } catch {
                self?.fail("cannot show \(todo): \(error)")
            }
        }
    }

    /// Pushes a todo's detail on the todos stack.
    private func open(todo id: Int) -> Bool {
        let todos: TodosCoordinator
        switch place {
        case .todoList(let shown), .todoDetail(let shown, _):
            todos = shown
        default:
            fail("open a todo from the todo list (tab todos); you are on \(place.name)")
            return false
        }
        guard store.todo(id) != nil else {
            fail("no todo #\(id); the todos are \(store.todos.map { "#\($0.id)" }.joined(separator: ", "))")
            return false
        }
        do throws(NavigationError) {
            try todos.show(\.detail, id)
            return true
        } catch {
            fail("cannot open todo #\(id): \(error)")
            return false
        }
    }

    /// Pushes the editor of the todo on screen and awaits it.
    private func edit() async -> Bool {
        guard case .todoDetail(let todos, let id) = place else {
            fail("edit works on a todo's detail; you are on \(place.name)")
            return false
        }
        await startEdit(of: id, in: todos)
        return true
    }

    func startEdit(of id: Int, in todos: TodosCoordinator) async {
        let store = self.store
        await startFlow(on: todos) {
            await todos.route(to: \.edit, id)
        } then: { [weak self] result in
            self?.say("  ↳ route(to: \\.edit, \(id)) returned \(result)")
            if result.isDone, let todo = store.todo(id) {
                self?.say("  ↳ todo \(todo) saved")
            }
        }
    }

    /// Asks whether to delete the todo on screen, and awaits the answer: an
    /// alert, drawn above everything; `.done(true)` deletes the todo and pops
    /// its detail.
    private func delete() async -> Bool {
        guard case .todoDetail(let todos, let id) = place else {
            fail("delete works on a todo's detail; you are on \(place.name)")
            return false
        }
        let store = self.store
        await startFlow(on: todos) {
            await todos.route(to: \.confirmDelete, id)
        } then: { [weak self] result in
            self?.say("  ↳ route(to: \\.confirmDelete, \(id)) returned \(result)")
            guard case .done(true) = result else { return }
            store.delete(id)
            do {
                if let detail = todos.navigation.snapshot.entries.last(where: {
                    $0.route == "todo" && $0.input == "\(id)"
                }) {
                    try todos.pop(detail.id)
                }
            } catch {
                self?.fail("cannot close todo #\(id): \(error)")
            }
        }
        return true
    }

    /// Asks for a new title for the todo on screen, and awaits it: an alert
    /// whose Rename button is disabled while its field is empty; `.done(title)`
    /// renames the todo.
    private func rename() async -> Bool {
        guard case .todoDetail(let todos, let id) = place else {
            fail("rename works on a todo's detail; you are on \(place.name)")
            return false
        }
        let store = self.store
        await startFlow(on: todos) {
            await todos.route(to: \.rename, id)
        } then: { [weak self] result in
            self?.say("  ↳ route(to: \\.rename, \(id)) returned \(result)")
            guard case .done(let title?) = result else { return }
            store.rename(id, to: title)
            if let todo = store.todo(id) { self?.say("  ↳ todo \(todo) renamed") }
        }
        return true
    }

    /// Types in the field of the alert on screen (its first one): the field
    /// holds `text` now, and the alert is drawn again with the buttons the
    /// text enables. Nothing is sent until a button is chosen.
    private func type(_ text: String) -> Bool {
        guard let alert = ModalLayers(app.navigation.snapshot).alert else {
            fail("no alert is asking; type fills its field")
            return false
        }
        guard let field = alert.content.fields.first else {
            fail("“\(alert.content.title)” has no field to type in")
            return false
        }
        var texts = window.typed(in: alert.id)
        texts[field.name] = text
        window.typedInAlert = (alert.id, texts)
        drawAlert(of: app.navigation.snapshot)
        return true
    }

    /// Taps a button of the alert on screen, by its number, with what was
    /// typed in its field, as the gestures' table says on every front end: a
    /// button disabled for those texts is refused; another is reported as the
    /// user's intent, and the awaiting `route(to:)` gets its value.
    private func choose(_ number: Int) -> Bool {
        let layers = ModalLayers(app.navigation.snapshot)
        guard let alert = layers.alert else {
            fail("no alert is asking; choose answers one")
            return false
        }
        let buttons = alert.content.buttons
        guard buttons.indices.contains(number - 1) else {
            fail("“\(alert.content.title)” has buttons 1–\(buttons.count)")
            return false
        }
        let gesture = UserGesture.answerAlert(buttons[number - 1].label, texts: window.typed(in: alert.id))
        switch layers.intents(for: gesture, width: width) {
        case .success(let intents):
            let intent = intents.count == 1 ? "\(intents[0])" : "\(intents)"
            say("  ↳ receive(\(intent)) → \(app.navigation.receive(intents))")
            return true
        case .failure(let refusal):
            fail("refused: \(refusal.message)")
            return false
        }
    }

    /// Drags the sheet on screen to a detent, reported as the user's intent.
    private func resize(to detent: SheetDetent) -> Bool {
        let layers = ModalLayers(app.navigation.snapshot)
        guard let sheet = layers.top, let id = sheet.id, let detents = sheet.style?.detents, !detents.isEmpty else {
            fail("no sheet with sizes is on screen; new opens one")
            return false
        }
        guard let intent = layers.intent(forDetent: detent, of: id) else {
            let names = detents.map(\.description).joined(separator: ", ")
            fail(sheet.detent == detent ? "the sheet rests at \(detent) already" : "the sheet rests at \(names) only")
            return false
        }
        say("  ↳ receive(\(intent)) → \(app.navigation.receive(intent))")
        return true
    }

    /// Switches the app back to its signed-out root. Every flow awaited in the
    /// signed-in subtree resumes with `.cancel`, exactly once.
    private func signOut() -> Bool {
        guard tabs != nil else {
            fail("not signed in")
            return false
        }
        do throws(NavigationError) {
            try app.root(\.signedOut)
            return true
        } catch {
            fail("cannot sign out: \(error)")
            return false
        }
    }
}
