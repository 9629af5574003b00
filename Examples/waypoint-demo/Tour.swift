import Waypoint

/// A scripted walk through the core: push, await a child flow's result, a user
/// gesture, structured cancellation, and a misuse reported as a typed error.
@MainActor
struct Tour {
    let todos = TodosCoordinator()

    func run() async {
        let printer = Task { @MainActor in
            for await change in todos.changes(buffering: .all) {
                print("── change v\(change.version) · cause: \(change.cause)")
                print(change.snapshot)
                print("")
            }
        }
        defer { printer.cancel() }

        step("Open the 'new todo' sheet and await the todo it returns")
        let creation = Task { await todos.route(to: \.create) }
        await settle()
        step("Save the form: the flow finishes with .done")
        if let flow = try? todos.focusFirst(\.create).child {
            try? flow.save(title: "Buy milk")
        }
        if case .done(let todo) = await creation.value {
            todos.add(todo)
            say("route(to: \\.create) returned .done(\(todo))")
            step("Push the new todo's detail screen")
            _ = try? todos.show(\.todo, todo.id)
        }
        await settle()

        step("The user swipes back to the list (a front-end intent)")
        let listID = todos.snapshot.entries[0].id
        say("receive(.popped(to: \(listID))) → \(todos.receive(.popped(to: listID)))")
        await settle()

        step("Open the sheet again, then cancel the task awaiting it")
        let abandoned = Task { await todos.route(to: \.create) }
        await settle()
        abandoned.cancel()
        say("the awaiting task got \(await abandoned.value)")
        await settle()

        step("Pop past the root: a typed error, and nothing changes")
        do {
            try todos.popLast()
        } catch {
            say("popLast() threw \(error)")
        }
        say("tour finished: \(todos.todos.count) todo(s) created")
    }

    private func step(_ text: String) {
        print("▶ \(text)")
    }

    private func say(_ text: String) {
        print("  \(text)\n")
    }

    /// Lets the printer and the awaiting tasks run before the next step.
    private func settle() async {
        for _ in 0..<10 { await Task.yield() }
    }
}
