#!/usr/bin/env bash
# Builds Waypoint's DocC documentation, the core's, WaypointFrontEnd's,
# WaypointTesting's, WaypointInspector's, WaypointSwiftUI's and WaypointUIKit's, with the toolchain's own `docc`, no plugin and no package
# dependency:
#
#   1. builds the Waypoint, WaypointFrontEnd and WaypointTesting modules alone, in a scratch
#      directory of its own, with the compiler emitting their symbol graphs
#      (public symbols only);
#   2. checks, for each module, that every public symbol has a doc comment that
#      documents its parameters, its return value and what it throws
#      (Scripts/check-doc-comments.py);
#   3. converts each catalog (Sources/Waypoint/Waypoint.docc,
#      Sources/WaypointFrontEnd/WaypointFrontEnd.docc,
#      Sources/WaypointTesting/Documentation.docc) with `--warnings-as-errors`,
#      so an unresolved or ambiguous symbol link, a missing article or a bad
#      parameter name fails the build;
#   4. does the same for WaypointSwiftUI and its catalog. SwiftUI does not
#      exist on Linux, where that module is empty, so there its symbol graph
#      is emitted by compiling it against the SwiftUI stand-in of
#      CI/SwiftUIStandIn (declarations written from Apple's SDK interface; see
#      Scripts/check-swiftui.sh); on macOS, against the real SDK. The types of
#      Waypoint it re-exports are left out of its graph
#      (Scripts/binding-symbols.py own): Waypoint's archive documents them;
#   5. does the same for WaypointUIKit and its catalog
#      (Sources/WaypointUIKit/WaypointUIKit.docc): on Linux its graph comes
#      from compiling it against the UIKit stand-in of CI/UIKitStandIn
#      (CI/UIKitStandIn/build-standin.sh; see Scripts/check-uikit.sh), less the
#      types it re-exports, as for WaypointSwiftUI.
#
# Usage: Scripts/build-docs.sh [--output <dir>]
#   The archives, Waypoint.doccarchive, WaypointFrontEnd.doccarchive,
#   WaypointTesting.doccarchive,
#   WaypointSwiftUI.doccarchive and WaypointUIKit.doccarchive, go to
#   .build/docs unless --output names another directory. Set DOCC to use
#   another docc binary.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
graphs="$scratch/symbol-graphs"
swiftui_graphs="$scratch/symbol-graphs-swiftui"
uikit_graphs="$scratch/symbol-graphs-uikit"
output="$scratch"
while [[ $# -gt 0 ]]; do
    case "$1" in
    --output) output="$2"; shift 2 ;;
    -h | --help) sed -n '2,35p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done

# The toolchain's docc: $DOCC, on the PATH, next to `swift` (Linux toolchains
# ship it in usr/bin), or through xcrun (Xcode).
find_docc() {
    if [[ -n "${DOCC:-}" ]]; then echo "$DOCC"; return; fi
    if command -v docc >/dev/null 2>&1; then command -v docc; return; fi
    local swift_bin
    swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
    if [[ -x "$swift_bin/docc" ]]; then echo "$swift_bin/docc"; return; fi
    if command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then xcrun --find docc; return; fi
    echo "docc not found: install a Swift toolchain that ships it, or set DOCC" >&2
    exit 1
}
docc="$(find_docc)"

start=$SECONDS

# 1. The symbol graphs. A scratch path of its own keeps these compiler flags
#    from invalidating the ordinary build in .build. A graph is written
#    whenever its module compiles; an up-to-date build keeps the last one,
#    which still describes the unchanged sources. Building WaypointTesting
#    builds Waypoint and WaypointFrontEnd too.
modules=(Waypoint WaypointFrontEnd WaypointTesting WaypointInspector)
build_graphs() {
    for target in WaypointTesting WaypointInspector; do
        swift build --scratch-path "$scratch" --target "$target" \
            -Xswiftc -emit-symbol-graph \
            -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
            -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
    done
}
mkdir -p "$graphs"
build_graphs
for module in "${modules[@]}"; do
    if [[ ! -f "$graphs/$module.symbols.json" ]]; then
        # An up-to-date build from before the graph directory existed: compile again.
        rm -rf "$scratch"/*/Waypoint.build "$scratch"/*/WaypointFrontEnd.build "$scratch"/*/WaypointTesting.build \
            "$scratch"/*/WaypointInspector.build
        build_graphs
        break
    fi
done

