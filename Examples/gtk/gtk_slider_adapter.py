#!/usr/bin/python3
"""GTK 3's `GtkScale` (through PyGObject) behind the slider-conformance wire protocol, protocol 1,
revision 3 (PROTOCOL.md), on stdin/stdout. Run it through `run.sh`, which starts a private Xvfb
display when there is none. Debian's /usr/bin/python3 with python3-gi and gir1.2-gtk-3.0.

It maps everything a program can do with a horizontal GtkScale and read back from it:
- the value and the limits: `gtk_range_set_value` and `gtk_range_set_range`, read back from the
  scale's `GtkAdjustment` (doubles, reported rounded to single precision as PROTOCOL.md asks);
  the scale draws no value (`draw-value` off, as a UISlider shows none), which also turns
  GtkRange's rounding of what the user enters off (`round-digits` -1), so the value held is the
  value the pointer gave, unrounded;
- a slider made in code is `gtk_scale_new_with_range (0, 1, 0.1)`: UIKit's limits, and a step of
  a tenth, which is the `GtkAdjustment` step increment; one loaded from an interface document is
  built by `GtkBuilder` from the UI file Glade, GTK's interface designer, writes: a `GtkAdjustment`
  with the Value attributes as its `lower`, `upper` and `value` properties (in that order, as
  UIKit decodes them: the range, then the value), and Glade's defaults for the rest (0 to 100 at
  0, a step increment of 1 and a page increment of 10);
- enabled, highlighted and selected: `gtk_widget_set_sensitive`, and the widget's state flags
  `GTK_STATE_FLAG_ACTIVE` and `GTK_STATE_FLAG_SELECTED`;
- the accessibility of the scale's `AtkObject` (`gtk_widget_get_accessible`, a
  `GtkScaleAccessible`): its name as the label (`atk_object_set_name`, which refuses NULL: the
  adapter sets the empty name for nil), `AtkValue`'s text, or its current value where the text
  is NULL (always, for a GtkRange), as the value text, the role and state set as the traits, and
  for an increment or decrement what an assistive technology does through `AtkValue`: the current
  value plus or minus `atk_value_get_increment` (the adjustment's minimum increment), set with
  `atk_value_set_value` (GtkRangeAccessible has no `AtkAction`);
- the bounds: the scale is placed at (0, 0) of a `GtkLayout` in a mapped window with
  `gtk_widget_set_size_request` (whole pixels; GTK allocates a widget at least its minimum size,
  34 by 34 in Adwaita), and read back as its allocation; a scale never laid out is not shown, so
  its bounds and rectangles are empty;
- the layout direction: `gtk_widget_set_direction` (GtkScale is flippable: right-to-left puts
  the minimum at the right);
- the natural height (`GtkScale`'s own `get_preferred_height`, without the size request) as the
  intrinsic height;
- touches as real pointer events that GTK's own gestures handle: `GdkEvent`s (button 1 pressed,
  motion with button 1 down, released), with the seat's pointer as their device and the touch's
  time, delivered with `gtk_main_do_event` to the scale's input window, in the pixel the touch's
  point lies in; the pointer moves there first (a motion event) when it goes down or up
  elsewhere, as the X server reports it; X11 has one pointer and delivers a press to the window
  under it, so a touch that begins while one is down or outside the scale's window never reaches
  it, nor do that touch's motion and release (the implicit grab sends them where it was pressed),
  and a move with none down is a plain motion, which reaches the scale inside its window; a
  cancelled touch is the pointer grab broken (`GDK_GRAB_BROKEN` to the scale's window, as when
  another grab takes the pointer away), after which the button is released elsewhere. Replayed
  with real X input (XTest) on the same display, these events give the same values, drags and
  `value-changed` emissions.
The geometry is read from the laid-out scale: the bounds its allocation, the track the trough's
border box (`gtk_range_get_range_rect`, less the CSS boxes of the contents and trough nodes), the
thumb the slider's border box (`gtk_range_get_slider_range` along the trough, and across it the
slider's measured size centred in the trough as GtkRange places it, grown by the slider node's
CSS margins: Adwaita's are negative, so the slider drawn and hit is 20 pixels wide while its
margin box is 2), and the thumb at each limit read the same way from a twin scale in an offscreen
window, laid out alike and set to its limits (GtkRange has no call for the slider's place at
another value). GtkScale has no value images, so their rectangles are empty; it hides its slider
when the range is empty, so the thumb's rectangles are empty then. `valueChanged` is GtkRange's
`value-changed` signal: each emission while an operation runs is one event. The scale is
tracking while GtkRange holds its grab, which it marks with the `dragging` style class.

Declared unsupported, for want of it in GtkScale: a continuous-updates switch (GTK 3 removed
GtkRange's `update-policy`: `value-changed` is emitted for every change), value images, tint
colours and images per part and state (GTK styles widgets with CSS, which has no image or tint
property to set per state and read back), and an app's own accessible value text (AtkValue's
text is the widget's, NULL for a GtkRange, and has no setter).

GtkRange's long press (the pointer held still for twice `gtk-long-press-time`) switches a drag to
fine-tuning on the wall clock's time; the suite's touches carry their own times, so the adapter
puts `gtk-long-press-time` out of reach. The theme is pinned to Adwaita, GTK's own, so the
geometry is the same on every machine. It answers pipelined requests (see `main`).
"""
import math
import os
import struct
import sys

