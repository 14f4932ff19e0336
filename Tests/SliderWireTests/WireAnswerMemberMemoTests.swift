import SliderWire
import Testing

/// An observation that differs from the last one in a few members is read member by member from
/// the memo (`WireAnswerDecoder.ObservationMemo`): whatever changed, was added, went missing or
/// moved, each line decodes exactly as it decodes alone.
@Suite struct WireAnswerMemberMemoTests {
    /// An answer as the Python adapter writes it, with `members` as its observation's members.
    private static func line(id: Int, _ members: [String]) -> String {
        #"{"id":\#(id),"events":[],"observation":{"# + members.joined(separator: ",") + "}}"
    }

    /// The observation's members of a recorded answer, in the adapter's order.
    private static let members = [
        #""value":0.5"#, #""minimumValue":-2.299999952316284"#, #""maximumValue":1.0250000953674316"#,
        #""isContinuous":false"#, #""isEnabled":true"#, #""isHighlighted":false"#, #""isSelected":false"#,
        #""state":"normal""#, #""accessibilityTraits":["adjustable"]"#, #""isAccessibilityElement":true"#,
        #""intrinsicContentHeight":16.0"#, #""accessibilityLabel":"Ringer and Alerts""#, #""accessibilityValue":"69%""#,
        #""minimumTrackTintColor":"color-3""#, #""maximumTrackImages":{"selected":"image-1","highlighted+disabled+selected":"image-1"}"#,
        #""thumbImages":{"disabled":"image-3","normal":"image-1"}"#, #""currentThumbImage":"image-1""#,
    ]

    /// Lines that each differ from the one before in a way the memo must notice.
    private static var lines: [String] {
        var lines: [String] = []
        var members = Self.members
        func add(_ id: Int) { lines.append(line(id: id, members)) }
        add(1)
        add(2)  // the same observation
        members[0] = #""value":0.55"#  // a number written longer: "0.5" is its prefix
        add(3)
        members[12] = #""accessibilityValue":"70%""#
        add(4)
        members.remove(at: 11)  // the label goes missing: it must become nil
        add(5)
        members.insert(#""accessibilityLabel":null"#, at: 11)
        add(6)
        members.swapAt(3, 4)  // two members trade places
        add(7)
        members[13] = #""minimumTrackTintColor" : "color-1""#  // spaced
        add(8)
        members[15] = #""thumbImages":{}"#
        add(9)
        members.append(#""isTracking":true"#)  // a member the last did not have
        add(10)
        members.append(#""value":0.25"#)  // a key twice: declined
        add(11)
        members.removeLast()
        add(12)
        members[0] = #""value":1"#
        add(13)
        members[0] = #""value":1e0"#  // the same text but one more byte: read again
        add(14)
        return lines
    }

    @Test func eachLineDecodesAsItDoesAloneWhateverTheLastObservationWas() {
        var memo = WireAnswerDecoder.ObservationMemo()
        var decoded = 0
        for line in Self.lines {
            let bytes = Array(line.utf8)
            let alone = WireAnswerDecoder.decode(bytes)
            let remembered = bytes.withUnsafeBufferPointer { WireAnswerDecoder.decode($0, memo: &memo) }
            #expect(remembered == alone, "\(line)")
            if alone != nil { decoded += 1 }
        }
        #expect(decoded == Self.lines.count - 1, "every line but the one with a key twice decodes")
    }

    @Test func aMissingMemberTakesItsDefaultAfterALineThatHadIt() throws {
        var memo = WireAnswerDecoder.ObservationMemo()
        var members = Self.members
        let first = Array(Self.line(id: 1, members).utf8)
        let labelled = try #require(first.withUnsafeBufferPointer { WireAnswerDecoder.decode($0, memo: &memo) })
        #expect(labelled.observation?.accessibilityLabel == "Ringer and Alerts")
        members.remove(at: 11)
        let second = Array(Self.line(id: 2, members).utf8)
        let unlabelled = try #require(second.withUnsafeBufferPointer { WireAnswerDecoder.decode($0, memo: &memo) })
        #expect(unlabelled.observation?.accessibilityLabel == nil)
        #expect(unlabelled.observation?.accessibilityValue == "69%")
    }
}
