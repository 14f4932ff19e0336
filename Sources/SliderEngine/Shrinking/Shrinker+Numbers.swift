import SliderSpec

extension Shrinker.Search {
    /// Lowers each numeric argument (a touch's position or time, a value or limit, a side of
    /// the bounds) of any size to the simplest that still fails: the argument's preferred value
    /// (the default bounds), then 0, then the whole number nearest zero, of the same sign, found
    /// by halving the interval between zero and the number: a drag of 155 points becomes the
    /// shortest that shows the failure, and bounds a billion points wide the narrowest, in a
    /// number of attempts that grows with the logarithm of the number, whatever the seed drew.
    /// Bounds move the touches after them along (`attemptMovingTouchesWithBounds`). Assumes
    /// that a failure shown at one distance is shown at every greater one, and keeps only
    /// candidates that fail. Returns whether any argument changed.
    mutating func lowerWholeNumbers() -> Bool {
        forEachNumericArgument { search, index, argument in search.lowerWholeNumber(index: index, argument: argument) }
    }

    /// Calls `attempt` once with each numeric argument of `best` (operation `index`, argument
    /// `argument`), in order, reading `best` again after each call (an attempt may shorten it),
    /// until a cap stops the shrink. Returns whether any call returned true (changed `best`).
    mutating func forEachNumericArgument(_ attempt: (inout Self, _ index: Int, _ argument: Int) -> Bool) -> Bool {
        var changed = false
        var index = 0
        while index < best.count, stoppedBy == nil {
            var argument = 0
            while index < best.count, argument < Self.numbers(in: best[index]).count, stoppedBy == nil {
                if attempt(&self, index, argument) { changed = true }
                argument += 1
            }
            index += 1
        }
        return changed
    }

    /// Lowers argument `argument` of operation `index` (see `lowerWholeNumbers`); true when it changed.
    private mutating func lowerWholeNumber(index: Int, argument: Int) -> Bool {
        let current = Self.numbers(in: best[index])[argument]
        let number = current.value
        guard number.isFinite, number != current.preferred else { return false }
        let kind = best[index].kind
        if let preferred = current.preferred, tryArgument(index: index, argument: argument, kind: kind, at: preferred) == true { return true }
        guard stoppedBy == nil, number.magnitude > 2 else { return false }
        if tryArgument(index: index, argument: argument, kind: kind, at: 0) == true { return true }
        var changed = false
        let sign: Double = number < 0 ? -1 : 1
        var (low, high) = (0.0, number.magnitude)
        while high - low > 1, stoppedBy == nil {
            let middle = ((low + high) / 2).rounded(.down)
            guard middle > low, middle < high else { break }
            switch tryArgument(index: index, argument: argument, kind: kind, at: sign * middle) {
            case true?:
                high = middle
                changed = true
            case false?: low = middle
            case nil: return changed
            }
        }
        return changed
    }

    /// Tries argument `argument` of operation `index` (still of `kind`) at `value`, when that
    /// gives it a smaller magnitude or its preferred value (a `Float` argument past 2^24 holds
    /// the float nearest `value`): true when kept, false when not lower or not kept, nil when the
    /// operation is gone or another took its place.
    mutating func tryArgument(index: Int, argument: Int, kind: SliderOperationKind, at value: Double) -> Bool? {
        guard index < best.count, best[index].kind == kind else { return nil }
        let arguments = Self.numbers(in: best[index])
        guard argument < arguments.count else { return nil }
        let now = arguments[argument]
        let operation = now.make(value)
        let stored = Self.numbers(in: operation)[argument].value
        guard operation != best[index], stored == now.preferred || stored.magnitude < now.value.magnitude, admits(operation)
        else { return false }
        var candidate = best
        candidate[index] = operation
        return attemptMovingTouchesWithBounds(candidate, changedAt: index)
    }

    /// The longest sequence `lowerWholeNumbers` works on (its attempts grow with the number of
    /// arguments times the logarithm of each).
    static var wholeNumberPassLength: Int { 16 }

    /// The most decimal digits a number may have for `lowerDigits` to try each of them.
    static var digitPassDigits: Int { 4 }

    /// Lowers each digit of each short decimal argument (a value of 0.475, a touch at 12.5) to
    /// the smallest that still fails, the leading digit first and each from 0 upwards: seeds that
    /// found the same failure at 0.475 and at 0.775 end at the same number. Every candidate has
    /// no more digits and a smaller magnitude, so is simpler. Returns whether any changed.
    mutating func lowerDigits() -> Bool {
        var changed = false
        var index = 0
        while index < best.count, stoppedBy == nil {
            var argument = 0
            while index < best.count, argument < Self.numbers(in: best[index]).count, stoppedBy == nil {
                let current = Self.numbers(in: best[index])[argument]
                let (number, digits) = (current.value, current.digits)
                guard number.isFinite, number.rounded() != number, number != current.preferred, let digits, digits <= Self.digitPassDigits else {
                    argument += 1
                    continue
                }
                let scale = pow10(digits)
                let whole = Int((number.magnitude * scale).rounded())
                let sign: Double = number < 0 ? -1 : 1
                var lowered = false
                var place = 1
                while place * 10 <= whole { place *= 10 }
                search: while place >= 1, stoppedBy == nil {
                    let digit = whole / place % 10
                    for smaller in 0..<digit {
                        let reduced = Double(whole - (digit - smaller) * place) / scale
                        let candidateNumber = reduced == 0 ? 0 : sign * reduced
                        guard index < best.count, argument < Self.numbers(in: best[index]).count else { break search }
                        let make = Self.numbers(in: best[index])[argument].make
                        var candidate = best
                        candidate[index] = make(candidateNumber)
                        guard candidate[index] != best[index] else { continue }
                        if attemptMovingTouchesWithBounds(candidate, changedAt: index) {
                            lowered = true
                            break search
                        }
                        if stoppedBy != nil { break search }
                    }
                    place /= 10
                }
                if !lowered, stoppedBy == nil, whole <= Self.exhaustiveDecimals {
                    lowered = lowerToSmallestDecimal(index: index, argument: argument, whole: whole, digits: digits, negative: number < 0)
                }
                if lowered {
                    changed = true
                } else {
                    argument += 1
                }
            }
            index += 1
        }
        return changed
    }

