/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The x86 ECB, CBC and CTR drivers of the 16-byte block ciphers (serpent, twofish, cast6,
 * camellia), written once over each tier's N-way block functions: ecb-cbc-x86-glue.cpp walks and
 * registers the rows of ecb-cbc-x86-tables.cpp, and each tier's file of intrinsics only
 * supplies its block functions, declared here (camellia's in camellia-x86.h).
 */
#ifndef _UKC_X86_ECB_CBC_X86_H
#define _UKC_X86_ECB_CBC_X86_H

#include <linux/types.h>

namespace ukc::x86 {

/* Encrypts (decrypts) a fixed number of consecutive blocks of @src into @dst (may be @src). */
using ecb_cbc_blocks_fn = void (*)(const void *ctx, u8 *dst, const u8 *src);

/*
 * dst = src ^ the encryption of a fixed number of counter blocks from the big-endian @ctr on,
 * whose last two bytes do not wrap past 0xffff on the way (the CTR driver sees to it).
 */
using ecb_cbc_ctr_fn = void (*)(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr);

/* One width a tier processes at once, and its functions; @ctr, where the tier has one, builds
 * its counter blocks itself. */
struct ecb_cbc_step {
	unsigned int blocks;
	ecb_cbc_blocks_fn encrypt;
	ecb_cbc_blocks_fn decrypt;
	ecb_cbc_ctr_fn ctr;
};

/*
 * One tier: the block functions of a driver's ecb, cbc and ctr rows (ecb-cbc-x86-tables.cpp), which
 * hold its names, priority and CPU check. @steps, widest first, end with a one-block step (CBC
 * encryption uses it alone). A SIMD tier (@simd) enters the FPU for walk chunks of at least
 * @fpu_blocks blocks (0: every chunk); narrower ones run its scalar steps. @pick, when set,
 * chooses the steps' routines from the CPU's features at registration.
 */
struct ecb_cbc_tier {
	bool simd;
	int (*setkey)(void *ctx, const u8 *key, unsigned int keylen);
	ecb_cbc_step steps[4];
	unsigned int fpu_blocks;
	void (*pick)(ecb_cbc_step *steps);
};

/* The widest width of any tier: the CBC decryption and CTR keystream buffers hold this many
 * blocks. */
constexpr unsigned int ecb_cbc_max_blocks = 64;

/*
 * The CTR drivers' passes over a group of at most ecb_cbc_max_blocks blocks with AVX2
 * (ecb-cbc-ctr-avx2.cpp), inside an FPU region: @nblocks counter blocks from the 128-bit
 * big-endian number hi:lo, whose low half does not wrap on the way; and dst = src ^ ks.
 */
void ecb_cbc_ctr_fill_avx2(u8 *out, unsigned int nblocks, u64 hi, u64 lo);
void ecb_cbc_ctr_xor_avx2(u8 *dst, const u8 *src, const u8 *ks, unsigned int nblocks);

/* Serpent: SSE2 4-way, AVX 8-way (two xmm sets), AVX2 16-way (two ymm sets) and 8-way. */
void serpent_enc_4way_sse2(const void *ctx, u8 *dst, const u8 *src);
void serpent_dec_4way_sse2(const void *ctx, u8 *dst, const u8 *src);
void serpent_enc_8way_avx(const void *ctx, u8 *dst, const u8 *src);
void serpent_dec_8way_avx(const void *ctx, u8 *dst, const u8 *src);
void serpent_enc_8way_avx2(const void *ctx, u8 *dst, const u8 *src);
void serpent_dec_8way_avx2(const void *ctx, u8 *dst, const u8 *src);
void serpent_enc_16way_avx2(const void *ctx, u8 *dst, const u8 *src);
void serpent_dec_16way_avx2(const void *ctx, u8 *dst, const u8 *src);

/* Twofish: scalar x86_64 one block and three interleaved, AVX 8-way. */
void twofish_enc_blk(const void *ctx, u8 *dst, const u8 *src);
void twofish_dec_blk(const void *ctx, u8 *dst, const u8 *src);
void twofish_enc_3way(const void *ctx, u8 *dst, const u8 *src);
void twofish_dec_3way(const void *ctx, u8 *dst, const u8 *src);
void twofish_enc_8way_avx(const void *ctx, u8 *dst, const u8 *src);
void twofish_dec_8way_avx(const void *ctx, u8 *dst, const u8 *src);

/* SM4: AVX and AES-NI 8-way (two xmm sets) and 4-way, AVX2 and AES-NI 16-way (two ymm sets) and
 * 8-way (sm4-aesni-avx.cpp, sm4-aesni-avx2.cpp). */
void sm4_enc_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_enc_8way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_8way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_enc_8way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_8way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_enc_16way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_16way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src);
/* The AVX2 ones with VAES, picked at init where the CPU has it (sm4-vaes-avx2.cpp). */
void sm4_enc_8way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_8way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_enc_16way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_16way_vaes_avx2(const void *ctx, u8 *dst, const u8 *src);
/* Both tiers' one-block step, in plain x86_64 code with combined S-box and L tables
 * (sm4-x86_64.cpp). */
void sm4_enc_1way_x86_64(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_1way_x86_64(const void *ctx, u8 *dst, const u8 *src);
/* Both tiers' routines with the S-box from GFNI, picked at init where the CPU has it
 * (sm4-gfni-avx.cpp, sm4-gfni-avx2.cpp). */
void sm4_enc_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_enc_8way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_8way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void sm4_enc_8way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_8way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_enc_16way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src);
void sm4_dec_16way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src);

/* CAST-256: AVX 8-way. */
void cast6_enc_8way_avx(const void *ctx, u8 *dst, const u8 *src);
void cast6_dec_8way_avx(const void *ctx, u8 *dst, const u8 *src);

/* ARIA: GFNI and AVX-512, 64 blocks byte-sliced, 16 and 4 (four and one zmm registers), one. */
void aria_enc_64way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_64way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);
void aria_ctr_64way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr);
void aria_enc_16way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_16way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);
void aria_enc_4way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_4way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);
void aria_enc_1way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_1way_gfni_avx512(const void *ctx, u8 *dst, const u8 *src);

/*
 * ARIA: AVX 16-way and 4-way (and one block with GFNI), AVX2 32-way, each with the S-boxes from
 * AES-NI or from GFNI (the VEX forms, without AVX-512).
 */
void aria_enc_16way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_16way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_ctr_16way_aesni_avx(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr);
void aria_enc_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_4way_aesni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_enc_16way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_16way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_ctr_16way_gfni_avx(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr);
void aria_enc_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_4way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_enc_1way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_1way_gfni_avx(const void *ctx, u8 *dst, const u8 *src);
void aria_enc_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src);
void aria_ctr_32way_aesni_avx2(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr);
void aria_enc_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src);
void aria_dec_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src);
void aria_ctr_32way_gfni_avx2(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr);

} // namespace ukc::x86

#endif /* _UKC_X86_ECB_CBC_X86_H */
