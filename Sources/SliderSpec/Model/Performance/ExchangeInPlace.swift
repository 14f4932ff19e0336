/// Exchanges two values where they lie, byte for byte, 32 bytes at a time: what `swap(_:_:)`
/// does, for the model's values (a slider, an outcome), which hold only plain data and strong
/// references and so may be moved bitwise. There only for speed; the checker and the reference
/// run as an implementation exchange a slider or an outcome with one just built.
// Performance: `swap` moved each value through a temporary, three calls to `memcpy` of the whole
// value (callgrind).
@inline(__always)
func exchangeInPlace<Value>(_ first: inout Value, _ second: inout Value) {
    withUnsafeMutableBytes(of: &first) { left in
        withUnsafeMutableBytes(of: &second) { right in
            let count = left.count
            var offset = 0
            while offset &+ 32 <= count {
                let leftChunk = left.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
                let rightChunk = right.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
                left.storeBytes(of: rightChunk, toByteOffset: offset, as: SIMD4<UInt64>.self)
                right.storeBytes(of: leftChunk, toByteOffset: offset, as: SIMD4<UInt64>.self)
                offset &+= 32
            }
            while offset &+ 8 <= count {
                let leftWord = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let rightWord = right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                left.storeBytes(of: rightWord, toByteOffset: offset, as: UInt64.self)
                right.storeBytes(of: leftWord, toByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            while offset < count {
                let leftByte = left[offset]
                left[offset] = right[offset]
                right[offset] = leftByte
                offset &+= 1
            }
        }
    }
}
