import Foundation
import SliderSpec
import SliderWire
import Testing

/// The observation's members are declared once (`ObservationMember`), and everything that must
/// handle each of them does: equality, diffs, `Codable`, the wire's fast decoder, the keys an
/// adapter declares unsupported fields by, and `replacing`. Each test iterates the members, and
/// `altered` switches over them, so a new member fails to compile here until it has a value.
@Suite("Every function over the observation's members covers every member")
struct ObservationMemberTests {
    /// `observation` with `member` changed to a value no other test observation has there.
    static func altered(_ member: ObservationMember, _ observation: SliderObservation) -> SliderObservation {
        var result = observation
        switch member {
        case .value: result.value = 0.25
        case .minimumValue: result.minimumValue = -3
        case .maximumValue: result.maximumValue = 7
        case .isContinuous: result.isContinuous.toggle()
        case .isEnabled: result.isEnabled.toggle()
        case .isHighlighted: result.isHighlighted.toggle()
        case .isSelected: result.isSelected.toggle()
        case .state: result.state = [.highlighted, .selected]
        case .minimumValueImage: result.minimumValueImage = ImageToken("image-1")
        case .maximumValueImage: result.maximumValueImage = ImageToken("image-2")
        case .minimumTrackTintColor: result.minimumTrackTintColor = ColorToken("color-1")
        case .maximumTrackTintColor: result.maximumTrackTintColor = ColorToken("color-2")
        case .thumbTintColor: result.thumbTintColor = ColorToken("color-3")
        case .minimumTrackImages: result.minimumTrackImages[.disabled] = ImageToken("image-3")
        case .maximumTrackImages: result.maximumTrackImages[[.highlighted, .selected]] = ImageToken("image-1")
        case .thumbImages: result.thumbImages[.normal] = ImageToken("image-2")
        case .currentMinimumTrackImage: result.currentMinimumTrackImage = ImageToken("image-3")
        case .currentMaximumTrackImage: result.currentMaximumTrackImage = ImageToken("image-1")
        case .currentThumbImage: result.currentThumbImage = ImageToken("image-2")
        case .accessibilityLabel: result.accessibilityLabel = "Volume"
        case .accessibilityValue: result.accessibilityValue = "25%"
        case .accessibilityTraits: result.accessibilityTraits = [.adjustable, .notEnabled]
        case .isAccessibilityElement: result.isAccessibilityElement = true
        case .events: result.events = [SliderEvent(.valueChanged, value: 0.25)]
        case .layoutDirection: result.layoutDirection = .rightToLeft
        case .isTracking: result.isTracking.toggle()
        case .geometry: result.geometry.trackRect = Rect(x: 2, y: 15, width: 196, height: 4)
        case .intrinsicContentHeight: result.intrinsicContentHeight = 31
        case .calloutCenterX: result.calloutCenterX = 50
        case .calloutValue: result.calloutValue = 0.25
        }
        return result
    }

    /// An observation with every member altered.
    static let full = ObservationMember.allCases.reduce(SliderObservation.blank) { altered($1, $0) }

    /// The observation's JSON as an object, one entry per member present.
    static func object(_ observation: SliderObservation) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(observation)) as? [String: Any])
    }

    /// An answer line carrying `object` as its observation.
    static func answerLine(_ object: [String: Any]) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: ["id": 1, "observation": object], options: [.sortedKeys]))
    }

    /// Foundation's reading of `object` as an observation, or nil when it throws.
    static func decoded(_ object: [String: Any]) -> SliderObservation? {
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return nil }
        return try? JSONDecoder().decode(SliderObservation.self, from: data)
    }

    /// `ObservationField.all` is every member's fields in member order, each field once and
    /// carried by the member that lists it.
    @Test("the fields are the members' fields, each once")
    func fieldsComeFromTheMembers() {
        #expect(ObservationField.all == ObservationMember.allCases.flatMap(\.fields))
        #expect(Set(ObservationField.all).count == ObservationField.all.count)
        for member in ObservationMember.allCases {
            #expect(!member.fields.isEmpty)
            for field in member.fields { #expect(field.member == member, "\(field)") }
        }
    }

    /// A change in one member makes the observations unequal and shows in the diff in that
    /// member's fields only.
    @Test("equality and diffs see a change in each member", arguments: ObservationMember.allCases)
    func equalityAndDiffsSeeEachMember(member: ObservationMember) {
        let changed = Self.altered(member, .blank)
        #expect(changed != .blank)
        let differences = changed.differences(from: .blank)
        #expect(!differences.isEmpty)
        for field in differences { #expect(field.member == member, "\(field)") }
        #expect(Set(Self.full.differences(from: .blank).map(\.member)).contains(member))
    }

    /// `Codable` writes each member under its key and reads it back, and Foundation and the fast
    /// wire decoder read the same observation from the same line.
    @Test("each member is encoded under its key and decoded back, by both decoders", arguments: ObservationMember.allCases)
    func codingCoversEachMember(member: ObservationMember) throws {
        let changed = Self.altered(member, .blank)
        let object = try Self.object(changed)
        #expect(object[member.rawValue] != nil)
        #expect(Self.decoded(object) == changed)
        #expect(WireAnswerDecoder.decode(try Self.answerLine(object))?.observation == changed)
        #expect(WireAnswerDecoder.decode(try Self.answerLine(Self.object(Self.full)))?.observation == Self.full)
    }

    /// Without a required member neither decoder reads the observation; without an optional one
    /// both give it `blank`'s value.
    @Test("a missing member is refused or takes its default, alike in both decoders", arguments: ObservationMember.allCases)
    func missingMembersAreRequiredOrDefaulted(member: ObservationMember) throws {
        var object = try Self.object(Self.full)
        object[member.rawValue] = nil
        let fast = WireAnswerDecoder.decode(try Self.answerLine(object))?.observation
        if member.isRequired {
            #expect(Self.decoded(object) == nil)
            #expect(fast == nil)
        } else {
            let expected = Self.full.replacing(Set(member.fields), from: .blank)
            #expect(Self.decoded(object) == expected)
            #expect(fast == expected)
        }
    }

    /// An adapter declares unsupported fields by their member's key, a rectangle of the geometry
    /// by its own name; `replacing` then takes each of the fields from the source, except those
    /// only a relation checks, which it leaves out.
    @Test("unsupported-field keys and replacing cover each member", arguments: ObservationMember.allCases)
    func unsupportedFieldsCoverEachMember(member: ObservationMember) {
        if member == .geometry {
            #expect(ObservationField.fields(forKey: member.rawValue).isEmpty)
            for part in GeometryPart.allCases { #expect(ObservationField.fields(forKey: part.rawValue) == [.geometry(part)]) }
        } else {
            #expect(ObservationField.fields(forKey: member.rawValue) == member.fields)
            #expect(ObservationField.observationKeys.contains(member.rawValue))
        }
        let changed = Self.altered(member, .blank)
        let replaced = SliderObservation.blank.replacing(Set(member.fields), from: changed)
        let leftOut = member.fields.allSatisfy(ObservationField.reportedOnly.contains)
        #expect(replaced == (leftOut ? .blank : changed))
    }
}
