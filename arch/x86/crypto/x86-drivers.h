/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The x86 drivers' CPU checks, each written once, and the rows of their static tables: one row per
 * driver with its full name and priority, registered and unregistered by one pair of functions.
 */
#ifndef _UKC_ARCH_X86_X86_DRIVERS_H
#define _UKC_ARCH_X86_X86_DRIVERS_H

#include <asm/cpufeature.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>

#include <span>

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

/* Intel's family 15 (Pentium 4), whose slow 64-bit rotates 6.12's des3_ede-x86_64 refuses to
 * run on (unless forced). */
inline bool x86_is_pentium4()
{
	return boot_cpu_data.x86_vendor == X86_VENDOR_INTEL && boot_cpu_data.x86 == 0x0f;
}

/* SSSE3 (PSHUFB): 6.12's ChaCha drivers register on it alone. */
inline bool x86_has_ssse3()
{
	return boot_cpu_has(X86_FEATURE_SSSE3);
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

/*
 * 6.12's ChaCha AVX-512VL level: AVX-512 VL and BW beside AVX2. Ours uses zmm registers too,
 * so the zmm state must be saved as well.
 */
inline bool x86_has_avx512vl_bw()
{
	return x86_has_avx2() && boot_cpu_has(X86_FEATURE_AVX512VL) &&
	       boot_cpu_has(X86_FEATURE_AVX512BW) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512,
				 nullptr);
}

/* AVX-512F beside AVX2, with the zmm state saved: 6.12's Poly1305 AVX-512 level. */
inline bool x86_has_avx512f()
{
	return x86_has_avx2() && boot_cpu_has(X86_FEATURE_AVX512F) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM | XFEATURE_MASK_AVX512,
				 nullptr);
}

/*
 * 6.12's aria-gfni-avx512 check: GFNI, AVX-512F and VL beside AVX2, with the zmm state saved.
 * Ours adds BW, whose byte shuffles and byte masks its code uses (6.12's does too).
 */
