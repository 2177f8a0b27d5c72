import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Images are held to their budgets while a document is read, before their pixels are made.
@Suite struct PrototypeImageBudgetTests {
    @Test func aScreenOfManyLargeGeneratedImagesIsRefused() throws {
        let view = #"{ "type": "image", "frame": [0, 0, 10, 10], "image": { "generator": "checker", "size": [4096, 4096] } }"#
        let json = prototypeJSON(back: #"{ "children": [\#(Array(repeating: view, count: 12).joined(separator: ", "))] }"#)
        do {
            _ = try TransitionPrototype(data: Data(json.utf8))
            Issue.record("accepted 12 images of 64 MiB")
        } catch let f as JSONReader.Failure {
            #expect(f.path == "screens.back.children[2].image")
            #expect(f.message.hasPrefix("the screen's images would take 192 MiB, over the limit of 128 MiB"))
        }
    }

    /// Just over the budget, the sizes are in bytes: in whole MiB both would be 128.
    @Test func aScreenJustOverTheBudgetIsNamedInBytes() throws {
        let view = { (side: Int) in #"{ "type": "image", "frame": [0, 0, 10, 10], "image": { "generator": "checker", "size": [\#(side), \#(side)] } }"# }
        let json = prototypeJSON(back: #"{ "children": [\#(view(4096)), \#(view(4096)), \#(view(1))] }"#)
        #expect(throws: JSONReader.Failure(path: "screens.back.children[2].image", message: "the screen's images would take 134217732 bytes, "
                                           + "over the limit of 134217728 bytes (128 MiB, 32 megapixels); use smaller or fewer images")) {
            try TransitionPrototype(data: Data(json.utf8))
        }
    }

    @Test func aSceneOfManyLargeImagesIsRefusedBeforeMakingThem() throws {
        let images = (0..<6).map { #""i\#($0)": { "generator": "checker", "size": [8192, 4096] }"# }.joined(separator: ", ")
        let json = #"{ "size": [10, 10], "images": { \#(images) }, "root": {} }"#
        do {
            _ = try LayerScene(data: Data(json.utf8))
            Issue.record("accepted 6 images of 128 MiB")
        } catch let f as JSONReader.Failure {
            #expect(f.path == "images.i2")
            #expect(f.message.hasPrefix("an image of 8192x4096 pixels passes the limit of 256 MiB"))
        }
    }

    @Test func aHugePNGIsRefusedFromItsHeader() throws {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data += Data("IHDR".utf8) + Data([0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ImageError.unsupported("the PNG file is 20000x20000 pixels, over 4096 a side")) {
            try Image(contentsOf: url, maxSide: 4096)
        }
    }
}
