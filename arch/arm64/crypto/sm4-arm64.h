/* SPDX-License-Identifier: GPL-2.0-only */
/* The SM4 block and mode functions of the arm64 files built with ISA flags, for the glue files. */
#ifndef _UKC_ARCH_ARM64_SM4_ARM64_H
#define _UKC_ARCH_ARM64_SM4_ARM64_H

#include <crypto/sm4.h>
#include <linux/types.h>

/*
 * Every function takes a key expanded by sm4_expandkey() (rkey_enc to encrypt, rkey_dec, the
 * same round keys in reverse order, to decrypt: GB/T 32907-2016 section 7.2), and has the
 * shape of aes-arm64.h's: @len bytes from @src to @dst (which may be equal) and a 16-byte @iv
 * left where the next call continues (the last ciphertext block for CBC, the next counter
 * block for CTR, the next tweak for XTS, whose @iv already holds E_K2(IV)). ECB and CBC take
 * whole blocks; CTR any length (a partial block ends the stream); XTS at least one block,
 * stealing ciphertext for a partial one; CTS-CBC 17 to 32 bytes. Callers hold
 * kernel_neon_begin().
 *
 * sm4_ce_* (sm4-ce.cpp) use the SM4E instruction (FEAT_SM4, four rounds an instruction);
 * sm4_neon_* (sm4-neon.cpp) only Advanced SIMD, four blocks at a time with table lookups for
 * the S-box, and only for the modes 6.12's NEON driver accelerates.
 */
#pragma GCC visibility push(hidden)

namespace ukc::arm64 {

typedef void sm4_arm64_crypt(const struct sm4_ctx *key, const u8 *src, u8 *dst, unsigned int len,
			     u8 *iv);
typedef void sm4_arm64_block(const struct sm4_ctx *key, u8 *out, const u8 *in);

/* FEAT_SM4 (sm4-ce.cpp). */
sm4_arm64_block sm4_ce_encrypt_block, sm4_ce_decrypt_block;
sm4_arm64_crypt sm4_ce_ecb_encrypt, sm4_ce_ecb_decrypt, sm4_ce_cbc_encrypt, sm4_ce_cbc_decrypt,
	sm4_ce_cbc_cts_encrypt, sm4_ce_cbc_cts_decrypt, sm4_ce_ctr_encrypt, sm4_ce_xts_encrypt,
	sm4_ce_xts_decrypt;

/* Advanced SIMD only (sm4-neon.cpp). */
sm4_arm64_crypt sm4_neon_ecb_encrypt, sm4_neon_ecb_decrypt, sm4_neon_cbc_decrypt,
	sm4_neon_ctr_encrypt;

} // namespace ukc::arm64

#pragma GCC visibility pop

#endif /* _UKC_ARCH_ARM64_SM4_ARM64_H */
