// glibc declares sincos only for GNU sources.
#define _GNU_SOURCE
#include <math.h>

#include "SharedElementsKernels.h"

// The float arithmetic must round each operation as the Swift code does: no fused multiply-adds.
#pragma STDC FP_CONTRACT OFF

void sek_sincos(double x, double *s, double *c) {
#if defined(__GLIBC__)
    sincos(x, s, c);
#else
    *s = sin(x);
    *c = cos(x);
#endif
}

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>
#include <stdlib.h>
#include <string.h>

// CPUID leaf 1, ECX.
#define SEK_CPUID1_OSXSAVE (1u << 27)
#define SEK_CPUID1_AVX (1u << 28)
// CPUID leaf 7 subleaf 0, EBX.
#define SEK_CPUID7_AVX2 (1u << 5)
#define SEK_CPUID7_AVX512F (1u << 16)
#define SEK_CPUID7_AVX512BW (1u << 30)
// XCR0: the state the OS saves. SSE and AVX (bits 1, 2), and the AVX-512 opmask and upper
// registers (bits 5, 6, 7).
#define SEK_XCR0_AVX 0x06u
#define SEK_XCR0_AVX512 0xE6u

static int sek_detect(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return sek_level_none;
    if (!(c & SEK_CPUID1_OSXSAVE) || !(c & SEK_CPUID1_AVX)) return sek_level_none;
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    uint64_t xcr0 = ((uint64_t)hi << 32) | lo;
    if ((xcr0 & SEK_XCR0_AVX) != SEK_XCR0_AVX) return sek_level_none;
    if (__get_cpuid_max(0, NULL) < 7) return sek_level_none;
    __cpuid_count(7, 0, a, b, c, d);
    int level = sek_level_none;
    if (b & SEK_CPUID7_AVX2) level = sek_level_avx2;
    if ((b & SEK_CPUID7_AVX512F) && (b & SEK_CPUID7_AVX512BW) && (xcr0 & SEK_XCR0_AVX512) == SEK_XCR0_AVX512)
        level = sek_level_avx512;
    // SHARED_ELEMENTS_KERNELS=none or =avx2 caps the level (to compare the paths in one build).
    const char *cap = getenv("SHARED_ELEMENTS_KERNELS");
    if (cap && strcmp(cap, "none") == 0) level = sek_level_none;
    if (cap && strcmp(cap, "avx2") == 0 && level > sek_level_avx2) level = sek_level_avx2;
    return level;
}

int sek_detected_level = -1;

int sek_best_level(void) {
    int level = __atomic_load_n(&sek_detected_level, __ATOMIC_RELAXED);
    if (level < 0) {
        level = sek_detect();
        __atomic_store_n(&sek_detected_level, level, __ATOMIC_RELAXED);
    }
    return level;
}

// MARK: - AVX2

/// `v * f / 255 + add` per channel in the 16-bit lanes as PixelOps.scale splits them: red and
/// blue (the low bytes), then green and alpha (the high bytes), with the same rounding.
/// `f` holds each pixel's factor in both of its 16-bit lanes.
__attribute__((target("avx2")))
static inline __m256i sek_scale_add_avx2(__m256i v, __m256i f, __m256i add) {
    const __m256i low = _mm256_set1_epi16(0x00FF);
    const __m256i half = _mm256_set1_epi16(0x0080);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(v, low), f), half);
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(v, 8), f), half);
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8);
    ag = _mm256_andnot_si256(low, _mm256_add_epi16(ag, _mm256_srli_epi16(ag, 8)));
    return _mm256_add_epi32(_mm256_or_si256(rb, ag), add);
}

/// The lanes below `n` (0...8) set.
__attribute__((target("avx2")))
static inline __m256i sek_tail_mask_avx2(ptrdiff_t n) {
    const __m256i index = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), index);
}

__attribute__((target("avx2")))
static void sek_fill_translucent_avx2(uint32_t color, uint32_t inv, uint32_t *dst, ptrdiff_t count) {
    const __m256i f = _mm256_set1_epi16((short)inv);
    const __m256i c = _mm256_set1_epi32((int)color);
    ptrdiff_t k = 0;
    for (; k + 16 <= count; k += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(dst + k));
        __m256i b = _mm256_loadu_si256((const __m256i *)(dst + k + 8));
        _mm256_storeu_si256((__m256i *)(dst + k), sek_scale_add_avx2(a, f, c));
        _mm256_storeu_si256((__m256i *)(dst + k + 8), sek_scale_add_avx2(b, f, c));
    }
    if (k + 8 <= count) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(dst + k));
        _mm256_storeu_si256((__m256i *)(dst + k), sek_scale_add_avx2(a, f, c));
        k += 8;
    }
    if (k < count) {
        __m256i m = sek_tail_mask_avx2(count - k);
        __m256i a = _mm256_maskload_epi32((const int *)(dst + k), m);
        _mm256_maskstore_epi32((int *)(dst + k), m, sek_scale_add_avx2(a, f, c));
    }
}

/// Each pixel's `255 - alpha` in both of its 16-bit lanes.
__attribute__((target("avx2")))
static inline __m256i sek_inverse_alpha_avx2(__m256i s) {
    const __m256i spread = _mm256_setr_epi8(
        3, -1, 3, -1, 7, -1, 7, -1, 11, -1, 11, -1, 15, -1, 15, -1,
        3, -1, 3, -1, 7, -1, 7, -1, 11, -1, 11, -1, 15, -1, 15, -1);
    return _mm256_shuffle_epi8(_mm256_xor_si256(s, _mm256_set1_epi32(-1)), spread);
}

__attribute__((target("avx2")))
static void sek_over_run_avx2(const uint32_t *src, uint32_t *dst, ptrdiff_t count) {
    ptrdiff_t k = 0;
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000);
    for (; k + 8 <= count; k += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(src + k));
        // Eight opaque sources replace what is under them (scale(d, 0) is 0): stored without
        // reading the destination, which saves a third of the memory traffic of a full-screen
        // picture.
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(s, alpha), alpha)) == -1) {
            _mm256_storeu_si256((__m256i *)(dst + k), s);
            continue;
        }
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
        _mm256_storeu_si256((__m256i *)(dst + k), sek_scale_add_avx2(d, sek_inverse_alpha_avx2(s), s));
    }
    if (k < count) {
        __m256i m = sek_tail_mask_avx2(count - k);
        __m256i s = _mm256_maskload_epi32((const int *)(src + k), m);
        __m256i d = _mm256_maskload_epi32((const int *)(dst + k), m);
        _mm256_maskstore_epi32((int *)(dst + k), m, sek_scale_add_avx2(d, sek_inverse_alpha_avx2(s), s));
    }
}

