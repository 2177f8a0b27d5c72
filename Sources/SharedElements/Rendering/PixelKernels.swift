internal import SharedElementsKernels

/// The instruction-set paths of the pixel loops in ``PixelOps``: the portable Swift code, or a C
/// kernel for x86-64 CPUs with AVX2 or AVX-512BW (the package builds for baseline x86-64, so the
/// kernels are compiled per function for their instruction set and chosen at run time from the
/// CPU's features and the operating system's support for the wider registers). Every path gives
/// the same pixels, bit for bit. On other architectures only the Swift path exists.
///
/// The environment variable `SHARED_ELEMENTS_KERNELS` set to `none` or `avx2` caps the path, to
/// compare them in one build.
package enum PixelKernels {
    package enum Path: Int32, CaseIterable, Sendable, CustomStringConvertible {
        case swift = 0, avx2 = 1, avx512 = 2

        package var description: String {
            switch self {
            case .swift: "Swift"
            case .avx2: "AVX2"
            case .avx512: "AVX-512"
            }
        }
    }

    /// The fastest path this machine runs (detected once).
    @inline(__always)
    package static var fastest: Path {
        #if arch(x86_64)
        Path(rawValue: sek_best_level_inline()) ?? .swift
        #else
        .swift
        #endif
    }

    /// Every path this machine runs, the Swift code first.
    package static var available: [Path] { Path.allCases.filter { $0.rawValue <= fastest.rawValue } }

    /// Runs the `fillTranslucent` kernel of `path`; false (and nothing done) for the Swift path.
    @inline(__always)
    static func fillTranslucent(_ color: UInt32, _ inv: UInt32, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ path: Path) -> Bool {
        path != .swift && sek_fill_translucent(color, inv, dst, count, path.rawValue) != 0
    }

    /// Runs the full-coverage `overRun` kernel of `path`; false (and nothing done) for the Swift path.
    @inline(__always)
    static func overRun(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ path: Path) -> Bool {
        path != .swift && sek_over_run(src, dst, count, path.rawValue) != 0
    }

    /// Runs the faded `overRun` kernel of `path` (sources scaled by `alpha`, 0...255); false
    /// (and nothing done) for the Swift path.
    @inline(__always)
    static func overRun(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, alpha: UInt32,
                        _ path: Path) -> Bool {
        path != .swift && sek_over_run_faded(src, dst, count, alpha, path.rawValue) != 0
    }

    /// Runs the kernel of `path` for a stretch of a perspective row whose samples' taps all lie
    /// inside a `width` by `height` image (coordinates and samples, as the sampler's loop does
    /// them); false (and nothing done) for the Swift path, or when the image has too many texels
    /// for the kernels' 32-bit indices.
    @inline(__always)
    static func perspectiveInside(
        _ pixels: UnsafePointer<UInt32>, _ width: Int, _ height: Int,
        x0: Float, y0: Float, w0: Float, dx: Float, dy: Float, dw: Float, first: Int32,
        _ out: UnsafeMutablePointer<UInt32>, _ count: Int, _ path: Path
    ) -> Bool {
        guard path != .swift, fitsIndices(width, height) else { return false }
        var row = sek_perspective_row(x0: x0, y0: y0, w0: w0, dx: dx, dy: dy, dw: dw, first: first)
        return sek_perspective_inside(pixels, width, &row, out, count, path.rawValue) != 0
    }

    /// Runs the kernel of `path` for an upright row of `count` samples (see ``ImageSampler``):
    /// between rows `row0` and `row1` of a `width`-texel image, weight `wy` towards `row1`, at
    /// texel columns `x`, `x + dx`, ... (clamped to `-1 ... limit + 1`); false (and nothing done)
    /// for the Swift path.
    @inline(__always)
    static func uprightRow(
        _ row0: UnsafePointer<UInt32>, _ row1: UnsafePointer<UInt32>, width: Int, x: Double, dx: Double, limit: Float,
        wy: UInt32, _ out: UnsafeMutablePointer<UInt32>, _ count: Int, _ path: Path
    ) -> Bool {
        path != .swift && sek_upright_row(row0, row1, width, x, dx, limit, wy, out, count, path.rawValue) != 0
    }

    /// Whether the kernels' 32-bit texel indices reach every texel of a `width` by `height` image.
    @inline(__always)
    static func fitsIndices(_ width: Int, _ height: Int) -> Bool {
        let texels = width.multipliedReportingOverflow(by: height)
        return !texels.overflow && texels.partialValue < Int(Int32.max)
    }
}
