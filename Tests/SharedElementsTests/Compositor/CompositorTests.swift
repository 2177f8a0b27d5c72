import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct CompositorTests {
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    @Test func opaqueAxisAlignedRectCoversExactlyItsPixels() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: 3, y: 4, width: 5, height: 6), color: .red)
        let b = try f.render()
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (3..<8).contains(x) && (4..<10).contains(y)
                #expect(b[x, y] == (inside ? red : .transparent), "pixel \(x), \(y)")
            }
        }
    }

    @Test func halfPixelEdgeGivesHalfCoverage() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: 2.5, y: 2, width: 5, height: 3), color: .red)
        let b = try f.render()
        #expect(abs(Int(b[2, 3].a) - 128) <= 1)
        #expect(abs(Int(b[7, 3].a) - 128) <= 1)
        #expect(b[4, 3].a == 255)
        #expect(b[1, 3].a == 0 && b[8, 3].a == 0)
    }

    @Test func coverageAtScaleFollowsPoints() throws {
        let f = CompositorFixture(width: 10, height: 10, scale: 2)
        f.add(CGRect(x: 1.25, y: 1, width: 2, height: 2), color: .red)
        let b = try f.render()
        #expect(abs(Int(b[2, 3].a) - 128) <= 1)  // pixel 2 spans 1.0...1.5 points
        #expect(b[3, 3].a == 255)
    }

    @Test func nestedOpacityIsGroupOpacity() throws {
        let f = CompositorFixture()
        let group = f.add(CGRect(x: 0, y: 0, width: 20, height: 20))
        group.opacity = 0.5
        f.add(CGRect(x: 0, y: 0, width: 12, height: 20), color: .red, to: group)
        f.add(CGRect(x: 8, y: 0, width: 12, height: 20), color: .red, to: group)
        let b = try f.render(background: .white)
        // Overlapping children inside a group fade as one: the overlap is no darker.
        #expect(b[10, 10] == b[2, 10])
        #expect(b[2, 10] == PremultipliedColor(r: 255, g: 127, b: 127, a: 255))
    }

    @Test func masksToBoundsClipsSublayers() throws {
        let f = CompositorFixture()
        let parent = f.add(CGRect(x: 5, y: 5, width: 10, height: 10)) { $0.masksToBounds = true }
        f.add(CGRect(x: -5, y: -5, width: 30, height: 30), color: .red, to: parent)
        let b = try f.render()
        #expect(b[4, 10].a == 0 && b[15, 10].a == 0 && b[10, 4].a == 0)
        #expect(b[5, 5] == red && b[14, 14] == red)
        #expect(b.alphas.filter { $0 != 0 }.count == 100)
    }

    @Test func roundedMaskCutsTheCorners() throws {
        let f = CompositorFixture()
        let parent = f.add(CGRect(x: 0, y: 0, width: 20, height: 20)) {
            $0.masksToBounds = true
            $0.cornerRadius = 10
        }
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: .red, to: parent)
        let b = try f.render()
        #expect(b[0, 0].a == 0)
        #expect(b[10, 10] == red)
        // A disc of radius 10: its area is 100 pi pixels.
        let area = b.alphas.reduce(0) { $0 + Double($1) / 255 }
        #expect(abs(area - 100 * .pi) < 1.5)
    }

    @Test func borderIsDrawnAboveSublayers() throws {
        let f = CompositorFixture()
        let parent = f.add(CGRect(x: 2, y: 2, width: 16, height: 16)) {
            $0.borderWidth = 2
            $0.borderColor = .blue
        }
        f.add(CGRect(x: 0, y: 0, width: 16, height: 16), color: .red, to: parent)
        let b = try f.render()
        #expect(b[2, 10] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        #expect(b[10, 10] == red)
    }

    @Test func zPositionReordersSiblings() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: .blue) { $0.zPosition = 1 }
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: .red)
        #expect(try f.render()[10, 10] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func layerTurnedEdgeOnInPerspectiveDrawsNothing() throws {
        let f = CompositorFixture(width: 40, height: 40)
        f.root.sublayerTransform = .perspective(distance: 100)
        f.add(CGRect(x: 10, y: 10, width: 20, height: 20), color: .red) {
            $0.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        }
        // The control: the same layer turned only part of the way does draw.
        f.add(CGRect(x: 10, y: 10, width: 20, height: 20), color: .blue) {
            $0.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        }
        let b = try f.render()
        #expect(b[20, 20] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "the control draws")
        #expect(!b.bytes.enumerated().contains { $0.offset % 4 == 0 && $0.element != 0 }, "no red anywhere")
    }

    @Test func layerPartlyBehindTheEyeIsClippedNotMirrored() throws {
        let f = CompositorFixture(width: 100, height: 100)
        f.root.sublayerTransform = .perspective(distance: 30)
        // Turned so its right end comes 43 points toward the viewer, past the eye at 30: the
        // part beyond x = 34.6 (layer space) is behind the eye. Its far left end lands at x ≈ 40.
        f.add(CGRect(x: 0, y: 40, width: 100, height: 20), color: .red) {
            $0.transform = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
        }
        let b = try f.render()
        var farLeft = 0, farRight = 0
        for y in 0..<100 {
            for x in 0..<30 where b[x, y].a > 0 { farLeft += 1 }
            for x in 90..<100 where b[x, y].a > 0 { farRight += 1 }
        }
        // The near part is blown up to the right edge; a mirrored image of the part behind the
        // eye would land far to the left.
        #expect(farRight > 0)
        #expect(farLeft == 0)
    }

    @Test func shadowFallsBelowTheLayerAtItsOffset() throws {
        let f = CompositorFixture(width: 60, height: 60)
        f.add(CGRect(x: 20, y: 20, width: 20, height: 20), color: .white) {
            $0.shadowOpacity = 1
            $0.shadowOffset = CGSize(width: 0, height: 10)
            $0.shadowRadius = 2
        }
        let b = try f.render()
        #expect(b[30, 30] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        #expect(b[30, 45].a > 200 && b[30, 45].r == 0)  // under the layer's lower edge
        #expect(b[30, 12].a == 0)  // nothing above
    }

    @Test func imageContentsAreSampledAtPixelCentres() throws {
        let f = CompositorFixture(width: 4, height: 4)
        var image = try Bitmap(width: 2, height: 2)
        image[0, 0] = red
        image[1, 0] = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
        image[0, 1] = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        image[1, 1] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        f.add(CGRect(x: 0, y: 0, width: 2, height: 2)) { $0.contents = image }
        let b = try f.render()
        #expect(b[0, 0] == red && b[1, 1] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        #expect(b[2, 0].a == 0)
    }
}

