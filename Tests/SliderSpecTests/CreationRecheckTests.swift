import SliderSpec
import Testing

/// A checker remembers the last creation that conformed and checks an equal one by comparison:
/// the first is decided in full, and only an equal one that conformed is taken as known.
struct CreationRecheckTests {
    private let created = ReferenceSlider().observation(readings: Profile.documented.readings)

    @Test func aFreshCheckerDecidesItsFirstCreationByTheCreationRules() {
        var checker = ConformanceChecker(profile: .documented)
        let step = checker.checkCreation(observed: created)
        #expect(step.violation == nil)
        #expect(Array(step.rules.prefix(ReferenceSlider.creationRules.count)) == Array(ReferenceSlider.creationRules))
        #expect(Array(checker.checkCreation(observed: created).rules) == Array(step.rules))
    }

    @Test func aCreationThatDivergedIsNotTakenAsKnown() {
        var checker = ConformanceChecker(profile: .documented)
        var wrong = created
        wrong.isContinuous = false
        #expect(checker.checkCreation(observed: wrong).violation?.rule == .defaultsContinuous)
        #expect(checker.checkCreation(observed: wrong).violation?.rule == .defaultsContinuous)
        #expect(checker.checkCreation(observed: created).violation == nil)
    }
}
