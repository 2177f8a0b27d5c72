import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A zlib stream compressed a piece at a time is one valid stream of the whole input, and one
/// piece is the bytes of a whole-input deflate.
@Suite struct DeflateStreamTests {
    /// Bytes with runs and repeats, so the matcher finds matches (within and across the pieces'
    /// boundaries, where they must not reach back).
    static func input(count: Int, seed: UInt64) -> [UInt8] {
        var rng = SeededGenerator(seed: seed)
        var out: [UInt8] = []
        while out.count < count {
            if out.count > 40, Bool.random(using: &rng) {
                let start = Int.random(in: 0..<(out.count - 20), using: &rng)
                out += out[start..<(start + Int.random(in: 3...20, using: &rng))]
            } else {
                out += [UInt8](repeating: .random(in: 0...255, using: &rng), count: .random(in: 1...9, using: &rng))
            }
        }
        return Array(out.prefix(count))
    }

    /// Compresses `bytes` split at `cuts` (offsets into it).
    static func compress(_ bytes: [UInt8], cuts: [Int]) -> [[UInt8]] {
        let stream = DeflateStream(parameters: .level6Filtered)
        let bounds = [0] + cuts + [bytes.count]
        return (0..<(bounds.count - 1)).map { i in
            let piece = Array(bytes[bounds[i]..<bounds[i + 1]]) + [UInt8](repeating: 0, count: 16)
            return piece.withUnsafeBufferPointer {
                stream.compress(padded: $0.baseAddress!, count: bounds[i + 1] - bounds[i], isLast: i == bounds.count - 2)
            }
        }
    }

    @Test func onePieceIsAWholeDeflate() {
        for count in [0, 1, 5, 1000, 70_000] {
            let bytes = Self.input(count: count, seed: UInt64(count))
            #expect(Self.compress(bytes, cuts: []) == [Deflate.zlib(bytes, parameters: .level6Filtered)], "\(count) bytes")
        }
    }

    @Test(arguments: [[1], [3, 4, 4, 100], [65_535], [20_000, 40_000, 60_000], [69_999]])
    func piecesMakeOneStreamOfTheWholeInput(cuts: [Int]) throws {
        let bytes = Self.input(count: 70_000, seed: 7)
        let pieces = Self.compress(bytes, cuts: cuts)
        #expect(pieces.count == cuts.count + 1)
        #expect(try Inflate.zlib(Array(pieces.joined()), maxOutput: bytes.count) == bytes)
    }

    @Test func nothingFollowsTheLastPiece() {
        let stream = DeflateStream()
        let bytes = [UInt8](repeating: 9, count: 32)
        bytes.withUnsafeBufferPointer {
            _ = stream.compress(padded: $0.baseAddress!, count: 16, isLast: true)
            #expect(stream.compress(padded: $0.baseAddress!, count: 16, isLast: true).isEmpty)
        }
    }
}
