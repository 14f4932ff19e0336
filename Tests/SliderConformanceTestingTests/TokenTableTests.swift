import SliderConformanceTesting
import SliderSpec
import Testing

/// `TokenTable` gives each token one object of the adapter's own type and reads it back.
@Suite struct TokenTableTests {
    final class Icon {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func eachTokenGetsOneObjectMadeOnce() {
        var made = 0
        let table = TokenTable<ImageTokenKind, Icon> { made += 1; return Icon($0.name) }
        let first = table.object(for: ImageToken("image-1"))!
        #expect(table.object(for: ImageToken("image-1")) === first)
        #expect(table.object(for: ImageToken("image-2")) !== first)
        #expect(made == 2)
        #expect(first.name == "image-1")
        #expect(table.object(for: nil as ImageToken?) == nil)
    }

    @Test func objectsReadBackAsTheirTokensAndOthersAsUnknown() {
        let table = TokenTable<ColorTokenKind, Icon> { Icon($0.name) }
        let red = table.object(for: ColorToken("color-2"))
        #expect(table.token(for: red, unknown: ColorToken("unknown")) == ColorToken("color-2"))
        #expect(table.token(for: Icon("color-2"), unknown: ColorToken("unknown")) == ColorToken("unknown"))
        #expect(table.token(for: nil, unknown: ColorToken("unknown")) == nil)
    }
}
