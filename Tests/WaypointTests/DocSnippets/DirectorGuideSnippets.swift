import Waypoint

// The Waypoint code of Docs/Migrating-from-Director-and-XCoordinator.md,
// compiled. Each `// snippet:` region is a code block of the guide, word for
// word; `DocSnippetTests` checks that the two copies match and runs the flows.

enum DirectorGuide {
    // The guide's supporting types, which it describes in words.

    enum Screen: Sendable, Hashable {
        case home
        case detail
        case help
        case profile
        case color(String)
    }

    @MainActor
    final class ColorCoordinator: NavigationCoordinator {
        let stack = RouteStack<ColorCoordinator>(root: \.color)
        let name: String
        @Root var color = makeColor

        init(color: String) {
            self.name = color
        }

        func makeColor() -> Screen { .color(name) }
    }

    // snippet: director-home
    @MainActor
    final class HomeCoordinator: NavigationCoordinator {
        let stack = RouteStack<HomeCoordinator>(root: \.home)

        @Root var home = makeHome
        @Route(.push) var detail = makeDetail
        @Route(.sheet) var help = makeHelp
        @Route(.push) var profile = makeProfile

        func makeHome() -> Screen { .home }
        func makeDetail() -> Screen { .detail }
        func makeHelp() -> Screen { .help }
        func makeProfile() -> ProfileCoordinator { ProfileCoordinator() }
    }
    // end-snippet

    // snippet: director-model
    @MainActor
    final class HomeModel {
        let router: Router<HomeCoordinator>

        init(router: Router<HomeCoordinator>) {
            self.router = router
        }

        func didTapDetail() throws(NavigationError) {
            try router.show(\.detail)
        }

        func didTapHelp() throws(NavigationError) {
            try router.show(\.help)
        }

        func didTapProfile() async {
            if case .done(let name) = await router.route(to: \.profile) {
                print("profile saved:", name)
            }
        }
    }
    // end-snippet

    // snippet: director-profile
    @MainActor
    final class ProfileCoordinator: NavigationCoordinator {
        typealias FlowValue = String
        let stack = RouteStack<ProfileCoordinator>(root: \.edit)

        @Root var edit = makeEdit
        func makeEdit() -> Screen { .profile }

        func didTapDone(name: String) throws(NavigationError) {
            try finish(.done(name))
        }
    }
    // end-snippet

    // snippet: director-tabs
    @MainActor
    final class ColorTabs: TabCoordinator {
        let container = Container<ColorTabs>(tabs: .route(\.red), .route(\.green), .route(\.blue))

        @TabRoute("Red") var red = makeRed
        @TabRoute("Green") var green = makeGreen
        @TabRoute("Blue") var blue = makeBlue

        func makeRed() -> ColorCoordinator { ColorCoordinator(color: "red") }
        func makeGreen() -> ColorCoordinator { ColorCoordinator(color: "green") }
        func makeBlue() -> ColorCoordinator { ColorCoordinator(color: "blue") }
    }
    // end-snippet
}

@MainActor
extension DirectorGuide {
    static func replace(_ home: HomeCoordinator) throws {
        // snippet: director-replace
        try home.navigation.transaction {
            try home.popLast()
            try home.show(\.help)
        }
        // end-snippet
    }
}

enum XCoordinatorGuide {
    // The guide's supporting types, which it describes in words.

    enum Screen: Sendable, Hashable {
        case login
        case home
        case users
        case user(String)
    }

    // snippet: xc-alert
    @MainActor
    final class UserCoordinator: NavigationCoordinator {
        let stack = RouteStack<UserCoordinator>(root: \.profile)
        let name: String
        @Root var profile = makeProfile
        @Route(.alert) var confirmDelete = makeConfirmDelete
        @Route(.popover, style: .anchored(.share)) var share = makeShare

        init(name: String) {
            self.name = name
        }

        func makeProfile() -> Screen { .user(name) }
        func makeShare() -> Screen { .users }

        func makeConfirmDelete() -> AlertContent<Bool> {
            AlertContent(
                title: "Delete \(name)?",
                buttons: [
                    AlertButton("Delete", role: .destructive, value: true),
                    AlertButton("Cancel", role: .cancel, value: false),
                ]
            )
        }

        /// `true` once the user tapped "Delete"; the cancel button, a tap
        /// outside, or the flow dismissed under the alert answer `false`.
        func userConfirmsDeletion() async -> Bool {
            await route(to: \.confirmDelete) == .done(true)
        }
    }
    // end-snippet

    // snippet: xc-user-list
    @MainActor
    final class UserListCoordinator: NavigationCoordinator {
        let stack = RouteStack<UserListCoordinator>(root: \.home)

        @Root var home = makeHome
        @Route(.push) var users = makeUsers
        @Route(.sheet) var user = makeUser

        func makeHome() -> Screen { .home }
        func makeUsers() -> Screen { .users }
        func makeUser(name: String) -> UserCoordinator { UserCoordinator(name: name) }

        func logout() throws(NavigationError) {
            try navigation.router(to: AppCoordinator.self)?.root(\.login)
        }
    }
    // end-snippet

    // snippet: xc-app
    @MainActor
    final class AppCoordinator: NavigationCoordinator {
        let stack = RouteStack<AppCoordinator>(root: \.login)

        @Root var login = makeLogin
        @Root var userList = makeUserList

        func makeLogin() -> Screen { .login }
        func makeUserList() -> UserListCoordinator { UserListCoordinator() }
    }
    // end-snippet

    // snippet: xc-view-model
    @MainActor
    final class HomeViewModel {
        let router: Router<UserListCoordinator>

        init(router: Router<UserListCoordinator>) {
            self.router = router
        }

        func usersButtonPressed() throws(NavigationError) {
            try router.show(\.users)
        }
    }
    // end-snippet

    // snippet: xc-split
    @MainActor
    final class UsersSplit: SplitCoordinator {
        let container = Container<UsersSplit>(split: .doubleColumn, sidebar: .route(\.users))

        @Route(.sidebarColumn) var users = makeUsers
        @Route(.detailColumn) var user = makeUser  // input: a user's name

        var sidebarItems: [String] { ["Ada", "Grace"] }
        func destination(for item: String) -> ContainerChild<UsersSplit> { .route(\.user, item) }

        func makeUsers() -> Screen { .users }
        func makeUser(name: String) -> UserCoordinator { UserCoordinator(name: name) }
    }
    // end-snippet
}

@MainActor
extension XCoordinatorGuide {
    static func split() throws -> UsersSplit {
        // snippet: xc-split-use
        let split = UsersSplit()
        try split.select("Ada")  // .set(UserCoordinator(user: "Ada"), for: .secondary)
        try split.show(\.user, "Grace")  // any column, from the split or through a router below it
        try split.hideColumn(.sidebar)  // preferredDisplayMode, kept as state
        // end-snippet
        return split
    }

    static func multiple(_ app: AppCoordinator) throws {
        // snippet: xc-multiple
        try app.navigation.transaction {
            let userList = try app.root(\.userList).child
            try userList.show(\.users)
            try userList.show(\.user, "Ada")
        }
        // end-snippet
    }
}
