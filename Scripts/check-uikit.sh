#!/usr/bin/env bash
# Compiles the UIKit front end on Linux against a declaration-only stand-in of
# UIKit (CI/UIKitStandIn), with warnings as errors:
#
#   1. the stand-in: a minimal `ObjectiveC` module (what the compiler needs for
#      `@objc` and `#selector`), `UIKit` written from the iOS 26.2 SDK's
#      headers as the Clang importer presents them, and SwiftUI: the sources
#      of CI/SwiftUIStandIn plus SwiftUI's UIKit half (`UIHostingController`);
#      compiled with Objective-C interop on, as Apple platforms are;
#   2. Sources/WaypointSwiftUI against that SwiftUI (WaypointUIKit hosts
#      SwiftUI screens with its `shownEntry`), then Sources/WaypointUIKit,
#      with the package's settings, and every type of Waypoint and
#      WaypointFrontEnd its public declarations name (read from its symbol
#      graph by Scripts/binding-symbols.py) in a file that imports
#      WaypointUIKit alone: the module re-exports each (its Exports.swift);
#   3. Examples/WaypointUIKitExample, as a package target and as the app
#      target of a new Xcode 26 project (main-actor default isolation,
#      approachable concurrency; Swift 6 and Swift 5 modes);
#   4. user-style code (CI/UIKitStandIn/UserCode): the examples of
#      WaypointUIKit's doc comments, and every public type of the libraries
#      named unqualified beside `import UIKit` (a clash with a declared UIKit
#      type makes it ambiguous);
#   5. the UIKit code of the docs (CI/UIKitStandIn/DocSnippets, held word for
#      word to the Markdown by Tests/WaypointTests/DocSnippets), one module
#      per document's folder, each file with only the imports its blocks
#      show;
#   6. the canaries (CI/UIKitStandIn/Canaries): code the SDK rejects must be
#      rejected here too, with the SDK's diagnostic;
#   7. the module's public API dumped for Scripts/check-api.sh
#      (.build/api/WaypointUIKit.json, by Scripts/dump-api.sh);
#   8. the shape of the binding (CI/UIKitStandIn/binding-rules.py): each rule of
#      UIKit that WaypointUIKit keeps (a report from the delegate method UIKit
#      sends it from, a weakly held delegate kept alive, no window root
#      swapped) is checked in its code, and a broken one is named.
#
# What this proves: the UIKit front end, its example and the docs use UIKit's
# declarations with the right names, optionality, isolation and Sendable-ness.
# What only the SDK proves (Scripts/check-ios-sdk.sh, where the SDK is on the
# machine): availability, and declarations the stand-in lacks or simplifies
# (see CI/UIKitStandIn/README.md). What only a device proves: run-time behaviour.
#
# Run after `swift build`. Needs only the Swift toolchain; about 30 s.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

check=CI/UIKitStandIn
swiftui=CI/SwiftUIStandIn
modules="$(swift build --show-bin-path)/Modules"
if [[ ! -e "$modules/Waypoint.swiftmodule" || ! -e "$modules/WaypointFrontEnd.swiftmodule" ]]; then
    echo "error: build the package first (swift build): $modules has no Waypoint or WaypointFrontEnd module" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
standin="$work/standin"
ours="$work/ours"
mkdir -p "$work/graphs"

objc=(-Xfrontend -enable-objc-interop)
# shellcheck source=Scripts/swift-settings.sh
source Scripts/swift-settings.sh

# Our modules first (the package's WaypointSwiftUI and WaypointUIKit are empty
# on Linux), then the stand-in, then the package's build.
search=(-I "$ours" -I "$standin" -I "$modules")

compile() { # compile <what> <swiftc arguments...>
    local what=$1
    shift
    if ! swiftc -parse-as-library -warnings-as-errors "${objc[@]}" "${search[@]}" "$@" >"$work/log" 2>&1; then
        echo "error: $what does not compile against the UIKit stand-in:" >&2
        cat "$work/log" >&2
        exit 1
    fi
    echo "ok: $what"
}

echo "-- the stand-in (ObjectiveC, UIKit, SwiftUICore, SwiftUI with UIHostingController)"
bash "$check/build-standin.sh" "$work" "$modules"
echo "ok: Sources/WaypointSwiftUI (against SwiftUI with its UIKit half)"
uikit=$(find Sources/WaypointUIKit -name '*.swift' | sort)
# shellcheck disable=SC2086
compile "Sources/WaypointUIKit" "${package_settings[@]}" -module-name WaypointUIKit -package-name waypoint \
    -emit-module -emit-module-path "$ours/WaypointUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$work/graphs" -symbol-graph-minimum-access-level public $uikit
