// SPDX-License-Identifier: GPL-2.0-only
// Single-block ciphers: key setting with range checks and alignment bouncing.
#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <linux/err.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <cstdint>

#include "internal.h"
#include "setkey_aligned.h"

namespace {

// Copies the key to memory aligned as the algorithm demands, and wipes the copy.
int cipher_setkey_unaligned(struct crypto_cipher *tfm, const u8 *key, unsigned int keylen)
{
	return ukc::setkey_aligned(crypto_cipher_alignmask(tfm), key, keylen,
				   [&](const u8 *aligned) {
					   return crypto_cipher_alg(tfm)->cia_setkey(
						   crypto_cipher_tfm(tfm), aligned, keylen);
				   });
}

using cipher_fn = void (*)(struct crypto_tfm *, u8 *, const u8 *);

// Runs one block through @fn, bouncing through an aligned stack buffer when needed.
void cipher_crypt_one(struct crypto_cipher *tfm, u8 *dst, const u8 *src, cipher_fn fn)
{
	unsigned long alignmask = crypto_cipher_alignmask(tfm);

	if (unlikely(((uintptr_t)dst | (uintptr_t)src) & alignmask)) {
		unsigned int bs = crypto_cipher_blocksize(tfm);
		alignas(MAX_CIPHER_ALIGNMASK + 1) u8 buffer[MAX_CIPHER_BLOCKSIZE];

		memcpy(buffer, src, bs);
		fn(crypto_cipher_tfm(tfm), buffer, buffer);
		memcpy(dst, buffer, bs);
		memzero_explicit(buffer, sizeof(buffer));
	} else {
		fn(crypto_cipher_tfm(tfm), dst, src);
	}
}

} // namespace

extern "C" int crypto_cipher_setkey(struct crypto_cipher *tfm, const u8 *key, unsigned int keylen)
{
	struct cipher_alg *cia = crypto_cipher_alg(tfm);
	unsigned long alignmask = crypto_cipher_alignmask(tfm);

	if (keylen < cia->cia_min_keysize || keylen > cia->cia_max_keysize)
		return -EINVAL;
	if ((uintptr_t)key & alignmask)
		return cipher_setkey_unaligned(tfm, key, keylen);
	return cia->cia_setkey(crypto_cipher_tfm(tfm), key, keylen);
}

extern "C" void crypto_cipher_encrypt_one(struct crypto_cipher *tfm, u8 *dst, const u8 *src)
{
	cipher_crypt_one(tfm, dst, src, crypto_cipher_alg(tfm)->cia_encrypt);
}

extern "C" void crypto_cipher_decrypt_one(struct crypto_cipher *tfm, u8 *dst, const u8 *src)
{
	cipher_crypt_one(tfm, dst, src, crypto_cipher_alg(tfm)->cia_decrypt);
}

extern "C" struct crypto_cipher *crypto_clone_cipher(struct crypto_cipher *cipher)
{
	struct crypto_tfm *tfm = crypto_cipher_tfm(cipher);
	struct crypto_alg *alg = tfm->__crt_alg;

	// As 6.12: a fresh tfm of the same cipher with the same flags; the key is not copied.
	if (alg->cra_init)
		return ukc::err_ptr<struct crypto_cipher>(-ENOSYS);
	if (unlikely(!crypto_mod_get(alg)))
		return ukc::err_ptr<struct crypto_cipher>(-ESTALE);
	struct crypto_tfm *ntfm = __crypto_alloc_tfm(alg, CRYPTO_ALG_TYPE_CIPHER,
						     CRYPTO_ALG_TYPE_MASK);
	if (IS_ERR(ntfm)) {
		crypto_mod_put(alg);
		return static_cast<struct crypto_cipher *>(ERR_CAST(ntfm));
	}
	ntfm->crt_flags = tfm->crt_flags;
	return __crypto_cipher_cast(ntfm);
}
