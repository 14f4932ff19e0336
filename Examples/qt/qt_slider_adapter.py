"""Qt's `QSlider` (Qt 6, through PySide6) behind the slider-conformance wire protocol, protocol 1,
revision 3 (PROTOCOL.md), on stdin/stdout, on Qt's offscreen platform in Qt's default style
(Fusion). Run it through `run.sh`, which starts it with the Python of the virtual environment
scripts/install-toolkits.sh makes.

It maps everything a program can do with a horizontal QSlider and read back from it:
- the value and the limits: `setValue`, `setMinimum`, `setMaximum`. QSlider holds ints, so a
  protocol Float is rounded to the nearest int, halves away from zero as `qRound` does, one
  beyond the ints clamped to them and NaN taken as 0; every value and limit reported is the
  int QSlider holds, never the Float requested;
- a slider made in Qt Designer: an Interface Builder document's Value attributes and Continuous
  Updates written as a `.ui` form (`minimum`, `maximum`, `value`, `tracking`, in Designer's
  property order) and loaded with `QUiLoader`, which sets them through the same setters;
- continuous updates: `setTracking`. With tracking, a drag changes the value (and emits
  `valueChanged`) as it moves; without, only `sliderPosition` moves and the value follows at
  the release, which is UIKit's switch;
- enabled: `setEnabled`;
- the accessibility API, through `QAccessible.queryAccessibleInterface(slider)`: the name
  (`setAccessibleName`; Qt's name is a plain string, so an empty one reads as no label), the
  value text `text(QAccessible.Value)`, the role and state as the traits, and an accessibility
  increment or decrement as Qt's platform bridges perform one (AT-SPI's DoAction, macOS's
  AXIncrement, UI Automation; `QAccessibleBridgeUtils::performEffectiveAction`): the action
  interface's `Increase`/`Decrease` where it lists them (QSlider's lists only `SetFocus`), else
  the value interface's `setCurrentValue(currentValue + minimumStepSize)`;
- the size hint's height as the intrinsic height;
- the bounds: `setGeometry` in whole pixels, the window holding the slider resized with it (a
  slider shown before anything sized it has its size hint); the rectangles read back from the
  style (`QStyle.subControlRect` for the groove and the handle, with the style option
  `initStyleOption` fills, the handle at each limit with the option's slider position moved
  there), no value images, so their rectangles are empty;
- the layout direction: `setLayoutDirection`;
- touches, as real mouse input: `QTest.mousePress`, `mouseMove` and `mouseRelease` on the
  window's `QWindow`, which Qt takes as window-system input and routes itself (the widget under
  the pointer gets the press, and the one pressed keeps the mouse until the release), in the
  pixel the touch's point lies in. A mouse has one left button: a touch that begins while one is
  down never presses it again, a lift with none down releases nothing, and a move with none down
  is a plain move. The window system delivers a press outside the slider's window to another
  window, which keeps that touch's moves and release. QSlider tracks while `isSliderDown()`; it
  is highlighted while the style draws its handle pressed (`QStyle.State_Sunken` with the handle
  the active part of its style option). A press on the groove steps the value by a page and
  starts QAbstractSlider's repeat timer, which would step it again on the wall clock's time; the
  adapter stops it after the press (`setRepeatAction(SliderNoAction)`), since the suite's touches
  carry their own times. QTest stamps events with its own clock, spaced so that no press becomes
  a double-click, and reads the point (0, 0) as no point at all: the slider sits one pixel into
  its window (see `OFFSET`).
Each `valueChanged(int)` an operation emits is one `valueChanged` event (`sliderMoved` follows the
handle, not the value, and is not reported).

It declares the rest unsupported, each for want of it in QSlider: no highlighted state a program
can set (only a press makes the style draw the handle pressed), no selected state, no images or
tint colours per part and state (the style draws the parts from the palette's roles, or a style
sheet does, neither read back per part; so their fields are unread), no app-set value text (the
accessible value text is always the number), and a mouse has no cancelled touch.

It answers pipelined requests (see `main`).
"""
import math
import os
import struct
import sys

import PySide6
import shiboken6
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPoint, Qt, qInstallMessageHandler, qVersion
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtTest import QTest
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QAbstractSlider, QApplication, QSlider, QStyle, QStyleOptionSlider, QWidget

NAME = "qt-qslider"
SUPPORTED = ["loadFromInterfaceBuilder", "setValue", "setValueAnimated", "setMinimumValue", "setMaximumValue",
             "setContinuous", "setEnabled", "accessibilityIncrement", "accessibilityDecrement",
             "setAccessibilityLabel", "setBounds", "setLayoutDirection", "touchBegan", "touchMoved", "touchEnded"]
