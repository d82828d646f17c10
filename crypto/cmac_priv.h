/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the cmac and xcbc templates share: both chain a block cipher over the message (CBC-MAC)
 * and, at the end, XOR one of two subkeys into the last block, the first when that block is
 * full and the second after padding it with 10* (NIST SP 800-38B section 6.2, RFC 3566 section
 * 4). They differ in how setkey derives the subkeys. C++ only.
 */
#ifndef _UKC_CRYPTO_CMAC_PRIV_H
#define _UKC_CRYPTO_CMAC_PRIV_H

#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/hash.h>

namespace ukc::cmac {

/*
 * The tfm context: the keyed cipher, then the two subkeys (2 * blocksize bytes), the one for a
 * full last block first.
 */
struct tfm_ctx {
	struct crypto_cipher *child;
	u8 consts[];
};

inline struct tfm_ctx *tfm_ctx_of(struct crypto_shash *tfm)
{
	return static_cast<struct tfm_ctx *>(crypto_shash_ctx(tfm));
}

/*
 * Writes @src (@bs bytes, 16 or 8, big-endian) times x in GF(2^128) or GF(2^64) to @dst: the
 * doubling that derives CMAC's subkeys K1 and K2 (NIST SP 800-38B sections 5.3 and 6.1).
 * @dst may be @src.
 */
void double_block(u8 *dst, const u8 *src, unsigned int bs);

/*
 * Fills @inst's shash over @cipher as both templates do (the block size, the sizes of the
 * contexts, the steps and @setkey); the caller has checked the block size.
 */
void fill_instance(struct shash_instance *inst, struct crypto_alg *cipher,
		   int (*setkey)(struct crypto_shash *tfm, const u8 *key, unsigned int keylen));

/*
 * The body of the create() of a keyed shash template over one single-block cipher (cmac, xcbc,
 * vmac64): grabs the cipher named by @tb, refuses a block size @allowed does not accept with
 * -EINVAL, names the instance "tmpl(driver)", has @fill fill it and registers it.
 */
int create_cipher_mac(struct crypto_template *tmpl, struct rtattr **tb,
		      bool (*allowed)(unsigned int bs),
		      void (*fill)(struct shash_instance *inst, struct crypto_alg *cipher));

} // namespace ukc::cmac

#endif /* _UKC_CRYPTO_CMAC_PRIV_H */
