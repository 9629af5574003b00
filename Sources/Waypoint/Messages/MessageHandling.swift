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
    ///   ``FlowNavigation/send(_:)``.
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
