#!/usr/bin/env python3
"""BROKEN ON PURPOSE: the slider of slider_adapter.py with one bug. Lowering the maximum below
the value leaves the value above it (breaks limits.maximum-pulls-value), to show the suite
catching the bug and shrinking it to `value = 1; maximumValue = 0`.

    swift run -c release slider-conformance fuzz --exec 'python3 Examples/python/broken_slider_adapter.py'
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import slider_adapter  # noqa: E402


class BrokenSlider(slider_adapter.Slider):
    """`Slider`, except that lowering the maximum forgets to pull the value down."""

    def set_maximum(self, limit):
        if limit < self.minimum:
            super().set_maximum(limit)
            return
        self.maximum = limit  # BUG: the value should follow the maximum down


if __name__ == "__main__":
    slider_adapter.main(BrokenSlider, "broken-python-slider")
