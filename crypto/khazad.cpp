// SPDX-License-Identifier: GPL-2.0-only
// The "khazad" cipher: Barreto and Rijmen's Khazad (NESSIE submission, 2000), in its tweaked
// form (the involutional S-box of anubis_khazad.h): 64-bit blocks, 128-bit keys, 8 rounds, the
// block read as one big-endian 64-bit word, as 6.12 has it.
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include <mutex>

#include "anubis_khazad.h"

namespace {

constexpr unsigned int khazad_key_size = 16, khazad_block_size = 8, khazad_rounds = 8;

// theta multiplies by the involutional MDS matrix had(01, 03, 04, 05, 06, 08, 0b, 07) (Khazad
// paper section 3.3).
constexpr u8 khazad_had[8] = { 0x01, 0x03, 0x04, 0x05, 0x06, 0x08, 0x0b, 0x07 };

struct khazad_tables {
	u8 sbox[256];
	u64 t[8][256];		  // t[i][x]: S(x) times row i of had, byte 0 most significant
	u64 c[khazad_rounds + 1]; // c^r: the S-box's bytes 8r..8r+7 (paper section 3.5)
};

khazad_tables khazad_tab;
std::once_flag khazad_tab_once;

void khazad_build_tables()
{
	ukc::anubis_khazad_sbox(khazad_tab.sbox);
	for (unsigned int i = 0; i < 8; i++)
		for (unsigned int x = 0; x < 256; x++) {
			u64 w = 0;

			for (unsigned int b = 0; b < 8; b++)
				w = (w << 8) |
				    ukc::anubis_khazad_gmul(khazad_tab.sbox[x], khazad_had[i ^ b]);
			khazad_tab.t[i][x] = w;
		}
	for (unsigned int r = 0; r <= khazad_rounds; r++)
		khazad_tab.c[r] = get_unaligned_be64(khazad_tab.sbox + 8 * r);
}

struct khazad_ctx {
	u64 enc[khazad_rounds + 1];
	u64 dec[khazad_rounds + 1];
};

// gamma then theta on the state @s; with @last only theta's diagonal (01) is kept.
u64 khazad_round(u64 s, bool last)
{
	u64 out = 0;

	for (unsigned int i = 0; i < 8; i++) {
		const u64 t = khazad_tab.t[i][static_cast<u8>(s >> (56 - 8 * i))];
		out ^= last ? t & (0xff00000000000000ull >> (8 * i)) : t;
	}
	return out;
}

int khazad_setkey(struct crypto_tfm *tfm, const u8 *in_key, unsigned int key_len)
{
	auto *ctx = static_cast<struct khazad_ctx *>(crypto_tfm_ctx(tfm));
	u64 k2 = get_unaligned_be64(in_key), k1 = get_unaligned_be64(in_key + 8);

	(void)key_len; // the core admits only khazad_key_size
	// K^r = rho[c^r](K^(r-1)) xor K^(r-2), from K^-2 and K^-1 the two key halves (section 3.5).
	for (unsigned int r = 0; r <= khazad_rounds; r++) {
		ctx->enc[r] = khazad_round(k1, false) ^ khazad_tab.c[r] ^ k2;
		k2 = k1;
		k1 = ctx->enc[r];
	}
	// Decryption: K'^0 = K^R, K'^R = K^0, K'^r = theta(K^(R-r)), gamma being an involution.
	ctx->dec[0] = ctx->enc[khazad_rounds];
	ctx->dec[khazad_rounds] = ctx->enc[0];
	for (unsigned int r = 1; r < khazad_rounds; r++) {
		u64 k = 0;

		for (unsigned int b = 0; b < 8; b++) {
			const u8 x = static_cast<u8>(ctx->enc[khazad_rounds - r] >> (56 - 8 * b));
			k |= static_cast<u64>(khazad_tab.sbox[x]) << (56 - 8 * b);
		}
		ctx->dec[r] = khazad_round(k, false);
	}
	k1 = k2 = 0;
	return 0;
}

void khazad_crypt(const u64 *rk, u8 *dst, const u8 *src)
{
	u64 s = get_unaligned_be64(src) ^ rk[0];

	for (unsigned int r = 1; r <= khazad_rounds; r++)
		s = khazad_round(s, r == khazad_rounds) ^ rk[r];
	put_unaligned_be64(s, dst);
}

void khazad_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	khazad_crypt(static_cast<const struct khazad_ctx *>(crypto_tfm_ctx(tfm))->enc, dst, src);
}

void khazad_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	khazad_crypt(static_cast<const struct khazad_ctx *>(crypto_tfm_ctx(tfm))->dec, dst, src);
}

// 6.12 gives no priority (0) and an 8-byte alignment mask.
struct crypto_alg khazad_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = khazad_block_size,
	.cra_ctxsize = sizeof(struct khazad_ctx),
	.cra_alignmask = 7,
	.cra_priority = 0,
	.cra_name = "khazad",
	.cra_driver_name = "khazad-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = khazad_key_size,
		.cia_max_keysize = khazad_key_size,
		.cia_setkey = khazad_setkey,
		.cia_encrypt = khazad_encrypt,
		.cia_decrypt = khazad_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int khazad_mod_init()
{
	std::call_once(khazad_tab_once, khazad_build_tables);
	return crypto_register_alg(&khazad_alg);
}

void khazad_mod_fini()
{
	crypto_unregister_alg(&khazad_alg);
}

} // namespace

subsys_initcall(khazad_mod_init);
module_exit(khazad_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Khazad Cryptographic Algorithm");
MODULE_ALIAS_CRYPTO("khazad");
