import Foundation
import SharedElements
import Snapshotting
import Testing

/// Film strips of the shared-element options the "Shared Elements" article shows, in both directions: a card
/// laid out again at every size (`relayout`), the same card stretched, a nested element flying
/// once inside its parent, and a photo passing under chrome. Each strip is the frames at 0, 1/4,
/// 1/2 and 3/4 of the presentation and then of the dismissal, side by side.
/// `__Snapshots__/SharedElementOptionSnapshotTests/`.
@MainActor
@Suite struct SharedElementOptionSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Demo/Prototypes/options")

    /// The prototype `name` played forward and back, as one strip of eight frames.
    static func strip(_ name: String) throws -> Bitmap {
        var prototype = try TransitionPrototype(contentsOf: folder.appendingPathComponent(name + ".json"))
        prototype.directions = [.forward, .backward]
        prototype.hold = 0
        let stage = try PrototypeStage(prototype)
        var runs: [[Bitmap]] = [[]]
        var lastDirection: TransitionDirection?
        try stage.play { moment in
            if let lastDirection, lastDirection != moment.direction { runs.append([]) }
            lastDirection = moment.direction
            runs[runs.count - 1].append(try stage.window.render(background: prototype.background))
        }
        var picked: [Bitmap] = []
        for run in runs where !run.isEmpty {
            for quarter in 0..<4 { picked.append(run[min(run.count - 1, quarter * run.count / 4)]) }
        }
        let w = picked[0].width, h = picked[0].height
        let stride = w * picked.count
        var strip = try Bitmap(width: stride, height: h)
        strip.withUnsafeMutablePixels { dst in
            for (k, frame) in picked.enumerated() {
                frame.withUnsafePixels { src in
                    for y in 0..<h { (dst + y * stride + k * w).update(from: src + y * w, count: w) }
                }
            }
        }
        return strip
    }

    @Test(arguments: ["content-relayout", "content-stretch", "nested", "chrome"])
    func optionFilmStrip(_ name: String) throws {
        assertSnapshot(of: try Self.strip(name), as: .image, named: name)
    }
}
