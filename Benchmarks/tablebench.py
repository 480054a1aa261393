#!/usr/bin/env python3
"""Table-scrolling benchmark: a 100,000-row table scrolled by the wheel and by dragging; the
toolkit (TableLab) beside a GTK 3 GtkTreeView (tablefloor_gtk.c), under one private Xvfb.

Both programs show 100,000 rows, 24 pixels tall, reading "Row N", in a 640x480 window, and scroll
40 pixels per wheel notch and one pixel per pixel dragged. The input comes from xtest_flood.c
through XTEST, paced: wheel notches INTERVAL apart, and drag strokes of STEP-pixel moves
INTERVAL apart from y=440 up to y=40, released there (TableLab then decelerates until the next
press; the GTK peer does not). Each program reports, per phase,
  <phase> <frames> <p50 ns> <p99 ns> <max ns> <rows> <cells> <visible> <rss0 kB> <rss1 kB> <rssmax kB>
(TableLab.swift and tablefloor_gtk.c say how each times a frame). Before the measured phases a
short unrecorded wheel warm-up fills the caches both programs keep (glyphs, reuse queues).

Targets (issue 17): p99 frame time ≤ 8 ms; cells alive ≤ visible rows + 4; resident memory flat
within 1 MB over 10,000 scrolled rows (the wheel phase scrolls 10,000 rows by default); and
beat the GTK peer on frame time and memory.
Run from anywhere: python3 Benchmarks/tablebench.py. Standard library only; it reuses
firstpaint.py's Xvfb handling and floorbench.py's build and interleaving.
"""

import argparse
import os
import select
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firstpaint import SetupError, machine_info, write_json  # noqa: E402
from floorbench import build_lab_and_floor, run_interleaved  # noqa: E402
from rss_by_source import smaps_by_source  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BINARY = os.path.join("Benchmarks", ".build", "release", "TableLab")
BUILD_COMMAND = ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--static-swift-stdlib", "--product", "TableLab"]
PEER = os.path.join(".build", "tablefloor-gtk")
SENDER = os.path.join(".build", "xtest-flood")
PHASES = ("wheel", "drag")
FIELDS = ("frames", "p50_ns", "p99_ns", "max_ns", "rows", "cells", "visible", "rss0_kb", "rss1_kb", "rssmax_kb")
TARGET_P99_MS = 8.0
TARGET_SPARE_CELLS = 4
TARGET_RSS_KB = 1024


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved runs per program (default 3)")
    parser.add_argument("--notches", type=int, default=6000,
                        help="wheel notches in the wheel phase (default 6000: 10,000 rows)")
    parser.add_argument("--strokes", type=int, default=150, help="drag strokes in the drag phase (default 150)")
    parser.add_argument("--step", type=int, default=20, help="pixels per drag move (default 20)")
    parser.add_argument("--interval-us", type=int, default=4000,
                        help="microseconds between notches and between drag moves (default 4000)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="toolkit binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--no-peer", action="store_true",
                        help="run TableLab alone, where GTK 3's headers are missing (no verdicts against GTK)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds to wait for a reply (default 60)")
    parser.add_argument("--json", metavar="PATH", help="also write every run to PATH")
    parser.add_argument("--smaps", action="store_true",
                        help="after each run's phases, break its resident memory down by source (rss_by_source.py)")
    args = parser.parse_args()
    if min(args.rounds, args.notches, args.strokes, args.step, args.interval_us) < 1:
        parser.error("--rounds, --notches, --strokes, --step and --interval-us must be at least 1")
    return args


def read_line(proc, timeout):
    """The program's next line of output, or None after `timeout` seconds or at its exit."""
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([proc.stdout], [], [], left)[0]:
            return None
        line = proc.stdout.readline()
        return line.strip() if line else None


