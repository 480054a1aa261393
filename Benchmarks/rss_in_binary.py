"""The app binary's resident pages split by where their bytes come from (rss_by_source.py --split).

A build with `--static-swift-stdlib` links the Swift runtime, Foundation, ICU and Dispatch into the
executable, so /proc/PID/smaps shows them as one "app binary" mapping. This splits it: it reads which
of the binary's pages are resident from /proc/PID/pagemap (the present bit, which needs no
privilege), maps each page back to the ELF's sections, and within a section to the symbols that
cover its bytes (`nm`). A symbol's source is the static archive that defines it (`nm` over the
toolchain's lib/swift_static archives), the toolkit and app objects in the build's scratch folder,
or else a guess from its mangled module name. Bytes that no symbol covers count under their
section (the loader's relocation and symbol tables, string literals, unwind tables).

Standard library only; needs binutils' `nm` and `readelf`.
"""

import bisect
import glob
import os
import re
import shutil
import struct
import subprocess

PAGE = os.sysconf("SC_PAGE_SIZE")

# Static archive (file name without lib/.a) -> source label.
ARCHIVE_SOURCES = {
    "_FoundationICU": "ICU (lib_FoundationICU)",
    "FoundationInternationalization": "FoundationInternationalization",
    "FoundationEssentials": "FoundationEssentials",
    "_FoundationCShims": "FoundationEssentials",
    "_FoundationCollections": "FoundationEssentials",
    "Foundation": "Foundation (swift-corelibs)",
    "CoreFoundation": "CoreFoundation (in Foundation)",
    "FoundationNetworking": "Foundation (swift-corelibs)",
    "FoundationXML": "Foundation (swift-corelibs)",
    "dispatch": "Dispatch",
    "swiftDispatch": "Dispatch",
    "BlocksRuntime": "Dispatch",
    "swiftCore": "Swift runtime and stdlib",
    "swift_Concurrency": "Swift runtime and stdlib",
    "swift_StringProcessing": "Swift runtime and stdlib",
    "swift_RegexParser": "Swift runtime and stdlib",
    "swiftGlibc": "Swift runtime and stdlib",
    "swiftSynchronization": "Swift runtime and stdlib",
    "swiftObservation": "Swift runtime and stdlib",
    "swiftRuntime": "Swift runtime and stdlib",
}

# Mangled module prefixes for symbols found in no archive (specialisations, thunks).
MODULE_SOURCES = [
    ("$s9Windowing", "toolkit (Windowing)"),
    ("$s5UIKit", "toolkit (Windowing)"),
    ("$s10Foundation", "Foundation (swift-corelibs)"),
    ("$s20FoundationEssentials", "FoundationEssentials"),
    ("$s29FoundationInternationalization", "FoundationInternationalization"),
    ("$ss", "Swift runtime and stdlib"),
    ("$sS", "Swift runtime and stdlib"),
    ("swift_", "Swift runtime and stdlib"),
    ("_swift", "Swift runtime and stdlib"),
    ("icu_", "ICU (lib_FoundationICU)"),
    ("_CF", "CoreFoundation (in Foundation)"),
    ("__CF", "CoreFoundation (in Foundation)"),
    ("CF", "CoreFoundation (in Foundation)"),
    ("dispatch_", "Dispatch"),
    ("_dispatch", "Dispatch"),
]


def _run(argv):
    return subprocess.run(argv, check=True, capture_output=True, text=True, errors="replace").stdout


def toolchain_static_dir():
    swift = shutil.which("swift")
    if not swift:
        return None
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swift))), "lib", "swift_static", "linux")
    return path if os.path.isdir(path) else None


def symbol_origins(app_objects):
    """Defined symbol name -> source label, from the toolchain's static archives and the app's objects."""
    origins = {}
    archives = []
    static_dir = toolchain_static_dir()
    if static_dir:
        archives = sorted(glob.glob(os.path.join(static_dir, "lib*.a")))
    for archive in archives:
        stem = os.path.basename(archive)[3:-2]
        label = ARCHIVE_SOURCES.get(stem, f"other static library (lib{stem}.a)")
        for line in _run(["nm", "--defined-only", "--no-sort", archive]).splitlines():
            fields = line.split()
            if len(fields) == 3:
                origins.setdefault(fields[2], label)
    for label, paths in app_objects:
        for path in paths:
            for line in _run(["nm", "--defined-only", "--no-sort", path]).splitlines():
                fields = line.split()
                if len(fields) == 3:
                    origins.setdefault(fields[2], label)
    return origins