inline bool x86_has_gfni_avx512()
{
	return x86_has_avx512vl_bw() && boot_cpu_has(X86_FEATURE_AVX512F) &&
	       boot_cpu_has(X86_FEATURE_GFNI);
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

/*
 * Whether this is one of the Intel models that lower their clock when zmm registers are used
 * (6.12's zmm_exclusion_list), where the zmm drivers keep a low priority.
 */
bool x86_zmm_slows_down();

/*
 * The CRC folding's zmm tier (crct10dif-pclmul, crc32-pclmul): VPCLMULQDQ and PSHUFB on zmm
 * registers, the zmm state saved, on a CPU that keeps its clock with them.
 */
inline bool x86_has_vpclmul_avx512_fast()
{
	return x86_has_avx512vl_bw() && boot_cpu_has(X86_FEATURE_VPCLMULQDQ) &&
	       !x86_zmm_slows_down();
}

/**
 * struct x86_internal_names - the names of a driver registered behind the simd wrapper
 * @cra_name: its algorithm name: "__" and the row's
 * @cra_driver_name: its driver name: "__" and the row's
 *
 * 6.12's simd_register_skciphers_compat() and simd_register_aeads_compat() take an internal
 * driver, named with "__", and register a wrapper under the names without it, which users see.
 * Both are nullptr (x86_unwrapped) for a driver registered as it is, under the row's names.
 */
struct x86_internal_names {
	const char *cra_name;
	const char *cra_driver_name;
};

inline constexpr x86_internal_names x86_unwrapped = {};

/* Whether @internal is "__" and then @visible, to the end. */
constexpr bool x86_marked_name(const char *internal, const char *visible)
{
	if (internal[0] != '_' || internal[1] != '_')
		return false;
	for (internal += 2; *internal == *visible; internal++, visible++)
		if (!*visible)
			return true;
	return false;
}

/*
 * Whether every row of a table that is behind the simd wrapper gives internal names that are
 * its own with "__" before them; each table asserts it where it is written.
 */
template <typename Row, size_t N> constexpr bool x86_rows_marked(const Row (&rows)[N])
{
	for (const Row &r : rows) {
		const x86_internal_names &in = r.internal;

		if (!in.cra_name != !in.cra_driver_name)
			return false;
		if (in.cra_name && (!x86_marked_name(in.cra_name, r.cra_name) ||
				    !x86_marked_name(in.cra_driver_name, r.cra_driver_name)))
			return false;
	}
	return true;
}

/**
 * struct x86_skcipher_row - one x86 skcipher driver, a row of a static table
 * @cra_name: its algorithm name
 * @cra_driver_name: its driver name, in full
 * @cra_priority: its priority
 * @internal: if it is registered behind the simd wrapper, the names of the driver inside it
 * @usable: whether the CPU (as masked) and the OS have what its code uses
 * @encrypt: its encryption
 * @decrypt: its decryption
 * @shape: the rest of its descriptor (setkey, key, IV and block sizes, context size), which the
 *	rows of one mode share
 * @data: what its request functions find from its row, or nullptr
 * @zmm_priority: if not 0, its priority on the Intel models that lower their clock when zmm
 *	registers are used (6.12's zmm_exclusion_list), so that the ymm driver below is chosen
 */
struct x86_skcipher_row {
	const char *cra_name;
	const char *cra_driver_name;
	int cra_priority;
	struct x86_internal_names internal;
	bool (*usable)();
	int (*encrypt)(struct skcipher_request *req);
	int (*decrypt)(struct skcipher_request *req);
	const struct skcipher_alg *shape;
	const void *data;
	int zmm_priority;
};

/**
 * struct x86_aead_row - one x86 AEAD driver, a row of a static table
 * @cra_name: its algorithm name
 * @cra_driver_name: its driver name, in full
 * @cra_priority: its priority
 * @internal: if it is registered behind the simd wrapper, the names of the driver inside it
 * @usable: whether the CPU (as masked) and the OS have what its code uses
 * @setkey: its setkey
 * @encrypt: its encryption
 * @decrypt: its decryption
 * @shape: the rest of its descriptor (authsize, IV and block sizes, context size)
 * @zmm_priority: as struct x86_skcipher_row's
 */
struct x86_aead_row {
	const char *cra_name;
	const char *cra_driver_name;
	int cra_priority;
	struct x86_internal_names internal;
	bool (*usable)();
	int (*setkey)(struct crypto_aead *tfm, const u8 *key, unsigned int keylen);
	int (*encrypt)(struct aead_request *req);
	int (*decrypt)(struct aead_request *req);
	const struct aead_alg *shape;
	int zmm_priority;
};

/**
 * x86_register_skciphers() - register the drivers of a table that the CPU can run
 * @rows: the table
 * @algs: as many descriptors, zeroed: the registered ones are built from their rows here
 * @simd: as many simd wrappers, for the internal rows
 *
 * A row that fails to register is logged, and the others are registered all the same, as
 * 6.12's separate modules would be.
 *
 * Return: 0, the first error, or -ENODEV when the CPU can run no row.
 */
int x86_register_skciphers(std::span<const x86_skcipher_row> rows, struct skcipher_alg *algs,
			   struct simd_skcipher_alg **simd);

/**
 * x86_unregister_skciphers() - unregister what x86_register_skciphers() registered
 * @rows: the table
 * @algs: its descriptors; each is zeroed again
 * @simd: its simd wrappers
 */
void x86_unregister_skciphers(std::span<const x86_skcipher_row> rows, struct skcipher_alg *algs,
			      struct simd_skcipher_alg **simd);

/* As the two above, for AEADs. */
int x86_register_aeads(std::span<const x86_aead_row> rows, struct aead_alg *algs,
		       struct simd_aead_alg **simd);
void x86_unregister_aeads(std::span<const x86_aead_row> rows, struct aead_alg *algs,
			  struct simd_aead_alg **simd);

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_ARCH_X86_X86_DRIVERS_H */
