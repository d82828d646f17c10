// SPDX-License-Identifier: GPL-2.0-only
// The x86 ChaCha drivers at 6.12's names and priority ("chacha20-simd", "xchacha20-simd",
// "xchacha12-simd", 300) and the library's chacha_crypt_arch(), hchacha_block_arch() and
// chacha_init_arch(): one tier's code picked at init, the widest of AVX-512VL, AVX2 and SSSE3
// the CPU has, as 6.12's static keys pick it.
#include <asm/fpu/api.h>
#include <crypto/algapi.h>
#include <crypto/internal/chacha.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <algorithm>

#include "shared/chacha_glue.h"
#include "chacha-x86.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

using chacha_x86_fn = void (*)(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds);

struct chacha_x86_tier {
	const char *name;
	bool (*usable)();
	chacha_x86_fn crypt;
};

// Widest first; each one's check includes the next one's.
constexpr chacha_x86_tier chacha_x86_tiers[] = {
	{ "AVX-512VL", x86_has_avx512vl_bw, chacha_crypt_avx512vl },
	{ "AVX2", x86_has_avx2, chacha_crypt_avx2 },
	{ "SSSE3", x86_has_ssse3, chacha_crypt_ssse3 },
};

// The tier's code while the drivers are registered, else nullptr: the generic code runs.
chacha_x86_fn chacha_x86_crypt;

// The shared ChaCha glue's SIMD side: the tier's code in an FPU region, where it may be used.
struct chacha_x86_simd {
	static bool usable() { return chacha_x86_crypt && crypto_simd_usable(); }
	static void begin() { kernel_fpu_begin(); }
	static void end() { kernel_fpu_end(); }
	static void crypt(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
	{
		chacha_x86_crypt(state, dst, src, bytes, nrounds);
	}
	static void hchacha(const u32 *state, u32 *out, int nrounds)
	{
		hchacha_block_ssse3(state, out, nrounds);
	}
};

using chacha_x86_glue = ukc::chacha_simd_glue<chacha_x86_simd>;

// What the three drivers share but their setkey and IV size.
constexpr struct skcipher_alg chacha_x86_shape(unsigned int ivsize,
					       int (*setkey)(struct crypto_skcipher *, const u8 *,
							     unsigned int))
{
	struct skcipher_alg a = {};

	a.setkey = setkey;
	a.min_keysize = CHACHA_KEY_SIZE;
	a.max_keysize = CHACHA_KEY_SIZE;
	a.ivsize = ivsize;
	a.chunksize = CHACHA_BLOCK_SIZE;
	a.base.cra_blocksize = 1;
	a.base.cra_ctxsize = sizeof(struct chacha_ctx);
	a.base.cra_module = THIS_MODULE;
	return a;
}

const struct skcipher_alg chacha20_x86_shape = chacha_x86_shape(CHACHA_IV_SIZE, chacha20_setkey);
const struct skcipher_alg xchacha20_x86_shape = chacha_x86_shape(XCHACHA_IV_SIZE, chacha20_setkey);
const struct skcipher_alg xchacha12_x86_shape = chacha_x86_shape(XCHACHA_IV_SIZE, chacha12_setkey);

/* clang-format off */
constexpr x86_skcipher_row chacha_x86_rows[] = {
	{ "chacha20", "chacha20-simd", 300, x86_unwrapped, x86_has_ssse3,
	  chacha_x86_glue::chacha, chacha_x86_glue::chacha, &chacha20_x86_shape, nullptr, 0 },
	{ "xchacha20", "xchacha20-simd", 300, x86_unwrapped, x86_has_ssse3,
	  chacha_x86_glue::xchacha, chacha_x86_glue::xchacha, &xchacha20_x86_shape, nullptr, 0 },
	{ "xchacha12", "xchacha12-simd", 300, x86_unwrapped, x86_has_ssse3,
	  chacha_x86_glue::xchacha, chacha_x86_glue::xchacha, &xchacha12_x86_shape, nullptr, 0 },
};
/* clang-format on */
static_assert(x86_rows_marked(chacha_x86_rows));

struct skcipher_alg chacha_x86_algs[ARRAY_SIZE(chacha_x86_rows)];
struct simd_skcipher_alg *chacha_x86_simd_algs[ARRAY_SIZE(chacha_x86_rows)];

// As 6.12: nothing without SSSE3, whatever wider features are left.
int chacha_x86_init()
{
	if (!x86_has_ssse3())
		return -ENODEV;
	const chacha_x86_tier *tier = std::find_if(
		std::begin(chacha_x86_tiers), std::end(chacha_x86_tiers),
		[](const chacha_x86_tier &t) { return t.usable(); });

	if (tier == std::end(chacha_x86_tiers))
		return -ENODEV;
	chacha_x86_crypt = tier->crypt;
	pr_info("chacha-x86: %s code\n", tier->name);
	int err = x86_register_skciphers(chacha_x86_rows, chacha_x86_algs, chacha_x86_simd_algs);
	if (err)
		pr_err("chacha-x86: registration failed: %d\n", err);
	return err;
}

void chacha_x86_exit()
{
	x86_unregister_skciphers(chacha_x86_rows, chacha_x86_algs, chacha_x86_simd_algs);
	chacha_x86_crypt = nullptr;
}

} // namespace

// The library's hooks (<crypto/chacha.h>), over the tier's code as 6.12's chacha_glue.c: one
// block or less goes to the generic code, which needs no FPU region.
extern "C" {

void hchacha_block_arch(const u32 *state, u32 *out, int nrounds)
{
	chacha_x86_glue::hchacha_arch(state, out, nrounds);
}

void chacha_init_arch(u32 *state, const u32 *key, const u8 *iv)
{
	chacha_init_generic(state, key, iv);
}

void chacha_crypt_arch(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
{
	chacha_x86_glue::crypt_arch(state, dst, src, bytes, nrounds);
}

} // extern "C"

late_initcall(chacha_x86_init);
module_exit(chacha_x86_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ChaCha and XChaCha stream ciphers (x64 SIMD accelerated)");
MODULE_ALIAS_CRYPTO("chacha20");
MODULE_ALIAS_CRYPTO("chacha20-simd");
MODULE_ALIAS_CRYPTO("xchacha20");
MODULE_ALIAS_CRYPTO("xchacha20-simd");
MODULE_ALIAS_CRYPTO("xchacha12");
MODULE_ALIAS_CRYPTO("xchacha12-simd");
