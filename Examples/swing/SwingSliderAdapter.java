import java.awt.ComponentOrientation;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleState;
import javax.swing.JSlider;
import javax.swing.SwingUtilities;
import javax.swing.plaf.metal.MetalSliderUI;

/**
 * Swing's {@code JSlider} behind the slider-conformance wire protocol, protocol 1, revision 3
 * (PROTOCOL.md), on stdin/stdout, headless ({@code java.awt.headless=true}; run it through
 * {@code run.sh}). Standard library only, JDK 17.
 *
 * <p>It maps everything a program can do with a JSlider and read back from it: the value and the
 * limits ({@code setValue}, {@code setMinimum}, {@code setMaximum}; JSlider holds whole numbers,
 * so a value is rounded to the nearest int, and one beyond the ints is clamped to
 * {@code Integer.MIN_VALUE} or {@code MAX_VALUE}), a slider made with given limits and value (an
 * Interface Builder document's Value attributes, entered through the same setters a form designer
 * calls), enabled ({@code setEnabled}), the accessibility API ({@code AccessibleContext}: the
 * accessible name for the label, {@code AccessibleValue}'s current value as the value text, the
 * role and state set as the traits, {@code AccessibleAction}'s increment and decrement for the
 * VoiceOver swipes), the preferred size's height as the intrinsic height, the bounds
 * ({@code setBounds}; the bounds, track and thumb rectangles read back from the component and its
 * Metal UI), the layout direction ({@code setComponentOrientation}) and touches, as real
 * {@code MouseEvent}s dispatched to the slider, so its UI's track listener handles them (pressed,
 * dragged, released in the pixel the touch's point lies in; AWT has one pointer and delivers a
 * press to the component under it, so a touch that begins while one is down or outside the
 * slider's bounds never reaches it, nor do that touch's moves and lift, and a move or a lift with
 * none down is a plain move or nothing). Every value, limit and rectangle it reports is the one JSlider holds, never the one
 * requested.
 *
 * <p>It declares the rest unsupported, each for want of it in JSlider: no highlighted or selected
 * state, no continuous-updates switch (every change fires a {@code ChangeEvent}), no images or tint
 * colours per part and state (so their fields are unread), no app-set value text
 * ({@code AccessibleValue} holds a number), and a mouse has no cancelled touch. A press on the
 * track starts the UI's repeat timer, which would step the value again on the wall clock's time;
 * the adapter stops it after the press, since the suite's touches carry their own times. A slider
 * is created as {@code new JSlider()} creates it (0 to 100, value 50); each {@code ChangeEvent} an
 * operation fires is one {@code valueChanged} event; it is tracking while its UI drags the thumb.
 *
 * <p>It answers pipelined requests: it reads every whole request the pipe holds, answers them in
 * one pass on the event dispatch thread and writes the answers in one write.
 */
public final class SwingSliderAdapter {
    private static final String NAME = "swing-jslider";
    private static final String SUPPORTED = "[\"loadFromInterfaceBuilder\",\"setValue\",\"setValueAnimated\",\"setMinimumValue\","
        + "\"setMaximumValue\",\"setEnabled\",\"accessibilityIncrement\",\"accessibilityDecrement\",\"setAccessibilityLabel\","
        + "\"setBounds\",\"setLayoutDirection\",\"touchBegan\",\"touchMoved\",\"touchEnded\"]";
    private static final String UNREAD = "[\"minimumValueImage\",\"maximumValueImage\","
        + "\"minimumTrackTintColor\",\"maximumTrackTintColor\",\"thumbTintColor\",\"minimumTrackImages\",\"maximumTrackImages\","
        + "\"thumbImages\",\"currentMinimumTrackImage\",\"currentMaximumTrackImage\",\"currentThumbImage\"]";

    /** The Metal slider UI, with its geometry, drag state and repeat timer in reach. */
    private static final class ExposedUI extends MetalSliderUI {
        Rectangle thumb() { return new Rectangle(thumbRect); }
        Rectangle track() { return new Rectangle(trackRect); }
        boolean dragging() { return isDragging(); }
        void layOut() { calculateGeometry(); }
        void stopRepeating() { if (scrollTimer != null) scrollTimer.stop(); }
        int thumbX(int value) { return xPositionForValue(value) - thumbRect.width / 2; }
    }