UNREAD = ["minimumValueImage", "maximumValueImage", "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
          "minimumTrackImages", "maximumTrackImages", "thumbImages",
          "currentMinimumTrackImage", "currentMaximumTrackImage", "currentThumbImage"]
ZERO = {"x": 0, "y": 0, "width": 0, "height": 0}
INT_MIN, INT_MAX = -2 ** 31, 2 ** 31 - 1
# The largest widget or window side Qt allows (QWIDGETSIZE_MAX).
WIDGET_SIZE_MAX = 16777215
# Where the slider sits in its window: one pixel in from the window's corner, because QTest reads
# the point (0, 0) as "no point given" and sends the event to the window's centre instead. So no
# point of the slider is the window's (0, 0); an event there, one pixel up and left of the slider,
# is sent at (0, 1), also beside the slider: the press goes to the same widget, the window's own,
# and a drag reads only x (a horizontal QSlider picks x, and Fusion sets no drag distance).
OFFSET = 1
# Touch coordinates are clamped this far out: QPoint is int, and the window system adds the
# window's place to a point; a point this far is beyond any widget.
POINT_LIMIT = 2 ** 30
# The Designer form for a slider: a horizontal QSlider with the properties entered.
FORM = '<ui version="4.0"><widget class="QSlider" name="slider">{}' \
       '<property name="orientation"><enum>Qt::Horizontal</enum></property></widget></ui>'


def read_double(x):
    """A CGFloat (a bounds side, a touch's coordinate) from the protocol: a JSON number, or "nan", "inf", "-inf"."""
    return float({"+inf": "inf"}.get(x, x)) if isinstance(x, str) else float(x)


def read_float(x):
    """A Float from the protocol: a JSON number, or "nan", "inf", "-inf", as the single-precision
    number it stands for (the suite writes a Float's shortest decimal, 2.1474836e+09 for 2^31)."""
    x = read_double(x)
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(float("inf"), x)


def write_float(x):
    """A Float for the protocol: a number rounded to single precision, as PROTOCOL.md asks."""
    x = float(x)
    try:
        x = struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        x = float("inf") if x > 0 else float("-inf")
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    return x


def whole(x):
    """A protocol float as the int QSlider holds: the nearest, halves away from zero (qRound),
    clamped to the ints; NaN, which no int stands for, as 0."""
    x = read_float(x)
    if x != x:
        return 0
    if x >= INT_MAX:
        return INT_MAX
    if x <= INT_MIN:
        return INT_MIN
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


def size(x):
    """A bounds side in whole pixels, as a widget's geometry is: the nearest int, halves away
    from zero (qRound), clamped to the ints (NaN as 0)."""
    x = read_double(x)
    if x != x:
        return 0
    x = max(INT_MIN, min(INT_MAX, x))
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


def pixel(x):
    """The pixel a touch's coordinate lies in (pixel n covers n up to n + 1), as a pointer there
    reports it, clamped to `POINT_LIMIT` (NaN as 0)."""
    x = read_double(x)
    if x != x:
        return 0
    return int(math.floor(max(-POINT_LIMIT, min(POINT_LIMIT, x))))


def rect(r):
    return {"x": r.x(), "y": r.y(), "width": r.width(), "height": r.height()}


def messages(kind, context, message):
    """Qt's messages, on standard error, but QTest's note that a mouse event lies outside the
    window: the window has the mouse then (a drag goes on beyond its edge), as on a real screen."""
    if not (message.startswith("Mouse event at ") and "outside target window" in message):
        sys.stderr.write(message + "\n")