@Suite struct CompositorBadInputTests {
    @Test func nonFiniteGeometryDrawsNothing() throws {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            let f = CompositorFixture()
            f.add(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red) { $0.position.x = bad }
            f.add(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red) { $0.transform.m11 = bad }
            f.add(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red) { $0.cornerRadius = bad; $0.opacity = .nan }
            f.add(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red) { $0.bounds.size.width = bad }
            f.add(CGRect(x: 12, y: 12, width: 4, height: 4), color: .blue)
            let b = try f.render()
            #expect(b[14, 14] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "the finite control beside them draws (\(bad))")
            #expect(b.alphas.filter { $0 != 0 }.count == 16, "only the control draws (\(bad))")
        }
    }

    @Test func zeroAndNegativeSizesDrawOnlyTheirSublayers() throws {
        let f = CompositorFixture()
        let empty = f.add(CGRect(x: 5, y: 5, width: 0, height: 0), color: .red)
        f.add(CGRect(x: 0, y: 0, width: 2, height: 2), color: .blue, to: empty)
        let negative = f.add(CGRect(x: 10, y: 10, width: 4, height: 4), color: .red)
        negative.bounds.size = CGSize(width: -4, height: 4)
        let b = try f.render()
        #expect(b.alphas.filter { $0 != 0 }.count == 4)
        #expect(b[5, 5] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    /// A layer whose transform flattens it (scale 0 on one axis) has no area and is skipped,
    /// image or colour, while a control layer beside it with the identity draws.
    @Test func singularTransformsDrawNothingWhileALayerBesideThemDraws() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red) { $0.transform = Transform3D(scaleX: 0, y: 1, z: 1) }
        var image = try Bitmap(width: 1, height: 1)
        image[0, 0] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        f.add(CGRect(x: 0, y: 10, width: 10, height: 10)) { $0.contents = image; $0.transform = Transform3D(scaleX: 1, y: 0, z: 1) }
        f.add(CGRect(x: 10, y: 0, width: 10, height: 10), color: .blue)
        let b = try f.render()
        #expect(b[15, 5] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255), "the control draws")
        #expect(b.alphas.filter { $0 != 0 }.count == 100, "only the control's 10 x 10 points")
        #expect(b[5, 5].a == 0 && b[5, 15].a == 0)
    }

    @Test func enormousCanvasesAreRefusedWithATypedError() {
        let f = CompositorFixture()
        let sizes = [CGSize(width: 20000, height: 10), CGSize(width: 8193, height: 1), CGSize(width: CGFloat.nan, height: 10),
                     CGSize(width: CGFloat.infinity, height: 10), CGSize(width: -5, height: 10)]
        let scales: [CGFloat] = [1, 2, 1, 1, 1]
        for (size, scale) in zip(sizes, scales) {
            #expect(throws: BitmapError.self, "\(size) at \(scale)") { _ = try Compositor().render(f.root, size: size, scale: scale) }
        }
        #expect(throws: BitmapError.self) { _ = try Compositor().render(f.root, size: CGSize(width: 10, height: 10), scale: -1) }
        #expect(throws: BitmapError.self) { _ = try Bitmap(width: 16385, height: 1) }
    }

    /// A canvas too large to draw is named by its size in points and its scale, not by a
    /// pixel size that cannot be written ("bitmap size 9223372036854775807x…").
    @Test(arguments: [
        (CGSize(width: 390, height: 844), 1e308,
         "a canvas of 390x844 points at scale 1e+308 is over the limits (16384 pixels a side, 268435456 pixels in all); lower the scale or the size"),
        (CGSize(width: 16000, height: 16800), 1,
         "a canvas of 16000x16800 points at scale 1 is over the limits (16384 pixels a side, 268435456 pixels in all); lower the scale or the size"),
        (CGSize(width: 390, height: 844), -1, "a canvas at scale -1 has no size in pixels; give a scale above 0"),
        (CGSize(width: CGFloat.nan, height: 10), 2, "a canvas of nanx10 points has no size in pixels; give a width and height that are numbers"),
    ] as [(CGSize, CGFloat, String)])
    func unusableCanvasesNameTheirPointsAndScale(size: CGSize, scale: CGFloat, message: String) {
        #expect {
            try Compositor.canvasPixelSize(size: size, scale: scale)
        } throws: { error in
            guard let error = error as? BitmapError, case .invalidCanvas = error else { return false }
            return "\(error)" == message
        }
    }

    @Test func hugeLayersOnASmallCanvasCostOnlyTheCanvas() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), color: .red) { $0.cornerRadius = 1e6 }
        #expect(try f.render().alphas.allSatisfy { $0 == 255 })
    }
}
