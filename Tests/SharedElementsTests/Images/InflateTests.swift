import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct InflateTests {
    static func hex(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        var i = s.startIndex
        while i < s.endIndex {
            let j = s.index(i, offsetBy: 2)
            out.append(UInt8(s[i..<j], radix: 16) ?? 0)
            i = j
        }
        return out
    }

    @Test func checksumsMatchKnownValues() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        var crc = CRC32()
        crc.update(Array("1234".utf8))
        crc.update(Array("56789".utf8))
        #expect(crc.value == 0xCBF4_3926)
    }

    @Test func checksumsAgreeWithBytewiseDefinitions() {
        var rng = SeededGenerator(seed: 21)
        for count in [0, 1, 7, 8, 15, 16, 17, 100, 5551, 5552, 5553, 20_000] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var a: UInt32 = 1, b: UInt32 = 0
            for v in bytes { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
            #expect(Adler32.checksum(bytes) == b << 16 | a, "\(count) bytes")
            var c: UInt32 = 0xFFFF_FFFF
            for v in bytes {
                c ^= UInt32(v)
                for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
            }
            #expect(CRC32.checksum(bytes) == ~c, "\(count) bytes")
        }
        #expect(Adler32.checksum([UInt8](repeating: 255, count: 100_000)) == {
            var a: UInt32 = 1, b: UInt32 = 0
            for _ in 0..<100_000 { a = (a + 255) % 65521; b = (b + a) % 65521 }
            return b << 16 | a
        }())
    }

    /// Adler-32 on every path (the portable Swift loop and the kernel this machine runs) against
    /// the bytewise definition: lengths around the 32-byte blocks and the 5,536-byte chunks, any
    /// starting checksum (a stream fed in pieces), and all-255 bytes, the sums' worst case.
    @Test(arguments: PixelKernels.available)
    func adlerChecksumIsTheBytewiseDefinitionOnEveryPath(_ path: PixelKernels.Path) {
        var rng = SeededGenerator(seed: 22)
        var mismatches: [String] = []
        for count in [0, 1, 31, 32, 33, 63, 64, 5535, 5536, 5537, 5552, 11_072, 11_073, 40_000] {
            for fill in [nil, UInt8(255)] {
                let bytes = (0..<count).map { _ in fill ?? UInt8.random(in: 0...255, using: &rng) }
                let start = count % 2 == 0 ? 1 : UInt32.random(in: 0...65520, using: &rng) << 16 | UInt32.random(in: 0...65520, using: &rng)
                var a = start & 0xFFFF, b = start >> 16
                for v in bytes { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
                let fast = bytes.withUnsafeBytes { Adler32.update(start, $0, path: path) }
                if fast != b << 16 | a { mismatches.append("\(count) bytes, fill \(String(describing: fill))") }
            }
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches)")
    }

    @Test func inflatesStoredBlock() throws {
        let stream: [UInt8] = [0x01, 0x05, 0x00, 0xFA, 0xFF] + Array("hello".utf8)
        #expect(try Inflate.raw(stream, maxOutput: 100) == Array("hello".utf8))
    }

    @Test func inflatesFixedHuffmanBlock() throws {
        // zlib's raw deflate of "hello hello hello hello" with the fixed-code strategy.
        let out = try Inflate.raw(Self.hex("cb48cdc9c957c8402701"), maxOutput: 100)
        #expect(String(decoding: out, as: UTF8.self) == "hello hello hello hello")
    }

    @Test func inflatesDynamicHuffmanBlock() throws {
        let text = (0..<600).map { "\($0 * $0 % 1000) " }.joined()
        let out = try Inflate.raw(Self.hex(Self.dynamicStream), maxOutput: 4096)
        #expect(String(decoding: out, as: UTF8.self) == text)
        #expect(Self.hex(Self.dynamicStream)[0] >> 1 & 3 == 2)
    }

    @Test func deflateRoundTripsThroughInflate() throws {
        var rng = SeededGenerator(seed: 3)
        let inputs: [[UInt8]] = [
            [], [42], Array(repeating: 0, count: 100_000), (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &rng) },
            (0..<50_000).map { UInt8(($0 / 7 + $0 % 13) & 0xFF) }, Array((0..<2000).map { "\($0 % 97)," }.joined().utf8),
        ]
        // Repeated patterns of every short period exercise the overlapping match copies.
        let periodic = (2...9).map { period in (0..<3000).map { UInt8(($0 % period) * 17 + period) } }
        for input in inputs + periodic {
            let z = Deflate.zlib(input)
            #expect(try Inflate.zlib(z, maxOutput: input.count) == input)
        }
        #expect(Deflate.zlib(Array(repeating: 0, count: 100_000)).count < 300)
    }

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let stream: [UInt8]
        let message: String
        var description: String { name }
    }

    static let corrupt: [Case] = [
        Case(name: "block type 3", stream: [0x07], message: "block type 3"),
        Case(name: "stored length complement", stream: [0x01, 0x05, 0x00, 0xFA, 0xFE] + Array("hello".utf8), message: "does not match its complement"),
        Case(name: "truncated stored block", stream: [0x01, 0x05, 0x00, 0xFA, 0xFF, 0x68], message: "truncated"),
        Case(name: "empty input", stream: [], message: "truncated"),
        // Fixed block: literal 'a', then length 3 at distance 2 with only one byte written.
        Case(name: "distance too far", stream: [0x4B, 0x04, 0x42, 0x00], message: "invalid distance"),
        // Dynamic block whose code-length code has every length 1: over-subscribed.
        Case(name: "over-subscribed code lengths", stream: [0x05, 0x00, 0x00, 0x49, 0x92, 0x24, 0x49, 0x92, 0x24, 0x49, 0x92, 0x24, 0x49],
             message: "invalid Huffman table"),
    ]

    @Test(arguments: corrupt)
    func corruptStreamsFailWithMessage(_ c: Case) {
        #expect {
            _ = try Inflate.raw(c.stream, maxOutput: 100)
        } throws: { error in
            guard case .invalidFormat(let m) = error as? ImageError else { return false }
            return m.contains(c.message)
        }
    }

    @Test func refusesOutputBeyondTheLimit() {
        let z = Deflate.zlib(Array(repeating: 1, count: 10_000))
        #expect(throws: ImageError.self) { try Inflate.zlib(z, maxOutput: 9_999) }
    }

    static let dynamicStream = """
        ed95d1b5e43008435b710901630cfd37b692d1d4f07ef6cb93048304dc33dfb215ab97e5f2b376aee895b1ca967ddf32c71981af88688420c6\
        0fceeab53d108fdb888bc059b18ef73a3757222e715e3c5fbc2f7c6fc435e2710db7ed281bb26e648fe06d5b89a844f54b11d0d2fb0933eafb\
        50f40b14b4751886f3e2b9f0be47bf311ab7366e474db68bac85ec8d2ab2b0513c2022a1e5e648834283d20dc521071767e319af3dc6e841f4\
        a503dc96838da407b92f6bf8f4cd513ba021a1a5c681436140693ec5b610f4312782f0b646bf73009c00dd6b061b394f5028f4cb40a0764242\
        3b6733d212120b520d8ab71c14cef75cf1bed3e88bc7bd775f1e0279ef9bc22bc7b6bdf26c23e4dcb1b02192621ba25d43a0157b4341989608\
        d134deb8ed1a021be31c318a944c1c14671fdde3f595e2d8e753f1daee32d1383996c47b8d8143338f37c4928783b49cf166af3407ee405106\
        7b3a260222b931fe3acf39709fea5942d05808c472fb9c33d41cb89dcd0671d6b290b4804df078ab4d695c75af78ab6fbf45ca4746d380a640\
        72cae39174e5209195a42589fb8d01fde0145064f41f28c403f4ce00ecfdeef79e9f07e1330ca7184e319cd27dc57089e116c32d86a5db84b0\
        0be110c267184ee9be62b8c5b0896117c331ca530c97181e825d04c7e84f115c22d844f016c1470e4a089b108e41388570cb810be123865b0c\
        fb8f61592841ec823805710be23d16ae203641cc01908416c67b4c5c616cc23885b1280e7968511ca2b845f116c525135b1497280e51dca238\
        64a245f111c6268c5318fb9828611cc278204e41ec63a10471086213c45710ef1fc4c3f015c3218685f0958310c23608b7104e21bc7f0686e0\
        12c12982b708b6d1df22f88a600e81fbb4c5b08d8316c3570ca7180e31ec7260c3b0106e217c8570cac111c32186430c6f31ecb26062d8c4b0\
        0dc383b0fecb0830f1fdfefff7fecd7fef3f
        """
}
