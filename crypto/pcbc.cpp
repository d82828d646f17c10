// SPDX-License-Identifier: GPL-2.0-only
// The pcbc template: propagating cipher block chaining over any block cipher (as Kerberos 4
// and AFS's rxkad use it with fcrypt), an skcipher over the single-block cipher.

#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>

#include "shared/glue.h"

namespace {

// Encryption: C_i = E(P_i ^ V_i); decryption: P_i = D(C_i) ^ V_i; both chain with
// V_1 = IV, V_(i+1) = P_i ^ C_i. Each block is copied first, so src may equal dst. Returns
// the bytes left (less than a block).
unsigned int pcbc_blocks(struct crypto_cipher *cipher, const u8 *src, u8 *dst, unsigned int nbytes,
			 u8 *iv, bool enc)
{
	const unsigned int bsize = crypto_cipher_blocksize(cipher);
	u8 in[MAX_CIPHER_BLOCKSIZE], out[MAX_CIPHER_BLOCKSIZE];

	for (; nbytes >= bsize; src += bsize, dst += bsize, nbytes -= bsize) {
		memcpy(in, src, bsize);
		if (enc) {
			crypto_xor_cpy(out, in, iv, bsize);
			crypto_cipher_encrypt_one(cipher, out, out);
			crypto_xor_cpy(iv, in, out, bsize);
		} else {
			crypto_cipher_decrypt_one(cipher, out, in);
			crypto_xor(out, iv, bsize);
			crypto_xor_cpy(iv, in, out, bsize);
		}
		memcpy(dst, out, bsize);
	}
	memzero_explicit(in, sizeof(in));
	memzero_explicit(out, sizeof(out));
	return nbytes;
}

int pcbc_crypt(struct skcipher_request *req, bool enc)
{
	struct crypto_cipher *cipher = skcipher_cipher_simple(crypto_skcipher_reqtfm(req));
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		unsigned int left = pcbc_blocks(cipher, static_cast<const u8 *>(walk.src.virt.addr),
						static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes,
						static_cast<u8 *>(walk.iv), enc);

		err = skcipher_walk_done(&walk, (int)left);
	}
	return err;
}

int pcbc_encrypt(struct skcipher_request *req)
{
	return pcbc_crypt(req, true);
}

int pcbc_decrypt(struct skcipher_request *req)
{
	return pcbc_crypt(req, false);
}

int pcbc_fill(struct skcipher_instance *inst)
{
	inst->alg.encrypt = pcbc_encrypt;
	inst->alg.decrypt = pcbc_decrypt;
	return 0;
}

int pcbc_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::create_simple(tmpl, tb, skcipher_alloc_instance_simple, pcbc_fill);
}

struct crypto_template pcbc_tmpl = {
	.module = THIS_MODULE,
	.create = pcbc_create,
	.name = "pcbc",
};

int pcbc_module_init(void)
{
	return crypto_register_template(&pcbc_tmpl);
}

void pcbc_module_exit(void)
{
	crypto_unregister_template(&pcbc_tmpl);
}

} // namespace

subsys_initcall(pcbc_module_init);
module_exit(pcbc_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("PCBC block cipher mode of operation");
MODULE_ALIAS_CRYPTO("pcbc");
