/// A coordinator that handles typed messages sent up the tree by its
/// descendants, without them ending (SwiftUICoordinator's `handle(_:)`).
///
/// ```swift
/// enum TodoMessage: Sendable { case didComplete(Int) }
///
/// extension TodosCoordinator: MessageHandling {
///     func handle(_ message: TodoMessage) -> MessageDisposition {
///         if case .didComplete(let id) = message { badge += 1 }
///         return .handled
///     }
/// }
///
/// // In a descendant flow:
/// send(TodoMessage.didComplete(42))
/// ```
@MainActor
public protocol MessageHandling<Message>: Coordinator {
    /// The type of the messages this coordinator handles.
    associatedtype Message: Sendable

    /// Handles a message from a descendant.
    ///
    /// - Parameter message: the message a descendant sent with
    ///   ``Coordinator/send(_:)``.
    /// - Returns: ``MessageDisposition/handled`` to stop the message here, or
    ///   ``MessageDisposition/passOn`` to let the next ancestor see it.
    func handle(_ message: Message) -> MessageDisposition
}

/// What a handler did with a message.
public enum MessageDisposition: Sendable, Hashable {
    /// The message stops here.
    case handled
    /// The next ancestor that handles this message type sees it too.
    case passOn
}

/// Where a sent message ended up.
public enum MessageDelivery: Sendable, Hashable {
    /// An ancestor of this type handled it.
    case handled(by: String)
    /// No ancestor handled it. Nothing else happens: the message is dropped.
    case unhandled
}

extension Coordinator {
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
        var current: FlowNode? = node
        while let candidate = current {
            if let target = candidate.owner as? Target {
                return Router(target)
            }
            current = candidate.parent
        }
        return nil
    }
}
