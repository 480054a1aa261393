#!/usr/bin/env python3
"""Layout benchmark: Auto Layout through UIKit's API (LayoutBench) against kiwisolver, the C++
Cassowary solver under Python, on the systems the engine held, in the same run.

    python3 Benchmarks/layoutbench.py [--skip-build] [--runs N] [--binary PATH]

LayoutBench lays out 1,012 views in nested UIStackViews in a headless window and times the first
layoutIfNeeded(), one NSLayoutConstraint.constant change then layout, and a window resize of a
screen of about 500 constraints. It writes the constraint systems its layout engine held (in
scripts/kiwi-differential.py's format, with `suggest` and `mark` lines); this script times
kiwisolver on exactly those: a first solve (edit variables first, every constraint, every value
read), a resize (two suggested values, every value read) and a constant change (kiwisolver has
none: the remove and add it takes there, then updateVariables). kiwisolver's side is the solver
alone; LayoutBench's includes everything UIKit's API does around it (the stack views' own
constraints, registering views, frames applied).
"""
import argparse
import os
import subprocess
import tempfile

from kiwisystems import constant_samples, first_solve, load, median, parse, resize_samples, summary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "Benchmarks", ".build", "release", "LayoutBench")
TARGETS_US = {
    "first-layout-large": 10_000,
    "build-and-first-layout-large": 10_000,
    "resize-medium": 1_000,
    "constant-inner-large": 50,
    "constant-outer-large": 50,
}
# Which kiwisolver measurement each LayoutBench row is compared with.
PEERS = {
    "first-layout-large": "first-solve-large",
    "build-and-first-layout-large": "make-and-first-solve-large",
    "resize-medium": "resize-medium",
    "constant-inner-large": "constant-inner-large",
    "constant-outer-large": "constant-outer-large",
}


def kiwi(folder, runs):
    large = load(os.path.join(folder, "large.txt"))
    medium = load(os.path.join(folder, "medium.txt"))
    solves = [first_solve(large) for _ in range(runs)]
    results = [
        summary("first-solve-large", [solve[3] for solve in solves]),
        summary("make-and-first-solve-large", [solve[4] for solve in solves]),
        summary("resize-medium", resize_samples(medium)),
    ]
    # LayoutBench marks the outer stack's leading pin (0) and the badge's leading edge (1); both
    # are `first - second - constant == 0`, and take the constants 1, 2, 3 in turn. LayoutBench
    # lays out after each change, so kiwisolver's remove and add are followed by its solve.
    for name, mark in (("constant-inner-large", 1), ("constant-outer-large", 0)):
        results.append(summary(name, constant_samples(large, mark, lambda step: -float(1 + step % 3), update=True)))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--runs", type=int, default=15, help="first layouts of the large tree (both sides)")
    parser.add_argument("--binary", default=BINARY, help="the LayoutBench to run (default: the release build)")
    arguments = parser.parse_args()
    os.chdir(ROOT)
    if not arguments.skip_build:
        subprocess.run(
            ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--product", "LayoutBench"],
            check=True)
    with tempfile.TemporaryDirectory() as folder:
        environment = dict(os.environ, WINDOWING_BACKEND="headless")
        swift = subprocess.run(
            [arguments.binary, "--runs", str(arguments.runs), "--write-systems", folder],
            check=True, capture_output=True, text=True, env=environment)
        lines = swift.stdout.strip().split("\n")
        for line in lines:
            if "median_us=" not in line:
                print(line)
        ours = parse(lines)
        theirs = parse(kiwi(folder, arguments.runs))
    print("%-30s %13s %13s %8s %10s" % ("", "Windowing µs", "kiwisolver µs", "ratio", "target µs"))
    for name, line in ours.items():
        mine = median(line)
        peer = median(theirs[PEERS[name]])
        target = TARGETS_US[name]
        print("%-30s %13.2f %13.2f %8.3f %10d %s" % (
            name, mine, peer, mine / peer, target, "met" if mine <= target else "missed"))


if __name__ == "__main__":
    main()
