import Foundation
import SharedElements
import Snapshotting

/// One showcase transition: how to build its screens and what happens on the timeline.
@MainActor
struct ShowcaseScene {
    let name: String
    let caption: String
    /// How long the film runs, in seconds.
    var length: TimeInterval = 2.4
    /// Builds the screens in a window and returns the steps to play.
    let setUp: @MainActor (Window) -> [Step]
    /// What `Demo lint` holds the scene to: every rule with its defaults unless a scene says why not.
    var lintRules = LintRules()

    /// Something that happens at a time of the film.
    struct Step {
        let time: TimeInterval
        let action: @MainActor () -> Void
    }

    static var all: [ShowcaseScene] {
        [
            petGame(),
            modal("fade", "FadeTransition: the detail screen fades in over the grid and out again.") { _ in FadeTransition(duration: 0.5) },
            modal("slide", "SlideTransition: a spring slide in from the right (damping 0.5, initial velocity 0.8), reversed on dismissal.") { _ in
                SlideTransition(from: .right, duration: 0.7)
            },
            modal("rotate", "RotateTransition: the screens swing about the window's top-left corner.") { _ in RotateTransition(duration: 0.7) },
            modal("sheet", "VerticalSheetTransition: a sheet slides up over a dimmed screen and back down.") { _ in
                VerticalSheetTransition(heightFraction: 0.55, duration: 0.5)
            },
            swipeBack(),
            galleryZoom(),
            photoSwipeDismiss(),
            appStoreCard(),
            navigationShared(),
        ]
    }

    /// A grid of cards presenting a detail screen with `transition`, then dismissing it.
    static func modal(_ name: String, _ caption: String, transition: @escaping @MainActor ([View]) -> Transition) -> ShowcaseScene {
        ShowcaseScene(name: name, caption: caption) { window in
            let grid = LightStatusBarController()
            let cards = DemoArtwork.gridScreen(in: grid, size: window.bounds.size)
            window.rootViewController = grid
            let detail = LightStatusBarController()
            DemoArtwork.detailScreen(in: detail, size: window.bounds.size, hue: 2)
            detail.transitionController.transition = transition(cards)
            return [
                Step(time: 0.25) { grid.present(detail, animated: true) },
                Step(time: 1.35) { detail.dismiss(animated: true) },
            ]
        }
    }
}
