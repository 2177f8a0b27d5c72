import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

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

    /// A colour of anything but hex digits (a sign read as one by `UInt32(_:radix:)` drew
    /// "#+FFFFFFF" as #0FFFFFFF) is refused naming its key path.
    @Test(arguments: [
        (##", "backgroundColor": "#+FFFFFFF""##, "root.backgroundColor", "#+FFFFFFF"),
        (##", "borderColor": "#+FFFFF""##, "root.borderColor", "#+FFFFF"),
        (##", "sublayers": [ { "shadowColor": "#-0000000" } ]"##, "root.sublayers[0].shadowColor", "#-0000000"),
    ])
    func coloursOfAnythingButHexDigitsAreRefused(layer: String, path: String, color: String) throws {
        #expect(throws: JSONReader.Failure(path: path, message: "expected #RRGGBB or #RRGGBBAA, got \"\(color)\"")) {
            try LayerScene(data: Self.scene(layer: layer))
        }
        #expect(throws: JSONReader.Failure(path: "background", message: "expected #RRGGBB or #RRGGBBAA, got \"\(color)\"")) {
            try LayerScene(data: Self.scene(layer: "", canvas: ##""size": [100, 80], "background": "\##(color)""##))
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

    /// A generator size too large for an `Int` (1e308, 2^63, 2^64) is refused with the number
    /// as written: the message once converted it to `Int` and trapped.
    @Test(arguments: [("1e308", "1e+308"), ("9223372036854775808", "9.223372036854776e+18"), ("18446744073709551616", "1.8446744073709552e+19")])
    func generatorSizesTooLargeForAnIntegerAreRefused(size: String, shown: String) throws {
        let images = #""images": { "p": { "generator": "checker", "size": [\#(size), 4] } },"#
        #expect(throws: JSONReader.Failure(path: "images.p.size", message: "an image of \(shown)x4 pixels is over the limits "
                                           + "(16384 pixels a side, 2^28 pixels in all); use a smaller size")) {
            try LayerScene(data: Self.scene(layer: "", images: images))
        }
    }

    /// An image entry is checked as strictly as a prototype's: unknown keys, `png` and
    /// `generator` together, and keys the kind of image does not take are refused.
    @Test(arguments: [
        (##"{ "generator": "checker", "size": [4, 4], "colour": "#FFFFFF" }"##, "images.p.colour", "unknown key; did you mean \"color\"?"),
        (##"{ "png": "p.png", "generator": "solid", "color": "#FF0000", "size": [3, 3] }"##, "images.p",
         "expected either \"png\" or \"generator\", not both; keep one of them"),
        (#"{ "png": "p.png", "size": [3, 3] }"#, "images.p.size", "not a key of a png image (its size is the file's); remove it"),
        (##"{ "generator": "rings", "size": [3, 3], "color": "#FF0000" }"##, "images.p.color", "not a parameter of the rings generator; remove it"),
    ])
    func imageEntriesAreCheckedStrictly(entry: String, path: String, message: String) throws {
        #expect(throws: JSONReader.Failure(path: path, message: message)) {
            try LayerScene(data: Self.scene(layer: "", images: #""images": { "p": \#(entry) },"#))
        }
    }

    /// A scene of more layers than ``LayerScene/maxLayers`` (a small file of empty sublayers took
    /// 1.5 KB a layer, 3 GB for two million) is refused naming the limit, counted over the tree.
    @Test func moreLayersThanTheLimitAreRefused() throws {
        let half = LayerScene.maxLayers / 2
        let sublayers = { (n: Int) in "[" + Array(repeating: "{}", count: n).joined(separator: ",") + "]" }
        let fits = #", "sublayers": [ { "sublayers": \#(sublayers(half)) }, { "sublayers": \#(sublayers(half - 3)) } ]"#
        #expect(try LayerScene(data: Self.scene(layer: fits)).root.sublayers.count == 2)
        let over = #", "sublayers": [ { "sublayers": \#(sublayers(half)) }, { "sublayers": \#(sublayers(half - 2)) } ]"#
        #expect(throws: JSONReader.Failure(path: "root.sublayers[1].sublayers", message: "the scene has more than 100000 layers, the most a layer "
                                           + "scene may have (LayerScene.maxLayers, the root and every sublayer counted); use fewer layers")) {
            try LayerScene(data: Self.scene(layer: over))
        }
    }

    /// A named pipe as the scene file or as an image is refused at once, from its `stat`:
    /// opening it waited for a writer forever.
    @Test func namedPipesAreRefusedAtOnce() throws {
        let pipe = try NamedPipe()
        let started = ContinuousClock.now
        #expect(throws: JSONReader.Failure(path: "", message: "cannot read \(pipe.url.path): a named pipe (FIFO), not a regular file; name a file")) {
            try LayerScene(contentsOf: pipe.url)
        }
        do {
            _ = try LayerScene(data: Self.scene(layer: "", images: #""images": { "p": { "png": "pipe.png" } },"#), baseURL: pipe.folder)
            Issue.record("read a named pipe")
        } catch let f as JSONReader.Failure {
            #expect(f.path == "images.p.png")
            #expect(f.message.hasPrefix("cannot read the PNG file \"pipe.png\" at \(pipe.url.path): a named pipe (FIFO), not a regular file; name a file"))
        }
        #expect(ContinuousClock.now - started < .seconds(0.4))
    }

    /// A scene's damaged PNG file is named once, with what to do.
    @Test func aDamagedPNGIsNamedOnceWithAFix() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bad-png-\(UUID().uuidString).png")
        var data = try Image(bitmap: ImageGenerator.solid(width: 6, height: 4, color: .systemBlue)).pngData()
        data[data.startIndex + 29] ^= 0xFF   // the IHDR chunk's CRC
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: JSONReader.Failure(path: "images.p.png", message: "the file \"\(file.path)\" is not a PNG file this package reads: "
                                           + "CRC mismatch in chunk IHDR at byte 8; re-export the image as a PNG (8-bit RGBA or any standard PNG) and try again")) {
            try LayerScene(data: Self.scene(layer: "", images: #""images": { "p": { "png": "\#(file.path)" } },"#))
        }
    }

    /// A canvas too large to draw names its size in points and its scale.
    @Test func aCanvasOverTheLimitsNamesItsPointsAndScale() throws {
        #expect(throws: JSONReader.Failure(path: "size", message: "a canvas of 100x80 points at scale 1e+308 is over the limits "
                                           + "(16384 pixels a side, 268435456 pixels in all); lower the scale or the size")) {
            try LayerScene(data: Self.scene(layer: "", canvas: #""size": [100, 80], "scale": 1e308"#))
        }
    }

    @Test func aMissingImageIsACannotReadError() throws {
        #expect(throws: ImageError.cannotRead("/no/such/picture.png: no such file or directory; check the path")) {
            try Image(contentsOf: URL(fileURLWithPath: "/no/such/picture.png"))
        }
    }
}