def send(display, argv, timeout):
    done = subprocess.run([SENDER] + [str(a) for a in argv], env=dict(os.environ, DISPLAY=display),
                          capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise SetupError(f"xtest-flood {argv[0]} failed ({done.returncode}): {done.stderr.strip()}")


def run_once(path, display, args):
    env = dict(os.environ, DISPLAY=display)
    env.pop("WINDOWING_EXIT_AFTER_FIRST_FRAME", None)
    proc = subprocess.Popen([path], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)
    phases = {
        "wheel": ["wheel", args.notches, 320, 240, args.interval_us],
        "drag": ["drag", args.strokes, 320, 440, 40, args.step, args.interval_us],
    }
    send_timeout = args.timeout + (args.notches + args.strokes * (400 // args.step + 2)) * args.interval_us / 1e6 * 3
    result = {}
    try:
        ready = read_line(proc, args.timeout)
        if not ready or not ready.startswith("ready "):
            return None, f"no `ready` line (got {ready!r})"
        proc.stdin.write("mark warm-up\n")
        send(display, ["wheel", 100, 320, 240, args.interval_us], send_timeout)
        proc.stdin.write("end\n")
        if read_line(proc, args.timeout) is None:
            return None, "no reply to the warm-up's `end`"
        for phase in PHASES:
            proc.stdin.write(f"mark {phase}\n")
            send(display, phases[phase], send_timeout)
            proc.stdin.write("end\n")
            line = read_line(proc, args.timeout)
            parts = (line or "").split()
            if len(parts) != 11 or parts[0] != phase or not all(p.isdigit() for p in parts[1:]):
                return None, f"{phase}: unexpected reply {line!r}"
            result[phase] = dict(zip(FIELDS, map(int, parts[1:])))
        if args.smaps:
            result["smaps_kb"] = smaps_by_source(proc.pid, path)
        proc.stdin.write("quit\n")
        proc.wait(timeout=args.timeout)
    except (BrokenPipeError, subprocess.TimeoutExpired) as e:
        return None, f"{type(e).__name__}: {e}; stderr {proc.stderr.read()[-400:]!r}" if proc.poll() is not None \
            else f"{type(e).__name__}: {e}"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return result, None


def main():
    args = parse_args()
    os.chdir(REPO)
    programs = [("GTK 3 GtkTreeView", PEER), ("TableLab", args.binary)]
    if args.no_peer:
        programs = programs[1:]
    try:
        build_lab_and_floor(BUILD_COMMAND, args.skip_build, "Benchmarks/xtest_flood.c", SENDER, ["x11", "xtst"],
                            args.binary)
        if not args.no_peer:
            build_lab_and_floor(BUILD_COMMAND, True, "Benchmarks/tablefloor_gtk.c", PEER, ["gtk+-3.0"], args.binary)
        runs, failures = run_interleaved(programs, args.rounds, lambda path, display: run_once(path, display, args))
    except SetupError as e:
        print(f"tablebench: {e}", file=sys.stderr)
        return 1

    for name, phase, error in failures:
        print(f"FAILED {name} ({phase}): {error}")
    if any(not r for r in runs.values()):
        return 1

    print(f"\ntable scrolling: 640x480, 100,000 rows of 24 px; {args.notches} wheel notches and {args.strokes} "
          f"drag strokes ({args.step} px moves) {args.interval_us} µs apart; {args.rounds} interleaved runs per "
          f"program; medians over the runs (RSS growth: the worst run)")
    print(f"{'program':<20}{'phase':<7}{'frames':>7}{'rows':>7}{'p50 ms':>8}{'p99 ms':>8}{'max ms':>8}"
          f"{'cells':>7}{'visible':>8}{'RSS MB':>8}{'growth kB':>10}")
    figures = {}
    for name, _ in programs:
        for phase in PHASES:
            row = {key: statistics.median(r[phase][key] for r in runs[name]) for key in FIELDS}
            row["growth_kb"] = max(r[phase]["rssmax_kb"] - r[phase]["rss0_kb"] for r in runs[name])
            row["cells_worst"] = max(r[phase]["cells"] for r in runs[name])
            row["visible_worst"] = max(r[phase]["visible"] for r in runs[name])
            figures[(name, phase)] = row
            cells = f"{row['cells_worst']:.0f}" if row["cells_worst"] else "-"
            print(f"{name:<20}{phase:<7}{row['frames']:>7.0f}{row['rows']:>7.0f}{row['p50_ns'] / 1e6:>8.2f}"
                  f"{row['p99_ns'] / 1e6:>8.2f}{row['max_ns'] / 1e6:>8.2f}{cells:>7}{row['visible_worst']:>8.0f}"
                  f"{row['rssmax_kb'] / 1024:>8.1f}{row['growth_kb']:>10.0f}")

    lab = "TableLab"
    peer = None if args.no_peer else programs[0][0]
    verdict = lambda ok: "PASS" if ok else "MISS"  # noqa: E731
    print(f"\ntargets: p99 ≤ {TARGET_P99_MS:g} ms; cells alive ≤ visible + {TARGET_SPARE_CELLS}; RSS within "
          f"{TARGET_RSS_KB} kB over 10,000 rows; beat the GTK peer on frame time and memory")
    for phase in PHASES:
        mine = figures[(lab, phase)]
        theirs = figures[(peer, phase)] if peer else None
        p99 = mine["p99_ns"] / 1e6
        against = f"vs GTK {theirs['p99_ns'] / 1e6:.2f} ms  {verdict(mine['p99_ns'] < theirs['p99_ns'])}" \
            if theirs else "GTK not run (--no-peer)"
        print(f"  {phase}: p99 {p99:.2f} ms  {verdict(p99 <= TARGET_P99_MS)};  {against}")
        print(f"  {phase}: cells alive at most {mine['cells_worst']:.0f} for {mine['visible_worst']:.0f} visible  "
              f"{verdict(mine['cells_worst'] <= mine['visible_worst'] + TARGET_SPARE_CELLS)}")
        against = f"vs GTK {theirs['rssmax_kb'] / 1024:.1f} MB  {verdict(mine['rssmax_kb'] < theirs['rssmax_kb'])}" \
            if theirs else "GTK not run"
        print(f"  {phase}: RSS grew {mine['growth_kb']:.0f} kB over {mine['rows']:.0f} rows  "
              f"{verdict(mine['growth_kb'] <= TARGET_RSS_KB)};  peak {mine['rssmax_kb'] / 1024:.1f} MB {against}")

    if args.smaps:
        print("\nresident memory by source after the phases, kB (median over the runs)")
        for name, _ in programs:
            keys = sorted({k for r in runs[name] for k in r.get("smaps_kb", {})})
            rows = {k: statistics.median(r["smaps_kb"].get(k, 0) for r in runs[name]) for k in keys}
            print(f"  {name}: total {sum(rows.values()):.0f}")
            for key, kb in sorted(rows.items(), key=lambda kv: -kv[1]):
                print(f"    {kb:>8.0f}  {key}")

    if args.json:
        write_json(args.json, {"machine": machine_info(), "args": vars(args), "runs": runs, "failures": failures})
    return 0


if __name__ == "__main__":
    sys.exit(main())
