#!/usr/bin/env bash
# Compares the public API of every library with the baseline recorded in API/,
# and fails on a source break that is not recorded there deliberately.
#
#   bash Scripts/check-api.sh            # the check (CI runs it)
#   bash Scripts/check-api.sh --update   # record the current API in API/
#
# The modules: Waypoint, WaypointFrontEnd, WaypointTesting and
# WaypointInspector, as `swift build` makes them; WaypointSwiftUI and
# WaypointUIKit as Scripts/check-swiftui.sh and Scripts/check-uikit.sh build
# them against the stand-ins (on Linux the package's own build of them is
# empty). Each module's API is dumped with `swift-api-digester -dump-sdk`
# (Scripts/dump-api.sh; the two stand-in checks dump theirs right after
# building them, and this script runs a check whose dump is missing or older
# than the module's sources) into .build/api/<Module>.json, and compared with
# API/<Module>.json by `swift-api-digester -diagnose-sdk` in API mode: a
# declaration removed, renamed or changed in type, generic signature or
# conformances, a protocol requirement added without a default, a case added
# to a public enum (every enum of a module built without library evolution is
# exhaustive: a user's `switch` over it stops compiling) is a break.
# API/<Module>.txt is the same baseline for people, one declaration a line
# (Scripts/api-text.py): a pull request that changes the API shows the change
# there.
#
# A break fails the check, with the digester's description of each. Additions
# pass: the check lists them and asks for --update, which records them.
# --update refuses to record a break unless CHANGELOG.md's Unreleased section
# has a `### Breaking` heading whose entries name each broken type (a
# member's top-level type; a top-level function by its name). The check
# holds the recorded baseline to the same rule: where the git ref $API_BASE
# (by default `main`) exists, a break between the baseline at its merge base
# with HEAD and the committed one must be listed the same way.
#
# Run after `swift build` (CI: after the build and the stand-in checks).
# 3 to 8 s when the stand-in checks ran before (20 to 35 s when it runs one
# of them itself); needs the Swift toolchain (swift-api-digester) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

update=false
case ${1:-} in
    "") ;;
    --update) update=true ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "error: unknown argument $1 (see --help)" >&2
        exit 2
        ;;
esac

core_modules=(Waypoint WaypointFrontEnd WaypointTesting WaypointInspector)
standin_modules=(WaypointSwiftUI WaypointUIKit)
declare -A standin_check=([WaypointSwiftUI]=Scripts/check-swiftui.sh [WaypointUIKit]=Scripts/check-uikit.sh)
current=.build/api
mkdir -p "$current"

quietly() { # quietly <what> <command...>
    local what=$1
    shift
    if ! "$@" >"$current/log" 2>&1; then
        echo "error: $what failed:" >&2
        cat "$current/log" >&2
        exit 1
    fi
}

# The same flags as .ci/run's build, so that there these builds are no-ops.
quietly "swift build --target WaypointTesting" swift build --target WaypointTesting -Xswiftc -warnings-as-errors
quietly "swift build --target WaypointInspector" swift build --target WaypointInspector -Xswiftc -warnings-as-errors
modules="$(swift build --show-bin-path)/Modules"
for module in "${core_modules[@]}"; do
    bash Scripts/dump-api.sh "$module" -I "$modules"
done
for module in "${standin_modules[@]}"; do
    dump=$current/$module.json
    if [[ ! -s "$dump" || -n "$(find "Sources/$module" Scripts/dump-api.sh \( -name '*.swift' -o -name '*.sh' \) -newer "$dump" -print -quit)" ]]; then
        echo "(no dump of $module newer than its sources: running ${standin_check[$module]}, which builds it)"
        quietly "${standin_check[$module]}" bash "${standin_check[$module]}"
    fi
done

# The entries under `### Breaking` in CHANGELOG.md's Unreleased section.
breaking_entries() {
    awk '/^## /{ unreleased = ($0 ~ /^## Unreleased/); next } unreleased' CHANGELOG.md |
        awk '/^### /{ breaking = ($0 ~ /^### Breaking/); next } breaking'
}

# breaks <old.json> <new.json>: the digester's breaks, one a line ("Func
# NavigationCoordinator.show(_:_:) has been removed").
breaks() {
    swift-api-digester -diagnose-sdk -input-paths "$1" -input-paths "$2" 2>&1 | grep -v -e '^/\*' -e '^[[:space:]]*$' || true
}

