/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The buffering every Poly1305 update here shares (the generic library and shash, the x86 and
 * arm64 drivers): a partial block in desc->buf topped up first, whole blocks handed on, the
 * tail kept; and the shash drivers' taking of the key from the data.
 */
#ifndef _UKC_LIB_UKC_POLY1305_BUF_H
#define _UKC_LIB_UKC_POLY1305_BUF_H

#include <crypto/internal/poly1305.h>
#include <crypto/poly1305.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include <algorithm>

namespace ukc {

/*
 * Adds @nbytes at @src to @desc: @blocks(desc, p, len) takes len bytes at p, a positive multiple
 * of POLY1305_BLOCK_SIZE (the buffer's block, or the whole blocks of @src that follow).
 */
template <typename Blocks>
void poly1305_buffered_update(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nbytes,
			      Blocks blocks)
{
	if (desc->buflen) {
		const unsigned int n = std::min(nbytes, POLY1305_BLOCK_SIZE - desc->buflen);

		memcpy(desc->buf + desc->buflen, src, n);
		src += n;
		nbytes -= n;
		desc->buflen += n;
		if (desc->buflen < POLY1305_BLOCK_SIZE)
			return;
		blocks(desc, desc->buf, POLY1305_BLOCK_SIZE);
		desc->buflen = 0;
	}
	if (nbytes >= POLY1305_BLOCK_SIZE) {
		const unsigned int whole = nbytes & ~(POLY1305_BLOCK_SIZE - 1);

		blocks(desc, src, whole);
		src += whole;
		nbytes -= whole;
	}
	if (nbytes) {
		memcpy(desc->buf, src, nbytes);
		desc->buflen = nbytes;
	}
}

/*
 * The shash drivers' key: r, then s, from the front of whole blocks while they are not yet
 * set, r into the generic code's core key (desc->rset = 2). Returns how many bytes of @len
 * are left for the MAC.
 */
inline unsigned int poly1305_shash_take_key(struct poly1305_desc_ctx *desc, const u8 *src,
					    unsigned int len)
{
	if (!desc->rset && len >= POLY1305_BLOCK_SIZE) {
		poly1305_core_setkey(&desc->core_r, src);
		src += POLY1305_BLOCK_SIZE;
		len -= POLY1305_BLOCK_SIZE;
		desc->rset = 2;
	}
	if (len >= POLY1305_BLOCK_SIZE) {
		for (int i = 0; i < 4; i++)
			desc->s[i] = get_unaligned_le32(src + 4 * i);
		len -= POLY1305_BLOCK_SIZE;
		desc->sset = true;
	}
	return len;
}

} // namespace ukc

#endif /* _UKC_LIB_UKC_POLY1305_BUF_H */
