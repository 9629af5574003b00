// The navigation and tab bars and their appearances (UINavigationBar.h,
// UITabBar.h, UIBarAppearance.h, UINavigationBarAppearance.h,
// UITabBarAppearance.h): what an app sets on the controllers the front end
// makes.

@MainActor @preconcurrency open class UINavigationBar: UIView {
    /// iOS 11.
    open var prefersLargeTitles: Bool {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 13.
    open var standardAppearance: UINavigationBarAppearance {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 13.
    open var compactAppearance: UINavigationBarAppearance? {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 13.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { standIn() }
        set { standIn() }
    }
}

@MainActor @preconcurrency open class UITabBar: UIView {
    /// iOS 13.
    open var standardAppearance: UITabBarAppearance {
        get { standIn() }
        set { standIn() }
    }
    /// iOS 15.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { standIn() }
        set { standIn() }
    }
}

/// iOS 13. `init` is not a designated initializer in the header: a convenience one.
@MainActor @preconcurrency open class UIBarAppearance: NSObject {
    public convenience override init() { standIn() }
    open func configureWithDefaultBackground() { standIn() }
    open func configureWithOpaqueBackground() { standIn() }
    open func configureWithTransparentBackground() { standIn() }
    open var backgroundColor: UIColor? {
        get { standIn() }
        set { standIn() }
    }
}

/// iOS 13.
@MainActor @preconcurrency open class UINavigationBarAppearance: UIBarAppearance {}

/// iOS 13.
@MainActor @preconcurrency open class UITabBarAppearance: UIBarAppearance {}