/// Source-over of a run of sources faded by `alpha`: each source scaled as `PixelOps.scale`,
/// then over the destination. A clear source leaves the destination as it is (scaling by 255 is
/// exact), so no pixel needs a branch.
__attribute__((target("avx2")))
static void sek_over_run_faded_avx2(const uint32_t *src, uint32_t *dst, ptrdiff_t count, uint32_t alpha) {
    const __m256i f = _mm256_set1_epi16((short)alpha), zero = _mm256_setzero_si256();
    ptrdiff_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i c = sek_scale_add_avx2(_mm256_loadu_si256((const __m256i *)(src + k)), f, zero);
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
        _mm256_storeu_si256((__m256i *)(dst + k), sek_scale_add_avx2(d, sek_inverse_alpha_avx2(c), c));
    }
    if (k < count) {
        __m256i m = sek_tail_mask_avx2(count - k);
        __m256i c = sek_scale_add_avx2(_mm256_maskload_epi32((const int *)(src + k), m), f, zero);
        __m256i d = _mm256_maskload_epi32((const int *)(dst + k), m);
        _mm256_maskstore_epi32((int *)(dst + k), m, sek_scale_add_avx2(d, sek_inverse_alpha_avx2(c), c));
    }
}

// MARK: - AVX-512

#define SEK_AVX512 __attribute__((target("avx512f,avx512bw")))

/// As `sek_scale_add_avx2`, sixteen pixels at a time.
SEK_AVX512
static inline __m512i sek_scale_add_avx512(__m512i v, __m512i f, __m512i add) {
    const __m512i low = _mm512_set1_epi16(0x00FF);
    const __m512i half = _mm512_set1_epi16(0x0080);
    __m512i rb = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(v, low), f), half);
    __m512i ag = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(v, 8), f), half);
    rb = _mm512_srli_epi16(_mm512_add_epi16(rb, _mm512_srli_epi16(rb, 8)), 8);
    ag = _mm512_andnot_si512(low, _mm512_add_epi16(ag, _mm512_srli_epi16(ag, 8)));
    return _mm512_add_epi32(_mm512_or_si512(rb, ag), add);
}

/// The lanes below `n` (0...16) set.
static inline __mmask16 sek_tail_mask16(ptrdiff_t n) { return (__mmask16)((1u << n) - 1u); }

SEK_AVX512
static void sek_fill_translucent_avx512(uint32_t color, uint32_t inv, uint32_t *dst, ptrdiff_t count) {
    const __m512i f = _mm512_set1_epi16((short)inv);
    const __m512i c = _mm512_set1_epi32((int)color);
    ptrdiff_t k = 0;
    for (; k + 32 <= count; k += 32) {
        __m512i a = _mm512_loadu_si512((const void *)(dst + k));
        __m512i b = _mm512_loadu_si512((const void *)(dst + k + 16));
        _mm512_storeu_si512((void *)(dst + k), sek_scale_add_avx512(a, f, c));
        _mm512_storeu_si512((void *)(dst + k + 16), sek_scale_add_avx512(b, f, c));
    }
    if (k + 16 <= count) {
        __m512i a = _mm512_loadu_si512((const void *)(dst + k));
        _mm512_storeu_si512((void *)(dst + k), sek_scale_add_avx512(a, f, c));
        k += 16;
    }
    if (k < count) {
        __mmask16 m = sek_tail_mask16(count - k);
        __m512i a = _mm512_maskz_loadu_epi32(m, (const void *)(dst + k));
        _mm512_mask_storeu_epi32((void *)(dst + k), m, sek_scale_add_avx512(a, f, c));
    }
}

/// As `sek_inverse_alpha_avx2`, sixteen pixels at a time.
SEK_AVX512
static inline __m512i sek_inverse_alpha_avx512(__m512i s) {
    const __m512i spread = _mm512_set4_epi32(0x800F800F, 0x800B800B, 0x80078007, 0x80038003);
    return _mm512_shuffle_epi8(_mm512_xor_si512(s, _mm512_set1_epi32(-1)), spread);
}

SEK_AVX512
static void sek_over_run_avx512(const uint32_t *src, uint32_t *dst, ptrdiff_t count) {
    ptrdiff_t k = 0;
    const __m512i alpha = _mm512_set1_epi32((int)0xFF000000);
    for (; k + 16 <= count; k += 16) {
        __m512i s = _mm512_loadu_si512((const void *)(src + k));
        // As in the AVX2 loop: sixteen opaque sources are stored as they are.
        if (_mm512_cmpeq_epi32_mask(_mm512_and_si512(s, alpha), alpha) == 0xFFFF) {
            _mm512_storeu_si512((void *)(dst + k), s);
            continue;
        }
        __m512i d = _mm512_loadu_si512((const void *)(dst + k));
        _mm512_storeu_si512((void *)(dst + k), sek_scale_add_avx512(d, sek_inverse_alpha_avx512(s), s));
    }
    if (k < count) {
        __mmask16 m = sek_tail_mask16(count - k);
        __m512i s = _mm512_maskz_loadu_epi32(m, (const void *)(src + k));
        __m512i d = _mm512_maskz_loadu_epi32(m, (const void *)(dst + k));
        _mm512_mask_storeu_epi32((void *)(dst + k), m, sek_scale_add_avx512(d, sek_inverse_alpha_avx512(s), s));
    }
}

// MARK: - Bilinear sampling

/// How many texel rows below a tap the sampler asks for ahead. Down a screen, a transformed
/// image is read a texel row or so further on each row: the texels one row of samples touches
/// are the ones rows a few lines below need, and a turned card (its rows cross many texel rows)
/// reads lines the hardware's stride prefetcher cannot foresee. Asking 8 rows ahead took the
/// card-flip frame from 10.3 to 5.7 ms and the photo in perspective from 5.6 to 3.3 ms on a
/// 2-core EPYC (2, 4 and 16 rows measured slower). A hint: no value changes, and a prefetch
/// past the image's end cannot fault.
#define SEK_PREFETCH_ROWS 8
#define SEK_PREFETCH_TEXELS(p, width) \
    __builtin_prefetch((const void *)((uintptr_t)(p) + (uintptr_t)(SEK_PREFETCH_ROWS * (width)) * 4u), 0, 3)

