import Testing
import SharedElements
import SharedElementsTestSupport

/// A film over the limits is refused before it renders, naming the limit and by how much.
@Suite struct FilmLimitsTests {
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let frames: Int, width: Int, height: Int
        let limit: FilmLimits.Limit?
        let message: String
    }

    static let cases: [Case] = [
        Case(description: "a showcase film", frames: 144, width: 780, height: 1688, limit: nil, message: ""),
        Case(description: "a thousand frames of 8 megapixels", frames: 1000, width: 2048, height: 4096, limit: nil, message: ""),
        Case(description: "no frames", frames: 0, width: 10, height: 10, limit: .empty, message: "a film of 0 frames is empty"),
        Case(description: "frames of no pixels", frames: 5, width: 0, height: 0, limit: .empty,
             message: "frames of 0x0 pixels are empty (a side under half a pixel)"),
        Case(description: "too many frames", frames: 240_000, width: 780, height: 1688, limit: .frames,
             message: "240000 frames is 236400 over the limit of 3600 frames"),
        Case(description: "too wide", frames: 2, width: 5000, height: 10, limit: .side,
             message: "frames of 5000x10 pixels are 904 pixels over the limit of 4096 a side"),
        Case(description: "too many pixels a frame", frames: 2, width: 4096, height: 4096, limit: .framePixels,
             message: "frames of 4096x4096 pixels (16777216) are 8388608 pixels over the limit of 8388608 a frame"),
        Case(description: "too many pixels in all", frames: 3000, width: 2048, height: 4096, limit: .totalPixels,
             message: "3000 frames of 8388608 pixels make 25165824000 pixels, 7985954816 over the limit of 17179869184 pixels in all"),
    ]

    @Test(arguments: cases)
    func violations(_ c: Case) throws {
        let v = FilmLimits().violation(frames: c.frames, width: c.width, height: c.height)
        #expect(v?.limit == c.limit)
        #expect((v?.message ?? "") == c.message)
        if c.limit != nil {
            #expect(throws: ImageError.filmTooLarge(c.message)) { try FilmLimits().check(frames: c.frames, width: c.width, height: c.height) }
        }
    }

    @Test func pointSizesAreRoundedAsTheCompositorDoes() throws {
        let size = try #require(FilmLimits.pixelSize(width: 390, height: 844, scale: 2))
        #expect(size.width == 780 && size.height == 1688)
        let tiny = try #require(FilmLimits.pixelSize(width: 390, height: 844, scale: 1e-9))
        #expect(tiny.width == 0 && tiny.height == 0)
        #expect(FilmLimits.pixelSize(width: 390, height: 844, scale: .infinity) == nil)
        #expect(throws: ImageError.self) { try FilmLimits().check(frames: 10, width: 390, height: 844, scale: 1e-9) }
    }
}
