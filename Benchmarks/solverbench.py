#!/usr/bin/env python3
"""Solver benchmark: Windowing's constraint solver (SolverBench) against kiwisolver, the C++
Cassowary solver under Python, on the same systems in the same run.

    python3 Benchmarks/solverbench.py [--skip-build] [--runs N] [--binary PATH]

SolverBench writes the systems it times (1,011 views in nested stack views, and 106 views for the
resize) in scripts/kiwi-differential.py's format; this script times kiwisolver on them the same
way: constraint objects are made beforehand, the timed part is the solver's work and reading every
value back. kiwisolver has no constant change; it is timed as the remove and add it takes there.
"""
import argparse
import os
import subprocess
import tempfile

from kiwisystems import constant_samples, first_solve, load, median, parse, resize_samples, summary

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "Benchmarks", ".build", "release", "SolverBench")


def kiwi(folder, runs):
    large = load(os.path.join(folder, "large.txt"))
    medium = load(os.path.join(folder, "medium.txt"))
    results = [summary("first-solve-large", [first_solve(large)[3] for _ in range(runs)])]
    results.append(summary("resize-medium", resize_samples(medium)))
    for name in ("outer", "inner"):
        # kiwisolver takes milliseconds each; SolverBench times the constant change without the
        # solve, so kiwisolver's remove and add are timed alone too.
        samples = constant_samples(large, name, lambda step: -8.0 - step % 7, update=False)
        results.append(summary("constant-%s-large" % name, samples))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--runs", type=int, default=15, help="first solves of the large system")
    parser.add_argument("--binary", default=BINARY, help="the SolverBench to run (default: the release build)")
    arguments = parser.parse_args()
    os.chdir(ROOT)
    if not arguments.skip_build:
        subprocess.run(
            ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--product", "SolverBench"],
            check=True)
    with tempfile.TemporaryDirectory() as folder:
        swift = subprocess.run([arguments.binary, "--write-systems", folder], check=True, capture_output=True, text=True)
        print(swift.stdout.strip().split("\n")[0])
        print(swift.stdout.strip().split("\n")[1])
        ours = parse(swift.stdout.splitlines())
        theirs = parse(kiwi(folder, arguments.runs))
    print("%-22s %14s %14s %8s" % ("", "Windowing µs", "kiwisolver µs", "ratio"))
    for name, line in ours.items():
        mine = median(line)
        peer = median(theirs[name])
        print("%-22s %14.2f %14.2f %8.2f" % (name, mine, peer, mine / peer))


if __name__ == "__main__":
    main()
