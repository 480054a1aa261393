#!/usr/bin/env python3
"""Random constraint systems solved by kiwisolver, for the differential test of Windowing's solver.

Writes, for each system, every operation with kiwisolver's outcome and the values it found, one per
line (format below). SolverDifferentialTests replays the operations on ConstraintSolver and expects
the same outcomes and the same values within 1e-6, relative. The same --seed gives the same output.

    python3 scripts/kiwi-differential.py [--systems N] [--seed S]

    system INDEX VARIABLES
    add OUTCOME ID RELATION STRENGTH CONSTANT [VARIABLE COEFFICIENT]...   (OUTCOME: ok or unsat)
    remove ok ID
    edit ok VARIABLE STRENGTH
    suggest ok VARIABLE VALUE
    constant OUTCOME ID VALUE       (a new constant for constraint ID; unsat keeps the old one)
    values VALUE...                 (every variable, after the operations above)
    end

Every variable is held weakly at a value of its own, and every weight is a random real number, so
each system has one optimum: two correct solvers must agree on it. kiwisolver has no constant
change; it is done as remove and add (so is a new strength). After kiwisolver refuses a constraint its solver is rebuilt
from the constraints it accepted, the state an incremental solver must keep.
"""
import argparse
import random
import sys

try:
    import kiwisolver
except ImportError:
    sys.exit("kiwi-differential: cannot import kiwisolver; install python3-kiwisolver (bash scripts/setup.sh)")

RELATIONS = ("<=", "==", ">=")
REQUIRED = "required"


