// SPDX-License-Identifier: GPL-2.0-only
// The "twofish-generic" cipher (Schneier et al., section 4.1): the 16-round Feistel network
// over the key-dependent tables twofish_common.cpp builds.
#include <bit>

#include <crypto/algapi.h>
#include <crypto/twofish.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/unaligned.h>

#include "shared/twofish_g.h"

namespace {

using ukc::twofish_g;

const struct twofish_ctx *twofish_tfm_ctx(struct crypto_tfm *tfm)
{
	return static_cast<const struct twofish_ctx *>(crypto_tfm_ctx(tfm));
}

void twofish_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct twofish_ctx *c = twofish_tfm_ctx(tfm);
	u32 r[4];

	for (unsigned int i = 0; i < 4; i++)
		r[i] = get_unaligned_le32(src + 4 * i) ^ c->w[i];
	for (unsigned int round = 0; round < 16; round++) {
		const u32 t0 = twofish_g(c, r[0]);
		const u32 t1 = twofish_g(c, std::rotl(r[1], 8));
		const u32 f0 = t0 + t1 + c->k[2 * round];
		const u32 f1 = t0 + 2 * t1 + c->k[2 * round + 1];
		const u32 n0 = std::rotr(r[2] ^ f0, 1);
		const u32 n1 = std::rotl(r[3], 1) ^ f1;

		r[2] = r[0];
		r[3] = r[1];
		r[0] = n0;
		r[1] = n1;
	}
	// The last round's swap is undone: C_i = R_16,(i+2) mod 4 ^ K_(i+4).
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_le32(r[(i + 2) % 4] ^ c->w[i + 4], dst + 4 * i);
}

void twofish_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const struct twofish_ctx *c = twofish_tfm_ctx(tfm);
	u32 r[4];

	for (unsigned int i = 0; i < 4; i++)
		r[(i + 2) % 4] = get_unaligned_le32(src + 4 * i) ^ c->w[i + 4];
	for (int round = 15; round >= 0; round--) {
		// r[] holds R_(round+1); R_round's words 0 and 1 are its words 2 and 3.
		const u32 p0 = r[2], p1 = r[3];
		const u32 t0 = twofish_g(c, p0);
		const u32 t1 = twofish_g(c, std::rotl(p1, 8));
		const u32 f0 = t0 + t1 + c->k[2 * round];
		const u32 f1 = t0 + 2 * t1 + c->k[2 * round + 1];

		r[2] = std::rotl(r[0], 1) ^ f0;
		r[3] = std::rotr(r[1] ^ f1, 1);
		r[0] = p0;
		r[1] = p1;
	}
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_le32(r[i] ^ c->w[i], dst + 4 * i);
}

struct crypto_alg twofish_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = TF_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct twofish_ctx),
	.cra_priority = 100,
	.cra_name = "twofish",
	.cra_driver_name = "twofish-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = TF_MIN_KEY_SIZE,
		.cia_max_keysize = TF_MAX_KEY_SIZE,
		.cia_setkey = twofish_setkey,
		.cia_encrypt = twofish_encrypt,
		.cia_decrypt = twofish_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int twofish_mod_init()
{
	return crypto_register_alg(&twofish_alg);
}

void twofish_mod_fini()
{
	crypto_unregister_alg(&twofish_alg);
}

} // namespace

subsys_initcall(twofish_mod_init);
module_exit(twofish_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Twofish Cipher Algorithm");
MODULE_ALIAS_CRYPTO("twofish");
MODULE_ALIAS_CRYPTO("twofish-generic");