/// One sample, as `ImageSampler.mix(_:_:wx:wy:)`: `top` holds the first row's two texels (the
/// left one in the low half), `bottom` the second row's.
static inline uint32_t sek_mix(uint64_t top, uint64_t bottom, uint32_t wx, uint32_t wy) {
    uint32_t w11 = (wx * wy) >> 8, w10 = (wx * (256 - wy)) >> 8, w01 = ((256 - wx) * wy) >> 8;
    uint32_t w00 = 256 - w11 - w10 - w01;
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t sum = (uint32_t)((top >> shift) & 255) * w00 + (uint32_t)((top >> (32 + shift)) & 255) * w10
            + (uint32_t)((bottom >> shift) & 255) * w01 + (uint32_t)((bottom >> (32 + shift)) & 255) * w11;
        result |= (sum >> 8) << shift;
    }
    return result;
}

/// Samples one at a time (the vector loops' remainder): texel pairs loaded as 64-bit words, as
/// in the vector loops.
static inline void sek_samples_scalar(const uint32_t *pixels, ptrdiff_t width, const uint32_t *su,
                                              const uint32_t *sv, uint32_t *out, ptrdiff_t k, ptrdiff_t count) {
    for (; k < count; k++) {
        const uint32_t *r0 = pixels + ((ptrdiff_t)(sv[k] >> 8) - 2) * width + ((ptrdiff_t)(su[k] >> 8) - 2);
        uint64_t top, bottom;
        memcpy(&top, r0, 8);
        memcpy(&bottom, r0 + width, 8);
        out[k] = sek_mix(top, bottom, su[k] & 255, sv[k] & 255);
    }
}

/// The four weights of `ImageSampler.mix` from the fractions `wx`, `wy` (32-bit lanes).
__attribute__((target("avx2")))
static inline void sek_weights_avx2(__m128i wx, __m128i wy, __m128i *w00, __m128i *w10, __m128i *w01, __m128i *w11) {
    const __m128i full = _mm_set1_epi32(256);
    *w11 = _mm_srli_epi32(_mm_mullo_epi32(wx, wy), 8);
    *w10 = _mm_srli_epi32(_mm_mullo_epi32(wx, _mm_sub_epi32(full, wy)), 8);
    *w01 = _mm_srli_epi32(_mm_mullo_epi32(_mm_sub_epi32(full, wx), wy), 8);
    *w00 = _mm_sub_epi32(_mm_sub_epi32(_mm_sub_epi32(full, *w11), *w10), *w01);
}

/// As `sek_weights_avx2`, eight at a time.
__attribute__((target("avx2")))
static inline void sek_weights8_avx2(__m256i wx, __m256i wy, __m256i *w00, __m256i *w10, __m256i *w01, __m256i *w11) {
    const __m256i full = _mm256_set1_epi32(256);
    *w11 = _mm256_srli_epi32(_mm256_mullo_epi32(wx, wy), 8);
    *w10 = _mm256_srli_epi32(_mm256_mullo_epi32(wx, _mm256_sub_epi32(full, wy)), 8);
    *w01 = _mm256_srli_epi32(_mm256_mullo_epi32(_mm256_sub_epi32(full, wx), wy), 8);
    *w00 = _mm256_sub_epi32(_mm256_sub_epi32(_mm256_sub_epi32(full, *w11), *w10), *w01);
}

/// Four samples from their texel pairs as loaded from memory (`top`: each sample's two texels of
/// the first row as a 64-bit word, the left one in the low half; `bottom`: the second row's) and
/// their 8-bit fractions `wx`, `wy` (32-bit lanes): red and blue, then green and alpha, in 16-bit
/// lanes, each times its weight: at most 255 * 256 in all, so no lane overflows.
__attribute__((target("avx2")))
static inline __m128i sek_mix4_avx2(__m256i top, __m256i bottom, __m128i wx, __m128i wy) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF), high = _mm256_set1_epi32((int)0xFF00FF00);
    const __m256i evens = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    __m128i w00, w10, w01, w11;
    sek_weights_avx2(wx, wy, &w00, &w10, &w01, &w11);
    // Each sample's two weights in its two 32-bit lanes, each in both 16-bit halves.
    __m256i wt = _mm256_or_si256(_mm256_cvtepu32_epi64(w00), _mm256_slli_epi64(_mm256_cvtepu32_epi64(w10), 32));
    __m256i wb = _mm256_or_si256(_mm256_cvtepu32_epi64(w01), _mm256_slli_epi64(_mm256_cvtepu32_epi64(w11), 32));
    wt = _mm256_or_si256(wt, _mm256_slli_epi32(wt, 16));
    wb = _mm256_or_si256(wb, _mm256_slli_epi32(wb, 16));
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(top, low), wt),
                                  _mm256_mullo_epi16(_mm256_and_si256(bottom, low), wb));
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(top, 8), wt),
                                  _mm256_mullo_epi16(_mm256_srli_epi16(bottom, 8), wb));
    rb = _mm256_add_epi16(rb, _mm256_srli_epi64(rb, 32));
    ag = _mm256_add_epi16(ag, _mm256_srli_epi64(ag, 32));
    __m256i pixel = _mm256_or_si256(_mm256_srli_epi16(rb, 8), _mm256_and_si256(ag, high));
    return _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(pixel, evens));
}

/// Four samples at the fixed-point coordinates `u`, `v`: texel pairs loaded as 64-bit words
/// (scalar loads, which beat gather instructions on CPUs that microcode them or mitigate Gather
/// Data Sampling), then mixed by `sek_mix4_avx2`.
__attribute__((target("avx2")))
static inline __m128i sek_sample4_avx2(const uint32_t *pixels, ptrdiff_t width, __m128i u, __m128i v) {
    const __m128i low8 = _mm_set1_epi32(255), two = _mm_set1_epi32(2);
    __m128i index = _mm_add_epi32(_mm_mullo_epi32(_mm_sub_epi32(_mm_srli_epi32(v, 8), two), _mm_set1_epi32((int)width)),
                                  _mm_sub_epi32(_mm_srli_epi32(u, 8), two));
    int32_t at[4];
    _mm_storeu_si128((__m128i *)at, index);
    uint64_t t[4], b[4];
    for (int i = 0; i < 4; i++) {
        memcpy(&t[i], pixels + at[i], 8);
        memcpy(&b[i], pixels + width + at[i], 8);
        SEK_PREFETCH_TEXELS(pixels + at[i], width);
    }
    __m256i top = _mm256_loadu_si256((const __m256i *)t);
    __m256i bottom = _mm256_loadu_si256((const __m256i *)b);
    return sek_mix4_avx2(top, bottom, _mm_and_si128(u, low8), _mm_and_si128(v, low8));
}

