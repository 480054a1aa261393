"""Tests of launch_order.py's readers: python3 -m unittest discover -s Benchmarks/Linking"""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import launch_order  # noqa: E402

# A callgrind profile as valgrind writes it: names compressed to "(id) name" on first use.
PROFILE = """\
version: 1
cmd: ./HelloWindowApp
ob=(1) /usr/lib/x86_64-linux-gnu/libc.so.6
fn=(1) malloc
1 10
ob=(2) /tmp/app/HelloWindowApp
fn=(2) $s9Windowing8UIWindowC7makeKeyyyF
1 5
cob=(1)
cfn=(1)
calls=1 0
1 10
fn=(3) swift_retain'2
1 3
fn=(4) 0x0000000000401000
1 1
fn=(5) (below main)
1 1
fn=(6) $s14HelloWindowApp11AppDelegateC11applicationySbF
1 1
ob=(1)
fn=(7) free
1 2
ob=(2)
fn=(2)
1 4
fn=(8) swift_retain
1 1
"""

# lld's map (-Map, --no-demangle): output sections, input sections indented by 8, symbols by 16.
MAP = """\
             VMA              LMA     Size Align Out     In      Symbol
          3dcca0           3dcca0   200000    16 .text
          3dcca0           3dcca0       ce    16         Windowing.build/UIWindow.swift.o:(.text.$s9Windowing8UIWindowC7makeKeyyyF)
          3dcca0           3dcca0       ce     1                 $s9Windowing8UIWindowC7makeKeyyyF
          3dcd70           3dcd70   17e000    16         libswiftCore.a(Swift.o):(.text)
          3dcd70           3dcd70       20     1                 $sSS5countSivg
          3dcd90           3dcd90       20     1                 $sSa6appendyyxnF
          55ad70           55ad70       40    16         libswiftCore.a(Retain.cpp.o):(.text.swift_retain)
          55ad70           55ad70       40     1                 swift_retain
          55adb0           55adb0       19    16         A.swift.o:(.text.block_copy_helper)
          55adb0           55adb0       19     1                 block_copy_helper
          55add0           55add0     9000    16         libFoundation.a(Bundle.swift.o):(.text)
          55add0           55add0       19     1                 block_copy_helper
          55adf0           55adf0       20     1                 $s10Foundation6BundleC4mainACvgZ
          5fc000           5fc000      100    16 .rodata
          5fc000           5fc000      100    16         libswiftCore.a(Swift.o):(.rodata)
          5fc000           5fc000       10     1                 $sSS5countSivg
"""


class ExecutedFunctionsTests(unittest.TestCase):
    def test_lists_the_binary_s_functions_once_in_profile_order(self):
        names = launch_order.executed_functions(PROFILE.splitlines(True), "HelloWindowApp")
        # libc's functions are another object's; "'2" marks a recursive activation of the same
        # function; bare addresses and valgrind's "(below main)" have no name to order.
        self.assertEqual(names, [
            "$s9Windowing8UIWindowC7makeKeyyyF",
            "swift_retain",
            "$s14HelloWindowApp11AppDelegateC11applicationySbF",
        ])

    def test_a_binary_of_another_name_has_none(self):
        self.assertEqual(launch_order.executed_functions(PROFILE.splitlines(True), "Other"), [])


class TextSectionsTests(unittest.TestCase):
    def test_maps_each_symbol_to_the_text_sections_defining_it(self):
        sections = launch_order.text_sections(MAP.splitlines(True))
        self.assertEqual(sections["$s9Windowing8UIWindowC7makeKeyyyF"], [
            ("Windowing.build/UIWindow.swift.o:(.text.$s9Windowing8UIWindowC7makeKeyyyF)", 0xce, 1)])
        # .rodata's symbols are not code: only .text's sections count.
        self.assertEqual(sections["$sSS5countSivg"], [("libswiftCore.a(Swift.o):(.text)", 0x17e000, 2)])
        self.assertEqual(len(sections["block_copy_helper"]), 2)


class LaunchOrderTests(unittest.TestCase):
    def test_own_sections_by_name_then_each_shared_section_once_densest_first(self):
        sections = launch_order.text_sections(MAP.splitlines(True))
        executed = ["swift_retain", "$sSa6appendyyxnF", "$s10Foundation6BundleC4mainACvgZ",
                    "$sSS5countSivg", "$s9Windowing8UIWindowC7makeKeyyyF", "block_copy_helper",
                    "not_in_this_build"]
        self.assertEqual(launch_order.launch_order(executed, sections), [
            "$s9Windowing8UIWindowC7makeKeyyyF",
            "swift_retain",
            # Bundle.swift.o: 1 function in 36 KB; Swift.o: 2 in 1.5 MB; each named by its least name.
            "$s10Foundation6BundleC4mainACvgZ",
            "$sSS5countSivg",
        ])  # block_copy_helper is left out: naming it would move Bundle.swift.o's 36 KB too.

    def test_the_app_s_own_code_is_left_out(self):
        self.assertTrue(launch_order.app_code("$s14HelloWindowApp11AppDelegateCMa", "HelloWindowApp"))
        self.assertTrue(launch_order.app_code("HelloWindowApp_main", "HelloWindowApp"))
        self.assertFalse(launch_order.app_code("$s9Windowing8UIWindowC7makeKeyyyF", "HelloWindowApp"))


if __name__ == "__main__":
    unittest.main()
