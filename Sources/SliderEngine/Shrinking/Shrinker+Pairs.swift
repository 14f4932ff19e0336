import SliderSpec

extension Shrinker.Search {
    /// Makes a numeric argument simpler while a later argument of the same unit (two of the
    /// value and limits, two touches' positions or times) moves with it, shifted by as much or
    /// scaled by as much: a value typed just below a minimum of -8.71 (-8.72) becomes -0.02 below
    /// -0.01, whatever decimals the seed typed, where lowering either alone loses the failure.
    /// The first argument gets each simpler number (`simplerLeads`), and the second never ends
    /// less simple, so every candidate is simpler at both. Only short sequences. Stops at the first success; returns whether it found one.
    mutating func lowerPairsTogether() -> Bool {
        guard best.count >= 2, best.count <= Self.pairPassLength else { return false }
        let arguments = best.indices.flatMap { index in Self.numbers(in: best[index]).indices.map { (index, $0) } }
        for (firstIndex, firstArgument) in arguments {
            let lead = Self.numbers(in: best[firstIndex])[firstArgument]
            guard lead.value.isFinite, lead.value != lead.preferred else { continue }
            let partners = arguments.filter { $0.0 > firstIndex && Self.numbers(in: best[$0.0])[$0.1].unit == lead.unit }
            guard !partners.isEmpty else { continue }
            for simpler in Self.simplerLeads(lead) {
                for (secondIndex, secondArgument) in partners {
                    let partner = Self.numbers(in: best[secondIndex])[secondArgument]
                    guard partner.value.isFinite else { continue }
                    // The partner never ends less simple, so no pass can undo this one for ever.
                    for moved in Self.moved(partner.value, with: lead, to: simpler) where !FloatSimplicity.isSimpler(partner.value, than: moved) {
                        var candidate = best
                        candidate[firstIndex] = lead.make(simpler)
                        candidate[secondIndex] = partner.make(moved)
                        guard candidate[secondIndex] != best[secondIndex], candidate[firstIndex] != best[firstIndex] else { continue }
                        if attempt(candidate) { return true }
                        if stoppedBy != nil { return false }
                    }
                }
            }
        }
        return false
    }

    /// Simpler numbers for `lead`, simplest first: the canonical numbers, hundredths and
    /// thousandths, `lead` rounded, halved (again and again, toward zero) and with one of its
    /// decimal digits lowered; never a step of one, so a pair never walks a number at a time.
    static func simplerLeads(_ lead: NumericArgument) -> [Double] {
        let value = lead.value
        var pool: [Double] = [0, 1, -1, 2, 0.5, -0.5, 0.25, -0.25, 0.1, -0.1, 0.01, -0.01, 0.001, -0.001, value.rounded(.towardZero), value.rounded()]
        var halved = value / 2
        while halved.magnitude >= 1 {
            pool.append(halved.rounded(.towardZero))
            halved /= 2
        }
        var result: [Double] = []
        for number in pool where number.isFinite && FloatSimplicity.isSimpler(number, than: value) && !result.contains(number) { result.append(number) }
        defer { result.sort { FloatSimplicity.key($0) < FloatSimplicity.key($1) } }
        guard let digits = lead.digits, lead.value.magnitude < 1e15 else { return result }
        let scale = (0..<digits).reduce(1.0) { value, _ in value * 10 }
        let whole = (lead.value.magnitude * scale).rounded()
        var place = 1.0
        while place * 10 <= whole { place *= 10 }
        while place >= 1 {
            let digit = (whole / place).rounded(.down).truncatingRemainder(dividingBy: 10)
            for smaller in stride(from: 0.0, to: digit, by: 1) {
                let lowered = (whole - (digit - smaller) * place) / scale
                let number = lowered == 0 ? 0 : (lead.value < 0 ? -lowered : lowered)
                if !result.contains(number), FloatSimplicity.isSimpler(number, than: lead.value) { result.append(number) }
            }
            place /= 10
        }
        return result
    }

    /// `partner` moved as `lead` moves to `simpler`: shifted by as much, then scaled by as much
    /// (when `lead` is not 0), each rounded to the decimals the three numbers need.
    static func moved(_ partner: Double, with lead: NumericArgument, to simpler: Double) -> [Double] {
        let digits = [FloatSimplicity.decimalDigits(partner), lead.digits, FloatSimplicity.decimalDigits(simpler)]
        func rounded(_ number: Double) -> Double {
            guard number.isFinite, digits.allSatisfy({ $0 != nil }) else { return number }
            let scale = (0..<digits.compactMap { $0 }.max()!).reduce(1.0) { value, _ in value * 10 }
            let result = (number * scale).rounded() / scale
            return result == 0 ? 0 : result
        }
        var result = [rounded(partner + (simpler - lead.value))]
        if lead.value != 0 { result.append(rounded(partner * (simpler / lead.value))) }
        var unique: [Double] = []
        for number in result where number.isFinite && !unique.contains(number) { unique.append(number) }
        return unique
    }
}
