import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import Testing

/// The fast answer decoder gives exactly what Foundation's `JSONDecoder` gives, or nil: on every
/// answer the reference can produce, in every layout an encoder may choose, and on corrupted lines.
@Suite struct WireAnswerDecoderTests {
    // MARK: Foundation, the oracle

    /// The answer as `ProcessConnection` decodes it with Foundation.
    private struct Answer: Decodable {
        let id: Int?
        let observation: SliderObservation?
        let events: [SliderEvent]?
    }

    /// An answer as a child writes it.
    private struct EncodedAnswer: Encodable {
        var id: Int?
        var events: [SliderEvent]?
        var observation: SliderObservation?
    }

    /// Foundation's reading of `line`, or nil when it throws.
    private static func foundation(_ line: [UInt8]) -> WireAnswer? {
        guard let answer = try? SliderJSON.decoder().decode(Answer.self, from: Data(line)) else { return nil }
        return WireAnswer(id: answer.id, events: answer.events, observation: answer.observation)
    }

    /// `answer` encoded by `JSONEncoder` with `formatting`, non-finite floats as "nan", "inf",
    /// "-inf", keys sorted (unsorted, the order would follow the process's hash seed).
    private static func encoded(_ answer: WireAnswer, _ formatting: JSONEncoder.OutputFormatting = []) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting.union(.sortedKeys)
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return Array(try encoder.encode(EncodedAnswer(id: answer.id, events: answer.events, observation: answer.observation)))
    }

    /// True when both answers hold the same values to the bit (NaN payloads aside): their sorted
    /// encodings match, and they are `==` unless a `Double` field is NaN (`Rect` and
    /// `calloutCenterX` and `intrinsicContentHeight` compare NaN unequal to itself).
    private static func identical(_ fast: WireAnswer, _ reference: WireAnswer?) throws -> Bool {
        guard let reference else { return false }
        let nanDouble = fast.observation.map { observation in
            let g = observation.geometry
            let rects = [
                g.bounds, g.trackRect, g.thumbRect, g.thumbRectAtMinimum, g.thumbRectAtMaximum, g.minimumValueImageRect,
                g.maximumValueImageRect,
            ]
            return observation.calloutCenterX?.isNaN == true || observation.intrinsicContentHeight?.isNaN == true
                || rects.contains { $0.x.isNaN || $0.y.isNaN || $0.width.isNaN || $0.height.isNaN }
        } ?? false
        return try encoded(fast) == encoded(reference) && (fast == reference || nanDouble)
    }

    // MARK: Answers to decode

    /// The answers the reference gives along generated sequences under every profile (as
    /// `ReferenceImplementation` runs it): a create answer, then one per operation, with touches,
    /// geometry and callouts. Odd seeds draw NaN and the infinities too, which the reference
    /// clamps or ignores; `handMadeAnswers` carry non-finite values.
    private static func referenceAnswers(seeds: Range<UInt64>) -> [WireAnswer] {
        var answers: [WireAnswer] = []
        for profile in Profile.all {
            for seed in seeds {
                let generator = OperationGenerator(options: .init(maxLength: 40, meanLength: 20, robustness: seed % 2 == 1))
                var random = RandomSource(seed: seed)
                var slider = ReferenceSlider()
                slider.geometry = slider.classicGeometry()
                var readings = profile.readings
                answers.append(WireAnswer(id: 1, observation: slider.observation(readings: readings)))
                let kinds = generator.swarm(using: &random)
                var length = 0
                while let operation = generator.next(after: slider, length: length, kinds: kinds, using: &random) {
                    length += 1
                    guard let outcome = slider.outcomes(of: operation, readings: readings, features: profile.features).first
                    else { continue }
                    let settled = outcome.settled(observedValue: nil)
                    slider = settled.slider
                    slider.geometry = slider.classicGeometry()
                    readings = outcome.readings
                    answers.append(
                        WireAnswer(
                            id: length + 1, events: settled.events,
                            observation: slider.observation(readings: readings, events: settled.events)))
                }
            }
        }
        return answers
    }

    /// Observations no generated sequence reaches: non-finite and signed-zero numbers everywhere,
    /// labels that need escaping, odd token names, images in combined states.
    private static let handMadeAnswers: [WireAnswer] = {
        let base = ReferenceSlider().observation(readings: Profile.documented.readings)
        let labels = [
            "a \"quoted\" label", #"back\slash"#, "line\nbreak\tand\r\u{8}\u{C}", "control \u{1}\u{1F}\u{7F}", "a/b",
            "Lautstärke", "音量 🔊", "\u{2028}\u{FEFF}", "", "e\u{301}",
        ]
        var answers: [WireAnswer] = []
        for (index, label) in labels.enumerated() {
            var observation = base
            observation.accessibilityLabel = label
            observation.accessibilityValue = label.isEmpty ? nil : label + " 100%"
            observation.value = [Float.nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude][index % 6]
            observation.minimumValue = -.infinity
            observation.maximumValue = index.isMultiple(of: 2) ? .nan : 0x1p-149
            observation.events = [.valueChanged(.nan), .valueChanged(-.infinity), .valueChanged(-0.0)]
            observation.state = ControlState.all[index % 8]
            observation.thumbImages = StateImages { ImageToken("image-\($0.rawValue)") }
            observation.minimumTrackImages[[.highlighted, .disabled, .selected]] = ImageToken("système \"\(index)\"")
            observation.maximumTrackImages[[.disabled, .selected]] = ImageToken(label)
            observation.currentThumbImage = ImageToken("image-2")
            observation.minimumValueImage = ImageToken("image-3")
            observation.minimumTrackTintColor = ColorToken("color-1")
            observation.thumbTintColor = ColorToken("color-\\\(index)")
            observation.layoutDirection = index.isMultiple(of: 3) ? .rightToLeft : .leftToRight
            observation.isTracking = index.isMultiple(of: 2)
            observation.geometry.thumbRect = Rect(x: [.nan, .infinity, -0.0, 1e300][index % 4], y: -.infinity, width: 0x1p-1074, height: 31)
            observation.calloutCenterX = [nil, .nan, -.infinity, -0.0, 1.5e-300][index % 5]
            answers.append(WireAnswer(id: index, events: index == 0 ? nil : observation.events, observation: observation))
        }
        return answers
    }()

    /// `line` with every non-ASCII character written as `\uXXXX` (surrogate pairs beyond the
    /// BMP), as Python's `json.dumps` writes it.
    private static func asciiEscaped(_ line: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            guard !scalar.isASCII else {
                result.append(UInt8(scalar.value))
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: unit.isMultiple(of: 2))
                result += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            }
        }
        return result
    }

    /// The ways a child may lay out `answer`: compact with slashes escaped, pretty-printed,
    /// keys in a random order, and non-ASCII escaped.
    private static func layouts(of answer: WireAnswer, using random: inout RandomSource) throws -> [[UInt8]] {
        let compact = try encoded(answer)
        let shuffled = try JSONTree(compact).shuffled(using: &random).text
        return [compact, try encoded(answer, [.prettyPrinted, .withoutEscapingSlashes]), shuffled, asciiEscaped(shuffled)]
    }

    // MARK: Properties

    @Test func decodesEveryReferenceAnswerInEveryLayoutAsFoundationDoes() throws {
        var random = RandomSource(seed: 0x5EED)
        let answers = Self.referenceAnswers(seeds: 0..<40)
        #expect(answers.count > 500)
        #expect(answers.contains { $0.observation?.isTracking == true })
        #expect(answers.contains { $0.observation?.thumbImages.hasCombinedStateImage == true })
        #expect(answers.contains { $0.events?.isEmpty == false && $0.observation?.geometry != .zero })
        for answer in answers {
            for line in try Self.layouts(of: answer, using: &random) {
                let fast = try #require(WireAnswerDecoder.decode(line), "declined \(String(decoding: line, as: UTF8.self))")
                #expect(try Self.identical(fast, Self.foundation(line)), "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    @Test func decodesHandMadeAnswersWithUnusualValuesAsFoundationDoes() throws {
        var random = RandomSource(seed: 0xFACE)
        for answer in Self.handMadeAnswers {
            for line in try Self.layouts(of: answer, using: &random) {
                let fast = try #require(WireAnswerDecoder.decode(line), "declined \(String(decoding: line, as: UTF8.self))")
                #expect(try Self.identical(fast, Self.foundation(line)), "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    /// The connection decodes with a memo of the last observation: whatever came before, each
    /// line decodes as it does alone (and as Foundation decodes it).
    @Test func aRememberedObservationDecodesAsReadingTheLineAlone() throws {
        var random = RandomSource(seed: 0x3E30)
        var memo = WireAnswerDecoder.ObservationMemo()
        var lines: [[UInt8]] = []
        for answer in Self.referenceAnswers(seeds: 200..<204) + Self.handMadeAnswers {
            let line = try Self.encoded(answer)
            var other = answer
            other.id = (answer.id ?? 0) + 1_000
            other.events = answer.events == nil ? [] : nil
            // Again; with another id and events; laid out otherwise; corrupted.
            lines += [line, line, try Self.encoded(other), try JSONTree(line).shuffled(using: &random).text, try Self.corrupted(line, using: &random)]
        }
        var decoded = 0
        for line in lines {
            let alone = WireAnswerDecoder.decode(line)
            let remembered = line.withUnsafeBufferPointer { WireAnswerDecoder.decode($0, memo: &memo) }
            #expect((remembered == nil) == (alone == nil), "\(String(decoding: line, as: UTF8.self))")
            if let remembered {
                decoded += 1
                #expect(try Self.identical(remembered, alone), "\(String(decoding: line, as: UTF8.self))")
                #expect(try Self.identical(remembered, Self.foundation(line)), "\(String(decoding: line, as: UTF8.self))")
            }
        }
        #expect(decoded > lines.count / 2)
        #expect(memo.reused > lines.count / 5, "the memo was used: \(memo.reused) of \(lines.count)")
    }

    @Test func neverDisagreesWithFoundationOnCorruptedLines() throws {
        var random = RandomSource(seed: 0xBAD)
        let answers = Self.referenceAnswers(seeds: 100..<103) + Self.handMadeAnswers
        var bothDecoded = 0
        var onlyFoundationDecoded = 0
        for round in 0..<8_000 {
            let answer = answers[round % answers.count]
            var line = try Self.encoded(answer, random.chance(1, in: 4) ? .prettyPrinted : [])
            if random.chance(1, in: 2) { line = try JSONTree(line).shuffled(using: &random).text }
            for _ in 0...random.below(3) { line = try Self.corrupted(line, using: &random) }
            let reference = Self.foundation(line)
            if let fast = WireAnswerDecoder.decode(line) {
                bothDecoded += 1
                #expect(try Self.identical(fast, reference), "\(String(decoding: line, as: UTF8.self))")
            } else if reference != nil {
                onlyFoundationDecoded += 1
            }
        }
        // The corruptions must exercise both outcomes for the property to mean something.
        #expect(bothDecoded > 1_000)
        #expect(onlyFoundationDecoded > 100)
    }

    @Test func readsNumbersExactlyAsFoundationDoes() throws {
        var random = RandomSource(seed: 0xF10A7)
        let edges = [
            "16777217", "16777219", "1.00000005960464477539062500001", "1.000000059604644775390625",
            "3.4028235e38", "3.4028235677973366e38", "3.40282356779733661637539395458142568448e38", "3.4028236e38",
            "1e-45", "1.4e-45", "7.006492321624085e-46", "7.0064923216240862e-46", "7e-46", "1e-46", "1.17549435e-38",
            "2.2250738585072014e-308", "4.9e-324", "2.4703282292062328e-324", "2e-324", "1.7976931348623158e308",
            "1.7976931348623159e308", "-0", "-0.0", "0.0", "0e0", "0.0e-999", "0.5", "0.3499999940395355",
            "123456789012345678901234567890", "9007199254740993", "1E5", "1e+5", "1.5E-3",
        ]
        var texts = edges
        for _ in 0..<3_000 {
            var text = random.chance(1, in: 3) ? "-" : ""
            text += random.chance(1, in: 3) ? "0" : String(1 + random.below(9)) + Self.digits(random.below(12), using: &random)
            if random.chance(2, in: 3) { text += "." + Self.digits(1 + random.below(25), using: &random) }
            if random.chance(1, in: 2) {
                text += random.pick(["e", "E"]) + random.pick(["", "+", "-"]) + String(random.below(random.chance(1, in: 4) ? 330 : 50))
            }
            texts.append(text)
        }
        let template = try Self.encoded(Self.handMadeAnswers[1])
        var decoded = 0
        for text in texts {
            var tree = try JSONTree(template)
            tree.setNumber(text, at: ["observation", "value"])
            tree.setNumber(text, at: ["observation", "calloutCenterX"])
            let line = tree.text
            guard let fast = WireAnswerDecoder.decode(line) else {
                #expect(Self.foundation(line) == nil || text.lowercased().contains("e"), "declined \(text)")
                continue
            }
            decoded += 1
            #expect(try Self.identical(fast, Self.foundation(line)), "\(text)")
        }
        #expect(decoded > 1_500)
    }

    private static func digits(_ count: Int, using random: inout RandomSource) -> String {
        String((0..<count).map { _ in Character(String(random.below(10))) })
    }

    // MARK: Pinned examples

    @Test func decodesAPythonStyleLine() throws {
        let line = Array(
            #"{"id":50001,"events":[],"observation":{"value":0.25,"minimumValue":0.0,"maximumValue":3.0,"isContinuous":true,"isEnabled":true,"isHighlighted":false,"isSelected":false,"state":"normal","minimumTrackImages":{},"maximumTrackImages":{},"thumbImages":{"highlighted":"image-1"},"accessibilityTraits":["adjustable"],"layoutDirection":"leftToRight","isTracking":false,"accessibilityValue":"8%"}}"#
                .utf8)
        let answer = try #require(WireAnswerDecoder.decode(line))
        #expect(try Self.identical(answer, Self.foundation(line)))
        #expect(answer.id == 50001)
        #expect(answer.events == [])
        let observation = try #require(answer.observation)
        #expect(observation.value == 0.25 && observation.maximumValue == 3)
        #expect(observation.thumbImages[.highlighted] == ImageToken("image-1"))
        #expect(observation.thumbImages[.normal] == nil)
        #expect(observation.accessibilityValue == "8%" && observation.accessibilityLabel == nil)
        #expect(observation.accessibilityTraits == .adjustable)
        #expect(observation.geometry == .zero && observation.calloutCenterX == nil && observation.events == [])
    }

    @Test func decodesACreateAnswerWithoutEvents() throws {
        let line = Array(
            #" {"observation": {"value": 12.0, "minimumValue": 0.0, "maximumValue": 12.0, "isContinuous": true, "isEnabled": false, "isHighlighted": false, "isSelected": true, "state": "disabled+selected", "accessibilityTraits": ["adjustable"], "accessibilityLabel": "caf\u00e9 \ud83d\udd0a", "isTracking": null}, "id": 4} "#
                .utf8)
        let answer = try #require(WireAnswerDecoder.decode(line))
        #expect(try Self.identical(answer, Self.foundation(line)))
        #expect(answer.id == 4 && answer.events == nil)
        #expect(answer.observation?.state == [.disabled, .selected])
        #expect(answer.observation?.accessibilityLabel == "café 🔊")
        #expect(answer.observation?.isTracking == false)
    }

    @Test func decodesNaNAndTheInfinitiesWrittenAsStrings() throws {
        let line = Array(
            #"{"id":9,"events":[{"event":"valueChanged","value":"nan"}],"observation":{"value":"nan","minimumValue":"-inf","maximumValue":"+inf","isContinuous":true,"isEnabled":true,"isHighlighted":false,"isSelected":false,"state":"normal","accessibilityTraits":[],"calloutCenterX":"inf","geometry":{"bounds":{"x":0,"y":0,"width":"inf","height":1},"trackRect":{"x":0,"y":0,"width":0,"height":0},"thumbRect":{"x":0,"y":0,"width":0,"height":0},"thumbRectAtMinimum":{"x":0,"y":0,"width":0,"height":0},"thumbRectAtMaximum":{"x":0,"y":0,"width":0,"height":0},"minimumValueImageRect":{"x":0,"y":0,"width":0,"height":0},"maximumValueImageRect":{"x":0,"y":0,"width":0,"height":0,"extra":[1,{"a":null}]}}}}"#
                .utf8)
        let answer = try #require(WireAnswerDecoder.decode(line))
        #expect(try Self.identical(answer, Self.foundation(line)))
        let observation = try #require(answer.observation)
        #expect(observation.value.isNaN && observation.minimumValue == -.infinity && observation.maximumValue == .infinity)
        #expect(answer.events?.first?.value.isNaN == true)
        #expect(observation.calloutCenterX == .infinity && observation.geometry.bounds.width == .infinity)
        #expect(observation.accessibilityTraits.isEmpty)
    }

    @Test func declinesLinesThatFoundationRejectsOrMightReadDifferently() throws {
        let observation = #""value":0.5,"minimumValue":0,"maximumValue":1,"isContinuous":true,"isEnabled":true,"isHighlighted":false,"isSelected":false,"state":"normal","accessibilityTraits":["adjustable"]"#
        let valid = #"{"id":1,"observation":{\#(observation)}}"#
        #expect(WireAnswerDecoder.decode(Array(valid.utf8)) != nil)
        let declined = [
            #"{"id":1,"id":2,"observation":{\#(observation)}}"#,  // duplicate key (Foundation keeps the first)
            #"{"\u0069d":1,"observation":{\#(observation)}}"#,  // escaped key
            #"{"id":1.0,"observation":{\#(observation)}}"#,  // an id Foundation reads as 1
            #"{"id":1,"observation":{\#(observation),}}"#,  // trailing comma, which Foundation accepts
            "\u{FEFF}" + valid,  // byte-order mark, which Foundation skips
            valid + " x",  // trailing garbage
            #"{"id":1,"observation":{\#(observation.replacingOccurrences(of: "0.5", with: "1e39"))}}"#,  // overflow
            #"{"id":1,"observation":{\#(observation.replacingOccurrences(of: "0.5", with: "1e-50"))}}"#,  // underflow
            #"{"id":1,"observation":{\#(observation.replacingOccurrences(of: "0.5", with: "0e5"))}}"#,  // Foundation refuses 0e5
            #"{"id":1,"observation":{\#(observation.replacingOccurrences(of: "0.5", with: "null"))}}"#,  // null, required
            #"{"id":1,"observation":{\#(observation.replacingOccurrences(of: #""state":"normal","#, with: ""))}}"#,  // missing
            #"{"id":1,"observation":{\#(observation.replacingOccurrences(of: "normal", with: "norm\\u0061l"))}}"#,  // escaped name
            #"{"id":1,"observation":{\#(observation),"thumbImages":{"highlighted":"image-1","highlighted+highlighted":"image-2"}}}"#,
            #"{"id":1,"observation":{\#(observation),"accessibilityLabel":"\uD800"}}"#,  // lone surrogate
            #"{"id":1,"events":[{"event":"valueChanged","value":"+inf"}],"observation":{\#(observation)}}"#,  // Float, not LenientFloat
            #"{"id":1,"observation":{\#(observation.replacingOccurrences(of: "adjustable", with: "button"))}}"#,
        ]
        for line in declined {
            #expect(WireAnswerDecoder.decode(Array(line.utf8)) == nil, "\(line)")
        }
    }

    @Test func scannerUnescapesStringsAndRefusesLoneSurrogates() {
        func string(_ json: String) -> String? {
            Array(json.utf8).withUnsafeBufferPointer { bytes in
                var scanner = JSONScanner(bytes)
                return try? scanner.string()
            }
        }
        #expect(string(#" "a\"b\\c\/d\b\f\n\r\t" "#) == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(string(#""\u00e9\u00C9\ud83d\uDD0A\u0000""#) == "éÉ🔊\u{0}")
        #expect(string(#""\ud83d""#) == nil && string(#""\udd0a""#) == nil && string(#""\ud83d\u0041""#) == nil)
        #expect(string(#""\x""#) == nil && string(#""\u12""#) == nil && string("\"a\u{1}\"") == nil && string(#""open"#) == nil)
        #expect([UInt8]([0x22, 0xFF, 0x22]).withUnsafeBufferPointer { bytes in
            var scanner = JSONScanner(bytes)
            return (try? scanner.string()) == nil
        })
    }

    @Test func scannerReadsOnlyStrictJSONNumbers() {
        func double(_ json: String) -> Double? {
            Array(json.utf8).withUnsafeBufferPointer { bytes in
                var scanner = JSONScanner(bytes)
                guard let value = try? scanner.double(), (try? scanner.expectEnd()) != nil else { return nil }
                return value
            }
        }
        #expect(double("0") == 0 && double("-0.5e1") == -5 && double("12.5E+2") == 1250 && double(" 1e-3 ") == 0.001)
        for malformed in ["01", "-", "1.", ".5", "+1", "1e", "1e+", "0x10", "NaN", "inf", "1e999", "1e-999", "0e5"] {
            #expect(double(malformed) == nil, "\(malformed)")
        }
    }

    /// Numbers of up to 16 significant digits take a shortcut (one exact multiplication or
    /// division); it must give the bits the text conversion gives, for `Float` fields too: floats
    /// written as doubles (as Python writes them), short decimals at every exponent, and values
    /// next to the points halfway between two floats.
    @Test func scannerReadsShortNumbersAsTheTextConversionDoes() {
        func read<T: BinaryFloatingPoint>(_ text: String, as: T.Type) -> T? {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                var scanner = JSONScanner(bytes)
                return T.self == Float.self ? (try? scanner.float()).map { T($0) } : (try? scanner.double()).map { T($0) }
            }
        }
        var random = RandomSource(seed: 0x5_1CE)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            guard float.isFinite, float != 0 else { continue }
            texts.append(Double(float).description)
            let halfway = Double(float) + Double(float.ulp) / 2
            texts.append(halfway.description)
            texts.append(String(format: "%.15e", halfway))
            var text = random.chance(1, in: 2) ? "-" : ""
            text += String(1 + random.below(9)) + Self.digits(random.below(8), using: &random) + "." + Self.digits(random.below(8), using: &random)
            texts.append(text + "e" + String(random.below(60) - 30))
        }
        var differing: [String] = []
        for text in texts where !text.contains("inf") {
            let float = read(text, as: Float.self)
            let expected = Float(text).flatMap { $0.isFinite && $0 != 0 ? $0 : nil }
            if let float, float.bitPattern != expected?.bitPattern { differing.append("Float \(text)") }
            let double = read(text, as: Double.self)
            let expectedDouble = Double(text).flatMap { $0.isFinite && $0 != 0 ? $0 : nil }
            if let double, double.bitPattern != expectedDouble?.bitPattern { differing.append("Double \(text)") }
        }
        #expect(differing.count == 0, "e.g. \(differing.prefix(5))")
    }

    // MARK: Corruption

    /// `line` corrupted once: a member deleted, duplicated, retyped, nulled or added, a number
    /// replaced by one at the edge of what Foundation reads, or a byte deleted, changed or added,
    /// the line truncated or followed by garbage.
    private static func corrupted(_ line: [UInt8], using random: inout RandomSource) throws -> [UInt8] {
        guard var tree = try? JSONTree(line) else { return byteCorrupted(line, using: &random) }
        switch random.below(3) {
        case 0: return byteCorrupted(line, using: &random)
        case 1: tree.replaceRandomValue(with: random.pick(oddValues), using: &random)
        default: tree.changeRandomObject(using: &random)
        }
        return tree.text
    }

    /// Values that are the wrong type, null, at the edge of a number's range, or unusual.
    static let oddValues = [
        "null", "true", "0", "-0", "1", "1.0", "1e39", "-1e39", "1e-50", "1e309", "0e5", "0.0e-5", "3.4028236e38",
        "1e-45", "7e-46", "9223372036854775808", "\"x\"", "\"\"", "\"nan\"", "\"+inf\"", "\"-inf\"", "\"n\\u0061n\"",
        "\"normal\"", "\"highlighted+selected\"", "\"selected+highlighted\"", "\"highlighted+\"", "\"rightToLeft\"",
        "\"image-1\"", "\"\\ud83d\"", "\"\\u00e9\"", "[]", "[\"adjustable\"]", "[\"adjustable\",\"adjustable\"]", "[\"notEnabled\"]",
        "[{\"event\":\"valueChanged\",\"value\":1}]", "[{\"event\":\"valueChanged\"}]", "{}", "{\"normal\":\"image-1\"}",
        "{\"normal\":null}", "{\"x\":1,\"y\":2,\"width\":3,\"height\":4}", "{\"x\":1,\"y\":2,\"width\":3}",
    ]

    /// Keys to add: unknown ones, near misses, and ones Foundation reads as known keys.
    static let addedKeys = ["extra", "Value", "value ", "valu", "\\u0076alue", "st\\u0061te", "", "x", "é", "K"]

    private static func byteCorrupted(_ line: [UInt8], using random: inout RandomSource) -> [UInt8] {
        guard !line.isEmpty else { return Array(#"{"id":1}"#.utf8) }
        var line = line
        let bytes: [UInt8] = [0x00, 0x09, 0x20, 0x22, 0x2C, 0x2D, 0x2E, 0x30, 0x31, 0x3A, 0x5C, 0x5B, 0x5D, 0x65, 0x7B, 0x7D, 0x80, 0xC3, 0xFF]
        let index = random.below(line.count)
        switch random.below(5) {
        case 0: line.remove(at: index)
        case 1: line[index] = random.pick(bytes)
        case 2: line.insert(random.pick(bytes), at: index)
        case 3: line.removeSubrange(index...)
        default: line += Array(random.pick([" x", "}", ",", " {}", "\n\n", "\u{0}", "]"]).utf8)
        }
        return line
    }
}

/// A JSON text as a tree that keeps each scalar's text and each object's member order, for
/// rewriting a line as another encoder might and for corrupting it precisely.
private struct JSONTree {
    indirect enum Node {
        case object([(key: String, value: Node)])
        case array([Node])
        case scalar(String)
    }

    var root: Node

    init(_ line: [UInt8]) throws {
        root = try line.withUnsafeBufferPointer { bytes throws(JSONScanner.Mismatch) in
            var scanner = JSONScanner(bytes)
            let node = try Self.parse(&scanner)
            try scanner.expectEnd()
            return node
        }
    }

    private static func parse(_ scanner: inout JSONScanner) throws(JSONScanner.Mismatch) -> Node {
        switch scanner.peek() {
        case UInt8(ascii: "{"):
            var members: [(key: String, value: Node)] = []
            try scanner.readObject { key, scanner throws(JSONScanner.Mismatch) in
                members.append((String(decoding: key, as: UTF8.self), try parse(&scanner)))
            }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [Node] = []
            try scanner.readArray { scanner throws(JSONScanner.Mismatch) in elements.append(try parse(&scanner)) }
            return .array(elements)
        default:
            let start = scanner.position
            try scanner.skipValue()
            return .scalar(String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.position]), as: UTF8.self))
        }
    }

    /// The tree written compactly.
    var text: [UInt8] { Array(Self.render(root).utf8) }

    private static func render(_ node: Node) -> String {
        switch node {
        case let .object(members): "{" + members.map { "\"\($0.key)\":" + render($0.value) }.joined(separator: ",") + "}"
        case let .array(elements): "[" + elements.map(render).joined(separator: ",") + "]"
        case let .scalar(text): text
        }
    }

    /// The tree with the members of every object in a random order.
    func shuffled(using random: inout RandomSource) -> JSONTree {
        func shuffle(_ node: Node) -> Node {
            switch node {
            case var .object(members):
                for index in members.indices.reversed() { members.swapAt(index, random.below(index + 1)) }
                return .object(members.map { ($0.key, shuffle($0.value)) })
            case let .array(elements): return .array(elements.map(shuffle))
            case .scalar: return node
            }
        }
        var copy = self
        copy.root = shuffle(root)
        return copy
    }

    /// Replaces the value at the end of `path` (object keys) with the number `text`.
    mutating func setNumber(_ text: String, at path: [String]) {
        func set(_ node: inout Node, _ path: ArraySlice<String>) {
            guard let key = path.first else { return node = .scalar(text) }
            guard case var .object(members) = node, let index = members.firstIndex(where: { $0.key == key }) else { return }
            set(&members[index].value, path.dropFirst())
            node = .object(members)
        }
        set(&root, path[...])
    }

    /// Replaces a randomly chosen value (the whole line included) with `text`.
    mutating func replaceRandomValue(with text: String, using random: inout RandomSource) {
        var target = random.below(Self.count(root))
        _ = Self.visit(&root, &target) { $0 = .scalar(text) }
    }

    /// Changes a randomly chosen object: deletes, duplicates, nulls or adds a member.
    mutating func changeRandomObject(using random: inout RandomSource) {
        var target = random.below(Self.count(root))
        let choice = random.below(4)
        let member = random.next()
        let added = (random.pick(WireAnswerDecoderTests.addedKeys), random.pick(WireAnswerDecoderTests.oddValues))
        _ = Self.visit(&root, &target) { node in
            guard case var .object(members) = node else { return }
            let index = members.isEmpty ? 0 : Int(member % UInt64(members.count))
            switch choice {
            case 0 where !members.isEmpty: members.remove(at: index)
            case 1 where !members.isEmpty: members.insert(members[index], at: Int(member >> 32) % (members.count + 1))
            case 2 where !members.isEmpty: members[index].value = .scalar("null")
            default: members.insert((added.0, .scalar(added.1)), at: Int(member >> 32) % (members.count + 1))
            }
            node = .object(members)
        }
    }

    private static func count(_ node: Node) -> Int {
        switch node {
        case let .object(members): 1 + members.reduce(0) { $0 + count($1.value) }
        case let .array(elements): 1 + elements.reduce(0) { $0 + count($1) }
        case .scalar: 1
        }
    }

    /// Calls `change` on the node at preorder position `target`; true once it has.
    private static func visit(_ node: inout Node, _ target: inout Int, _ change: (inout Node) -> Void) -> Bool {
        if target == 0 {
            change(&node)
            return true
        }
        target -= 1
        switch node {
        case var .object(members):
            for index in members.indices where visit(&members[index].value, &target, change) {
                node = .object(members)
                return true
            }
        case var .array(elements):
            for index in elements.indices where visit(&elements[index], &target, change) {
                node = .array(elements)
                return true
            }
        case .scalar: break
        }
        return false
    }
}
