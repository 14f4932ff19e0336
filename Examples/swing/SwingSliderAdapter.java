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

/**
 * Swing's {@code JSlider} behind the slider-conformance wire protocol, protocol 1, revision 3
 * (PROTOCOL.md), on stdin/stdout, headless ({@code java.awt.headless=true}; run it through
 * {@code run.sh}). Standard library only, JDK 17.
 *
 * <p>It maps every operation a program can perform on a JSlider: the value and the limits
 * ({@code setValue}, {@code setMinimum}, {@code setMaximum}; JSlider holds whole numbers, so a
 * value is rounded to the nearest), enabled ({@code setEnabled}) and the accessible name
 * ({@code getAccessibleContext().setAccessibleName}). It declares the rest unsupported: JSlider
 * has no highlighted or selected state, no continuous-updates switch, no images or tint colours
 * per part and state, and no layout the suite can ask for. A slider is created as {@code new
 * JSlider()} creates it (0 to 100, value 50); each {@code ChangeEvent} an operation fires is one
 * {@code valueChanged} event.
 */
public final class SwingSliderAdapter {
    private static final String NAME = "swing-jslider";
    private static final String SUPPORTED = "[\"setValue\",\"setValueAnimated\",\"setMinimumValue\",\"setMaximumValue\","
        + "\"setEnabled\",\"setAccessibilityLabel\"]";
    private static final String UNREAD = "[\"accessibilityValue\",\"accessibilityTraits\",\"minimumValueImage\",\"maximumValueImage\","
        + "\"minimumTrackTintColor\",\"maximumTrackTintColor\",\"thumbTintColor\",\"minimumTrackImages\",\"maximumTrackImages\","
        + "\"thumbImages\",\"currentMinimumTrackImage\",\"currentMaximumTrackImage\",\"currentThumbImage\"]";

    private JSlider slider;
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
            default -> throw new IllegalArgumentException("unsupported operation " + op);
        }
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
            + (label == null ? "" : ",\"accessibilityLabel\":" + string(label)) + "}";
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
