import Foundation
import Testing
import SharedElements
import Snapshotting

/// Every rule fires on a transition broken on purpose and stays quiet on a correct one.
@MainActor
@Suite struct TransitionLinterTests {
    let stage = LintStage()

    /// A small square on the back screen flying to a large one on the fore screen.
    func squares() {
        stage.card("tile", CGRect(x: 20, y: 20, width: 40, height: 40), in: stage.back.view)
        stage.card("tile", CGRect(x: 20, y: 120, width: 160, height: 160), in: stage.fore.view, color: .systemBlue)
    }

    func rules(_ report: LintReport) -> Set<LintRule> { Set(report.findings.map(\.rule)) }

    /// Stretches a flight's snapshots over its flyer, as a flight that ignores the content's
    /// shape would.
    static func stretch(_ flight: SharedElementFlight) {
        for snapshot in [flight.sourceSnapshot, flight.destinationSnapshot] {
            snapshot?.frame = snapshot?.superview?.bounds ?? .zero
        }
    }

    // MARK: - coverage

    @Test func coverageFiresWhenBothSnapshotsFadeAtOnce() throws {
        // Tiles whose content is a filled subview (no background colour of their own, which the
        // flyer would draw under the snapshots): the snapshots alone are opaque.
        let tiles: [(CGRect, View, Color)] = [(CGRect(x: 20, y: 20, width: 40, height: 40), stage.back.view, .systemOrange),
                                              (CGRect(x: 20, y: 120, width: 160, height: 160), stage.fore.view, .systemBlue)]
        for (frame, parent, color) in tiles {
            let tile = stage.card("tile", frame, in: parent, color: color)
            tile.backgroundColor = nil
            let fill = View(frame: tile.bounds)
            fill.backgroundColor = color
            fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tile.addSubview(fill)
        }
        let transition = LintStage.flight()
        let report = try stage.lint(transition) { _ in
            for flight in transition.activeFlights {
                flight.sourceSnapshot?.layer.opacity = 0.6
                flight.destinationSnapshot?.layer.opacity = 0.3
            }
        }
        let finding = try #require(report.findings.first { $0.rule == .coverage })
        #expect(finding.element == "tile")
        #expect(abs(finding.measured - 0.9) < 0.02)   // 0.6 + 0.3, the two snapshots added (plus-lighter)
        #expect(finding.threshold == 254.0 / 255)
        #expect(finding.crop != nil)
    }

    /// A curve that throws the flyer 10^300 points off the screen and back (the API takes any
    /// finite control points): the linter measures every frame without trapping on coordinates
    /// no integer holds.
    @Test func aFlyerThrownFarOffIsMeasuredNotTrappedOn() throws {
        squares()
        var options = SharedElementOptions()
        options.duration = .fixed(0.5)
        options.timing = .curve(try TimingCurve(controlPoints: 0.5, 1e300, 0.5, -1e300))
        let report = try stage.lint(SharedElementTransition(options: options))
        #expect(report.frameCount > 10 && report.transitionFrames > 10, "\(report.summary)")
    }

    @Test func coverageIsQuietWhenTheFlyerStaysOpaque() throws {
        squares()
        let transition = LintStage.flight()
        var held = 0
        let report = try stage.lint(transition) { _ in
            for flight in transition.activeFlights {
                flight.sourceSnapshot?.layer.opacity = 1
                flight.destinationSnapshot?.layer.opacity = 1
                held += 1
            }
        }
        #expect(held > 20, "the flyer was held opaque in the frames linted")
        #expect(!rules(report).contains(.coverage), "\(report.summary)")
        #expect(report.transitionFrames > 20)
    }

    // MARK: - double

    @Test func doubleFiresWhenTheOriginalShowsBesideItsFlyer() throws {
        squares()
        let source = try #require(stage.back.view.subviews.last)
        let transition = LintStage.flight()
        let report = try stage.lint(transition) { k in if k == 5 { source.isHidden = false } }
        let finding = try #require(report.findings.first { $0.rule == .double })
        #expect(finding.message.contains("source view is on screen"))
        #expect(finding.frame == 6)   // the rest frame is frame 0
    }

