import Foundation
import SharedElements
import ShowcaseScreens
import Snapshotting
import Testing

/// Film strips of every catalog transition, presenting and dismissing, between the showcase's
/// screens at 240 x 520 points and scale 1: `<transition>.present.<progress>.png` and
/// `<transition>.dismiss.<progress>.png` in `__Snapshots__/CatalogSnapshotTests/`.
@MainActor
@Suite struct CatalogSnapshotTests {
    static let size = CGSize(width: 240, height: 520)
    static let progresses = [0, 0.25, 0.5, 0.75, 1.0]

    /// Films the transition both ways, each with fresh screens from `make`.
    func film(testName: String = #function, _ make: () -> (Transition, ViewController, ViewController)) {
        for direction in [TransitionDirection.forward, .backward] {
            let (transition, back, fore) = make()
            assertSnapshot(of: Self.recording(transition, from: back, to: fore, direction: direction), as: .filmStrip,
                           testName: testName)
        }
    }

    /// The run filmed: at ``progresses`` of the duration, ``size`` at scale 1.
    static func recording(
        _ transition: Transition, from back: ViewController, to fore: ViewController, direction: TransitionDirection
    ) -> TransitionRecording {
        TransitionRecording(.transition(transition), from: back, to: fore, direction: direction, at: progresses,
                            size: size, scale: 1)
    }

    static func petScreens() -> (PetListScreen, PetDetailScreen) {
        (PetListScreen(size: size), PetDetailScreen(size: size, index: 1))
    }

    @Test func fade() {
        film {
            let (list, detail) = Self.petScreens()
            return (FadeTransition(duration: 0.4), list, detail)
        }
    }

    @Test func slide() {
        film {
            let (list, detail) = Self.petScreens()
            return (SlideTransition(from: .right, duration: 0.5), list, detail)
        }
    }

    @Test func rotate() {
        film {
            let (list, detail) = Self.petScreens()
            return (RotateTransition(duration: 0.5), list, detail)
        }
    }

    @Test func sheet() {
        film {
            let (list, detail) = Self.petScreens()
            return (VerticalSheetTransition(heightFraction: 0.55, duration: 0.4), list, detail)
        }
    }

    @Test func cardFlip() {
        film {
            let cards = PetCardScreen(size: Self.size)
            cards.loadViewIfNeeded()
            return (CardFlipTransition(card: cards.card, duration: 0.6), cards, PetRevealScreen(size: Self.size))
        }
    }

    @Test func zoom() {
        film {
            (ZoomTransition(transitionID: "photo-4"), PhotoGridScreen(size: Self.size), PhotoViewerScreen(size: Self.size, index: 4))
        }
    }

    @Test func cardExpand() {
        film {
            (CardExpandTransition(card: "story-0"), TodayScreen(size: Self.size), StoryScreen(size: Self.size, index: 0))
        }
    }

    /// A transition whose look changed (the slide lasts longer, so every frame between the ends
    /// is elsewhere) fails against the committed slide references, copied to a temporary folder
    /// so nothing real is touched; the unchanged slide passes there.
    @Test func changedTransitionFailsAgainstTheReferences() throws {
        let references = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/CatalogSnapshotTests", isDirectory: true)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-changed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for progress in ["0", "0.25", "0.5", "0.75", "1"] {
            let name = "slide.present.\(progress).png"
            try FileManager.default.copyItem(at: references.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        func slide(_ transition: SlideTransition) -> String? {
            let (list, detail) = Self.petScreens()
            return verifySnapshot(of: Self.recording(transition, from: list, to: detail, direction: .forward),
                                  as: .filmStrip, testName: "slide()")
        }
        let (unchanged, longer, otherEdge) = withSnapshotTesting(
            record: .never, artifacts: folder.appendingPathComponent("artifacts"), snapshotDirectory: folder
        ) {
            (slide(SlideTransition(from: .right, duration: 0.5)), slide(SlideTransition(from: .right, duration: 0.7)),
             slide(SlideTransition(from: .bottom, duration: 0.5)))
        }
        #expect(unchanged == nil, "the real slide must match its references: \(unchanged ?? "")")
        let failure = try #require(longer)
        #expect(failure.contains("slide.present.0.5.png does not match"))
        #expect(!failure.contains("slide.present.0.png does not match"))  // both start on the list
        #expect(otherEdge?.contains("slide.present.0.25.png does not match") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/CatalogSnapshotTests/slide.present.0.5.diff.png").path))
    }

    @Test func noOrphanedSnapshots() {
        assertNoOrphanedSnapshots()
    }
}
