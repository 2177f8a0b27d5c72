import Foundation

/// A view that draws an ``Image`` fitted by its ``View/contentMode`` (`UIImageView`'s role).
///
/// The image becomes the layer's `contents` (pixels at the image's scale); the content mode
/// becomes the layer's `contentsGravity`.
///
/// ```swift
/// let photo = ImageView(image: pet)
/// photo.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
/// photo.contentMode = .scaleAspectFill
/// photo.clipsToBounds = true
/// ```
@MainActor
open class ImageView: View {
    /// The image drawn; `nil` draws nothing but the background.
    public var image: Image? {
        didSet { applyImage() }
    }

    /// An image view sized to `image` (zero size without one).
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        applyImage()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.contentsGravity = contentMode.contentsGravity
    }

    open override func contentModeDidChange() {
        layer.contentsGravity = contentMode.contentsGravity
    }

    private func applyImage() {
        layer.contents = image?.bitmap
        layer.contentsScale = image?.scale ?? 1
        layer.contentsGravity = contentMode.contentsGravity
    }
}