    private JSlider slider;
    private ExposedUI ui;
    private final List<Integer> events = new ArrayList<>();
    /** Whether the mouse button is down: pressed by a touch that began and has not ended. */
    private boolean pressed;
    /** Whether the button went down inside the slider, so that its drag and release reach it. */
    private boolean pressedHere;

    public static void main(String[] arguments) throws Exception {
        System.setProperty("java.awt.headless", "true");
        SwingSliderAdapter adapter = new SwingSliderAdapter();
        BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream output = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String line;
        while ((line = input.readLine()) != null) {
            // Every whole request the pipe already holds (a pipelining suite sends several ahead):
            // answered in one pass on the event dispatch thread and written in one write, never
            // waiting for input that has not come before answering what has.
            List<String> lines = new ArrayList<>();
            lines.add(line);
            while (input.ready() && (line = input.readLine()) != null) lines.add(line);
            StringBuilder replies = new StringBuilder();
            SwingUtilities.invokeAndWait(() -> {
                for (String text : lines) {
                    if (text.isBlank()) continue;
                    @SuppressWarnings("unchecked")
                    Map<String, Object> request = (Map<String, Object>) new Json(text).value();
                    replies.append(adapter.answer(request)).append('\n');
                }
            });
            output.print(replies);
            output.flush();
        }
        System.exit(0);
    }

    private String answer(Map<String, Object> request) {
        Object type = request.get("type");
        Object id = request.get("id");
        if ("hello".equals(type)) {
            return "{\"type\":\"hello\",\"protocol\":1,\"revision\":3,\"implementation\":\"" + NAME + "\",\"profiles\":[\"documented\"],"
                + "\"supported\":" + SUPPORTED + ",\"unsupportedFields\":" + UNREAD + ",\"pipelining\":true"
                + ",\"toolkit\":" + string("Swing (Java " + System.getProperty("java.version") + ")") + "}";
        }
        if ("create".equals(type)) {
            slider = new JSlider();
            pressed = false;
            ui = new ExposedUI();
            slider.setUI(ui);
            @SuppressWarnings("unchecked")
            Map<String, Object> document = (Map<String, Object>) request.get("interfaceBuilder");
            if (document != null) load(document);
            slider.addChangeListener(event -> events.add(slider.getValue()));
            return "{\"id\":" + number(id) + ",\"observation\":" + observation() + "}";
        }
        if ("perform".equals(type)) {
            events.clear();
            @SuppressWarnings("unchecked")
            Map<String, Object> operation = (Map<String, Object>) request.get("operation");
            perform(operation);
            StringBuilder sent = new StringBuilder("[");
            for (int value : events) {
                if (sent.length() > 1) sent.append(',');
                sent.append("{\"event\":\"valueChanged\",\"value\":").append(value).append(".0}");
            }
            return "{\"id\":" + number(id) + ",\"events\":" + sent + "],\"observation\":" + observation() + "}";
        }
        return "{\"id\":" + number(id) + ",\"error\":" + string("unsupported request " + type) + "}";
    }

    /**
     * The Value attributes of an Interface Builder document, entered as a form designer enters a
     * JSlider's properties: through {@code setMinimum}, {@code setMaximum} and {@code setValue},
     * in UIKit's decoding order; an absent attribute keeps JSlider's default. (The suite sends no
     * other attribute: their setters are unsupported.)
     */
    private void load(Map<String, Object> document) {
        if (document.containsKey("minimum")) slider.setMinimum(whole(document.get("minimum")));
        if (document.containsKey("maximum")) slider.setMaximum(whole(document.get("maximum")));
        if (document.containsKey("value")) slider.setValue(whole(document.get("value")));
    }