class Adapter:
    def __init__(self):
        qInstallMessageHandler(messages)
        self.app = QApplication(["qt_slider_adapter"])
        # The window the slider lives in, sized with it so that a press on the slider reaches it.
        # It is never painted (no test reads pixels, and a huge slider's backing store would take
        # gigabytes): updates are off, which changes nothing in how QSlider takes input.
        self.window = QWidget()
        self.window.setUpdatesEnabled(False)
        self.window.resize(0, 0)
        self.window.show()
        self.handle = self.window.windowHandle()
        self.loader = QUiLoader()
        self.slider = None
        self.events = []
        self.pressed = False  # the left button is down: a touch began and has not ended
        self.pressed_here = False  # ... and went down in the slider's window, which then has the mouse until the release
        self.last = QPoint(0, 0)  # where the pointer was last

    def toolkit(self):
        return "Qt %s (PySide6 %s)" % (qVersion(), PySide6.__version__)

    def create(self, document):
        if self.pressed:
            # The button cannot stay down across sliders: the old slider gets the release.
            self.release(self.last)
        self.pressed = self.pressed_here = False
        if self.slider is not None:
            shiboken6.delete(self.slider)
        if document is None:
            self.slider = QSlider(Qt.Horizontal, self.window)
        else:
            self.slider = self.load(document)
        self.slider.valueChanged.connect(self.events.append)
        self.slider.show()  # which gives it its size hint, as it has no size yet
        self.slider.move(OFFSET, OFFSET)
        self.fit()

    def load(self, document):
        """A slider made in Qt Designer with these Value attributes and Continuous Updates, in the
        order Designer writes a QSlider's properties, loaded with QUiLoader."""
        properties = []
        for name in ("minimum", "maximum", "value"):
            if name in document:
                properties.append('<property name="%s"><number>%d</number></property>' % (name, whole(document[name])))
        if "continuous" in document:
            properties.append('<property name="tracking"><bool>%s</bool></property>' % ("true" if document["continuous"] else "false"))
        form = QBuffer()
        form.setData(QByteArray(FORM.format("".join(properties)).encode()))
        form.open(QIODevice.ReadOnly)
        slider = self.loader.load(form, self.window)
        if slider is None:
            raise RuntimeError("QUiLoader: " + self.loader.errorString())
        return slider

    def fit(self):
        """Sizes the window to hold the slider (as far as a window can grow), so presses on it reach it."""
        self.window.resize(max(0, min(WIDGET_SIZE_MAX, OFFSET + self.slider.width())),
                           max(0, min(WIDGET_SIZE_MAX, OFFSET + self.slider.height())))

    def place(self, width, height):
        self.slider.setGeometry(OFFSET, OFFSET, width, height)
        self.fit()

    def inside(self, point):
        """Whether the point is in the slider's window, where the window system delivers a press to it."""
        return 0 <= point.x() < self.window.width() and 0 <= point.y() < self.window.height()

    def release(self, point):
        """Lifts the left button; the window gets the release when the press went down in it."""
        if self.pressed_here:
            QTest.mouseRelease(self.handle, Qt.LeftButton, Qt.NoModifier, point)
        self.pressed = self.pressed_here = False

    def adjust(self, action):
        """An accessibility increment or decrement as Qt's platform bridges perform it
        (QAccessibleBridgeUtils::performEffectiveAction): the action if the action interface
        lists it, else the value interface stepped by its minimum step size (a tenth of the range,
        rounded up for an int value, when that is 0), the sum taken as a double."""
        interface = QAccessible.queryAccessibleInterface(self.slider)
        actions = interface.actionInterface()
        if actions is not None and action in actions.actionNames():
            actions.doAction(action)
            return
        values = interface.valueInterface()
        current = values.currentValue()
        step = float(values.minimumStepSize())
        if step == 0:
            step = (float(values.maximumValue()) - float(values.minimumValue())) / 10
            if not isinstance(current, float):
                step = float(math.ceil(step))
        if action == QAccessibleActionInterface.decreaseAction():
            step = -step
        values.setCurrentValue(float(current) + step)

    def perform(self, operation):
        self.events.clear()
        slider = self.slider
        op = operation["op"]
        if op in ("setValue", "setValueAnimated"):
            slider.setValue(whole(operation["value"]))
        elif op == "setMinimumValue":
            slider.setMinimum(whole(operation["value"]))
        elif op == "setMaximumValue":
            slider.setMaximum(whole(operation["value"]))
        elif op == "setContinuous":
            slider.setTracking(operation["value"])
        elif op == "setEnabled":
            slider.setEnabled(operation["value"])
        elif op == "setAccessibilityLabel":
            slider.setAccessibleName(operation["text"] or "")
        elif op == "accessibilityIncrement":
            self.adjust(QAccessibleActionInterface.increaseAction())
        elif op == "accessibilityDecrement":
            self.adjust(QAccessibleActionInterface.decreaseAction())
        elif op == "setBounds":
            self.place(size(operation["width"]), size(operation["height"]))
        elif op == "setLayoutDirection":
            slider.setLayoutDirection(Qt.LeftToRight if operation["direction"] == "leftToRight" else Qt.RightToLeft)
        elif op in ("touchBegan", "touchMoved", "touchEnded"):
            point = QPoint(OFFSET + pixel(operation["x"]), OFFSET + pixel(operation["y"]))
            if point.isNull():
                point = QPoint(0, 1)
            self.last = point
            # One mouse, one left button: a touch that begins while it is down presses nothing
            # (a button cannot be pressed twice), a move with it up is a plain move, and a lift
            # with it up releases nothing. The window system delivers a press to the window under
            # the pointer: one outside the slider's window goes to another window, which keeps
            # that touch's moves and release (its implicit grab). Within the window Qt routes the
            # rest: a press beside the slider goes to the window's own widget, and the widget
            # pressed keeps the mouse, even outside the window, until the release.
            if op == "touchBegan":
                if not self.pressed:
                    self.pressed, self.pressed_here = True, self.inside(point)
                    if self.pressed_here:
                        QTest.mousePress(self.handle, Qt.LeftButton, Qt.NoModifier, point)
                        # A press on the groove steps a page and starts the repeat timer, which
                        # would step again 500 ms later on the wall clock, in whatever later event
                        # processing comes then: the suite's touches carry their own times, so it
                        # is stopped, as the release would stop it.
                        slider.setRepeatAction(QAbstractSlider.SliderNoAction)
            elif op == "touchMoved":
                if self.pressed_here or (not self.pressed and self.inside(point)):
                    QTest.mouseMove(self.handle, point)
            elif self.pressed:
                self.release(point)
        else:
            raise ValueError("unsupported operation " + op)
        return [{"event": "valueChanged", "value": write_float(value)} for value in self.events]

    def observation(self):
        slider = self.slider
        option = QStyleOptionSlider()
        slider.initStyleOption(option)
        enabled = slider.isEnabled()
        # Highlighted while the style draws the handle pressed: sunken, with the handle the active
        # part (a press on the groove makes the groove the active part, drawn as before).
        highlighted = bool(option.state & QStyle.State_Sunken) and bool(option.activeSubControls & QStyle.SC_SliderHandle)
        flags = [name for name, on in (("highlighted", highlighted), ("disabled", not enabled)) if on]
        interface = QAccessible.queryAccessibleInterface(slider)
        traits = []
        if interface.role() == QAccessible.Slider:
            traits.append("adjustable")
        if interface.state().disabled:
            traits.append("notEnabled")
        observation = {
            "value": write_float(slider.value()),
            "minimumValue": write_float(slider.minimum()),
            "maximumValue": write_float(slider.maximum()),
            "isContinuous": slider.hasTracking(),
            "isEnabled": enabled,
            "isHighlighted": highlighted,
            "isSelected": False,
            "state": "+".join(flags) if flags else "normal",
            "accessibilityTraits": traits,
            "isAccessibilityElement": interface.isValid(),
            "intrinsicContentHeight": slider.sizeHint().height(),
            "layoutDirection": "rightToLeft" if slider.layoutDirection() == Qt.RightToLeft else "leftToRight",
            "isTracking": slider.isSliderDown(),
            "geometry": self.geometry(option),
        }
        label = interface.text(QAccessible.Name)
        if label:
            observation["accessibilityLabel"] = label
        shown = interface.text(QAccessible.Value)
        if shown:
            observation["accessibilityValue"] = shown
        return observation

    def geometry(self, option):
        """The rectangles of PROTOCOL.md from the style: the widget's rectangle, the groove, the
        handle where the style draws it (at the slider's position, which runs ahead of the value
        while a drag without tracking goes on), and the handle with the position at each limit."""
        slider = self.slider
        style = slider.style()

        def sub(control, position=None):
            if position is not None:
                option.sliderPosition = position
            return rect(style.subControlRect(QStyle.CC_Slider, option, control, slider))

        return {"bounds": {"x": 0, "y": 0, "width": slider.width(), "height": slider.height()},
                "trackRect": sub(QStyle.SC_SliderGroove), "thumbRect": sub(QStyle.SC_SliderHandle),
                "thumbRectAtMinimum": sub(QStyle.SC_SliderHandle, slider.minimum()),
                "thumbRectAtMaximum": sub(QStyle.SC_SliderHandle, slider.maximum()),
                "minimumValueImageRect": ZERO, "maximumValueImageRect": ZERO}


def main():
    """Serves protocol 1 on standard input and output, pipelined, through the Python example's
    `serve_adapter` (Examples/python/slider_adapter.py)."""
    adapter = Adapter()
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
    from slider_adapter import serve_adapter  # noqa: E402 (the Python example, standard library only)
    serve_adapter(adapter, {"revision": 3, "implementation": NAME, "profiles": ["documented"], "supported": SUPPORTED,
                            "unsupportedFields": UNREAD, "pipelining": True})

if __name__ == "__main__":
    main()