/// As `sek_sample4_avx2`, eight samples.
SEK_AVX512
static inline __m256i sek_sample8_avx512(const uint32_t *pixels, ptrdiff_t width, __m256i u, __m256i v) {
    const __m256i low8 = _mm256_set1_epi32(255), two = _mm256_set1_epi32(2);
    const __m512i low = _mm512_set1_epi32(0x00FF00FF), high = _mm512_set1_epi32((int)0xFF00FF00);
    __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_sub_epi32(_mm256_srli_epi32(v, 8), two), _mm256_set1_epi32((int)width)),
                                     _mm256_sub_epi32(_mm256_srli_epi32(u, 8), two));
    int32_t at[8];
    _mm256_storeu_si256((__m256i *)at, index);
    uint64_t t[8], b[8];
    for (int i = 0; i < 8; i++) {
        memcpy(&t[i], pixels + at[i], 8);
        memcpy(&b[i], pixels + width + at[i], 8);
        SEK_PREFETCH_TEXELS(pixels + at[i], width);
    }
    __m512i top = _mm512_loadu_si512((const void *)t);
    __m512i bottom = _mm512_loadu_si512((const void *)b);
    __m256i w00, w10, w01, w11;
    sek_weights8_avx2(_mm256_and_si256(u, low8), _mm256_and_si256(v, low8), &w00, &w10, &w01, &w11);
    __m512i wt = _mm512_or_si512(_mm512_cvtepu32_epi64(w00), _mm512_slli_epi64(_mm512_cvtepu32_epi64(w10), 32));
    __m512i wb = _mm512_or_si512(_mm512_cvtepu32_epi64(w01), _mm512_slli_epi64(_mm512_cvtepu32_epi64(w11), 32));
    wt = _mm512_or_si512(wt, _mm512_slli_epi32(wt, 16));
    wb = _mm512_or_si512(wb, _mm512_slli_epi32(wb, 16));
    __m512i rb = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(top, low), wt),
                                  _mm512_mullo_epi16(_mm512_and_si512(bottom, low), wb));
    __m512i ag = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(top, 8), wt),
                                  _mm512_mullo_epi16(_mm512_srli_epi16(bottom, 8), wb));
    rb = _mm512_add_epi16(rb, _mm512_srli_epi64(rb, 32));
    ag = _mm512_add_epi16(ag, _mm512_srli_epi64(ag, 32));
    return _mm512_cvtepi64_epi32(_mm512_or_si512(_mm512_srli_epi16(rb, 8), _mm512_and_si512(ag, high)));
}

// MARK: - Perspective rows

/// A texel coordinate in the sampler's 24.8 fixed point shifted by +2 texels: the mantissa of
/// `(c * 256 - 0.5) + 2^23`, each operation rounded to single precision as in the Swift code.
static inline uint32_t sek_fixed(float c) {
    float f = (c * 256.0f - 0.5f) + 8388608.0f;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    return bits & 0x7FFFFF;
}

/// Eight samples' fixed-point coordinates along a perspective row, from pixel steps `t`.
__attribute__((target("avx2")))
static inline void sek_coordinates8_avx2(const sek_perspective_row *row, __m256 t, __m256i *u, __m256i *v) {
    const __m256 one = _mm256_set1_ps(1.0f), half = _mm256_set1_ps(0.5f), onehalf = _mm256_set1_ps(1.5f);
    const __m256 scale = _mm256_set1_ps(256.0f), magic = _mm256_set1_ps(8388608.0f);
    const __m256i mantissa = _mm256_set1_epi32(0x7FFFFF);
    __m256 inv = _mm256_div_ps(one, _mm256_add_ps(_mm256_set1_ps(row->w0), _mm256_mul_ps(t, _mm256_set1_ps(row->dw))));
    __m256 fu = _mm256_add_ps(_mm256_mul_ps(_mm256_add_ps(_mm256_set1_ps(row->x0), _mm256_mul_ps(t, _mm256_set1_ps(row->dx))), inv), onehalf);
    __m256 fv = _mm256_add_ps(_mm256_mul_ps(_mm256_add_ps(_mm256_set1_ps(row->y0), _mm256_mul_ps(t, _mm256_set1_ps(row->dy))), inv), onehalf);
    fu = _mm256_add_ps(_mm256_sub_ps(_mm256_mul_ps(fu, scale), half), magic);
    fv = _mm256_add_ps(_mm256_sub_ps(_mm256_mul_ps(fv, scale), half), magic);
    *u = _mm256_and_si256(_mm256_castps_si256(fu), mantissa);
    *v = _mm256_and_si256(_mm256_castps_si256(fv), mantissa);
}

/// The samples of a perspective row one at a time (the vector loops' remainder).
static inline void sek_perspective_inside_scalar(const uint32_t *pixels, ptrdiff_t width, const sek_perspective_row *row,
                                                 uint32_t *out, ptrdiff_t k, ptrdiff_t count) {
    for (; k < count; k++) {
        float t = (float)(row->first + (int32_t)k);
        float inv = 1.0f / (row->w0 + t * row->dw);
        uint32_t u = sek_fixed((row->x0 + t * row->dx) * inv + 1.5f);
        uint32_t v = sek_fixed((row->y0 + t * row->dy) * inv + 1.5f);
        sek_samples_scalar(pixels, width, &u, &v, out + k, 0, 1);
    }
}

__attribute__((target("avx2")))
static void sek_perspective_inside_avx2(const uint32_t *pixels, ptrdiff_t width, const sek_perspective_row *row,
                                        uint32_t *out, ptrdiff_t count) {
    const __m256i steps = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    ptrdiff_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256 t = _mm256_cvtepi32_ps(_mm256_add_epi32(_mm256_set1_epi32(row->first + (int32_t)k), steps));
        __m256i u, v;
        sek_coordinates8_avx2(row, t, &u, &v);
        _mm_storeu_si128((__m128i *)(out + k), sek_sample4_avx2(pixels, width, _mm256_castsi256_si128(u), _mm256_castsi256_si128(v)));
        _mm_storeu_si128((__m128i *)(out + k + 4),
                         sek_sample4_avx2(pixels, width, _mm256_extracti128_si256(u, 1), _mm256_extracti128_si256(v, 1)));
    }
    sek_perspective_inside_scalar(pixels, width, row, out, k, count);
}

