/* SPDX-License-Identifier: GPL-2.0-only */
/* What the GCM templates' two files share: wiping a destination, and the RFC 4106/4543 makers. */
#ifndef _UKC_CRYPTO_GCM_PRIV_H
#define _UKC_CRYPTO_GCM_PRIV_H

#include <crypto/internal/aead.h>

struct rtattr;
struct scatterlist;

namespace ukc::gcm {

/* Overwrites @len bytes of @sg's data from offset @start with zeros. */
void wipe_sg(struct scatterlist *sg, unsigned int start, unsigned int len);

/* The rfc4106 and rfc4543 templates' create(). */
int rfc4106_create(struct crypto_template *tmpl, struct rtattr **tb);
int rfc4543_create(struct crypto_template *tmpl, struct rtattr **tb);

} // namespace ukc::gcm

#endif /* _UKC_CRYPTO_GCM_PRIV_H */
