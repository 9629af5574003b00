extension AppScenes {
    /// Picks the scene a request goes to by a rule, without changing anything.
    ///
    /// ```swift
    /// let landing = try scenes.scene(for: SceneTarget(route: "todo", 42), from: window)
    /// landing.scene, landing.choice          // the window showing todo 42, .showing
    /// ```
    ///
    /// - Parameters:
    ///   - target: what the request opens, for ``SceneChoice/showing``.
    ///   - origin: the scene the request came from, for ``SceneChoice/origin``.
    ///   - rule: the choices, tried in order.
    /// - Returns: the scene and the choice that picked it; `nil` when the
    ///   choice that applies is ``SceneChoice/newScene`` (no scene exists
    ///   for it until a request makes one).
    /// - Throws: ``SceneError/Code/unknownScene`` or
    ///   ``SceneError/Code/discardedScene`` for the origin;
    ///   ``SceneError/Code/noScene`` if no choice applies.
    public func scene(
        for target: SceneTarget?,
        from origin: SceneID? = nil,
        rule: SceneRule = .standard
    ) throws(SceneError) -> SceneLanding? {
        if let origin { _ = try root(of: origin) }
        let scenes = live()
        for choice in rule.choices {
            switch choice {
            case .showing:
                guard let target else { continue }
                let showing = scenes.filter { target.isShown(in: $0.root.navigation.snapshot) }
                if let origin, showing.contains(where: { $0.id == origin }) {
                    return SceneLanding(scene: origin, choice: choice)
                }
                if let best = Self.mostRecent(showing) { return SceneLanding(scene: best, choice: choice) }
            case .origin:
                if let origin { return SceneLanding(scene: origin, choice: choice) }
            case .active:
                if let best = Self.mostRecent(scenes.filter { $0.activity != .unattached }) {
                    return SceneLanding(scene: best, choice: choice)
                }
            case .newScene:
                if opensWindows { return nil }
            default:
                continue
            }
        }
        throw SceneError(.noScene, scene: origin, "no choice of the rule '\(rule)' applies")
    }

    /// The scene the user worked in last: active before coming to the
    /// foreground before the background, then the most recent.
    private static func mostRecent(
        _ scenes: [(id: SceneID, root: Root, activity: SceneActivity, stamp: UInt64)]
    ) -> SceneID? {
        func rank(_ activity: SceneActivity) -> Int {
            switch activity {
            case .foregroundActive: 3
            case .foregroundInactive: 2
            case .background: 1
            default: 0
            }
        }
        return scenes.max { (rank($0.activity), $0.stamp) < (rank($1.activity), $1.stamp) }?.id
    }

    /// Opens a parsed link in the scene the rule picks, as one transaction
    /// with cause ``ChangeCause/deepLink``; the front end is asked to bring
    /// that window forward, or to open a new one.
    ///
    /// ```swift
    /// let plan = try links.parse(url)
    /// let landing = try scenes.open(plan, showing: SceneTarget(route: "todo", 42), from: window)
    /// ```
    ///
    /// - Parameters:
    ///   - plan: the link, parsed by ``DeepLinks/parse(_:)``.
    ///   - target: what the link opens, for ``SceneChoice/showing``.
    ///   - origin: the scene the link was opened in, if any.
    ///   - rule: how to pick the scene; ``SceneRule/standard`` by default.
    /// - Returns: the scene that took the link, and the choice that picked it.
    /// - Throws: as ``scene(for:from:rule:)``, or ``SceneError/Code/linkFailed``
    ///   with the ``DeepLinkError`` if a step fails there. Nothing changes
    ///   then: no scene is made, no window asked for.
    @discardableResult
    public func open(
        _ plan: DeepLinkPlan<Root>,
        showing target: SceneTarget? = nil,
        from origin: SceneID? = nil,
        rule: SceneRule = .standard
    ) throws(SceneError) -> SceneLanding {
        try land(target, from: origin, rule: rule) { root, scene throws(SceneError) in
            do throws(DeepLinkError) {
                try plan.apply(to: root)
            } catch {
                throw SceneError(.linkFailed, scene: scene, "the link did not open: \(error)", deepLinkError: error)
            }
        }
    }

    /// Parses a link and opens it in the scene the rule picks
    /// (``open(_:showing:from:rule:)``).
    ///
    /// ```swift
    /// try scenes.open("todos://todos/42", with: links, showing: SceneTarget(route: "todo", 42), from: window)
    /// ```
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - links: the app's links.
    ///   - target: what the link opens, for ``SceneChoice/showing``.
    ///   - origin: the scene the link was opened in, if any.
    ///   - rule: how to pick the scene; ``SceneRule/standard`` by default.
    /// - Returns: the scene that took the link, and the choice that picked it.
    /// - Throws: ``SceneError/Code/linkFailed`` with the ``DeepLinkError`` for
    ///   a link that does not parse; else as ``open(_:showing:from:rule:)``.
    @discardableResult
    public func open(
        _ url: String,
        with links: DeepLinks<Root>,
        showing target: SceneTarget? = nil,
        from origin: SceneID? = nil,
        rule: SceneRule = .standard
    ) throws(SceneError) -> SceneLanding {
        let plan: DeepLinkPlan<Root>
        do throws(DeepLinkError) {
            plan = try links.parse(url)
        } catch {
            throw SceneError(.linkFailed, scene: origin, "the link does not parse: \(error)", deepLinkError: error)
        }
        return try open(plan, showing: target, from: origin, rule: rule)
    }

    /// Runs navigation steps — a notification's action, a shortcut — in the
    /// scene the rule picks, as one transaction with cause
    /// ``ChangeCause/deepLink``; the front end is asked to bring that window
    /// forward, or to open a new one.
    ///
    /// ```swift
    /// try scenes.open(showing: SceneTarget(route: "todo", id), from: nil) { app in
    ///     try app.showTodo(id)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - target: what the steps open, for ``SceneChoice/showing``.
    ///   - origin: the scene the request came from, if any.
    ///   - rule: how to pick the scene; ``SceneRule/standard`` by default.
    ///   - steps: the steps, run on the scene's root.
    /// - Returns: the scene that took the steps, and the choice that picked it.
    /// - Throws: as ``scene(for:from:rule:)``, or ``SceneError/Code/stepFailed``
    ///   if a step throws (with the ``NavigationError``, if it threw one).
    ///   Nothing changes then: no scene is made, no window asked for.
    @discardableResult
    public func open<Failure: Error>(
        showing target: SceneTarget?,
        from origin: SceneID? = nil,
        rule: SceneRule = .standard,
        _ steps: @escaping (Root) throws(Failure) -> Void
    ) throws(SceneError) -> SceneLanding {
        try land(target, from: origin, rule: rule) { root, scene throws(SceneError) in
            do {
                try root.navigation.transaction(cause: .deepLink) { () throws(Failure) in try steps(root) }
            } catch {
                throw SceneError(
                    .stepFailed,
                    scene: scene,
                    "a step failed: \(error)",
                    navigationError: error as? NavigationError
                )
            }
        }
    }

    /// Picks the scene, runs `body` on its root, and asks the front end for
    /// its window; a scene made for it is taken back if `body` throws.
    private func land(
        _ target: SceneTarget?,
        from origin: SceneID?,
        rule: SceneRule,
        _ body: (Root, SceneID) throws(SceneError) -> Void
    ) throws(SceneError) -> SceneLanding {
        guard let landing = try scene(for: target, from: origin, rule: rule) else {
            let scene = makeScene()
            do throws(SceneError) {
                try body(try root(of: scene), scene)
            } catch {
                unmakeScene(scene)
                throw error
            }
            announceScene(scene)
            return SceneLanding(scene: scene, choice: .newScene)
        }
        try body(try root(of: landing.scene), landing.scene)
        bringForward(landing.scene, unless: origin)
        return landing
    }

    /// Asks the front end to bring a scene's window forward, unless the
    /// request came from it and it is active already.
    func bringForward(_ scene: SceneID, unless origin: SceneID?) {
        guard let activity = try? activity(of: scene), scene != origin || activity != .foregroundActive else {
            return
        }
        request(.activate, scene)
    }
}
