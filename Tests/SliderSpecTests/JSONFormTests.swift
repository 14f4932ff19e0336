import Foundation
import SliderSpec
import Testing

@Suite("JSON form")
struct JSONFormTests {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func operationsHaveAStableReadableForm() throws {
        #expect(try json(SliderOperation.setValue(0.5)) == #"{"op":"setValue","value":0.5}"#)
        #expect(try json(SliderOperation.setImage(.thumb, ImageToken("image-1"), for: [.highlighted, .selected]))
            == #"{"image":"image-1","op":"setThumbImage","state":"highlighted+selected"}"#)
        #expect(try json(SliderOperation.setTintColor(.minimumTrack, nil)) == #"{"color":null,"op":"setMinimumTrackTintColor"}"#)
        #expect(try json(SliderOperation.setValue(.nan)) == #"{"op":"setValue","value":"nan"}"#)
        #expect(try json(SliderOperation.loadFromInterfaceBuilder(InterfaceBuilderAttributes(value: 5)))
            == #"{"op":"loadFromInterfaceBuilder","value":5}"#)
        #expect(try json(SliderOperation.touchMoved(Touch(x: 146.5, y: 17, time: 0.05)))
            == #"{"op":"touchMoved","time":0.05,"x":146.5,"y":17}"#)
    }

    @Test func everyOperationKindRoundTrips() throws {
        let operations: [SliderOperation] = [
            .setValue(-.infinity), .setValueAnimated(0.25, animated: true), .setMinimumValue(-1), .setMaximumValue(.nan),
            .setContinuous(false), .setEnabled(false), .setHighlighted(true), .setSelected(true),
            .setMinimumValueImage(ImageToken("image-2")), .setMaximumValueImage(nil),
            .setTintColor(.thumb, ColorToken("color-3")), .setTintColor(.minimumTrack, nil), .setTintColor(.maximumTrack, ColorToken("c")),
            .setImage(.maximumTrack, nil, for: .disabled), .setImage(.minimumTrack, ImageToken("i"), for: .normal),
            .setImage(.thumb, ImageToken("image-1"), for: [.highlighted, .disabled, .selected]),
            .accessibilityIncrement, .accessibilityDecrement, .setAccessibilityLabel("Vol \"ume\""),
            .setAccessibilityValue("3 stars"), .setAccessibilityValue(nil),
            .loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: 1, maximum: 3)),
            .loadFromInterfaceBuilder(
                InterfaceBuilderAttributes(
                    continuous: false, minimumValueImage: ImageToken("image-1"), maximumValueImage: ImageToken("image-2"),
                    minimumTrackTintColor: ColorToken("color-1"), maximumTrackTintColor: ColorToken("color-2"),
                    thumbTintColor: ColorToken("color-3"))),
            .setBounds(width: 200, height: 34), .setLayoutDirection(.rightToLeft),
            .touchBegan(Touch(x: 100, y: 17, time: 0)), .touchMoved(Touch(x: 146.5, y: 17, time: 0.05)),
            .touchEnded(Touch(x: -3, y: 0, time: 0.2)), .touchCancelled(time: 0.3),
        ]
        #expect(Set(operations.map(\.kind)) == Set(SliderOperationKind.allCases))
        let decoded = try JSONDecoder().decode([SliderOperation].self, from: JSONEncoder().encode(operations))
        #expect(decoded == operations)
    }

    @Test func anUnknownOperationIsRejectedWithTheKnownNames() {
        #expect {
            _ = try JSONDecoder().decode(SliderOperation.self, from: Data(#"{"op":"fly"}"#.utf8))
        } throws: { error in
            String(describing: error).contains("unknown operation \"fly\"") && String(describing: error).contains("setValue")
        }
    }

    @Test func observationsRoundTripIncludingNaN() throws {
        var observation = ReferenceSlider().observation(readings: Profile.documented.readings)
        observation.value = .nan
        observation.thumbImages[[.highlighted, .disabled]] = ImageToken("image-1")
        observation.events = [.valueChanged(0.5)]
        let data = try JSONEncoder().encode(observation)
        #expect(String(decoding: data, as: UTF8.self).contains(#""highlighted+disabled":"image-1""#))
        #expect(try JSONDecoder().decode(SliderObservation.self, from: data) == observation)
    }

    @Test func newObservationFieldsAreOptionalAndRoundTrip() throws {
        // An adapter written before these fields existed leaves them out: nil, "not reported".
        let old = #"{"value":0,"minimumValue":0,"maximumValue":1,"isContinuous":true,"isEnabled":false,"isHighlighted":false,"isSelected":false,"state":"disabled","accessibilityTraits":["adjustable"]}"#
        let decoded = try JSONDecoder().decode(SliderObservation.self, from: Data(old.utf8))
        #expect(decoded.isAccessibilityElement == nil && decoded.intrinsicContentHeight == nil && decoded.calloutValue == nil)
        #expect(!decoded.accessibilityTraits.contains(.notEnabled))

        var observation = decoded
        observation.isAccessibilityElement = true
        observation.intrinsicContentHeight = 28
        observation.calloutValue = .nan
        observation.accessibilityTraits = [.adjustable, .notEnabled]
        let text = try json(observation)
        #expect(text.contains(#""accessibilityTraits":["adjustable","notEnabled"]"#))
        #expect(text.contains(#""calloutValue":"nan""#) && text.contains(#""intrinsicContentHeight":28"#))
        #expect(text.contains(#""isAccessibilityElement":true"#))
        #expect(try JSONDecoder().decode(SliderObservation.self, from: Data(text.utf8)) == observation)
    }

    @Test func newOperationAndAttributesHaveAStableForm() throws {
        #expect(try json(SliderOperation.setAccessibilityValue("3 stars")) == #"{"op":"setAccessibilityValue","text":"3 stars"}"#)
        #expect(try json(SliderOperation.setAccessibilityValue(nil)) == #"{"op":"setAccessibilityValue","text":null}"#)
        #expect(
            try json(SliderOperation.loadFromInterfaceBuilder(InterfaceBuilderAttributes(continuous: false, thumbTintColor: ColorToken("color-1"))))
                == #"{"continuous":false,"op":"loadFromInterfaceBuilder","thumbTintColor":"color-1"}"#)
        #expect(
            SliderOperation.loadFromInterfaceBuilder(InterfaceBuilderAttributes(continuous: false, minimumValueImage: ImageToken("image-1")))
                .swiftStatement == "slider = loadFromInterfaceBuilder(continuous: false, minimumValueImage: image1)")
    }

    @Test func controlStateNamesRoundTripForAllEightStates() {
        for state in ControlState.all { #expect(ControlState(name: state.name) == state) }
        #expect(ControlState(name: "hovered") == nil)
    }
}
