#!/usr/bin/env python3
"""Turns a callgrind profile of an app's launch into the link order file, launch-order.txt.

Usage: launch_order.py BINARY_NAME MAP PROFILE [PROFILE ...] > Benchmarks/Linking/launch-order.txt

Each PROFILE is a `valgrind --tool=callgrind --demangle=no` run of a release build up to its first
frame; MAP is lld's map of that build's link (`-Map=FILE --no-demangle`), which says which input
section holds each function. The output lists mangled names, one a line, for lld's
`--symbol-ordering-file`, which lays the named functions out next to each other at the start of
`.text`. The kernel maps an executable's code in runs around each faulting page (64 KB, or a whole
large folio), so what stays resident is every run the launch touches: scattered over 18 MB of code,
the 0.9 MB a launch runs kept about 10 MB resident.

lld moves input sections, not functions. The toolchain's static archives have one section per
function in most objects; others (the standard library's Swift.o, CoreFoundation's C, Concurrency,
and the toolkit's own objects, which SwiftPM compiles one `.text` per source file) have one `.text`
for the whole object, which moves as a block when any of its functions is named. So the functions
with a section of their own come first, by name, then each shared section, named once, densest
first: the launch's code is contiguous, and the blocks it touches follow it. The
app's own functions are left out, since other apps do not have them. Standard library only.
"""

import re
import sys

# callgrind's name compression: "(12) name" defines id 12, "(12)" refers to it.
COMPRESSED = re.compile(r"\((\d+)\)(?: (.*))?$")
# callgrind marks a recursive activation or a function in a cycle with 'N after its name.
RECURSION_MARK = re.compile(r"'\d+$")
# A section this small lies within a page or two, whatever else it holds (say, a function and its alias).
SMALL_SECTION = 4096
# An input section line of lld's map: VMA LMA Size Align, then the name indented by 8.
MAP_LINE = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(\S.*)$")


def executed_functions(lines, binary_name):
    """Names of the functions callgrind saw run in `binary_name`, each once, in profile order."""
    objects, functions = {}, {}
    current_object, found, seen = None, [], set()

    def resolve(table, text):
        match = COMPRESSED.match(text)
        if not match:
            return text
        key, name = match.groups()
        if name is not None:
            table[key] = name
        return table.get(key, "")

    for line in lines:
        line = line.rstrip("\n")
        if line.startswith("ob="):
            current_object = resolve(objects, line[3:])
        elif line.startswith("cob="):
            resolve(objects, line[4:])
        elif line.startswith("fn="):
            name = RECURSION_MARK.sub("", resolve(functions, line[3:]))
            # Addresses without a symbol ("0x…") and valgrind's "(below main)" cannot be ordered.
            if (current_object and current_object.endswith("/" + binary_name) and name
                    and not name.startswith(("0x", "(")) and name not in seen):
                seen.add(name)
                found.append(name)
        elif line.startswith("cfn="):
            resolve(functions, line[4:])
    return found


def text_sections(lines):
    """{symbol: [(section, size, symbol count), …]} for the input sections of lld's map's `.text`.

    A name can be defined in several sections: a local helper the compiler emits into each object
    that needs it (`__swift_instantiateConcreteTypeFromMangledName`, `block_copy_helper`)."""
    sections, current, in_text = [], None, False
    for line in lines:
        match = MAP_LINE.match(line.rstrip("\n"))
        if not match:
            continue
        size, indent, name = int(match.group(2), 16), len(match.group(3)), match.group(4)
        if indent == 0:
            in_text = name == ".text"
        elif in_text and indent == 8:
            current = [name, size, []]
            sections.append(current)
        elif in_text and indent == 16 and current is not None:
            current[2].append(name)
    by_symbol = {}
    for name, size, symbols in sections:
        for symbol in symbols:
            by_symbol.setdefault(symbol, []).append((name, size, len(symbols)))
    return by_symbol


def is_small(section):
    return section[2] == 1 or section[1] <= SMALL_SECTION


def launch_order(executed, sections):
    """The ordering file's names: functions in sections of their own, then one per shared section."""
    alone, shared = [], {}
    for name in executed:
        defined = sections.get(name)
        if not defined:
            continue  # not in .text (or not in this build): lld would skip it anyway
        if all(is_small(section) for section in defined):
            alone.append(name)
        elif len(defined) == 1:
            # Any of its names moves the block; the least by name keeps the file stable.
            first, count = shared.get(defined[0], (name, 0))
            shared[defined[0]] = (min(first, name), count + 1)
        # Else a local helper whose name a big shared section defines too: lld would move every
        # section defining the name, pulling whole objects the launch barely uses along.
    # Densest first: the blocks with most launch functions per byte sit nearest the launch's code.
    blocks = sorted(shared.items(), key=lambda item: (-item[1][1] / item[0][1], item[0][0]))
    # By name: the launch touches the whole run anyway, and callgrind lists functions in an order of
    # its own that changes from run to run, which would rewrite the whole file at each remake.
    return sorted(alone) + [first for _, (first, _) in blocks]


def app_code(name, binary_name):
    """Whether `name` is the measured app's own code, which no other app has."""
    module = binary_name.replace("-", "_")
    return name.startswith(f"$s{len(module)}{module}") or name == f"{module}_main"


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary_name, map_path, profiles = sys.argv[1], sys.argv[2], sys.argv[3:]
    executed, seen = [], set()
    for path in profiles:
        with open(path, errors="replace") as profile:
            for name in executed_functions(profile, binary_name):
                if name not in seen and not app_code(name, binary_name):
                    seen.add(name)
                    executed.append(name)
    with open(map_path, errors="replace") as link_map:
        sections = text_sections(link_map)
    for name in launch_order(executed, sections):
        print(name)


if __name__ == "__main__":
    main()
