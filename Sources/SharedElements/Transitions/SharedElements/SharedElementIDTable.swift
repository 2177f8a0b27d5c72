import Foundation

/// The matcher's groups by ID (``SharedElementMatcher``): a hash table from `transitionID` to a
/// group number, numbers given in order of first appearance. IDs are hashed with FNV-1a over
/// their UTF-8 bytes, without a per-process seed (they are the app's own tags) and without
/// normalizing, so the table takes ASCII IDs only, whose equality is that of their bytes; the
/// matcher numbers other IDs with a dictionary.
struct SharedElementIDTable {
    /// Per slot: the group number plus one (0 for an empty slot).
    private var slots: [Int]
    /// Per slot: the hash of the ID there.
    private var hashes: [UInt64]
    /// Per group: its ID.
    private var ids: [String] = []
    private var shift: UInt64

    /// A table for about `capacity` IDs (it grows past that).
    init(capacity: Int) {
        var bits: UInt64 = 4
        while 1 << bits < 2 * capacity { bits += 1 }
        slots = [Int](repeating: 0, count: 1 << bits)
        hashes = [UInt64](repeating: 0, count: 1 << bits)
        shift = 64 - bits
        ids.reserveCapacity(capacity)
    }

    /// How many groups the table has numbered.
    var count: Int { ids.count }

    /// The group number of `id`, the next one when it is new; `nil` when `id` is not ASCII.
    mutating func group(of id: String) -> Int? {
        guard let h = Self.hash(id) else { return nil }
        if 2 * (ids.count + 1) > slots.count { grow() }
        var i = slot(of: h)
        while slots[i] != 0 {
            if hashes[i] == h, ids[slots[i] - 1] == id { return slots[i] - 1 }
            i = (i + 1) & (slots.count - 1)
        }
        slots[i] = ids.count + 1
        hashes[i] = h
        ids.append(id)
        return ids.count - 1
    }

    /// The first slot to probe for hash `h` (Fibonacci hashing spreads FNV's low bits).
    private func slot(of h: UInt64) -> Int { Int(truncatingIfNeeded: (h &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    private mutating func grow() {
        let old = (slots, hashes)
        slots = [Int](repeating: 0, count: 2 * old.0.count)
        hashes = [UInt64](repeating: 0, count: 2 * old.0.count)
        shift -= 1
        for k in old.0.indices where old.0[k] != 0 {
            var i = slot(of: old.1[k])
            while slots[i] != 0 { i = (i + 1) & (slots.count - 1) }
            slots[i] = old.0[k]
            hashes[i] = old.1[k]
        }
    }

    /// FNV-1a of `id`'s UTF-8 bytes, or `nil` when one is not ASCII.
    private static func hash(_ id: String) -> UInt64? {
        func fnv(_ bytes: some Sequence<UInt8>) -> UInt64? {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            var high: UInt8 = 0
            for byte in bytes {
                h = (h ^ UInt64(byte)) &* 0x100_0000_01b3
                high |= byte
            }
            return high < 0x80 ? h : nil
        }
        return id.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(id.utf8)
    }
}

extension SharedElementMatcher {
    /// Each candidate's group number, numbered in order of first appearance (the sources in
    /// order, then the destinations), and how many groups there are.
    nonisolated static func groupNumbers(
        sources: UnsafeBufferPointer<Candidate>, destinations: UnsafeBufferPointer<Candidate>
    ) -> (sources: [Int], destinations: [Int], count: Int) {
        var table = SharedElementIDTable(capacity: sources.count)
        var numbers = (sources: [Int](repeating: 0, count: sources.count), destinations: [Int](repeating: 0, count: destinations.count))
        for i in sources.indices {
            guard let g = table.group(of: (sources.baseAddress! + i).pointee.element.id) else {
                return numbered(sources, destinations)
            }
            numbers.sources[i] = g
        }
        for j in destinations.indices {
            guard let g = table.group(of: (destinations.baseAddress! + j).pointee.element.id) else {
                return numbered(sources, destinations)
            }
            numbers.destinations[j] = g
        }
        return (numbers.sources, numbers.destinations, table.count)
    }

    /// ``groupNumbers(sources:destinations:)`` with a dictionary, for any IDs.
    nonisolated private static func numbered(
        _ sources: UnsafeBufferPointer<Candidate>, _ destinations: UnsafeBufferPointer<Candidate>
    ) -> (sources: [Int], destinations: [Int], count: Int) {
        var groups: [String: Int] = [:]
        groups.reserveCapacity(sources.count)
        func number(_ id: String) -> Int {
            if let g = groups[id] { return g }
            groups[id] = groups.count
            return groups.count - 1
        }
        let s = sources.map { number($0.element.id) }
        let d = destinations.map { number($0.element.id) }
        return (s, d, groups.count)
    }
}
