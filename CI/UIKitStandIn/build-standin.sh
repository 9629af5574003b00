#!/usr/bin/env bash
# Builds the UIKit stand-in into <out>/standin and WaypointSwiftUI against it
# into <out>/ours, for Scripts/check-uikit.sh, Scripts/build-docs.sh and
# Scripts/surface.sh:
#
#   ObjectiveC   what the compiler needs for `@objc` and `#selector` with
#                Objective-C interop on Linux (Sources/ObjectiveC);
#   UserNotifications
#                what UIKit's scene connection names of it (Sources/UserNotifications);
#   UIKit        the declarations of Sources/UIKit;
#   SwiftUICore, SwiftUI
#                CI/SwiftUIStandIn's sources, SwiftUI with its UIKit half
#                (Sources/SwiftUI: UIHostingController, the UIKit-typed text
#                input modifiers), as on iOS;
#   WaypointSwiftUI
#                the package's module against that SwiftUI (the package's
#                own build of it is empty on Linux), in the package `waypoint`
#                as SwiftPM builds it: WaypointUIKit, compiled with the same
#                `-package-name`, uses its package declarations (the mapping of
#                an alert field's traits to UIKit's).
#
# Every module is compiled with Objective-C interop on (`-enable-objc-interop`),
# as on Apple platforms, and so must be the code compiled against them.
#
# Usage: CI/UIKitStandIn/build-standin.sh <out> <the package's Modules directory>
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$1
modules=$2
mkdir -p "$out/standin" "$out/ours"

emit() { # emit <module> <into> <swiftc arguments...>
    local name=$1 into=$2
    shift 2
    if ! swiftc -emit-module -parse-as-library -warnings-as-errors -Xfrontend -enable-objc-interop \
        -I "$out/ours" -I "$out/standin" -I "$modules" \
        -module-name "$name" -emit-module-path "$into/$name.swiftmodule" "$@" >"$out/log" 2>&1; then
        echo "error: $name does not compile against the UIKit stand-in:" >&2
        cat "$out/log" >&2
        exit 1
    fi
}

check=CI/UIKitStandIn
swiftui=CI/SwiftUIStandIn
# On Apple platforms the real ObjectiveC module is there, and must not be shadowed.
if [[ "$(uname)" != Darwin ]]; then
    emit ObjectiveC "$out/standin" -swift-version 6 $check/Sources/ObjectiveC/*.swift
fi
emit UserNotifications "$out/standin" -swift-version 6 $check/Sources/UserNotifications/*.swift
emit UIKit "$out/standin" -swift-version 6 $check/Sources/UIKit/*.swift
emit SwiftUICore "$out/standin" -swift-version 6 $swiftui/Sources/SwiftUICore/*.swift
emit SwiftUI "$out/standin" -swift-version 6 $swiftui/Sources/SwiftUI/*.swift $check/Sources/SwiftUI/*.swift
emit WaypointSwiftUI "$out/ours" -swift-version 6 -package-name waypoint \
    -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature InternalImportsByDefault \
    -enable-upcoming-feature MemberImportVisibility \
    Sources/WaypointSwiftUI/*.swift
