// SPDX-License-Identifier: GPL-2.0-only
// The kw template: AES Key Wrap (RFC 3394 section 2.2, NIST SP 800-38F's KW) over any cipher
// with 16-byte blocks, as 6.12 serves it: the 64-bit integrity value A travels in the IV.
// Encryption ignores the IV it is given and returns A there; decryption takes A from the IV
// and fails with -EBADMSG unless the unwrapped A is RFC 3394's default IV.
#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "shared/glue.h"

namespace {

constexpr unsigned int kw_semiblock = 8;
constexpr u64 kw_default_iv = 0xa6a6a6a6a6a6a6a6ull; // RFC 3394 section 2.2.3.1

// Each of the six passes reads R_1..R_n (from the source the first time, then from the
// destination) and writes them back to the destination, one semiblock at a time, so the
// request needs no buffer of its own whatever its scatterlists.
int kw_crypt(struct skcipher_request *req, bool encrypt)
{
	struct crypto_cipher *cipher = skcipher_cipher_simple(crypto_skcipher_reqtfm(req));
	const unsigned int n = req->cryptlen / kw_semiblock;
	u8 block[16];

	// At least two semiblocks (section 2): one would need the unrelated single-block form.
	if (req->cryptlen < 2 * kw_semiblock || req->cryptlen % kw_semiblock)
		return -EINVAL;
	if (encrypt)
		put_unaligned_be64(kw_default_iv, block);
	else
		memcpy(block, req->iv, kw_semiblock);
	for (unsigned int j = 0; j < 6; j++) {
		struct scatterlist *src = j ? req->dst : req->src;
		for (unsigned int k = 0; k < n; k++) {
			// Encryption walks R_1..R_n with t = n*j + k + 1 rising (2.2.1); decryption
			// walks R_n..R_1 with t falling from 6n (2.2.2).
			const unsigned int i = encrypt ? k : n - 1 - k;
			const u64 t = encrypt ? (u64)n * j + k + 1 : (u64)n * (6 - j) - k;
			scatterwalk_map_and_copy(block + 8, src, i * kw_semiblock, kw_semiblock, 0);
			if (encrypt) {
				crypto_cipher_encrypt_one(cipher, block, block);
				put_unaligned_be64(get_unaligned_be64(block) ^ t, block);
			} else {
				put_unaligned_be64(get_unaligned_be64(block) ^ t, block);
				crypto_cipher_decrypt_one(cipher, block, block);
			}
			scatterwalk_map_and_copy(block + 8, req->dst, i * kw_semiblock,
						 kw_semiblock, 1);
		}
	}
	int err = 0;
	if (encrypt)
		memcpy(req->iv, block, kw_semiblock);
	else if (get_unaligned_be64(block) != kw_default_iv)
		err = -EBADMSG; // section 2.2.3: the unwrapped key is not to be used
	memzero_explicit(block, sizeof(block));
	return err;
}

int kw_encrypt(struct skcipher_request *req)
{
	return kw_crypt(req, true);
}

int kw_decrypt(struct skcipher_request *req)
{
	return kw_crypt(req, false);
}

int kw_fill(struct skcipher_instance *inst)
{
	// A || R_i is one cipher block: 128-bit ciphers only.
	if (skcipher_ialg_simple(inst)->cra_blocksize != 2 * kw_semiblock)
		return -EINVAL;
	inst->alg.base.cra_blocksize = kw_semiblock;
	inst->alg.base.cra_alignmask = 0;
	inst->alg.ivsize = kw_semiblock;
	inst->alg.encrypt = kw_encrypt;
	inst->alg.decrypt = kw_decrypt;
	return 0;
}

int kw_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::create_simple(tmpl, tb, skcipher_alloc_instance_simple, kw_fill);
}

struct crypto_template kw_tmpl = {
	.module = THIS_MODULE,
	.create = kw_create,
	.name = "kw",
};

int kw_module_init()
{
	return crypto_register_template(&kw_tmpl);
}

void kw_module_exit()
{
	crypto_unregister_template(&kw_tmpl);
}

} // namespace

subsys_initcall(kw_module_init);
module_exit(kw_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Key Wrapping (RFC3394 / NIST SP800-38F)");
MODULE_ALIAS_CRYPTO("kw");
