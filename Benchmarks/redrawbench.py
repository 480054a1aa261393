#!/usr/bin/env python3
"""Redraw benchmark: full redraws of 1,000 rounded, bordered views, and the repaint of one
20x20 view among them; the toolkit (RedrawLab) against a C Xlib + Cairo floor (redrawfloor.c),
under one private Xvfb.

Each program draws the same scene (640x480 window, white root, 1,000 20x20 cells on a 16x19
grid, corner radius 5, 1-pixel border) and prints two lines:
  full <frames> <wall ns> <CPU ns>   frames that each repaint and present the whole window
  cell <frames> <wall ns> <CPU ns>   frames that each change one cell and repaint only it
Wall time includes the X server (every frame ends with XSync); CPU time is the program's own.

Targets (issue 5): the toolkit's full-redraw frame rate is at least 0.9x the floor's, and one
cell's repaint costs at most 5% of a full frame. See Benchmarks/README.md ("Redraw").
Run from anywhere: python3 Benchmarks/redrawbench.py. Standard library only; it reuses
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
DEFAULT_BINARY = os.path.join("Benchmarks", ".build", "release", "RedrawLab")
BUILD_COMMAND = ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--static-swift-stdlib", "--product", "RedrawLab"]
FLOOR = os.path.join(".build", "redrawfloor")
TARGET_RATIO = 0.9
TARGET_CELL_SHARE = 0.05


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved runs per program (default 5)")
    parser.add_argument("--full-frames", type=int, default=300, help="full redraws per run (default 300)")
    parser.add_argument("--cell-frames", type=int, default=1000, help="one-cell repaints per run (default 1000)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="toolkit binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per run (default 120)")
    parser.add_argument("--json", metavar="PATH", help="also write every run to PATH")
    args = parser.parse_args()
    if min(args.rounds, args.full_frames, args.cell_frames) < 1:
        parser.error("--rounds, --full-frames and --cell-frames must be at least 1")
    return args


def run_once(path, display, args):
    env = dict(os.environ, DISPLAY=display, REDRAW_FULL_FRAMES=str(args.full_frames),
               REDRAW_CELL_FRAMES=str(args.cell_frames))
    env.pop("WINDOWING_EXIT_AFTER_FIRST_FRAME", None)
    try:
        done = subprocess.run([path], env=env, capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return None, f"still running after {args.timeout:g} s (killed)"
    result = {}
    for line in done.stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[0] in ("full", "cell") and all(p.isdigit() for p in parts[1:]):
            frames, wall, cpu = map(int, parts[1:])
            result[parts[0]] = {"frames": frames, "wall_ns": wall, "cpu_ns": cpu}
    if done.returncode != 0 or set(result) != {"full", "cell"}:
        return None, f"exit status {done.returncode}; stdout {done.stdout.strip()!r}; stderr {done.stderr.strip()[-400:]!r}"
    return result, None


def per_frame(runs, phase, key):
    """Median over the runs of ns per frame."""
    return statistics.median(r[phase][key] / r[phase]["frames"] for r in runs)


def main():
    args = parse_args()
    os.chdir(REPO)
    programs = [("C floor (redrawfloor)", FLOOR), ("RedrawLab", args.binary)]
    warm_up_args = argparse.Namespace(**{**vars(args), "full_frames": 10, "cell_frames": 10})
    try:
        build_lab_and_floor(BUILD_COMMAND, args.skip_build, "Benchmarks/redrawfloor.c", FLOOR,
                            ["x11", "xext", "cairo"], args.binary)
        runs, failures = run_interleaved(programs, args.rounds, lambda path, display: run_once(path, display, args),
                                         warm_up=lambda path, display: run_once(path, display, warm_up_args))
    except SetupError as e:
        print(f"redrawbench: {e}", file=sys.stderr)
        return 1

    for name, phase, error in failures:
        print(f"FAILED {name} ({phase}): {error}")
    if any(not r for r in runs.values()):
        return 1

    print(f"\nredraw: 640x480, 1,000 rounded bordered 20x20 views; {args.rounds} interleaved runs per "
          f"program, {args.full_frames} full frames and {args.cell_frames} one-view frames each; medians")
    print(f"{'program':<24}{'fps (wall)':>11}{'fps (CPU)':>11}{'ms/frame':>10}{'CPU ms/frame':>14}"
          f"{'one view µs':>13}{'CPU µs':>9}{'share':>8}")
    figures = {}
    for name, _ in programs:
        full_wall, full_cpu = per_frame(runs[name], "full", "wall_ns"), per_frame(runs[name], "full", "cpu_ns")
        cell_wall, cell_cpu = per_frame(runs[name], "cell", "wall_ns"), per_frame(runs[name], "cell", "cpu_ns")
        figures[name] = (full_wall, full_cpu, cell_wall, cell_cpu)
        print(f"{name:<24}{1e9 / full_wall:>11.1f}{1e9 / full_cpu:>11.1f}{full_wall / 1e6:>10.2f}"
              f"{full_cpu / 1e6:>14.2f}{cell_wall / 1e3:>13.1f}{cell_cpu / 1e3:>9.1f}{cell_wall / full_wall:>8.1%}")

    floor, lab = figures[programs[0][0]], figures[programs[1][0]]
    wall_ratio, cpu_ratio = floor[0] / lab[0], floor[1] / lab[1]
    share = lab[2] / lab[0]
    verdict = lambda ok: "PASS" if ok else "MISS"  # noqa: E731
    print(f"\ntarget: full redraw ≥ {TARGET_RATIO}× the floor's frame rate; one 20x20 view's repaint ≤ "
          f"{TARGET_CELL_SHARE:.0%} of a full frame")
    print(f"  full redraw, wall clock (with the X server): {wall_ratio:.2f}× the floor  {verdict(wall_ratio >= TARGET_RATIO)}")
    print(f"  full redraw, the program's CPU time:         {cpu_ratio:.2f}× the floor  {verdict(cpu_ratio >= TARGET_RATIO)}")
    print(f"  one view: {lab[2] / 1e3:.1f} µs = {share:.1%} of a full frame ({lab[0] / 1e6:.2f} ms)  "
          f"{verdict(share <= TARGET_CELL_SHARE)}")

    if args.json:
        write_json(args.json, {"machine": machine_info(), "args": vars(args), "runs": runs, "failures": failures})
    return 0


if __name__ == "__main__":
    sys.exit(main())
