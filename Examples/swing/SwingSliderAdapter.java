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
import javax.swing.JSlider;
import javax.swing.SwingUtilities;
import javax.swing.plaf.metal.MetalSliderUI;

/**
 * Swing's {@code JSlider} behind the slider-conformance wire protocol, protocol 1, revision 3
 * (PROTOCOL.md), on stdin/stdout, headless ({@code java.awt.headless=true}; run it through
 * {@code run.sh}). Standard library only, JDK 17.
 *
 * <p>It maps every operation a program can perform on a JSlider: the value and the limits
 * ({@code setValue}, {@code setMinimum}, {@code setMaximum}; JSlider holds whole numbers, so a
 * value is rounded to the nearest), enabled ({@code setEnabled}) and the accessible name
 * ({@code getAccessibleContext().setAccessibleName}), the bounds ({@code setBounds}; the track
 * and thumb rectangles are its Metal UI's own), the layout direction ({@code
 * setComponentOrientation}) and touches, as real {@code MouseEvent}s dispatched to the slider, so
 * its UI's track listener handles them (pressed, dragged, released at the touch's point, in
 * whole pixels). It declares the rest unsupported: JSlider has no highlighted or selected state,
 * no continuous-updates switch, no images or tint colours per part and state, and a mouse has no
 * cancelled touch. A press on the track starts the UI's repeat timer, which would step the value
 * again on the wall clock's time; the adapter stops it after the press, since the suite's
 * touches carry their own times. A slider is created as {@code new JSlider()} creates it (0 to
 * 100, value 50); each {@code ChangeEvent} an operation fires is one {@code valueChanged} event;
 * it is tracking while its UI drags the thumb.
 */
public final class SwingSliderAdapter {
    private static final String NAME = "swing-jslider";
    private static final String SUPPORTED = "[\"setValue\",\"setValueAnimated\",\"setMinimumValue\",\"setMaximumValue\","
        + "\"setEnabled\",\"setAccessibilityLabel\",\"setBounds\",\"setLayoutDirection\",\"touchBegan\",\"touchMoved\",\"touchEnded\"]";
    private static final String UNREAD = "[\"accessibilityValue\",\"accessibilityTraits\",\"minimumValueImage\",\"maximumValueImage\","
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
    private double width, height;
    private final List<Integer> events = new ArrayList<>();

    public static void main(String[] arguments) throws Exception {
        System.setProperty("java.awt.headless", "true");
        SwingSliderAdapter adapter = new SwingSliderAdapter();
        BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream output = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String line;
        while ((line = input.readLine()) != null) {
            @SuppressWarnings("unchecked")
            Map<String, Object> request = (Map<String, Object>) new Json(line).value();
            String[] reply = new String[1];
            SwingUtilities.invokeAndWait(() -> reply[0] = adapter.answer(request));
            output.print(reply[0] + "\n");
            output.flush();
        }
        System.exit(0);
    }

