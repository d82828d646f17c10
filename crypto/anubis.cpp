// SPDX-License-Identifier: GPL-2.0-only
// The "anubis" cipher: Barreto and Rijmen's Anubis (NESSIE submission, 2000), in its tweaked
// form (the involutional S-box of anubis_khazad.h), with 128- to 320-bit keys in steps of 32
// bits and big-endian state rows, as 6.12 has it.
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include <mutex>

#include "anubis_khazad.h"

namespace {

constexpr unsigned int anubis_block_size = 16, anubis_min_key = 16, anubis_max_key = 40;
constexpr unsigned int anubis_max_n = anubis_max_key / 4, anubis_max_rounds = 8 + anubis_max_n;

// theta multiplies by the Hadamard matrix had(01, 02, 04, 06); the key extraction evaluates a
// Vandermonde matrix on the rows (01, 02, 06, 08), both over GF(2^8) mod x^8+x^4+x^3+x^2+1.
constexpr u8 anubis_had[4] = { 0x01, 0x02, 0x04, 0x06 };
constexpr u8 anubis_vdm[4] = { 0x01, 0x02, 0x06, 0x08 };

struct anubis_tables {
	u8 sbox[256];
	u32 t[4][256]; // t[i][x]: S(x) times row i of had, one byte per column, big-endian
	u32 v[256];    // v[x]: x times anubis_vdm, one byte per column
};

anubis_tables anubis_tab;
std::once_flag anubis_tab_once;

u32 anubis_row(u8 s, const u8 *coef, unsigned int i)
{
	u32 w = 0;

	for (unsigned int b = 0; b < 4; b++)
		w = (w << 8) | ukc::anubis_khazad_gmul(s, coef[i ^ b]);
	return w;
}

void anubis_build_tables()
{
	ukc::anubis_khazad_sbox(anubis_tab.sbox);
	for (unsigned int x = 0; x < 256; x++) {
		const u8 y = anubis_tab.sbox[x];

		for (unsigned int i = 0; i < 4; i++)
			anubis_tab.t[i][x] = anubis_row(y, anubis_had, i);
		anubis_tab.v[x] = anubis_row(static_cast<u8>(x), anubis_vdm, 0);
	}
}

struct anubis_ctx {
	int rounds;
	u32 enc[anubis_max_rounds + 1][4];
	u32 dec[anubis_max_rounds + 1][4];
};

inline u8 anubis_byte(u32 w, unsigned int b)
{
	return static_cast<u8>(w >> (24 - 8 * b));
}

// One full round: gamma, tau and theta on the four rows @in, then the round key @rk (when
// @last, theta is left out: only the diagonal of had, which is 01, is kept).
void anubis_round(u32 *out, const u32 *in, const u32 *rk, bool last)
{
	for (unsigned int j = 0; j < 4; j++) {
		u32 w = rk[j];

		for (unsigned int i = 0; i < 4; i++) {
			const u32 t = anubis_tab.t[i][anubis_byte(in[i], j)];
			w ^= last ? t & (0xff000000u >> (8 * i)) : t;
		}
		out[j] = w;
	}
}

// The round key of key state @kappa (N rows): S-box on each byte, then the Vandermonde
// product evaluated by Horner's rule from the last row up.
void anubis_extract(u32 *rk, const u32 *kappa, unsigned int n)
{
	for (unsigned int j = 0; j < 4; j++) {
		u32 k = 0;

		for (unsigned int i = n; i-- > 0;) {
			u32 m = 0;

			for (unsigned int b = 0; b < 4; b++)
				m |= anubis_tab.v[anubis_byte(k, b)] & (0xff000000u >> (8 * b));
			k = m ^ (0x01010101u * anubis_tab.sbox[anubis_byte(kappa[i], j)]);
		}
		rk[j] = k;
	}
}

// The next key state: gamma, the column rotation pi, theta, and the round constant on row 0
// (the S-box's bytes 4r..4r+3, paper section 4.4).
void anubis_evolve(u32 *kappa, unsigned int n, unsigned int r)
{
	u32 next[anubis_max_n];

	for (unsigned int i = 0; i < n; i++) {
		next[i] = 0;
		for (unsigned int b = 0; b < 4; b++)
			next[i] ^= anubis_tab.t[b][anubis_byte(kappa[(i + n - b) % n], b)];
	}
	const u8 *c = anubis_tab.sbox + 4 * r;
	next[0] ^= get_unaligned_be32(c);
	memcpy(kappa, next, n * sizeof(u32));
	memzero_explicit(next, sizeof(next));
}

// theta alone on a round key (gamma twice is the identity, the S-box being an involution).
u32 anubis_theta(u32 w)
{
	u32 out = 0;

	for (unsigned int b = 0; b < 4; b++)
		out ^= anubis_tab.t[b][anubis_tab.sbox[anubis_byte(w, b)]];
	return out;
}

int anubis_setkey(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	auto *ctx = static_cast<struct anubis_ctx *>(crypto_tfm_ctx(tfm));
	u32 kappa[anubis_max_n];

	if (key_len < anubis_min_key || key_len > anubis_max_key || key_len % 4)
		return -EINVAL;
	const unsigned int n = key_len / 4;
	const int rounds = static_cast<int>(8 + n);

	ctx->rounds = rounds;
	for (unsigned int i = 0; i < n; i++)
		kappa[i] = get_unaligned_be32(in_key + 4 * i);
	for (int r = 0; r <= rounds; r++) {
		anubis_extract(ctx->enc[r], kappa, n);
		if (r < rounds)
			anubis_evolve(kappa, n, static_cast<unsigned int>(r));
	}
	// Decryption runs the same rounds with K'^0 = K^R, K'^R = K^0, K'^r = theta(K^(R-r)).
	for (int r = 0; r <= rounds; r++)
		for (unsigned int j = 0; j < 4; j++) {
			const u32 k = ctx->enc[rounds - r][j];
			ctx->dec[r][j] = (r == 0 || r == rounds) ? k : anubis_theta(k);
		}
	memzero_explicit(kappa, sizeof(kappa));
	return 0;
}

void anubis_crypt(const u32 (*rk)[4], int rounds, u8 *dst, const u8 *src)
{
	u32 s[4], t[4];

	for (unsigned int i = 0; i < 4; i++)
		s[i] = get_unaligned_be32(src + 4 * i) ^ rk[0][i];
	for (int r = 1; r <= rounds; r++) {
		anubis_round(t, s, rk[r], r == rounds);
		memcpy(s, t, sizeof(s));
	}
	for (unsigned int i = 0; i < 4; i++)
		put_unaligned_be32(s[i], dst + 4 * i);
}

void anubis_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const auto *ctx = static_cast<const struct anubis_ctx *>(crypto_tfm_ctx(tfm));

	anubis_crypt(ctx->enc, ctx->rounds, dst, src);
}

void anubis_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const auto *ctx = static_cast<const struct anubis_ctx *>(crypto_tfm_ctx(tfm));

	anubis_crypt(ctx->dec, ctx->rounds, dst, src);
}

// 6.12 gives no priority (0) and a 4-byte alignment mask.
struct crypto_alg anubis_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = anubis_block_size,
	.cra_ctxsize = sizeof(struct anubis_ctx),
	.cra_alignmask = 3,
	.cra_priority = 0,
	.cra_name = "anubis",
	.cra_driver_name = "anubis-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = anubis_min_key,
		.cia_max_keysize = anubis_max_key,
		.cia_setkey = anubis_setkey,
		.cia_encrypt = anubis_encrypt,
		.cia_decrypt = anubis_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int anubis_mod_init()
{
	std::call_once(anubis_tab_once, anubis_build_tables);
	return crypto_register_alg(&anubis_alg);
}

void anubis_mod_fini()
{
	crypto_unregister_alg(&anubis_alg);
}

} // namespace

subsys_initcall(anubis_mod_init);
module_exit(anubis_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Anubis Cryptographic Algorithm");
MODULE_ALIAS_CRYPTO("anubis");
