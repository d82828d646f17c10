// SPDX-License-Identifier: GPL-2.0-only
// The "nhpoly1305-sse2" (priority 200) and "nhpoly1305-avx2" (300) shash drivers of 6.12's
// nhpoly1305-sse2-glue.c and nhpoly1305-avx2-glue.c: the generic driver's key, state, setkey,
// init and final, with each tier's NH in the update, in FPU sections of at most 4 KiB.
#include <asm/fpu/api.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/nhpoly1305.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <algorithm>

#include "nhpoly1305-x86.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

// As 6.12: inputs this short, or where SIMD may not be used, go to the generic NH.
constexpr unsigned int nhpoly1305_x86_min_len = 64;

// One FPU section covers at most a page of input.
constexpr unsigned int nhpoly1305_x86_fpu_bytes = 4096;

template <nh_t Nh>
int nhpoly1305_x86_update(struct shash_desc *desc, const u8 *src, unsigned int srclen)
{
	if (srclen < nhpoly1305_x86_min_len || !crypto_simd_usable())
		return crypto_nhpoly1305_update(desc, src, srclen);
	do {
		const unsigned int n = std::min(srclen, nhpoly1305_x86_fpu_bytes);

		kernel_fpu_begin();
		crypto_nhpoly1305_update_helper(desc, src, n, Nh);
		kernel_fpu_end();
		src += n;
		srclen -= n;
	} while (srclen);
	return 0;
}

template <nh_t Nh>
int nhpoly1305_x86_digest(struct shash_desc *desc, const u8 *src, unsigned int srclen, u8 *out)
{
	int err = crypto_nhpoly1305_init(desc);

	if (!err)
		err = nhpoly1305_x86_update<Nh>(desc, src, srclen);
	if (!err)
		err = crypto_nhpoly1305_final(desc, out);
	return err;
}

struct nhpoly1305_x86_tier {
	const char *driver;
	int priority;
	bool (*usable)();
	int (*update)(struct shash_desc *desc, const u8 *src, unsigned int srclen);
	int (*digest)(struct shash_desc *desc, const u8 *src, unsigned int srclen, u8 *out);
};

template <nh_t Nh>
constexpr nhpoly1305_x86_tier nhpoly1305_x86_make_tier(const char *driver, int priority,
						       bool (*usable)())
{
	return { driver, priority, usable, nhpoly1305_x86_update<Nh>, nhpoly1305_x86_digest<Nh> };
}

// 6.12's two modules, each on its own check: SSE2; AVX2 with the OS saving the ymm state (its
// OSXSAVE check; the probe clears AVX2 without it).
constexpr nhpoly1305_x86_tier nhpoly1305_x86_tiers[] = {
	nhpoly1305_x86_make_tier<nh_sse2>("nhpoly1305-sse2", 200, x86_has_sse2),
	nhpoly1305_x86_make_tier<nh_avx2>("nhpoly1305-avx2", 300, x86_has_avx2),
};
constexpr size_t nhpoly1305_x86_ntiers = ARRAY_SIZE(nhpoly1305_x86_tiers);

struct shash_alg nhpoly1305_x86_algs[nhpoly1305_x86_ntiers];
bool nhpoly1305_x86_registered[nhpoly1305_x86_ntiers];

void nhpoly1305_x86_fill(struct shash_alg *alg, const nhpoly1305_x86_tier &t)
{
	*alg = {};
	alg->init = crypto_nhpoly1305_init;
	alg->update = t.update;
	alg->final = crypto_nhpoly1305_final;
	alg->digest = t.digest;
	alg->setkey = crypto_nhpoly1305_setkey;
	alg->descsize = sizeof(struct nhpoly1305_state);
	alg->digestsize = POLY1305_DIGEST_SIZE;
	alg->base.cra_ctxsize = sizeof(struct nhpoly1305_key);
	alg->base.cra_priority = t.priority;
	alg->base.cra_module = THIS_MODULE;
	strscpy(alg->base.cra_name, "nhpoly1305", CRYPTO_MAX_ALG_NAME);
	strscpy(alg->base.cra_driver_name, t.driver, CRYPTO_MAX_ALG_NAME);
}

void nhpoly1305_x86_mod_exit()
{
	for (size_t i = nhpoly1305_x86_ntiers; i-- > 0;) {
		if (nhpoly1305_x86_registered[i])
			crypto_unregister_shash(&nhpoly1305_x86_algs[i]);
		nhpoly1305_x86_registered[i] = false;
	}
}

// The two modules load independently in 6.12: a tier that fails to register leaves the other.
int nhpoly1305_x86_mod_init()
{
	int ret = -ENODEV;

	for (size_t i = 0; i < nhpoly1305_x86_ntiers; i++) {
		const nhpoly1305_x86_tier &t = nhpoly1305_x86_tiers[i];
		int err;

		if (!t.usable())
			continue;
		nhpoly1305_x86_fill(&nhpoly1305_x86_algs[i], t);
		err = crypto_register_shash(&nhpoly1305_x86_algs[i]);
		if (err) {
			pr_err("nhpoly1305: %s not registered: %d\n", t.driver, err);
			if (ret == -ENODEV)
				ret = err;
			continue;
		}
		nhpoly1305_x86_registered[i] = true;
		ret = 0;
	}
	return ret;
}

} // namespace

late_initcall(nhpoly1305_x86_mod_init);
module_exit(nhpoly1305_x86_mod_exit);

MODULE_DESCRIPTION("NHPoly1305 universal hash, SSE2 and AVX2 accelerated");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("nhpoly1305");
MODULE_ALIAS_CRYPTO("nhpoly1305-sse2");
MODULE_ALIAS_CRYPTO("nhpoly1305-avx2");
