// SPDX-License-Identifier: GPL-2.0-only
// The "serpent-generic" cipher (Anderson, Biham, Knudsen), in its bitslice form: each S-box is
// evaluated on 32 nibbles at once through a short circuit of logic gates (serpent_bitslice.h).
#include <bit>
#include <utility>

#include "serpent_bitslice.h"

#include <crypto/algapi.h>
#include <crypto/serpent.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

namespace bs = ukc::serpent_bs;

template <size_t... B>
inline void serpent_sbox_dispatch(unsigned int box, u32 *x, std::index_sequence<B...>)
{
	((box == B ? bs::sbox_apply<B>(x) : void()), ...);
}

} // namespace

// The key schedule (the Serpent paper, section 2): the key padded to 256 bits, the prekeys
// w_i = (w_{i-8} ^ w_{i-5} ^ w_{i-3} ^ w_{i-1} ^ phi ^ i) <<< 11, and K_i = S_{(3 - i) mod 8}
// applied to w_{4i..4i+3}.
extern "C" int __serpent_setkey(struct serpent_ctx *ctx, const u8 *key, unsigned int keylen)
{
	u8 padded[SERPENT_MAX_KEY_SIZE] = {};
	u32 w[8 + SERPENT_EXPKEY_WORDS];

	if (keylen > SERPENT_MAX_KEY_SIZE)
		return -EINVAL;
	// 6.12 takes an empty key too (it pads to the single 1 bit); it may come as NULL.
	if (keylen)
		memcpy(padded, key, keylen);
	if (keylen < SERPENT_MAX_KEY_SIZE)
		padded[keylen] = 1;
	for (unsigned int i = 0; i < 8; i++)
		w[i] = get_unaligned_le32(padded + 4 * i);
	for (unsigned int i = 0; i < SERPENT_EXPKEY_WORDS; i++)
		w[i + 8] = std::rotl(w[i] ^ w[i + 3] ^ w[i + 5] ^ w[i + 7] ^ bs::phi ^ i, 11);
	for (unsigned int i = 0; i < SERPENT_EXPKEY_WORDS / 4; i++) {
		u32 *k = ctx->expkey + 4 * i;

		memcpy(k, w + 8 + 4 * i, 4 * sizeof(u32));
		serpent_sbox_dispatch((3 + 8 - i % 8) % 8, k, std::make_index_sequence<8>());
	}
	memzero_explicit(padded, sizeof(padded));
	memzero_explicit(w, sizeof(w));
	return 0;
}
EXPORT_SYMBOL_GPL(__serpent_setkey);

extern "C" int serpent_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	return __serpent_setkey(static_cast<struct serpent_ctx *>(crypto_tfm_ctx(tfm)), key,
				keylen);
}
EXPORT_SYMBOL_GPL(serpent_setkey);

extern "C" void __serpent_encrypt(const void *c, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct serpent_ctx *>(c)->expkey;
	u32 x[4];

	for (unsigned int i = 0; i < 4; i++)
		x[i] = get_unaligned_le32(src + 4 * i);
	bs::encrypt(x, k);
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_le32(x[i], dst + 4 * i);
}
EXPORT_SYMBOL_GPL(__serpent_encrypt);

extern "C" void __serpent_decrypt(const void *c, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct serpent_ctx *>(c)->expkey;
	u32 x[4];

	for (unsigned int i = 0; i < 4; i++)
		x[i] = get_unaligned_le32(src + 4 * i);
	bs::decrypt(x, k);
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_le32(x[i], dst + 4 * i);
}
EXPORT_SYMBOL_GPL(__serpent_decrypt);

namespace {

void serpent_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__serpent_encrypt(crypto_tfm_ctx(tfm), dst, src);
}

void serpent_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__serpent_decrypt(crypto_tfm_ctx(tfm), dst, src);
}

struct crypto_alg serpent_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = SERPENT_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct serpent_ctx),
	.cra_priority = 100,
	.cra_name = "serpent",
	.cra_driver_name = "serpent-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = SERPENT_MIN_KEY_SIZE,
		.cia_max_keysize = SERPENT_MAX_KEY_SIZE,
		.cia_setkey = serpent_setkey,
		.cia_encrypt = serpent_encrypt,
		.cia_decrypt = serpent_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int serpent_mod_init()
{
	return crypto_register_alg(&serpent_alg);
}

void serpent_mod_fini()
{
	crypto_unregister_alg(&serpent_alg);
}

} // namespace

subsys_initcall(serpent_mod_init);
module_exit(serpent_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Serpent Cipher Algorithm");
MODULE_ALIAS_CRYPTO("serpent");
MODULE_ALIAS_CRYPTO("serpent-generic");
