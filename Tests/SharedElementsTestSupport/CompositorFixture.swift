import Foundation
import SharedElements

/// Builds small layer trees for pixel tests without repeating setup.
package struct CompositorFixture {
    package let root = Layer()
    package let size: CGSize
    package let scale: CGFloat

    package init(width: CGFloat = 20, height: CGFloat = 20, scale: CGFloat = 1) {
        size = CGSize(width: width, height: height)
        self.scale = scale
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: width / 2, y: height / 2)
    }

    @discardableResult
    package func add(_ frame: CGRect, color: Color? = nil, to parent: Layer? = nil, configure: (Layer) -> Void = { _ in }) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        configure(l)
        (parent ?? root).addSublayer(l)
        return l
    }

    package func render(background: Color = .clear) throws -> Bitmap {
        try Compositor().render(root, size: size, scale: scale, background: background)
    }
}

extension Bitmap {
    /// Every pixel's alpha, row by row.
    package var alphas: [UInt8] { stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] } }
}
