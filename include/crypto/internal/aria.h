/* SPDX-License-Identifier: GPL-2.0-only */
/* The ARIA key schedule behind "aria-generic", on a context rather than a transform, for the x86
 * drivers, which key the same struct aria_ctx inside a skcipher (ukcrypto-specific). */
#ifndef _UKC_CRYPTO_INTERNAL_ARIA_H
#define _UKC_CRYPTO_INTERNAL_ARIA_H

#include <crypto/aria.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ukc_aria_setkey() - expand an ARIA key, as aria_set_key() does for a cipher transform
 * @ctx: the context to fill
 * @in_key: 16, 24 or 32 bytes
 * @key_len: the key's length in bytes
 *
 * Return: 0, or -EINVAL for any other length (@ctx is then left as it was).
 */
int ukc_aria_setkey(struct aria_ctx *ctx, const u8 *in_key, unsigned int key_len);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_ARIA_H */
