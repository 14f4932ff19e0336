#!/usr/bin/env python3
"""A FIXTURE, BROKEN ON PURPOSE: the slider of slider_adapter.py with ten planted bugs, each
caused by a different operation kind, behind an adapter that takes a second to start. `bench`
and the tests use it to show one child serving a whole run (PROTOCOL.md, "reusable").

    python3 Examples/python/planted_bugs_adapter.py [--start-delay <seconds>] [--not-reusable]

--start-delay: seconds to sleep before the handshake (default 1).
--not-reusable: declare "reusable": false, so the suite starts a fresh child for every slider.
Each start appends a line to the file named by $PLANTED_BUGS_START_LOG, when set (bench counts them).
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import slider_adapter  # noqa: E402

IGNORED = {"setContinuous", "setSelected", "setHighlighted", "setAccessibilityLabel",
           "setMinimumValueImage", "setMaximumValueImage", "accessibilityDecrement"}


class PlantedBugsSlider(slider_adapter.Slider):
    """`Slider` with ten bugs: seven setters ignored, two limits that leave the value outside
    the range, and a thumb tint that keeps the thumb's images."""

    def set_maximum(self, limit):
        if limit < self.minimum:
            super().set_maximum(limit)
            return
        self.maximum = limit  # BUG: the value should follow the maximum down

    def set_minimum(self, limit):
        if limit > self.maximum:
            super().set_minimum(limit)
            return
        self.minimum = limit  # BUG: the value should follow the minimum up

    def perform(self, operation):
        op = operation["op"]
        if op in IGNORED:
            return []  # BUG: ignored
        if op == "setThumbTintColor":
            self.tints["thumb"] = operation.get("color")  # BUG: the thumb's images stay
            return []
        return super().perform(operation)


def main():
    arguments = sys.argv[1:]
    delay = float(arguments[arguments.index("--start-delay") + 1]) if "--start-delay" in arguments else 1.0
    reusable = "--not-reusable" not in arguments
    if os.environ.get("PLANTED_BUGS_START_LOG"):
        with open(os.environ["PLANTED_BUGS_START_LOG"], "a") as log:
            log.write("%d\n" % os.getpid())
    time.sleep(delay)
    name = "planted-bugs-python-slider"
    slider = None
    encode = json.JSONEncoder(separators=(",", ":")).encode
    for line in sys.stdin.buffer:
        reply, slider = slider_adapter.answer(json.loads(line), slider, PlantedBugsSlider, name)
        if reply.get("type") == "hello":
            reply["reusable"] = reusable
        data = (encode(reply) + "\n").encode()
        while data:
            data = data[os.write(1, data):]


if __name__ == "__main__":
    main()
