/* SPDX-License-Identifier: GPL-2.0-only */
/* BLAKE2s for implementations: the compression function, its generic form, the self-test. */
#ifndef _UKC_CRYPTO_INTERNAL_BLAKE2S_H
#define _UKC_CRYPTO_INTERNAL_BLAKE2S_H

#include <crypto/blake2s.h>
#include <linux/string.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * blake2s_compress_generic() - compress whole blocks in portable code
 * @state: the state
 * @block: @nblocks blocks of BLAKE2S_BLOCK_SIZE bytes
 * @nblocks: how many
 * @inc: what each block adds to the byte counter (BLAKE2S_BLOCK_SIZE, or the last block's
 *       length)
 */
void blake2s_compress_generic(struct blake2s_state *state, const u8 *block, size_t nblocks,
			      const u32 inc);

/**
 * blake2s_compress() - the compression blake2s_update() and blake2s_final() call
 *
 * A weak symbol that runs blake2s_compress_generic(); an architecture's glue defines it to
 * take over. Arguments as blake2s_compress_generic().
 */
void blake2s_compress(struct blake2s_state *state, const u8 *block, size_t nblocks, const u32 inc);

/** blake2s_selftest() - RFC 7693 Appendix B's BLAKE2s-256("abc"); true when it matches. */
bool blake2s_selftest(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_INTERNAL_BLAKE2S_H */
