/* SPDX-License-Identifier: GPL-2.0-only */
/* The x86 Camellia block routines behind the camellia-asm, -aesni and -aesni-avx2 drivers: each
 * encrypts (decrypts) its number of consecutive blocks of @src into @dst, which may be the same
 * buffer. */
#ifndef _UKC_X86_CAMELLIA_X86_H
#define _UKC_X86_CAMELLIA_X86_H

#include <crypto/internal/camellia.h>

#define CAMELLIA_PARALLEL_BLOCKS 2
#define CAMELLIA_AESNI_PARALLEL_BLOCKS 16
#define CAMELLIA_AESNI_AVX2_PARALLEL_BLOCKS 32

namespace ukc::x86 {

using camellia_blk_fn = void (*)(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);

/* dst = src ^ the encryption of the routine's number of counter blocks from the big-endian
 * @ctr on, whose last two bytes must not wrap past 0xffff on the way. */
using camellia_ctr_fn = void (*)(const struct camellia_ctx *ctx, u8 *dst, const u8 *src,
				 const u8 *ctr);

/* x86_64, tables, no ISA flags (camellia-x86_64.cpp): one block, two interleaved. */
void camellia_enc_blk(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_dec_blk(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_enc_blk_2way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_dec_blk_2way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);

/* AVX and AES-NI (camellia-aesni-avx.cpp): 16 blocks. */
void camellia_ecb_enc_16way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_ecb_dec_16way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_ctr_16way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src, const u8 *ctr);

/* AVX2 and AES-NI (camellia-aesni-avx2.cpp), or VAES (camellia-vaes-avx2.cpp): 32 blocks. */
void camellia_ecb_enc_32way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_ecb_dec_32way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_ecb_enc_32way_vaes(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_ecb_dec_32way_vaes(const struct camellia_ctx *ctx, u8 *dst, const u8 *src);
void camellia_ctr_32way(const struct camellia_ctx *ctx, u8 *dst, const u8 *src, const u8 *ctr);
void camellia_ctr_32way_vaes(const struct camellia_ctx *ctx, u8 *dst, const u8 *src, const u8 *ctr);

} // namespace ukc::x86

#endif /* _UKC_X86_CAMELLIA_X86_H */
