"""kiwisolver's side of the solver and layout benchmarks: the constraint systems SolverBench and
LayoutBench write (scripts/kiwi-differential.py's format), loaded into kiwisolver and timed the
way the Swift side times its own solver, so both benchmarks compare like with like.

A system file has one line per fact:
    system INDEX VARIABLES          how many variables there are
    add ok ID RELATION STRENGTH CONSTANT [VARIABLE COEFFICIENT]...
    edit ok VARIABLE STRENGTH       an edit variable (the window's width and height)
    suggest ok VARIABLE VALUE       the value suggested for an edit variable
    mark MARK INDEX                 a constraint the benchmark changes (by its position)
    NAME INDEX                      the same, SolverBench's spelling (`outer`, `inner`)
"""
import random
import sys
import time

try:
    import kiwisolver
except ImportError:
    sys.exit("cannot import kiwisolver into %s; install python3-kiwisolver (bash scripts/setup.sh) "
             "and run the benchmark with the system's /usr/bin/python3" % sys.executable)


def load(path):
    system = {"count": 0, "constraints": [], "edits": [], "suggestions": {}, "marks": {}}
    with open(path) as file:
        for number, line in enumerate(file, 1):
            fields = line.split()
            if not fields:
                continue
            try:
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
                elif len(fields) == 2:
                    system["marks"][fields[0]] = int(fields[1])
                else:
                    raise ValueError("unknown line")
            except (ValueError, IndexError) as error:
                sys.exit("%s:%d: %s: %r" % (path, number, error, line.strip()))
    return system


def make(variables, relation, strength, constant, terms):
    expression = sum((coefficient * variables[v] for v, coefficient in terms), constant)
    made = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[relation]
    return made | ("required" if strength == "required" else float(strength))


def first_solve(system, suggestions=None):
    """Variables and constraint objects made (timed apart), the edit variables added and suggested
    first, then every constraint and the solve, every value read. Returns the solver, variables,
    constraints, the solve's seconds and the seconds including making the objects."""
    suggestions = suggestions if suggestions is not None else default_suggestions(system)
    start = time.perf_counter()
    variables = [kiwisolver.Variable("v%d" % i) for i in range(system["count"])]
    constraints = [make(variables, *spec) for spec in system["constraints"]]
    made = time.perf_counter()
    solver = kiwisolver.Solver()
    for variable, strength in system["edits"]:
        solver.addEditVariable(variables[variable], strength)
        solver.suggestValue(variables[variable], suggestions[variable])
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    total = sum(variable.value() for variable in variables)
    end = time.perf_counter()
    assert total == total
    return solver, variables, constraints, end - made, end - start


def resize_samples(system, steps=2000):
    """Two suggested values (the window's new size) and every value read, per step."""
    edits = [v for v, _ in system["edits"]]
    solver, variables, _, _, _ = first_solve(system)
    width, height = (variables[v] for v in edits)
    rng = random.Random(1)
    samples = []
    for step in range(steps):
        start = time.perf_counter()
        solver.suggestValue(width, float(rng.randint(600, 1400)))
        solver.suggestValue(height, float(700 + step % 100))
        solver.updateVariables()
        total = sum(variable.value() for variable in variables)
        samples.append(time.perf_counter() - start)
    assert total == total
    return samples


def constant_samples(system, mark, constants, update, steps=200):
    """kiwisolver has no constant change: the remove and add it takes instead, with the solve
    (`update`) when the Swift side times one. `constants(step)` gives each new constant."""
    solver, variables, constraints, _, _ = first_solve(system)
    index = system["marks"][mark]
    relation, strength, _, terms = system["constraints"][index]
    samples = []
    for step in range(steps):
        replacement = make(variables, relation, strength, constants(step), terms)
        start = time.perf_counter()
        solver.removeConstraint(constraints[index])
        solver.addConstraint(replacement)
        if update:
            solver.updateVariables()
        samples.append(time.perf_counter() - start)
        constraints[index] = replacement
    return samples


def default_suggestions(system):
    """The file's suggested values, or a 1024×768 window when it names none."""
    if system["suggestions"]:
        return system["suggestions"]
    edits = [v for v, _ in system["edits"]]
    return dict(zip(edits, (1024.0, 768.0)))


def summary(name, seconds):
    ordered = sorted(seconds)
    median = ordered[len(ordered) // 2] * 1e6
    p90 = ordered[len(ordered) * 9 // 10] * 1e6
    return "%s median_us=%.2f p90_us=%.2f runs=%d" % (name, median, p90, len(ordered))


def parse(lines):
    return {line.split()[0]: line for line in lines if "median_us=" in line}


def median(line):
    return float(line.split("median_us=")[1].split()[0])