    private void perform(Map<String, Object> operation) {
        String op = (String) operation.get("op");
        switch (op) {
            case "setValue", "setValueAnimated" -> slider.setValue(whole(operation.get("value")));
            case "setMinimumValue" -> slider.setMinimum(whole(operation.get("value")));
            case "setMaximumValue" -> slider.setMaximum(whole(operation.get("value")));
            case "setEnabled" -> slider.setEnabled((Boolean) operation.get("value"));
            case "setAccessibilityLabel" -> slider.getAccessibleContext().setAccessibleName((String) operation.get("text"));
            case "accessibilityIncrement" -> slider.getAccessibleContext().getAccessibleAction().doAccessibleAction(0);
            case "accessibilityDecrement" -> slider.getAccessibleContext().getAccessibleAction().doAccessibleAction(1);
            case "setBounds" -> {
                slider.setBounds(0, 0, whole(operation.get("width")), whole(operation.get("height")));
                ui.layOut();
            }
            case "setLayoutDirection" -> {
                boolean leftToRight = "leftToRight".equals(operation.get("direction"));
                slider.setComponentOrientation(leftToRight ? ComponentOrientation.LEFT_TO_RIGHT : ComponentOrientation.RIGHT_TO_LEFT);
                ui.layOut();
            }
            // AWT has one pointer and delivers a press to the component under it: a second touch
            // while the button is down never reaches the slider (a button cannot be pressed
            // twice), nor does one that begins outside the slider's bounds, whose drag and release
            // then go where it was pressed (AWT's implicit grab); a move with the button up is a
            // plain move, which reaches the slider inside its bounds, and a lift with it up
            // releases nothing.
            case "touchBegan" -> {
                if (pressed) return;
                pressed = true;
                pressedHere = slider.contains(pixel(operation.get("x")), pixel(operation.get("y")));
                if (!pressedHere) return;
                mouse(MouseEvent.MOUSE_PRESSED, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1, operation);
                ui.stopRepeating();
            }
            case "touchMoved" -> {
                if (pressed && pressedHere) mouse(MouseEvent.MOUSE_DRAGGED, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.NOBUTTON, operation);
                else if (!pressed && slider.contains(pixel(operation.get("x")), pixel(operation.get("y")))) {
                    mouse(MouseEvent.MOUSE_MOVED, 0, MouseEvent.NOBUTTON, operation);
                }
            }
            case "touchEnded" -> {
                if (!pressed) return;
                pressed = false;
                if (pressedHere) mouse(MouseEvent.MOUSE_RELEASED, 0, MouseEvent.BUTTON1, operation);
            }
            default -> throw new IllegalArgumentException("unsupported operation " + op);
        }
    }

    /** Dispatches a mouse event at the touch's point (the pixel it lies in) to the slider. */
    private void mouse(int id, int modifiers, int button, Map<String, Object> touch) {
        int x = pixel(touch.get("x"));
        int y = pixel(touch.get("y"));
        long when = Math.round(((Number) touch.get("time")).doubleValue() * 1000);
        int clicks = id == MouseEvent.MOUSE_PRESSED || id == MouseEvent.MOUSE_RELEASED ? 1 : 0;
        slider.dispatchEvent(new MouseEvent(slider, id, when, modifiers, x, y, clicks, false, button));
    }

    private static String rect(double x, double y, double width, double height) {
        return "{\"x\":" + x + ",\"y\":" + y + ",\"width\":" + width + ",\"height\":" + height + "}";
    }

    private static String rect(Rectangle r) { return rect(r.x, r.y, r.width, r.height); }

    /** The rectangles of PROTOCOL.md: the component's bounds, the UI's track and thumb, the thumb moved to each limit. */
    private String geometry() {
        Rectangle thumb = ui.thumb();
        Rectangle atMinimum = new Rectangle(thumb), atMaximum = new Rectangle(thumb);
        atMinimum.x = ui.thumbX(slider.getMinimum());
        atMaximum.x = ui.thumbX(slider.getMaximum());
        String empty = rect(0, 0, 0, 0);
        Rectangle bounds = new Rectangle(0, 0, slider.getWidth(), slider.getHeight());
        return "{\"bounds\":" + rect(bounds) + ",\"trackRect\":" + rect(ui.track()) + ",\"thumbRect\":" + rect(thumb)
            + ",\"thumbRectAtMinimum\":" + rect(atMinimum) + ",\"thumbRectAtMaximum\":" + rect(atMaximum)
            + ",\"minimumValueImageRect\":" + empty + ",\"maximumValueImageRect\":" + empty + "}";
    }

