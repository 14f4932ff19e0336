import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import Testing

/// The hand-written request encoder writes exactly the bytes `JSONEncoder` wrote: on generated
/// operations of every kind (robustness values included), on every float class, and on token
/// names and texts with quotes, backslashes, slashes, control characters and non-ASCII text.
@Suite struct WireRequestEncodingTests {
    /// The body the request had when `JSONEncoder` encoded its operation: the oracle.
    private static func oracle(_ operation: SliderOperation) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = (try? encoder.encode(operation)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return #""type":"perform","operation":\#(encoded)"#
    }

    /// `text` as `JSONEncoder` writes a string.
    private static func oracleString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(text), as: UTF8.self)
    }

    /// Expects the hand-written body of each operation to equal the oracle's, naming the first that differs.
    private static func expectSameBytes(_ operations: [SliderOperation], sourceLocation: SourceLocation = #_sourceLocation) {
        var differing = 0
        for operation in operations where !isLoad(operation) {
            let body = WireRequest(operation).body
            let expected = oracle(operation)
            if body != expected {
                differing += 1
                if differing <= 3 { Issue.record("\(operation):\n  hand-written \(body)\n  JSONEncoder  \(expected)", sourceLocation: sourceLocation) }
            }
        }
        #expect(differing == 0, "\(differing) of \(operations.count) operations differ", sourceLocation: sourceLocation)
    }

    /// A load becomes a `create`, which has its own shape (see `theCreateRequestEscapesTokenNamesAsJSONEncoderDoes`).
    private static func isLoad(_ operation: SliderOperation) -> Bool {
        if case .loadFromInterfaceBuilder = operation { return true }
        return false
    }

    /// Names and texts a child could be handed through a corpus entry or a token table.
    private static let oddNames = [
        "image-1", "", "a\"b", #"back\slash"#, "a/b/", "line\nbreak", "tab\tcr\r", "\u{0}\u{1}\u{7}\u{8}\u{B}\u{C}\u{1A}\u{1F}",
        "\u{7F}del", "é", "日本語", "😀 emoji", "\u{2028}\u{2029}", "\u{FEFF}bom", "\"\\\"\\", "</script>",
    ]

    /// Floats of every class: zeros of both signs, subnormals, the extremes, integers, fractions
    /// written with and without exponents, and the non-finite values.
    private static let floats: [Float] = [
        0, -0.0, 1, -1, 0.5, 0.1, 1e-5, 1e-7, 0.000123, 100_000, 1e16, 1.5e17, 123_456_792, .leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 1 + .ulpOfOne, 3.4e38,
        .nan, .infinity, -.infinity, -.nan, Float(bitPattern: 0x7FC0_0001),
    ]

    /// Doubles of every class, the non-finite ones included (`JSONEncoder` throws on those).
    private static let doubles: [Double] = [
        0, -0.0, 1, 200, 34, 0.05, 0.15000000000000002, 1e-300, .leastNonzeroMagnitude, 1e300, 1e16, 1e22, 2.5e-5, -7.25,
        .greatestFiniteMagnitude, .nan, .infinity, -.infinity,
    ]

    @Test func generatedOperationsOfEveryKindEncodeAsJSONEncoderDoes() {
        let generator = OperationGenerator(options: .init(maxLength: 60, meanLength: 30, robustness: true))
        var operations: [SliderOperation] = []
        var kindsSeen = Set<SliderOperationKind>()
        for seed in 0..<400 as Range<UInt64> {
            var random = RandomSource(seed: seed)
            var reference = ReferenceSlider()
            var readings = Profile.documented.readings
            let kinds = generator.swarm(using: &random)
            while let operation = generator.next(after: reference, length: operations.count % 60, kinds: kinds, using: &random) {
                operations.append(operation)
                kindsSeen.insert(operation.kind)
                let outcome = reference.outcomes(of: operation, readings: readings, features: Profile.documented.features)[0]
                reference = outcome.slider
                readings = outcome.readings
            }
        }
        #expect(kindsSeen == Set(SliderOperationKind.allCases), "kinds never drawn: \(Set(SliderOperationKind.allCases).subtracting(kindsSeen))")
        #expect(operations.count > 5_000)
        Self.expectSameBytes(operations)
    }

    @Test func everyFloatClassEncodesAsJSONEncoderDoes() {
        var operations: [SliderOperation] = []
        for value in Self.floats {
            operations += [.setValue(value), .setMinimumValue(value), .setMaximumValue(value), .setValueAnimated(value, animated: true)]
        }
        for value in Self.doubles {
            operations += [
                .setBounds(width: value, height: 34), .setBounds(width: 200, height: value), .touchCancelled(time: value),
                .touchBegan(Touch(x: value, y: 1, time: 0)), .touchMoved(Touch(x: 0, y: value, time: 0.5)), .touchEnded(Touch(x: 1, y: 2, time: value)),
            ]
        }
        // Random bit patterns: every exponent and mantissa shape, NaN payloads included.
        var random = RandomSource(seed: 14)
        for _ in 0..<20_000 {
            let bits = random.next()
            operations.append(.setValue(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
            operations.append(.touchMoved(Touch(x: Double(bitPattern: bits), y: Double(bitPattern: bits >> 3), time: 0.25)))
        }
        Self.expectSameBytes(operations)
    }

    @Test func oddTokenNamesAndTextsAreEscapedAsJSONEncoderEscapesThem() {
        var operations: [SliderOperation] = [.setMinimumValueImage(nil), .setTintColor(.thumb, nil), .setImage(.minimumTrack, nil, for: .normal),
                                             .setAccessibilityLabel(nil), .setAccessibilityValue(nil)]
        for name in Self.oddNames {
            let image = ImageToken(name)
            let color = ColorToken(name)
            operations += [
                .setMinimumValueImage(image), .setMaximumValueImage(image), .setAccessibilityLabel(name), .setAccessibilityValue(name),
            ]
            for part in [SliderPart.minimumTrack, .maximumTrack, .thumb] {
                operations.append(.setTintColor(part, color))
                for state in ControlState.all { operations.append(.setImage(part, image, for: state)) }
            }
        }
        // Every byte below 0x80 and a few scalars above, alone and inside text.
        for scalar in (0..<0x80).map({ Unicode.Scalar(UInt8($0)) }) + ["\u{80}", "\u{FFFD}", "\u{10FFFF}"] {
            operations.append(.setAccessibilityLabel(String(scalar)))
            operations.append(.setAccessibilityValue("a\(scalar)b\(scalar)"))
        }
        for direction in LayoutDirection.allCases { operations.append(.setLayoutDirection(direction)) }
        operations += [.accessibilityIncrement, .accessibilityDecrement, .setContinuous(false), .setEnabled(true), .setHighlighted(true),
                       .setSelected(false)]
        Self.expectSameBytes(operations)
    }

    @Test func theCreateRequestEscapesTokenNamesAsJSONEncoderDoes() {
        for name in Self.oddNames {
            let body = WireRequest(.loadFromInterfaceBuilder(InterfaceBuilderAttributes(value: 12, thumbTintColor: ColorToken(name)))).body
            #expect(body == #""type":"create","interfaceBuilder":{"value":12.0,"thumbTintColor":\#(Self.oracleString(name))}"#)
        }
        #expect(WireRequest.create(nil).body == #""type":"create""#)
    }

    @Test func aCreateWritesEveryAttributeInItsFixedOrder() {
        let attributes = InterfaceBuilderAttributes(
            minimum: -0.0, maximum: .infinity, value: 0.5, continuous: false, minimumValueImage: ImageToken("image-1"),
            maximumValueImage: ImageToken("image-2"), minimumTrackTintColor: ColorToken("color-1"),
            maximumTrackTintColor: ColorToken("color-2"), thumbTintColor: ColorToken("color-3"))
        #expect(WireRequest.create(attributes).body == #""type":"create","interfaceBuilder":{"minimum":-0.0,"maximum":"inf","value":0.5,"#
            + #""continuous":false,"minimumValueImage":"image-1","maximumValueImage":"image-2","minimumTrackTintColor":"color-1","#
            + #""maximumTrackTintColor":"color-2","thumbTintColor":"color-3"}"#)
        #expect(WireRequest.create(InterfaceBuilderAttributes(value: .nan, continuous: true)).body
            == #""type":"create","interfaceBuilder":{"value":"nan","continuous":true}"#)
        #expect(WireRequest.create(InterfaceBuilderAttributes()).body == #""type":"create","interfaceBuilder":{}"#)
        #expect(!WireRequest.create(nil).wantsEvents && WireRequest.create(nil).creates)
    }

    @Test func aRequestHoldsItsBodyAsUTF8() {
        let request = WireRequest(.setAccessibilityLabel("日本語 \"x\""))
        #expect(request.bytes == Array(request.body.utf8))
        #expect(request.wantsEvents)
        #expect(WireRequest(.setValue(-0.0)) != WireRequest(.setValue(0)), "-0.0 is sent as -0, not 0")
    }
}
