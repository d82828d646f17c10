/* SPDX-License-Identifier: GPL-2.0-only */
/* The walks of the arm64 AES skciphers around the ISA code of aes-arm64.h, shared by tiers. */
#ifndef _UKC_ARCH_ARM64_AES_GLUE_H
#define _UKC_ARCH_ARM64_AES_GLUE_H

#include <asm/neon.h>
#include <crypto/aes.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/highmem.h>
#include <linux/scatterlist.h>

#include <type_traits>

#include "aes-arm64.h"
#include "shared/steal_split.h"

namespace ukc::arm64 {

// 6.12's crypto_aes_xts_ctx and crypto_aes_essiv_cbc_ctx: key1 encrypts the data, key2 the
// tweak (XTS) or the IV (ESSIV). NEON loads take any alignment, so no alignmask is needed.
struct aes_arm64_xts_ctx {
	struct crypto_aes_ctx key1;
	struct crypto_aes_ctx key2;
};

static_assert(std::is_standard_layout_v<aes_arm64_xts_ctx>);

inline struct crypto_aes_ctx *aes_arm64_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<struct crypto_aes_ctx *>(crypto_skcipher_ctx(tfm));
}

inline aes_arm64_xts_ctx *aes_arm64_xts_ctx_of(struct crypto_skcipher *tfm)
{
	return static_cast<aes_arm64_xts_ctx *>(crypto_skcipher_ctx(tfm));
}

// The walks below need only a 16-byte block and a mode function of aes_arm64_crypt's shape
// over some expanded key Key (struct crypto_aes_ctx by default), so the SM4 drivers use them
// too, with struct sm4_ctx.
static_assert(AES_BLOCK_SIZE == 16);

// Most requests (disk sectors, packets, one buffer) lie in one entry each way: those are done
// in one call, without a walk. Returns false when a walk is needed.
template <auto Crypt, typename Key>
inline bool aes_arm64_one_call(const Key *ctx, struct skcipher_request *req)
{
	u8 *src = ukc_sg_linear(req->src, 0, req->cryptlen);
	u8 *dst = ukc_sg_linear(req->dst, 0, req->cryptlen);

	if (unlikely(!src || !dst))
		return false;
	kernel_neon_begin();
	Crypt(ctx, src, dst, req->cryptlen, req->iv);
	kernel_neon_end();
	kunmap_local(dst);
	kunmap_local(src);
	return true;
}

// ECB and CBC: whole blocks of each walk step; a partial block is left for the walk to refuse.
template <auto Crypt, typename Key>
int aes_arm64_walk_blocks(struct skcipher_request *req, const Key *ctx)
{
	struct skcipher_walk walk;
	unsigned int nbytes;

	if (likely(req->cryptlen && !(req->cryptlen % AES_BLOCK_SIZE)) &&
	    aes_arm64_one_call<Crypt>(ctx, req))
		return 0;
	int err = skcipher_walk_virt(&walk, req, false);

	while ((nbytes = walk.nbytes)) {
		kernel_neon_begin();
		Crypt(ctx, static_cast<const u8 *>(walk.src.virt.addr),
		      static_cast<u8 *>(walk.dst.virt.addr), nbytes & ~(AES_BLOCK_SIZE - 1),
		      static_cast<u8 *>(walk.iv));
		kernel_neon_end();
		err = skcipher_walk_done(&walk, static_cast<int>(nbytes & (AES_BLOCK_SIZE - 1)));
	}
	return err;
}

template <auto Crypt, typename Key = struct crypto_aes_ctx>
int aes_arm64_blocks(struct skcipher_request *req)
{
	const Key *ctx = static_cast<const Key *>(crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)));

	return aes_arm64_walk_blocks<Crypt>(req, ctx);
}