SEK_AVX512
static void sek_perspective_inside_avx512(const uint32_t *pixels, ptrdiff_t width, const sek_perspective_row *row,
                                          uint32_t *out, ptrdiff_t count) {
    const __m256i steps = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    ptrdiff_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256 t = _mm256_cvtepi32_ps(_mm256_add_epi32(_mm256_set1_epi32(row->first + (int32_t)k), steps));
        __m256i u, v;
        sek_coordinates8_avx2(row, t, &u, &v);
        _mm256_storeu_si256((__m256i *)(out + k), sek_sample8_avx512(pixels, width, u, v));
    }
    sek_perspective_inside_scalar(pixels, width, row, out, k, count);
}

// MARK: - Upright rows

/// A column's coordinate in the sampler's 24.8 fixed point, as `ImageSampler.fixedPoint`: `t`
/// clamped to `-1 ... limit + 1` (NaN to -1), shifted by 2 texels, times 256, truncated.
static inline int32_t sek_upright_fixed(float t, float limit) {
    // Two selects rather than the nested one (the same value: below -1 or NaN, -1 stays under
    // `limit + 1`), so the compiler makes a max and a min instead of branches.
    float low = t > -1.0f ? t : -1.0f;
    float c = (low < limit + 1.0f ? low : limit + 1.0f) + 2.0f;
    return (int32_t)(c * 256.0f);
}

/// One sample of an upright row at the fixed-point column `f`, each tap clamped to the row (the
/// stretches that reach past an edge).
static inline uint32_t sek_upright_clamped(const uint32_t *row0, const uint32_t *row1, ptrdiff_t width, int32_t f, uint32_t wy) {
    ptrdiff_t u = (ptrdiff_t)(f >> 8);
    ptrdiff_t u0 = u - 2 < 0 ? 0 : u - 2 > width - 1 ? width - 1 : u - 2;
    ptrdiff_t u1 = u - 1 < 0 ? 0 : u - 1 > width - 1 ? width - 1 : u - 1;
    uint64_t top = (uint64_t)row0[u0] | (uint64_t)row0[u1] << 32;
    uint64_t bottom = (uint64_t)row1[u0] | (uint64_t)row1[u1] << 32;
    return sek_mix(top, bottom, (uint32_t)f & 255, wy);
}

/// How many columns of an upright row `sek_upright_cache` holds (longer rows compute theirs
/// 256 at a time as they go), and how few it leaves to be computed each time (the runs of a
/// picture's edge cells, one or two pixels, which would push out the long runs between them).
#define SEK_UPRIGHT_CACHED 4096
#define SEK_UPRIGHT_UNCACHED 32

/// The columns of the latest two upright rows sampled on this thread, with the inputs they were
/// computed from (start and step as bits, limit as bits, count). Every row of a scaled picture
/// maps its pixels onto the same columns (only the texel rows change), so the rows after the
/// first reuse them: the same numbers, without the running sum, whose additions, one after the
/// other, bounded the loop. Two, so that a picture clipped into two runs keeps both.
static _Thread_local struct {
    struct {
        uint64_t x, dx;
        uint32_t limit;
        ptrdiff_t count;
        int32_t columns[SEK_UPRIGHT_CACHED];
    } slot[2];
    int next;
} sek_upright_cache = {{{0, 0, 0, -1, {0}}, {0, 0, 0, -1, {0}}}, 0};

/// An upright row: the columns' coordinates in the order and arithmetic of the sampler's Swift
/// loop (the running sum `x += dx` in double precision, then single precision), kept for the
/// next row with the same start, step, limit and count (see `sek_upright_cache`), then four
/// samples at a time where every texel pair of a 256-column stretch lies inside the row: the
/// pairs of both rows loaded as 64-bit words and mixed as the perspective samples are. AVX-512
/// machines run it too: along one texel row pair the loads, not the lanes, bound the loop.
__attribute__((target("avx2")))
static void sek_upright_avx2(const uint32_t *row0, const uint32_t *row1, ptrdiff_t width, double x, double dx, float limit,
                             uint32_t wy, uint32_t *out, ptrdiff_t count) {
    const __m128i low8 = _mm_set1_epi32(255), weight = _mm_set1_epi32((int)wy);
    int32_t stretch[256];
    const int32_t *cached = NULL;
    if (count >= SEK_UPRIGHT_UNCACHED && count <= SEK_UPRIGHT_CACHED) {
        uint64_t xb, dxb;
        uint32_t lb;
        memcpy(&xb, &x, 8);
        memcpy(&dxb, &dx, 8);
        memcpy(&lb, &limit, 4);
        for (int i = 0; i < 2 && !cached; i++) {
            if (sek_upright_cache.slot[i].count == count && sek_upright_cache.slot[i].x == xb
                && sek_upright_cache.slot[i].dx == dxb && sek_upright_cache.slot[i].limit == lb) {
                cached = sek_upright_cache.slot[i].columns;
            }
        }
        if (!cached) {
            int i = sek_upright_cache.next;
            sek_upright_cache.next = 1 - i;
            int32_t *columns = sek_upright_cache.slot[i].columns;
            double c = x;
            for (ptrdiff_t k = 0; k < count; k++) {
                columns[k] = sek_upright_fixed((float)(c - 0.5), limit);
                c += dx;
            }
            sek_upright_cache.slot[i].x = xb;
            sek_upright_cache.slot[i].dx = dxb;
            sek_upright_cache.slot[i].limit = lb;
            sek_upright_cache.slot[i].count = count;
            cached = columns;
        }
    }
    for (ptrdiff_t first = 0; first < count; first += 256) {
        ptrdiff_t n = count - first < 256 ? count - first : 256;
        const int32_t *columns = cached ? cached + first : stretch;
        if (!cached) {
            for (ptrdiff_t k = 0; k < n; k++) {
                stretch[k] = sek_upright_fixed((float)(x - 0.5), limit);
                x += dx;
            }
        }
        // A running sum of a step of one sign, rounded, clamped and truncated, moves one way:
        // the ends bound the stretch (a NaN step, which does not, takes the clamped route).
        int32_t low = columns[0] < columns[n - 1] ? columns[0] : columns[n - 1];
        int32_t high = columns[0] < columns[n - 1] ? columns[n - 1] : columns[0];
        uint32_t *o = out + first;
        // The next texel row's stretch, which the rows below this one read, asked for ahead
        // (a hint: no value changes, and a prefetch cannot fault).
        for (uintptr_t a = (uintptr_t)(row1 + width + (low >> 8)), e = (uintptr_t)(row1 + width + (high >> 8)); a < e; a += 64)
            __builtin_prefetch((const void *)a, 0, 3);
        // Texel pairs `u - 2`, `u - 1` with `u = f >> 8`: inside the row when 2 <= u <= width.
        if (dx != dx || (low >> 8) < 2 || (ptrdiff_t)(high >> 8) > width) {
            for (ptrdiff_t k = 0; k < n; k++) o[k] = sek_upright_clamped(row0, row1, width, columns[k], wy);
            continue;
        }
        ptrdiff_t k = 0;
        for (; k + 4 <= n; k += 4) {
            __m128i u = _mm_loadu_si128((const __m128i *)(columns + k));
            uint64_t t[4], b[4];
            for (int i = 0; i < 4; i++) {
                ptrdiff_t u0 = (ptrdiff_t)(columns[k + i] >> 8) - 2;
                memcpy(&t[i], row0 + u0, 8);
                memcpy(&b[i], row1 + u0, 8);
            }
            __m256i top = _mm256_loadu_si256((const __m256i *)t);
            __m256i bottom = _mm256_loadu_si256((const __m256i *)b);
            _mm_storeu_si128((__m128i *)(o + k), sek_mix4_avx2(top, bottom, _mm_and_si128(u, low8), weight));
        }
        for (; k < n; k++) {
            ptrdiff_t u0 = (ptrdiff_t)(columns[k] >> 8) - 2;
            uint64_t top, bottom;
            memcpy(&top, row0 + u0, 8);
            memcpy(&bottom, row1 + u0, 8);
            o[k] = sek_mix(top, bottom, (uint32_t)columns[k] & 255, wy);
        }
    }
}

