// SPDX-License-Identifier: GPL-2.0-only
// The arm64 ChaCha drivers at 6.12's names and priority ("chacha20-neon", "xchacha20-neon",
// "xchacha12-neon", 300) over chacha-neon.cpp, and the library's chacha_crypt_arch(),
// hchacha_block_arch() and chacha_init_arch(), as 6.12's chacha-neon-glue.c has them.
#include <asm/neon.h>
#include <crypto/algapi.h>
#include <crypto/internal/chacha.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <asm/cpufeature.h>
#include "chacha-neon.h"
#include "shared/chacha_glue.h"

namespace {

using namespace ukc::arm64;

// Set from init (the CPU, as masked, has Advanced SIMD) to exit: else the generic code runs,
// for the drivers and the library's hooks alike (6.12's have_neon static key).
bool chacha_neon_have;

struct chacha_neon_simd {
	static bool usable() { return chacha_neon_have && crypto_simd_usable(); }
	static void begin() { kernel_neon_begin(); }
	static void end() { kernel_neon_end(); }
	static constexpr auto crypt = chacha_crypt_neon;
	static constexpr auto hchacha = hchacha_block_neon;
};

using chacha_neon_glue = ukc::chacha_simd_glue<chacha_neon_simd>;

/**
 * struct chacha_neon_row - one driver: its names, priority and what sets it apart
 * @cra_name: its algorithm name
 * @cra_driver_name: its driver name, in full
 * @cra_priority: its priority
 * @ivsize: CHACHA_IV_SIZE or XCHACHA_IV_SIZE
 * @setkey: chacha20_setkey() or chacha12_setkey() (the round count)
 * @crypt: its encryption and decryption
 */
struct chacha_neon_row {
	const char *cra_name;
	const char *cra_driver_name;
	int cra_priority;
	unsigned int ivsize;
	int (*setkey)(struct crypto_skcipher *tfm, const u8 *key, unsigned int keysize);
	int (*crypt)(struct skcipher_request *req);
};

// 6.12's algs[] in its order.
constexpr chacha_neon_row chacha_neon_rows[] = {
	{ "chacha20", "chacha20-neon", 300, CHACHA_IV_SIZE, chacha20_setkey,
	  chacha_neon_glue::chacha },
	{ "xchacha20", "xchacha20-neon", 300, XCHACHA_IV_SIZE, chacha20_setkey,
	  chacha_neon_glue::xchacha },
	{ "xchacha12", "xchacha12-neon", 300, XCHACHA_IV_SIZE, chacha12_setkey,
	  chacha_neon_glue::xchacha },
};

struct skcipher_alg chacha_neon_algs[ARRAY_SIZE(chacha_neon_rows)];
bool chacha_neon_registered;

void chacha_neon_fill(struct skcipher_alg *alg, const chacha_neon_row &r)
{
	*alg = {};
	strscpy(alg->base.cra_name, r.cra_name, sizeof(alg->base.cra_name));
	strscpy(alg->base.cra_driver_name, r.cra_driver_name, sizeof(alg->base.cra_driver_name));
	alg->base.cra_priority = r.cra_priority;
	alg->base.cra_blocksize = 1;
	alg->base.cra_ctxsize = sizeof(struct chacha_ctx);
	alg->base.cra_module = THIS_MODULE;
	alg->min_keysize = CHACHA_KEY_SIZE;
	alg->max_keysize = CHACHA_KEY_SIZE;
	alg->ivsize = r.ivsize;
	alg->chunksize = CHACHA_BLOCK_SIZE;
	// 6.12's: five blocks per walk step, its NEON routine's widest call.
	alg->walksize = 5 * CHACHA_BLOCK_SIZE;
	alg->setkey = r.setkey;
	alg->encrypt = r.crypt;
	alg->decrypt = r.crypt;
}

// As 6.12: the drivers and the hooks' NEON path on Advanced SIMD alone.
int chacha_neon_mod_init()
{
	if (!cpu_have_named_feature(ASIMD))
		return -ENODEV;
	chacha_neon_have = true;
	for (size_t i = 0; i < ARRAY_SIZE(chacha_neon_rows); i++)
		chacha_neon_fill(&chacha_neon_algs[i], chacha_neon_rows[i]);
	int err = crypto_register_skciphers(chacha_neon_algs, ARRAY_SIZE(chacha_neon_algs));
	chacha_neon_registered = !err;
	return err;
}

void chacha_neon_mod_exit()
{
	if (chacha_neon_registered)
		crypto_unregister_skciphers(chacha_neon_algs, ARRAY_SIZE(chacha_neon_algs));
	chacha_neon_registered = false;
	chacha_neon_have = false;
}

} // namespace

// The library's hooks (<crypto/chacha.h>), as 6.12's.
extern "C" {

void hchacha_block_arch(const u32 *state, u32 *out, int nrounds)
{
	chacha_neon_glue::hchacha_arch(state, out, nrounds);
}

void chacha_init_arch(u32 *state, const u32 *key, const u8 *iv)
{
	chacha_init_generic(state, key, iv);
}

void chacha_crypt_arch(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
{
	chacha_neon_glue::crypt_arch(state, dst, src, bytes, nrounds);
}

} // extern "C"

late_initcall(chacha_neon_mod_init);
module_exit(chacha_neon_mod_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ChaCha and XChaCha stream ciphers (NEON accelerated)");
MODULE_ALIAS_CRYPTO("chacha20");
MODULE_ALIAS_CRYPTO("chacha20-neon");
MODULE_ALIAS_CRYPTO("xchacha20");
MODULE_ALIAS_CRYPTO("xchacha20-neon");
MODULE_ALIAS_CRYPTO("xchacha12");
MODULE_ALIAS_CRYPTO("xchacha12-neon");
