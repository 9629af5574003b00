// Sheets, full-screen covers and tasks. The item of a sheet must be
// Identifiable; a task's closure is `@Sendable` and inherits the caller's
// actor, as in the SDK.

extension View {
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { self }

    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { self }

    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { self }

    nonisolated public func fullScreenCover<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { self }

    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    @_disfavoredOverload
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    @_disfavoredOverload
    nonisolated public func task<T>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable { self }

    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

// Popovers and sheet sizes. A popover's item must be Identifiable; its
// attachment anchor is not Sendable, as in the SDK.

public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

@available(*, unavailable)
extension PopoverAttachmentAnchor: Sendable {}

extension View {
    nonisolated public func popover<Item, Content>(
        item: Binding<Item?>,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { self }

    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>,
        selection: Binding<PresentationDetent>
    ) -> some View { self }

    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    ) -> some View { self }

    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

public struct PresentationDetent: Hashable, Sendable {
    public static let medium: PresentationDetent = PresentationDetent()
    public static let large: PresentationDetent = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { standIn() }
    public static func height(_ height: CGFloat) -> PresentationDetent { standIn() }

    private init() {}
}

public struct PresentationBackgroundInteraction: Sendable {
    public static var automatic: PresentationBackgroundInteraction { standIn() }
    public static var enabled: PresentationBackgroundInteraction { standIn() }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        standIn()
    }
}

public struct PresentationAdaptation: Sendable {
    public static var automatic: PresentationAdaptation { standIn() }
    public static var popover: PresentationAdaptation { standIn() }
}