def app_objects_for(binary):
    """The toolkit's and the app's object files in the scratch folder the binary was built in."""
    build_dir = os.path.dirname(os.path.realpath(binary))
    toolkit, app = [], []
    for module_dir in glob.glob(os.path.join(build_dir, "*.build")):
        name = os.path.basename(module_dir)[:-len(".build")]
        objects = glob.glob(os.path.join(module_dir, "**", "*.o"), recursive=True)
        if name in ("Windowing", "UIKit", "CUIKitMain", "_Testing_UIKit"):
            toolkit += objects
        else:
            app += objects
    return [("toolkit (Windowing)", toolkit), ("the app's own code", app)]


def classify_symbol(name, origins):
    label = origins.get(name)
    if label:
        return label
    for prefix, source in MODULE_SOURCES:
        if name.startswith(prefix):
            return source
    if re.search(r"_7[0-9]$", name):  # ICU's versioned C API, e.g. u_strlen_74
        return "ICU (lib_FoundationICU)"
    return "other symbols (crt, glibc stubs, unknown)"


def sections(binary):
    """[(vaddr, size, name)] of allocated sections, from readelf."""
    result = []
    pattern = re.compile(r"^\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\S+\s+(\S*)")
    for line in _run(["readelf", "-S", "-W", binary]).splitlines():
        m = pattern.match(line)
        if m and "A" in m.group(4):
            vaddr, size = int(m.group(2), 16), int(m.group(3), 16)
            if size:
                result.append((vaddr, size, m.group(1)))
    return sorted(result)


def load_segments(binary):
    """[(offset, vaddr, filesz)] of PT_LOAD segments."""
    result = []
    for line in _run(["readelf", "-l", "-W", binary]).splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD":
            result.append((int(fields[1], 16), int(fields[2], 16), int(fields[4], 16)))
    return result


def symbols(binary):
    """Sorted [(vaddr, size, name)] of sized symbols."""
    result = []
    for line in _run(["nm", "--defined-only", "-S", "-n", binary]).splitlines():
        fields = line.split()
        if len(fields) == 4:
            size = int(fields[1], 16)
            if size:
                result.append((int(fields[0], 16), size, fields[3]))
    return result


def resident_pages(pid, binary):
    """ELF virtual addresses of the binary's resident pages (file-backed mappings of it)."""
    real = os.path.realpath(binary)
    segments = load_segments(binary)
    pages = []
    with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for line in maps:
            fields = line.split()
            if len(fields) < 6 or os.path.realpath(fields[5]) != real:
                continue
            start, end = (int(x, 16) for x in fields[0].split("-"))
            offset = int(fields[2], 16)
            segment = next((s for s in segments if s[0] - s[0] % PAGE <= offset < s[0] + s[2]), None)
            if segment is None:
                continue
            vaddr = segment[1] + (offset - segment[0])
            count = (end - start) // PAGE
            pagemap.seek(start // PAGE * 8)
            data = pagemap.read(count * 8)
            for i, (entry,) in enumerate(struct.iter_unpack("<Q", data)):
                if entry >> 63 & 1:
                    pages.append(vaddr + i * PAGE)
    return pages


def split(pages, binary):
    """({source: kB}, {section: kB}) over the binary's resident pages (from resident_pages)."""
    origins = symbol_origins(app_objects_for(binary))
    syms = symbols(binary)
    starts = [s[0] for s in syms]
    secs = sections(binary)
    sec_starts = [s[0] for s in secs]
    by_source, by_section = {}, {}
    for page in pages:
        lo, hi = page & ~(PAGE - 1), (page & ~(PAGE - 1)) + PAGE
        i = max(bisect.bisect_right(sec_starts, lo) - 1, 0)
        covered_page = 0
        while i < len(secs) and secs[i][0] < hi:
            s_lo, s_hi, s_name = secs[i][0], secs[i][0] + secs[i][1], secs[i][2]
            a, b = max(lo, s_lo), min(hi, s_hi)
            i += 1
            if a >= b:
                continue
            by_section[s_name] = by_section.get(s_name, 0) + (b - a)
            covered_page += b - a
            covered = 0
            j = max(bisect.bisect_right(starts, a) - 1, 0)
            cursor = a
            while j < len(syms) and syms[j][0] < b:
                y_lo, y_hi = max(syms[j][0], cursor), min(syms[j][0] + syms[j][1], b)
                if y_hi > y_lo:
                    key = classify_symbol(syms[j][2], origins)
                    by_source[key] = by_source.get(key, 0) + (y_hi - y_lo)
                    covered += y_hi - y_lo
                    cursor = y_hi
                j += 1
            if b - a - covered > 0:
                key = f"no symbol: {s_name}"
                by_source[key] = by_source.get(key, 0) + (b - a - covered)
        if covered_page < PAGE:
            by_section["(between sections)"] = by_section.get("(between sections)", 0) + PAGE - covered_page
            by_source["no symbol: (between sections)"] = by_source.get("no symbol: (between sections)", 0) + PAGE - covered_page
    kb = lambda d: {k: v / 1024 for k, v in d.items()}  # noqa: E731
    return kb(by_source), kb(by_section)