for module in "${modules[@]}"; do
    # Each module's graphs alone: its own, and its extensions of other modules'
    # types (Module@Other.symbols.json).
    own="$graphs/by-module/$module"
    rm -rf "$own"
    mkdir -p "$own"
    cp "$graphs/$module.symbols.json" "$own/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [[ -f "$extension" ]] && cp "$extension" "$own/"
    done

    # 2. Every public symbol is documented.
    python3 Scripts/check-doc-comments.py "$own" "$module"

    # 3. The catalog, with warnings as errors.
    case "$module" in
    Waypoint) catalog=Sources/Waypoint/Waypoint.docc ;;
    WaypointFrontEnd) catalog=Sources/WaypointFrontEnd/WaypointFrontEnd.docc ;;
    WaypointTesting) catalog=Sources/WaypointTesting/Documentation.docc ;;
    WaypointInspector) catalog=Sources/WaypointInspector/WaypointInspector.docc ;;
    esac
    archive="$output/$module.doccarchive"
    rm -rf "$archive"
    "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$own" \
        --output-path "$archive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.waypoint.$module" \
        --fallback-default-module-kind Framework \
        --warnings-as-errors
    echo "docs: $archive"
done

# 4. WaypointSwiftUI: its symbol graph, its doc comments, its catalog.
rm -rf "$swiftui_graphs"
mkdir -p "$swiftui_graphs"
if [[ "$(uname)" == Darwin ]]; then
    swift build --scratch-path "$scratch" --target WaypointSwiftUI \
        -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$swiftui_graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
        -Xswiftc -emit-extension-block-symbols
else
    swift build --package-path CI/SwiftUIStandIn
    standin="$(swift build --package-path CI/SwiftUIStandIn --show-bin-path)/Modules"
    built="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
    swiftc -swift-version 6 -parse-as-library -module-name WaypointSwiftUI \
        -enable-upcoming-feature InternalImportsByDefault \
        -I "$standin" -I "$built" \
        -emit-module -emit-module-path "$swiftui_graphs/module/WaypointSwiftUI.swiftmodule" \
        -emit-symbol-graph -emit-symbol-graph-dir "$swiftui_graphs" \
        -symbol-graph-minimum-access-level public \
        -emit-extension-block-symbols \
        Sources/WaypointSwiftUI/*.swift
    rm -rf "$swiftui_graphs/module"
fi
# Its own declarations only: not the types of Waypoint it re-exports.
python3 Scripts/binding-symbols.py own "$swiftui_graphs" WaypointSwiftUI
python3 Scripts/check-doc-comments.py "$swiftui_graphs" WaypointSwiftUI
swiftui_output="$output/WaypointSwiftUI.doccarchive"
rm -rf "$swiftui_output"
"$docc" convert Sources/WaypointSwiftUI/WaypointSwiftUI.docc \
    --additional-symbol-graph-dir "$swiftui_graphs" \
    --output-path "$swiftui_output" \
    --fallback-display-name WaypointSwiftUI \
    --fallback-bundle-identifier org.waypoint.WaypointSwiftUI \
    --fallback-default-module-kind Framework \
    --warnings-as-errors

echo "docs: $swiftui_output"

# 5. WaypointUIKit: its symbol graph, its doc comments, its catalog.
rm -rf "$uikit_graphs"
mkdir -p "$uikit_graphs"
# UIKit is not on macOS either: there too the graph comes from the stand-in.
built="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
bash CI/UIKitStandIn/build-standin.sh "$uikit_graphs/build" "$built"
swiftc -swift-version 6 -parse-as-library -module-name WaypointUIKit -package-name waypoint \
    -Xfrontend -enable-objc-interop \
    -enable-upcoming-feature InternalImportsByDefault \
    -I "$uikit_graphs/build/ours" -I "$uikit_graphs/build/standin" -I "$built" \
    -emit-module -emit-module-path "$uikit_graphs/build/WaypointUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$uikit_graphs" \
    -symbol-graph-minimum-access-level public \
    -emit-extension-block-symbols \
    Sources/WaypointUIKit/*.swift
rm -rf "$uikit_graphs/build"
# Its own declarations only: not the types of Waypoint and WaypointFrontEnd it re-exports.
python3 Scripts/binding-symbols.py own "$uikit_graphs" WaypointUIKit
python3 Scripts/check-doc-comments.py "$uikit_graphs" WaypointUIKit
uikit_output="$output/WaypointUIKit.doccarchive"
rm -rf "$uikit_output"
"$docc" convert Sources/WaypointUIKit/WaypointUIKit.docc \
    --additional-symbol-graph-dir "$uikit_graphs" \
    --output-path "$uikit_output" \
    --fallback-display-name WaypointUIKit \
    --fallback-bundle-identifier org.waypoint.WaypointUIKit \
    --fallback-default-module-kind Framework \
    --warnings-as-errors

echo "docs: $uikit_output"
echo "docs: built in $((SECONDS - start)) s"
