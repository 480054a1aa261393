#!/usr/bin/env python3
"""Turns callgrind profiles of the samples' launches into the link order file.

Usage: launch_order.py BINARY_NAME PROFILE [PROFILE ...] > Linking/launch-order.txt

Each PROFILE is a `valgrind --tool=callgrind --demangle=no` run of a release binary up to its
first frame. The output lists, one mangled name a line, every function of that binary the runs
executed, first profile first, each name once. lld's --symbol-ordering-file then lays these
functions out next to each other, so the launch touches a few hundred kilobytes of code instead
of pages spread over the whole 15 MB text segment. Standard library only.
"""

import re
import sys

COMPRESSED = re.compile(r"\((\d+)\)(?: (.*))?$")


def executed_functions(path, binary_name):
    """Names of the functions callgrind saw run in `binary_name`, in the order the file lists them."""
    objects, functions = {}, {}
    current_object, found = None, []

    def resolve(table, text):
        match = COMPRESSED.match(text)
        if not match:
            return text
        key, name = match.groups()
        if name is not None:
            table[key] = name
        return table.get(key, "")

    with open(path, errors="replace") as profile:
        for line in profile:
            line = line.rstrip("\n")
            if line.startswith("ob="):
                current_object = resolve(objects, line[3:])
            elif line.startswith("cob="):
                resolve(objects, line[4:])
            elif line.startswith("fn="):
                name = resolve(functions, line[3:])
                if current_object and current_object.endswith("/" + binary_name) and name:
                    found.append(name)
            elif line.startswith("cfn="):
                resolve(functions, line[4:])
    return found


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary_name, seen = sys.argv[1], set()
    for path in sys.argv[2:]:
        for name in executed_functions(path, binary_name):
            # Addresses without a symbol ("0x…") cannot be ordered.
            if name not in seen and not name.startswith("0x"):
                seen.add(name)
                print(name)


if __name__ == "__main__":
    main()
