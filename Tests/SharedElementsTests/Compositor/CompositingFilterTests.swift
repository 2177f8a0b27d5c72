import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Plus-lighter compositing, pixel for pixel against hand-derived sums: premultiplied channels
/// add and clamp at 255, a plus-lighter layer composes its group first, its superlayer is an
/// isolated group.
@Suite struct CompositingFilterTests {
    /// `v * a / 255` rounded: a premultiplied channel faded by an 8-bit alpha.
    static func fade(_ v: Int, _ a: Int) -> Int { Int((Double(v * a) / 255).rounded()) }
    /// An opacity as the compositor applies it: `floor(o * 255 + 0.5)`.
    static func alpha8(_ o: Double) -> Int { Int((o * 255 + 0.5).rounded(.down)) }

    static func pixel(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> PremultipliedColor {
        PremultipliedColor(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: UInt8(a))
    }

    @Test func sourceOverIsTheDefaultAndTheFilterReachesThePresentation() {
        let layer = Layer()
        #expect(layer.compositingFilter == .sourceOver)
        layer.compositingFilter = .plusLighter
        #expect(layer.presentation()!.compositingFilter == .plusLighter)
        #expect(layer.animationKeys().isEmpty)
    }

    @Test func twoHalfOpaqueColoursOverTransparencyAddUp() throws {
        let f = CompositorFixture()
        // #FF000080 and #0000FF80: premultiplied (128, 0, 0, 128) and (0, 0, 128, 128).
        f.add(CGRect(x: 0, y: 0, width: 12, height: 20), color: Color(hex: "#FF000080")) { $0.compositingFilter = .plusLighter }
        f.add(CGRect(x: 8, y: 0, width: 12, height: 20), color: Color(hex: "#0000FF80")) { $0.compositingFilter = .plusLighter }
        let b = try f.render()
        #expect(b[4, 10] == Self.pixel(128, 0, 0, 128))
        #expect(b[10, 10] == Self.pixel(128, 0, 128, 255))
        #expect(b[16, 10] == Self.pixel(0, 0, 128, 128))
    }

    @Test func twoOpaqueHalvesOfACrossFadeAreOpaqueAtEveryProgress() throws {
        for step in 0...20 {
            let p = Double(step) / 20
            let f = CompositorFixture()
            f.add(CGRect(x: 2, y: 2, width: 16, height: 16), color: .red) {
                $0.compositingFilter = .plusLighter
                $0.opacity = Float(1 - p)
            }
            f.add(CGRect(x: 2, y: 2, width: 16, height: 16), color: .blue) {
                $0.compositingFilter = .plusLighter
                $0.opacity = Float(p)
            }
            let b = try f.render()
            let out = Self.alpha8(Double(Float(1 - p))), into = Self.alpha8(Double(Float(p)))
            let expected = Self.pixel(out, 0, into, min(255, out + into))
            #expect(expected.a == 255, "p = \(p)")
            for y in 2..<18 { for x in 2..<18 where b[x, y] != expected { Issue.record("p = \(p), (\(x), \(y)): \(b[x, y])"); return } }
            #expect(b[1, 1] == .transparent && b[18, 18] == .transparent)
        }
    }

    @Test func additionClampsEachChannelAtOne() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(red8: 200, green8: 100, blue8: 0))
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(red8: 100, green8: 200, blue8: 50)) {
            $0.compositingFilter = .plusLighter
        }
        #expect(try f.render()[10, 10] == Self.pixel(255, 255, 50, 255))
    }

    @Test func aPlusLighterLayerComposesItsGroupFirstThenAddsItAtItsOpacity() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: .blue)
        let group = f.add(CGRect(x: 0, y: 0, width: 20, height: 20)) {
            $0.compositingFilter = .plusLighter
            $0.opacity = 0.5
        }
        f.add(CGRect(x: 0, y: 0, width: 10, height: 20), color: .red, to: group)
        f.add(CGRect(x: 5, y: 0, width: 10, height: 20), color: .green, to: group)
        let b = try f.render()
        let half = Self.alpha8(0.5)
        // Inside the group green covers red by source-over; then the group is faded and added.
        #expect(b[2, 10] == Self.pixel(Self.fade(255, half), 0, 255, 255))
        #expect(b[7, 10] == Self.pixel(0, Self.fade(255, half), 255, 255))
        #expect(b[17, 10] == Self.pixel(0, 0, 255, 255))
    }

    @Test func theSuperlayerOfAPlusLighterLayerIsAnIsolatedGroup() throws {
        let f = CompositorFixture()
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(red8: 64, green8: 64, blue8: 64))
        let pair = f.add(CGRect(x: 0, y: 0, width: 20, height: 20))
        f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(hex: "#FF000080"), to: pair) {
            $0.compositingFilter = .plusLighter
        }
        let b = try f.render()
        // Added to the pair's transparency, then the pair goes over the grey: 128 + 64 * 127 / 255.
        let grey = Self.fade(64, 255 - 128)
        #expect(b[10, 10] == Self.pixel(128 + grey, grey, grey, 255))
    }

    @Test func aSourceOverTreeRendersAsBefore() throws {
        let f = CompositorFixture()
        let group = f.add(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(hex: "#FF000080"))
        f.add(CGRect(x: 0, y: 0, width: 10, height: 10), color: Color(hex: "#0000FF80"), to: group)
        let b = try f.render()
        #expect(b[5, 5] == Self.pixel(Self.fade(128, 127), 0, 128, 128 + Self.fade(128, 127)))
    }
}