// CTR: whole blocks of each step; the final step also takes the partial block.
template <auto Crypt, typename Key = struct crypto_aes_ctx>
int aes_arm64_ctr(struct skcipher_request *req)
{
	const Key *ctx = static_cast<const Key *>(crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)));
	struct skcipher_walk walk;
	unsigned int nbytes;

	if (likely(req->cryptlen) && aes_arm64_one_call<Crypt>(ctx, req))
		return 0;
	int err = skcipher_walk_virt(&walk, req, false);

	while ((nbytes = walk.nbytes)) {
		if (walk.nbytes != walk.total)
			nbytes &= ~(AES_BLOCK_SIZE - 1);
		kernel_neon_begin();
		Crypt(ctx, static_cast<const u8 *>(walk.src.virt.addr),
		      static_cast<u8 *>(walk.dst.virt.addr), nbytes, static_cast<u8 *>(walk.iv));
		kernel_neon_end();
		err = skcipher_walk_done(&walk, static_cast<int>(walk.nbytes - nbytes));
	}
	return err;
}

// The final step of XTS and CTS-CBC: 17 to 32 bytes in one call, from a walk over just them.
template <auto Crypt, typename Key>
int aes_arm64_final_step(struct skcipher_request *req, const Key *ctx)
{
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	if (err)
		return err;
	kernel_neon_begin();
	Crypt(ctx, static_cast<const u8 *>(walk.src.virt.addr),
	      static_cast<u8 *>(walk.dst.virt.addr), walk.nbytes, static_cast<u8 *>(walk.iv));
	kernel_neon_end();
	return skcipher_walk_done(&walk, 0);
}

// XTS: the tweak is E_K2(IV) (IEEE 1619-2018 5.3.1). Ciphertext stealing needs the last full
// block and the partial one in the same call: the walk covers the blocks before them, then one
// more walk hands over those 17 to 31 bytes.
template <auto Enc, auto Crypt, typename XtsCtx = aes_arm64_xts_ctx>
int aes_arm64_xts(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const XtsCtx *ctx = static_cast<const XtsCtx *>(crypto_skcipher_ctx(tfm));
	unsigned int tail = req->cryptlen % AES_BLOCK_SIZE;
	struct scatterlist sg_src[2], sg_dst[2];
	struct skcipher_request subreq;

	if (unlikely(req->cryptlen < AES_BLOCK_SIZE))
		return -EINVAL;
	kernel_neon_begin();
	Enc(&ctx->key2, req->iv, req->iv);
	kernel_neon_end();
	if (aes_arm64_one_call<Crypt>(&ctx->key1, req))
		return 0;
	if (tail) {
		ukc::skcipher_head_request(&subreq, req, req->cryptlen - tail - AES_BLOCK_SIZE);
		req = &subreq;
	}
	int err = aes_arm64_walk_blocks<Crypt>(req, &ctx->key1);
	if (err || !tail)
		return err;
	ukc::skcipher_tail_request(req, sg_src, sg_dst, req->cryptlen, AES_BLOCK_SIZE + tail);
	return aes_arm64_final_step<Crypt>(req, &ctx->key1);
}

// CTS-CBC: the CBC blocks before the last two, through this same tfm, then the fused stealing
// step over the final 17 to 32 bytes. A single block is plain CBC (CS3 with nothing to steal).
template <auto Cbc, auto Cts, typename Key = struct crypto_aes_ctx>
int aes_arm64_cts(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const Key *ctx = static_cast<const Key *>(crypto_skcipher_ctx(tfm));
	int cbc_blocks = static_cast<int>(DIV_ROUND_UP(req->cryptlen, AES_BLOCK_SIZE)) - 2;
	struct scatterlist sg_src[2], sg_dst[2];
	struct skcipher_request subreq;

	if (req->cryptlen <= AES_BLOCK_SIZE) {
		if (req->cryptlen < AES_BLOCK_SIZE)
			return -EINVAL;
		cbc_blocks = 1;
	}
	const unsigned int cbc_len = cbc_blocks * AES_BLOCK_SIZE;

	ukc::skcipher_head_request(&subreq, req, cbc_len);
	if (cbc_blocks > 0) {
		int err = aes_arm64_walk_blocks<Cbc>(&subreq, ctx);
		if (err || req->cryptlen == AES_BLOCK_SIZE)
			return err;
	}
	ukc::skcipher_tail_request(&subreq, sg_src, sg_dst, cbc_len, req->cryptlen - cbc_len);
	return aes_arm64_final_step<Cts>(&subreq, ctx);
}

} // namespace ukc::arm64

#endif /* _UKC_ARCH_ARM64_AES_GLUE_H */
