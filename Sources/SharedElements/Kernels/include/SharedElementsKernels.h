// Pixel kernels for x86-64 CPUs with AVX2 or AVX-512BW, each compiled for its instruction set
// with a per-function target attribute (the package itself builds for baseline x86-64) and run
// only when the CPU and the operating system support it. On other architectures every kernel
// declines, and the Swift code in SharedElementsRendering runs instead.
//
// Pixels are packed premultiplied RGBA8 in little-endian 32-bit words (red in the low byte);
// the results are bit for bit those of the Swift code (`PixelOps`).
//
// Beside them, `sek_sincos` gives Geometry the C library's sine and cosine in one call.

#ifndef SHARED_ELEMENTS_KERNELS_H
#define SHARED_ELEMENTS_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// `*s = sin(x)` and `*c = cos(x)`, the C library's values bit for bit, in one call where the
/// library has one (glibc's `sincos`, which reduces the argument once). For animation curves
/// evaluated every frame: a rotation's quaternion and a spring's oscillation need both.
void sek_sincos(double x, double *s, double *c);

/// The instruction sets of the kernels, in the order of preference.
typedef enum {
    /// No kernel: the caller's portable code.
    sek_level_none = 0,
    /// AVX2, 256-bit vectors.
    sek_level_avx2 = 1,
    /// AVX-512F and AVX-512BW, 512-bit vectors.
    sek_level_avx512 = 2,
} sek_level;

/// The best level that this CPU and the operating system run (the OS must save the vector
/// registers' state: checked with xgetbv). Detected once, then cached.
int sek_best_level(void);

/// The level `sek_best_level` detected, or -1 before its first call.
extern int sek_detected_level;

/// `sek_best_level` without a call once the level is known (callers check it on every run).
static inline int sek_best_level_inline(void) {
    int level = __atomic_load_n(&sek_detected_level, __ATOMIC_RELAXED);
    return level >= 0 ? level : sek_best_level();
}

/// `dst[i] = color + dst[i] * inverse_alpha / 255` per channel, rounded as `PixelOps.scale`,
/// with a 32-bit wrapping add, at `level` (lowered to `sek_best_level()` if above it).
/// Returns 0 without touching `dst` when that is `sek_level_none` (always the case on other
/// architectures than x86-64), 1 when it did the work.
int sek_fill_translucent(uint32_t color, uint32_t inverse_alpha, uint32_t *dst, ptrdiff_t count, int level);

/// Source-over of a run at full coverage: `dst[i] = src[i] + dst[i] * (255 - alpha(src[i])) / 255`,
/// the same as `PixelOps.overRun(_:_:count:)`. Returns as `sek_fill_translucent`.
int sek_over_run(const uint32_t *src, uint32_t *dst, ptrdiff_t count, int level);

/// Source-over of a run faded by `alpha` (0...255): `c = scale(src[i], alpha)`, then
/// `dst[i] = c + dst[i] * (255 - alpha(c)) / 255`, the same as
/// `PixelOps.overRun(_:_:count:alpha:)`. Returns as `sek_fill_translucent`.
int sek_over_run_faded(const uint32_t *src, uint32_t *dst, ptrdiff_t count, uint32_t alpha, int level);
/// A stretch of a perspective row in the sampler's single-precision form: at pixel step `t`
/// (`first` and on), texel coordinates `(x0 + t dx) / (w0 + t dw)` and `(y0 + t dy) / (w0 + t dw)`.
typedef struct {
    float x0, y0, w0, dx, dy, dw;
    int32_t first;
} sek_perspective_row;

/// The samples of a perspective row whose four taps all lie inside the image, coordinates
/// included, the same as the sampler's Swift loop for such a stretch: `out[k]` at pixel step
/// `row->first + k`, the coordinates rounded as in `ImageSampler.sampleRow`, then sampled as by
/// `ImageSampler.bilinearInside`: each channel the four taps' sum weighted by 8-bit fractions,
/// rounded down. Returns as `sek_fill_translucent`.
int sek_perspective_inside(const uint32_t *pixels, ptrdiff_t width, const sek_perspective_row *row, uint32_t *out,
                           ptrdiff_t count, int level);


