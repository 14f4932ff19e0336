import SliderSpec
import Testing

@Suite("The palettes' tokens are constants that read back as their names and sizes")
struct KnownTokenTests {
    /// Each palette token and `system-tinted` reads back as its name, interning the name gives
    /// the same token, and an image's size follows its name. (Run once against a table of known
    /// names with `image-2` and `image-3` swapped: it failed.)
    @Test("names and image sizes")
    func namesAndSizes() {
        let images = ["image-1", "image-2", "image-3"]
        #expect(ImageToken.palette.map(\.name) == images)
        #expect(ImageToken.palette == images.map(ImageToken.init))
        let colors = ["color-1", "color-2", "color-3"]
        #expect(ColorToken.palette.map(\.name) == colors)
        #expect(ColorToken.palette == colors.map(ColorToken.init))
        #expect(ImageToken.systemTinted.name == "system-tinted")
        #expect(ImageToken("system-tinted") == .systemTinted)

        let sizes = ["image-1": (16.0, 16.0), "image-2": (24, 24), "image-3": (32, 20), "system-tinted": (4, 4), "image-9": (16, 16)]
        for (name, size) in sizes {
            let token = ImageToken(name)
            #expect(token.size.width == size.0 && token.size.height == size.1, "\(name)")
        }
    }
}
