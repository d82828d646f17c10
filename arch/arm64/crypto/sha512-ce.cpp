// SPDX-License-Identifier: GPL-2.0-only
// SHA-512 compression (FIPS 180-4 section 6.4.2) with the Armv8.2 SHA-512 instructions; the
// only file of the SHA-384/512 drivers built with -march=armv8.2-a+sha3.
#include <crypto/internal/sha_generic.h>

#include <arm_neon.h>

#include "sha512-ce.h"

namespace {

// The working variables in pairs, the earlier letter in lane 0: the order of the state array.
struct sha512_ce_vars {
	uint64x2_t ab, cd, ef, gh;
};

// Two rounds (section 6.4.2 step 3), t and t + 1, with W[t] + K[t] and W[t+1] + K[t+1] in
// lanes 0 and 1 of @kw.
//
// SHA512H takes {D, E} and {F, G} and, in the accumulator, H + W[t] + K[t] in lane 1 and
// G + W[t+1] + K[t+1] in lane 0 (G is round t + 1's H); it leaves T1 of round t in lane 1 and
// T1 of round t + 1 in lane 0. Round t + 1's E is D + T1(t) and round t + 2's is C + T1(t + 1),
// one vector addition. SHA512H2 adds Sigma0 and Maj over {A, B} and C to the two T1 values,
// giving the two new A's. The other pairs move down: C, D become the old A, B and G, H the old
// E, F.
inline void sha512_ce_2_rounds(sha512_ce_vars &v, uint64x2_t kw)
{
	uint64x2_t fg = vextq_u64(v.ef, v.gh, 1);
	uint64x2_t de = vextq_u64(v.cd, v.ef, 1);
	uint64x2_t acc = vaddq_u64(vextq_u64(kw, kw, 1), v.gh);
	uint64x2_t t1 = vsha512hq_u64(acc, fg, de);
	uint64x2_t ab = vsha512h2q_u64(t1, v.cd, v.ab);

	v.gh = v.ef;
	v.ef = vaddq_u64(v.cd, t1);
	v.cd = v.ab;
	v.ab = ab;
}

inline uint64x2_t sha512_ce_kw(uint64x2_t w, int t)
{
	return vaddq_u64(w, vld1q_u64(ukc_sha512_k + t));
}

void sha512_ce_block(sha512_ce_vars &v, const u8 *src)
{
	const sha512_ce_vars saved = v;
	uint64x2_t w[8];

	// The message words are big-endian (section 3.1): reverse the bytes of each word.
	for (int i = 0; i < 8; i++) {
		w[i] = vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(src + 16 * i)));
		sha512_ce_2_rounds(v, sha512_ce_kw(w[i], 2 * i));
	}
	// W[2g] and W[2g+1] (section 6.4.2 step 1) replace W[2g-16] and W[2g-15]: SHA512SU0 adds
	// sigma0 of W[2g-15..2g-14], SHA512SU1 adds W[2g-7..2g-6] and sigma1 of W[2g-2..2g-1].
#pragma GCC unroll 32
	for (int g = 8; g < 40; g++) {
		uint64x2_t w7 = vextq_u64(w[(g + 4) % 8], w[(g + 5) % 8], 1);

		w[g % 8] = vsha512su1q_u64(vsha512su0q_u64(w[g % 8], w[(g + 1) % 8]),
					   w[(g + 7) % 8], w7);
		sha512_ce_2_rounds(v, sha512_ce_kw(w[g % 8], 2 * g));
	}
	v.ab = vaddq_u64(v.ab, saved.ab);
	v.cd = vaddq_u64(v.cd, saved.cd);
	v.ef = vaddq_u64(v.ef, saved.ef);
	v.gh = vaddq_u64(v.gh, saved.gh);
}

} // namespace

namespace ukc::arm64 {

void sha512_ce_transform(struct sha512_state *sst, const u8 *src, int blocks)
{
	sha512_ce_vars v = { vld1q_u64(sst->state), vld1q_u64(sst->state + 2),
			     vld1q_u64(sst->state + 4), vld1q_u64(sst->state + 6) };

	for (; blocks > 0; blocks--, src += SHA512_BLOCK_SIZE)
		sha512_ce_block(v, src);
	vst1q_u64(sst->state, v.ab);
	vst1q_u64(sst->state + 2, v.cd);
	vst1q_u64(sst->state + 4, v.ef);
	vst1q_u64(sst->state + 6, v.gh);
}

} // namespace ukc::arm64
