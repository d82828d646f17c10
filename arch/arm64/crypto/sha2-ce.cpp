// SPDX-License-Identifier: GPL-2.0-only
// SHA-256 compression (FIPS 180-4 section 6.2.2) with the Armv8 SHA-2 instructions; the only
// file of the SHA-256 drivers built with -march=armv8-a+crypto.
#include <crypto/internal/sha_generic.h>

#include <arm_neon.h>

#include "sha2-ce.h"

namespace {

// SHA256H/SHA256H2 keep the working variables as {A, B, C, D} and {E, F, G, H}, A in lane 0:
// the order of the state array, so no shuffles are needed.
struct sha256_ce_vars {
	uint32x4_t abcd, efgh;
};

// Four rounds (section 6.2.2 step 3) with W[t..t+3] in @w: SHA256H yields the new {A..D} and
// SHA256H2 the new {E..H}, both from the old values.
inline void sha256_ce_4_rounds(sha256_ce_vars &v, uint32x4_t w, int t)
{
	uint32x4_t wk = vaddq_u32(w, vld1q_u32(ukc_sha256_k + t));
	uint32x4_t abcd = v.abcd;

	v.abcd = vsha256hq_u32(abcd, v.efgh, wk);
	v.efgh = vsha256h2q_u32(v.efgh, abcd, wk);
}

void sha256_ce_block(sha256_ce_vars &v, const u8 *src)
{
	const sha256_ce_vars saved = v;
	uint32x4_t w[4];

	// The message words are big-endian (section 3.1): reverse the bytes of each word.
	for (int i = 0; i < 4; i++) {
		w[i] = vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(src + 16 * i)));
		sha256_ce_4_rounds(v, w[i], 4 * i);
	}
	// W[t..t+3] (section 6.2.2 step 1): SHA256SU0 adds sigma0 of W[t-15..t-12] to
	// W[t-16..t-13], SHA256SU1 adds W[t-7..t-4] and sigma1 of W[t-2..t+1].
#pragma GCC unroll 12
	for (int g = 4; g < 16; g++) {
		w[g % 4] = vsha256su1q_u32(vsha256su0q_u32(w[g % 4], w[(g + 1) % 4]),
					   w[(g + 2) % 4], w[(g + 3) % 4]);
		sha256_ce_4_rounds(v, w[g % 4], 4 * g);
	}
	v.abcd = vaddq_u32(v.abcd, saved.abcd);
	v.efgh = vaddq_u32(v.efgh, saved.efgh);
}

} // namespace

namespace ukc::arm64 {

void sha256_ce_transform(struct sha256_state *sst, const u8 *src, int blocks)
{
	sha256_ce_vars v = { vld1q_u32(sst->state), vld1q_u32(sst->state + 4) };

	for (; blocks > 0; blocks--, src += SHA256_BLOCK_SIZE)
		sha256_ce_block(v, src);
	vst1q_u32(sst->state, v.abcd);
	vst1q_u32(sst->state + 4, v.efgh);
}

} // namespace ukc::arm64
