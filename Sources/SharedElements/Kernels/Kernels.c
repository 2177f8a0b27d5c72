#include "SharedElementsKernels.h"

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

int sek_best_level(void) {
    static int cached = -1;
    int level = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (level < 0) {
        level = sek_detect();
        __atomic_store_n(&cached, level, __ATOMIC_RELAXED);
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
    for (; k + 8 <= count; k += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(src + k));
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
    for (; k + 16 <= count; k += 16) {
        __m512i s = _mm512_loadu_si512((const void *)(src + k));
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

// MARK: - Dispatch

int sek_fill_translucent(uint32_t color, uint32_t inverse_alpha, uint32_t *dst, ptrdiff_t count, int level) {
    switch (level) {
    case sek_level_avx512: sek_fill_translucent_avx512(color, inverse_alpha, dst, count); return 1;
    case sek_level_avx2: sek_fill_translucent_avx2(color, inverse_alpha, dst, count); return 1;
    default: return 0;
    }
}

int sek_over_run(const uint32_t *src, uint32_t *dst, ptrdiff_t count, int level) {
    switch (level) {
    case sek_level_avx512: sek_over_run_avx512(src, dst, count); return 1;
    case sek_level_avx2: sek_over_run_avx2(src, dst, count); return 1;
    default: return 0;
    }
}

#else

// No kernels on this architecture: every call declines, and the Swift code runs.

int sek_best_level(void) { return sek_level_none; }

int sek_fill_translucent(uint32_t color, uint32_t inverse_alpha, uint32_t *dst, ptrdiff_t count, int level) {
    (void)color, (void)inverse_alpha, (void)dst, (void)count, (void)level;
    return 0;
}

int sek_over_run(const uint32_t *src, uint32_t *dst, ptrdiff_t count, int level) {
    (void)src, (void)dst, (void)count, (void)level;
    return 0;
}

#endif
