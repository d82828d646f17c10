// SPDX-License-Identifier: GPL-2.0-only
// SHA-256 and SHA-224 (FIPS 180-4 section 6.2): the compression function and the library API.
#include <crypto/internal/sha_generic.h>
#include <crypto/sha256_base.h>
#include <crypto/sha2.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/sha2_block.h"

// FIPS 180-4 section 4.2.2: the first 32 bits of the fractional parts of the cube roots of
// the first 64 primes.
extern "C" alignas(16) const u32 ukc_sha256_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
	0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
	0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
	0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
	0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
	0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
	0xc67178f2,
};

namespace {

// The variant of lib/crypto/sha2_block.h: section 4.1.2 and 6.2.2.
struct sha256_params {
	using word = u32;
	static constexpr int rounds = 64;
	static constexpr int bsig0[3] = { 2, 13, 22 };
	static constexpr int bsig1[3] = { 6, 11, 25 };
	static constexpr int ssig0[3] = { 7, 18, 3 };
	static constexpr int ssig1[3] = { 17, 19, 10 };
	static constexpr const u32 *k = ukc_sha256_k;

	static u32 load(const u8 *p) { return get_unaligned_be32(p); }
};

inline void sha256_block(u32 state[8], const u8 *src, u32 w[16])
{
	ukc::sha2_block<sha256_params>::block(state, src, w);
}

void sha256_finish(struct sha256_state *sctx, u8 *out, unsigned int digest_size)
{
	lib_sha256_base_do_finalize(sctx, ukc_sha256_block_generic);
	lib_sha256_base_finish(sctx, out, digest_size);
}

} // namespace

extern "C" {

void ukc_sha256_block_generic(struct sha256_state *sst, const u8 *src, int blocks)
{
	u32 w[16];

	for (; blocks > 0; blocks--, src += SHA256_BLOCK_SIZE)
		sha256_block(sst->state, src, w);
	memzero_explicit(w, sizeof(w));
}

void sha256_update(struct sha256_state *sctx, const u8 *data, unsigned int len)
{
	lib_sha256_base_do_update(sctx, data, len, ukc_sha256_block_generic);
}

void sha256_final(struct sha256_state *sctx, u8 *out)
{
	sha256_finish(sctx, out, SHA256_DIGEST_SIZE);
}

void sha224_final(struct sha256_state *sctx, u8 *out)
{
	sha256_finish(sctx, out, SHA224_DIGEST_SIZE);
}

void sha256(const u8 *data, unsigned int len, u8 *out)
{
	struct sha256_state sctx;

	sha256_init(&sctx);
	sha256_update(&sctx, data, len);
	sha256_final(&sctx, out);
}

} // extern "C"
