// SPDX-License-Identifier: GPL-2.0-only
// The arm64 SM4 skciphers with Advanced SIMD alone, at 6.12's names and priority: the ecb, cbc
// and ctr drivers of its sm4-neon-glue.c ("*-sm4-neon", 200).
#include <crypto/algapi.h>
#include <linux/init.h>
#include <linux/kernel.h>

#include "sm4-glue.h"
#include <asm/cpufeature.h>

namespace {

using namespace ukc::arm64;

// CBC encryption is a chain, one block after another, with nothing for four lanes to share:
// 6.12's driver runs the generic block function here too.
void sm4_neon_cbc_encrypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			  u8 *iv)
{
	const u8 *prev = iv;

	for (; len >= SM4_BLOCK_SIZE; len -= SM4_BLOCK_SIZE, src += SM4_BLOCK_SIZE) {
		crypto_xor_cpy(dst, src, prev, SM4_BLOCK_SIZE);
		sm4_crypt_block(key->rkey_enc, dst, dst);
		prev = dst;
		dst += SM4_BLOCK_SIZE;
	}
	if (prev != iv)
		memcpy(iv, prev, SM4_BLOCK_SIZE);
}

constexpr unsigned int sm4_neon_nalgs = 3;

// 6.12's sm4_algs[] in its order; the walks are aes-glue.h's over struct sm4_ctx.
constexpr sm4_arm64_row sm4_neon_rows[sm4_neon_nalgs] = {
	{ "ecb(sm4)", "ecb-sm4-neon", 200, SM4_BLOCK_SIZE, 0,
	  aes_arm64_blocks<sm4_neon_ecb_encrypt, struct sm4_ctx>,
	  aes_arm64_blocks<sm4_neon_ecb_decrypt, struct sm4_ctx> },
	{ "cbc(sm4)", "cbc-sm4-neon", 200, SM4_BLOCK_SIZE, SM4_BLOCK_SIZE,
	  aes_arm64_blocks<sm4_neon_cbc_encrypt, struct sm4_ctx>,
	  aes_arm64_blocks<sm4_neon_cbc_decrypt, struct sm4_ctx> },
	{ "ctr(sm4)", "ctr-sm4-neon", 200, 1, SM4_BLOCK_SIZE,
	  aes_arm64_ctr<sm4_neon_ctr_encrypt, struct sm4_ctx>,
	  aes_arm64_ctr<sm4_neon_ctr_encrypt, struct sm4_ctx> },
};

struct skcipher_alg sm4_neon_algs[sm4_neon_nalgs];
bool sm4_neon_registered;

// 6.12 registers these unconditionally (module_init), the kernel needing FP/ASIMD to use NEON
// at all; here they need the asimd hwcap, so masking it leaves the generic code.
int sm4_neon_mod_init()
{
	if (!cpu_have_named_feature(ASIMD))
		return -ENODEV;
	for (size_t i = 0; i < sm4_neon_nalgs; i++)
		sm4_arm64_fill(&sm4_neon_algs[i], sm4_neon_rows[i]);
	int err = crypto_register_skciphers(sm4_neon_algs, sm4_neon_nalgs);
	sm4_neon_registered = !err;
	return err;
}

void sm4_neon_mod_exit()
{
	if (sm4_neon_registered)
		crypto_unregister_skciphers(sm4_neon_algs, sm4_neon_nalgs);
	sm4_neon_registered = false;
}

} // namespace

late_initcall(sm4_neon_mod_init);
module_exit(sm4_neon_mod_exit);

MODULE_DESCRIPTION("SM4 ECB/CBC/CTR using ARMv8 NEON");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("sm4-neon");
MODULE_ALIAS_CRYPTO("ecb(sm4)");
MODULE_ALIAS_CRYPTO("cbc(sm4)");
MODULE_ALIAS_CRYPTO("ctr(sm4)");
