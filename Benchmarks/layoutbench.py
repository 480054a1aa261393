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
import random
import subprocess
import sys
import tempfile
import time

try:
    import kiwisolver
except ImportError:
    sys.exit("layoutbench: cannot import kiwisolver into %s; install python3-kiwisolver (bash scripts/setup.sh) "
             "and run this script with the system's /usr/bin/python3" % sys.executable)

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


def load(path):
    system = {"constraints": [], "edits": [], "suggestions": {}, "marks": {}}
    with open(path) as file:
        for line in file:
            fields = line.split()
            if not fields:
                continue
            if fields[0] == "system":
                system["count"] = int(fields[2])
            elif fields[0] == "add":
                relation, strength, constant = fields[3], fields[4], float(fields[5])
                terms = [(int(fields[i]), float(fields[i + 1])) for i in range(6, len(fields), 2)]
                system["constraints"].append((relation, strength, constant, terms))
            elif fields[0] == "edit":
                system["edits"].append((int(fields[2]), float(fields[3])))
            elif fields[0] == "suggest":
                system["suggestions"][int(fields[2])] = float(fields[3])
            elif fields[0] == "mark":
                system["marks"][int(fields[1])] = int(fields[2])
            else:
                sys.exit("layoutbench: %s: unknown line %r" % (path, line.strip()))
    return system


def make(variables, relation, strength, constant, terms):
    expression = sum((coefficient * variables[v] for v, coefficient in terms), constant)
    made = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[relation]
    return made | ("required" if strength == "required" else float(strength))


def first_solve(system):
    """Variables and constraint objects made (timed apart), then the solve; every value read."""
    start = time.perf_counter()
    variables = [kiwisolver.Variable("v%d" % i) for i in range(system["count"])]
    constraints = [make(variables, *spec) for spec in system["constraints"]]
    made = time.perf_counter()
    solver = kiwisolver.Solver()
    for variable, strength in system["edits"]:
        solver.addEditVariable(variables[variable], strength)
        solver.suggestValue(variables[variable], system["suggestions"][variable])
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    total = sum(variable.value() for variable in variables)
    end = time.perf_counter()
    assert total == total
    return solver, variables, constraints, end - made, end - start


def summary(name, seconds):
    ordered = sorted(seconds)
    median = ordered[len(ordered) // 2] * 1e6
    p90 = ordered[len(ordered) * 9 // 10] * 1e6
    return "%s median_us=%.2f p90_us=%.2f runs=%d" % (name, median, p90, len(ordered))


def kiwi(folder, runs):
    large = load(os.path.join(folder, "large.txt"))
    medium = load(os.path.join(folder, "medium.txt"))
    solves = [first_solve(large) for _ in range(runs)]
    results = [
        summary("first-solve-large", [solve[3] for solve in solves]),
        summary("make-and-first-solve-large", [solve[4] for solve in solves]),
    ]
    solver, variables, _, _, _ = first_solve(medium)
    width, height = (variables[v] for v, _ in medium["edits"])
    rng = random.Random(1)
    samples = []
    for step in range(2000):
        start = time.perf_counter()
        solver.suggestValue(width, float(rng.randint(600, 1400)))
        solver.suggestValue(height, float(700 + step % 100))
        solver.updateVariables()
        total = sum(variable.value() for variable in variables)
        samples.append(time.perf_counter() - start)
    results.append(summary("resize-medium", samples))
    assert total == total
    solver, variables, constraints, _, _ = first_solve(large)
    # LayoutBench marks the outer stack's leading pin (0) and the badge's leading edge (1); both
    # are `first - second - constant == 0`, and take the constants 1, 2, 3 in turn.
    for name, mark in (("constant-inner-large", 1), ("constant-outer-large", 0)):
        index = large["marks"][mark]
        relation, strength, _, terms = large["constraints"][index]
        samples = []
        for step in range(200):  # kiwisolver takes milliseconds for the outer one
            replacement = make(variables, relation, strength, -float(1 + step % 3), terms)
            start = time.perf_counter()
            solver.removeConstraint(constraints[index])
            solver.addConstraint(replacement)
            solver.updateVariables()
            samples.append(time.perf_counter() - start)
            constraints[index] = replacement
        results.append(summary(name, samples))
    return results


def parse(lines):
    return {line.split()[0]: line for line in lines if "median_us=" in line}


def median(line):
    return float(line.split("median_us=")[1].split()[0])


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
