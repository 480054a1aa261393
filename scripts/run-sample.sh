#!/usr/bin/env bash
# Builds and runs a sample (HelloWindow unless named) with the launch-chain trace on.
#   - With $DISPLAY set, the window opens on that display; close it to end the app.
#   - Without a display, the sample runs on a private Xvfb: a screenshot of its first frame is
#     saved, then the app is asked to terminate (SIGTERM) and the Xvfb is stopped, by their PIDs.
# HelloWindow is the root package's sample; the others are in the Examples package.
# Usage: scripts/run-sample.sh [HelloWindow|ClockWindow|MultiWindow|StoryboardWindow|SceneInCode|MainStoryboardApp|SelfDelegateApp|TraceDiagram] [arguments for the sample]
set -euo pipefail
cd "$(dirname "$0")/.."
sample="${1:-HelloWindow}"
shift || true

bash scripts/setup.sh
package=.
[ "$sample" = HelloWindow ] || package=Examples
# Linking Swift's runtime and Foundation statically starts the app ~6 ms faster.
swift build --package-path "$package" -c release --static-swift-stdlib --product "$sample"
binary="$(swift build --package-path "$package" -c release --static-swift-stdlib --show-bin-path)/$sample"

if [ -n "${DISPLAY:-}" ]; then
    echo "run-sample: running $sample on $DISPLAY with WINDOWING_TRACE=1 (close the window to quit)"
    exec env WINDOWING_TRACE=1 "$binary" "$@"
fi

screenshot="$PWD/.build/$sample.png"
rm -f "$screenshot"
source scripts/xvfb.sh
start_private_xvfb || { echo "run-sample: Xvfb did not start" >&2; exit 1; }
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
echo "run-sample: no DISPLAY; running $sample on a private Xvfb (:$display_number) with WINDOWING_TRACE=1"

DISPLAY=":$display_number" WINDOWING_TRACE=1 WINDOWING_SCREENSHOT="$screenshot" "$binary" "$@" &
app_pid=$!
for _ in $(seq 1 200); do
    [ -s "$screenshot" ] && break
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.05
done
sleep 0.5   # let the first turn's trace (viewDidAppear and any timers) finish
kill -TERM "$app_pid" 2>/dev/null || true
status=0
wait "$app_pid" || status=$?
if [ -s "$screenshot" ]; then
    echo "run-sample: screenshot of the first frame: $screenshot"
fi
exit "$status"
