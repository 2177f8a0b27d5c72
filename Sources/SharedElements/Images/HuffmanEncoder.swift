/// Builds length-limited canonical Huffman codes for DEFLATE's encoder (RFC 1951, 3.2.2).
package enum HuffmanEncoder {
    /// Optimal code lengths for `freqs`, then limited to `limit` bits by moving codes down the
    /// tree the way miniz and zlib's heuristics do. Unused symbols get length 0; when fewer than
    /// two symbols are used, symbols 0 and 1 are forced in so the code is complete.
    package static func lengths(
        _ freqs: UnsafeMutablePointer<UInt32>, count n: Int, limit: Int, into lengths: UnsafeMutablePointer<UInt8>
    ) {
        lengths.initialize(repeating: 0, count: n)
        var used = 0
        for s in 0..<n where freqs[s] != 0 { used += 1 }
        var s = 0
        while used < 2 && s < n {
            if freqs[s] == 0 { freqs[s] = 1; used += 1 }
            s += 1
        }
        // Leaves sorted by frequency (ties by symbol), packed as freq << 16 | symbol.
        var leaves = [UInt64]()
        leaves.reserveCapacity(used)
        for s in 0..<n where freqs[s] != 0 { leaves.append(UInt64(freqs[s]) << 16 | UInt64(s)) }
        leaves.sort()
        // Two-queue Huffman construction: leaves in order, internal nodes created in order.
        let total = 2 * used - 1
        var weight = [UInt64](repeating: 0, count: total)
        var parent = [Int](repeating: 0, count: total)
        for i in 0..<used { weight[i] = leaves[i] >> 16 }
        var leaf = 0, inner = used
        for k in used..<total {
            var pick = (0, 0)
            for slot in 0..<2 {
                let takeLeaf = leaf < used && (inner >= k || weight[leaf] <= weight[inner])
                let node = takeLeaf ? leaf : inner
                if takeLeaf { leaf += 1 } else { inner += 1 }
                if slot == 0 { pick.0 = node } else { pick.1 = node }
            }
            weight[k] = weight[pick.0] + weight[pick.1]
            parent[pick.0] = k
            parent[pick.1] = k
        }
        var depth = [Int](repeating: 0, count: total)
        var counts = [Int](repeating: 0, count: max(limit, 64) + 1)
        for k in stride(from: total - 2, through: 0, by: -1) {
            depth[k] = depth[parent[k]] + 1
            if k < used { counts[min(depth[k], counts.count - 1)] += 1 }
        }
        // Limit: fold longer codes into `limit`, then lengthen shorter ones until Kraft's sum is 1.
        var maxDepth = 0
        for d in 1..<counts.count where counts[d] != 0 { maxDepth = d }
        if maxDepth > limit {
            for d in (limit + 1)...maxDepth {
                counts[limit] += counts[d]
                counts[d] = 0
            }
            var kraft = 0
            for d in 1...limit { kraft += counts[d] << (limit - d) }
            while kraft > 1 << limit {
                counts[limit] -= 1
                for d in stride(from: limit - 1, through: 1, by: -1) where counts[d] != 0 {
                    counts[d] -= 1
                    counts[d + 1] += 2
                    break
                }
                kraft -= 1
            }
        }
        // The rarest symbols get the longest codes.
        var i = 0
        for d in stride(from: min(maxDepth, limit), through: 1, by: -1) {
            for _ in 0..<counts[d] {
                lengths[Int(leaves[i] & 0xFFFF)] = UInt8(d)
                i += 1
            }
        }
    }

    /// Canonical codes for `lengths`, bit-reversed so they can be written least-significant first.
    static func codes(_ lengths: UnsafePointer<UInt8>, count n: Int, into codes: UnsafeMutablePointer<UInt16>) {
        var counts = [Int](repeating: 0, count: 16)
        for s in 0..<n { counts[Int(lengths[s])] += 1 }
        counts[0] = 0
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for len in 1..<16 {
            code = (code + counts[len - 1]) << 1
            next[len] = code
        }
        for s in 0..<n {
            let len = Int(lengths[s])
            guard len != 0 else { codes[s] = 0; continue }
            var c = next[len]
            next[len] += 1
            var rev = 0
            for _ in 0..<len { rev = rev << 1 | (c & 1); c >>= 1 }
            codes[s] = UInt16(rev)
        }
    }
}
