// SPDX-License-Identifier: GPL-2.0-only
// The plain CBC-AES driver the registering suites build their own drivers from.
#include <crypto/algapi.h>
#include <crypto/internal/skcipher.h>

#include <string.h>

#include "cbc_aes_driver.h"

int cbc_aes_driver_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	return aes_expandkey(crypto_skcipher_ctx(tfm), key, len);
}

void cbc_aes_driver_blocks(const struct crypto_aes_ctx *ctx, bool enc, u8 *dst, const u8 *src,
			   unsigned int n, u8 *iv)
{
	u8 tmp[AES_BLOCK_SIZE];

	for (unsigned int i = 0; i + AES_BLOCK_SIZE <= n; i += AES_BLOCK_SIZE) {
		if (enc) {
			crypto_xor_cpy(tmp, src + i, iv, AES_BLOCK_SIZE);
			aes_encrypt(ctx, dst + i, tmp);
			memcpy(iv, dst + i, AES_BLOCK_SIZE);
		} else {
			memcpy(tmp, src + i, AES_BLOCK_SIZE); // src may be dst
			aes_decrypt(ctx, dst + i, src + i);
			crypto_xor(dst + i, iv, AES_BLOCK_SIZE);
			memcpy(iv, tmp, AES_BLOCK_SIZE);
		}
	}
}

int cbc_aes_driver_walk(struct skcipher_request *req, bool enc)
{
	const struct crypto_aes_ctx *ctx = crypto_skcipher_ctx(crypto_skcipher_reqtfm(req));
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		cbc_aes_driver_blocks(ctx, enc, walk.dst.virt.addr, walk.src.virt.addr, walk.nbytes,
				      walk.iv);
		err = skcipher_walk_done(&walk, walk.nbytes % AES_BLOCK_SIZE);
	}
	return err;
}

void cbc_aes_driver_fill(struct skcipher_alg *alg, const char *driver, int priority,
			 int (*encrypt)(struct skcipher_request *req),
			 int (*decrypt)(struct skcipher_request *req))
{
	strcpy(alg->base.cra_name, "cbc(aes)");
	strcpy(alg->base.cra_driver_name, driver);
	alg->base.cra_priority = priority;
	alg->base.cra_blocksize = AES_BLOCK_SIZE;
	alg->base.cra_ctxsize = sizeof(struct crypto_aes_ctx);
	alg->min_keysize = AES_MIN_KEY_SIZE;
	alg->max_keysize = AES_MAX_KEY_SIZE;
	alg->ivsize = AES_BLOCK_SIZE;
	alg->setkey = cbc_aes_driver_setkey;
	alg->encrypt = encrypt;
	alg->decrypt = decrypt;
}
