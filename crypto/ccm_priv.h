/* SPDX-License-Identifier: GPL-2.0-only */
/* What the CCM templates' files share: the create() of the templates crypto/ccm.cpp registers,
 * and the formatting of SP 800-38C appendix A, which the arch CCM drivers use too. */
#ifndef _UKC_CRYPTO_CCM_PRIV_H
#define _UKC_CRYPTO_CCM_PRIV_H

#include <linux/types.h>

struct crypto_aead;
struct crypto_template;
struct rtattr;

namespace ukc::ccm {

constexpr unsigned int ccm_block = 16;

/* 0 for a tag length CCM allows (4, 6, ..., 16), else -EINVAL. */
int ccm_setauthsize(struct crypto_aead *tfm, unsigned int authsize);

/* 0 if @iv's first byte is L - 1 with 2 <= L <= 8, else -EINVAL. */
int ccm_check_iv(const u8 *iv);

/* B0 from the IV (A0's layout) into @b0; -EOVERFLOW if @msglen does not fit in L bytes. */
int ccm_format_b0(u8 *b0, const u8 *iv, unsigned int authsize, unsigned int assoclen,
		  unsigned int msglen);

/* The encoded AD length into @out (2 or 6 bytes); returns how many. */
unsigned int ccm_format_adlen(u8 *out, unsigned int a);

/* cbcmac(cipher): crypto/cbcmac.cpp. */
int cbcmac_create(struct crypto_template *tmpl, struct rtattr **tb);

/* rfc4309(ccm AEAD): crypto/ccm_ipsec.cpp. */
int rfc4309_create(struct crypto_template *tmpl, struct rtattr **tb);

} // namespace ukc::ccm

#endif /* _UKC_CRYPTO_CCM_PRIV_H */
