import Foundation
import SharedElements
import Snapshotting
import Testing

// The gallery-zoom tutorial's step files (`SharedElements.docc/Resources/Code/gallery-zoom-NN.swift`),
// each in a namespace of its own since every step redeclares its types; steps 5 and 6 are the
// tutorial's snapshot suites, run here as they are, with their references in
// `__Snapshots__/GalleryZoomTutorialTests/`. `DocumentationListingTests` checks that they are the
// step files line for line. The suite at the end runs steps 1 to 4 and renders the figures.

/// Step 1.
struct GalleryZoomStep1 {
    /// Stand-in photos, drawn by the compositor: a sky, a sun and a hill in one of three moods.
    @MainActor enum Photos {
        static let skies = [
            Color(red: 0.45, green: 0.7, blue: 0.95), Color(red: 0.95, green: 0.6, blue: 0.4),
            Color(red: 0.5, green: 0.45, blue: 0.8),
        ]

        /// Photo `index`: 300 x 200 pixels, wider than tall, so a square cell crops it.
        static func photo(_ index: Int) -> Image? {
            let sky = Layer()
            sky.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            sky.backgroundColor = skies[index % skies.count]
            let sun = Layer()
            sun.frame = CGRect(x: 40 + CGFloat(index % 4) * 60, y: 30, width: 50, height: 50)
            sun.cornerRadius = 25
            sun.backgroundColor = Color(red: 1, green: 0.9, blue: 0.5)
            let hill = Layer()
            hill.frame = CGRect(x: -60, y: 130, width: 420, height: 200)
            hill.cornerRadius = 100
            hill.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3)
            sky.addSublayer(sun)
            sky.addSublayer(hill)
            guard let pixels = try? Compositor().render(sky, size: CGSize(width: 300, height: 200)) else { return nil }
            return Image(bitmap: pixels)
        }
    }

    /// The photo library: nine square cells, each showing the middle of its photo.
    final class PhotoGridViewController: ViewController {
        private(set) var cells: [ImageView] = []

        override func viewDidLoad() {
            view.backgroundColor = .white
            for index in 0..<9 {
                let cell = ImageView(image: Photos.photo(index))
                cell.frame = CGRect(x: 2 + CGFloat(index % 3) * 129, y: 120 + CGFloat(index / 3) * 129,
                                    width: 127, height: 127)
                cell.contentMode = .scaleAspectFill
                cell.clipsToBounds = true
                view.addSubview(cell)
                cells.append(cell)
            }
        }
    }
}

/// Step 2.
struct GalleryZoomStep2 {
    /// Stand-in photos, drawn by the compositor: a sky, a sun and a hill in one of three moods.
    @MainActor enum Photos {
        static let skies = [
            Color(red: 0.45, green: 0.7, blue: 0.95), Color(red: 0.95, green: 0.6, blue: 0.4),
            Color(red: 0.5, green: 0.45, blue: 0.8),
        ]

        /// Photo `index`: 300 x 200 pixels, wider than tall, so a square cell crops it.
        static func photo(_ index: Int) -> Image? {
            let sky = Layer()
            sky.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            sky.backgroundColor = skies[index % skies.count]
            let sun = Layer()
            sun.frame = CGRect(x: 40 + CGFloat(index % 4) * 60, y: 30, width: 50, height: 50)
            sun.cornerRadius = 25
            sun.backgroundColor = Color(red: 1, green: 0.9, blue: 0.5)
            let hill = Layer()
            hill.frame = CGRect(x: -60, y: 130, width: 420, height: 200)
            hill.cornerRadius = 100
            hill.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3)
            sky.addSublayer(sun)
            sky.addSublayer(hill)
            guard let pixels = try? Compositor().render(sky, size: CGSize(width: 300, height: 200)) else { return nil }
            return Image(bitmap: pixels)
        }
    }

    /// The photo library: nine square cells, each showing the middle of its photo.
    final class PhotoGridViewController: ViewController {
        private(set) var cells: [ImageView] = []

        override func viewDidLoad() {
            view.backgroundColor = .white
            for index in 0..<9 {
                let cell = ImageView(image: Photos.photo(index))
                cell.frame = CGRect(x: 2 + CGFloat(index % 3) * 129, y: 120 + CGFloat(index / 3) * 129,
                                    width: 127, height: 127)
                cell.contentMode = .scaleAspectFill
                cell.clipsToBounds = true
                view.addSubview(cell)
                cells.append(cell)
            }
        }
    }

    /// One photo, whole, on black.
    final class PhotoViewerViewController: ViewController {
        let photoIndex: Int
        let photoView = ImageView(frame: .zero)

        init(photoIndex: Int) {
            self.photoIndex = photoIndex
            super.init()
        }

        override func viewDidLoad() {
            view.backgroundColor = .black
            photoView.image = Photos.photo(photoIndex)
            photoView.frame = view.bounds
            photoView.contentMode = .scaleAspectFit
            view.addSubview(photoView)
        }
    }
}