// MARK: - PNG filters

/// The Paeth predictions of sixteen bytes from their left (`a`), upper (`b`) and upper-left (`c`)
/// neighbours, as `PNGFilter.paeth`: in 16-bit lanes, `a` when `|b - c|` is at most both other
/// distances, else `b` when `|a - c|` is at most `|a + b - 2c|`, else `c`.
__attribute__((target("avx2")))
static inline __m128i sek_paeth16_avx2(__m128i a8, __m128i b8, __m128i c8) {
    __m256i a = _mm256_cvtepu8_epi16(a8), b = _mm256_cvtepu8_epi16(b8), c = _mm256_cvtepu8_epi16(c8);
    __m256i pa = _mm256_abs_epi16(_mm256_sub_epi16(b, c));
    __m256i pb = _mm256_abs_epi16(_mm256_sub_epi16(a, c));
    __m256i pc = _mm256_abs_epi16(_mm256_sub_epi16(_mm256_add_epi16(a, b), _mm256_add_epi16(c, c)));
    __m256i bc = _mm256_blendv_epi8(b, c, _mm256_cmpgt_epi16(pb, pc));
    __m256i p = _mm256_blendv_epi8(a, bc, _mm256_cmpgt_epi16(pa, _mm256_min_epi16(pb, pc)));
    return _mm_packus_epi16(_mm256_castsi256_si128(p), _mm256_extracti128_si256(p, 1));
}

/// The Paeth prediction of one byte (the vector loops' remainders).
static inline uint8_t sek_paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs((int)b - (int)c), pb = abs((int)a - (int)c), pc = abs((int)a + (int)b - 2 * (int)c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/// A residual's magnitude as a signed byte, `min(r, 256 - r)`, per byte.
__attribute__((target("avx2")))
static inline __m128i sek_cost16_avx2(__m128i r) {
    return _mm_min_epu8(r, _mm_sub_epi8(_mm_setzero_si128(), r));
}

__attribute__((target("avx2")))
static int sek_png_filter_avx2(const uint8_t *cur, const uint8_t *prev, ptrdiff_t n, ptrdiff_t bpp, uint8_t *out) {
    const __m128i zero = _mm_setzero_si128();
    const uint8_t *left = cur - bpp, *upLeft = prev - bpp;
    __m128i s0 = zero, s1 = zero, s2 = zero, s4 = zero;
    ptrdiff_t i = 0;
    // Sums of absolute differences against zero add sixteen costs into two 64-bit lanes.
    for (; i + 16 <= n; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(cur + i)), a = _mm_loadu_si128((const __m128i *)(left + i));
        __m128i b = _mm_loadu_si128((const __m128i *)(prev + i)), c = _mm_loadu_si128((const __m128i *)(upLeft + i));
        s0 = _mm_add_epi64(s0, _mm_sad_epu8(sek_cost16_avx2(x), zero));
        s1 = _mm_add_epi64(s1, _mm_sad_epu8(sek_cost16_avx2(_mm_sub_epi8(x, a)), zero));
        s2 = _mm_add_epi64(s2, _mm_sad_epu8(sek_cost16_avx2(_mm_sub_epi8(x, b)), zero));
        s4 = _mm_add_epi64(s4, _mm_sad_epu8(sek_cost16_avx2(_mm_sub_epi8(x, sek_paeth16_avx2(a, b, c))), zero));
    }
    uint64_t t0 = (uint64_t)_mm_cvtsi128_si64(s0) + (uint64_t)_mm_extract_epi64(s0, 1);
    uint64_t t1 = (uint64_t)_mm_cvtsi128_si64(s1) + (uint64_t)_mm_extract_epi64(s1, 1);
    uint64_t t2 = (uint64_t)_mm_cvtsi128_si64(s2) + (uint64_t)_mm_extract_epi64(s2, 1);
    uint64_t t4 = (uint64_t)_mm_cvtsi128_si64(s4) + (uint64_t)_mm_extract_epi64(s4, 1);
    for (; i < n; i++) {
        uint8_t x = cur[i], a = left[i], b = prev[i];
        uint8_t r[4] = {x, (uint8_t)(x - a), (uint8_t)(x - b), (uint8_t)(x - sek_paeth(a, b, upLeft[i]))};
        for (int k = 0; k < 4; k++) {
            uint8_t m = (uint8_t)(0u - r[k]);
            r[k] = r[k] < m ? r[k] : m;
        }
        t0 += r[0]; t1 += r[1]; t2 += r[2]; t4 += r[3];
    }
    int best = 0;
    uint64_t bestSum = t0;
    if (t1 < bestSum) { best = 1; bestSum = t1; }
    if (t2 < bestSum) { best = 2; bestSum = t2; }
    if (t4 < bestSum) { best = 4; }
    out[0] = (uint8_t)best;
    uint8_t *o = out + 1;
    i = 0;
    switch (best) {
    case 0: memcpy(o, cur, (size_t)n); return 1;
    case 1:
        for (; i + 16 <= n; i += 16)
            _mm_storeu_si128((__m128i *)(o + i), _mm_sub_epi8(_mm_loadu_si128((const __m128i *)(cur + i)), _mm_loadu_si128((const __m128i *)(left + i))));
        for (; i < n; i++) o[i] = (uint8_t)(cur[i] - left[i]);
        return 1;
    case 2:
        for (; i + 16 <= n; i += 16)
            _mm_storeu_si128((__m128i *)(o + i), _mm_sub_epi8(_mm_loadu_si128((const __m128i *)(cur + i)), _mm_loadu_si128((const __m128i *)(prev + i))));
        for (; i < n; i++) o[i] = (uint8_t)(cur[i] - prev[i]);
        return 1;
    default:
        for (; i + 16 <= n; i += 16) {
            __m128i p = sek_paeth16_avx2(_mm_loadu_si128((const __m128i *)(left + i)), _mm_loadu_si128((const __m128i *)(prev + i)),
                                         _mm_loadu_si128((const __m128i *)(upLeft + i)));
            _mm_storeu_si128((__m128i *)(o + i), _mm_sub_epi8(_mm_loadu_si128((const __m128i *)(cur + i)), p));
        }
        for (; i < n; i++) o[i] = (uint8_t)(cur[i] - sek_paeth(left[i], prev[i], upLeft[i]));
        return 1;
    }
}

