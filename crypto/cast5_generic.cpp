// SPDX-License-Identifier: GPL-2.0-only
// The "cast5-generic" cipher: CAST-128 (RFC 2144), 40- to 128-bit keys, 12 rounds for keys of
// 80 bits or fewer.
#include <bit>

#include <crypto/algapi.h>
#include <crypto/cast5.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "cast5_sboxes.h"

namespace {

// Section 2.2: the three round functions, by round number mod 3.
inline u32 cast5_f(unsigned int round, u32 d, u32 km, u8 kr)
{
	const unsigned int type = round % 3;
	const u32 i = std::rotl(type == 0 ? km + d : type == 1 ? km ^ d : km - d, kr);
	const u32 a = cast_s1[i >> 24], b = cast_s2[(i >> 16) & 0xff], c = cast_s3[(i >> 8) & 0xff],
		  e = cast_s4[i & 0xff];

	if (type == 0)
		return ((a ^ b) - c) + e;
	if (type == 1)
		return ((a - b) + c) ^ e;
	return ((a + b) ^ c) - e;
}

void cast5_crypt(const struct cast5_ctx *c, u8 *dst, const u8 *src, bool decrypt)
{
	const unsigned int rounds = c->rr ? 12 : 16;
	u32 l = get_unaligned_be32(src), r = get_unaligned_be32(src + 4);

	for (unsigned int n = 0; n < rounds; n++) {
		const unsigned int i = decrypt ? rounds - 1 - n : n;
		const u32 t = l ^ cast5_f(i, r, c->Km[i], c->Kr[i]);

		l = r;
		r = t;
	}
	put_unaligned_be32(r, dst);
	put_unaligned_be32(l, dst + 4);
}

// Section 2.4's key schedule as data. The state is x0..xF (bytes 0-15) and z0..zF (16-31).
// An update sets one 4-byte word of it to another word XOR S5..S8 of four state bytes XOR one
// more S-box of a fifth; a key XORs S5..S8 of four bytes and one more S-box of a fifth.
struct cast5_step {
	u8 dst, src; // word indices (0-3 x, 4-7 z); dst 8 marks a key output
	u8 idx[5];
	u8 box; // the fifth lookup's S-box, 5-8
};

constexpr u8 X = 0, Z = 16;
constexpr u8 cast5_key_out = 8;

// Updates "z from x" and "x from z", and the four sets of four keys that follow them.
constexpr cast5_step cast5_z_from_x[4] = {
	{ 4, 0, { X + 13, X + 15, X + 12, X + 14, X + 8 }, 7 },
	{ 5, 2, { Z + 0, Z + 2, Z + 1, Z + 3, X + 10 }, 8 },
	{ 6, 3, { Z + 7, Z + 6, Z + 5, Z + 4, X + 9 }, 5 },
	{ 7, 1, { Z + 10, Z + 9, Z + 11, Z + 8, X + 11 }, 6 },
};
constexpr cast5_step cast5_x_from_z[4] = {
	{ 0, 6, { Z + 5, Z + 7, Z + 4, Z + 6, Z + 0 }, 7 },
	{ 1, 4, { X + 0, X + 2, X + 1, X + 3, Z + 2 }, 8 },
	{ 2, 5, { X + 7, X + 6, X + 5, X + 4, Z + 1 }, 5 },
	{ 3, 7, { X + 10, X + 9, X + 11, X + 8, Z + 3 }, 6 },
};
constexpr cast5_step cast5_keys[4][4] = {
	{ { 8, 0, { Z + 8, Z + 9, Z + 7, Z + 6, Z + 2 }, 5 },
	  { 8, 0, { Z + 10, Z + 11, Z + 5, Z + 4, Z + 6 }, 6 },
	  { 8, 0, { Z + 12, Z + 13, Z + 3, Z + 2, Z + 9 }, 7 },
	  { 8, 0, { Z + 14, Z + 15, Z + 1, Z + 0, Z + 12 }, 8 } },
	{ { 8, 0, { X + 3, X + 2, X + 12, X + 13, X + 8 }, 5 },
	  { 8, 0, { X + 1, X + 0, X + 14, X + 15, X + 13 }, 6 },
	  { 8, 0, { X + 7, X + 6, X + 8, X + 9, X + 3 }, 7 },
	  { 8, 0, { X + 5, X + 4, X + 10, X + 11, X + 7 }, 8 } },
	{ { 8, 0, { Z + 3, Z + 2, Z + 12, Z + 13, Z + 9 }, 5 },
	  { 8, 0, { Z + 1, Z + 0, Z + 14, Z + 15, Z + 12 }, 6 },
	  { 8, 0, { Z + 7, Z + 6, Z + 8, Z + 9, Z + 2 }, 7 },
	  { 8, 0, { Z + 5, Z + 4, Z + 10, Z + 11, Z + 6 }, 8 } },
	{ { 8, 0, { X + 8, X + 9, X + 7, X + 6, X + 3 }, 5 },
	  { 8, 0, { X + 10, X + 11, X + 5, X + 4, X + 7 }, 6 },
	  { 8, 0, { X + 12, X + 13, X + 3, X + 2, X + 8 }, 7 },
	  { 8, 0, { X + 14, X + 15, X + 1, X + 0, X + 13 }, 8 } },
};

const u32 *const cast5_kbox[4] = { ukc::cast5_s5, ukc::cast5_s6, ukc::cast5_s7, ukc::cast5_s8 };

u32 cast5_lookup(const u8 *st, const cast5_step &s)
{
	u32 v = 0;

	for (unsigned int j = 0; j < 4; j++)
		v ^= cast5_kbox[j][st[s.idx[j]]];
	return v ^ cast5_kbox[s.box - 5][st[s.idx[4]]];
}

// Applies one step; a key output is returned, an update written back into the state.
u32 cast5_step_run(u8 *st, const cast5_step &s)
{
	const u32 v = cast5_lookup(st, s);

	if (s.dst == cast5_key_out)
		return v;
	put_unaligned_be32(get_unaligned_be32(st + 4 * s.src) ^ v, st + 4 * s.dst);
	return 0;
}

} // namespace

