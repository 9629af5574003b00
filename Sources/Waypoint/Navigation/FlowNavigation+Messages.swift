extension FlowNavigation {
    /// Sends a message up the tree, to the nearest ancestors that handle its type,
    /// innermost first, until one handles it.
    ///
    /// Sending changes no navigation state and yields no change; a message is for
    /// telling an ancestor something without ending the flow.
    ///
    /// ```swift
    /// send(TodoMessage.didComplete(42))
    /// ```
    ///
    /// - Parameter message: the message.
    /// - Returns: which ancestor handled it, or ``MessageDelivery/unhandled``.
    @discardableResult
    public func send<Message: Sendable>(_ message: Message) -> MessageDelivery {
        var current = node.parent
        while let ancestor = current {
            if let handler = ancestor.owner as? any MessageHandling<Message>,
                handler.handle(message) == .handled
            {
                return .handled(by: ancestor.typeName)
            }
            current = ancestor.parent
        }
        return .unhandled
    }

    /// A router to the nearest coordinator of a type: this one, or its nearest
    /// ancestor of that type. The lookup follows the tree, so two instances of
    /// one type never get confused: the innermost one that contains this
    /// coordinator wins.
    ///
    /// ```swift
    /// let app: Router<AppCoordinator>? = todo.router(to: AppCoordinator.self)
    /// ```
    ///
    /// - Parameter to: the type of coordinator to look for.
    /// - Returns: the router, or `nil` if neither this coordinator nor an
    ///   ancestor is of that type.
    public func router<Target: Coordinator>(to _: Target.Type) -> Router<Target>? {
        node.router(to: Target.self)
    }
}

extension FlowNode {
    /// A router to the nearest coordinator of type `Target`: this node's owner
    /// or an ancestor.
    func router<Target: Coordinator>(to _: Target.Type) -> Router<Target>? {
        var current: FlowNode? = self
        while let candidate = current {
            if let target = candidate.owner as? Target {
                return Router(target)
            }
            current = candidate.parent
        }
        return nil
    }
}