// MARK: - Adler-32

/// Adler-32 over `n` bytes, 32 at a time: per block, the bytes' sum from sums of absolute
/// differences against zero, their sum weighted 32 ... 1 from two multiply-adds, and the sums
/// before each block kept apart (each counts 32 times in `b`). Chunks of 5,536 bytes keep every
/// lane far from overflow, and the sums are reduced modulo 65521 after each, as zlib does.
__attribute__((target("avx2")))
static uint32_t sek_adler32_avx2(uint32_t adler, const uint8_t *p, ptrdiff_t n) {
    const __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi16(1);
    const __m256i weights = _mm256_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                             16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    uint64_t a = adler & 0xFFFF, b = adler >> 16;
    while (n > 0) {
        ptrdiff_t chunk = n < 5536 ? n : 5536, vector = chunk & ~(ptrdiff_t)31;
        __m256i sum = zero, before = zero, weighted = zero;
        for (ptrdiff_t k = 0; k < vector; k += 32) {
            __m256i v = _mm256_loadu_si256((const __m256i *)(p + k));
            before = _mm256_add_epi32(before, sum);
            sum = _mm256_add_epi32(sum, _mm256_sad_epu8(v, zero));
            weighted = _mm256_add_epi32(weighted, _mm256_madd_epi16(_mm256_maddubs_epi16(v, weights), ones));
        }
        uint32_t lanes[8];
        uint64_t s = 0, sb = 0, w = 0;
        _mm256_storeu_si256((__m256i *)lanes, sum);
        for (int i = 0; i < 8; i++) s += lanes[i];
        _mm256_storeu_si256((__m256i *)lanes, before);
        for (int i = 0; i < 8; i++) sb += lanes[i];
        _mm256_storeu_si256((__m256i *)lanes, weighted);
        for (int i = 0; i < 8; i++) w += lanes[i];
        b += a * (uint64_t)vector + 32 * sb + w;
        a += s;
        for (ptrdiff_t k = vector; k < chunk; k++) {
            a += p[k];
            b += a;
        }
        a %= 65521;
        b %= 65521;
        p += chunk;
        n -= chunk;
    }
    return (uint32_t)(b << 16 | a);
}

// MARK: - Frame measures

/// The sum over `n` pixel pairs of the largest of their four channel differences: eight pairs
/// at a time, |x - y| per byte from two saturating subtractions, the largest of each pixel's
/// four bytes by two shifted maxima within its 32-bit lane, summed by sums of absolute
/// differences against zero into 64-bit lanes.
__attribute__((target("avx2")))
static uint64_t sek_difference_sum_avx2(const uint32_t *a, const uint32_t *b, ptrdiff_t n) {
    const __m256i zero = _mm256_setzero_si256(), low = _mm256_set1_epi32(0xFF);
    __m256i total = zero;
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + i)), y = _mm256_loadu_si256((const __m256i *)(b + i));
        __m256i d = _mm256_or_si256(_mm256_subs_epu8(x, y), _mm256_subs_epu8(y, x));
        d = _mm256_max_epu8(d, _mm256_srli_epi32(d, 8));
        d = _mm256_max_epu8(d, _mm256_srli_epi32(d, 16));
        total = _mm256_add_epi64(total, _mm256_sad_epu8(_mm256_and_si256(d, low), zero));
    }
    uint64_t lanes[4];
    _mm256_storeu_si256((__m256i *)lanes, total);
    uint64_t sum = lanes[0] + lanes[1] + lanes[2] + lanes[3];
    for (; i < n; i++) {
        uint32_t x = a[i], y = b[i], worst = 0;
        for (int shift = 0; shift < 32; shift += 8) {
            uint32_t u = (x >> shift) & 0xFF, v = (y >> shift) & 0xFF, d = u > v ? u - v : v - u;
            if (d > worst) worst = d;
        }
        sum += worst;
    }
    return sum;
}