    @Test func doubleFiresOnTwoWordsSideBySideAndNotOnOneWordScaled() throws {
        guard stage.label("name", "Biscuit", size: 12, alignment: .left, CGRect(x: 10, y: 20, width: 150, height: 20),
                          in: stage.back.view) != nil else { return }
        stage.label("name", "Biscuit", size: 20, alignment: .center, CGRect(x: 10, y: 150, width: 180, height: 30), in: stage.fore.view)
        // Flown text-aware, the word turns into the other in place: quiet.
        let shaped = try stage.lint(LintStage.flight())
        #expect(!rules(shaped).contains(.double), "\(shaped.summary)")
        #expect(!rules(shaped).contains(.text), "\(shaped.summary)")
        // Broken on purpose: both snapshots stretched over the flyer, as plain views fly.
        let again = LintStage()
        again.label("name", "Biscuit", size: 12, alignment: .left, CGRect(x: 10, y: 20, width: 150, height: 20), in: again.back.view)
        again.label("name", "Biscuit", size: 20, alignment: .center, CGRect(x: 10, y: 150, width: 180, height: 30), in: again.fore.view)
        let stretching = LintStage.flight()
        let doubled = try again.lint(stretching) { _ in stretching.activeFlights.forEach(Self.stretch) }
        let finding = try #require(doubled.findings.first { $0.rule == .double })
        #expect(finding.element == "name")
        #expect(finding.measured > 20)   // pixels beyond one word's width

        let scaled = LintStage()
        scaled.label("name", "Biscuit", size: 12, alignment: .left, CGRect(x: 10, y: 20, width: 90, height: 20), in: scaled.back.view)
        scaled.label("name", "Biscuit", size: 24, alignment: .left, CGRect(x: 10, y: 150, width: 180, height: 40), in: scaled.fore.view)
        let report = try scaled.lint(LintStage.flight())
        #expect(!rules(report).contains(.double), "\(report.summary)")
        #expect(!rules(report).contains(.text), "\(report.summary)")
    }

    // MARK: - jump

    @Test func jumpFiresWhenAFlyerTeleportsForAFrame() throws {
        squares()
        let transition = LintStage.flight()
        let report = try stage.lint(transition) { k in
            guard k == 12, let flyer = transition.activeFlights.first?.flyer else { return }
            flyer.layer.position.x += 60
        }
        let jumps = report.findings.filter { $0.rule == .jump && $0.element == "tile" }
        #expect(jumps.contains { $0.frame == 13 && $0.message.contains("x changes by") && $0.measured > 55 })
    }

    @Test func jumpIsQuietOnASmoothFlightAndOnSustainedFastMotion() throws {
        squares()
        let report = try stage.lint(LintStage.flight())
        #expect(!rules(report).contains(.jump), "\(report.summary)")
        #expect(!rules(report).contains(.ends), "\(report.summary)")
    }

    // MARK: - flash

    @Test func flashFiresOnAOneFrameWhiteOverlay() throws {
        let flash = View(frame: stage.window.bounds)
        flash.backgroundColor = .white
        let report = try stage.lint(FadeTransition()) { k in
            if k == 10 { self.stage.window.addSubview(flash) }
            if k == 11 { flash.removeFromSuperview() }
        }
        let finding = try #require(report.findings.first { $0.rule == .flash })
        #expect(finding.frame == 11)
        #expect(finding.measured > 0.3)
    }

    @Test func flashIsQuietWhenAFlyerGrowsToCoverTheWindow() throws {
        // Growing 12 points past the window, the flyer covers all of it on one frame before the
        // end: nothing lies outside it there, so there is no luminance to flash, and the frames
        // around it are measured on the same pixels (measured apart, they read as a drop to black).
        // Light screens around a darker card: the thin light rim outside the flyer on the frame
        // before it covers everything would otherwise read as a drop to black and back.
        stage.fore.view.backgroundColor = .white
        stage.card("tile", CGRect(x: 20, y: 20, width: 40, height: 40), in: stage.back.view)
        stage.card("tile", stage.window.bounds.insetBy(dx: -12, dy: -12), in: stage.fore.view, color: .systemBlue)
        let report = try stage.lint(LintStage.flight())
        #expect(!report.findings.contains { $0.rule == .flash }, "\(report.summary)")
        #expect(report.transitionFrames >= 24)
    }

    @Test func flashIsQuietOnAFade() throws {
        let report = try stage.lint(FadeTransition())
        #expect(report.isClean, "\(report.summary)")
        #expect(report.transitionFrames >= 24)
    }

    // MARK: - clip

    @Test func clipFiresOnContentOutsideTheFlyer() throws {
        squares()
        let transition = LintStage.flight()
        let report = try stage.lint(transition) { _ in
            guard let flyer = transition.activeFlights.first?.flyer else { return }
            flyer.clipsToBounds = false
            if flyer.subviews.count < 3 {
                let tab = View(frame: CGRect(x: -10, y: 0, width: 10, height: 10))
                tab.backgroundColor = .red
                flyer.addSubview(tab)
            }
        }
        let finding = try #require(report.findings.first { $0.rule == .clip })
        #expect(finding.element == "tile")
        #expect(finding.measured >= 80)
    }

