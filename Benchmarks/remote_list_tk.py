#!/usr/bin/env python3
"""The Tk peer of the remote-display benchmark's wheel (remote.py), through Python's tkinter.

TableLab's screen as a Tk application would build it: a 640x480 window whose whole client area
is a canvas showing 100,000 rows, 24 pixels tall, reading "Row N" 15 pixels from the left, on
white. Like TableLab and the GTK peer it keeps no per-row objects: the canvas holds one text
item per visible row, and a scroll moves them to the rows now in view and sets their text. A
wheel notch (buttons 4 and 5, as X reports the wheel) scrolls 40 pixels: the canvas's
`yscrollincrement`.

The protocol is TableLab's, as far as remote.py uses it: after the first redraw (and its XSync)
it prints `ready <visible rows>`; `quit` on standard input, or its end, exits 0.
"""

import sys
import tkinter as tk

ROWS, ROW_HEIGHT, NOTCH = 100_000, 24, 40
WIDTH, HEIGHT = 640, 480


def main():
    root = tk.Tk(className="TableFloor")
    root.title("TableFloor")
    root.resizable(False, False)
    canvas = tk.Canvas(root, width=WIDTH, height=HEIGHT, highlightthickness=0, borderwidth=0,
                       background="white", yscrollincrement=NOTCH,
                       scrollregion=(0, 0, WIDTH, ROWS * ROW_HEIGHT), confine=True)
    canvas.pack()
    items = [canvas.create_text(15, 0, anchor="w", font=("DejaVu Sans", -15), fill="black")
             for _ in range(HEIGHT // ROW_HEIGHT + 2)]

    def place():
        top = int(canvas.canvasy(0)) // ROW_HEIGHT
        for index, item in enumerate(items):
            row = min(top + index, ROWS - 1)
            canvas.coords(item, 15, row * ROW_HEIGHT + ROW_HEIGHT / 2)
            canvas.itemconfigure(item, text=f"Row {row}")

    def wheel(units):
        canvas.yview_scroll(units, "units")
        place()
        return "break"

    canvas.bind("<Button-4>", lambda event: wheel(-1))
    canvas.bind("<Button-5>", lambda event: wheel(1))
    place()

    reported = []

    def report():
        if reported:
            return
        reported.append(True)
        root.update_idletasks()   # the canvas's redraw, then XSync
        print(f"ready {HEIGHT // ROW_HEIGHT}", flush=True)

    canvas.bind("<Expose>", lambda event: root.after_idle(report))

    def command(*_):
        line = sys.stdin.readline()
        if not line or line.strip() == "quit":
            root.destroy()
    root.createfilehandler(sys.stdin, tk.READABLE, command)
    root.mainloop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
