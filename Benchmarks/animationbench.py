#!/usr/bin/env python3
"""Animation benchmark: frame times of 100 views animating frame and alpha together, and of
animated push and pop transitions; the toolkit (AnimationLab) beside a C Xlib + Cairo + Pango
floor (animationfloor.c), under one private Xvfb.

Each program animates the same scenes at 60 Hz and prints, per phase,
  <phase> <frames> <p50 ns> <p99 ns> <max ns> <dropped>
where a frame's time runs from its start to the end of its present, and dropped counts the 60 Hz
frames missed between frame starts.

Targets (issue 18): with 100 views animating, p99 frame time ≤ 8 ms; during push and pop, no
frame over 16 ms. See Benchmarks/README.md ("Animation").
Run from anywhere: python3 Benchmarks/animationbench.py. Standard library only; it reuses
firstpaint.py's Xvfb handling (started with -displayfd, stopped by PID).
"""

import argparse
import os
import statistics
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firstpaint import SetupError, machine_info, write_json  # noqa: E402
from floorbench import build_lab_and_floor, run_interleaved  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BINARY = os.path.join("Benchmarks", ".build", "release", "AnimationLab")
BUILD_COMMAND = ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--product", "AnimationLab"]
FLOOR = os.path.join(".build", "animationfloor")
PHASES = ("grid", "push")
TARGET_GRID_P99_MS = 8.0
TARGET_PUSH_MAX_MS = 16.0


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved runs per program (default 3)")
    parser.add_argument("--cycles", type=int, default=4, help="one-second grid animations per run (default 4)")
    parser.add_argument("--pushes", type=int, default=5, help="push-and-pop pairs per run (default 5)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="toolkit binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per run (default 120)")
    parser.add_argument("--json", metavar="PATH", help="also write every run to PATH")
    args = parser.parse_args()
    if min(args.rounds, args.cycles, args.pushes) < 1:
        parser.error("--rounds, --cycles and --pushes must be at least 1")
    return args


def run_once(path, display, args):
    env = dict(os.environ, DISPLAY=display, ANIMATION_CYCLES=str(args.cycles), ANIMATION_PUSHES=str(args.pushes))
    env.pop("WINDOWING_EXIT_AFTER_FIRST_FRAME", None)
    try:
        done = subprocess.run([path], env=env, capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return None, f"still running after {args.timeout:g} s (killed)"
    result = {}
    for line in done.stdout.splitlines():
        parts = line.split()
        if len(parts) == 6 and parts[0] in PHASES and all(p.isdigit() for p in parts[1:]):
            frames, p50, p99, worst, dropped = map(int, parts[1:])
            result[parts[0]] = {"frames": frames, "p50_ns": p50, "p99_ns": p99, "max_ns": worst, "dropped": dropped}
    if done.returncode != 0 or set(result) != set(PHASES):
        return None, f"exit status {done.returncode}; stdout {done.stdout.strip()!r}; stderr {done.stderr.strip()[-400:]!r}"
    return result, None


def main():
    args = parse_args()
    os.chdir(REPO)
    programs = [("C floor (animationfloor)", FLOOR), ("AnimationLab", args.binary)]
    try:
        build_lab_and_floor(BUILD_COMMAND, args.skip_build, "Benchmarks/animationfloor.c", FLOOR,
                            ["x11", "xext", "cairo", "pangocairo"], args.binary)
        runs, failures = run_interleaved(programs, args.rounds, lambda path, display: run_once(path, display, args))
    except SetupError as e:
        print(f"animationbench: {e}", file=sys.stderr)
        return 1

    for name, phase, error in failures:
        print(f"FAILED {name} ({phase}): {error}")
    if any(not r for r in runs.values()):
        return 1

    print(f"\nanimation: 640x480 at 60 Hz; {args.rounds} interleaved runs per program; medians over the runs")
    print(f"{'program':<26}{'phase':<7}{'frames':>8}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}{'dropped':>9}")
    figures = {}
    for name, _ in programs:
        for phase in PHASES:
            median = lambda key: statistics.median(r[phase][key] for r in runs[name])  # noqa: E731
            row = {key: median(key) for key in ("frames", "p50_ns", "p99_ns", "max_ns", "dropped")}
            figures[(name, phase)] = row
            print(f"{name:<26}{phase:<7}{row['frames']:>8.0f}{row['p50_ns'] / 1e6:>9.2f}{row['p99_ns'] / 1e6:>9.2f}"
                  f"{row['max_ns'] / 1e6:>9.2f}{row['dropped']:>9.0f}")

    lab = programs[1][0]
    grid_p99 = figures[(lab, "grid")]["p99_ns"] / 1e6
    push_max = max(r["push"]["max_ns"] for r in runs[lab]) / 1e6
    verdict = lambda ok: "PASS" if ok else "MISS"  # noqa: E731
    print(f"\ntargets: 100 views animating, p99 ≤ {TARGET_GRID_P99_MS:g} ms; push and pop, no frame over "
          f"{TARGET_PUSH_MAX_MS:g} ms")
    print(f"  grid p99 {grid_p99:.2f} ms  {verdict(grid_p99 <= TARGET_GRID_P99_MS)}")
    print(f"  push/pop worst frame over all runs {push_max:.2f} ms  {verdict(push_max <= TARGET_PUSH_MAX_MS)}")

    if args.json:
        write_json(args.json, {"machine": machine_info(), "args": vars(args), "runs": runs, "failures": failures})
    return 0


if __name__ == "__main__":
    sys.exit(main())