    /// The largest decimal, in units of its last digit, below which `lowerDigits` tries every
    /// decimal of no more digits (0.165 is 165 thousandths).
    static var exhaustiveDecimals: Int { 200 }

    /// Tries every decimal of the same sign with at most `digits` digits and a smaller magnitude
    /// than `whole` units of the last digit, fewest digits first, then nearest zero, and keeps
    /// the first that fails: seeds stopped at 0.165 and at 0.015 by the digit pass both end at
    /// 0.015. Returns whether one did.
    mutating func lowerToSmallestDecimal(index: Int, argument: Int, whole: Int, digits: Int, negative: Bool) -> Bool {
        let scale = pow10(digits)
        func places(_ units: Int) -> Int {
            var (units, places) = (units, digits)
            while places > 0, units % 10 == 0 { (units, places) = (units / 10, places - 1) }
            return places
        }
        let order = (1..<whole).sorted { (places($0), $0) < (places($1), $1) }
        for units in order {
            guard index < best.count, argument < Self.numbers(in: best[index]).count, stoppedBy == nil else { return false }
            var candidate = best
            candidate[index] = Self.numbers(in: best[index])[argument].make((negative ? -1 : 1) * Double(units) / scale)
            guard candidate[index] != best[index] else { continue }
            if attemptMovingTouchesWithBounds(candidate, changedAt: index) { return true }
        }
        return false
    }

    /// 10 to the power `exponent`.
    func pow10(_ exponent: Int) -> Double { (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// One numeric argument of an operation.
    struct NumericArgument {
        /// The argument, widened to `Double`.
        let value: Double
        /// Its decimal digits in its own type (`FloatSimplicity.decimalDigits`).
        let digits: Int?
        /// The operation with the argument replaced.
        let make: (Double) -> SliderOperation
        /// The value that counts as simplest for this argument, or nil for 0: the default bounds' side.
        var preferred: Double? = nil
        /// What the number measures: arguments of the same unit may be moved together
        /// (`lowerPairsTogether`).
        var unit: Unit = .value

        /// What a numeric argument measures.
        enum Unit { case value, x, y, time, width, height }
    }

    /// The numeric arguments of `operation`: a value or limit, a touch's position and time, the
    /// bounds' width and height.
    static func numbers(in operation: SliderOperation) -> [NumericArgument] {
        func float(_ value: Float, _ make: @escaping (Float) -> SliderOperation) -> [NumericArgument] {
            [NumericArgument(value: Double(value), digits: FloatSimplicity.decimalDigits(value), make: { make(Float($0)) })]
        }
        func double(_ value: Double, _ unit: NumericArgument.Unit, _ make: @escaping (Double) -> SliderOperation) -> NumericArgument {
            NumericArgument(value: value, digits: FloatSimplicity.decimalDigits(value), make: make, unit: unit)
        }
        func touch(_ touch: Touch, _ make: @escaping (Touch) -> SliderOperation) -> [NumericArgument] {
            [double(touch.x, .x) { make(Touch(x: $0, y: touch.y, time: touch.time)) },
             double(touch.y, .y) { make(Touch(x: touch.x, y: $0, time: touch.time)) },
             double(touch.time, .time) { make(Touch(x: touch.x, y: touch.y, time: $0)) }]
        }
        switch operation {
        case let .setValue(value): return float(value) { .setValue($0) }
        case let .setValueAnimated(value, animated): return float(value) { .setValueAnimated($0, animated: animated) }
        case let .setMinimumValue(value): return float(value) { .setMinimumValue($0) }
        case let .setMaximumValue(value): return float(value) { .setMaximumValue($0) }
        case let .touchBegan(value): return touch(value) { .touchBegan($0) }
        case let .touchMoved(value): return touch(value) { .touchMoved($0) }
        case let .touchEnded(value): return touch(value) { .touchEnded($0) }
        case let .touchCancelled(time): return [double(time, .time) { .touchCancelled(time: $0) }]
        case let .setBounds(width, height):
            let (defaultWidth, defaultHeight) = OperationGenerator.boundsChoices[0]
            var widthArgument = double(width, .width) { .setBounds(width: $0, height: height) }
            var heightArgument = double(height, .height) { .setBounds(width: width, height: $0) }
            (widthArgument.preferred, heightArgument.preferred) = (defaultWidth, defaultHeight)
            return [widthArgument, heightArgument]
        default: return []
        }
    }
}