    /**
     * The pixel a touch's coordinate lies in: the int below it (pixel n covers n up to n + 1),
     * clamped to the ints, as a pointer at that point would report it.
     */
    private static int pixel(Object value) {
        double number = ((Number) value).doubleValue();
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Math.floor(number)));
    }

    /** A protocol float (or a whole-pixel size) as the nearest int: JSlider and AWT hold ints. */
    private static int whole(Object value) {
        double number = value instanceof String text
            ? switch (text) { case "nan" -> Double.NaN; case "-inf" -> Double.NEGATIVE_INFINITY; default -> Double.POSITIVE_INFINITY; }
            : ((Number) value).doubleValue();
        return Double.isNaN(number) ? 0 : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Math.rint(number)));
    }

    /**
     * The traits an assistive technology reads from the accessible context: {@code adjustable} for
     * the slider role, {@code notEnabled} when the state set lacks {@code ENABLED}.
     */
    private String traits(AccessibleContext context) {
        List<String> traits = new ArrayList<>();
        if (context.getAccessibleRole() == AccessibleRole.SLIDER) traits.add("\"adjustable\"");
        if (!context.getAccessibleStateSet().contains(AccessibleState.ENABLED)) traits.add("\"notEnabled\"");
        return "[" + String.join(",", traits) + "]";
    }

    private String observation() {
        boolean enabled = slider.isEnabled();
        AccessibleContext context = slider.getAccessibleContext();
        String label = context.getAccessibleName();
        Number shown = context.getAccessibleValue().getCurrentAccessibleValue();
        return "{\"value\":" + slider.getValue() + ".0,\"minimumValue\":" + slider.getMinimum() + ".0,\"maximumValue\":"
            + slider.getMaximum() + ".0,\"isContinuous\":true,\"isEnabled\":" + enabled + ",\"isHighlighted\":false,"
            + "\"isSelected\":false,\"state\":\"" + (enabled ? "normal" : "disabled") + "\",\"accessibilityTraits\":" + traits(context)
            + ",\"isAccessibilityElement\":" + (slider instanceof Accessible)
            + ",\"intrinsicContentHeight\":" + slider.getPreferredSize().height
            + (label == null ? "" : ",\"accessibilityLabel\":" + string(label))
            + (shown == null ? "" : ",\"accessibilityValue\":" + string(shown.toString()))
            + ",\"layoutDirection\":\"" + (slider.getComponentOrientation().isLeftToRight() ? "leftToRight" : "rightToLeft") + "\""
            + ",\"isTracking\":" + ui.dragging() + ",\"geometry\":" + geometry() + "}";
    }

    private static String number(Object id) {
        return id instanceof Double d && d == Math.rint(d) ? Long.toString(d.longValue()) : String.valueOf(id);
    }

    private static String string(String text) {
        StringBuilder json = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') json.append('\\').append(c);
            else if (c < 0x20) json.append(String.format("\\u%04x", (int) c));
            else json.append(c);
        }
        return json.append('"').toString();
    }

    /** A small JSON reader: objects, arrays, strings, numbers (as Double), booleans and null. */
    private static final class Json {
        private final String text;
        private int at;

        Json(String text) { this.text = text; }

        Object value() {
            skip();
            char c = text.charAt(at);
            if (c == '{') return object();
            if (c == '[') return array();
            if (c == '"') return string();
            if (text.startsWith("true", at)) { at += 4; return Boolean.TRUE; }
            if (text.startsWith("false", at)) { at += 5; return Boolean.FALSE; }
            if (text.startsWith("null", at)) { at += 4; return null; }
            int start = at;
            while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
            return Double.parseDouble(text.substring(start, at));
        }

        private Map<String, Object> object() {
            Map<String, Object> map = new LinkedHashMap<>();
            at++;
            skip();
            if (text.charAt(at) == '}') { at++; return map; }
            while (true) {
                skip();
                String key = string();
                skip();
                at++; // ':'
                map.put(key, value());
                skip();
                if (text.charAt(at++) == '}') return map;
            }
        }

        private List<Object> array() {
            List<Object> list = new ArrayList<>();
            at++;
            skip();
            if (text.charAt(at) == ']') { at++; return list; }
            while (true) {
                list.add(value());
                skip();
                if (text.charAt(at++) == ']') return list;
            }
        }

        private String string() {
            StringBuilder out = new StringBuilder();
            at++;
            while (text.charAt(at) != '"') {
                char c = text.charAt(at++);
                if (c != '\\') { out.append(c); continue; }
                char e = text.charAt(at++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> { out.append((char) Integer.parseInt(text.substring(at, at + 4), 16)); at += 4; }
                    default -> out.append(e);
                }
            }
            at++;
            return out.toString();
        }

        private void skip() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        }
    }
}
