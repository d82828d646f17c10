/* SPDX-License-Identifier: GPL-2.0-only */
/* The SP800-108 counter-mode key derivation over a keyed hash (6.12's crypto/kdf_sp800108.c). */
#ifndef _UKC_CRYPTO_KDF_SP800108_H
#define _UKC_CRYPTO_KDF_SP800108_H

#include <crypto/hash.h>
#include <linux/uio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Fills @dst with @dlen bytes: for i = 1, 2, ... the MAC @kmd (keyed already) over the 32-bit
 * big-endian i followed by the @info_nvec pieces of @info, the last block cut to fit. On an
 * error the whole of @dst is wiped. */
int crypto_kdf108_ctr_generate(struct crypto_shash *kmd, const struct kvec *info,
			       unsigned int info_nvec, u8 *dst, unsigned int dlen);

/* Keys @kmd with @key for the derivation: -EINVAL when input keying material (@ikm) is given,
 * which SP800-108 has no place for, or when @key is shorter than the digest. */
int crypto_kdf108_setkey(struct crypto_shash *kmd, const u8 *key, size_t keylen, const u8 *ikm,
			 size_t ikmlen);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_KDF_SP800108_H */
