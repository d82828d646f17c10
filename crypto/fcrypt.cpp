// SPDX-License-Identifier: GPL-2.0-only
// The "fcrypt" cipher: the 16-round Feistel cipher of AFS's rxkad security class (64-bit
// blocks, a DES-style 8-byte key whose low bit per byte is parity), as 6.12 has it for RxRPC.
#include <crypto/algapi.h>
#include <linux/crypto.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include <mutex>

#include "fcrypt_sboxes.h"

namespace {

constexpr unsigned int fcrypt_rounds = 16, fcrypt_block_size = 8, fcrypt_key_size = 8;

// Each S-box's 8-bit output lands in its own bits of the 32-bit round function: box 0 at bit
// 3, box 1 rotated to bit 27 (its top three bits wrap to the bottom), box 2 at 11, box 3 at 19.
u32 fcrypt_f[4][256];
std::once_flag fcrypt_f_once;

void fcrypt_build_tables()
{
	for (unsigned int x = 0; x < 256; x++) {
		const u32 b1 = ukc::fcrypt_sbox1[x];

		fcrypt_f[0][x] = static_cast<u32>(ukc::fcrypt_sbox0[x]) << 3;
		fcrypt_f[1][x] = ((b1 & 0x1f) << 27) | (b1 >> 5);
		fcrypt_f[2][x] = static_cast<u32>(ukc::fcrypt_sbox2[x]) << 11;
		fcrypt_f[3][x] = static_cast<u32>(ukc::fcrypt_sbox3[x]) << 19;
	}
}

struct fcrypt_ctx {
	u32 sched[fcrypt_rounds];
};

inline u32 fcrypt_round(u32 r, u32 k)
{
	const u32 t = r ^ k;

	return fcrypt_f[0][t >> 24] ^ fcrypt_f[1][(t >> 16) & 0xff] ^ fcrypt_f[2][(t >> 8) & 0xff] ^
	       fcrypt_f[3][t & 0xff];
}

// The 56 key bits (each byte's upper seven) as one number; round i uses its low 32 bits, and
// the number is rotated right by 11 within 56 bits between rounds.
int fcrypt_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len)
{
	auto *ctx = static_cast<struct fcrypt_ctx *>(crypto_tfm_ctx(tfm));
	constexpr u64 mask56 = (1ull << 56) - 1;
	u64 k = 0;

	(void)key_len; // the core admits only fcrypt_key_size
	for (unsigned int i = 0; i < fcrypt_key_size; i++)
		k = (k << 7) | (key[i] >> 1);
	for (unsigned int i = 0; i < fcrypt_rounds; i++) {
		ctx->sched[i] = static_cast<u32>(k);
		k = ((k >> 11) | (k << (56 - 11))) & mask56;
	}
	k = 0;
	return 0;
}

void fcrypt_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const auto *ctx = static_cast<const struct fcrypt_ctx *>(crypto_tfm_ctx(tfm));
	u32 l = get_unaligned_be32(src), r = get_unaligned_be32(src + 4);

	for (unsigned int i = 0; i < fcrypt_rounds; i += 2) {
		l ^= fcrypt_round(r, ctx->sched[i]);
		r ^= fcrypt_round(l, ctx->sched[i + 1]);
	}
	put_unaligned_be32(l, dst);
	put_unaligned_be32(r, dst + 4);
}

void fcrypt_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const auto *ctx = static_cast<const struct fcrypt_ctx *>(crypto_tfm_ctx(tfm));
	u32 l = get_unaligned_be32(src), r = get_unaligned_be32(src + 4);

	for (unsigned int i = fcrypt_rounds; i > 0; i -= 2) {
		r ^= fcrypt_round(l, ctx->sched[i - 1]);
		l ^= fcrypt_round(r, ctx->sched[i - 2]);
	}
	put_unaligned_be32(l, dst);
	put_unaligned_be32(r, dst + 4);
}

// 6.12 gives no priority (0) and no alignment mask.
struct crypto_alg fcrypt_alg = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = fcrypt_block_size,
	.cra_ctxsize = sizeof(struct fcrypt_ctx),
	.cra_alignmask = 0,
	.cra_priority = 0,
	.cra_name = "fcrypt",
	.cra_driver_name = "fcrypt-generic",
	.cra_u = {.cipher = {
		.cia_min_keysize = fcrypt_key_size,
		.cia_max_keysize = fcrypt_key_size,
		.cia_setkey = fcrypt_setkey,
		.cia_encrypt = fcrypt_encrypt,
		.cia_decrypt = fcrypt_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

int fcrypt_mod_init()
{
	std::call_once(fcrypt_f_once, fcrypt_build_tables);
	return crypto_register_alg(&fcrypt_alg);
}

void fcrypt_mod_fini()
{
	crypto_unregister_alg(&fcrypt_alg);
}

} // namespace

subsys_initcall(fcrypt_mod_init);
module_exit(fcrypt_mod_fini);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("FCrypt Cipher Algorithm");
MODULE_ALIAS_CRYPTO("fcrypt");