# unlisted <breaks>: the broken names that the Breaking entries do not name:
# a member's top-level type (`UIKitFrontEndError` for "EnumElement
# UIKitFrontEndError.Code.anchorNotFound ..."), a top-level declaration itself.
unlisted() {
    local entries
    entries=$(breaking_entries)
    while IFS= read -r line; do
        [[ -z "$line" ]] && continue
        local name=${line#* }
        name=${name%% *}
        name=${name%%(*}
        name=${name%%.*}
        if [[ -z "$entries" ]] || ! grep -qwF -- "$name" <<<"$entries"; then
            echo "$name"
        fi
    done <<<"$1" | sort -u
}

failed=false
changed=()
for module in "${core_modules[@]}" "${standin_modules[@]}"; do
    baseline=API/$module.json
    dump=$current/$module.json
    text=API/$module.txt
    if [[ ! -f "$baseline" ]]; then
        if $update; then
            changed+=("$module")
            continue
        fi
        echo "error: $module has no baseline: record it with \`bash Scripts/check-api.sh --update\` and commit API/" >&2
        failed=true
        continue
    fi
    if [[ ! -f "$text" ]] || ! cmp -s "$text" <(python3 Scripts/api-text.py "$baseline"); then
        echo "error: $text is not what $baseline says: run \`bash Scripts/check-api.sh --update\`" >&2
        failed=true
    fi
    found=$(breaks "$baseline" "$dump")
    delta=$(diff <(python3 Scripts/api-text.py "$baseline") <(python3 Scripts/api-text.py "$dump") || true)
    additions=$(sed -n 's/^> /  + /p' <<<"$delta")
    removals=$(sed -n 's/^< /  - /p' <<<"$delta")
    if [[ -n "$found" ]]; then
        if $update; then
            missing=$(unlisted "$found")
            if [[ -n "$missing" ]]; then
                echo "error: not recording the API of $module: it breaks $baseline, and CHANGELOG.md's Unreleased section" \
                    "lists no \`### Breaking\` entry naming $(echo "$missing" | paste -sd, - | sed 's/,/, /g'):" >&2
                sed 's/^/  /' <<<"$found" >&2
                failed=true
                continue
            fi
            echo "a break of $module, listed under ### Breaking in CHANGELOG.md:"
            sed 's/^/  /' <<<"$found"
        else
            echo "error: the public API of $module breaks its baseline ($baseline):" >&2
            sed 's/^/  /' <<<"$found" >&2
            echo "  Code that compiles against the baseline may not compile against this. If the break is not" >&2
            echo "  meant, restore the declaration (or add it back beside the new one). If it is: list it under" >&2
            echo "  \`### Breaking\` in CHANGELOG.md's Unreleased section, then run \`bash Scripts/check-api.sh --update\`" >&2
            echo "  and commit API/." >&2
            failed=true
            continue
        fi
    fi
    if [[ -n "$additions$removals" ]]; then
        changed+=("$module")
        if ! $update; then
            echo "note: the public API of $module changed without a break; record it with" \
                "\`bash Scripts/check-api.sh --update\` (API/$module.txt):"
            printf '%s\n' "$removals" "$additions" | sed '/^$/d' | head -40
        fi
    fi
done

if $update && ! $failed; then
    for module in "${changed[@]}"; do
        cp "$current/$module.json" "API/$module.json"
        python3 Scripts/api-text.py "API/$module.json" >"API/$module.txt"
        echo "recorded API/$module.json and API/$module.txt"
    done
    [[ ${#changed[@]} -eq 0 ]] && echo "API/ already holds the current API"
fi

# The committed baseline against the one of the merge base with $API_BASE: a
# break recorded since must be listed under ### Breaking too.
base_ref=${API_BASE:-main}
if ! $update && base=$(git merge-base HEAD "$base_ref" 2>/dev/null); then
    old=$(mktemp)
    trap 'rm -f "$old"' EXIT
    for module in "${core_modules[@]}" "${standin_modules[@]}"; do
        git show "$base:API/$module.json" >"$old" 2>/dev/null || continue
        cmp -s "$old" "API/$module.json" && continue
        found=$(breaks "$old" "API/$module.json")
        [[ -z "$found" ]] && continue
        missing=$(unlisted "$found")
        if [[ -n "$missing" ]]; then
            echo "error: API/$module.json records a break since $base_ref ($(git rev-parse --short "$base")), and" \
                "CHANGELOG.md's Unreleased section lists no \`### Breaking\` entry naming" \
                "$(echo "$missing" | paste -sd, - | sed 's/,/, /g'):" >&2
            sed 's/^/  /' <<<"$found" >&2
            failed=true
        else
            echo "ok: $module's recorded break since $base_ref is listed under ### Breaking"
        fi
    done
fi

if $failed; then
    $update && echo "nothing recorded in API/" >&2
    echo "API check failed ($((SECONDS - start)) s)" >&2
    exit 1
fi
echo "API check passed: ${#core_modules[@]} modules built here, ${#standin_modules[@]} against the stand-ins ($((SECONDS - start)) s)"
