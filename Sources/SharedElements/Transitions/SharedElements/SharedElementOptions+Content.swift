import Foundation

extension SharedElementOptions {
    /// How a flyer's two snapshots fill it while its size changes from the source's to the
    /// destination's (Jetpack Compose's `ResizeMode` choice, per element).
    ///
    /// ```swift
    /// var avatar = SharedElementOptions()
    /// avatar.content = .scaleToBounds(.fit, .center)   // never distorted, centred
    /// profilePhoto.sharedElementOptions = avatar
    /// ```
    public enum Content: Sendable, Equatable {
        /// What suits the views (the default): a pair of labels flies text-aware (both words
        /// scaled uniformly by the font-size ratio on one baseline, placed by each label's
        /// alignment), a pair of image views flies its images laid out by their content modes,
        /// and anything else stretches.
        case automatic
        /// Each snapshot stretched to the flyer's bounds, non-uniformly when the aspect ratios
        /// differ (what a plain snapshot transition does).
        case stretch
        /// Each snapshot scaled uniformly by `scale` and placed in the flyer by `alignment`
        /// (Compose's `scaleToBounds(contentScale, alignment)`): the content keeps its shape and
        /// the flyer clips what overflows.
        case scaleToBounds(ContentScale, ContentAlignment)
        /// The live views laid out and rendered at the flyer's size on every frame (Compose's
        /// `RemeasureToBounds`): text rewraps and subviews move as the views' own layout says,
        /// instead of a picture being resized. Costs a layout and a render of both views per frame.
        case relayout
    }

    /// How a snapshot is scaled, uniformly, into a flyer of another size.
    public enum ContentScale: String, Sendable, Equatable, CaseIterable {
        /// As large as fits inside the flyer (Compose's `ContentScale.Fit`).
        case fit
        /// As small as covers the flyer, the rest clipped (`ContentScale.Crop`).
        case fill
        /// The flyer's width (`ContentScale.FillWidth`).
        case fillWidth
        /// The flyer's height (`ContentScale.FillHeight`).
        case fillHeight
        /// Not scaled at all (`ContentScale.None`): the snapshot keeps its natural size.
        case none

        /// The factor that scales `content` into `bounds` (both in points); 1 for empty sizes.
        public func factor(for content: CGSize, in bounds: CGSize) -> CGFloat {
            guard content.width > 0, content.height > 0, content.width.isFinite, content.height.isFinite,
                  bounds.width.isFinite, bounds.height.isFinite else { return 1 }
            let kx = max(bounds.width, 0) / content.width, ky = max(bounds.height, 0) / content.height
            switch self {
            case .fit: return min(kx, ky)
            case .fill: return max(kx, ky)
            case .fillWidth: return kx
            case .fillHeight: return ky
            case .none: return 1
            }
        }
    }

    /// Where content smaller or larger than its box sits in it: the fraction of the free space
    /// left of it and above it (Compose's `BiasAlignment` on a 0...1 scale). 0.5 centres.
    ///
    /// ```swift
    /// ContentAlignment.topLeading          // (0, 0)
    /// ContentAlignment(horizontal: 0.5, vertical: 1)   // bottom centre
    /// ```
    public struct ContentAlignment: Sendable, Equatable {
        /// 0 at the leading (left) edge, 1 at the trailing edge; NaN is read as 0.5.
        public var horizontal: CGFloat
        /// 0 at the top, 1 at the bottom; NaN is read as 0.5.
        public var vertical: CGFloat

        /// An alignment from 0 (leading, top) to 1 (trailing, bottom) on each axis.
        public init(horizontal: CGFloat, vertical: CGFloat) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// Centred.
        public static let center = ContentAlignment(horizontal: 0.5, vertical: 0.5)
        /// Top, centred horizontally.
        public static let top = ContentAlignment(horizontal: 0.5, vertical: 0)
        /// Bottom, centred horizontally.
        public static let bottom = ContentAlignment(horizontal: 0.5, vertical: 1)
        /// Leading edge, centred vertically.
        public static let leading = ContentAlignment(horizontal: 0, vertical: 0.5)
        /// Trailing edge, centred vertically.
        public static let trailing = ContentAlignment(horizontal: 1, vertical: 0.5)
        /// Top-leading corner.
        public static let topLeading = ContentAlignment(horizontal: 0, vertical: 0)
        /// Top-trailing corner.
        public static let topTrailing = ContentAlignment(horizontal: 1, vertical: 0)
        /// Bottom-leading corner.
        public static let bottomLeading = ContentAlignment(horizontal: 0, vertical: 1)
        /// Bottom-trailing corner.
        public static let bottomTrailing = ContentAlignment(horizontal: 1, vertical: 1)

        /// The alignments by name, as the prototype format spells them.
        public static let named: [(name: String, alignment: ContentAlignment)] = [
            ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
            ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
            ("bottomTrailing", .bottomTrailing),
        ]

        /// The rectangle of `content` scaled by `k` and placed in `bounds` by this alignment.
        public func place(_ content: CGSize, scaledBy k: CGFloat, in bounds: CGRect) -> CGRect {
            func unit(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0.5 }
            let w = content.width * k, h = content.height * k
            return CGRect(x: bounds.minX + (bounds.width - w) * unit(horizontal),
                          y: bounds.minY + (bounds.height - h) * unit(vertical), width: w, height: h)
        }
    }
}

extension SharedElementOptions.Content: CustomStringConvertible {
    /// The prototype format's spelling: `automatic`, `stretch`, `relayout`, or
    /// `scaleToBounds(fit, center)` (an alignment without a name as `(h, v)`).
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .stretch: "stretch"
        case .relayout: "relayout"
        case .scaleToBounds(let scale, let alignment): "scaleToBounds(\(scale.rawValue), \(alignment.name))"
        }
    }
}

extension SharedElementOptions.ContentAlignment {
    /// The alignment's name in ``named``, else `(h, v)`.
    public var name: String {
        Self.named.first { $0.alignment == self }?.name ?? "(\(horizontal), \(vertical))"
    }
}
