#!/usr/bin/env bash
# Measures Waypoint's public surface from symbol graphs and fails if a user's
# coordinator gains too many names or a name users give their own members.
#
#   bash Scripts/surface.sh [--json] [--details] [--max-names N]
#
# Prints, per library (Waypoint, WaypointFrontEnd, WaypointTesting, WaypointInspector,
# WaypointSwiftUI, WaypointUIKit): the public
# top-level types; the member names and declarations a user's
# NavigationCoordinator, TabCoordinator and ContainerCoordinator gain (the
# members of a probe module's coordinators that the user did not declare:
# requirements' defaults and protocol-extension members of every library the
# probe imports, and the associated types of the protocols), and those of the
# library's own coordinator classes (WrapperCoordinator); Router's operations
# per coordinator kind; the overload groups and how many pair a Void input with
# a generic one. Everything is counted in the graphs (Scripts/surface.py): no
# member name is written down, so the numbers stay true as the API changes.
#
# Fails (exit 1) if a user's NavigationCoordinator gains more than 16 names
# (--max-names N or SURFACE_MAX_NAMES=N lowers or raises the limit), or if any
# coordinator gains one of Result, cancel, send, select, add, remove, node.
#
# How: `swift build --target WaypointTesting` with CI's flags (a no-op after
# .ci/run's build), `swift symbolgraph-extract` on the built Waypoint and
# WaypointTesting modules, and WaypointSwiftUI compiled with its symbol graph
# against the SwiftUI stand-in of CI/SwiftUIStandIn (the package's own build of
# WaypointSwiftUI is empty on Linux, where SwiftUI does not exist: all of it
# is behind `#if canImport(SwiftUI)`), and WaypointUIKit likewise against the
# UIKit stand-in of CI/UIKitStandIn (CI/UIKitStandIn/build-standin.sh). About 20 s after a build and the
# stand-in's; the stand-in costs about 15 s more the first time. Linux (CI).
# The graphs are left in .build/surface for inspection.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

json=()
details=()
max_names=${SURFACE_MAX_NAMES:-16}
while [[ $# -gt 0 ]]; do
    case $1 in
        --json) json=(--json) ;;
        --details) details=(--details) ;;
        --max-names)
            max_names=${2:?--max-names needs a number}
            shift
            ;;
        -h | --help)
            sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "error: unknown argument $1 (see --help)" >&2
            exit 2
            ;;
    esac
    shift
done

work=.build/surface
rm -rf "$work"
mkdir -p "$work/graphs" "$work/probe"
log="$work/log"

run() { # run <what> <command...>: quiet unless it fails
    local what=$1
    shift
    if ! "$@" >"$log" 2>&1; then
        echo "error: $what failed:" >&2
        cat "$log" >&2
        exit 1
    fi
}

# The same flags as .ci/run's build, so that there this build is a no-op.
run "swift build --target WaypointTesting" swift build --target WaypointTesting -Xswiftc -warnings-as-errors
run "swift build --target WaypointInspector" swift build --target WaypointInspector -Xswiftc -warnings-as-errors
modules="$(swift build --show-bin-path)/Modules"
for module in Waypoint WaypointFrontEnd WaypointTesting WaypointInspector; do
    run "symbol graph of $module" swift symbolgraph-extract -module-name "$module" -I "$modules" \
        -output-dir "$work/graphs" -minimum-access-level public
done

# WaypointSwiftUI against the SwiftUI stand-in (as Scripts/check-swiftui.sh compiles it).
check=CI/SwiftUIStandIn
run "the SwiftUI stand-in (swift build --package-path $check)" \
    swift build --package-path "$check" -Xswiftc -warnings-as-errors
standin="$(swift build --package-path "$check" --show-bin-path)/Modules"
settings=(
    -swift-version 6
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility
)
run "WaypointSwiftUI against the SwiftUI stand-in" \
    swiftc -parse-as-library "${settings[@]}" -I "$standin" -I "$modules" -module-name WaypointSwiftUI \
    -emit-module -emit-module-path "$work/WaypointSwiftUI.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$work/graphs" -symbol-graph-minimum-access-level public \
    Sources/WaypointSwiftUI/*.swift
# Its own declarations only, not the types of Waypoint it re-exports (counted as Waypoint's).
run "WaypointSwiftUI's own symbols" python3 Scripts/binding-symbols.py own "$work/graphs" WaypointSwiftUI

# WaypointUIKit against the UIKit stand-in (as Scripts/check-uikit.sh compiles it).
run "the UIKit stand-in (CI/UIKitStandIn/build-standin.sh)" bash CI/UIKitStandIn/build-standin.sh "$work/uikit" "$modules"
run "WaypointUIKit against the UIKit stand-in" \
    swiftc -parse-as-library "${settings[@]}" -Xfrontend -enable-objc-interop \
    -I "$work/uikit/ours" -I "$work/uikit/standin" -I "$modules" -module-name WaypointUIKit -package-name waypoint \
    -emit-module -emit-module-path "$work/uikit/WaypointUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$work/graphs" -symbol-graph-minimum-access-level public \
    Sources/WaypointUIKit/*.swift
run "WaypointUIKit's own symbols" python3 Scripts/binding-symbols.py own "$work/graphs" WaypointUIKit

# The probe: a user's module with a coordinator of each kind, declaring only
# what the protocols require. Whatever else their symbol graph lists as their
# members, they gained from the libraries.
cat >"$work/probe/UserCoordinators.swift" <<'EOF'
import Waypoint
import WaypointFrontEnd
import WaypointInspector
import WaypointSwiftUI
import WaypointTesting

public struct Screen {}

@MainActor
public final class UserNavigation: NavigationCoordinator {
    public let stack = RouteStack<UserNavigation>(root: \.list)
    @Root var list = makeList
    func makeList() -> Screen { Screen() }
    public init() {}
}

@MainActor
public final class UserTabs: TabCoordinator {
    public let container = Container<UserTabs>(tabs: .route(\.first))
    @TabRoute("First") var first = makeFirst
    func makeFirst() -> UserNavigation { UserNavigation() }
    public init() {}
}

@MainActor
public final class UserContainer: ContainerCoordinator {
    public let container = Container<UserContainer>(kind: ContainerKind(rawValue: "group"), children: [])
    public init() {}
}
EOF
run "the probe (a user's coordinators; update it in Scripts/surface.sh if the API changed)" \
    swiftc -parse-as-library -swift-version 6 -I "$work" -I "$standin" -I "$modules" -module-name UserApp \
    -emit-module -emit-module-path "$work/probe/UserApp.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$work/probe" -symbol-graph-minimum-access-level public \
    "$work/probe/UserCoordinators.swift"

status=0
python3 Scripts/surface.py --graphs "$work/graphs" --probe "$work/probe/UserApp.symbols.json" \
    --max-names "$max_names" --swiftui-note "(compiled against the SwiftUI stand-in)" \
    --title "$(git describe --always --dirty 2>/dev/null || echo 'the working tree')" \
    "${json[@]}" "${details[@]}" || status=$?
echo "(surface measured in $((SECONDS - start)) s; graphs in $work)" >&2
exit "$status"