/// The samples of an upright row (a scaled or moved image: every sample between texel rows
/// `row0` and `row1` of a `width`-texel image, weight `wy` of 256 towards `row1`), the same as
/// `ImageSampler.sampleRow` for such a row: sample `k` at texel column `x + k dx` (a running
/// sum, in double precision) less one half, clamped to `-1 ... limit + 1`, in the sampler's
/// 24.8 fixed point; each tap clamped to the row; mixed as `ImageSampler.mix(_:_:wx:wy:)`.
/// Returns as `sek_fill_translucent`.
int sek_upright_row(const uint32_t *row0, const uint32_t *row1, ptrdiff_t width, double x, double dx, float limit,
                    uint32_t wy, uint32_t *out, ptrdiff_t count, int level);
/// A PNG scanline of `count` bytes at `cur` filtered against the row above, `prev` (each with
/// `bpp` readable bytes before it, zeros for the first row's left edge), as
/// `PNGFilter.filterBest`: the filter-type byte, then the residuals of whichever of None, Sub, Up
/// and Paeth has the smallest sum of residuals read as signed bytes (the first of them on a
/// tie), into `out`. Returns as `sek_fill_translucent`.
int sek_png_filter(const uint8_t *cur, const uint8_t *prev, ptrdiff_t count, ptrdiff_t bpp, uint8_t *out, int level);
/// The Adler-32 checksum `adler` continued over `count` bytes, into `*result`, as
/// `Adler32.update`. Returns as `sek_fill_translucent`.
int sek_adler32(uint32_t adler, const uint8_t *bytes, ptrdiff_t count, uint32_t *result, int level);
/// The sum over `count` pixel pairs of `a` and `b` of the largest difference between their
/// channels (0...255 each), into `*result`, as `PixelMeasures.differenceSum`. Returns as
/// `sek_fill_translucent`.
int sek_difference_sum(const uint32_t *a, const uint32_t *b, ptrdiff_t count, uint64_t *result, int level);
/// The sum over `count` pixels of 54 r + 183 g + 19 b (bytes 0, 1 and 2 of each), into
/// `*result`, as `PixelMeasures.luminanceSum`. Returns as `sek_fill_translucent`.
int sek_luminance_sum(const uint32_t *pixels, ptrdiff_t count, uint64_t *result, int level);
/// Asks the CPU to bring `count` pixels from `p` into its caches for writing (a hint: no effect
/// on any value).
static inline void sek_prefetch_pixels(const uint32_t *p, ptrdiff_t count) {
    const char *a = (const char *)p, *end = (const char *)(p + count);
    for (; a < end; a += 64) __builtin_prefetch(a, 1, 3);
}

// MARK: - Temporary files

/// How many temporary files `sek_temporary_add` keeps at once.
#define SEK_TEMPORARY_SLOTS 256

/// Records the temporary file at `path`, to be removed if the process is stopped by SIGINT,
/// SIGTERM or SIGHUP once `sek_temporary_remove_on_signals` has run. Returns the slot to give
/// `sek_temporary_drop`, or -1 when every slot is taken or the path is too long (the file is
/// then not removed on a signal). Safe from any thread.
int sek_temporary_add(const char *path);

/// Forgets the file of `slot` (renamed or removed by its writer). -1 is ignored.
void sek_temporary_drop(int slot);

/// The slot recording `path`, or -1 when it is not recorded.
int sek_temporary_find(const char *path);

/// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove every recorded temporary file,
/// then stop the process as the signal does by default. Signals the process ignores stay
/// ignored. For programs (the demo), not libraries: it replaces the signals' handlers.
void sek_temporary_remove_on_signals(void);

#ifdef __cplusplus
}
#endif

#endif
