import Foundation
import SharedElements
import Testing
import Snapshotting

@MainActor
@Suite struct FilmStripTests {
    let fixture = SnapshotFixture()
    static let size = CGSize(width: 20, height: 16)

    func strip(_ direction: TransitionDirection = .forward, at progresses: [Double] = [0, 0.5, 1],
               named name: String? = "fade", testName: String = #function) -> String? {
        let fade = TransitionRecording(.animator(FadeAnimator()), from: ColorViewController(.white),
                                       to: ColorViewController(.black), direction: direction, at: progresses, size: Self.size, scale: 1)
        return verifySnapshot(of: fade, as: .filmStrip, named: name, testName: testName)
    }

    /// The red channel of the middle of a recorded frame.
    func red(_ file: String) -> UInt8? {
        fixture.bitmap(at: fixture.reference(file))?[10, 8].r
    }

    @Test func aFadeRecordsOneReferencePerProgressAndThenPasses() {
        defer { fixture.remove() }
        let first = fixture.run(.missing) { strip() } ?? ""
        #expect(first.components(separatedBy: "recorded it").count == 4, "three frames recorded")
        let name = "aFadeRecordsOneReferencePerProgressAndThenPasses.fade"
        #expect(red("\(name).0.png") == 255)
        #expect(red("\(name).0.5.png").map { $0 > 100 && $0 < 155 } == true)
        #expect(red("\(name).1.png") == 0)
        #expect(fixture.bitmap(at: fixture.artifact("\(name).contact-sheet.png"))?.width == 8 + 3 * (20 + 8))
        #expect(fixture.run(.missing) { strip() } == nil)
        #expect(fixture.run(.never) { strip() } == nil)
    }

    @Test func theStripIsNamedAfterItsDirectionByDefault() {
        defer { fixture.remove() }
        _ = fixture.run(.missing) { strip(.backward, at: [0, 0.25, 1], named: nil) }
        let base = "theStripIsNamedAfterItsDirectionByDefault.dismiss"
        #expect(red("\(base).0.png") == 0, "the presented screen covers the back one")
        #expect(red("\(base).0.25.png").map { $0 > 40 && $0 < 90 } == true)
        #expect(red("\(base).1.png") == 255)
    }

    @Test func aChangedFrameFailsNamingTheFrame() throws {
        defer { fixture.remove() }
        _ = fixture.run(.missing) { strip(at: [0, 1]) }
        let url = fixture.reference("aChangedFrameFailsNamingTheFrame.fade.1.png")
        let white = try Bitmap(width: 20, height: 16, fill: Pictures.white)
        try Image(bitmap: white).pngData().write(to: url)
        let failure = fixture.run(.missing) { strip(at: [0, 1]) } ?? ""
        #expect(failure.contains("Snapshot aChangedFrameFailsNamingTheFrame.fade.1.png does not match its reference: 320 pixels differ"))
        #expect(!failure.contains("fade.0.png"))
    }

    @Test func aStripWithSeveralChangedFramesSaysHowToResolveThemOnce() throws {
        defer { fixture.remove() }
        _ = fixture.run(.missing) { strip(at: [0, 1]) }
        let grey = try Bitmap(width: 20, height: 16, fill: PremultipliedColor(r: 90, g: 90, b: 90, a: 255))
        for label in ["0", "1"] {
            try Image(bitmap: grey).pngData().write(to: fixture.reference("aStripWithSeveralChangedFramesSaysHowToResolveThemOnce.fade.\(label).png"))
        }
        let failure = fixture.run(.never) { strip(at: [0, 1]) } ?? ""
        #expect(failure.components(separatedBy: "does not match its reference: 320 pixels differ").count == 3)
        #expect(failure.components(separatedBy: "If the change is intended").count == 2, "once: \(failure)")
        #expect(failure.hasSuffix("\n\nIf the change is intended, re-record it with SNAPSHOT_RECORD=failed and commit the new "
                                  + "reference; otherwise fix the code, or restore the reference from version control."))
    }

    @Test func framesNoLongerTakenAreOrphans() {
        defer { fixture.remove() }
        _ = fixture.run(.missing) { strip(at: [0, 0.5, 1]) }
        let failure = fixture.run(.missing) { strip(at: [0, 1]) } ?? ""
        #expect(failure.contains("orphaned references no test produces any more (delete them): framesNoLongerTakenAreOrphans.fade.0.5.png"))
    }

    @Test(arguments: [[Double](), [0.5, 0.25], [0, 1.5], [.nan]])
    func progressValuesMustIncreaseWithinZeroToOne(_ progresses: [Double]) {
        defer { fixture.remove() }
        let failure = fixture.run(.missing) { strip(at: progresses) } ?? ""
        #expect(failure.contains("film-strip progress values must lie in 0...1 in increasing order"))
        #expect(!fixture.exists(fixture.references))
    }

    @Test func aDelegateWithoutAnimatorsFilmsTheDefaultCoverVertical() {
        defer { fixture.remove() }
        final class NoAnimators: ViewControllerTransitioningDelegate {}
        let failure = fixture.run(.missing) {
            verifySnapshot(of: TransitionRecording(.transitioningDelegate(NoAnimators()), from: ColorViewController(.white),
                                                   to: ColorViewController(.black), at: [0, 1], size: Self.size, scale: 1),
                           as: .filmStrip)
        } ?? ""
        #expect(failure.components(separatedBy: "recorded it").count == 3)
        #expect(red("aDelegateWithoutAnimatorsFilmsTheDefaultCoverVertical.present.0.png") == 255)
        #expect(red("aDelegateWithoutAnimatorsFilmsTheDefaultCoverVertical.present.1.png") == 0)
    }

    @Test func aTransitionIsFilmedInBothDirectionsAndPutBack() {
        defer { fixture.remove() }
        let fore = ColorViewController(.black)
        let transition = FadeTransition()
        for direction in TransitionDirection.allCases {
            let failure = fixture.run(.missing) {
                verifySnapshot(of: TransitionRecording(.transition(transition), from: ColorViewController(.white), to: fore,
                                                       direction: direction, at: [0, 0.5, 1], size: Self.size, scale: 1),
                               as: .filmStrip)
            } ?? ""
            #expect(failure.components(separatedBy: "recorded it").count == 4)
        }
        let base = "aTransitionIsFilmedInBothDirectionsAndPutBack"
        #expect(red("\(base).present.0.png") == 255 && red("\(base).present.1.png") == 0)
        #expect(red("\(base).present.0.5.png").map { $0 > 100 && $0 < 155 } == true)
        #expect(red("\(base).dismiss.0.png") == 0 && red("\(base).dismiss.1.png") == 255)
        #expect(fore.transitionController.transition == nil && fore.transitioningDelegate == nil)
    }

    @Test func progressLabelsAreShort() {
        #expect([0, 0.25, 0.5, 1].map(SnapshotLocation.progressLabel) == ["0", "0.25", "0.5", "1"])
    }
}
