import Foundation
import SharedElements
import Testing
import Snapshotting

/// Each format's diffing: what it writes reads back the same, equal values match, and a change
/// is described (with its attachments).
@Suite struct DiffingTests {
    @Test func imagesRoundTripAndAttachADiff() throws {
        let image = try Pictures.edge()
        let diffing = Diffing<Bitmap>.image
        #expect(try diffing.fromData(diffing.toData(image)) == image)
        #expect(diffing.pathExtension == "png")
        #expect(diffing.diff(image, image, .exact) == nil)
        let failure = try #require(diffing.diff(image, Pictures.changing(image, 1, 1, to: Pictures.white), .exact))
        #expect(failure.message.hasPrefix("does not match its reference: 1 pixel differs"))
        #expect(failure.attachments.map(\.kind) == ["diff"])
        #expect(diffing.diff(image, try Pictures.solid(3, 3), .exact)?.message.contains("different size") == true)
        #expect(throws: (any Error).self) { try diffing.fromData(Data("not a png".utf8)) }
    }

    @Test func textRoundTripsAndNamesTheFirstChangedLine() throws {
        let diffing = Diffing<String>.text(pathExtension: "json")
        let text = "{\n  \"a\": 1,\n  \"b\": \"é\"\n}\n"
        #expect(try diffing.fromData(diffing.toData(text)) == text)
        #expect(diffing.pathExtension == "json")
        #expect(diffing.diff(text, text, .exact) == nil)
        let failure = diffing.diff(text, text.replacingOccurrences(of: "1", with: "2"), .exact)
        #expect(failure?.message == "does not match its reference: line 2 differs (reference \"  \"a\": 1,\", "
                + "actual \"  \"a\": 2,\"); 1 line differs in all")
        #expect(throws: (any Error).self) { try diffing.fromData(Data([0xFF, 0xFE, 0xFD])) }
    }

    @Test func filmStripsRoundTripAndNameTheChangedFrame() throws {
        let white = try Pictures.solid(4, 3, Pictures.white), black = try Pictures.solid(4, 3, Pictures.black)
        let strip = FilmStrip(name: "present", frames: [.init(time: 0, image: white), .init(time: 0.5, image: black)])
        let diffing = Diffing<FilmStrip>.filmStrip
        #expect(try diffing.fromData(diffing.toData(strip)) == strip)
        #expect(diffing.diff(strip, strip, .exact) == nil)
        var changed = strip
        changed.frames[1].image = white
        let failure = try #require(diffing.diff(strip, changed, .exact))
        #expect(failure.message == "does not match its reference: frame 0.5 does not match its reference: 12 pixels differ "
                + "(100% of 12; allowed 0); largest difference 0.966 at (0, 0) [exact comparison]")
        #expect(failure.attachments.map(\.kind) == ["0.5.diff"] && failure.attachments.first?.pathExtension == "png")
        var fewer = strip
        fewer.frames.removeLast()
        #expect(diffing.diff(strip, fewer, .exact)?.message.contains("frames at 0, reference frames at 0, 0.5") == true)
    }
}
