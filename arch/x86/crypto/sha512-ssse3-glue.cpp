// SPDX-License-Identifier: GPL-2.0-only
// The "sha512-<isa>" and "sha384-<isa>" shash drivers of 6.12's sha512_ssse3_glue.c (ssse3 at
// priority 150, avx at 160, avx2 at 170): each tier's block function under sha512_base's
// buffering, on the generic driver's state. The avx2 drivers run AVX-512VL code where the CPU
// has it, chosen once at registration.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/sha2.h>
#include <crypto/sha512_base.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <cstddef>
#include <cstdio>

#include "sha512-x86.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

// The block functions read the eight words from the start of the descriptor context; the rest
// of struct sha512_state is the generic driver's, so an exported state moves between drivers
// unchanged.
static_assert(offsetof(struct sha512_state, state) == 0);

// A partial block only fills the buffer: no SIMD section for it. Where SIMD is not usable the
// generic update runs on the same state.
template <sha512_block_fn *Fn>
int sha512_x86_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sha512_state *sctx = ukc_sha512_desc_state(desc);

	if (!crypto_simd_usable() || (sctx->count[0] % SHA512_BLOCK_SIZE) + len < SHA512_BLOCK_SIZE)
		return crypto_sha512_update(desc, data, len);
	kernel_fpu_begin();
	sha512_base_do_update(desc, data, len, Fn);
	kernel_fpu_end();
	return 0;
}

template <sha512_block_fn *Fn>
int sha512_x86_finup(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out)
{
	if (!crypto_simd_usable())
		return crypto_sha512_finup(desc, data, len, out);
	kernel_fpu_begin();
	if (len)
		sha512_base_do_update(desc, data, len, Fn);
	sha512_base_do_finalize(desc, Fn);
	kernel_fpu_end();
	return sha512_base_finish(desc, out);
}

template <sha512_block_fn *Fn> int sha512_x86_final(struct shash_desc *desc, u8 *out)
{
	return sha512_x86_finup<Fn>(desc, nullptr, 0, out);
}

// 6.12's avx2_usable(): the AVX check, AVX2, and BMI2 for the rotations (RORX).
bool sha512_avx2_usable()
{
	return x86_has_avx2() && boot_cpu_has(X86_FEATURE_BMI2);
}

// The avx2 drivers' faster code: AVX-512VL's rotates (on ymm registers, but ymm16-31 need the
// AVX-512 state saved) and BMI1's ANDN.
bool sha512_avx512vl_usable()
{
	return sha512_avx2_usable() && x86_has_avx512f() && boot_cpu_has(X86_FEATURE_AVX512VL) &&
	       boot_cpu_has(X86_FEATURE_BMI1);
}

// One level's two drivers, by their full names, at one priority, and the code they run.
struct sha512_x86_tier {
	const char *code;
	const char *sha512_driver_name;
	const char *sha384_driver_name;
	int priority;
	bool (*usable)();
	int (*update)(struct shash_desc *desc, const u8 *data, unsigned int len);
	int (*final)(struct shash_desc *desc, u8 *out);
	int (*finup)(struct shash_desc *desc, const u8 *data, unsigned int len, u8 *out);
};

template <sha512_block_fn *Fn>
constexpr sha512_x86_tier sha512_x86_make_tier(const char *code, const char *sha512_driver_name,
					       const char *sha384_driver_name, int priority,
					       bool (*usable)())
{
	return { code,	 sha512_driver_name,	sha384_driver_name,   priority,
		 usable, sha512_x86_update<Fn>, sha512_x86_final<Fn>, sha512_x86_finup<Fn> };
}

// In 6.12's registration order; the AVX check includes the OS saving the ymm state. The avx2
// names come twice: the later entry, when usable, takes the place of the earlier one.
constexpr sha512_x86_tier sha512_x86_tiers[] = {
	sha512_x86_make_tier<sha512_transform_ssse3>("SSSE3", "sha512-ssse3", "sha384-ssse3", 150,
						     x86_has_ssse3),
	sha512_x86_make_tier<sha512_transform_avx>("AVX", "sha512-avx", "sha384-avx", 160,
						   x86_has_avx),
	sha512_x86_make_tier<sha512_transform_avx2>("AVX2", "sha512-avx2", "sha384-avx2", 170,
						    sha512_avx2_usable),
	sha512_x86_make_tier<sha512_transform_avx512vl>("AVX-512VL", "sha512-avx2", "sha384-avx2",
							170, sha512_avx512vl_usable),
};
constexpr size_t sha512_x86_ntiers = ARRAY_SIZE(sha512_x86_tiers);

