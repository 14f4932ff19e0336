@testable import SliderSpec
import Testing

/// `Readings`' questions are declared once, as its stored properties, and every function over
/// them reaches each: the ones that work on the struct's bytes (`union`, `answersEveryQuestion`,
/// `preferredOnly`) through the layout this pins, the others through `Readings.questions`.
@Suite("Every function over the reading questions covers every question")
struct ReadingsTableTests {
    /// Every question, from its one table.
    static let questions = Readings.questions

    /// `readings` with the reading set of `question` (a place in `questions`) holding exactly
    /// `bits`, written to its byte as `union` and the others see it.
    static func setting(_ question: Int, to bits: UInt8, in readings: Readings) -> Readings {
        var result = readings
        withUnsafeMutableBytes(of: &result) { $0[question] = bits }
        return result
    }

    /// Readings that allow no answer to any question.
    static var none: Readings {
        var readings = Readings()
        withUnsafeMutableBytes(of: &readings) { bytes in
            for index in bytes.indices { bytes[index] = 0 }
        }
        return readings
    }

    /// The table lists each stored property once, at its byte and in declaration order, and
    /// nothing else is stored: a question added without an entry makes the struct longer than
    /// the table, and fails here.
    @Test("the table has one entry per stored byte, in order")
    func tableMatchesTheStoredProperties() {
        #expect(MemoryLayout<Readings>.size == Self.questions.count)
        #expect(Self.questions.map(\.offset) == Array(0..<Self.questions.count).map(Optional.some))
        #expect(Set(Self.questions.map(\.rule)).count == Self.questions.count)
        #expect(Set(Self.questions.map(\.text)).count == Self.questions.count)
    }

    /// The initialiser, given no sets, allows every answer to every question (it must set every
    /// stored property, so the compiler rejects one that leaves a question out).
    @Test("Readings() allows every answer to every question")
    func initialiserCoversEveryQuestion() {
        let readings = Readings()
        for question in Self.questions {
            #expect(question.allowed(in: readings) == question.options.map(\.name), "\(question.text)")
        }
        #expect(readings.answersEveryQuestion)
        #expect(readings.openQuestionRules == Set(Self.questions.filter { $0.options.count > 1 }.map(\.rule)))
    }

    /// `union` allows, for each question, exactly the answers either side allows, in preference
    /// order, and leaves the other questions as they were.
    @Test("union joins each question's answers and only that question's")
    func unionJoinsEveryQuestion() {
        let none = Self.none
        for (place, question) in Self.questions.enumerated() {
            let last = UInt8(1) << (question.options.count - 1)
            let first = Self.setting(place, to: 1, in: none)
            let joined = first.union(Self.setting(place, to: last, in: none))
            let names = question.options.map(\.name)
            #expect(question.allowed(in: joined) == [names[0], names[names.count - 1]], "\(question.text)")
            for (other, otherQuestion) in Self.questions.enumerated() where other != place {
                #expect(otherQuestion.allowed(in: joined).isEmpty, "\(question.text) reached \(otherQuestion.text)")
            }
            #expect(first.union(none) == first && none.union(first) == first)
        }
        let profiles = Profile.all.map(\.readings)
        for readings in profiles { #expect(readings.union(readings) == readings) }
        let (uikit, pinned) = (Profile.uikitObserved.readings, Profile.documented.readings.preferredOnly)
        let typed = uikit.union(pinned)
        #expect(typed.nearThumbTouch == uikit.nearThumbTouch.union(pinned.nearThumbTouch))
        #expect(typed.disabledTraits == uikit.disabledTraits.union(pinned.disabledTraits))
    }

    /// `answersEveryQuestion` holds for every profile's readings, pinned or not, and fails as
    /// soon as any one question, whichever it is, has no answer left.
    @Test("answersEveryQuestion fails when any one question has no answer")
    func answersEveryQuestionChecksEachQuestion() {
        for profile in Profile.all {
            #expect(profile.readings.answersEveryQuestion, "\(profile)")
            #expect(profile.readings.preferredOnly.answersEveryQuestion, "\(profile)")
        }
        for (place, question) in Self.questions.enumerated() {
            let emptied = Self.setting(place, to: 0, in: Readings())
            #expect(!emptied.answersEveryQuestion, "\(question.text)")
            #expect(question.allowed(in: emptied).isEmpty)
        }
        #expect(!Self.none.answersEveryQuestion)
    }

    /// `preferredOnly` keeps each question's first allowed answer, whichever answers are allowed,
    /// and leaves a question with none without any.
    @Test("preferredOnly keeps each question's first allowed answer")
    func preferredOnlyPinsEveryQuestion() {
        for (place, question) in Self.questions.enumerated() {
            let names = question.options.map(\.name)
            let every = UInt8(1) << names.count - 1
            for bits in 0...every {
                let pinned = Self.setting(place, to: bits, in: Readings()).preferredOnly
                let allowed = names.indices.filter { bits & 1 << $0 != 0 }.map { names[$0] }
                #expect(question.allowed(in: pinned) == Array(allowed.prefix(1)), "\(question.text) \(bits)")
            }
        }
    }

    /// Every question's rule describes it in the catalogue (question and answers from the same
    /// table), and each profile's summary lists the questions in the table's order.
    @Test("the catalogue and the summaries describe every question")
    func descriptionsCoverEveryQuestion() throws {
        for question in Self.questions {
            let description = try #require(RuleCatalogue.reading(for: question.rule), "\(question.text)")
            #expect(description.question == question.text)
            #expect(description.options.map(\.name) == question.options.map(\.name))
            #expect(RuleCatalogue.allowedReadings(for: question.rule, under: .documented) != nil)
        }
        for profile in Profile.all {
            #expect(profile.readings.summary.map(\.rule) == Self.questions.map(\.rule))
        }
    }
}
