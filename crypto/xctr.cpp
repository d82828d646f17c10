// SPDX-License-Identifier: GPL-2.0-only
// The xctr template: XCTR, the counter mode of HCTR2 ("Length-preserving encryption with
// HCTR2", Crowley, Huckleberry and Biggers, 2021, section 3), over a 16-byte block cipher.

#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/unaligned.h>

#include "shared/glue.h"

namespace {

constexpr unsigned int xctr_bsize = 16;

// Keystream block i (from 1): E(IV ^ le128(i)). A request holds under 2^32 blocks, so only
// the IV's first four bytes take the counter. The IV itself is left as it came.
void xctr_keystream(struct crypto_cipher *cipher, const u8 *iv, u32 i, u8 *ks)
{
	u8 block[xctr_bsize];

	memcpy(block, iv, xctr_bsize);
	put_unaligned_le32(get_unaligned_le32(block) ^ i, block);
	crypto_cipher_encrypt_one(cipher, ks, block);
	memzero_explicit(block, sizeof(block));
}

// One walk step: whole blocks, and at the very end the leading bytes of one more.
void xctr_step(struct crypto_cipher *cipher, const u8 *iv, const u8 *src, u8 *dst,
	       unsigned int nbytes, u32 *counter)
{
	u8 ks[xctr_bsize];

	while (nbytes) {
		unsigned int n = nbytes < xctr_bsize ? nbytes : xctr_bsize;

		xctr_keystream(cipher, iv, ++*counter, ks);
		crypto_xor_cpy(dst, src, ks, n);
		src += n;
		dst += n;
		nbytes -= n;
	}
	memzero_explicit(ks, sizeof(ks));
}

// The walk steps by chunksize (one block), so only the last step can end mid-block.
int xctr_crypt(struct skcipher_request *req)
{
	struct crypto_cipher *cipher = skcipher_cipher_simple(crypto_skcipher_reqtfm(req));
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);
	u32 counter = 0;

	while (walk.nbytes) {
		unsigned int n = walk.nbytes;

		if (n < walk.total)
			n &= ~(xctr_bsize - 1);
		xctr_step(cipher, static_cast<const u8 *>(walk.iv),
			  static_cast<const u8 *>(walk.src.virt.addr),
			  static_cast<u8 *>(walk.dst.virt.addr), n, &counter);
		err = skcipher_walk_done(&walk, (int)(walk.nbytes - n));
	}
	return err;
}

int xctr_fill(struct skcipher_instance *inst)
{
	// HCTR2 is defined over 16-byte blocks only.
	if (skcipher_ialg_simple(inst)->cra_blocksize != xctr_bsize)
		return -EINVAL;

	// A stream cipher: any length, handed out a block at a time until the end.
	inst->alg.base.cra_blocksize = 1;
	inst->alg.chunksize = xctr_bsize;
	inst->alg.encrypt = xctr_crypt;
	inst->alg.decrypt = xctr_crypt;
	return 0;
}

int xctr_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::create_simple(tmpl, tb, skcipher_alloc_instance_simple, xctr_fill);
}

struct crypto_template xctr_tmpl = {
	.module = THIS_MODULE,
	.create = xctr_create,
	.name = "xctr",
};

int xctr_module_init(void)
{
	return crypto_register_template(&xctr_tmpl);
}

void xctr_module_exit(void)
{
	crypto_unregister_template(&xctr_tmpl);
}

} // namespace

subsys_initcall(xctr_module_init);
module_exit(xctr_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("XCTR block cipher mode of operation");
MODULE_ALIAS_CRYPTO("xctr");
