#!/usr/bin/env bash
# Proves that chaining is type-checked: each invalid chain below must fail to
# compile against the built Waypoint module, and the valid one must compile.
# Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/prelude.swift" <<'SWIFT'
import Waypoint
enum Screen: Hashable, Sendable { case home, detail(Int) }
@MainActor final class Todos: NavigationCoordinator {
    let stack = RouteStack<Todos>(root: \.home)
    @Root var home = makeHome
    @Route(.push) var detail = makeDetail
    func makeHome() -> Screen { .home }
    func makeDetail(id: Int) -> Screen { .detail(id) }
}
@MainActor final class Profile: NavigationCoordinator {
    let stack = RouteStack<Profile>(root: \.home)
    @Root var home = makeHome
    @Route(.push) var settings = makeSettings
    func makeHome() -> Screen { .home }
    func makeSettings() -> Screen { .home }
}
@MainActor final class Tabs: TabCoordinator {
    let container = Container<Tabs>(tabs: .route(\.todos), .route(\.profile))
    @TabRoute("Todos") var todos = makeTodos
    @TabRoute("Profile") var profile = makeProfile
    func makeTodos() -> Todos { Todos() }
    func makeProfile() -> Profile { Profile() }
}
SWIFT

check() {
    local name=$1 expect=$2 body=$3
    printf '%s\n@MainActor func chain(_ tabs: Tabs) throws {\n    %s\n}\n' "$(cat "$work/prelude.swift")" "$body" >"$work/$name.swift"
    if swiftc -swift-version 6 -typecheck -I "$modules" "$work/$name.swift" >"$work/$name.log" 2>&1; then
        result=compiles
    else
        result=fails
    fi
    if [ "$result" != "$expect" ]; then
        echo "chain '$name' $result, expected it to be $expect:" >&2
        cat "$work/$name.log" >&2
        exit 1
    fi
    echo "ok: $name $result"
}

check valid compiles 'try tabs.focusFirst(\.todos).child.popToRoot().show(\.detail, 42)'
check wrong-input fails 'try tabs.focusFirst(\.todos).child.popToRoot().show(\.detail, "42")'
check missing-input fails 'try tabs.focusFirst(\.todos).child.show(\.detail)'
check other-coordinators-route fails 'try tabs.focusFirst(\.profile).child.show(\.detail, 42)'
check child-of-a-screen fails 'try tabs.focusFirst(\.todos).child.show(\.detail, 1).child.popToRoot()'
check root-as-route fails 'try tabs.focusFirst(\.todos).child.show(\.home)'