os.environ["GTK_THEME"] = "Adwaita"
os.environ.setdefault("NO_AT_BRIDGE", "1")  # ATK is read in-process: no accessibility bus

import gi  # noqa: E402

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
gi.require_version("Atk", "1.0")
from gi.repository import Atk, Gdk, GLib, GObject, Gtk  # noqa: E402

NAME = "gtk-scale"
SUPPORTED = ["loadFromInterfaceBuilder", "setValue", "setValueAnimated", "setMinimumValue", "setMaximumValue",
             "setEnabled", "setHighlighted", "setSelected", "accessibilityIncrement", "accessibilityDecrement",
             "setAccessibilityLabel", "setBounds", "setLayoutDirection",
             "touchBegan", "touchMoved", "touchEnded", "touchCancelled"]
UNREAD = ["minimumValueImage", "maximumValueImage",
          "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
          "minimumTrackImages", "maximumTrackImages", "thumbImages",
          "currentMinimumTrackImage", "currentMaximumTrackImage", "currentThumbImage"]
FLAGS = {"setHighlighted": Gtk.StateFlags.ACTIVE, "setSelected": Gtk.StateFlags.SELECTED}
ZERO = {"x": 0, "y": 0, "width": 0, "height": 0}
BUTTON1 = Gdk.ModifierType.BUTTON1_MASK
# GdkWindow sizes and event coordinates are C ints.
INT_MAX = 2 ** 31 - 1


def read_double(x):
    """A Double from the protocol (bounds, touch positions and times): a JSON number, or "nan",
    "inf", "-inf"."""
    return float({"+inf": "inf"}.get(x, x)) if isinstance(x, str) else float(x)


def read_float(x):
    """A Float from the protocol (a JSON number, or "nan", "inf", "-inf"): the Swift Float it
    writes, as the double GTK is given (0.99999994 is the Float 0.99999994039535522)."""
    return struct.unpack("<f", struct.pack("<f", read_double(x)))[0]


def write_float(x):
    """A Float for the protocol: GTK's double rounded to single precision, as PROTOCOL.md asks."""
    if x != x:
        return "nan"
    try:
        x = struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        x = float("inf") if x > 0 else float("-inf")
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    return x


def whole(x, low=-INT_MAX - 1):
    """A float as the nearest C int (GTK's sizes and coordinates), clamped to the ints."""
    if x != x:
        return 0
    return int(max(low, min(INT_MAX, round(x))))


def pixel(x):
    """The pixel a coordinate lies in (pixel n covers n up to n + 1), as the pointer reports it."""
    return int(max(-INT_MAX - 1, min(INT_MAX, math.floor(x)))) if x == x else 0


def rect(x, y, width, height):
    return {"x": x, "y": y, "width": width, "height": height}


