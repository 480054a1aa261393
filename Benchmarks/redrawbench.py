#!/usr/bin/env python3
"""Redraw benchmark: full redraws of 1,000 rounded, bordered views, the repaint of one 20x20 view
among them, and scrolling a list of such views; the toolkit (RedrawLab) against a C Xlib + Cairo
floor (redrawfloor.c), under one private Xvfb.

Each program draws the same scene (640x480 window, white root, 1,000 20x20 cells on a 16x19
grid, corner radius 5, 1-pixel border) and prints two lines:
  full <frames> <wall ns> <CPU ns>   frames that each repaint and present the whole window
  cell <frames> <wall ns> <CPU ns>   frames that each change one cell and repaint only it
  scroll <steps> <wall ns> <CPU ns>  steps that each scroll a list of the cells by a few pixels
Wall time includes the X server (every frame ends with XSync); CPU time is the program's own.
The warm-up runs each program under drawcount.c (LD_PRELOAD), which counts per frame the pixels
copied on the server (XCopyArea), the pixels pushed (XShmPutImage/XPutImage) and the shapes
filled (cairo_fill): what a scroll step moves, draws and sends. The timed rounds run without it.

Targets (issue 5): the toolkit's full-redraw frame rate is at least 0.9x the floor's, and one
cell's repaint costs at most 5% of a full frame. Issue 17: a scroll step moves what is drawn and
draws and pushes only the strip that came into view, as the floor does (pixels pushed per step
at most the floor's). See Benchmarks/README.md ("Redraw").
Run from anywhere: python3 Benchmarks/redrawbench.py. Standard library only; it reuses
firstpaint.py's Xvfb handling (started with -displayfd, stopped by PID).
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firstpaint import SetupError, machine_info, show, write_json  # noqa: E402
from floorbench import build_lab_and_floor, run_interleaved  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BINARY = os.path.join("Benchmarks", ".build", "release", "RedrawLab")
BUILD_COMMAND = ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--static-swift-stdlib", "--product", "RedrawLab"]
FLOOR = os.path.join(".build", "redrawfloor")
COUNTER = os.path.join(".build", "drawcount.so")
PHASES = ("full", "cell", "scroll")
TARGET_RATIO = 0.9
TARGET_CELL_SHARE = 0.05


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved runs per program (default 5)")
    parser.add_argument("--full-frames", type=int, default=300, help="full redraws per run (default 300)")
    parser.add_argument("--cell-frames", type=int, default=1000, help="one-cell repaints per run (default 1000)")
    parser.add_argument("--scroll-steps", type=int, default=600,
                        help="scroll steps per run, half down and half back up (default 600)")
    parser.add_argument("--scroll-step", type=int, default=8, help="pixels per scroll step (default 8, at most 240)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="toolkit binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per run (default 120)")
    parser.add_argument("--json", metavar="PATH", help="also write every run to PATH")
    args = parser.parse_args()
    if min(args.rounds, args.full_frames, args.cell_frames, args.scroll_steps, args.scroll_step) < 1:
        parser.error("--rounds, --full-frames, --cell-frames, --scroll-steps and --scroll-step must be at least 1")
    if args.scroll_step > 240:
        parser.error("--scroll-step must be at most 240 (half the window)")
    return args


def run_once(path, display, args, count=False):
    """One run; with `count`, under drawcount.so, adding per scroll step the median pixels copied,
    pixels pushed and shapes filled (`counts`)."""
    env = dict(os.environ, DISPLAY=display, REDRAW_FULL_FRAMES=str(args.full_frames),
               REDRAW_CELL_FRAMES=str(args.cell_frames), REDRAW_SCROLL_STEPS=str(args.scroll_steps),
               REDRAW_SCROLL_STEP=str(args.scroll_step))
    env.pop("WINDOWING_EXIT_AFTER_FIRST_FRAME", None)
    with tempfile.TemporaryDirectory() as scratch:
        frames_file = os.path.join(scratch, "frames")
        if count:
            env.update(LD_PRELOAD=os.path.abspath(COUNTER), DRAWCOUNT_FILE=frames_file)
        try:
            done = subprocess.run([path], env=env, capture_output=True, text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            return None, f"still running after {args.timeout:g} s (killed)"
        result = {}
        for line in done.stdout.splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[0] in PHASES and all(p.isdigit() for p in parts[1:]):
                frames, wall, cpu = map(int, parts[1:])
                result[parts[0]] = {"frames": frames, "wall_ns": wall, "cpu_ns": cpu}
        if done.returncode != 0 or set(result) != set(PHASES):
            return None, (f"exit status {done.returncode}; stdout {done.stdout.strip()!r}; "
                          f"stderr {done.stderr.strip()[-400:]!r}")
        if count:
            try:
                with open(frames_file) as f:
                    recorded = [tuple(map(int, line.split())) for line in f if line.strip()]
            except OSError as e:
                return None, f"drawcount wrote no frames: {e}"
            # The scroll steps are the program's last frames.
            steps = recorded[-args.scroll_steps:]
            if len(steps) < args.scroll_steps:
                return None, f"drawcount saw {len(recorded)} frames, fewer than {args.scroll_steps} scroll steps"
            result["counts"] = {key: statistics.median(s[i] for s in steps) for i, key in
                                enumerate(("copied_px", "pushed_px", "fills"))}
            result["counts"]["worst_pushed_px"] = max(s[1] for s in steps)
    return result, None


def build_counter():
    """Compiles drawcount.c into COUNTER; raises SetupError on failure."""
    flags = subprocess.run(["pkg-config", "--cflags", "x11", "xext", "cairo"], capture_output=True, text=True)
    argv = ["cc", "-O2", "-shared", "-fPIC", "-o", COUNTER, "Benchmarks/drawcount.c", "-ldl"] + flags.stdout.split()
    show(argv)
    if flags.returncode != 0 or subprocess.call(argv) != 0:
        raise SetupError("cc failed on Benchmarks/drawcount.c")


def per_frame(runs, phase, key):
    """Median over the runs of ns per frame."""
    return statistics.median(r[phase][key] / r[phase]["frames"] for r in runs)


def main():
    args = parse_args()
    os.chdir(REPO)
    programs = [("C floor (redrawfloor)", FLOOR), ("RedrawLab", args.binary)]
    warm_up_args = argparse.Namespace(**{**vars(args), "full_frames": 10, "cell_frames": 10,
                                         "scroll_steps": min(args.scroll_steps, 60)})
    counts = {}

    def warm_up(path, display):
        result, error = run_once(path, display, warm_up_args, count=True)
        if result:
            counts[path] = result["counts"]
        return result, error

    try:
        build_lab_and_floor(BUILD_COMMAND, args.skip_build, "Benchmarks/redrawfloor.c", FLOOR,
                            ["x11", "xext", "cairo"], args.binary)
        build_counter()
        runs, failures = run_interleaved(programs, args.rounds, lambda path, display: run_once(path, display, args),
                                         warm_up=warm_up)
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

    print(f"\nscroll: a list of those views, {args.scroll_steps} steps of {args.scroll_step} px (half down, half "
          f"up), one frame each; medians. Per step: pixels copied on the server, pixels pushed (KB at 4 bytes "
          f"each), shapes filled (a view is 2), counted by drawcount.c in the warm-up")
    print(f"{'program':<24}{'ms/step':>9}{'CPU ms/step':>13}{'copied px':>11}{'pushed px':>11}{'pushed KB':>11}"
          f"{'worst px':>10}{'fills':>7}")
    scroll = {}
    for name, path in programs:
        wall, cpu = per_frame(runs[name], "scroll", "wall_ns"), per_frame(runs[name], "scroll", "cpu_ns")
        c = counts.get(path)
        scroll[name] = (wall, cpu, c)
        tail = (f"{c['copied_px']:>11.0f}{c['pushed_px']:>11.0f}{c['pushed_px'] * 4 / 1024:>11.1f}"
                f"{c['worst_pushed_px']:>10.0f}{c['fills']:>7.0f}") if c else "   (not counted)"
        print(f"{name:<24}{wall / 1e6:>9.3f}{cpu / 1e6:>13.3f}{tail}")
    print(f"\ntarget: a scroll step draws and pushes only what came into view, as the floor does")
    floor_scroll, lab_scroll = scroll[programs[0][0]], scroll[programs[1][0]]
    print(f"  scroll step, wall clock: {lab_scroll[0] / 1e6:.3f} ms = {floor_scroll[0] / lab_scroll[0]:.2f}× the "
          f"floor's rate; CPU {floor_scroll[1] / lab_scroll[1]:.2f}×")
    if floor_scroll[2] and lab_scroll[2]:
        pushed, floor_pushed = lab_scroll[2]["pushed_px"], floor_scroll[2]["pushed_px"]
        print(f"  pixels pushed per step: {pushed:.0f} against the floor's {floor_pushed:.0f} "
              f"({pushed / max(1, args.scroll_step * 640):.2f}× the strip that came into view)  "
              f"{verdict(pushed <= floor_pushed * 1.05)}")

    if args.json:
        write_json(args.json, {"machine": machine_info(), "args": vars(args), "runs": runs, "failures": failures,
                               "counts": counts})
    return 0


if __name__ == "__main__":
    sys.exit(main())
