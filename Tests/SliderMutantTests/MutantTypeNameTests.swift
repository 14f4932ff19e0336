import SliderMutants
import SliderSpec
import Testing

/// A mutant's type name (in bench's reports and a worker's `ready` line) is `String(describing:)`
/// of its type, however it is computed.
@MainActor
@Suite struct MutantTypeNameTests {
    @Test func everyMutantIsNamedAsStringDescribingNamesItsType() {
        let types = MutantCatalogue.all.map(\.type) + [TrapsWhenMadeDiscrete.self]
        #expect(types.count > 1)
        for type in types {
            #expect(SliderImplementation(type).typeName == String(describing: type))
        }
        #expect(MutantCatalogue.all.allSatisfy { SliderImplementation($0.type).typeName == $0.name })
    }
}