/// Step 3.
struct GalleryZoomStep3 {
    /// Stand-in photos, drawn by the compositor: a sky, a sun and a hill in one of three moods.
    @MainActor enum Photos {
        static let skies = [
            Color(red: 0.45, green: 0.7, blue: 0.95), Color(red: 0.95, green: 0.6, blue: 0.4),
            Color(red: 0.5, green: 0.45, blue: 0.8),
        ]

        /// Photo `index`: 300 x 200 pixels, wider than tall, so a square cell crops it.
        static func photo(_ index: Int) -> Image? {
            let sky = Layer()
            sky.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            sky.backgroundColor = skies[index % skies.count]
            let sun = Layer()
            sun.frame = CGRect(x: 40 + CGFloat(index % 4) * 60, y: 30, width: 50, height: 50)
            sun.cornerRadius = 25
            sun.backgroundColor = Color(red: 1, green: 0.9, blue: 0.5)
            let hill = Layer()
            hill.frame = CGRect(x: -60, y: 130, width: 420, height: 200)
            hill.cornerRadius = 100
            hill.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3)
            sky.addSublayer(sun)
            sky.addSublayer(hill)
            guard let pixels = try? Compositor().render(sky, size: CGSize(width: 300, height: 200)) else { return nil }
            return Image(bitmap: pixels)
        }
    }

    /// The photo library: nine square cells, each showing the middle of its photo.
    final class PhotoGridViewController: ViewController {
        private(set) var cells: [ImageView] = []

        override func viewDidLoad() {
            view.backgroundColor = .white
            for index in 0..<9 {
                let cell = ImageView(image: Photos.photo(index))
                cell.frame = CGRect(x: 2 + CGFloat(index % 3) * 129, y: 120 + CGFloat(index / 3) * 129,
                                    width: 127, height: 127)
                cell.contentMode = .scaleAspectFill
                cell.clipsToBounds = true
                cell.transitionID = "photo-\(index)"
                view.addSubview(cell)
                cells.append(cell)
            }
        }

        /// Opens photo `index`: its cell zooms into the whole photo while the grid dims to black.
        func open(_ index: Int) {
            let viewer = PhotoViewerViewController(photoIndex: index)
            viewer.transitionController.transition = ZoomTransition(transitionID: "photo-\(index)")
            present(viewer, animated: true)
        }
    }

    /// One photo, whole, on black.
    final class PhotoViewerViewController: ViewController {
        let photoIndex: Int
        let photoView = ImageView(frame: .zero)

        init(photoIndex: Int) {
            self.photoIndex = photoIndex
            super.init()
        }

        override func viewDidLoad() {
            view.backgroundColor = .black
            photoView.image = Photos.photo(photoIndex)
            photoView.frame = view.bounds
            photoView.contentMode = .scaleAspectFit
            photoView.transitionID = "photo-\(photoIndex)"
            view.addSubview(photoView)
        }
    }
}

/// Step 4.
struct GalleryZoomStep4 {
    /// Stand-in photos, drawn by the compositor: a sky, a sun and a hill in one of three moods.
    @MainActor enum Photos {
        static let skies = [
            Color(red: 0.45, green: 0.7, blue: 0.95), Color(red: 0.95, green: 0.6, blue: 0.4),
            Color(red: 0.5, green: 0.45, blue: 0.8),
        ]

