import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A scene names the PNG files it read, resolved as reading resolves them, so a program
/// writing beside it can refuse to overwrite one.
@Suite struct LayerSceneFilesTests {
    @Test func theFilesOfPNGImagesAreListedWithTheirKeyPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = Image(bitmap: try Bitmap(width: 2, height: 2, fill: PremultipliedColor(r: 255, g: 0, b: 0, a: 255))).pngData()
        try png.write(to: folder.appendingPathComponent("img/a.png"))
        try png.write(to: folder.appendingPathComponent("b.png"))
        let absolute = folder.appendingPathComponent("b.png").path
        let json = #"""
            { "size": [10, 10],
              "images": { "a": { "png": "img/a.png" }, "g": { "generator": "checker", "size": [2, 2] }, "b": { "png": "\#(absolute)" } },
              "root": { "contents": "a" } }
            """#
        let scene = try LayerScene(data: Data(json.utf8), baseURL: folder)
        #expect(scene.imageFiles.map(\.keyPath) == ["images.a.png", "images.b.png"])
        #expect(scene.imageFiles.map(\.url.path) == [folder.appendingPathComponent("img/a.png").path, absolute])
        // Generated images read no file.
        #expect(try LayerScene(data: Data(#"{ "size": [10, 10], "root": {} }"#.utf8)).imageFiles.isEmpty)
    }
}
