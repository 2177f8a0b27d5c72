import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Image files of a prototype: an absolute path stays absolute, and a file that cannot be
/// used is refused with its key path and the file, in plain words.
@Suite struct PrototypeFileTests {
    static func document(image: String) -> String {
        prototypeJSON(back: #"{ "children": [ { "type": "image", "frame": [0, 0, 6, 4], "image": "\#(image)" } ] }"#)
    }

    @Test func anAbsoluteImagePathIsNotReRooted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prototype-absolute-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitmap = try ImageGenerator.solid(width: 6, height: 4, color: .systemBlue)
        let file = folder.appendingPathComponent("dot.png")
        try Image(bitmap: bitmap).pngData().write(to: file)
        let p = try TransitionPrototype(data: Data(Self.document(image: file.path).utf8), baseURL: URL(fileURLWithPath: "/elsewhere"))
        guard case .image(.file(let path, let decoded)) = p.back.children[0].kind else { Issue.record("not a file image"); return }
        #expect(path == file.path && decoded == bitmap)
    }

    @Test(arguments: [
        ("/no/such/folder/dot.png", "cannot read the PNG file \"/no/such/folder/dot.png\" at /no/such/folder/dot.png: no such file or directory"),
        ("/tmp", "cannot read the PNG file \"/tmp\" at /tmp: is a directory; name a file, not a folder"),
        ("missing.png", "cannot read the PNG file \"missing.png\" at /base/missing.png: no such file or directory; check the path (a relative path"),
    ])
    func unusableImageFilesAreNamed(image: String, message: String) throws {
        do {
            _ = try TransitionPrototype(data: Data(Self.document(image: image).utf8), baseURL: URL(fileURLWithPath: "/base"))
            Issue.record("read \(image)")
        } catch let f as JSONReader.Failure {
            #expect(f.path == "screens.back.children[0].image")
            #expect(f.message.hasPrefix(message))
            #expect(!f.message.contains("Error Domain"))
        }
    }

    @Test func aFileThatIsNotAPNGIsNamed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-png-\(UUID().uuidString).png")
        try Data("hello".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: JSONReader.Failure.self) {
            try TransitionPrototype(data: Data(Self.document(image: file.path).utf8))
        }
    }

    /// A damaged PNG file is named once, with what is wrong and what to do; a relative path
    /// with the file it leads to.
    @Test func aDamagedPNGIsNamedOnceWithAFix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prototype-bad-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var data = try Image(bitmap: ImageGenerator.solid(width: 6, height: 4, color: .systemBlue)).pngData()
        data[data.startIndex + 29] ^= 0xFF   // the IHDR chunk's CRC
        let file = folder.appendingPathComponent("bad_crc.png")
        try data.write(to: file)
        let problem = "is not a PNG file this package reads: CRC mismatch in chunk IHDR at byte 8; "
            + "re-export the image as a PNG (8-bit RGBA or any standard PNG) and try again"
        #expect(throws: JSONReader.Failure(path: "screens.back.children[0].image", message: "the file \"\(file.path)\" \(problem)")) {
            try TransitionPrototype(data: Data(Self.document(image: file.path).utf8))
        }
        #expect(throws: JSONReader.Failure(path: "screens.back.children[0].image", message: "the file \"bad_crc.png\" at \(file.path) \(problem)")) {
            try TransitionPrototype(data: Data(Self.document(image: "bad_crc.png").utf8), baseURL: folder)
        }
        // Too large is no damage: the fix is a smaller image.
        var huge = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        huge += Data("IHDR".utf8) + Data([0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        try huge.write(to: file)
        #expect(throws: JSONReader.Failure(path: "screens.back.children[0].image", message: "the file \"\(file.path)\" is not a PNG file this package "
                                           + "reads: the PNG file is 20000x20000 pixels, over 4096 a side; make the image smaller and try again")) {
            try TransitionPrototype(data: Data(Self.document(image: file.path).utf8))
        }
    }

    /// A named pipe as the prototype file or as an image is refused at once, from its `stat`:
    /// opening it waited for a writer forever.
    @Test func namedPipesAreRefusedAtOnce() throws {
        let pipe = try NamedPipe()
        let started = ContinuousClock.now
        #expect(throws: JSONReader.Failure(path: "", message: "cannot read \(pipe.url.path): a named pipe (FIFO), not a regular file; name a file")) {
            try TransitionPrototype(contentsOf: pipe.url)
        }
        #expect(throws: JSONReader.Failure(path: "screens.back.children[0].image", message: "cannot read the PNG file \"pipe.png\" at "
                                           + "\(pipe.url.path): a named pipe (FIFO), not a regular file; name a file (a relative path is from the JSON file's folder)")) {
            try TransitionPrototype(data: Data(Self.document(image: "pipe.png").utf8), baseURL: pipe.folder)
        }
        #expect(ContinuousClock.now - started < .seconds(0.4))
    }

    @Test func aMissingPrototypeFileIsNamed() throws {
        #expect(throws: JSONReader.Failure(path: "", message: "cannot read /no/such/idea.json: no such file or directory; check the path")) {
            try TransitionPrototype(contentsOf: URL(fileURLWithPath: "/no/such/idea.json"))
        }
    }
}
