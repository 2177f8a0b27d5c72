/// GIF's variable-length LZW (GIF89a, appendix F): codes from `minCodeSize + 1` up to 12 bits,
/// least-significant bit first, with a clear code whenever the 4096-entry table fills.
package enum LZWEncoder {
    /// The compressed bytes for `count` indices (each below `1 << minCodeSize`), without the
    /// sub-block framing.
    package static func encode(_ indices: UnsafePointer<UInt8>, count: Int, minCodeSize: Int) -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        // At most one code per index, plus the clear codes (one per 4,096 - 258 codes at least)
        // and the end code, each at most 12 bits: two bytes per index and some to spare, so the
        // writer never grows. It takes the codes least significant bit first, as GIF wants.
        var writer = BitWriter(capacity: 2 * count + 64)
        writer.reserve(2 * count + 32)
        @inline(__always) func emit(_ code: Int, _ size: Int) {
            writer.write(UInt32(truncatingIfNeeded: code), size)
        }
        // Open-addressed table from (prefix code, next index) to code, each slot one word: the
        // 20-bit key above the 12-bit code, zero for an empty slot (a code is at least 6, so no
        // entry is zero; an empty slot is told apart before its key is compared, since its key
        // bits match the key of code 0 and index 0).
        let tableSize = 8192
        let empty: UInt32 = 0
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: tableSize)
        defer { table.deallocate() }
        table.initialize(repeating: empty, count: tableSize)
        var next = end + 1
        var codeSize = minCodeSize + 1
        // Runs of one index (a flat stretch of a frame): the table always holds `k` repeated
        // 1 ... `runLength[k]` times, and `runCode[k]` is the code of the longest. A prefix that
        // has just begun with `k`, followed by at least `runLength[k] - 1` more of it, would be
        // extended one lookup at a time up to that longest run: it jumps there at once, with the
        // same codes out.
        let runLength = UnsafeMutablePointer<Int>.allocate(capacity: clear)
        let runCode = UnsafeMutablePointer<Int>.allocate(capacity: clear)
        defer { runLength.deallocate(); runCode.deallocate() }
        func resetRuns() {
            for k in 0..<clear { runLength[k] = 1; runCode[k] = k }
        }
        resetRuns()
        emit(clear, codeSize)
        if count > 0 {
            var prefix = Int(indices[0])
            // The prefix is `prefixSymbol` repeated `prefixLength` times, or 0 when it is not one run.
            var prefixSymbol = prefix, prefixLength = 1
            var i = 1
            while i < count {
                if prefixLength == 1 && runLength[prefixSymbol] > 1 {
                    let longest = runLength[prefixSymbol]
                    let symbol = UInt8(truncatingIfNeeded: prefixSymbol)
                    var j = i
                    let stop = min(count, i &+ longest &- 1)
                    while j < stop && indices[j] == symbol { j &+= 1 }
                    if j == i &+ longest &- 1 {
                        prefix = runCode[prefixSymbol]
                        prefixLength = longest
                        i = j
                        continue
                    }
                }
                let k = Int(indices[i])
                i &+= 1
                let key = UInt32(truncatingIfNeeded: prefix << 8 | k)
                var slot = Int((key &* 2_654_435_761) >> 19)
                var found = -1
                while true {
                    let stored = table[slot]
                    if stored == empty { break }
                    if stored >> 12 == key { found = Int(stored & 0xFFF); break }
                    slot = (slot &+ 1) & (tableSize &- 1)
                }
                if found >= 0 {
                    prefix = found
                    prefixLength = prefixLength > 0 && k == prefixSymbol ? prefixLength &+ 1 : 0
                    continue
                }
                emit(prefix, codeSize)
                if next < 4096 {
                    table[slot] = key << 12 | UInt32(truncatingIfNeeded: next)
                    if prefixLength > 0 && k == prefixSymbol {
                        // The run one longer than any before it (the table had every shorter one).
                        runLength[k] = prefixLength &+ 1
                        runCode[k] = next
                    }
                    // The decoder widens its codes once the next code no longer fits.
                    if next == 1 << codeSize { codeSize += 1 }
                    next += 1
                } else {
                    emit(clear, codeSize)
                    table.update(repeating: empty, count: tableSize)
                    resetRuns()
                    next = end + 1
                    codeSize = minCodeSize + 1
                }
                prefix = k
                prefixSymbol = k
                prefixLength = 1
            }
            emit(prefix, codeSize)
        }
        emit(end, codeSize)
        return writer.finish()
    }
}
