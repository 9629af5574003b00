#!/usr/bin/env bash
# Type-checks the Apple front ends against Apple's real iOS 26.2 SDK (its
# headers and .swiftinterface files; no Apple binary is needed), availability
# included: iOS 17, the package's floor, is the target.
#
#   1. the modules, in order (each emitted so the next can import it):
#      Waypoint, WaypointFrontEnd, WaypointSwiftUI, WaypointUIKit, with the
#      package's settings, warnings as errors;
#   2. both example apps (Examples/WaypointSwiftUIExample,
#      Examples/WaypointUIKitExample), as a package target and as the app
#      target of a new Xcode 26 project;
#   3. the user-style code of both stand-ins (CI/SwiftUIStandIn/UserCode,
#      CI/UIKitStandIn/UserCode: the doc comments' examples among them);
#   4. the SwiftUI and UIKit code of the docs (CI/SwiftUIStandIn/DocSnippets,
#      CI/UIKitStandIn/DocSnippets, one module per document's folder, each file
#      with only the imports its blocks show) with the Waypoint code they
#      build on (the iOS SDK has no Testing module; a companion's
#      `import Testing` is left out, and the regions need none);
#   5. the canaries of both stand-ins: each must fail with its `// expect:`
#      diagnostic against the SDK too, so that a canary cannot pass for a
#      mistake the SDK accepts;
#   6. no public type of ours shares its name with one of UIKit's (its headers,
#      as the Clang importer names them, and its overlay), SwiftUI's or
#      SwiftUICore's (Scripts/check-name-clashes.py).
#
# The SDK is Apple's: it is never fetched here and never committed. It is
# looked for in $IOS_SDK_CACHE/sdk/iPhoneOS26.2.sdk (default
# /tmp/ios-sdk-cache); without it the check says it skipped, and succeeds.
# About 3 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

cache=${IOS_SDK_CACHE:-/tmp/ios-sdk-cache}
sdk=$cache/sdk/iPhoneOS26.2.sdk
if [[ ! -d "$sdk/System/Library/Frameworks/UIKit.framework" ]]; then
    echo "SKIPPED: no iOS 26.2 SDK at $sdk (set IOS_SDK_CACHE to where one is extracted);" \
        "the front ends were checked against the stand-ins only"
    exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A resource folder of our own: the toolchain's Linux `dispatch` and `os`
# headers would shadow the SDK's.
toolchain=$(dirname "$(readlink -f "$(command -v swift-frontend)")")/../lib/swift
mkdir -p "$work/resource" "$work/ours"
ln -s "$toolchain/clang" "$work/resource/clang"
ln -s "$toolchain/host" "$work/resource/host"
ln -s "$sdk/usr/lib/swift/shims" "$work/resource/shims"
# The module cache outlives the run: building the SDK's modules is most of the cost.
module_cache=${IOS_SDK_MODULE_CACHE:-$cache/modules-$(id -u)}
mkdir -p "$module_cache"

sdk_flags=(
    -target "${IOS_TARGET:-arm64-apple-ios17.0}" -sdk "$sdk" -resource-dir "$work/resource"
    -module-cache-path "$module_cache" -I "$sdk/usr/lib/swift/shims" -I "$work/ours" -warnings-as-errors
    -parse-as-library
)
# shellcheck source=Scripts/swift-settings.sh
source Scripts/swift-settings.sh

run() { # run <what> <swiftc arguments...>
    local what=$1
    shift
    if ! swiftc "${sdk_flags[@]}" "$@" >"$work/log" 2>&1; then
        echo "error: $what does not type-check against the iOS 26.2 SDK:" >&2
        cat "$work/log" >&2
        exit 1
    fi
}

for module in Waypoint WaypointFrontEnd WaypointSwiftUI WaypointUIKit; do
    files=$(find "Sources/$module" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    run "$module" "${package_settings[@]}" -module-name "$module" -package-name waypoint \
        -emit-module -emit-module-path "$work/ours/$module.swiftmodule" $files
    # shellcheck disable=SC2086
    run "$module" "${package_settings[@]}" -module-name "$module" -package-name waypoint -typecheck $files
    echo "ok: $module"
done

for example in WaypointSwiftUIExample WaypointUIKitExample; do
    files=$(find "Examples/$example" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    run "$example" "${package_settings[@]}" -module-name "$example" -typecheck $files
    # shellcheck disable=SC2086
    run "$example as an Xcode 26 app target" "${xcode_app_settings[@]}" -module-name "$example" -typecheck $files
    echo "ok: Examples/$example (package target, Xcode 26 app target)"
done

for user in CI/SwiftUIStandIn/UserCode CI/UIKitStandIn/UserCode; do
    files=$(find "$user" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    run "$user" "${package_settings[@]}" -module-name UserCode -typecheck $files
    echo "ok: $user"
done

# Each folder is one document's code, one module with the companions its files
# name; nothing is added to any file's imports.
for folder in $(find CI/SwiftUIStandIn/DocSnippets CI/UIKitStandIn/DocSnippets -mindepth 1 -maxdepth 1 -type d | sort); do
    mapfile -t files < <(find "$folder" -name '*.swift' | sort)
    companions=()
    for companion in $(sed -n 's|^// with: ||p' "${files[@]}" | sort -u); do
        copy="$work/companions/$(basename "$(dirname "$(dirname "$folder")")")-$(basename "$folder")-$(basename "$companion")"
        mkdir -p "$(dirname "$copy")"
        grep -v '^import Testing$' "$companion" >"$copy"
        companions+=("$copy")
    done
    run "$folder" "${package_settings[@]}" -module-name Snippets -typecheck "${files[@]}" "${companions[@]}"
    echo "ok: $folder"
done

for canary in $(find CI/SwiftUIStandIn/Canaries CI/UIKitStandIn/Canaries -maxdepth 1 -name '*.swift' | sort); do
    expected=$(sed -n 's|^// expect: ||p' "$canary" | head -1)
    companions=$(sed -n 's|^// with: ||p' "$canary")
    # shellcheck disable=SC2086
    if swiftc "${sdk_flags[@]}" "${package_settings[@]}" -module-name Canary -typecheck "$canary" $companions \
        >"$work/log" 2>&1; then
        echo "error: the canary $canary type-checks against the SDK: it proves nothing" >&2
        exit 1
    fi
    if ! grep -qF -- "$expected" "$work/log"; then
        echo "error: the canary $canary fails against the SDK, but not with '$expected':" >&2
        cat "$work/log" >&2
        exit 1
    fi
    echo "ok: canary $canary fails against the SDK too"
done

frameworks=$sdk/System/Library/Frameworks
python3 Scripts/check-name-clashes.py "$frameworks/UIKit.framework/Headers" \
    "$frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface" \
    "$frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface" \
    "$frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface" >"$work/log" ||
    { cat "$work/log" >&2; exit 1; }
echo "ok: no public type of ours is named like one of UIKit's, SwiftUI's or SwiftUICore's"

echo "iOS SDK check passed ($((SECONDS - start)) s)"
