/* SPDX-License-Identifier: GPL-2.0-only */
/* The x86_64 Triple DES block routines behind des3_ede-asm, ecb-des3_ede-asm and
 * cbc-des3_ede-asm (des3_ede-x86_64.cpp): plain x86_64 code over 64-bit combined S-box/P tables,
 * one block or two or three interleaved, and CBC encryption's serial chain. */
#ifndef _UKC_X86_DES3_EDE_X86_H
#define _UKC_X86_DES3_EDE_X86_H

#include <crypto/des.h>

#pragma GCC visibility push(hidden)

namespace ukc::x86 {

/* The rounds of Triple DES EDE: three DES passes of sixteen. */
constexpr unsigned int des3_ede_x86_rounds = 48;

/*
 * struct des3_ede_x86_ctx - a Triple DES key for the routines: one 64-bit word a round, in the
 * order encryption (@enc) or decryption (@dec) uses them
 */
struct des3_ede_x86_ctx {
	u64 enc[des3_ede_x86_rounds];
	u64 dec[des3_ede_x86_rounds];
};

/* Fills @ctx from the library's expanded key (des3_ede_expand_key()). */
void des3_ede_x86_schedule(struct des3_ede_x86_ctx *ctx, const struct des3_ede_ctx *lib);

/* One block of @src through the 48 rounds of @k (ctx->enc encrypts, ctx->dec decrypts) into
 * @dst, which may be @src. */
void des3_ede_x86_crypt_blk(const u64 *k, u8 *dst, const u8 *src);

/* Two or three consecutive blocks at once, their rounds interleaved. */
void des3_ede_x86_crypt_2way(const u64 *k, u8 *dst, const u8 *src);
void des3_ede_x86_crypt_3way(const u64 *k, u8 *dst, const u8 *src);

/* CBC encryption of @nblocks blocks of @src into @dst (may be @src) with ctx->enc as @k, chained
 * from @iv, which is left holding the last ciphertext block. */
void des3_ede_x86_cbc_encrypt(const u64 *k, u8 *dst, const u8 *src, unsigned int nblocks, u8 *iv);

} // namespace ukc::x86

#pragma GCC visibility pop

#endif /* _UKC_X86_DES3_EDE_X86_H */