extern "C" int cast5_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	auto *c = static_cast<struct cast5_ctx *>(crypto_tfm_ctx(tfm));
	u8 st[32] = {};
	u32 k[32];

	memcpy(st, key, keylen);
	c->rr = keylen <= 10;
	// K1..K32: four rounds of (z from x, 4 keys, x from z, 4 keys, ...), twice over.
	for (unsigned int q = 0; q < 8; q++) {
		const cast5_step *upd = q % 2 ? cast5_x_from_z : cast5_z_from_x;
		for (unsigned int j = 0; j < 4; j++)
			cast5_step_run(st, upd[j]);
		for (unsigned int j = 0; j < 4; j++)
			k[4 * q + j] = cast5_step_run(st, cast5_keys[q % 4][j]);
	}
	for (unsigned int i = 0; i < 16; i++) {
		c->Km[i] = k[i];
		c->Kr[i] = (u8)(k[16 + i] & 0x1f);
	}
	memzero_explicit(st, sizeof(st));
	memzero_explicit(k, sizeof(k));
	return 0;
}
EXPORT_SYMBOL_GPL(cast5_setkey);

extern "C" void __cast5_encrypt(struct cast5_ctx *ctx, u8 *dst, const u8 *src)
{
	cast5_crypt(ctx, dst, src, false);
}
EXPORT_SYMBOL_GPL(__cast5_encrypt);

extern "C" void __cast5_decrypt(struct cast5_ctx *ctx, u8 *dst, const u8 *src)
{
	cast5_crypt(ctx, dst, src, true);
}
EXPORT_SYMBOL_GPL(__cast5_decrypt);

namespace {

void cast5_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__cast5_encrypt(static_cast<struct cast5_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

void cast5_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	__cast5_decrypt(static_cast<struct cast5_ctx *>(crypto_tfm_ctx(tfm)), dst, src);
}

struct crypto_alg cast5_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = CAST5_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct cast5_ctx),
	.cra_priority = 100,
	.cra_name = "cast5",
	.cra_driver_name = "cast5-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = CAST5_MIN_KEY_SIZE,
		.cia_max_keysize = CAST5_MAX_KEY_SIZE,
		.cia_setkey = cast5_setkey,
		.cia_encrypt = cast5_encrypt,
		.cia_decrypt = cast5_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int cast5_mod_init()
{
	return crypto_register_alg(&cast5_alg);
}

void cast5_mod_fini()
{
	crypto_unregister_alg(&cast5_alg);
}

} // namespace

subsys_initcall(cast5_mod_init);
module_exit(cast5_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Cast5 Cipher Algorithm");
MODULE_ALIAS_CRYPTO("cast5");
MODULE_ALIAS_CRYPTO("cast5-generic");
