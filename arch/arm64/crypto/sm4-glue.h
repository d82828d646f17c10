/* SPDX-License-Identifier: GPL-2.0-only */
/* What the arm64 SM4 skcipher glue files share: the driver rows, the key setting and the fields
 * every SM4 skcipher has. */
#ifndef _UKC_ARCH_ARM64_SM4_GLUE_H
#define _UKC_ARCH_ARM64_SM4_GLUE_H

#include <crypto/internal/skcipher.h>
#include <crypto/sm4.h>
#include <linux/module.h>
#include <linux/string.h>

#include "aes-glue.h"
#include "sm4-arm64.h"

namespace ukc::arm64 {

/**
 * struct sm4_arm64_row - one driver: its names, priority and what sets its mode apart
 * @cra_name: its algorithm name
 * @cra_driver_name: its driver name, in full
 * @cra_priority: its priority
 * @cra_blocksize: SM4_BLOCK_SIZE, or 1 for CTR
 * @ivsize: 0 for ECB, else SM4_BLOCK_SIZE
 * @encrypt: its encryption
 * @decrypt: its decryption
 */
struct sm4_arm64_row {
	const char *cra_name;
	const char *cra_driver_name;
	int cra_priority;
	unsigned int cra_blocksize;
	unsigned int ivsize;
	int (*encrypt)(struct skcipher_request *req);
	int (*decrypt)(struct skcipher_request *req);
};

inline int sm4_arm64_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len)
{
	return sm4_expandkey(static_cast<struct sm4_ctx *>(crypto_skcipher_ctx(tfm)), key, len);
}

// The fields of row @r and those every SM4 driver of 6.12's has: a 16-byte key, no alignmask
// (NEON loads take any address), CTR's 16-byte chunks.
inline void sm4_arm64_fill(struct skcipher_alg *alg, const sm4_arm64_row &r)
{
	*alg = {};
	strscpy(alg->base.cra_name, r.cra_name, sizeof(alg->base.cra_name));
	strscpy(alg->base.cra_driver_name, r.cra_driver_name, sizeof(alg->base.cra_driver_name));
	alg->base.cra_priority = r.cra_priority;
	alg->base.cra_blocksize = r.cra_blocksize;
	alg->base.cra_ctxsize = sizeof(struct sm4_ctx);
	alg->base.cra_module = THIS_MODULE;
	alg->min_keysize = SM4_KEY_SIZE;
	alg->max_keysize = SM4_KEY_SIZE;
	alg->ivsize = r.ivsize;
	if (r.cra_blocksize == 1)
		alg->chunksize = SM4_BLOCK_SIZE;
	alg->setkey = sm4_arm64_setkey;
	alg->encrypt = r.encrypt;
	alg->decrypt = r.decrypt;
}

} // namespace ukc::arm64

#endif /* _UKC_ARCH_ARM64_SM4_GLUE_H */