    @Test func clipIsQuietOnRoundedFlyers() throws {
        let a = stage.card("tile", CGRect(x: 20, y: 20, width: 40, height: 40), in: stage.back.view)
        a.layer.cornerRadius = 12
        let b = stage.card("tile", CGRect(x: 20, y: 120, width: 160, height: 160), in: stage.fore.view, color: .systemBlue)
        b.layer.cornerRadius = 30
        let report = try stage.lint(LintStage.flight())
        #expect(!rules(report).contains(.clip), "\(report.summary)")
    }

    /// A badge across the edge of a bag that does not clip it flies nested in the bag's flyer,
    /// out of its shape as it is at rest: the badge's pixels, not the bag's content escaping.
    @Test func clipIsQuietOnANestedBadgeAcrossAnUnclippedEdge() throws {
        let bag = stage.card("bag", CGRect(x: 150, y: 30, width: 40, height: 40), in: stage.back.view)
        stage.card("badge", CGRect(x: 26, y: -6, width: 20, height: 20), in: bag, color: .red)
        let big = stage.card("bag", CGRect(x: 20, y: 120, width: 160, height: 160), in: stage.fore.view, color: .systemBlue)
        stage.card("badge", CGRect(x: 140, y: -10, width: 30, height: 30), in: big, color: .red)
        let transition = LintStage.flight()
        let report = try stage.lint(transition)
        #expect(transition.lastPlan?.pairs.map(\.parent) == [nil, 0], "the badge flies inside the bag's flyer")
        #expect(!rules(report).contains(.clip), "\(report.summary)")
    }

    /// A word springing into a smaller label keeps its letters whole while its flyer bounces
    /// smaller than the text: ink past the flyer's bounds is what a label draws, not a clip
    /// gone wrong.
    @Test func clipIsQuietOnAWordOvershootingItsFlyer() throws {
        guard stage.label("title", "Midnight Drive", size: 30, alignment: .left, CGRect(x: 10, y: 200, width: 180, height: 40),
                          in: stage.back.view) != nil else { return }
        stage.label("title", "Midnight Drive", size: 14, alignment: .left, CGRect(x: 10, y: 120, width: 110, height: 18), in: stage.fore.view)
        var options = SharedElementOptions()
        options.duration = .automatic
        options.timing = .settlingSpring(try Spring(response: 0.5, dampingRatio: 0.3))
        let report = try stage.lint(SharedElementTransition(options: options))
        #expect(!rules(report).contains(.clip), "\(report.summary)")
    }

    // MARK: - text

    @Test func textFiresOnAStretchedLabel() throws {
        guard stage.label("name", "Mochi", size: 12, alignment: .left, CGRect(x: 10, y: 20, width: 100, height: 20),
                          in: stage.back.view) != nil else { return }
        stage.label("name", "Mochi", size: 12, alignment: .left, CGRect(x: 10, y: 150, width: 100, height: 60), in: stage.fore.view)
        let stretching = LintStage.flight()
        let report = try stage.lint(stretching, rules: LintRules().disabling(.double)) { _ in
            stretching.activeFlights.forEach(Self.stretch)
        }
        let finding = try #require(report.findings.first { $0.rule == .text })
        #expect(finding.measured > 0.5)
        #expect(finding.threshold == 0.05)
    }

    /// A card that grows from a wide row into a square in `stage`, laid out in `content` mode,
    /// with a title label inside (or, without text, a plain box); `false` without the system font.
    func cards(in stage: LintStage, _ content: SharedElementOptions.Content, withText: Bool = true, turnedRowBy angle: CGFloat? = nil) -> Bool {
        var options = SharedElementOptions()
        options.content = content
        let row = stage.card("card", CGRect(x: 10, y: 20, width: 180, height: 50), in: stage.back.view)
        // The destination: a square, or (with an angle) the same row turned on the fore screen.
        let square = stage.card("card", angle == nil ? CGRect(x: 20, y: 100, width: 160, height: 160)
                                    : CGRect(x: 10, y: 160, width: 180, height: 50), in: stage.fore.view)
        if let angle { square.transform = AffineTransform(rotationAngle: angle) }
        for (i, card) in [row, square].enumerated() {
            card.sharedElementOptions = options
            guard withText else {
                card.addSubview(View(frame: CGRect(x: 8, y: 8, width: 40, height: 20)))
                continue
            }
            guard let title = stage.label("title-\(i)", "Mochi", size: 14, alignment: .left,
                                          CGRect(x: 8, y: 8, width: 100, height: 20), in: card) else { return false }
            title.transitionID = nil
        }
        return true
    }

