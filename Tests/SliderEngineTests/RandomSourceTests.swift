import Testing
import SliderEngine

/// Pins the generators' outputs: a change to any of these values breaks every saved seed.
@Suite struct RandomSourceTests {
    @Test func splitMix64MatchesThePublishedVectorForSeedZero() {
        var generator = SplitMix64(seed: 0)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(outputs == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC, 0x1B39_896A_51A8_749B])
    }

    @Test func xoshiroOutputsForSeed42ArePinned() {
        var generator = Xoshiro256StarStar(seed: 42)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(outputs == [0x1578_0B2E_0C2E_C716, 0x6104_D986_6D11_3A7E, 0xAE17_5332_39E4_99A1, 0xECB8_AD47_03B3_60A1, 0xFDE6_DC7F_E2EC_5E64])
    }

    @Test func belowTenForSeed7IsPinned() {
        var source = RandomSource(seed: 7)
        #expect((0..<10).map { _ in source.below(10) } == [7, 2, 8, 9, 9, 8, 0, 1, 4, 1])
    }

    @Test func unitFloatForSeed7IsPinned() {
        var source = RandomSource(seed: 7)
        let values = (0..<3).map { _ in source.unitFloat() }
        // Exactly 0xB358FA, 0x475C3D and 0xD6F1D3 times 2^-24.
        #expect(values == [0.7005764, 0.2787512, 0.83962744])
        #expect(values.map(\.bitPattern) == [1_060_329_722, 1_049_540_730, 1_062_662_611])
    }

    @Test func belowOneIsAlwaysZero() {
        var source = RandomSource(seed: 1)
        for _ in 0..<100 { #expect(source.below(1) == 0) }
    }

    @Test func belowStaysInRange() {
        var source = RandomSource(seed: 3)
        for bound in [2, 3, 7, 10, 1000, Int.max] {
            var seen: Set<Int> = []
            for _ in 0..<10_000 {
                let value = source.below(bound)
                #expect(value >= 0 && value < bound)
                seen.insert(value)
            }
            if bound <= 10 { #expect(seen.count == bound) }
        }
    }

    @Test func unitFloatStaysInUnitInterval() {
        var source = RandomSource(seed: 5)
        for _ in 0..<10_000 {
            let value = source.unitFloat()
            #expect(value >= 0 && value < 1)
        }
    }

    @Test func sameSeedGivesSameSequence() {
        var a = RandomSource(seed: 0xDEAD_BEEF)
        var b = RandomSource(seed: 0xDEAD_BEEF)
        for _ in 0..<1000 { #expect(a.next() == b.next()) }
        var c = RandomSource(seed: 0xDEAD_BEEF)
        var d = RandomSource(seed: 0xDEAD_BEEF)
        #expect((0..<100).map { _ in c.below(37) } == (0..<100).map { _ in d.below(37) })
    }

    @Test func chanceHonoursItsBounds() {
        var source = RandomSource(seed: 11)
        for _ in 0..<1000 {
            #expect(source.chance(0, in: 4) == false)
            #expect(source.chance(4, in: 4) == true)
        }
    }

    @Test func pickReturnsAnElementAndReachesEvery() {
        var source = RandomSource(seed: 13)
        let letters = "abc"
        var seen: Set<Character> = []
        for _ in 0..<300 { seen.insert(source.pick(letters)) }
        #expect(seen == ["a", "b", "c"])
        #expect(source.pick(CollectionOfOne(42)) == 42)
    }

    @Test func splitIsDeterministicAndIndependentOfTheParent() {
        var parent1 = RandomSource(seed: 99)
        var parent2 = RandomSource(seed: 99)
        var child1 = parent1.split()
        var child2 = parent2.split()
        let childDraws = (0..<5).map { _ in child1.next() }
        #expect(childDraws == (0..<5).map { _ in child2.next() })
        let parentDraws = (0..<5).map { _ in parent1.next() }
        #expect(childDraws != parentDraws)
        #expect(parentDraws == (0..<5).map { _ in parent2.next() })
    }
}
