// SPDX-License-Identifier: GPL-2.0-only
// The "cast6-generic" cipher: CAST-256 (RFC 2612), over the CAST-128 S-boxes.
#include <bit>

#include <crypto/algapi.h>
#include <crypto/cast6.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// The round functions f1, f2, f3 (RFC 2612 section 2.2); Ia is the most significant byte.
inline u32 cast6_f1(u32 d, u32 km, u8 kr)
{
	const u32 i = std::rotl(km + d, kr);

	return ((cast_s1[i >> 24] ^ cast_s2[(i >> 16) & 0xff]) - cast_s3[(i >> 8) & 0xff]) +
	       cast_s4[i & 0xff];
}

inline u32 cast6_f2(u32 d, u32 km, u8 kr)
{
	const u32 i = std::rotl(km ^ d, kr);

	return ((cast_s1[i >> 24] - cast_s2[(i >> 16) & 0xff]) + cast_s3[(i >> 8) & 0xff]) ^
	       cast_s4[i & 0xff];
}

inline u32 cast6_f3(u32 d, u32 km, u8 kr)
{
	const u32 i = std::rotl(km - d, kr);

	return ((cast_s1[i >> 24] + cast_s2[(i >> 16) & 0xff]) ^ cast_s3[(i >> 8) & 0xff]) -
	       cast_s4[i & 0xff];
}

// The quad-round Q and its inverse QBAR (RFC 2612 section 2.3); b[] is ABCD.
inline void cast6_q(u32 *b, const u32 *km, const u8 *kr)
{
	b[2] ^= cast6_f1(b[3], km[0], kr[0]);
	b[1] ^= cast6_f2(b[2], km[1], kr[1]);
	b[0] ^= cast6_f3(b[1], km[2], kr[2]);
	b[3] ^= cast6_f1(b[0], km[3], kr[3]);
}

inline void cast6_qbar(u32 *b, const u32 *km, const u8 *kr)
{
	b[3] ^= cast6_f1(b[0], km[3], kr[3]);
	b[0] ^= cast6_f3(b[1], km[2], kr[2]);
	b[1] ^= cast6_f2(b[2], km[1], kr[1]);
	b[2] ^= cast6_f1(b[3], km[0], kr[0]);
}

// The forward octave W (RFC 2612 section 2.4) on kappa = ABCDEFGH, with its masking and
// rotation constants tm/tr.
void cast6_w(u32 *k, const u32 *tm, const u8 *tr)
{
	k[6] ^= cast6_f1(k[7], tm[0], tr[0]);
	k[5] ^= cast6_f2(k[6], tm[1], tr[1]);
	k[4] ^= cast6_f3(k[5], tm[2], tr[2]);
	k[3] ^= cast6_f1(k[4], tm[3], tr[3]);
	k[2] ^= cast6_f2(k[3], tm[4], tr[4]);
	k[1] ^= cast6_f3(k[2], tm[5], tr[5]);
	k[0] ^= cast6_f1(k[1], tm[6], tr[6]);
	k[7] ^= cast6_f2(k[0], tm[7], tr[7]);
}

// Six Q then six QBAR, with the quad-round keys in the order given (RFC 2612 2.3: decryption
// takes them in reverse).
void cast6_crypt(const struct cast6_ctx *c, u8 *dst, const u8 *src, bool enc)
{
	u32 b[4];

	for (unsigned int i = 0; i < 4; i++)
		b[i] = get_unaligned_be32(src + 4 * i);
	for (unsigned int i = 0; i < 12; i++) {
		const unsigned int r = enc ? i : 11 - i;

		if (i < 6)
			cast6_q(b, c->Km[r], c->Kr[r]);
		else
			cast6_qbar(b, c->Km[r], c->Kr[r]);
	}
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_be32(b[i], dst + 4 * i);
}

} // namespace

// Key schedule (RFC 2612 section 2.4): the key zero-padded to 256 bits, 24 octaves of W with
// the constants Tm = 2^30 sqrt(2) + n 2^30 sqrt(3), Tr = 19 + 17n (mod 32), and after each
// pair of octaves Kr_i = 5LSB(A, C, E, G), Km_i = (H, F, D, B).
extern "C" int __cast6_setkey(struct cast6_ctx *c, const u8 *key, unsigned int keylen)
{
	u8 padded[CAST6_MAX_KEY_SIZE] = {};
	u32 k[8], tm[8];
	u8 tr[8];
	u32 cm = 0x5a827999;
	unsigned int cr = 19;

	if (keylen % 4 || keylen < CAST6_MIN_KEY_SIZE || keylen > CAST6_MAX_KEY_SIZE)
		return -EINVAL;
	memcpy(padded, key, keylen);
	for (unsigned int i = 0; i < 8; i++)
		k[i] = get_unaligned_be32(padded + 4 * i);
	for (unsigned int i = 0; i < 24; i++) {
		for (unsigned int j = 0; j < 8; j++) {
			tm[j] = cm;
			cm += 0x6ed9eba1;
			tr[j] = (u8)cr;
			cr = (cr + 17) % 32;
		}
		cast6_w(k, tm, tr);
		if (i % 2 == 0)
			continue;
		const unsigned int q = i / 2;

		for (unsigned int j = 0; j < 4; j++) {
			c->Kr[q][j] = (u8)(k[2 * j] & 0x1f);
			c->Km[q][j] = k[7 - 2 * j];
		}
	}
	memzero_explicit(padded, sizeof(padded));
	memzero_explicit(k, sizeof(k));
	return 0;
}
EXPORT_SYMBOL_GPL(__cast6_setkey);

extern "C" int cast6_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	return __cast6_setkey(static_cast<struct cast6_ctx *>(crypto_tfm_ctx(tfm)), key, keylen);
}
EXPORT_SYMBOL_GPL(cast6_setkey);

extern "C" void __cast6_encrypt(const void *ctx, u8 *dst, const u8 *src)
{
	cast6_crypt(static_cast<const struct cast6_ctx *>(ctx), dst, src, true);
}
EXPORT_SYMBOL_GPL(__cast6_encrypt);

extern "C" void __cast6_decrypt(const void *ctx, u8 *dst, const u8 *src)
{
	cast6_crypt(static_cast<const struct cast6_ctx *>(ctx), dst, src, false);
}
EXPORT_SYMBOL_GPL(__cast6_decrypt);

namespace {

void cast6_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__cast6_encrypt(crypto_tfm_ctx(tfm), dst, src);
}

void cast6_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__cast6_decrypt(crypto_tfm_ctx(tfm), dst, src);
}

struct crypto_alg cast6_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = CAST6_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct cast6_ctx),
	.cra_priority = 100,
	.cra_name = "cast6",
	.cra_driver_name = "cast6-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = CAST6_MIN_KEY_SIZE,
		.cia_max_keysize = CAST6_MAX_KEY_SIZE,
		.cia_setkey = cast6_setkey,
		.cia_encrypt = cast6_encrypt,
		.cia_decrypt = cast6_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int cast6_mod_init()
{
	return crypto_register_alg(&cast6_alg);
}

void cast6_mod_fini()
{
	crypto_unregister_alg(&cast6_alg);
}

} // namespace

subsys_initcall(cast6_mod_init);
module_exit(cast6_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Cast6 Cipher Algorithm");
MODULE_ALIAS_CRYPTO("cast6");
MODULE_ALIAS_CRYPTO("cast6-generic");
