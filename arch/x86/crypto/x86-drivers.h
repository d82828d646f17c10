/* SPDX-License-Identifier: GPL-2.0-only */
/* The x86 drivers' CPU checks, each written once, for every glue file that registers drivers. */
#ifndef _UKC_ARCH_X86_X86_DRIVERS_H
#define _UKC_ARCH_X86_X86_DRIVERS_H

#include <asm/cpufeature.h>

/* The library's own, as the ISA functions (aesni-intel.h): hidden. */
#pragma GCC visibility push(hidden)

namespace ukc::x86 {

/*
 * Each check reads the features as probed and masked (UKCRYPTO_DISABLE_CPU_FEATURES). The probe
 * clears a feature whose prerequisite is clear (cpufeature.cpp): AVX goes without OSXSAVE, AVX2
 * and VAES and VPCLMULQDQ without AVX, AES and PCLMULQDQ without SSE2; so a check names only
 * the features its code uses and the register state the OS must save.
 */

/* SSE2: x86_64's baseline, unless masked. */
inline bool x86_has_sse2()
{
	return boot_cpu_has(X86_FEATURE_XMM2);
}

/* Plain x86_64 code (twofish-3way, camellia-asm): 6.12 passes over it only on the few CPUs it
 * is slow on, which are not checked here. */
inline bool x86_has_x86_64()
{
	return true;
}

/* AVX, with the OS saving the ymm state, as 6.12's AVX drivers check it. */
inline bool x86_has_avx()
{
	return boot_cpu_has(X86_FEATURE_AVX) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, nullptr);
}

inline bool x86_has_avx2()
{
	return x86_has_avx() && boot_cpu_has(X86_FEATURE_AVX2);
}

/* 6.12's camellia-aesni-avx and -avx2 checks: AES-NI beside AVX (AVX2). */
inline bool x86_has_aes_avx()
{
	return x86_has_avx() && boot_cpu_has(X86_FEATURE_AES);
}

inline bool x86_has_aes_avx2()
{
	return x86_has_avx2() && boot_cpu_has(X86_FEATURE_AES);
}

/* The xts template's ymm pass: AVX2 and VPCLMULQDQ. */
inline bool x86_has_avx2_vpclmul()
{
	return x86_has_avx2() && boot_cpu_has(X86_FEATURE_VPCLMULQDQ);
}

/*
 * The AES levels, in 6.12's aesni_init() and register_avx_algs() order, each needing the one
 * before it. AES-NI: 6.12 registers on X86_FEATURE_AES; the code here also uses SSSE3/SSE4.1
 * byte shuffles, which every CPU with AES-NI has.
 */
inline bool x86_has_aesni()
{
	return boot_cpu_has(X86_FEATURE_AES) && boot_cpu_has(X86_FEATURE_XMM4_1);
}

inline bool x86_has_aesni_avx()
{
	return x86_has_aesni() && x86_has_avx();
}

/* VAES and VPCLMULQDQ on ymm registers. */
inline bool x86_has_vaes_avx2()
{
	return x86_has_aesni_avx() && x86_has_avx2() && boot_cpu_has(X86_FEATURE_VAES) &&
	       boot_cpu_has(X86_FEATURE_VPCLMULQDQ) && boot_cpu_has(X86_FEATURE_PCLMULQDQ);
}

/* AVX10/256 and AVX10/512 as 6.12 approximates them: AVX-512 BW and VL and BMI2, with the zmm
 * state saved. */
inline bool x86_has_vaes_avx10()
{
	return x86_has_vaes_avx2() && boot_cpu_has(X86_FEATURE_AVX512BW) &&
	       boot_cpu_has(X86_FEATURE_AVX512VL) && boot_cpu_has(X86_FEATURE_BMI2) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512,
				 nullptr);
}

/* GHASH needs PCLMULQDQ at every AES-GCM level (the wider levels' checks include it). */
inline bool x86_has_aesni_pclmul()
{
	return x86_has_aesni() && boot_cpu_has(X86_FEATURE_PCLMULQDQ);
}

inline bool x86_has_aesni_avx_pclmul()
{
	return x86_has_aesni_avx() && boot_cpu_has(X86_FEATURE_PCLMULQDQ);
}

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_X86_DRIVERS_H */
