import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The PngSuite: every must-decode file gives exactly the expected straight RGBA8, every
/// corrupt one is refused with an error.
@Suite struct PNGSuiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/pngsuite")

    struct Expectation: Sendable, CustomStringConvertible {
        let file: String
        let ok: Bool
        let width: Int
        let height: Int
        let crc32: String
        var description: String { file }
    }

    static let expectations: [Expectation] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        else { return [] }
        return json.keys.sorted().compactMap { name in
            guard let e = json[name] else { return nil }
            return Expectation(
                file: name, ok: e["ok"] as? Bool ?? false, width: e["width"] as? Int ?? 0,
                height: e["height"] as? Int ?? 0, crc32: e["rgba8_crc32"] as? String ?? "")
        }
    }()

    @Test func suiteIsComplete() {
        #expect(Self.expectations.filter(\.ok).count == 162)
        #expect(Self.expectations.filter { !$0.ok }.count == 14)
    }

    @Test(arguments: expectations.filter(\.ok))
    func decodesToExpectedPixels(_ e: Expectation) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(e.file))
        let decoded = try PNGDecoder.decode(data)
        #expect(decoded.width == e.width && decoded.height == e.height)
        let crc = String(CRC32.checksum(decoded.rgba8), radix: 16)
        #expect(String(repeating: "0", count: 8 - crc.count) + crc == e.crc32)
        // The premultiplied path agrees with premultiplying the straight pixels.
        #expect(try PNGDecoder.decodeBitmap(data) == decoded.bitmap())
    }

    @Test(arguments: expectations.filter { !$0.ok })
    func rejectsCorruptFile(_ e: Expectation) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(e.file))
        #expect(throws: ImageError.self) { try PNGDecoder.decode(data) }
    }

    @Test func sixteenBitFilesKeepAllBits() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("basn6a16.png"))
        let decoded = try PNGDecoder.decode(data)
        let wide = try #require(decoded.rgba16)
        #expect(decoded.bitsPerChannel == 16)
        #expect(wide.count == decoded.rgba8.count)
        #expect(zip(wide, decoded.rgba8).allSatisfy { UInt8($0 >> 8) == $1 })
        #expect(wide.contains { $0 & 0xFF != 0 })
    }
}
