import Foundation
import SharedElements
import ShowcaseScreens
import Snapshotting

extension ShowcaseScene {
    /// The App Store's Today tab: a story card expands into the story and closes again.
    static func appStoreCard() -> ShowcaseScene {
        var scene = ShowcaseScene(
            name: "app-store-card",
            caption: "CardExpandTransition: the Today card grows into the story, its corners straightening, while the list shrinks back and dims; closing shrinks the story back into the card."
        ) { window in
            let size = window.bounds.size
            let today = TodayScreen(size: size)
            window.rootViewController = today
            let story = StoryScreen(size: size, index: 0)
            story.transitionController.transition = CardExpandTransition(card: "story-0", duration: 0.55)
            return [
                Step(time: 0.25) { today.present(story, animated: true) },
                Step(time: 1.35) { story.dismiss(animated: true) },
            ]
        }
        // The card's content clips itself to the card's corners, and the expanding shape clips the
        // card's picture again: the corners' anti-aliased pixels (about 150) come out a few levels
        // lighter on the first frame. Compared perceptually, the first frame is the screen at rest.
        scene.lintRules.endsPerceptualThreshold = 0.1
        return scene
    }
}