        /// Photo `index`: 300 x 200 pixels, wider than tall, so a square cell crops it.
        static func photo(_ index: Int) -> Image? {
            let sky = Layer()
            sky.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            sky.backgroundColor = skies[index % skies.count]
            let sun = Layer()
            sun.frame = CGRect(x: 40 + CGFloat(index % 4) * 60, y: 30, width: 50, height: 50)
            sun.cornerRadius = 25
            sun.backgroundColor = Color(red: 1, green: 0.9, blue: 0.5)
            let hill = Layer()
            hill.frame = CGRect(x: -60, y: 130, width: 420, height: 200)
            hill.cornerRadius = 100
            hill.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3)
            sky.addSublayer(sun)
            sky.addSublayer(hill)
            guard let pixels = try? Compositor().render(sky, size: CGSize(width: 300, height: 200)) else { return nil }
            return Image(bitmap: pixels)
        }
    }

    /// The photo library: nine square cells, each showing the middle of its photo.
    final class PhotoGridViewController: ViewController {
        private(set) var cells: [ImageView] = []

        override func viewDidLoad() {
            view.backgroundColor = .white
            for index in 0..<9 {
                let cell = ImageView(image: Photos.photo(index))
                cell.frame = CGRect(x: 2 + CGFloat(index % 3) * 129, y: 120 + CGFloat(index / 3) * 129,
                                    width: 127, height: 127)
                cell.contentMode = .scaleAspectFill
                cell.clipsToBounds = true
                cell.transitionID = "photo-\(index)"
                view.addSubview(cell)
                cells.append(cell)
            }
        }

        /// Opens photo `index`: its cell zooms into the whole photo while the grid dims to black.
        func open(_ index: Int) {
            let viewer = PhotoViewerViewController(photoIndex: index)
            viewer.transitionController.transition = ZoomTransition(transitionID: "photo-\(index)")
            present(viewer, animated: true)
            viewer.swipeDown = TransitionInteractiveController(viewController: viewer, pan: .regular(.down), action: .dismiss)
        }
    }

    /// One photo, whole, on black.
    final class PhotoViewerViewController: ViewController {
        let photoIndex: Int
        let photoView = ImageView(frame: .zero)
        /// Drives the dismissal with a finger: a drag down shrinks the photo back into its cell.
        var swipeDown: TransitionInteractiveController?

        init(photoIndex: Int) {
            self.photoIndex = photoIndex
            super.init()
        }

        override func viewDidLoad() {
            view.backgroundColor = .black
            photoView.image = Photos.photo(photoIndex)
            photoView.frame = view.bounds
            photoView.contentMode = .scaleAspectFit
            photoView.transitionID = "photo-\(photoIndex)"
            view.addSubview(photoView)
        }
    }
}

/// Step 5: the tests, over step 4's screens.
struct GalleryZoomStep5 {
    typealias PhotoGridViewController = GalleryZoomStep4.PhotoGridViewController
    typealias PhotoViewerViewController = GalleryZoomStep4.PhotoViewerViewController

    @MainActor @Suite struct GalleryZoomTests {
        /// Frames at 0, ¼, ½, ¾ and the end of the zoom, against references in __Snapshots__.
        @Test func zoomOpens() {
            let zoom = TransitionRecording(.transition(ZoomTransition(transitionID: "photo-4")),
                                           from: PhotoGridViewController(), to: PhotoViewerViewController(photoIndex: 4), scale: 1)
            assertSnapshot(of: zoom, as: .filmStrip)
        }

        @Test func noOrphanedSnapshots() {
            assertNoOrphanedSnapshots()
        }
    }
}

/// Step 6: the tests, over step 4's screens.
struct GalleryZoomStep6 {
    typealias PhotoGridViewController = GalleryZoomStep4.PhotoGridViewController
    typealias PhotoViewerViewController = GalleryZoomStep4.PhotoViewerViewController

    @MainActor @Suite struct GalleryZoomTests {
        /// Frames at 0, ¼, ½, ¾ and the end of the zoom, against references in __Snapshots__.
        @Test func zoomOpens() {
            let zoom = TransitionRecording(.transition(ZoomTransition(transitionID: "photo-4")),
                                           from: PhotoGridViewController(), to: PhotoViewerViewController(photoIndex: 4), scale: 1)
            assertSnapshot(of: zoom, as: .filmStrip)
        }

