#!/usr/bin/python3
"""Checks that the GtkScale adapter's touches are what real pointer input gives: each scenario runs
twice on a fresh 200 x 40 scale, once through the adapter (GdkEvents dispatched with
gtk_main_do_event) and once as real X input from the XTest extension (the X server moves the
pointer and presses its button; GDK reads the events as from a mouse), and the value, the
tracking state and the number of `value-changed` emissions after each step must agree.

    /usr/bin/python3 Examples/gtk/xtest_check.py

Needs what run.sh needs, and libXtst (Debian's libxtst6). Starts a private Xvfb display when there
is none. Prints each scenario, and exits 1 when one differs.
"""
import ctypes
import ctypes.util
import os
import subprocess
import sys
import tempfile
import time

STEPS = {
    "trough press, drag, release elsewhere": [("touchBegan", 100, 20), ("touchMoved", 150, 22), ("touchMoved", 30, 25),
                                              ("touchEnded", 40, 20)],
    "slider grabbed off its centre": [("touchBegan", 8, 15), ("touchMoved", 60, 20), ("touchEnded", 60, 20)],
    "above the trough, beside the slider": [("touchBegan", 150, 12), ("touchEnded", 150, 12)],
    "below the slider's band": [("touchBegan", 150, 32), ("touchMoved", 100, 32), ("touchEnded", 100, 32)],
    "left of the trough": [("touchBegan", 1, 20), ("touchEnded", 1, 20)],
    "disabled mid-drag, enabled, pressed off target": [("touchBegan", 8, 15), ("touchMoved", 60, 20), ("disable",),
                                                       ("touchMoved", 90, 20), ("touchEnded", 90, 20), ("enable",),
                                                       ("touchBegan", 150, 35), ("touchMoved", 120, 35),
                                                       ("touchEnded", 120, 35)],
    "pressed while disabled": [("disable",), ("touchBegan", 100, 20), ("touchMoved", 120, 20), ("touchEnded", 120, 20)],
    "a second press while one is down": [("touchBegan", 1, 1), ("touchBegan", 8, 15), ("touchMoved", 60, 20),
                                         ("touchEnded", 60, 20)],
    "empty range, pressed at the corner": [("empty",), ("touchBegan", 1, 1), ("touchMoved", 5, 2), ("touchEnded", 5, 2)],
}


def private_display():
    """Starts Xvfb on a free display, as run.sh does; returns the process."""
    with tempfile.TemporaryFile() as number:
        server = subprocess.Popen(["Xvfb", "-displayfd", str(number.fileno()), "-nolisten", "tcp", "-screen", "0",
                                   "800x600x24"], pass_fds=(number.fileno(),), stderr=subprocess.DEVNULL)
        for _ in range(100):
            number.seek(0)
            text = number.read().decode().strip()
            if text:
                os.environ["DISPLAY"] = ":" + text
                return server
            time.sleep(0.05)
    server.kill()
    sys.exit("Xvfb did not start")


def main():
    server = None if os.environ.get("DISPLAY") else private_display()
    os.environ["GDK_BACKEND"] = "x11"
    xtst_name = ctypes.util.find_library("Xtst")
    if xtst_name is None:
        sys.exit("libXtst is not installed (apt-get install libxtst6)")
    x11, xtst = ctypes.CDLL(ctypes.util.find_library("X11")), ctypes.CDLL(xtst_name)
    x11.XOpenDisplay.restype = ctypes.c_void_p
    display = ctypes.c_void_p(x11.XOpenDisplay(None))
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import gtk_slider_adapter as gtk
    from gi.repository import Gdk

    adapter = gtk.Adapter()

    def real(op, x, y):
        """The pointer moved to (x, y) by the X server, then its button pressed or released."""
        xtst.XTestFakeMotionEvent(display, -1, x, y, 0)
        if op != "touchMoved":
            xtst.XTestFakeButtonEvent(display, 1, op == "touchBegan", 0)
        x11.XSync(display, 0)
        Gdk.Display.get_default().sync()
        for _ in range(5):
            time.sleep(0.02)
            adapter.pump()

    differ = 0
    for direction in ("leftToRight", "rightToLeft"):
        for name, steps in STEPS.items():
            traces = []
            for mode in ("adapter", "XTest"):
                adapter.create()
                adapter.perform({"op": "setBounds", "width": 200, "height": 40})
                adapter.perform({"op": "setLayoutDirection", "direction": direction})
                trace = []
                for step in steps:
                    if step[0] in ("disable", "enable"):
                        events = adapter.perform({"op": "setEnabled", "value": step[0] == "enable"})
                    elif step[0] == "empty":
                        events = adapter.perform({"op": "setMinimumValue", "value": 1.0})
                    elif mode == "adapter":
                        events = adapter.perform({"op": step[0], "x": step[1], "y": step[2], "time": 1})
                    else:
                        adapter.events = []
                        real(*step)
                        events = list(adapter.events)
                    observation = adapter.observation()
                    trace.append((observation["value"], observation["isTracking"], len(events)))
                traces.append(trace)
            same = traces[0] == traces[1]
            differ += not same
            print("%-13s %-48s %s" % (direction, name, "same" if same else "DIFFERENT: %s / %s" % tuple(traces)))
    if server is not None:
        server.kill()
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