def silence_refused_range(domain, level, message):
    """GtkRange refuses a minimum above the maximum with a critical warning
    (`gtk_range_set_range: assertion 'min <= max' failed`); that refusal is the behaviour under
    test, so its message is dropped instead of filling standard error. Any other is printed."""
    if "gtk_range_set_range" not in message:
        GLib.log_default_handler(domain, level, message)


# What Glade, GTK's interface designer, gives a GtkAdjustment left unedited (its catalog,
# gtk+.xml: value 0, lower 0, upper 100, step increment 1, page increment 10).
GLADE_ADJUSTMENT = (("lower", 0.0), ("upper", 100.0), ("value", 0.0), ("step-increment", 1.0), ("page-increment", 10.0))
ENTERED = {"lower": "minimum", "upper": "maximum", "value": "value"}


def ui_file(document):
    """The GtkBuilder UI file Glade writes for a horizontal scale whose adjustment has an interface
    document's Value attributes as its `lower`, `upper` and `value` (Glade's defaults for those
    not entered), in UIKit's decoding order: the range, then the value. The scale draws no value,
    as the one made in code."""
    properties = "".join('<property name="%s">%r</property>' % (name, read_float(document.get(ENTERED.get(name), default)))
                         for name, default in GLADE_ADJUSTMENT)
    return ('<interface><object class="GtkAdjustment" id="adjustment">%s</object>'
            '<object class="GtkScale" id="scale"><property name="orientation">horizontal</property>'
            '<property name="adjustment">adjustment</property><property name="draw-value">False</property>'
            '</object></interface>') % properties