class Model:
    """The constraints and edits that should be in force, and a kiwisolver solver holding them."""

    def __init__(self, count):
        self.variables = [kiwisolver.Variable("v%d" % index) for index in range(count)]
        self.constraints = {}  # id -> (relation, strength, constant, terms)
        self.edits = {}  # variable -> (strength, suggested value or None)
        self.rebuild()

    def make(self, relation, strength, constant, terms):
        expression = sum((coefficient * self.variables[v] for v, coefficient in terms), constant)
        made = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[relation]
        return made | ("required" if strength == REQUIRED else strength)

    def rebuild(self):
        self.solver = kiwisolver.Solver()
        self.live = {}
        for identifier, spec in self.constraints.items():
            self.live[identifier] = self.make(*spec)
            self.solver.addConstraint(self.live[identifier])
        for variable, (strength, value) in self.edits.items():
            self.solver.addEditVariable(self.variables[variable], strength)
            if value is not None:
                self.solver.suggestValue(self.variables[variable], value)

    def add(self, identifier, spec):
        constraint = self.make(*spec)
        try:
            self.solver.addConstraint(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            self.rebuild()
            return False
        self.constraints[identifier] = spec
        self.live[identifier] = constraint
        return True

    def remove(self, identifier):
        self.solver.removeConstraint(self.live.pop(identifier))
        del self.constraints[identifier]

    def values(self):
        self.solver.updateVariables()
        return [variable.value() for variable in self.variables]


def weight(rng, low, high):
    return round(rng.uniform(low, high), 6)


def coefficient(rng):
    return rng.choice((1.0, 1.0, -1.0, -1.0, 2.0, -2.0, 0.5, -0.5, round(rng.uniform(-3, 3), 3) or 1.0))


def system(rng, index, out):
    count = rng.randint(2, 8)
    model = Model(count)
    out.append("system %d %d" % (index, count))
    next_id = 0

    def add(spec):
        nonlocal next_id
        relation, strength, constant, terms = spec
        outcome = "ok" if model.add(next_id, spec) else "unsat"
        text = " ".join("%d %r" % term for term in terms)
        out.append("add %s %d %s %s %r %s" % (outcome, next_id, relation, strength, constant, text))
        next_id += 1

    def random_spec():
        terms = [(v, coefficient(rng)) for v in rng.sample(range(count), rng.randint(1, min(3, count)))]
        strength = REQUIRED if rng.random() < 0.5 else repr(weight(rng, 10, 1000))
        spec_strength = strength if strength == REQUIRED else float(strength)
        return (rng.choice(RELATIONS), spec_strength, float(rng.randint(-100, 100)), terms)

    def values():
        out.append("values " + " ".join(repr(value) for value in model.values()))

    for variable in range(count):
        add(("==", weight(rng, 0.5, 5), float(rng.randint(-50, 50)), [(variable, 1.0)]))
    for _ in range(rng.randint(1, 12)):
        add(random_spec())
    values()
    for _ in range(rng.randint(0, 3)):
        user = [i for i in model.constraints if i >= count]
        if not user:
            break
        identifier = rng.choice(user)
        model.remove(identifier)
        out.append("remove ok %d" % identifier)
    values()
    for variable in rng.sample(range(count), rng.randint(0, min(2, count))):
        strength = weight(rng, 1000, 5000)
        model.edits[variable] = (strength, None)
        model.solver.addEditVariable(model.variables[variable], strength)
        out.append("edit ok %d %r" % (variable, strength))
        for _ in range(rng.randint(1, 3)):
            value = float(rng.randint(-200, 200))
            model.edits[variable] = (strength, value)
            model.solver.suggestValue(model.variables[variable], value)
            out.append("suggest ok %d %r" % (variable, value))
            values()
    for _ in range(rng.randint(0, 3)):
        user = sorted(i for i in model.constraints if i >= count)
        if not user:
            break
        identifier = rng.choice(user)
        relation, strength, constant, terms = model.constraints[identifier]
        new_constant = float(rng.randint(-100, 100))
        model.remove(identifier)
        if model.add(identifier, (relation, strength, new_constant, terms)):
            out.append("constant ok %d %r" % (identifier, new_constant))
        else:
            model.add(identifier, (relation, strength, constant, terms))
            out.append("constant unsat %d %r" % (identifier, new_constant))
        values()
    edit_run(rng, model, count, add, random_spec, values, out)
    out.append("end")


def edit_run(rng, model, count, add, random_spec, values, out):
    """Edits in any order, as a layout's constraints see them: new constants, removals, new
    constraints and new strengths for breakable ones (a priority change: remove, then add back
    at the new strength, under the same ID), with the values after each."""
    for _ in range(rng.randint(0, 12)):
        user = sorted(i for i in model.constraints if i >= count)
        kind = rng.choice(("constant", "constant", "remove", "add", "strength"))
        if kind == "add" or not user:
            add(random_spec())
        elif kind == "remove":
            identifier = rng.choice(user)
            model.remove(identifier)
            out.append("remove ok %d" % identifier)
        elif kind == "constant":
            identifier = rng.choice(user)
            relation, strength, constant, terms = model.constraints[identifier]
            new_constant = float(rng.randint(-100, 100))
            model.remove(identifier)
            if model.add(identifier, (relation, strength, new_constant, terms)):
                out.append("constant ok %d %r" % (identifier, new_constant))
            else:
                model.add(identifier, (relation, strength, constant, terms))
                out.append("constant unsat %d %r" % (identifier, new_constant))
        else:
            breakable = [i for i in user if model.constraints[i][1] != REQUIRED]
            if not breakable:
                continue
            identifier = rng.choice(breakable)
            relation, _, constant, terms = model.constraints[identifier]
            strength = weight(rng, 10, 1000)
            model.remove(identifier)
            out.append("remove ok %d" % identifier)
            outcome = "ok" if model.add(identifier, (relation, strength, constant, terms)) else "unsat"
            text = " ".join("%d %r" % term for term in terms)
            out.append("add %s %d %s %r %r %s" % (outcome, identifier, relation, strength, constant, text))
        values()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--systems", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=16)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    out = []
    for index in range(arguments.systems):
        system(rng, index, out)
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
