/* SPDX-License-Identifier: GPL-2.0-only */
/* HMAC (RFC 2104): the inner and outer pad bytes. */
#ifndef _UKC_CRYPTO_HMAC_H
#define _UKC_CRYPTO_HMAC_H

/* RFC 2104 section 2: ipad is 0x36 and opad 0x5c, repeated to the block size. */
#define HMAC_IPAD_VALUE 0x36
#define HMAC_OPAD_VALUE 0x5c

#endif /* _UKC_CRYPTO_HMAC_H */
