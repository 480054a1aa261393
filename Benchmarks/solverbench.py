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
import statistics
import subprocess
import sys
import tempfile
import time

try:
    import kiwisolver
except ImportError:
    sys.exit("solverbench: cannot import kiwisolver; install python3-kiwisolver (bash scripts/setup.sh)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "Benchmarks", ".build", "release", "SolverBench")


def load(path):
    system = {"constraints": [], "edits": []}
    with open(path) as file:
        for line in file:
            fields = line.split()
            if fields[0] == "system":
                system["variables"] = [kiwisolver.Variable("v%s" % i) for i in range(int(fields[2]))]
            elif fields[0] == "add":
                relation, strength, constant = fields[3], fields[4], float(fields[5])
                terms = [(int(fields[i]), float(fields[i + 1])) for i in range(6, len(fields), 2)]
                system["constraints"].append((relation, strength, constant, terms))
            elif fields[0] == "edit":
                system["edits"].append((int(fields[2]), float(fields[3])))
            else:
                system[fields[0]] = int(fields[1])
    return system


def make(system, relation, strength, constant, terms):
    variables = system["variables"]
    expression = sum((coefficient * variables[v] for v, coefficient in terms), constant)
    made = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[relation]
    return made | ("required" if strength == "required" else float(strength))


def first_solve(system, width, height):
    """The window's size as edit variables first, then every constraint; every value read."""
    constraints = [make(system, *spec) for spec in system["constraints"]]
    variables = system["variables"]
    start = time.perf_counter()
    solver = kiwisolver.Solver()
    for (variable, strength), value in zip(system["edits"], (width, height)):
        solver.addEditVariable(variables[variable], strength)
        solver.suggestValue(variables[variable], value)
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    total = sum(variable.value() for variable in variables)
    elapsed = time.perf_counter() - start
    assert total == total
    return solver, constraints, elapsed


def summary(name, seconds):
    ordered = sorted(seconds)
    median = ordered[len(ordered) // 2] * 1e6
    p90 = ordered[len(ordered) * 9 // 10] * 1e6
    return "%s median_us=%.2f p90_us=%.2f runs=%d" % (name, median, p90, len(ordered))


def kiwi(folder, runs):
    large = load(os.path.join(folder, "large.txt"))
    medium = load(os.path.join(folder, "medium.txt"))
    results = [summary("first-solve-large", [first_solve(large, 1024, 768)[2] for _ in range(runs)])]
    solver, _, _ = first_solve(medium, 1024, 768)
    variables = medium["variables"]
    width, height = (variables[v] for v, _ in medium["edits"])
    rng = __import__("random").Random(1)
    samples = []
    for step in range(2000):
        start = time.perf_counter()
        solver.suggestValue(width, float(rng.randint(600, 1400)))
        solver.suggestValue(height, float(700 + step % 100))
        solver.updateVariables()
        total = sum(variable.value() for variable in variables)
        samples.append(time.perf_counter() - start)
    results.append(summary("resize-medium", samples))
    solver, constraints, _ = first_solve(large, 1024, 768)
    for name in ("outer", "inner"):
        index = large[name]
        relation, strength, _, terms = large["constraints"][index]
        samples = []
        for step in range(200):  # kiwisolver takes milliseconds each
            replacement = make(large, relation, strength, -8.0 - step % 7, terms)
            start = time.perf_counter()
            solver.removeConstraint(constraints[index])
            solver.addConstraint(replacement)
            samples.append(time.perf_counter() - start)
            constraints[index] = replacement
        results.append(summary("constant-%s-large" % name, samples))
    assert total == total
    return results


def parse(lines):
    return {line.split()[0]: line for line in lines if "median_us=" in line}


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
        mine = float(line.split("median_us=")[1].split()[0])
        peer = float(theirs[name].split("median_us=")[1].split()[0])
        print("%-22s %14.2f %14.2f %8.2f" % (name, mine, peer, mine / peer))


if __name__ == "__main__":
    main()
