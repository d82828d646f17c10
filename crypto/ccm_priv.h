/* SPDX-License-Identifier: GPL-2.0-only */
/* What the CCM templates' files share: the create() of the templates crypto/ccm.cpp registers. */
#ifndef _UKC_CRYPTO_CCM_PRIV_H
#define _UKC_CRYPTO_CCM_PRIV_H

struct crypto_template;
struct rtattr;

namespace ukc::ccm {

/* cbcmac(cipher): crypto/cbcmac.cpp. */
int cbcmac_create(struct crypto_template *tmpl, struct rtattr **tb);

/* rfc4309(ccm AEAD): crypto/ccm_ipsec.cpp. */
int rfc4309_create(struct crypto_template *tmpl, struct rtattr **tb);

} // namespace ukc::ccm

#endif /* _UKC_CRYPTO_CCM_PRIV_H */
