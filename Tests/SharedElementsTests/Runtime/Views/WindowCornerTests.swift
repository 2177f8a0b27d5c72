import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A window with rounded corners is cut by them as a display is: the screen is drawn whole, then
/// its corners are cut once, so screens stacked at a corner (during a transition) do not show
/// through each other's anti-aliased edge.
@MainActor
@Suite struct WindowCornerTests {
    /// A 120x200 window at scale 2 with 30-point corners holding a white back screen and, when
    /// `stacked`, a dark screen over it.
    static func window(stacked: Bool) -> Window {
        let window = Window(size: CGSize(width: 120, height: 200), scale: 2)
        window.layer.cornerRadius = 30
        window.layer.masksToBounds = true
        let back = ViewController()
        back.view.backgroundColor = .white
        window.rootViewController = back
        if stacked {
            let fore = View(frame: window.bounds)
            fore.backgroundColor = Color(red: 0.17, green: 0.17, blue: 0.18)
            window.addSubview(fore)
        }
        return window
    }

    @Test func aScreenOverAnotherShowsNothingOfItAtTheCorners() throws {
        let stacked = try Self.window(stacked: true).render()
        // The dark screen alone over the window's black.
        let alone = Self.window(stacked: true)
        alone.rootViewController?.view.isHidden = true
        let expected = try alone.render()
        #expect(stacked == expected)
        // A control: clipped layer by layer, the white screen under the dark one shows through the
        // corners' anti-aliased pixels.
        let layered = Self.window(stacked: true)
        let clippedEach = try Compositor().render(layered.layer, size: layered.bounds.size, scale: 2, background: .black)
        var lighter = 0
        for y in 0..<60 { for x in 0..<60 where clippedEach[x, y].r > expected[x, y].r { lighter += 1 } }
        #expect(lighter > 10)
    }

    @Test func oneScreenIsCutAsTheCompositorClipsIt() throws {
        let window = Self.window(stacked: false)
        let cut = try window.render()
        let clipped = try Compositor().render(window.layer, size: window.bounds.size, scale: 2, background: .black)
        #expect(cut == clipped)
        #expect(window.layer.masksToBounds, "the window keeps its clip")
        // Outside the outline the corner shows the background; inside, the screen.
        #expect(cut[0, 0] == Color.black.premultiplied && cut[120, 200] == Color.white.premultiplied)
    }

    @Test func bandsCutTheCornersAlike() throws {
        let window = Self.window(stacked: true)
        #expect(try window.render(jobs: 3) == window.render())
    }
}
