#!/usr/bin/env bash
# Remakes Linking/launch-order.txt, the list of functions the samples run before their first
# frame, which their release builds are linked in the order of (Package.swift,
# sampleReleaseLinking). Run it after changes to the launch path; a stale list only costs memory
# (functions missing from it are placed as usual, names that no longer exist are skipped).
#   - Builds the samples in release, runs each once to its first frame under callgrind on a
#     private Xvfb (stopped by its PID), and writes the functions of the binary that ran.
#   - Needs valgrind (installed with apt-get when missing).
# Usage: scripts/make-launch-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if ! command -v valgrind >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends valgrind >/dev/null
fi

samples=(HelloWindow StoryboardWindow MultiWindow ClockWindow SceneInCode MainStoryboardApp SelfDelegateApp HelloStoryboard)
work="$(mktemp -d)"
source scripts/xvfb.sh
start_private_xvfb || { echo "make-launch-order: Xvfb did not start" >&2; exit 1; }
trap 'kill "$xvfb_pid" 2>/dev/null || true; rm -rf "$work"' EXIT

bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
order="$PWD/Linking/launch-order.txt"
: >"$work/order.txt"
for sample in "${samples[@]}"; do
    swift build -c release --static-swift-stdlib --product "$sample" >/dev/null
    DISPLAY=":$display_number" WINDOWING_EXIT_AFTER_FIRST_FRAME=1 \
        valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$sample.out" \
        "$bin/$sample" >/dev/null 2>"$work/$sample.log" || {
        echo "make-launch-order: $sample failed under callgrind; see its log:" >&2
        tail -5 "$work/$sample.log" >&2
        exit 1
    }
    python3 scripts/launch_order.py "$sample" "$work/$sample.out" >>"$work/order.txt"
done
# The first sample's launch first, then what the others add; each name once.
awk '!seen[$0]++' "$work/order.txt" >"$order"
# SwiftPM does not know the list is a link input: remove the binaries so the next build relinks.
for sample in "${samples[@]}"; do rm -f "$bin/$sample"; done
echo "make-launch-order: $(wc -l <"$order") functions written to Linking/launch-order.txt"
