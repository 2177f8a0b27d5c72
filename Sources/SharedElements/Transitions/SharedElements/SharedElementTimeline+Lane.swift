import Foundation

extension SharedElementTimeline {
    /// The numbers a frame needs of one flight, flat and small (about 300 bytes), so a frame of
    /// many flights streams through a few cache lines each. The easing lives in the timeline's
    /// shared tables (most flights share one curve) and a transform that is not flat in the
    /// timeline's list of general tracks.
    package struct Lane: Sendable {
        /// A spring timing's table entry: the spring and its initial velocity.
        package struct SpringEase: Sendable, Hashable {
            package let spring: Spring
            package let initialVelocity: Double
        }

        /// A timing resolved for one flight's duration: a curve, or a spring played over `span`
        /// seconds of its motion.
        package enum Ease {
            case curve(TimingCurve)
            case spring(SpringEase, span: Double)

            package init(_ timing: AnimationTiming, duration: TimeInterval) {
                if let c = timing.curve {
                    self = .curve(c)
                } else if let (s, v, span) = timing.spring(duration: duration) {
                    self = .spring(SpringEase(spring: s, initialVelocity: v), span: span)
                } else {
                    self = .curve(.linear)
                }
            }

            /// The spring's span in seconds (0 for a curve).
            package var span: Double {
                if case .spring(_, let span) = self { return span }
                return 0
            }
        }

        package let delay: Double
        package let duration: Double
        /// The easing's index in the curve table, or `-1 - i` for spring `i`.
        package let easing: Int
        /// A spring easing's span in seconds (0 for a curve).
        let springSpan: Double
        /// The arc's sideways offset per unit of bow: the centre's path turned a quarter, times
        /// the arc.
        let bowX: CGFloat, bowY: CGFloat
        let hasArc: Bool
        package let width: CGFloat, height: CGFloat, dWidth: CGFloat, dHeight: CGFloat
        package let alpha: CGFloat, dAlpha: CGFloat
        package let cornerRadius: CGFloat, dCornerRadius: CGFloat
        package let borderWidth: CGFloat, dBorderWidth: CGFloat
        /// The index of the general transform track, or -1 when ``planar`` holds the transform.
        let spatial: Int
        package let planar: PlanarTransformTrack
        /// The share of the flight (0: none) spent settling from `to` onto the destination's own
        /// geometry, and how far the centre moves, the size grows and the corner radius changes then.
        let tail: Double
        let tailX: CGFloat, tailY: CGFloat, tailWidth: CGFloat, tailHeight: CGFloat, tailCornerRadius: CGFloat

        package init(from: SharedElementGeometry, to: SharedElementGeometry, transform: TransformTrack, spatial: Int,
             delay: TimeInterval, duration: TimeInterval, arc: CGFloat, easing: Int, springSpan: Double,
             settle: SharedElementGeometry? = nil) {
            if let settle, settle != to {
                tail = 0.25
                tailX = settle.center.x - to.center.x
                tailY = settle.center.y - to.center.y
                tailWidth = settle.size.width - to.size.width
                tailHeight = settle.size.height - to.size.height
                tailCornerRadius = settle.cornerRadius - to.cornerRadius
            } else {
                tail = 0
                tailX = 0; tailY = 0; tailWidth = 0; tailHeight = 0; tailCornerRadius = 0
            }
            self.delay = delay
            self.duration = duration
            self.easing = easing
            self.springSpan = springSpan
            let a = from.center, b = to.center
            bowX = -(b.y - a.y) * arc
            bowY = (b.x - a.x) * arc
            hasArc = arc != 0
            width = from.size.width; dWidth = to.size.width - from.size.width
            height = from.size.height; dHeight = to.size.height - from.size.height
            alpha = from.alpha; dAlpha = to.alpha - from.alpha
            cornerRadius = from.cornerRadius; dCornerRadius = to.cornerRadius - from.cornerRadius
            borderWidth = from.borderWidth; dBorderWidth = to.borderWidth - from.borderWidth
            if let planar = transform.planar {
                self.planar = planar
                self.spatial = -1
            } else {
                self.planar = .identity
                self.spatial = spatial
            }
        }

        /// The flight's progress at `elapsed` seconds into the transition, 0...1, before easing.
        @inline(__always)
        func linearProgress(at elapsed: TimeInterval) -> Double {
            guard duration > 0 else { return elapsed >= delay ? 1 : 0 }
            return min(max((elapsed - delay) / duration, 0), 1)
        }

        /// The eased progress at `elapsed` seconds, its easing read from a timeline's tables.
        @inline(__always)
        package func progress(at elapsed: TimeInterval, curves: UnsafeBufferPointer<TimingCurve>,
                              springs: UnsafeBufferPointer<SpringEase>) -> Double {
            eased(linearProgress(at: elapsed), curves: curves, springs: springs)
        }

        /// Linear progress `x` through this lane's easing.
        @inline(__always)
        package func eased(_ x: Double, curves: UnsafeBufferPointer<TimingCurve>, springs: UnsafeBufferPointer<SpringEase>) -> Double {
            if easing >= 0 {
                return AnimationTiming.ease(x, curve: curves[easing], spring: nil, initialVelocity: 0, span: 0)
            }
            let s = springs[-1 - easing]
            return AnimationTiming.ease(x, curve: .linear, spring: s.spring, initialVelocity: s.initialVelocity, span: springSpan)
        }

        /// Writes the geometry at eased progress `p`, with the transform already interpolated at
        /// ``mainProgress(_:)``, over `g`. Everything is read before anything is written, so the compiler need not
        /// copy the lane in case `g` overlaps it.
        /// The progress of the matched part at eased progress `p`: all of it, or — for a flight
        /// that settles — the first three quarters stretched to 0...1.
        @inline(__always)
        package func mainProgress(_ p: Double) -> Double {
            tail > 0 ? min(p / (1 - tail), 1) : p
        }

        @inline(__always)
        package func write(transform: Transform3D, at p: Double, into g: inout SharedElementGeometry) {
            var transform = transform
            let main = mainProgress(p)
            if hasArc {
                // Bow the centre's path sideways, most in the middle, none at the ends.
                let bow = CGFloat(sin(Double.pi * main)) * transform.m44
                transform.m41 += bowX * bow
                transform.m42 += bowY * bow
            }
            let t = CGFloat(main)
            var cornerRadius = max(0, cornerRadius + dCornerRadius * t)
            var size = CGSize(width: SharedElementGeometry.side(width, dWidth, t), height: SharedElementGeometry.side(height, dHeight, t))
            if tail > 0, p > 1 - tail {
                // Settling: the part the options did not match goes to the destination's own.
                let u = CGFloat((p - (1 - tail)) / tail)
                size.width += tailWidth * u
                size.height += tailHeight * u
                cornerRadius = max(0, cornerRadius + tailCornerRadius * u)
                transform.m41 += tailX * u * transform.m44
                transform.m42 += tailY * u * transform.m44
            }
            let alpha = alpha + dAlpha * t
            let borderWidth = max(0, borderWidth + dBorderWidth * t)
            g.transform = transform
            g.size = size
            g.alpha = alpha
            g.cornerRadius = cornerRadius
            g.borderWidth = borderWidth
        }
    }
}
