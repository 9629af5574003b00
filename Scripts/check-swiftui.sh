#!/usr/bin/env bash
# Compiles the SwiftUI front end on Linux against a declaration-only stand-in
# of SwiftUI and SwiftUICore (CI/SwiftUIStandIn), with warnings as errors:
#
#   1. the stand-in itself (a nested package, written from the iOS 26.2 SDK's
#      published interface: names, labels, generics, result builders,
#      isolation and Sendable closures; bodies trap, availability is left out);
#   2. Sources/WaypointSwiftUI, with the package's settings, and every type
#      of Waypoint its public declarations name (read from its symbol graph
#      by Scripts/binding-symbols.py) in a file that imports WaypointSwiftUI
#      alone: the module re-exports each (its Exports.swift); its public API
#      is dumped for Scripts/check-api.sh (.build/api/WaypointSwiftUI.json,
#      by Scripts/dump-api.sh);
#   3. Examples/WaypointSwiftUIExample, as a target of this package would be
#      compiled (Swift 6, the package's upcoming features);
#   4. the example again, as the app target of a new Xcode 26 project compiles
#      it: default main-actor isolation, NonisolatedNonsendingByDefault,
#      InferIsolatedConformances (in Swift 6 mode, the strictest, and in
#      Swift 5 mode with the rest of "approachable concurrency");
#   5. user-style code (CI/SwiftUIStandIn/UserCode): `some View` factories with
#      @Root, @Route and @TabRoute, the doc comments' examples, and a file that
#      names every public type of Waypoint, WaypointFrontEnd, WaypointTesting and
#      WaypointSwiftUI unqualified next to `import SwiftUI` (a name clash
#      with a declared SwiftUI type makes it ambiguous); in both settings;
#   6. the SwiftUI code of the docs (CI/SwiftUIStandIn/DocSnippets: the regions
#      that Tests/WaypointTests/DocSnippets holds word for word to the README,
#      Docs/ and the DocC catalogs), one module per document's folder, each
#      file with only the imports its blocks show;
#   7. the canaries (CI/SwiftUIStandIn/Canaries): code the SDK rejects must be
#      rejected here too, with the SDK's diagnostic, so the stand-in cannot be
#      more lenient than SwiftUI where it matters;
#   8. where Apple's interfaces are at hand (SWIFTUI_INTERFACES, or an iOS SDK
#      through xcrun), every declaration of the stand-in is compared with
#      theirs (CI/SwiftUIStandIn/compare-with-sdk.py), and our public type names
#      with all of theirs (Scripts/check-name-clashes.py). Linux CI has no
#      SDK; there step 5 checks the names against the stand-in's.
#
# What this proves: WaypointSwiftUI, the example and the docs use SwiftUI's
# declarations with the right names, types, isolation and Sendable-ness. What
# only a build with Apple's SDK proves: availability (the platforms each call
# needs), overloads the stand-in does not declare, and run-time behaviour.
#
# Run after `swift build` (it type-checks against the Waypoint modules of
# .build). Needs only the Swift toolchain. Costs about 15 s of CPU from a fresh
# clone (the stand-in built from scratch): 20 to 50 s on two busy cores, about
# 10 s once the stand-in is built.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

check=CI/SwiftUIStandIn
modules="$(swift build --show-bin-path)/Modules"
if [[ ! -e "$modules/Waypoint.swiftmodule" || ! -e "$modules/WaypointTesting.swiftmodule" ]]; then
    echo "error: build the package first (swift build): $modules has no Waypoint or WaypointTesting module" >&2
    exit 1
fi
work=$(mktemp -d)
mkdir -p "$work/graphs"
trap 'rm -rf "$work"' EXIT

# The compiler settings of a package target and of a new Xcode 26 app target.
# shellcheck source=Scripts/swift-settings.sh
source Scripts/swift-settings.sh

echo "-- the stand-in (swift build --package-path $check)"
if ! swift build --package-path "$check" -Xswiftc -warnings-as-errors >"$work/log" 2>&1; then
    echo "error: the SwiftUI stand-in does not build:" >&2
    cat "$work/log" >&2
    exit 1
fi
standin="$(swift build --package-path "$check" --show-bin-path)/Modules"

# Our modules come first: the package's own build has an empty
# WaypointSwiftUI module (SwiftUI does not exist on Linux).
search=(-I "$work" -I "$standin" -I "$modules")

compile() { # compile <what> <swiftc arguments...>
    local what=$1
    shift
    if ! swiftc -warnings-as-errors -parse-as-library "${search[@]}" "$@" >"$work/log" 2>&1; then
        echo "error: $what does not compile against the SwiftUI stand-in:" >&2
        cat "$work/log" >&2
        exit 1
    fi
    echo "ok: $what"
}