        /// The dismissal: the photo shrinks back into its cell.
        @Test func zoomCloses() {
            let zoom = TransitionRecording(.transition(ZoomTransition(transitionID: "photo-4")),
                                           from: PhotoGridViewController(), to: PhotoViewerViewController(photoIndex: 4),
                                           direction: .backward, scale: 1)
            assertSnapshot(of: zoom, as: .filmStrip)
        }

        /// Every frame at 60 fps, both ways, checked by the transition linter: no reference needed.
        @Test func zoomIsLintClean() {
            for direction in [TransitionDirection.forward, .backward] {
                let zoom = TransitionRecording(.transition(ZoomTransition(transitionID: "photo-4")),
                                               from: PhotoGridViewController(), to: PhotoViewerViewController(photoIndex: 4),
                                               direction: direction, scale: 1)
                assertSnapshot(of: zoom, as: .lint())
            }
        }

        @Test func noOrphanedSnapshots() {
            assertNoOrphanedSnapshots()
        }
    }
}

@MainActor
@Suite struct GalleryZoomTutorialTests {
    func window(_ root: ViewController) -> Window {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        window.rootViewController = root
        return window
    }

    @Test func stepOneShowsNineCroppedPhotos() throws {
        let grid = GalleryZoomStep1.PhotoGridViewController()
        let frame = try window(grid).render()
        #expect(grid.cells.count == 9 && grid.cells.allSatisfy { $0.image?.size == CGSize(width: 300, height: 200) })
        #expect(frame[65, 185] != frame[200, 700])                                      // a cell, then white
        #expect(frame[200, 700] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func stepTwoFitsThePhotoOnBlack() throws {
        let frame = try window(GalleryZoomStep2.PhotoViewerViewController(photoIndex: 4)).render()
        #expect(frame[195, 100] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))       // above the photo
        #expect(frame[195, 422] != frame[195, 100])                                     // the photo
    }

    @Test func stepThreeZoomsInAndOut() throws {
        let grid = GalleryZoomStep3.PhotoGridViewController()
        let window = window(grid)
        grid.open(4)
        #expect(window.isTransitioning)
        window.clock.advance(by: 1)
        let viewer = try #require(grid.presentedViewController as? GalleryZoomStep3.PhotoViewerViewController)
        #expect(viewer.photoIndex == 4 && !window.isTransitioning)
        viewer.dismiss(animated: true)
        window.clock.advance(by: 1)
        #expect(grid.presentedViewController == nil && grid.cells[4].isHidden == false)
    }

    @Test func stepFourDismissesOnADragDown() throws {
        let grid = GalleryZoomStep4.PhotoGridViewController()
        let window = window(grid)
        grid.open(4)
        window.clock.advance(by: 1)
        let viewer = try #require(grid.presentedViewController as? GalleryZoomStep4.PhotoViewerViewController)
        #expect(viewer.swipeDown != nil)
        window.play(.swipe(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 600), duration: 0.2))
        window.clock.advance(by: 1)
        #expect(grid.presentedViewController == nil && !window.isTransitioning)
    }

    /// The tutorial's images, rendered from the step files.
    @Test func figures() throws {
        let grid = GalleryZoomStep4.PhotoGridViewController()
        let window = window(grid)
        let gridFrame = try window.render()
        try TutorialFigures.check(try TutorialFigures.strip([gridFrame]), named: "gallery-grid.png")
        grid.open(4)
        var opening: [Bitmap] = []
        for _ in 0..<5 {
            opening.append(try window.render())
            window.clock.advance(by: 0.1125)
        }
        window.clock.advance(by: 0.5)
        let viewerFrame = try window.render()
        grid.presentedViewController?.dismiss(animated: true)
        var closing: [Bitmap] = []
        for _ in 0..<5 {
            closing.append(try window.render())
            window.clock.advance(by: 0.1125)
        }
        try TutorialFigures.check(try TutorialFigures.strip([viewerFrame]), named: "gallery-viewer.png")
        try TutorialFigures.check(try TutorialFigures.strip(opening), named: "gallery-zoom-strip.png")
        try TutorialFigures.check(try TutorialFigures.strip(closing), named: "gallery-close-strip.png")
    }
}
