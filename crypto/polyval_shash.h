/* SPDX-License-Identifier: GPL-2.0-only */
/* The descriptor and the update/final walk shared by the POLYVAL shash drivers (generic and
 * arch): they differ only in how they multiply by the key. */
#ifndef _UKC_CRYPTO_POLYVAL_SHASH_H
#define _UKC_CRYPTO_POLYVAL_SHASH_H

#include <crypto/internal/hash.h>
#include <crypto/polyval.h>
#include <crypto/utils.h>
#include <linux/string.h>

#include <algorithm>

namespace ukc {

// The accumulator S in POLYVAL's own (little-endian) byte order, and the bytes still missing
// from the block in progress. One layout for every driver, so states move between them.
struct polyval_desc_ctx {
	u8 buffer[POLYVAL_BLOCK_SIZE];
	unsigned int bytes;
};

/*
 * One driver per key type (the tfm context) and its two multiplications: @mul sets S to
 * dot(S, H) (RFC 8452 section 3), @blocks runs S_j = dot(S_(j-1) + X_j, H) over whole blocks.
 */
template <typename Key, void (*mul)(u8 *acc, const Key *key),
	  void (*blocks)(const Key *key, const u8 *in, size_t nblocks, u8 *acc)>
struct polyval_shash {
	static const Key *key(struct shash_desc *desc)
	{
		return static_cast<const Key *>(crypto_shash_ctx(desc->tfm));
	}

	static struct polyval_desc_ctx *state(struct shash_desc *desc)
	{
		return static_cast<struct polyval_desc_ctx *>(shash_desc_ctx(desc));
	}

	static int init(struct shash_desc *desc)
	{
		memset(state(desc), 0, sizeof(struct polyval_desc_ctx));
		return 0;
	}

	// Input may stop mid-block: the block's remaining bytes are xored in by the next update,
	// and final() takes them as zeros (RFC 8452 pads with zeros too).
	static int update(struct shash_desc *desc, const u8 *src, unsigned int srclen)
	{
		struct polyval_desc_ctx *dctx = state(desc);

		if (dctx->bytes) {
			const unsigned int n = std::min(srclen, dctx->bytes);

			crypto_xor(dctx->buffer + POLYVAL_BLOCK_SIZE - dctx->bytes, src, n);
			dctx->bytes -= n;
			src += n;
			srclen -= n;
			if (!dctx->bytes)
				mul(dctx->buffer, key(desc));
		}
		if (srclen >= POLYVAL_BLOCK_SIZE) {
			const unsigned int nblocks = srclen / POLYVAL_BLOCK_SIZE;

			blocks(key(desc), src, nblocks, dctx->buffer);
			src += nblocks * POLYVAL_BLOCK_SIZE;
			srclen -= nblocks * POLYVAL_BLOCK_SIZE;
		}
		if (srclen) {
			crypto_xor(dctx->buffer, src, srclen);
			dctx->bytes = POLYVAL_BLOCK_SIZE - srclen;
		}
		return 0;
	}

	static int final(struct shash_desc *desc, u8 *dst)
	{
		struct polyval_desc_ctx *dctx = state(desc);

		if (dctx->bytes)
			mul(dctx->buffer, key(desc));
		memcpy(dst, dctx->buffer, POLYVAL_DIGEST_SIZE);
		memzero_explicit(dctx, sizeof(*dctx));
		return 0;
	}
};

} // namespace ukc

#endif /* _UKC_CRYPTO_POLYVAL_SHASH_H */
