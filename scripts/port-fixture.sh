#!/usr/bin/env bash
# Ports Tests/Fixtures/PortFixtureApp (an app written in the iOS style: @UIApplicationMain,
# #selector, outlets, actions, an asset catalog, storyboards) with windowing-port, builds the
# result against this checkout and runs it headless to its first frame. Exits non-zero if any
# step fails or no `first-frame` line appears.
#
# usage: bash scripts/port-fixture.sh [OUT-FOLDER]   (default: a new temporary folder)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch=""
if [ $# -ge 1 ]; then
    out="$1"
else
    scratch="$(mktemp -d)"
    out="$scratch/PortFixtureApp"
fi
cleanup() { if [ -n "$scratch" ]; then rm -rf "$scratch"; fi; }
trap cleanup EXIT

echo "== building windowing-port"
swift build --package-path "$root" --product windowing-port 2>&1 | tail -1
echo "== porting Tests/Fixtures/PortFixtureApp into $out"
"$root/.build/debug/windowing-port" "$root/Tests/Fixtures/PortFixtureApp" "$out" --force
echo "== building the ported app"
if ! swift build --package-path "$out" > "$out/build.log" 2>&1; then
    cat "$out/build.log"
    echo "port-fixture: the ported app does not build" >&2
    exit 1
fi
tail -1 "$out/build.log"
echo "== running it headless to its first frame"
status=0
log="$(cd "$out" && WINDOWING_BACKEND=headless WINDOWING_EXIT_AFTER_FIRST_FRAME=1 \
    WINDOWING_SCREENSHOT="$out/first-frame.png" timeout 60 "$out/.build/debug/PortFixtureApp" 2>&1)" || status=$?
echo "$log"
if [ "$status" -ne 0 ]; then
    echo "port-fixture: the ported app exited with status $status" >&2
    exit 1
fi
if ! grep -q '^first-frame ' <<<"$log"; then
    echo "port-fixture: no first-frame line" >&2
    exit 1
fi
if [ -z "$scratch" ]; then echo "port-fixture: first frame saved as $out/first-frame.png"; fi
echo "port-fixture: ok (ported, built, ran to its first frame)"
