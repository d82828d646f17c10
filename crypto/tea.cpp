// SPDX-License-Identifier: GPL-2.0-only
// The "tea", "xtea" and "xeta" ciphers: Wheeler and Needham's TEA (1994) and XTEA (1997), and
// XETA, the variant with the round function's operators grouped differently that some
// deployed implementations used. Words are little-endian, as in 6.12.
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "ukc_kernel.h"

namespace {

constexpr unsigned int tea_key_size = 16, tea_block_size = 8, tea_rounds = 32;
constexpr u32 tea_delta = 0x9e3779b9; // floor(2^32 / golden ratio), both papers

struct tea_ctx {
	u32 key[4];
};

int tea_setkey(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	auto *ctx = static_cast<struct tea_ctx *>(crypto_tfm_ctx(tfm));

	(void)key_len; // the core admits only tea_key_size
	for (unsigned int i = 0; i < 4; i++)
		ctx->key[i] = get_unaligned_le32(in_key + 4 * i);
	return 0;
}

// The three round functions of one half-round, for the running sum @sum (XTEA's key word
// index is taken by the caller).
inline u32 tea_f(u32 z, u32 sum, u32 ka, u32 kb)
{
	return ((z << 4) + ka) ^ (z + sum) ^ ((z >> 5) + kb);
}

inline u32 xtea_f(u32 z, u32 sum, u32 k)
{
	return (((z << 4) ^ (z >> 5)) + z) ^ (sum + k);
}

inline u32 xeta_f(u32 z, u32 sum, u32 k)
{
	return ((z << 4) ^ (z >> 5)) + (z ^ sum) + k;
}

enum tea_variant {
	TEA,
	XTEA,
	XETA
};

template <tea_variant V> inline u32 tea_half(u32 z, u32 sum, const u32 *k, bool first)
{
	if constexpr (V == TEA)
		return first ? tea_f(z, sum, k[0], k[1]) : tea_f(z, sum, k[2], k[3]);
	else if constexpr (V == XTEA)
		return xtea_f(z, sum, first ? k[sum & 3] : k[(sum >> 11) & 3]);
	else
		return xeta_f(z, sum, first ? k[sum & 3] : k[(sum >> 11) & 3]);
}

// TEA adds delta before both halves; XTEA and XETA between them.
template <tea_variant V> void tea_encrypt_block(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct tea_ctx *>(crypto_tfm_ctx(tfm))->key;
	u32 y = get_unaligned_le32(src), z = get_unaligned_le32(src + 4), sum = 0;

	for (unsigned int i = 0; i < tea_rounds; i++) {
		if constexpr (V == TEA)
			sum += tea_delta;
		y += tea_half<V>(z, sum, k, true);
		if constexpr (V != TEA)
			sum += tea_delta;
		z += tea_half<V>(y, sum, k, false);
	}
	put_unaligned_le32(y, dst);
	put_unaligned_le32(z, dst + 4);
}

template <tea_variant V> void tea_decrypt_block(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const u32 *k = static_cast<const struct tea_ctx *>(crypto_tfm_ctx(tfm))->key;
	u32 y = get_unaligned_le32(src), z = get_unaligned_le32(src + 4);
	u32 sum = tea_delta * tea_rounds;

	for (unsigned int i = 0; i < tea_rounds; i++) {
		z -= tea_half<V>(y, sum, k, false);
		if constexpr (V != TEA)
			sum -= tea_delta;
		y -= tea_half<V>(z, sum, k, true);
		if constexpr (V == TEA)
			sum -= tea_delta;
	}
	put_unaligned_le32(y, dst);
	put_unaligned_le32(z, dst + 4);
}

struct tea_alg_desc {
	const char *name, *driver;
	void (*encrypt)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);
	void (*decrypt)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);
};

constexpr tea_alg_desc tea_descs[] = {
	{ "tea", "tea-generic", tea_encrypt_block<TEA>, tea_decrypt_block<TEA> },
	{ "xtea", "xtea-generic", tea_encrypt_block<XTEA>, tea_decrypt_block<XTEA> },
	{ "xeta", "xeta-generic", tea_encrypt_block<XETA>, tea_decrypt_block<XETA> },
};

struct crypto_alg tea_algs[ARRAY_SIZE(tea_descs)];

// 6.12 gives these no priority (0) and a 4-byte alignment mask.
int tea_mod_init()
{
	for (size_t i = 0; i < ARRAY_SIZE(tea_descs); i++) {
		const tea_alg_desc &v = tea_descs[i];
		struct crypto_alg &alg = tea_algs[i];

		alg.cra_flags = CRYPTO_ALG_TYPE_CIPHER;
		alg.cra_blocksize = tea_block_size;
		alg.cra_ctxsize = sizeof(struct tea_ctx);
		alg.cra_alignmask = 3;
		alg.cra_priority = 0;
		ukc::set_alg_names(&alg, v.name, v.driver);
		alg.cra_u.cipher.cia_min_keysize = tea_key_size;
		alg.cra_u.cipher.cia_max_keysize = tea_key_size;
		alg.cra_u.cipher.cia_setkey = tea_setkey;
		alg.cra_u.cipher.cia_encrypt = v.encrypt;
		alg.cra_u.cipher.cia_decrypt = v.decrypt;
		alg.cra_module = THIS_MODULE;
	}
	return crypto_register_algs(tea_algs, ARRAY_SIZE(tea_algs));
}

void tea_mod_fini()
{
	crypto_unregister_algs(tea_algs, ARRAY_SIZE(tea_algs));
}

} // namespace

subsys_initcall(tea_mod_init);
module_exit(tea_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("TEA, XTEA & XETA Cryptographic Algorithms");
MODULE_ALIAS_CRYPTO("tea");
MODULE_ALIAS_CRYPTO("xtea");
MODULE_ALIAS_CRYPTO("xeta");
