import Foundation
import Testing
import SharedElements

/// A layer scene with a value too large to draw, an empty canvas or an unusable image file is
/// refused with its key path, in plain words.
@Suite struct LayerSceneLimitsTests {
    static func scene(layer: String, canvas: String = #""size": [100, 80]"#, images: String = "") -> Data {
        Data(#"{ "version": 1, \#(canvas), \#(images) "root": { "bounds": [0, 0, 100, 80], "position": [50, 40] \#(layer) } }"#.utf8)
    }

    @Test(arguments: [
        (#", "cornerRadius": 1e308"#, "root.cornerRadius"),
        (#", "cornerRadius": 1e200"#, "root.cornerRadius"),
        (#", "borderWidth": 4e307"#, "root.borderWidth"),
        (#", "shadowRadius": -2e6"#, "root.shadowRadius"),
        (#", "zPosition": 1e50"#, "root.zPosition"),
        (#", "sublayers": [ { "position": [1, 5e300] } ]"#, "root.sublayers[0].position[1]"),
    ])
    func valuesTooLargeToDrawAreRefused(layer: String, path: String) throws {
        do {
            _ = try LayerScene(data: Self.scene(layer: layer))
            Issue.record("accepted \(layer)")
        } catch let f as JSONReader.Failure {
            #expect(f.path == path)
            #expect(f.message.hasPrefix("expected a number from -1000000 to 1000000"))
        }
    }

    @Test func anEmptyCanvasIsRefused() throws {
        #expect(throws: JSONReader.Failure(path: "size", message: "canvas of 100x80 points at scale 1e-09 is 0x0 pixels, an empty image; raise the size or scale")) {
            try LayerScene(data: Self.scene(layer: "", canvas: #""size": [100, 80], "scale": 1e-9"#))
        }
    }

    @Test func imageFilesThatCannotBeReadAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.path
        for (png, reason) in [("/no/such/folder/p.png", "no such file or directory"), (folder, "is a directory")] {
            do {
                _ = try LayerScene(data: Self.scene(layer: "", images: #""images": { "p": { "png": "\#(png)" } },"#),
                                   baseURL: URL(fileURLWithPath: "/somewhere/else"))
                Issue.record("read \(png)")
            } catch let f as JSONReader.Failure {
                #expect(f.path == "images.p.png")
                #expect(f.message.contains("at \(png): \(reason)"))
                #expect(!f.message.contains("Error Domain"))
            }
        }
    }

    @Test func aMissingImageIsACannotReadError() throws {
        #expect(throws: ImageError.cannotRead("/no/such/picture.png: no such file or directory; check the path")) {
            try Image(contentsOf: URL(fileURLWithPath: "/no/such/picture.png"))
        }
    }
}
