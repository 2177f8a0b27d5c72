import Foundation
import Testing
import SharedElements

/// The layer-scene reader: every committed scene loads, bad scenes are refused with a key path.
@Suite struct LayerSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes")

    static var sceneFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func everyCommittedSceneLoads() throws {
        #expect(Self.sceneFiles.count >= 20)
        for file in Self.sceneFiles {
            let scene = try LayerScene(contentsOf: Self.folder.appendingPathComponent(file))
            #expect(scene.size.width > 0 && scene.scale > 0, "\(file)")
        }
    }

    static let badScenes: [(json: String, message: String)] = [
        (#"{"size": [10, 10], "root": {"transform": [1, 0, 0]}}"#, "root.transform: expected 16 numbers, got 3"),
        (#"{"size": [10, 10], "root": {"sublayers": [{}, {"contentsGravity": "top"}]}}"#,
         "root.sublayers[1].contentsGravity: expected one of resize, resizeAspect, resizeAspectFill, center, got \"top\""),
        (#"{"size": [10, 10], "root": {"sublayers": [{"compositingFilter": "screen"}]}}"#,
         "root.sublayers[0].compositingFilter: expected one of sourceOver, plusLighter, got \"screen\""),
        (#"{"size": [10, 10], "root": {"compositingFilter": 1}}"#, "root.compositingFilter: expected a string, got a number"),
        (#"{"size": [10, 10], "root": {"contents": "nope"}}"#, "root.contents: no image named \"nope\" in images"),
        (#"{"size": [10, 10], "root": {"bounds": [0, 0, -1, 5]}}"#, "root.bounds: width and height must not be negative, got -1.0x5.0"),
        (#"{"size": [0, 10], "root": {}}"#, "size: expected a positive width and height, got 0.0x10.0"),
        (#"{"size": [10, 10], "scale": -2, "root": {}}"#, "scale: expected a positive number, got -2.0"),
        (#"{"size": [20000, 10], "root": {}}"#, "size: a canvas of 20000x10 points at scale 1 is over the limits (16384 pixels a side, 268435456 pixels in all); lower the scale or the size"),
        (#"{"size": [10, 10], "root": {"opacity": "high"}}"#, "root.opacity: expected a number, got a string"),
        (#"{"size": [10, 10], "root": {"backgroundColor": "red"}}"#, "root.backgroundColor: expected #RRGGBB or #RRGGBBAA, got \"red\""),
        (#"{"size": [10, 10]}"#, "root: missing"),
        (#"{"size": [10, 10], "root": {"opacity": NaN}}"#, "root.opacity: NaN and Infinity are not JSON numbers; write a finite number (line 1, column 40, byte 39)"),
        (#"{"size": [10, 10], "root": {}, "images": {"a": {"generator": "plasma", "size": [2, 2]}}}"#,
         "images.a.generator: expected checker, rings or solid, got \"plasma\""),
        // A typo is answered with the key or value it most likely means; a key far from every
        // one with the keys there are (contentsRect and maskedCorners are Layer properties, not
        // keys of the format).
        (#"{"size": [10, 10], "root": {"cornerRadias": 4}}"#, #"root.cornerRadias: unknown key; did you mean "cornerRadius"?"#),
        (#"{"sise": [10, 10], "root": {}}"#, #"sise: unknown key; did you mean "size"?"#),
        (#"{"size": [10, 10], "root": {"sublayers": [{"contentsRect": [0, 0, 1, 1]}]}}"#,
         "root.sublayers[0].contentsRect: unknown key; expected one of bounds, position, anchorPoint, zPosition, transform, "
            + "sublayerTransform, opacity, hidden, backgroundColor, cornerRadius, masksToBounds, borderWidth, borderColor, shadowOpacity, "
            + "shadowColor, shadowOffset, shadowRadius, contents, contentsGravity, contentsScale, sublayers, name, compositingFilter"),
        (#"{"size": [10, 10], "root": {"contentsGravity": "resizeAspectFil"}}"#,
         #"root.contentsGravity: expected one of resize, resizeAspect, resizeAspectFill, center, got "resizeAspectFil"; did you mean "resizeAspectFill"?"#),
        (#"{"size": [10, 10], "root": {}, "images": {"a": {"generator": "ring", "size": [2, 2]}}}"#,
         #"images.a.generator: expected checker, rings or solid, got "ring"; did you mean "rings"?"#),
    ]

    @Test(arguments: 0..<badScenes.count)
    func badScenesAreRejectedWithTheirKeyPath(_ index: Int) {
        let (json, message) = Self.badScenes[index]
        #expect {
            _ = try LayerScene(data: Data(json.utf8))
        } throws: { error in
            "\(error)" == message
        }
    }
}