class Adapter:
    def __init__(self):
        settings = Gtk.Settings.get_default()
        # The long press that switches a drag to fine-tuning is timed on the wall clock; GtkRange
        # waits twice this (its delay factor), which must stay a C int.
        settings.set_property("gtk-long-press-time", INT_MAX // 2)
        GLib.log_set_handler("Gtk", GLib.LogLevelFlags.LEVEL_CRITICAL, silence_refused_range)
        seat = Gdk.Display.get_default().get_default_seat()
        self.pointer = seat.get_pointer()
        self.mouse = (seat.get_slaves(Gdk.SeatCapabilities.POINTER) or [self.pointer])[0]
        self.window = Gtk.Window()
        self.window.set_default_size(800, 600)
        self.window.move(0, 0)
        # A GtkLayout places its children where told, at their requested size, without growing
        # the window to them: a scale may be larger than the screen, as a view may.
        self.layout = Gtk.Layout()
        self.window.add(self.layout)
        self.window.show_all()
        # The twin that tells where the slider stands at the limits, in a window of its own.
        self.offscreen = Gtk.OffscreenWindow()
        self.twin_layout = Gtk.Layout()
        self.offscreen.add(self.twin_layout)
        self.twin = self.new_scale()
        self.twin_layout.put(self.twin, 0, 0)
        self.offscreen.show_all()
        self.twin_cache = {}
        self.css_cache = {}
        self.scale = None
        self.events = []
        self.pressed = False  # button 1 is down: a touch began and has not ended
        self.pressed_here = False  # ... and went down inside the scale's window, which its motion and release reach
        self.pointer_at = None
        self.pump()

    def toolkit(self):
        return "GTK %d.%d.%d (PyGObject %s)" % (Gtk.get_major_version(), Gtk.get_minor_version(),
                                                Gtk.get_micro_version(), ".".join(map(str, gi.version_info)))

    @staticmethod
    def new_scale():
        scale = Gtk.Scale.new_with_range(Gtk.Orientation.HORIZONTAL, 0.0, 1.0, 0.1)
        scale.set_draw_value(False)
        return scale

    def pump(self):
        """Lets GTK handle what is pending, then lays the window out."""
        while Gtk.events_pending():
            Gtk.main_iteration_do(False)
        self.window.check_resize()

    def create(self, document=None):
        if self.scale is not None:
            self.scale.destroy()
        if document is None:
            self.scale = self.new_scale()
        else:
            self.scale = Gtk.Builder.new_from_string(ui_file(document), -1).get_object("scale")
        self.scale.connect("value-changed", lambda scale: self.events.append(scale.get_value()))
        self.layout.put(self.scale, 0, 0)  # not shown until laid out
        self.pressed = self.pressed_here = False
        self.pointer_at = None  # where the pointer is, in the scale's pixels, once a touch moved it
        self.pump()

    # -- touches --------------------------------------------------------------------------------

    def input_window(self):
        """The scale's input-only GdkWindow (GtkRange's event window), or None while unmapped."""
        if not self.scale.get_mapped():
            return None
        for window in self.layout.get_bin_window().get_children():
            if window.is_input_only() and window.is_visible():
                return window
        return None

    def inside(self, x, y):
        """Whether the pixel is in the scale's window, where X11 delivers a press to it."""
        allocation = self.scale.get_allocation()
        return self.input_window() is not None and 0 <= x < allocation.width and 0 <= y < allocation.height

    def send(self, kind, operation, state=0):
        """Delivers one pointer event at the touch's point to the scale's window, through GTK's
        own event dispatch (`gtk_main_do_event`: grabs, capture and bubble, the gestures)."""
        window = self.input_window()
        if window is None:
            return
        x, y = pixel(read_double(operation["x"])), pixel(read_double(operation["y"]))
        event = Gdk.Event.new(kind)
        event.window = window
        fields = event.motion if kind == Gdk.EventType.MOTION_NOTIFY else event.button
        fields.x, fields.y, fields.x_root, fields.y_root = float(x), float(y), float(x), float(y)
        time = read_double(operation["time"]) * 1000
        fields.time = int(max(0, min(2 ** 32 - 1, time))) if time == time else 0  # X11's milliseconds
        fields.state = state
        if kind != Gdk.EventType.MOTION_NOTIFY:
            fields.button = 1
        event.set_device(self.pointer)
        event.set_source_device(self.mouse)
        Gtk.main_do_event(event)

    def touch(self, op, operation):
        # X11 has one pointer, which moves before its button goes down or up elsewhere (a motion
        # event first, as the X server sends one), and delivers a press to the window under it: a
        # touch that begins while button 1 is down presses nothing (a button cannot be pressed
        # twice), nor does one that begins outside the scale's window, whose motion and release
        # then go where it was pressed (X11's implicit grab); a move with the button up is a plain
        # motion, which reaches the scale inside its window, and a lift with it up releases nothing.
        if op == "touchBegan":
            if not self.pressed:
                self.move(operation, 0)
                self.pressed, self.pressed_here = True, self.inside(*self.pointer_at)
                if self.pressed_here:
                    self.send(Gdk.EventType.BUTTON_PRESS, operation)
        elif op == "touchMoved":
            self.move(operation, BUTTON1 if self.pressed else 0)
        elif op == "touchEnded":
            if self.pressed:
                self.move(operation, BUTTON1)
                self.pressed = False
                if self.pressed_here:
                    self.send(Gdk.EventType.BUTTON_RELEASE, operation, BUTTON1)
        elif self.pressed:
            # touchCancelled: the pointer grab is taken away (no grab window of this client).
            self.pressed = False
            window = self.input_window()
            if self.pressed_here and window is not None:
                event = Gdk.Event.new(Gdk.EventType.GRAB_BROKEN)
                event.window = window
                event.grab_broken.keyboard = False
                event.grab_broken.implicit = True
                event.set_device(self.pointer)
                event.set_source_device(self.mouse)
                Gtk.main_do_event(event)

    def move(self, operation, state):
        """Moves the pointer to the touch's pixel, unless it is there: a motion event to the
        scale's window while the button it pressed there is down, or while none is and the pixel
        is in the window."""
        at = (pixel(read_double(operation["x"])), pixel(read_double(operation["y"])))
        if at == self.pointer_at:
            return
        self.pointer_at = at
        if (self.pressed and self.pressed_here) or (not self.pressed and self.inside(*at)):
            self.send(Gdk.EventType.MOTION_NOTIFY, operation, state)

    # -- operations -----------------------------------------------------------------------------

    def accessible_step(self, sign):
        """An assistive technology's increment or decrement through AtkValue: the current value
        plus or minus the minimum increment, set as the new current value."""
        accessible = self.scale.get_accessible()
        value, _ = accessible.get_value_and_text()
        accessible.set_value(value + sign * accessible.get_increment())

    def place(self, width, height):
        """Lays the scale out at (0, 0) with this size request, in whole pixels (C ints)."""
        self.scale.set_size_request(whole(width, 0), whole(height, 0))
        self.scale.show()

    def perform(self, operation):
        self.events = []
        op = operation["op"]
        scale = self.scale
        adjustment = scale.get_adjustment()
        if op in ("setValue", "setValueAnimated"):
            scale.set_value(read_float(operation["value"]))
        elif op == "setMinimumValue":
            scale.set_range(read_float(operation["value"]), adjustment.get_upper())
        elif op == "setMaximumValue":
            scale.set_range(adjustment.get_lower(), read_float(operation["value"]))
        elif op == "setEnabled":
            scale.set_sensitive(operation["value"])
        elif op in FLAGS:
            if operation["value"]:
                scale.set_state_flags(FLAGS[op], False)
            else:
                scale.unset_state_flags(FLAGS[op])
        elif op == "setAccessibilityLabel":
            scale.get_accessible().set_name(operation["text"] if operation["text"] is not None else "")
        elif op == "accessibilityIncrement":
            self.accessible_step(1)
        elif op == "accessibilityDecrement":
            self.accessible_step(-1)
        elif op == "setBounds":
            self.place(read_double(operation["width"]), read_double(operation["height"]))
        elif op == "setLayoutDirection":
            rtl = operation["direction"] == "rightToLeft"
            scale.set_direction(Gtk.TextDirection.RTL if rtl else Gtk.TextDirection.LTR)
        elif op.startswith("touch"):
            self.touch(op, operation)
        else:
            raise ValueError("unsupported operation " + op)
        self.pump()
        return [{"event": "valueChanged", "value": write_float(value)} for value in self.events]

    # -- observation ----------------------------------------------------------------------------

    def observation(self):
        scale = self.scale
        adjustment = scale.get_adjustment()
        flags = scale.get_state_flags()
        enabled = scale.get_sensitive()
        highlighted = bool(flags & Gtk.StateFlags.ACTIVE)
        selected = bool(flags & Gtk.StateFlags.SELECTED)
        state = [name for name, on in (("highlighted", highlighted), ("disabled", not enabled), ("selected", selected)) if on]
        accessible = scale.get_accessible()
        states = accessible.ref_state_set()
        traits = (["adjustable"] if accessible.get_role() == Atk.Role.SLIDER else []) + \
            ([] if states.contains_state(Atk.StateType.ENABLED) else ["notEnabled"])
        shown, text = accessible.get_value_and_text()
        observation = {
            "value": write_float(adjustment.get_value()),
            "minimumValue": write_float(adjustment.get_lower()),
            "maximumValue": write_float(adjustment.get_upper()),
            "isContinuous": True,
            "isEnabled": enabled,
            "isHighlighted": highlighted,
            "isSelected": selected,
            "state": "+".join(state) if state else "normal",
            "accessibilityTraits": traits,
            "isAccessibilityElement": isinstance(accessible, Atk.Value),
            "intrinsicContentHeight": Gtk.Scale.do_get_preferred_height(scale)[1],
            "accessibilityValue": text if text is not None else repr(shown),
            "layoutDirection": "rightToLeft" if scale.get_direction() == Gtk.TextDirection.RTL else "leftToRight",
            "isTracking": scale.get_style_context().has_class("dragging"),
            "geometry": self.geometry(),
        }
        label = accessible.get_name()
        if label is not None:
            observation["accessibilityLabel"] = label
        return observation

    def css(self, scale):
        """The CSS boxes GtkRange lays out with, for the scale's current classes and state: the
        margin, border and padding of its contents, trough and slider nodes, and the slider's
        minimum height, read through style contexts for those nodes' paths."""
        flags = Gtk.StateFlags(int(scale.get_state_flags()) & ~int(Gtk.StateFlags.PRELIGHT | Gtk.StateFlags.ACTIVE))
        path = scale.get_path()
        key = (path.to_string(), int(flags))
        if key not in self.css_cache:
            boxes = {}
            path = path.copy()
            for name in ("contents", "trough", "slider"):
                path.append_type(GObject.TYPE_NONE)
                path.iter_set_object_name(-1, name)
                context = Gtk.StyleContext()
                context.set_path(path)
                boxes[name] = (context.get_margin(flags), context.get_border(flags), context.get_padding(flags))
            boxes["slider-min-height"] = context.get_property("min-height", flags)
            self.css_cache[key] = boxes
        return self.css_cache[key]

    @staticmethod
    def shrink(box, *borders):
        x, y, width, height = box
        for border in borders:
            x, y = x + border.left, y + border.top
            width, height = width - border.left - border.right, height - border.top - border.bottom
        return x, y, width, height

    def slider_rect(self, scale, start, end):
        """The slider's border box, from its margin box along the trough (`start` to `end`, as
        `gtk_range_get_slider_range` gives it) and GtkRange's placement across it: centred in the
        trough's content box (rounded down), then grown or shrunk by the slider's margins."""
        css = self.css(scale)
        trough = self.trough(scale)
        trough_margin, trough_border, trough_padding = css["trough"]
        content = self.shrink(trough, trough_border, trough_padding)
        slider_margin, slider_border, slider_padding = css["slider"]
        height = max(0, css["slider-min-height"] + slider_border.top + slider_border.bottom + slider_padding.top
                     + slider_padding.bottom + slider_margin.top + slider_margin.bottom)
        y = content[1] + (content[3] - height) // 2
        x, y, width, height = self.shrink((start, y, end - start, height), slider_margin)
        return rect(x, y, width, height)

    def trough(self, scale):
        """The trough's border box: the contents' margin box (`gtk_range_get_range_rect`) less
        the contents' margin, border and padding and the trough's margin."""
        css = self.css(scale)
        box = scale.get_range_rect()
        return self.shrink((box.x, box.y, box.width, box.height), *css["contents"], css["trough"][0])

    def twin_limits(self, scale):
        """Where the slider stands at the minimum and at the maximum: read from the twin, laid
        out as the scale is (its size and direction) and set to each end of its range."""
        allocation = scale.get_allocation()
        key = (allocation.width, allocation.height, scale.get_direction())
        if key not in self.twin_cache:
            twin = self.twin
            twin.set_size_request(allocation.width, allocation.height)
            twin.set_direction(scale.get_direction())
            ends = []
            for value in (0.0, 1.0):
                twin.set_value(value)
                self.offscreen.check_resize()
                ends.append(tuple(twin.get_slider_range()))
            self.twin_cache[key] = ends
        return self.twin_cache[key]

    def geometry(self):
        scale = self.scale
        if not scale.get_mapped():
            return {"bounds": ZERO, "trackRect": ZERO, "thumbRect": ZERO, "thumbRectAtMinimum": ZERO,
                    "thumbRectAtMaximum": ZERO, "minimumValueImageRect": ZERO, "maximumValueImageRect": ZERO}
        allocation = scale.get_allocation()
        x, y, width, height = self.trough(scale)
        adjustment = scale.get_adjustment()
        if adjustment.get_upper() == adjustment.get_lower():
            # GtkScale hides its slider on an empty range.
            thumb = at_minimum = at_maximum = ZERO
        else:
            thumb = self.slider_rect(scale, *scale.get_slider_range())
            (low, low_end), (high, high_end) = self.twin_limits(scale)
            at_minimum, at_maximum = self.slider_rect(scale, low, low_end), self.slider_rect(scale, high, high_end)
        return {"bounds": rect(0, 0, allocation.width, allocation.height), "trackRect": rect(x, y, width, height),
                "thumbRect": thumb, "thumbRectAtMinimum": at_minimum, "thumbRectAtMaximum": at_maximum,
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
