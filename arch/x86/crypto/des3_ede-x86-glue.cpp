// SPDX-License-Identifier: GPL-2.0-only
// The x86_64 Triple DES drivers at 6.12's names and priorities: the "des3_ede-asm" cipher (200)
// and the "ecb-des3_ede-asm" and "cbc-des3_ede-asm" skciphers (300), over
// des3_ede-x86_64.cpp's routines. ECB and CBC decryption take three blocks at a time (two or
// one at the end), CBC encryption (serial) and single blocks one. As 6.12's module, they stay
// out on a Pentium 4 unless des3_ede_x86_64.force=1 is set.
#define MODULE_PARAM_PREFIX "des3_ede_x86_64."

#include <crypto/algapi.h>
#include <crypto/des.h>
#include <crypto/internal/skcipher.h>
#include <linux/crypto.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "des3_ede-x86.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

constexpr unsigned int des3_x86_bs = DES3_EDE_BLOCK_SIZE;

// 6.12's setkey: the library's expansion and its weak-key answer (-ENOKEY for K1 = K2 or
// K2 = K3, refused only under CRYPTO_TFM_REQ_FORBID_WEAK_KEYS; FIPS mode refuses those and
// K1 = K3 itself), then the schedule in the routines' form. A refused key leaves a zeroed
// context.
int des3_x86_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	auto *ctx = static_cast<struct des3_ede_x86_ctx *>(crypto_tfm_ctx(tfm));
	struct des3_ede_ctx lib;
	int err = des3_ede_expand_key(&lib, key, keylen);

	if (err == -ENOKEY)
		err = (crypto_tfm_get_flags(tfm) & CRYPTO_TFM_REQ_FORBID_WEAK_KEYS) ? -EINVAL : 0;
	if (err)
		memzero_explicit(ctx, sizeof(*ctx));
	else
		des3_ede_x86_schedule(ctx, &lib);
	memzero_explicit(&lib, sizeof(lib));
	return err;
}

int des3_x86_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return des3_x86_setkey(crypto_skcipher_tfm(tfm), key, keylen);
}

const struct des3_ede_x86_ctx *des3_x86_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<const struct des3_ede_x86_ctx *>(crypto_skcipher_ctx(tfm));
}

void des3_x86_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	des3_ede_x86_crypt_blk(
		static_cast<const struct des3_ede_x86_ctx *>(crypto_tfm_ctx(tfm))->enc, dst, src);
}

void des3_x86_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	des3_ede_x86_crypt_blk(
		static_cast<const struct des3_ede_x86_ctx *>(crypto_tfm_ctx(tfm))->dec, dst, src);
}

// Runs @chunk(dst, src, nbytes, iv) on each chunk of the walk; it returns the bytes it leaves
// (less than a block) for the walk to see again.
template <typename Chunk> int des3_x86_walk(struct skcipher_request *req, Chunk chunk)
{
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		const unsigned int left = chunk(static_cast<u8 *>(walk.dst.virt.addr),
						static_cast<const u8 *>(walk.src.virt.addr),
						walk.nbytes, static_cast<u8 *>(walk.iv));
		err = skcipher_walk_done(&walk, (int)left);
	}
	return err;
}

// The routines by the number of blocks they take: a group is three blocks, or the two or one
// left at the end.
using des3_x86_fn = void (*)(const u64 *k, u8 *dst, const u8 *src);
constexpr des3_x86_fn des3_x86_nway[4] = { nullptr, des3_ede_x86_crypt_blk, des3_ede_x86_crypt_2way,
					   des3_ede_x86_crypt_3way };

unsigned int des3_x86_group(unsigned int n)
{
	return min(n / des3_x86_bs, 3u);
}

unsigned int des3_x86_ecb_chunk(const u64 *k, u8 *dst, const u8 *src, unsigned int n)
{
	for (unsigned int g; (g = des3_x86_group(n)); n -= g * des3_x86_bs) {
		des3_x86_nway[g](k, dst, src);
		src += g * des3_x86_bs;
		dst += g * des3_x86_bs;
	}
	return n;
}

template <bool Enc> int des3_x86_ecb(struct skcipher_request *req)
{
	const struct des3_ede_x86_ctx *ctx = des3_x86_ctx(crypto_skcipher_reqtfm(req));
	const u64 *k = Enc ? ctx->enc : ctx->dec;

	return des3_x86_walk(req, [k](u8 *dst, const u8 *src, unsigned int n, u8 *) {
		return des3_x86_ecb_chunk(k, dst, src, n);
	});
}

// C_i = E(P_i ^ C_(i-1)), one block after the other (des3_ede_x86_cbc_encrypt()).
int des3_x86_cbc_encrypt(struct skcipher_request *req)
{
	const u64 *k = des3_x86_ctx(crypto_skcipher_reqtfm(req))->enc;

	return des3_x86_walk(req, [k](u8 *dst, const u8 *src, unsigned int n, u8 *iv) {
		des3_ede_x86_cbc_encrypt(k, dst, src, n / des3_x86_bs, iv);
		return n % des3_x86_bs;
	});
}

