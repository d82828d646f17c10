/* SPDX-License-Identifier: GPL-2.0-only */
/* What the x86 AES glue files share: key contexts, setkey, and the walks around the ISA code. */
#ifndef _UKC_ARCH_X86_AESNI_INTEL_GLUE_H
#define _UKC_ARCH_X86_AESNI_INTEL_GLUE_H

#include <asm/fpu/api.h>
#include <crypto/aes.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/highmem.h>
#include <linux/scatterlist.h>

#include <type_traits>

#include "aes-x86-tiers.h"
#include "aesni-intel.h"

namespace ukc::x86 {

// The ISA code loads round keys as 16-byte vectors; contexts are aligned to that.
constexpr unsigned int aesni_align = 16;
constexpr unsigned int aesni_align_extra = (aesni_align - 1) & ~(CRYPTO_MINALIGN - 1);
constexpr unsigned int crypto_aes_ctx_size = sizeof(struct crypto_aes_ctx) + aesni_align_extra;

struct aesni_xts_ctx {
	alignas(aesni_align) struct crypto_aes_ctx tweak_ctx;
	alignas(aesni_align) struct crypto_aes_ctx crypt_ctx;
};

static_assert(std::is_standard_layout_v<aesni_xts_ctx>);
constexpr unsigned int xts_aes_ctx_size = sizeof(aesni_xts_ctx) + aesni_align_extra;

inline struct crypto_aes_ctx *aes_ctx(void *raw_ctx)
{
	return PTR_ALIGN(static_cast<struct crypto_aes_ctx *>(raw_ctx), aesni_align);
}

inline struct crypto_aes_ctx *aes_skcipher_ctx(struct crypto_skcipher *tfm)
{
	return aes_ctx(crypto_skcipher_ctx(tfm));
}

inline aesni_xts_ctx *aes_xts_ctx(struct crypto_skcipher *tfm)
{
	return PTR_ALIGN(static_cast<aesni_xts_ctx *>(crypto_skcipher_ctx(tfm)), aesni_align);
}

/**
 * aes_set_key_common() - expand an AES key into an aligned context
 * @ctx: the context
 * @in_key: the key
 * @key_len: 16, 24 or 32
 *
 * Uses AES-NI when SIMD is usable, else the generic expansion (same layout).
 *
 * Return: 0, or -EINVAL for a bad key length.
 */
int aes_set_key_common(struct crypto_aes_ctx *ctx, const u8 *in_key, unsigned int key_len);
int aesni_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int len);
int xts_setkey_aesni(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen);

/**
 * xts_crypt_slowpath() - XTS over scatterlists that cross pages or entries
 * @req: the request, whose iv already holds the encrypted tweak
 * @crypt: the ISA function
 *
 * Return: 0 or the walk's -errno.
 */
int xts_crypt_slowpath(struct skcipher_request *req, aes_x86_crypt_fn crypt);

/**
 * cts_cbc_crypt() - CBC with ciphertext stealing (CS3), the blocks before the last two by @cbc
 * @req: the request, at least one block
 * @cbc: the CBC function of the tier (aesni_cbc_enc() for encryption, a chain at every tier)
 * @cts: the stealing step over the final 17 to 32 bytes (aesni_cts_cbc_enc() or _dec())
 *
 * Return: 0, -EINVAL for less than a block, or the walk's -errno.
 */
int cts_cbc_crypt(struct skcipher_request *req, aes_x86_crypt_fn cbc, aes_x86_crypt_fn cts);

// Most requests (disk sectors, packets, one buffer) lie in one entry each way: those are done
// in one call, without a walk. Returns false when a walk is needed.
inline bool aes_crypt_linear(struct crypto_aes_ctx *ctx, struct skcipher_request *req,
			     aes_x86_crypt_fn crypt)
{
	u8 *src = ukc_sg_linear(req->src, 0, req->cryptlen);
	u8 *dst = ukc_sg_linear(req->dst, 0, req->cryptlen);

	if (unlikely(!src || !dst))
		return false;
	kernel_fpu_begin();
	crypt(ctx, src, dst, req->cryptlen, req->iv);
	kernel_fpu_end();
	kunmap_local(dst);
	kunmap_local(src);
	return true;
}

// ECB and CBC: whole blocks of each walk step; a partial block is left for the walk to refuse.
inline int aes_walk_blocks(struct skcipher_request *req, aes_x86_crypt_fn crypt)
{
	struct crypto_aes_ctx *ctx = aes_skcipher_ctx(crypto_skcipher_reqtfm(req));
	struct skcipher_walk walk;
	unsigned int nbytes;

	if (likely(req->cryptlen && !(req->cryptlen % AES_BLOCK_SIZE)) &&
	    aes_crypt_linear(ctx, req, crypt))
		return 0;
	int err = skcipher_walk_virt(&walk, req, false);

	while ((nbytes = walk.nbytes)) {
		kernel_fpu_begin();
		crypt(ctx, static_cast<const u8 *>(walk.src.virt.addr),
		      static_cast<u8 *>(walk.dst.virt.addr), nbytes & ~(AES_BLOCK_SIZE - 1),
		      static_cast<u8 *>(walk.iv));
		kernel_fpu_end();
		err = skcipher_walk_done(&walk, static_cast<int>(nbytes & (AES_BLOCK_SIZE - 1)));
	}
	return err;
}

