#!/usr/bin/env python3
"""Scenes benchmark: the time from requestSceneSessionActivation to the new window's first frame,
and the resident memory each open window adds, for MultiWindow under one private Xvfb.

MultiWindow's MULTIWINDOW_BENCH=N mode opens N scenes one after another, each from the previous
one's first frame (its root controller's viewDidAppear, which follows the first presented frame),
and keeps them open. It prints `bench: activation-to-first-frame <ns>` per scene (CLOCK_MONOTONIC
from the request to that viewDidAppear) and `bench: rss-kib <open windows> <KiB>` (VmRSS) after
each. Added memory per window is the least-squares slope of RSS over the open-window count; its
back buffer (width x height x 4 bytes, a shared-memory segment the process has touched) is
subtracted to give what the window's objects cost beyond it.

See Benchmarks/README.md ("Scenes"). Run from anywhere: python3 Benchmarks/scenesbench.py
Standard library only; it reuses firstpaint.py's Xvfb handling.
"""

import argparse
import os
import statistics
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firstpaint import SetupError, machine_info, show, start_xvfb, stop_xvfb, write_json  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD_COMMAND = ["swift", "build", "--package-path", "Examples", "-c", "release", "--static-swift-stdlib", "--product", "MultiWindow"]
DEFAULT_BINARY = os.path.join("Examples", ".build", "release", "MultiWindow")
TARGET_KIB_PER_WINDOW = 2048


def parse_args():
    parser = argparse.ArgumentParser(description="Scene activation to first frame, and RSS per window (MultiWindow).")
    parser.add_argument("--windows", type=int, default=20, help="scenes opened per run after the first (default 20)")
    parser.add_argument("--runs", type=int, default=5, help="processes, each opening --windows scenes (default 5)")
    parser.add_argument("--size", default="640x480", help="scene size in points (default 640x480)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="toolkit binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--json", metavar="PATH", help="also write the raw numbers to PATH")
    return parser.parse_args()


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def slope(points):
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    mean_x, mean_y = statistics.fmean(xs), statistics.fmean(ys)
    denominator = sum((x - mean_x) ** 2 for x in xs)
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / denominator


def run_once(binary, display, windows, size):
    env = {"DISPLAY": display, "MULTIWINDOW_BENCH": str(windows), "WINDOWING_SCENE_SIZE": size,
           "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    result = subprocess.run([binary], env=env, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise SetupError(f"MultiWindow exited {result.returncode}: {result.stderr.strip()}")
    latencies, rss = [], []
    for line in result.stdout.splitlines():
        words = line.split()
        if line.startswith("bench: activation-to-first-frame"):
            latencies.append(int(words[2]) / 1e6)
        elif line.startswith("bench: rss-kib"):
            rss.append((int(words[2]), int(words[3])))
    if len(latencies) != windows or len(rss) != windows + 1:
        raise SetupError(f"MultiWindow reported {len(latencies)} activations and {len(rss)} RSS samples:\n{result.stdout}")
    return latencies, rss


def main():
    args = parse_args()
    os.chdir(REPO)
    width, height = (int(v) for v in args.size.lower().split("x"))
    try:
        if not args.skip_build:
            show(BUILD_COMMAND)
            if subprocess.call(BUILD_COMMAND) != 0:
                raise SetupError("swift build failed")
        proc, display, _ = start_xvfb()
        try:
            runs = [run_once(args.binary, display, args.windows, args.size) for _ in range(args.runs)]
        finally:
            stop_xvfb(proc)
    except SetupError as error:
        print(f"scenesbench: {error}", file=sys.stderr)
        return 1
    latencies = [value for run, _ in runs for value in run]
    # The first activation of each run also pays for first-use costs (fonts, code paging in).
    warm = [value for run, _ in runs for value in run[1:]]
    slopes = [slope(rss) for _, rss in runs]
    back_buffer_kib = width * height * 4 / 1024
    per_window = statistics.median(slopes)
    print(f"\nMultiWindow, {args.runs} runs x {args.windows} scenes of {args.size} points")
    print(f"activation -> first frame: median {statistics.median(latencies):.2f} ms, p95 {percentile(latencies, 0.95):.2f} ms"
          f" (all {len(latencies)}); without each run's first: median {statistics.median(warm):.2f} ms,"
          f" p95 {percentile(warm, 0.95):.2f} ms")
    print(f"resident memory per open window: {per_window:.0f} KiB (runs: {', '.join(f'{s:.0f}' for s in slopes)}),"
          f" of which back buffer {back_buffer_kib:.0f} KiB; beyond it {per_window - back_buffer_kib:.0f} KiB"
          f" (target <= {TARGET_KIB_PER_WINDOW} KiB)")
    if args.json:
        write_json(args.json, {"machine": machine_info(), "size": args.size, "windows": args.windows,
                               "latencies_ms": latencies, "rss": [rss for _, rss in runs],
                               "kib_per_window": slopes, "back_buffer_kib": back_buffer_kib})
    return 0


if __name__ == "__main__":
    sys.exit(main())