// P_i = D(C_i) ^ C_(i-1): each group's ciphertext is read before its plaintext is written over
// it, so in place works too; @prev carries the last ciphertext block between groups.
unsigned int des3_x86_cbc_dec_chunk(const u64 *k, u8 *dst, const u8 *src, unsigned int n, u8 *iv)
{
	u64 prev = get_unaligned((const u64 *)iv), c[3];

	for (unsigned int g; (g = des3_x86_group(n)); n -= g * des3_x86_bs) {
		memcpy(c, src, g * des3_x86_bs);
		des3_x86_nway[g](k, dst, src);
		for (unsigned int i = 0; i < g; i++) {
			u64 *d = (u64 *)(dst + i * des3_x86_bs);

			put_unaligned(get_unaligned(d) ^ (i ? c[i - 1] : prev), d);
		}
		prev = c[g - 1];
		src += g * des3_x86_bs;
		dst += g * des3_x86_bs;
	}
	put_unaligned(prev, (u64 *)iv);
	return n;
}

int des3_x86_cbc_decrypt(struct skcipher_request *req)
{
	const u64 *k = des3_x86_ctx(crypto_skcipher_reqtfm(req))->dec;

	return des3_x86_walk(req, [k](u8 *dst, const u8 *src, unsigned int n, u8 *iv) {
		return des3_x86_cbc_dec_chunk(k, dst, src, n, iv);
	});
}

struct crypto_alg des3_x86_cipher = {
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = DES3_EDE_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct des3_ede_x86_ctx),
	.cra_priority = 200,
	.cra_name = "des3_ede",
	.cra_driver_name = "des3_ede-asm",
	.cra_u = {.cipher = {
		.cia_min_keysize = DES3_EDE_KEY_SIZE,
		.cia_max_keysize = DES3_EDE_KEY_SIZE,
		.cia_setkey = des3_x86_setkey,
		.cia_encrypt = des3_x86_encrypt,
		.cia_decrypt = des3_x86_decrypt,
	}},
	.cra_module = THIS_MODULE,
};

constexpr struct skcipher_alg des3_x86_shape(unsigned int ivsize)
{
	struct skcipher_alg a = {};

	a.setkey = des3_x86_skcipher_setkey;
	a.min_keysize = DES3_EDE_KEY_SIZE;
	a.max_keysize = DES3_EDE_KEY_SIZE;
	a.ivsize = ivsize;
	a.base.cra_blocksize = DES3_EDE_BLOCK_SIZE;
	a.base.cra_ctxsize = sizeof(struct des3_ede_x86_ctx);
	a.base.cra_module = THIS_MODULE;
	return a;
}

constexpr struct skcipher_alg des3_x86_shapes[] = { des3_x86_shape(0),
						    des3_x86_shape(DES3_EDE_BLOCK_SIZE) };

// 6.12's module loads on any x86_64 CPU but Intel's family 15 (Pentium 4), unless forced.
int des3_x86_force;
module_param_named(force, des3_x86_force, int, 0);
MODULE_PARM_DESC(force, "Force module load, ignore CPU blacklist");

bool des3_x86_usable()
{
	return des3_x86_force || !x86_is_pentium4();
}

constexpr x86_skcipher_row des3_x86_rows[] = {
	{ "ecb(des3_ede)", "ecb-des3_ede-asm", 300, x86_unwrapped, des3_x86_usable,
	  des3_x86_ecb<true>, des3_x86_ecb<false>, &des3_x86_shapes[0], nullptr, 0 },
	{ "cbc(des3_ede)", "cbc-des3_ede-asm", 300, x86_unwrapped, des3_x86_usable,
	  des3_x86_cbc_encrypt, des3_x86_cbc_decrypt, &des3_x86_shapes[1], nullptr, 0 },
};
static_assert(x86_rows_marked(des3_x86_rows));

struct skcipher_alg des3_x86_algs[ARRAY_SIZE(des3_x86_rows)];
struct simd_skcipher_alg *des3_x86_simd[ARRAY_SIZE(des3_x86_rows)];

int des3_x86_init()
{
	if (!des3_x86_usable()) {
		pr_info("des3_ede-x86_64: performance on this CPU would be suboptimal: disabling "
			"des3_ede-x86_64.\n");
		return -ENODEV;
	}
	int err = crypto_register_alg(&des3_x86_cipher);

	if (err)
		return err;
	err = x86_register_skciphers(des3_x86_rows, des3_x86_algs, des3_x86_simd);
	if (err) {
		x86_unregister_skciphers(des3_x86_rows, des3_x86_algs, des3_x86_simd);
		crypto_unregister_alg(&des3_x86_cipher);
	}
	return err;
}

void des3_x86_exit()
{
	x86_unregister_skciphers(des3_x86_rows, des3_x86_algs, des3_x86_simd);
	crypto_unregister_alg(&des3_x86_cipher);
}

} // namespace

module_init(des3_x86_init);
module_exit(des3_x86_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Triple DES EDE Cipher Algorithm, x86_64 optimized");
MODULE_ALIAS_CRYPTO("des3_ede");
MODULE_ALIAS_CRYPTO("des3_ede-asm");
