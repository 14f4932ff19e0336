import SliderEngine
import SliderWire
import Testing

/// `JSONScanner.float()` gives what `Float(text)` gives for the texts adapters write: a
/// single-precision value written as the shortest text of the `Double` holding it (17 digits,
/// e.g. `0.10000000149011612`), read without the text conversion, and texts exactly between two
/// `Float`s or next to such a point, where only the text conversion is right.
@Suite struct JSONScannerFloatTests {
    /// `text` read as a JSON number by the scanner.
    private static func scanned(_ text: String) throws -> Float {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            return try scanner.float()
        }
    }

    /// Finite, non-zero floats of every magnitude, from random bit patterns (seeded).
    private static func floats(count: Int) -> [Float] {
        var random = SplitMix64(seed: 0x5EED_F10A7)
        var floats: [Float] = [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, 0.1, 0.2, 1e30, -1e-30]
        while floats.count < count {
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if float.isFinite, float != 0 { floats.append(float) }
        }
        return floats
    }

    @Test func aFloatWrittenAsTheDoubleHoldingItReadsAsThatFloat() throws {
        for float in Self.floats(count: 20_000) {
            let text = "\(Double(float))"
            #expect(try Self.scanned(text).bitPattern == float.bitPattern, "\(text)")
            #expect(Float(text)!.bitPattern == float.bitPattern, "\(text)")
        }
    }

    @Test func aTextBetweenTwoFloatsReadsAsTheTextConversionRoundsIt() throws {
        for float in Self.floats(count: 5_000) where float.nextUp.isFinite {
            // Exactly halfway (a tie, to even), and one `Double` step either side of it.
            let halfway = (Double(float) + Double(float.nextUp)) / 2
            for near in [halfway, halfway.nextDown, halfway.nextUp] {
                let text = "\(near)"
                #expect(try Self.scanned(text).bitPattern == Float(text)!.bitPattern, "\(text)")
            }
        }
    }
}
