/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What an architecture's ChaCha glue does around its SIMD routine, as 6.12's chacha glue files
 * do on each architecture: the skcipher walk of chacha20 and xchacha20/12 (RFC 8439 section
 * 2.4, draft-irtf-cfrg-xchacha-03 section 2.3), and the library hooks chacha_crypt_arch() and
 * hchacha_block_arch() that fall back to the generic code where SIMD may not be used.
 */
#ifndef _UKC_CRYPTO_SHARED_CHACHA_GLUE_H
#define _UKC_CRYPTO_SHARED_CHACHA_GLUE_H

#include <crypto/internal/chacha.h>
#include <crypto/internal/skcipher.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include <algorithm>

namespace ukc {

/*
 * @Simd gives, as static members: usable() (the routine is chosen and SIMD may be used here),
 * begin() and end() (the SIMD region), crypt() (chacha_crypt_generic()'s contract, inside a
 * region) and hchacha() (hchacha_block_generic()'s, inside a region).
 */
template <typename Simd> struct chacha_simd_glue {
	// 6.12 hands the SIMD code 4 KiB at a time, so one region stays short.
	static constexpr unsigned int region_bytes = 4096;

	static void crypt_regions(u32 *state, u8 *dst, const u8 *src, unsigned int bytes,
				  int nrounds)
	{
		while (bytes) {
			const unsigned int todo = std::min(bytes, region_bytes);

			Simd::begin();
			Simd::crypt(state, dst, src, todo, nrounds);
			Simd::end();
			bytes -= todo;
			src += todo;
			dst += todo;
		}
	}

	// As crypto/chacha_generic.cpp's walk, with the SIMD code where it may be used.
	static int stream_xor(struct skcipher_request *req, const struct chacha_ctx *ctx,
			      const u8 *iv)
	{
		const bool simd = Simd::usable();
		struct skcipher_walk walk;
		u32 state[CHACHA_STATE_WORDS];
		int err = skcipher_walk_virt(&walk, req, false);

		chacha_init_generic(state, ctx->key, iv);
		while (walk.nbytes > 0) {
			unsigned int nbytes = walk.nbytes;
			auto *dst = static_cast<u8 *>(walk.dst.virt.addr);
			auto *src = static_cast<const u8 *>(walk.src.virt.addr);

			// Whole strides but at the end (a stride of five blocks is not a power
			// of 2).
			if (nbytes < walk.total)
				nbytes = rounddown(nbytes, walk.stride);
			if (simd)
				crypt_regions(state, dst, src, nbytes, ctx->nrounds);
			else
				chacha_crypt_generic(state, dst, src, nbytes, ctx->nrounds);
			err = skcipher_walk_done(&walk, static_cast<int>(walk.nbytes - nbytes));
		}
		memzero_explicit(state, sizeof(state));
		return err;
	}

	static const struct chacha_ctx *ctx_of(struct skcipher_request *req)
	{
		return static_cast<const struct chacha_ctx *>(
			crypto_skcipher_ctx(crypto_skcipher_reqtfm(req)));
	}

	static int chacha(struct skcipher_request *req)
	{
		return stream_xor(req, ctx_of(req), req->iv);
	}

	// The subkey by HChaCha (SIMD where usable), then ChaCha.
	static int xchacha(struct skcipher_request *req)
	{
		struct chacha_ctx subctx;
		u8 real_iv[16];

		xchacha_subctx(ctx_of(req), req->iv, &subctx, real_iv, hchacha_arch);
		int err = stream_xor(req, &subctx, real_iv);
		memzero_explicit(&subctx, sizeof(subctx));
		return err;
	}

	// hchacha_block_arch().
	static void hchacha_arch(const u32 *state, u32 *out, int nrounds)
	{
		if (!Simd::usable())
			return hchacha_block_generic(state, out, nrounds);
		Simd::begin();
		Simd::hchacha(state, out, nrounds);
		Simd::end();
	}

	// chacha_crypt_arch(): one block or less goes to the generic code, which needs no region.
	static void crypt_arch(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
	{
		if (bytes <= CHACHA_BLOCK_SIZE || !Simd::usable())
			return chacha_crypt_generic(state, dst, src, bytes, nrounds);
		crypt_regions(state, dst, src, bytes, nrounds);
	}
};

} // namespace ukc

#endif /* _UKC_CRYPTO_SHARED_CHACHA_GLUE_H */
