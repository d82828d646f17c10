/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * How the arch XTS and CTS-CBC drivers split a request for ciphertext stealing: the last full
 * block and the partial one must reach the ISA code in one call, so a child request walks the
 * blocks before them, then the same child is pointed at the 17 to 32 bytes that are left.
 */
#ifndef _UKC_CRYPTO_SHARED_STEAL_SPLIT_H
#define _UKC_CRYPTO_SHARED_STEAL_SPLIT_H

#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/scatterlist.h>

namespace ukc {

// @subreq: a synchronous child of @req (its tfm and flags, no callback) over @req's first @len
// bytes, sharing @req's IV.
inline void skcipher_head_request(struct skcipher_request *subreq, struct skcipher_request *req,
				  unsigned int len)
{
	skcipher_request_set_tfm(subreq, crypto_skcipher_reqtfm(req));
	skcipher_request_set_callback(subreq, skcipher_request_flags(req), nullptr, nullptr);
	skcipher_request_set_crypt(subreq, req->src, req->dst, len, req->iv);
}

// @req moved on to the @len bytes after its first @done: its lists start @done bytes in (new
// heads in @sg_src and @sg_dst; one list when source and destination are the same).
inline void skcipher_tail_request(struct skcipher_request *req, struct scatterlist sg_src[2],
				  struct scatterlist sg_dst[2], unsigned int done, unsigned int len)
{
	struct scatterlist *src = scatterwalk_ffwd(sg_src, req->src, done);
	struct scatterlist *dst = src;

	if (req->dst != req->src)
		dst = scatterwalk_ffwd(sg_dst, req->dst, done);
	skcipher_request_set_crypt(req, src, dst, len, req->iv);
}

} // namespace ukc

#endif /* _UKC_CRYPTO_SHARED_STEAL_SPLIT_H */
