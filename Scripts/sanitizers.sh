#!/usr/bin/env bash
# Runs the whole test suite under the thread sanitizer and the address
# sanitizer, each in its own build directory (.build-tsan, .build-asan).
#
# Fails if a build or a test fails, if a sanitizer reports anything, or if the
# output contains a continuation-misuse message from the Swift runtime ("leaked
# its continuation", "resumed ... more than once"). Each run's output is kept
# in <build dir>/test-output.txt.
#
# LeakSanitizer is off (ASAN_OPTIONS=detect_leaks=0): on Linux it reports only
# the XCTest harness's own allocations at exit (XCTMain, XCTestSuiteRun, 368
# bytes in 6 objects with Swift 6.3.1), never Waypoint's. Leaks of coordinators
# are checked by the tests themselves (LeakTracker).
#
# The tests run one at a time (--no-parallel). Every @MainActor test shares the
# one main thread, and a sanitizer slows it down several times: run in parallel,
# a test's wall-clock time is the whole suite's main-thread time, so its time
# limit (`.timeLimit(.minutes(1))`) and its waits measure the other tests rather
# than itself, and a loaded machine fails them with nothing wrong. One at a
# time, each test's limits measure that test; WaypointTesting's waits also read
# a change that a busy main actor held back instead of timing out
# (StarvedWaitTests).
#
# Usage: Scripts/sanitizers.sh [thread|address]...   (both by default)
set -uo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
if [ ${#sanitizers[@]} -eq 0 ]; then
    sanitizers=(thread address)
fi

misuse='leaked its continuation|resumed (its continuation )?(more than once|twice)|SWIFT TASK CONTINUATION MISUSE|continuation .*(misuse|more than once)'
findings='WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer|runtime error:'
status=0

for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
    thread) scratch=.build-tsan ;;
    address) scratch=.build-asan ;;
    *)
        echo "unknown sanitizer '$sanitizer' (thread or address)" >&2
        exit 2
        ;;
    esac
    mkdir -p "$scratch"
    output="$scratch/test-output.txt"
    echo "== tests under --sanitize=$sanitizer ($scratch)"
    start=$(date +%s)
    # halt_on_error=0: report every finding, then fail through the exit code and the grep below.
    TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 ${TSAN_OPTIONS:-}" \
        ASAN_OPTIONS="detect_leaks=0 ${ASAN_OPTIONS:-}" \
        timeout 2400 swift test --no-parallel --sanitize="$sanitizer" --scratch-path "$scratch" -Xswiftc -warnings-as-errors \
        2>&1 | tee "$output"
    result=${PIPESTATUS[0]}
    echo "== --sanitize=$sanitizer took $(($(date +%s) - start)) s, exit status $result"
    if [ "$result" -ne 0 ]; then
        echo "tests failed under --sanitize=$sanitizer (exit status $result)" >&2
        status=1
    fi
    if grep -Eiq "$misuse" "$output"; then
        echo "continuation misuse reported under --sanitize=$sanitizer:" >&2
        grep -Ei "$misuse" "$output" | head -20 >&2
        status=1
    fi
    if grep -Eq "$findings" "$output"; then
        echo "the $sanitizer sanitizer reported problems:" >&2
        grep -E "$findings" "$output" | sort | uniq -c | head -20 >&2
        status=1
    fi
done
exit $status