    @Test func textFiresOnAStretchedCardWithATitle() throws {
        guard cards(in: stage, .stretch) else { return }
        let report = try stage.lint(LintStage.flight(), rules: LintRules().disabling(.double))
        let finding = try #require(report.findings.first { $0.rule == .text }, "\(report.summary)")
        #expect(finding.message.contains("text inside"))
        #expect(finding.measured > 1, "a 180x50 row into a 160x160 square: more than twice as tall as wide")
        #expect(report.findings.filter { $0.rule == .text }.count == 1, "one finding for the one flyer: \(report.summary)")
    }

    @Test func textStaysQuietOnACardThatOnlyTurns() throws {
        guard cards(in: stage, .stretch, turnedRowBy: .pi / 6) else { return }
        let report = try stage.lint(LintStage.flight(), rules: LintRules().disabling(.double))
        #expect(!report.findings.contains { $0.rule == .text }, "turning keeps the words' shape: \(report.summary)")
    }

    @Test func textStaysQuietOnACardScaledToBounds() throws {
        guard cards(in: stage, .scaleToBounds(.fill, .center)) else { return }
        let report = try stage.lint(LintStage.flight(), rules: LintRules().disabling(.double))
        #expect(!report.findings.contains { $0.rule == .text }, "\(report.summary)")
    }

    /// Labels laid out again at every size are rendered at the flyer's size, never resampled:
    /// a caption whose box changes shape (130x24 into 190x30) is not stretched text. The same
    /// pair stretched is (the control).
    @Test(arguments: [true, false])
    func textStaysQuietOnLabelsLaidOutAgain(relayout: Bool) throws {
        guard let small = stage.label("caption", "Beach", size: 15, alignment: .center, CGRect(x: 10, y: 20, width: 130, height: 24),
                                      in: stage.back.view),
              let large = stage.label("caption", "Beach", size: 24, alignment: .center, CGRect(x: 5, y: 150, width: 190, height: 30),
                                      in: stage.fore.view) else { return }
        var options = SharedElementOptions()
        options.content = relayout ? .relayout : .stretch
        small.sharedElementOptions = options
        large.sharedElementOptions = options
        let report = try stage.lint(LintStage.flight(), rules: LintRules().disabling(.double))
        #expect(report.findings.contains { $0.rule == .text } == !relayout, "\(report.summary)")
    }

    @Test func textStaysQuietOnAStretchedCardWithoutText() throws {
        _ = cards(in: stage, .stretch, withText: false)
        let report = try stage.lint(LintStage.flight(), rules: LintRules().disabling(.double))
        #expect(!report.findings.contains { $0.rule == .text }, "nothing to distort: \(report.summary)")
    }

    // MARK: - ends

    @Test func endsFiresOnAFirstFrameThatPops() throws {
        let report = try stage.lint(PoppingFade(start: 0.5, end: 1))
        let finding = try #require(report.findings.first { $0.rule == .ends })
        #expect(finding.frame == 1)
        #expect(finding.measured == 200 * 300)   // every pixel changed at once
    }

    @Test func endsFiresOnALastStepThatPops() throws {
        let report = try stage.lint(PoppingFade(start: 0, end: 0.4))
        #expect(report.findings.contains { $0.rule == .ends && $0.message.contains("last step") })
    }

    // MARK: - restore

    @Test func restoreFiresOnAViewLeftDimmed() throws {
        let victim = stage.card(nil, CGRect(x: 20, y: 20, width: 40, height: 40), in: stage.back.view)
        let report = try stage.lint(LeavingDimmed(victim))
        let finding = try #require(report.findings.first { $0.rule == .restore })
        #expect(finding.message.contains("alpha 1.0 → 0.3"))
    }

    // MARK: - limits and switches

    @Test func aTransitionThatNeverEndsIsReportedAtTheFrameLimit() throws {
        var rules = LintRules()
        rules.frameLimit = 30
        let report = try stage.lint(NeverEnding(), rules: rules)
        #expect(report.findings.contains { $0.rule == .ends && $0.message.contains("never ends") && $0.frame == 31 })
    }

    @Test func disabledRulesStayQuiet() throws {
        let report = try stage.lint(PoppingFade(start: 0.5, end: 1), rules: LintRules().disabling(.ends))
        #expect(report.isClean, "\(report.summary)")
    }

    @Test func unusableThresholdsAreNamed() {
        var rules = LintRules()
        #expect(rules.problem == nil)
        rules.flashLuminance = .nan
        #expect(rules.problem?.contains("flashLuminance is nan") == true)
        rules = LintRules()
        rules.inkOverflow = -1
        #expect(rules.problem?.contains("inkOverflow") == true)
    }

    @Test func nothingObservedIsClean() {
        let report = TransitionLinter().report
        #expect(report.isClean && report.frameCount == 0 && report.entries.isEmpty)
    }
}
