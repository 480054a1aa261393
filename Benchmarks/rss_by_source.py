#!/usr/bin/env python3
"""Where a toolkit app's resident memory goes, by source, once its first window is on screen.

Starts a private Xvfb, launches the given binary with WINDOWING_TRACE=1 and reads its trace until
`viewDidAppear(_:)`, which the toolkit calls after the first presented frame. Then it waits until
the app's CPU time stops growing (what it does after the first frame, such as opening the input
method, is counted too), reads /proc/PID/smaps and sums Rss by mapping, grouped into
sources: Swift runtime, Foundation (Essentials / Internationalization / ICU), Cairo/Pango and
their font stack, fontconfig's cache files, X11 libraries, libc, the app binary (the toolkit is
linked into it), anonymous memory (heap, back buffer, stacks). See Benchmarks/README.md.

A build with `--static-swift-stdlib` (how the README tells users to ship) has the Swift runtime,
Foundation and ICU inside the app binary; a second table splits the binary's resident pages by the
archive or object their bytes come from, and by ELF section (rss_in_binary.py).

Usage: python3 Benchmarks/rss_by_source.py [--no-split] PATH/TO/APP
Standard library only; needs Xvfb; reuses firstpaint.py's Xvfb handling (started with
-displayfd and -noreset, stopped by PID).
"""

import argparse
import os
import re
import selectors
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firstpaint import SetupError, start_xvfb, stop_xvfb  # noqa: E402
import rss_in_binary  # noqa: E402

GROUPS = [
    ("ICU (lib_FoundationICU)", ("lib_FoundationICU",)),
    ("FoundationInternationalization", ("libFoundationInternationalization",)),
    ("FoundationEssentials", ("libFoundationEssentials",)),
    ("Foundation (swift-corelibs)", ("libFoundation.so", "libFoundationNetworking", "libFoundationXML")),
    ("Dispatch", ("libdispatch", "libswiftDispatch", "libBlocksRuntime")),
    ("Swift runtime and stdlib", ("libswift",)),
    ("fontconfig cache files", ("/fontconfig/",)),
    ("fonts (mapped font files)", ("/fonts/",)),
    ("Cairo/Pango/HarfBuzz/FreeType/fontconfig/GLib", (
        "libcairo", "libpango", "libharfbuzz", "libfreetype", "libfontconfig", "libglib", "libgobject",
        "libgio", "libgmodule", "libpixman", "libpng", "libfribidi", "libthai", "libdatrie", "libexpat",
        "libgraphite", "libbrotli", "libbz2", "libz.", "libpcre", "libffi", "libmount", "libselinux",
        "libblkid")),
    ("X11 libraries", ("libX", "libxcb", "libxkb")),
    ("C/C++ runtime (libc, libstdc++, libm, ld.so)", ("libc.so", "libstdc++", "libm.so", "ld-linux", "libgcc_s")),
    ("shared memory (MIT-SHM back buffer)", ("SYSV", "/dev/shm")),
]


def classify(path, binary):
    if path and os.path.realpath(path) == os.path.realpath(binary):
        return "app binary (toolkit + app code)"
    for name, needles in GROUPS:
        if path and any(n in path for n in needles):
            return name
    if path in ("[heap]",):
        return "anonymous: [heap] (malloc: toolkit objects, back buffer if not SHM)"
    if not path or path.startswith("[anon"):
        return "anonymous: mmap (large mallocs, back buffer, Swift metadata, thread stacks)"
    if path.startswith("["):
        return "other kernel mappings " + path
    return "other files: " + os.path.basename(path)


def smaps_by_source(pid, binary):
    totals = {}
    path = None
    with open(f"/proc/{pid}/smaps", encoding="utf-8", errors="replace") as f:
        for line in f:
            fields = line.split()
            if not fields:
                continue
            if "-" in fields[0] and not fields[0].endswith(":"):
                path = fields[5] if len(fields) > 5 else ""
            elif fields[0] == "Rss:":
                key = classify(path, binary)
                totals[key] = totals.get(key, 0) + int(fields[1])
    return totals


def wait_for_first_frame(app, timeout=60.0):
    """Reads the app's trace lines until `viewDidAppear(_:)`, for at most `timeout` seconds."""
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(app.stdout, selectors.EVENT_READ)
        pending = b""
        while time.monotonic() < deadline:
            if not selector.select(timeout=deadline - time.monotonic()):
                break
            chunk = os.read(app.stdout.fileno(), 65536)
            if not chunk:
                raise SystemExit(f"rss_by_source: the app exited (status {app.wait()}) before its first frame")
            pending += chunk
            if b"::viewDidAppear(_:)" in pending:
                return
            pending = pending[pending.rfind(b"\n") + 1:]
    raise SystemExit(f"rss_by_source: no viewDidAppear(_:) in the trace within {timeout:g} s; "
                     "is the binary a Windowing app?")


def cpu_ticks(pid):
    """User plus system CPU time of `pid`, in clock ticks (/proc/PID/stat fields 14 and 15)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def wait_until_idle(pid, interval=0.2, limit=10.0):
    """Returns once two samples `interval` apart show no CPU time spent (at most `limit` s)."""
    deadline = time.monotonic() + limit
    before = cpu_ticks(pid)
    while time.monotonic() < deadline:
        time.sleep(interval)
        now = cpu_ticks(pid)
        if now == before:
            return
        before = now


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--no-split", action="store_true",
                        help="do not split the app binary's resident pages by source and section")
    args = parser.parse_args()
    try:
        xvfb, display, _ = start_xvfb()
    except SetupError as e:
        print(f"rss_by_source: {e}", file=sys.stderr)
        return 1
    try:
        env = dict(os.environ, DISPLAY=display)
        env.pop("WINDOWING_EXIT_AFTER_FIRST_FRAME", None)
        env["WINDOWING_TRACE"] = "1"
        app = subprocess.Popen([args.binary], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        try:
            wait_for_first_frame(app)
            wait_until_idle(app.pid)
            totals = smaps_by_source(app.pid, args.binary)
            pages = [] if args.no_split else rss_in_binary.resident_pages(app.pid, args.binary)
        finally:
            app.terminate()
            app.wait(timeout=10)
    finally:
        stop_xvfb(xvfb)
    total = sum(totals.values())
    print(f"{'source':<78} {'RSS kB':>8} {'share':>6}")
    for key, kb in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"{key:<78} {kb:>8} {100 * kb / total:>5.1f}%")
    print(f"{'total':<78} {total:>8}")
    if pages:
        by_source, by_section = rss_in_binary.split(pages, args.binary)
        print_split("the app binary's resident pages, by source", by_source)
        print_split("the app binary's resident pages, by ELF section", by_section)


def print_split(title, kilobytes):
    total = sum(kilobytes.values())
    print()
    print(f"{title:<78} {'RSS kB':>8} {'share':>6}")
    for key, kb in sorted(kilobytes.items(), key=lambda kv: -kv[1]):
        if kb >= 4:
            print(f"  {key:<76} {kb:>8.0f} {100 * kb / total:>5.1f}%")
    print(f"  {'total (under 4 kB each left out above)':<76} {total:>8.0f}")


if __name__ == "__main__":
    sys.exit(main())