// Per tier, SHA-512 then SHA-384: FIPS 180-4 section 6.5, the same computation from other
// initial values, cut to six words. No .digest, as in 6.12: the shash core's init + finup.
struct shash_alg sha512_x86_algs[sha512_x86_ntiers][2];
bool sha512_x86_registered[sha512_x86_ntiers];

void sha512_x86_fill(struct shash_alg *alg, const sha512_x86_tier &t, bool sha384)
{
	*alg = {};
	alg->init = sha384 ? sha384_base_init : sha512_base_init;
	alg->update = t.update;
	alg->final = t.final;
	alg->finup = t.finup;
	alg->descsize = sizeof(struct sha512_state);
	alg->digestsize = sha384 ? SHA384_DIGEST_SIZE : SHA512_DIGEST_SIZE;
	alg->base.cra_blocksize = SHA512_BLOCK_SIZE;
	alg->base.cra_priority = t.priority;
	alg->base.cra_module = THIS_MODULE;
	strscpy(alg->base.cra_name, sha384 ? "sha384" : "sha512", CRYPTO_MAX_ALG_NAME);
	strscpy(alg->base.cra_driver_name, sha384 ? t.sha384_driver_name : t.sha512_driver_name,
		CRYPTO_MAX_ALG_NAME);
}

void sha512_ssse3_mod_fini()
{
	for (size_t i = sha512_x86_ntiers; i-- > 0;) {
		if (sha512_x86_registered[i])
			crypto_unregister_shashes(sha512_x86_algs[i], 2);
		sha512_x86_registered[i] = false;
	}
}

// Whether a later entry of the same names is usable, and so registers instead of entry @i.
bool sha512_x86_superseded(size_t i)
{
	for (size_t j = i + 1; j < sha512_x86_ntiers; j++)
		if (!strcmp(sha512_x86_tiers[j].sha512_driver_name,
			    sha512_x86_tiers[i].sha512_driver_name) &&
		    sha512_x86_tiers[j].usable())
			return true;
	return false;
}

// As 6.12: no driver unless the CPU has one of the three features; then each usable tier, and
// if one fails to register, none stays (-ENODEV).
int sha512_ssse3_mod_init()
{
	if (!boot_cpu_has(X86_FEATURE_AVX2) && !boot_cpu_has(X86_FEATURE_AVX) &&
	    !boot_cpu_has(X86_FEATURE_SSSE3))
		return -ENODEV;
	for (size_t i = 0; i < sha512_x86_ntiers; i++) {
		const sha512_x86_tier &t = sha512_x86_tiers[i];

		if (!t.usable() || sha512_x86_superseded(i))
			continue;
		sha512_x86_fill(&sha512_x86_algs[i][0], t, false);
		sha512_x86_fill(&sha512_x86_algs[i][1], t, true);
		if (crypto_register_shashes(sha512_x86_algs[i], 2)) {
			sha512_ssse3_mod_fini();
			return -ENODEV;
		}
		sha512_x86_registered[i] = true;
		pr_info("%s: %s code\n", t.sha512_driver_name, t.code);
	}
	return 0;
}

} // namespace

late_initcall(sha512_ssse3_mod_init);
module_exit(sha512_ssse3_mod_fini);

MODULE_DESCRIPTION("SHA-384 and SHA-512 secure hash algorithms, SSSE3, AVX and AVX2 accelerated");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("sha512");
MODULE_ALIAS_CRYPTO("sha512-ssse3");
MODULE_ALIAS_CRYPTO("sha512-avx");
MODULE_ALIAS_CRYPTO("sha512-avx2");
MODULE_ALIAS_CRYPTO("sha384");
MODULE_ALIAS_CRYPTO("sha384-ssse3");
MODULE_ALIAS_CRYPTO("sha384-avx");
MODULE_ALIAS_CRYPTO("sha384-avx2");