// CTR: whole blocks of each step; the final step also takes the partial block.
inline int aes_ctr_crypt(struct skcipher_request *req, aes_x86_crypt_fn crypt)
{
	struct crypto_aes_ctx *ctx = aes_skcipher_ctx(crypto_skcipher_reqtfm(req));
	struct skcipher_walk walk;
	unsigned int nbytes;

	if (likely(req->cryptlen) && aes_crypt_linear(ctx, req, crypt))
		return 0;
	int err = skcipher_walk_virt(&walk, req, false);

	while ((nbytes = walk.nbytes)) {
		if (walk.nbytes != walk.total)
			nbytes &= ~(AES_BLOCK_SIZE - 1);
		kernel_fpu_begin();
		crypt(ctx, static_cast<const u8 *>(walk.src.virt.addr),
		      static_cast<u8 *>(walk.dst.virt.addr), nbytes, static_cast<u8 *>(walk.iv));
		kernel_fpu_end();
		err = skcipher_walk_done(&walk, static_cast<int>(walk.nbytes - nbytes));
	}
	return err;
}

// XTS: the tweak is E_K2(IV) (IEEE 1619-2018 5.3.1). Virtually all XTS data (disk sectors)
// lies in one entry: that is done in one call without a walk.
inline int aes_xts_crypt(struct skcipher_request *req, aes_x86_crypt_fn crypt)
{
	const aesni_xts_ctx *ctx = aes_xts_ctx(crypto_skcipher_reqtfm(req));
	const unsigned int cryptlen = req->cryptlen;
	struct scatterlist *src = req->src, *dst = req->dst;

	if (unlikely(cryptlen < AES_BLOCK_SIZE))
		return -EINVAL;
	kernel_fpu_begin();
	aesni_enc(&ctx->tweak_ctx, req->iv, req->iv);
	const u8 *src_virt = ukc_sg_linear(src, 0, cryptlen);
	u8 *dst_virt = ukc_sg_linear(dst, 0, cryptlen);

	if (likely(src_virt && dst_virt)) {
		crypt(&ctx->crypt_ctx, src_virt, dst_virt, cryptlen, req->iv);
		kunmap_local(dst_virt);
		kunmap_local(src_virt);
		kernel_fpu_end();
		return 0;
	}
	kernel_fpu_end();
	return xts_crypt_slowpath(req, crypt);
}

// The request functions of tier @T of aes_x86_tiers, for the descriptor tables: the tier's ISA
// functions behind the walks above. CBC and CTS encryption are chains: AES-NI at every tier.
template <int T> constexpr const aes_modes_ops &aes_tier_ops = *aes_x86_tiers[T].modes;

template <int T> int aes_tier_xts_encrypt(struct skcipher_request *req)
{
	return aes_xts_crypt(req, aes_tier_ops<T>.xts_encrypt);
}

template <int T> int aes_tier_xts_decrypt(struct skcipher_request *req)
{
	return aes_xts_crypt(req, aes_tier_ops<T>.xts_decrypt);
}

template <int T> int aes_tier_ctr_crypt(struct skcipher_request *req)
{
	return aes_ctr_crypt(req, aes_tier_ops<T>.ctr_crypt);
}

inline int aes_cbc_encrypt(struct skcipher_request *req)
{
	return aes_walk_blocks(req, aesni_cbc_enc);
}

template <int T> int aes_tier_cbc_decrypt(struct skcipher_request *req)
{
	return aes_walk_blocks(req, aes_tier_ops<T>.cbc_decrypt);
}

inline int aes_cts_cbc_encrypt(struct skcipher_request *req)
{
	return cts_cbc_crypt(req, aesni_cbc_enc, aesni_cts_cbc_enc);
}

template <int T> int aes_tier_cts_cbc_decrypt(struct skcipher_request *req)
{
	return cts_cbc_crypt(req, aes_tier_ops<T>.cbc_decrypt, aesni_cts_cbc_dec);
}

/**
 * aesni_register_tier_algs() - register ecb-aes-aesni and the xts, ctr, cbc and cts-cbc drivers
 * of every level the CPU supports (aes-vaes-glue.cpp's table, by x86_register_skciphers())
 *
 * Return: 0, or the first registration -errno (aesni_unregister_tier_algs() then removes the
 * others).
 */
int aesni_register_tier_algs();
void aesni_unregister_tier_algs();

} // namespace ukc::x86

#endif /* _UKC_ARCH_X86_AESNI_INTEL_GLUE_H */