    private String answer(Map<String, Object> request) {
        Object type = request.get("type");
        Object id = request.get("id");
        if ("hello".equals(type)) {
            return "{\"type\":\"hello\",\"protocol\":1,\"revision\":3,\"implementation\":\"" + NAME + "\",\"profiles\":[\"documented\"],"
                + "\"supported\":" + SUPPORTED + ",\"unsupported\":[\"loadFromInterfaceBuilder\"],\"unsupportedFields\":" + UNREAD
                + ",\"toolkit\":" + string("Swing (Java " + System.getProperty("java.version") + ")") + "}";
        }
        if ("create".equals(type) && !request.containsKey("interfaceBuilder")) {
            slider = new JSlider();
            ui = new ExposedUI();
            slider.setUI(ui);
            width = 0;
            height = 0;
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

    private void perform(Map<String, Object> operation) {
        String op = (String) operation.get("op");
        switch (op) {
            case "setValue", "setValueAnimated" -> slider.setValue(whole(operation.get("value")));
            case "setMinimumValue" -> slider.setMinimum(whole(operation.get("value")));
            case "setMaximumValue" -> slider.setMaximum(whole(operation.get("value")));
            case "setEnabled" -> slider.setEnabled((Boolean) operation.get("value"));
            case "setAccessibilityLabel" -> slider.getAccessibleContext().setAccessibleName((String) operation.get("text"));
            case "setBounds" -> {
                width = ((Number) operation.get("width")).doubleValue();
                height = ((Number) operation.get("height")).doubleValue();
                slider.setBounds(0, 0, (int) Math.round(width), (int) Math.round(height));
                ui.layOut();
            }
            case "setLayoutDirection" -> {
                boolean leftToRight = "leftToRight".equals(operation.get("direction"));
                slider.setComponentOrientation(leftToRight ? ComponentOrientation.LEFT_TO_RIGHT : ComponentOrientation.RIGHT_TO_LEFT);
                ui.layOut();
            }
            case "touchBegan" -> {
                mouse(MouseEvent.MOUSE_PRESSED, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1, operation);
                ui.stopRepeating();
            }
            case "touchMoved" -> mouse(MouseEvent.MOUSE_DRAGGED, MouseEvent.BUTTON1_DOWN_MASK, MouseEvent.NOBUTTON, operation);
            case "touchEnded" -> mouse(MouseEvent.MOUSE_RELEASED, 0, MouseEvent.BUTTON1, operation);
            default -> throw new IllegalArgumentException("unsupported operation " + op);
        }
    }

    /** Dispatches a mouse event at the touch's point (whole pixels) to the slider. */
    private void mouse(int id, int modifiers, int button, Map<String, Object> touch) {
        int x = (int) Math.round(((Number) touch.get("x")).doubleValue());
        int y = (int) Math.round(((Number) touch.get("y")).doubleValue());
        long when = Math.round(((Number) touch.get("time")).doubleValue() * 1000);
        int clicks = id == MouseEvent.MOUSE_DRAGGED ? 0 : 1;
        slider.dispatchEvent(new MouseEvent(slider, id, when, modifiers, x, y, clicks, false, button));
    }

    private static String rect(double x, double y, double width, double height) {
        return "{\"x\":" + x + ",\"y\":" + y + ",\"width\":" + width + ",\"height\":" + height + "}";
    }

    private static String rect(Rectangle r) { return rect(r.x, r.y, r.width, r.height); }

    /** The rectangles of PROTOCOL.md: the bounds given, the UI's track and thumb, the thumb moved to each limit. */
    private String geometry() {
        Rectangle thumb = ui.thumb();
        Rectangle atMinimum = new Rectangle(thumb), atMaximum = new Rectangle(thumb);
        atMinimum.x = ui.thumbX(slider.getMinimum());
        atMaximum.x = ui.thumbX(slider.getMaximum());
        String empty = rect(0, 0, 0, 0);
        return "{\"bounds\":" + rect(0, 0, width, height) + ",\"trackRect\":" + rect(ui.track()) + ",\"thumbRect\":" + rect(thumb)
            + ",\"thumbRectAtMinimum\":" + rect(atMinimum) + ",\"thumbRectAtMaximum\":" + rect(atMaximum)
            + ",\"minimumValueImageRect\":" + empty + ",\"maximumValueImageRect\":" + empty + "}";
    }

    /** A protocol float as the nearest whole number JSlider can hold. */
    private static int whole(Object value) {
        double number = value instanceof String text
            ? switch (text) { case "nan" -> Double.NaN; case "-inf" -> Double.NEGATIVE_INFINITY; default -> Double.POSITIVE_INFINITY; }
            : ((Number) value).doubleValue();
        return Double.isNaN(number) ? 0 : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Math.rint(number)));
    }

    private String observation() {
        boolean enabled = slider.isEnabled();
        String label = slider.getAccessibleContext().getAccessibleName();
        return "{\"value\":" + slider.getValue() + ".0,\"minimumValue\":" + slider.getMinimum() + ".0,\"maximumValue\":"
            + slider.getMaximum() + ".0,\"isContinuous\":true,\"isEnabled\":" + enabled + ",\"isHighlighted\":false,"
            + "\"isSelected\":false,\"state\":\"" + (enabled ? "normal" : "disabled") + "\",\"accessibilityTraits\":[\"adjustable\"]"
            + (label == null ? "" : ",\"accessibilityLabel\":" + string(label))
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
