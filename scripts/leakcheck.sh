#!/usr/bin/env bash
# Runs MultiWindow under valgrind's memcheck on a private Xvfb: a launch, a click on "New Window",
# Ctrl+N, then Ctrl+W until the last window closes (the app exits by itself), and reports the
# definite leaks, split into those with a frame in the project's code and those only in libraries.
# Usage: scripts/leakcheck.sh   (needs valgrind; installs the rest with scripts/setup.sh)
# Output: .build/leakcheck.log (valgrind's full report); exit 1 if a definite leak involves our code.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "leakcheck: install valgrind (apt-get install valgrind)" >&2; exit 2; }
bash scripts/setup.sh
swift build --package-path Examples --product MultiWindow
binary="$(swift build --package-path Examples --show-bin-path)/MultiWindow"
log="$PWD/.build/leakcheck.log"
out="$PWD/.build/leakcheck.out"

source scripts/xvfb.sh
start_private_xvfb || { echo "leakcheck: Xvfb did not start" >&2; exit 1; }
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
export DISPLAY=":$display_number"

# Dispatch and Swift's runtime allocate per-thread caches valgrind cannot see freed at exit; only
# definite leaks are errors.
WINDOWING_SCENE_SIZE=320x240 valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
    --num-callers=40 --log-file="$log" "$binary" >"$out" 2>&1 &
app_pid=$!

wait_for() {  # wait_for TEXT: until the app printed TEXT (valgrind makes everything ~30× slower)
    for _ in $(seq 1 600); do
        grep -qF "$1" "$out" && return 0
        kill -0 "$app_pid" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}
step() { echo "leakcheck: $1"; }

wait_for "NoteViewController[1]::viewDidAppear" || { echo "leakcheck: the app did not start; see $out" >&2; exit 1; }
step "window 1 is up; clicking New Window"
python3 scripts/xinput.py click 60 100
wait_for "NoteViewController[2]::viewDidAppear" || { echo "leakcheck: no window 2; see $out" >&2; exit 1; }
step "window 2 is up; Ctrl+N under the pointer"
python3 scripts/xinput.py key Control_L+n
wait_for "NoteViewController[3]::viewDidAppear" || { echo "leakcheck: no window 3; see $out" >&2; exit 1; }
for number in 3 2 1; do
    step "Ctrl+W closes window $number"
    python3 scripts/xinput.py key Control_L+w
    wait_for "didDiscardSceneSessions:) [$number]" || { echo "leakcheck: window $number did not close; see $out" >&2; exit 1; }
done
status=0
wait "$app_pid" || status=$?
step "the app exited with status $status"

summary="$(sed -n '/LEAK SUMMARY/,/suppressed/p' "$log" | sed 's/^==[0-9]*== //')"
echo "$summary"
# A definite loss is ours when the first frame past the allocator (malloc, Swift's allocObject) is
# in the executable; otherwise the library that called malloc owns it, and it is listed by name.
python3 - "$log" <<'PY'
import re, sys
records, current = [], None
for line in open(sys.argv[1]):
    line = re.sub(r"^==\d+== ?", "", line.rstrip("\n"))
    if "are definitely lost in loss record" in line:
        current = [line]
        records.append(current)
    elif current is not None:
        if not line.strip():
            current = None
        else:
            current.append(line)
allocators = re.compile(r"(vgpreload|libswiftCore|libc\.so|swift_slowAlloc|swift_allocObject|libstdc\+\+)")
ours, theirs = [], {}
for record in records:
    frames = [f for f in record[1:] if f.strip().startswith(("at ", "by "))]
    owner = next((f for f in frames if not allocators.search(f)), "")
    match = re.search(r"\(in (/[^)]+)\)", owner)
    if match:
        library = match.group(1).rsplit("/", 1)[-1]
        theirs.setdefault(library, []).append(record[0])
    else:
        ours.append("\n".join(record))
for library, heads in sorted(theirs.items()):
    print(f"leakcheck: {len(heads)} definite loss record(s) allocated inside {library}:")
    for head in heads:
        print("    " + head)
if ours:
    print("leakcheck: definite leaks allocated by the project's code:")
    print("\n\n".join(ours))
    sys.exit(1)
print("leakcheck: no definite leak allocated by the project's code")
PY
echo "leakcheck: full report in $log"
exit "$status"