compile "Sources/WaypointSwiftUI" \
    "${package_settings[@]}" -module-name WaypointSwiftUI \
    -emit-module -emit-module-path "$work/WaypointSwiftUI.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$work/graphs" -symbol-graph-minimum-access-level public \
    Sources/WaypointSwiftUI/*.swift
# Its public API, for Scripts/check-api.sh (.build/api/WaypointSwiftUI.json).
bash Scripts/dump-api.sh WaypointSwiftUI "${search[@]}"

# Every type of Waypoint that WaypointSwiftUI's public declarations name, named
# in a file that imports WaypointSwiftUI alone: one the module does not
# re-export (Sources/WaypointSwiftUI/Exports.swift) fails here, by name.
python3 Scripts/binding-symbols.py named "$work/graphs" WaypointSwiftUI >"$work/NamedByTheAPI.swift"
compile "the $(grep -c '^extension' "$work/NamedByTheAPI.swift") types of Waypoint that WaypointSwiftUI's API names, with only \`import WaypointSwiftUI\`" \
    "${package_settings[@]}" -module-name NamedByTheAPI -typecheck "$work/NamedByTheAPI.swift"

example=$(find Examples/WaypointSwiftUIExample -name '*.swift' | sort)
# shellcheck disable=SC2086
compile "the example app as a package target" \
    "${package_settings[@]}" -module-name WaypointSwiftUIExample -typecheck $example
# shellcheck disable=SC2086
compile "the example app as a new Xcode 26 app target" \
    "${xcode_app_settings[@]}" -module-name WaypointSwiftUIExample -typecheck $example
# shellcheck disable=SC2086
compile "the example app as a new Xcode 26 app target, Swift 5 mode" \
    "${xcode_app_swift5_settings[@]}" -module-name WaypointSwiftUIExample -typecheck $example

# Every public type of the four libraries, named unqualified beside
# `import SwiftUI`: a type that shares its name with one SwiftUI declares
# makes its line ambiguous.
{
    echo "// Generated by Scripts/check-swiftui.sh: every public top-level type, unqualified."
    echo "import SwiftUI"
    echo "import Waypoint"
    echo "import WaypointFrontEnd"
    echo "import WaypointSwiftUI"
    echo "import WaypointTesting"
    grep -rhoE "^(@[A-Za-z]+ +)*public +(final +)?(struct|class|enum|protocol|actor|typealias) +[A-Z][A-Za-z0-9_]*" \
        Sources/Waypoint Sources/WaypointFrontEnd Sources/WaypointTesting Sources/WaypointSwiftUI |
        awk '{ print $NF }' | sort -u | sed 's/.*/extension & {}/'
} >"$work/AllPublicTypes.swift"
types=$(grep -c '^extension' "$work/AllPublicTypes.swift")
user=$(find "$check/UserCode" -name '*.swift' | sort)
# shellcheck disable=SC2086
compile "user code, as a package target (and $types public types named beside SwiftUI)" \
    "${package_settings[@]}" -module-name UserCode -typecheck $user "$work/AllPublicTypes.swift"
# shellcheck disable=SC2086
compile "user code, as a new Xcode 26 app target" \
    "${xcode_app_settings[@]}" -module-name UserCode -typecheck $user "$work/AllPublicTypes.swift"
# shellcheck disable=SC2086
compile "user code, as a new Xcode 26 app target, Swift 5 mode" \
    "${xcode_app_swift5_settings[@]}" -module-name UserCode -typecheck $user "$work/AllPublicTypes.swift"

# Each folder holds the SwiftUI code of one document, compiled as one module
# with the compiled Waypoint code of the document that its files name
# (`// with: <path>` lines). Each file imports only what its blocks show
# (DocSnippetTests checks it), and nothing is added: Swift looks names, and
# with MemberImportVisibility members, up in each file's own imports.
for folder in $(find "$check/DocSnippets" -mindepth 1 -maxdepth 1 -type d | sort); do
    files=$(find "$folder" -name "*.swift" | sort)
    # shellcheck disable=SC2086
    companions=$(sed -n 's|^// with: ||p' $files | sort -u)
    # shellcheck disable=SC2086
    compile "the docs' SwiftUI code: $folder" \
        "${package_settings[@]}" -module-name Snippets -typecheck $files $companions
done

# Each canary starts with `// expect: <the SDK's diagnostic>`, and may name
# files compiled with it as one module (`// with: <path>`, in Canaries/With).
for canary in $(find "$check/Canaries" -maxdepth 1 -name "*.swift" | sort); do
    expected=$(sed -n 's|^// expect: ||p' "$canary" | head -1)
    if [[ -z "$expected" ]]; then
        echo "error: $canary has no '// expect:' line" >&2
        exit 1
    fi
    companions=$(sed -n 's|^// with: ||p' "$canary")
    # shellcheck disable=SC2086
    if swiftc -warnings-as-errors "${search[@]}" "${package_settings[@]}" -parse-as-library -module-name Canary \
        -typecheck "$canary" $companions >"$work/log" 2>&1; then
        echo "error: the canary $canary compiles; the SDK rejects it" >&2
        exit 1
    fi
    if ! grep -qF -- "$expected" "$work/log"; then
        echo "error: the canary $canary fails, but without the SDK's diagnostic '$expected':" >&2
        cat "$work/log" >&2
        exit 1
    fi
    echo "ok: canary $(basename "$canary" .swift) fails: $expected"
done

# With Apple's interfaces at hand (SWIFTUI_INTERFACES="<SwiftUI> <SwiftUICore>",
# or an iOS SDK found by xcrun), the stand-in is compared with them
# declaration by declaration, and our type names with all of theirs.
interfaces=${SWIFTUI_INTERFACES:-}
if [[ -z "$interfaces" ]] && command -v xcrun >/dev/null 2>&1 &&
    sdk=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null); then
    frameworks="$sdk/System/Library/Frameworks"
    interfaces="$frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface"
    interfaces+=" $frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface"
fi
if [[ -n "$interfaces" ]]; then
    # shellcheck disable=SC2086
    python3 "$check/compare-with-sdk.py" $interfaces
    # shellcheck disable=SC2086
    python3 Scripts/check-name-clashes.py $interfaces
else
    echo "(no SwiftUI interfaces here: the stand-in is not compared with the SDK's declarations)"
fi

echo "SwiftUI check passed ($((SECONDS - start)) s)"
