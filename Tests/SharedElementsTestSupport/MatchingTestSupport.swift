import Foundation
import SharedElements

/// Two screens with tagged views, in a small window, for shared-element tests.
@MainActor
package struct MatchingTestScene {
    package let window: Window
    package let back: ViewController
    package let fore: ViewController

    package init(size: CGSize = CGSize(width: 100, height: 200)) {
        window = Window(size: size, scale: 1)
        back = ViewController()
        back.view.backgroundColor = .white
        fore = ViewController()
        fore.view.backgroundColor = Color(white: 0.9)
        window.rootViewController = back
    }

    /// A scene with one pair ("card": a small square on the back screen, a large one on the fore
    /// screen) and one view without a partner ("lonely", on the back screen); the fore screen
    /// fills the window above the back one, as when presented.
    package static func cardAndLonely() -> MatchingTestScene {
        let scene = MatchingTestScene()
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        scene.tagged("lonely", CGRect(x: 50, y: 10, width: 10, height: 10), in: scene.back.view)
        scene.fore.view.frame = scene.window.bounds
        scene.window.addSubview(scene.fore.view)
        return scene
    }

    /// Presents the fore screen with a shared-element transition of `duration` seconds on a
    /// linear timing, after rendering the screen at rest; returns the transition and that frame.
    package func presentLinearly(duration: TimeInterval = 0.4) throws -> (SharedElementTransition, Bitmap) {
        var options = SharedElementOptions()
        options.duration = .fixed(duration)
        options.timing = .linear
        let transition = SharedElementTransition(options: options)
        fore.transitionController.transition = transition
        let rest = try window.render()
        back.present(fore, animated: true)
        return (transition, rest)
    }

    /// Adds a tagged view of `color` at `frame` to `parent`.
    @discardableResult
    package func tagged(_ id: String?, _ frame: CGRect, in parent: View, color: Color = .red) -> View {
        let v = View(frame: frame)
        v.backgroundColor = color
        v.transitionID = id
        parent.addSubview(v)
        return v
    }
}

/// How many pixels of two same-size bitmaps differ by more than `tolerance` in some channel
/// (`Int.max` when the sizes differ).
package func matchingTestDifferingPixels(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 8) -> Int {
    guard a.width == b.width, a.height == b.height else { return .max }
    var count = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            if abs(Int(p.r) - Int(q.r)) > tolerance || abs(Int(p.g) - Int(q.g)) > tolerance
                || abs(Int(p.b) - Int(q.b)) > tolerance || abs(Int(p.a) - Int(q.a)) > tolerance {
                count += 1
            }
        }
    }
    return count
}