/// The sum over `n` pixels of 54 r + 183 g + 19 b (bytes 0, 1 and 2): eight pixels at a time,
/// red and blue as 16-bit lanes and green as another, weighted by two multiply-adds into
/// 32-bit lanes, which take 65,536 steps of at most 65,280 before they are widened.
__attribute__((target("avx2")))
static uint64_t sek_luminance_sum_avx2(const uint32_t *p, ptrdiff_t n) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF);
    const __m256i redBlue = _mm256_set1_epi32(54 | 19 << 16), green = _mm256_set1_epi32(183);
    uint64_t sum = 0;
    ptrdiff_t i = 0;
    while (i + 8 <= n) {
        ptrdiff_t end = n - i > (ptrdiff_t)8 << 16 ? i + ((ptrdiff_t)8 << 16) : n;
        __m256i lanes = _mm256_setzero_si256();
        for (; i + 8 <= end; i += 8) {
            __m256i v = _mm256_loadu_si256((const __m256i *)(p + i));
            __m256i rb = _mm256_and_si256(v, bytes), ga = _mm256_and_si256(_mm256_srli_epi32(v, 8), bytes);
            lanes = _mm256_add_epi32(lanes, _mm256_add_epi32(_mm256_madd_epi16(rb, redBlue), _mm256_madd_epi16(ga, green)));
        }
        uint32_t parts[8];
        _mm256_storeu_si256((__m256i *)parts, lanes);
        for (int k = 0; k < 8; k++) sum += parts[k];
    }
    for (; i < n; i++) {
        uint32_t v = p[i];
        sum += 54 * (v & 0xFF) + 183 * ((v >> 8) & 0xFF) + 19 * ((v >> 16) & 0xFF);
    }
    return sum;
}

// MARK: - Dispatch

/// `level`, or the best this machine runs if that is lower (a level above it would fault).
static inline int sek_allowed(int level) {
    int best = sek_best_level_inline();
    return level < best ? level : best;
}

int sek_fill_translucent(uint32_t color, uint32_t inverse_alpha, uint32_t *dst, ptrdiff_t count, int level) {
    switch (sek_allowed(level)) {
    case sek_level_avx512: sek_fill_translucent_avx512(color, inverse_alpha, dst, count); return 1;
    case sek_level_avx2: sek_fill_translucent_avx2(color, inverse_alpha, dst, count); return 1;
    default: return 0;
    }
}

int sek_over_run(const uint32_t *src, uint32_t *dst, ptrdiff_t count, int level) {
    switch (sek_allowed(level)) {
    case sek_level_avx512: sek_over_run_avx512(src, dst, count); return 1;
    case sek_level_avx2: sek_over_run_avx2(src, dst, count); return 1;
    default: return 0;
    }
}

int sek_over_run_faded(const uint32_t *src, uint32_t *dst, ptrdiff_t count, uint32_t alpha, int level) {
    if (sek_allowed(level) == sek_level_none) return 0;
    sek_over_run_faded_avx2(src, dst, count, alpha);
    return 1;
}

int sek_png_filter(const uint8_t *cur, const uint8_t *prev, ptrdiff_t count, ptrdiff_t bpp, uint8_t *out, int level) {
    if (sek_allowed(level) == sek_level_none) return 0;
    return sek_png_filter_avx2(cur, prev, count, bpp, out);
}

int sek_adler32(uint32_t adler, const uint8_t *bytes, ptrdiff_t count, uint32_t *result, int level) {
    if (sek_allowed(level) == sek_level_none) return 0;
    *result = sek_adler32_avx2(adler, bytes, count);
    return 1;
}

int sek_difference_sum(const uint32_t *a, const uint32_t *b, ptrdiff_t count, uint64_t *result, int level) {
    if (sek_allowed(level) == sek_level_none) return 0;
    *result = sek_difference_sum_avx2(a, b, count);
    return 1;
}

int sek_luminance_sum(const uint32_t *pixels, ptrdiff_t count, uint64_t *result, int level) {
    if (sek_allowed(level) == sek_level_none) return 0;
    *result = sek_luminance_sum_avx2(pixels, count);
    return 1;
}

int sek_perspective_inside(const uint32_t *pixels, ptrdiff_t width, const sek_perspective_row *row, uint32_t *out,
                           ptrdiff_t count, int level) {
    switch (sek_allowed(level)) {
    case sek_level_avx512: sek_perspective_inside_avx512(pixels, width, row, out, count); return 1;
    case sek_level_avx2: sek_perspective_inside_avx2(pixels, width, row, out, count); return 1;
    default: return 0;
    }
}

int sek_upright_row(const uint32_t *row0, const uint32_t *row1, ptrdiff_t width, double x, double dx, float limit,
                    uint32_t wy, uint32_t *out, ptrdiff_t count, int level) {
    if (sek_allowed(level) == sek_level_none) return 0;
    sek_upright_avx2(row0, row1, width, x, dx, limit, wy, out, count);
    return 1;
}

#else

// No kernels on this architecture: every call declines, and the Swift code runs.

int sek_detected_level = sek_level_none;

int sek_best_level(void) { return sek_level_none; }

int sek_fill_translucent(uint32_t color, uint32_t inverse_alpha, uint32_t *dst, ptrdiff_t count, int level) {
    (void)color, (void)inverse_alpha, (void)dst, (void)count, (void)level;
    return 0;
}

int sek_over_run(const uint32_t *src, uint32_t *dst, ptrdiff_t count, int level) {
    (void)src, (void)dst, (void)count, (void)level;
    return 0;
}

int sek_perspective_inside(const uint32_t *pixels, ptrdiff_t width, const sek_perspective_row *row, uint32_t *out,
                           ptrdiff_t count, int level) {
    (void)pixels, (void)width, (void)row, (void)out, (void)count, (void)level;
    return 0;
}

int sek_upright_row(const uint32_t *row0, const uint32_t *row1, ptrdiff_t width, double x, double dx, float limit,
                    uint32_t wy, uint32_t *out, ptrdiff_t count, int level) {
    (void)row0, (void)row1, (void)width, (void)x, (void)dx, (void)limit, (void)wy, (void)out, (void)count, (void)level;
    return 0;
}

int sek_over_run_faded(const uint32_t *src, uint32_t *dst, ptrdiff_t count, uint32_t alpha, int level) {
    (void)src, (void)dst, (void)count, (void)alpha, (void)level;
    return 0;
}

int sek_png_filter(const uint8_t *cur, const uint8_t *prev, ptrdiff_t count, ptrdiff_t bpp, uint8_t *out, int level) {
    (void)cur, (void)prev, (void)count, (void)bpp, (void)out, (void)level;
    return 0;
}

int sek_adler32(uint32_t adler, const uint8_t *bytes, ptrdiff_t count, uint32_t *result, int level) {
    (void)adler, (void)bytes, (void)count, (void)result, (void)level;
    return 0;
}

int sek_difference_sum(const uint32_t *a, const uint32_t *b, ptrdiff_t count, uint64_t *result, int level) {
    (void)a, (void)b, (void)count, (void)result, (void)level;
    return 0;
}

int sek_luminance_sum(const uint32_t *pixels, ptrdiff_t count, uint64_t *result, int level) {
    (void)pixels, (void)count, (void)result, (void)level;
    return 0;
}

#endif
