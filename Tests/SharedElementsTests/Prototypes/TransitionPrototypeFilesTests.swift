import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A prototype names the PNG files its image views show, resolved as reading resolves them,
/// so a program writing beside it can refuse to overwrite one.
@Suite struct TransitionPrototypeFilesTests {
    @Test func theFilesOfImageViewsAreListedWithTheirKeyPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prototype-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = Image(bitmap: try Bitmap(width: 2, height: 2, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))).pngData()
        try png.write(to: folder.appendingPathComponent("photos/cat.png"))
        let json = #"""
            { "screens": {
                "back": { "children": [ { "type": "image", "frame": [0, 0, 10, 10], "image": "photos/cat.png", "transitionID": "p" },
                                        { "type": "image", "frame": [0, 20, 10, 10], "image": { "generator": "checker" } } ] },
                "fore": { "children": [ { "frame": [0, 0, 50, 50], "children": [ { "type": "image", "frame": [0, 0, 40, 40], "image": "photos/cat.png",
                                                          "transitionID": "p" } ] } ] } },
              "transition": { "sharedElements": {} } }
            """#
        let prototype = try TransitionPrototype(data: Data(json.utf8), baseURL: folder)
        let files = prototype.imageFiles(relativeTo: folder)
        #expect(files.map(\.keyPath) == ["screens.back.children[0].image", "screens.fore.children[0].children[0].image"])
        #expect(files.map(\.url.path) == Array(repeating: folder.appendingPathComponent("photos/cat.png").path, count: 2))
    }
}
