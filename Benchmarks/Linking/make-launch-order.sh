#!/usr/bin/env bash
# Remakes Benchmarks/Linking/launch-order.txt, the functions a launch runs before its first frame,
# which the README's shipping command hands lld (--symbol-ordering-file) so they lie together.
# Run it after changes to the launch path or a new toolchain; a stale list only costs memory
# (functions missing from it are placed as usual, names that no longer exist are skipped).
#   - Builds HelloWindow as a user's own package (firstpaint_userbuild.py) with the README's
#     shipping flags and lld's map of the link, runs it three times to its first frame under callgrind on
#     a private Xvfb (stopped by its PID), and lists the functions of the binary that ran
#     (launch_order.py: those with a section of their own first, then each shared section once).
#   - Needs valgrind and Xvfb (scripts/setup.sh installs Xvfb; valgrind: apt-get install valgrind).
# Usage: bash Benchmarks/Linking/make-launch-order.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null 2>&1 || { echo "make-launch-order: needs valgrind" >&2; exit 1; }

work="$(mktemp -d)"
source scripts/xvfb.sh
xvfb_pid=""
trap '[ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true; rm -rf "$work"' EXIT

package=.build/userbuild/HelloWindowApp
scratch="$package/.build-shipped"
python3 Benchmarks/firstpaint_userbuild.py
# The README's flags without the order file (firstpaint_userbuild.SHIP_FLAGS_UNORDERED), plus the map.
swift build -c release --package-path "$package" --scratch-path "$scratch" --product HelloWindowApp \
    --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
    -Xlinker --no-export-dynamic -Xlinker "-Map=$work/link.map" -Xlinker --no-demangle >/dev/null

start_private_xvfb || { echo "make-launch-order: Xvfb did not start" >&2; exit 1; }
# Three runs: what runs before the first frame depends a little on timing (whether the run loop
# is entered before the window's first expose arrives); the list is their union.
for run in 1 2 3; do
    DISPLAY=":$display_number" WINDOWING_EXIT_AFTER_FIRST_FRAME=1 \
        valgrind --tool=callgrind --dump-instr=no --demangle=no --callgrind-out-file="$work/launch$run.out" \
        "$scratch/release/HelloWindowApp" >/dev/null 2>"$work/callgrind.log" || {
        echo "make-launch-order: HelloWindowApp failed under callgrind; see its log:" >&2
        tail -5 "$work/callgrind.log" >&2
        exit 1
    }
done
python3 Benchmarks/Linking/launch_order.py HelloWindowApp "$work/link.map" "$work"/launch[123].out \
    >Benchmarks/Linking/launch-order.txt
# The binary was linked without the order: remove it so that the next build (firstpaint.py
# --user-builds) links it with the README's full command.
rm -f "$scratch/release/HelloWindowApp"
echo "make-launch-order: $(wc -l <Benchmarks/Linking/launch-order.txt) names written to Benchmarks/Linking/launch-order.txt"