# Its public API, for Scripts/check-api.sh (.build/api/WaypointUIKit.json).
bash Scripts/dump-api.sh WaypointUIKit "${search[@]}"

# Every type of Waypoint and WaypointFrontEnd that WaypointUIKit's public
# declarations name, named in a file that imports WaypointUIKit alone: one the
# module does not re-export (Sources/WaypointUIKit/Exports.swift) fails here,
# by name.
python3 Scripts/binding-symbols.py named "$work/graphs" WaypointUIKit >"$work/NamedByTheAPI.swift"
compile "the $(grep -c '^extension' "$work/NamedByTheAPI.swift") types of other modules that WaypointUIKit's API names, with only \`import WaypointUIKit\`" \
    "${package_settings[@]}" -module-name NamedByTheAPI -typecheck "$work/NamedByTheAPI.swift"

example=$(find Examples/WaypointUIKitExample -name '*.swift' | sort)
# shellcheck disable=SC2086
compile "the UIKit example app as a package target" \
    "${package_settings[@]}" -module-name WaypointUIKitExample -typecheck $example
# shellcheck disable=SC2086
compile "the UIKit example app as a new Xcode 26 app target" \
    "${xcode_app_settings[@]}" -module-name WaypointUIKitExample -typecheck $example
# shellcheck disable=SC2086
compile "the UIKit example app as a new Xcode 26 app target, Swift 5 mode" \
    "${xcode_app_swift5_settings[@]}" -module-name WaypointUIKitExample -typecheck $example

# Every public type of the libraries, named unqualified beside `import UIKit`
# and `import SwiftUI`: a type that shares its name with one they declare
# makes its line ambiguous.
{
    echo "// Generated by Scripts/check-uikit.sh: every public top-level type, unqualified."
    echo "import SwiftUI"
    echo "import UIKit"
    echo "import Waypoint"
    echo "import WaypointFrontEnd"
    echo "import WaypointSwiftUI"
    echo "import WaypointTesting"
    echo "import WaypointUIKit"
    grep -rhoE "^(@[A-Za-z]+ +)*public +(final +)?(struct|class|enum|protocol|actor|typealias) +[A-Z][A-Za-z0-9_]*" \
        Sources/Waypoint Sources/WaypointFrontEnd Sources/WaypointTesting Sources/WaypointSwiftUI Sources/WaypointUIKit |
        awk '{ print $NF }' | sort -u | sed 's/.*/extension & {}/'
} >"$work/AllPublicTypes.swift"
types=$(grep -c '^extension' "$work/AllPublicTypes.swift")
user=$(find "$check/UserCode" -name '*.swift' | sort)
# shellcheck disable=SC2086
compile "user code, as a package target (and $types public types named beside UIKit)" \
    "${package_settings[@]}" -module-name UserCode -typecheck $user "$work/AllPublicTypes.swift"
# shellcheck disable=SC2086
compile "user code, as a new Xcode 26 app target" \
    "${xcode_app_settings[@]}" -module-name UserCode -typecheck $user "$work/AllPublicTypes.swift"

# Each folder holds the UIKit code of one document, compiled as one module
# with the compiled Waypoint code of the document that its files name
# (`// with: <path>` lines). Each file imports only what its blocks show
# (DocSnippetTests checks it), and nothing is added: Swift looks names, and
# with MemberImportVisibility members, up in each file's own imports.
for folder in $(find "$check/DocSnippets" -mindepth 1 -maxdepth 1 -type d | sort); do
    files=$(find "$folder" -name "*.swift" | sort)
    # shellcheck disable=SC2086
    companions=$(sed -n 's|^// with: ||p' $files | sort -u)
    # shellcheck disable=SC2086
    compile "the docs' UIKit code: $folder" \
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
    if swiftc -typecheck -parse-as-library -warnings-as-errors "${objc[@]}" "${search[@]}" "${package_settings[@]}" \
        -module-name Canary "$canary" $companions >"$work/log" 2>&1; then
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

python3 "$check/binding-rules.py"

echo "UIKit check passed ($((SECONDS - start)) s)"
