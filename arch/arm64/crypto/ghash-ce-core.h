/* SPDX-License-Identifier: GPL-2.0-only */
/* GHASH with PMULL and GCM over any 16-byte block cipher Core (aes-arm64-modes.h's shape), for
 * the files built with PMULL (ghash-ce.cpp for AES, sm4-ce-gcm.cpp for SM4). */
#ifndef _UKC_ARCH_ARM64_GHASH_CE_CORE_H
#define _UKC_ARCH_ARM64_GHASH_CE_CORE_H

#include <arm_neon.h>
#include <string.h>

#include "ghash-ce.h"

namespace {

using ukc::arm64::GCM_CE_KEY_POWERS;

// GCM numbers the bits of a block from the most significant bit of byte 0 (x^0) on (section
// 6.3). Reversing the bits of each byte makes bit j of byte b the coefficient of x^(8b + j):
// the block read as a little-endian 128-bit number is then the polynomial in plain order.
inline uint64x2_t ghash_reflect(uint8x16_t v)
{
	return vreinterpretq_u64_u8(vrbitq_u8(v));
}

inline uint64x2_t ghash_load(const u8 *p)
{
	return ghash_reflect(vld1q_u8(p));
}

inline void ghash_store(u8 *p, uint64x2_t v)
{
	vst1q_u8(p, vrbitq_u8(vreinterpretq_u8_u64(v)));
}

inline poly64x2_t ghash_p64(uint64x2_t v)
{
	return vreinterpretq_p64_u64(v);
}

inline uint64x2_t ghash_u64(poly128_t v)
{
	return vreinterpretq_u64_p128(v);
}

// The unreduced 255-bit product of 128-bit polynomials a = a1:a0 and b = b1:b0, as its
// low (a0 * b0), high (a1 * b1, PMULL2) and middle (a0 * b1 + a1 * b0) terms, summed over the
// blocks of one reduction.
struct ghash_wide {
	uint64x2_t lo, mid, hi;
};

inline void ghash_mul_add(ghash_wide &w, uint64x2_t a, uint64x2_t b)
{
	const uint64x2_t bs = vextq_u64(b, b, 1);
	const poly64x2_t pa = ghash_p64(a), pb = ghash_p64(b), pbs = ghash_p64(bs);

	w.lo = veorq_u64(w.lo, ghash_u64(vmull_p64(vgetq_lane_p64(pa, 0), vgetq_lane_p64(pb, 0))));
	w.hi = veorq_u64(w.hi, ghash_u64(vmull_high_p64(pa, pb)));
	w.mid = veorq_u64(w.mid,
			  ghash_u64(vmull_p64(vgetq_lane_p64(pa, 0), vgetq_lane_p64(pbs, 0))));
	w.mid = veorq_u64(w.mid, ghash_u64(vmull_high_p64(pa, pbs)));
}

inline ghash_wide ghash_wide_zero()
{
	const uint64x2_t z = vdupq_n_u64(0);

	return { z, z, z };
}

// Modulo x^128 + x^7 + x^2 + x + 1 (section 6.3). With the middle term split over them, the
// product is the words c3:c2 (hi) and c1:c0 (lo). x^128 is x^7 + x^2 + x + 1 (0x87), so
// c3 * x^192 folds into c2:c1 as c3 * 0x87 * x^64, then c2 * x^128 into c1:c0 as c2 * 0x87.
inline uint64x2_t ghash_reduce(const ghash_wide &w)
{
	const uint64x2_t z = vdupq_n_u64(0);
	const poly64x2_t k = ghash_p64(vdupq_n_u64(0x87));
	uint64x2_t lo = veorq_u64(w.lo, vextq_u64(z, w.mid, 1));
	uint64x2_t hi = veorq_u64(w.hi, vextq_u64(w.mid, z, 1));
	uint64x2_t t = ghash_u64(vmull_high_p64(ghash_p64(hi), k));

	lo = veorq_u64(lo, vextq_u64(z, t, 1));
	hi = veorq_u64(hi, vextq_u64(t, z, 1));
	t = ghash_u64(vmull_p64(vgetq_lane_p64(ghash_p64(hi), 0), vgetq_lane_p64(k, 0)));
	return veorq_u64(lo, t);
}

inline uint64x2_t ghash_mul(uint64x2_t a, uint64x2_t b)
{
	ghash_wide w = ghash_wide_zero();

	ghash_mul_add(w, a, b);
	return ghash_reduce(w);
}

// The powers of H of one key in registers: h[0] = H^4 .. h[3] = H.
struct gcm_powers {
	uint64x2_t h[GCM_CE_KEY_POWERS];

	explicit gcm_powers(const u8 (*h_powers)[16])
	{
		for (unsigned int i = 0; i < GCM_CE_KEY_POWERS; i++)
			h[i] = vreinterpretq_u64_u8(vld1q_u8(h_powers[i]));
	}

	uint64x2_t one() const { return h[GCM_CE_KEY_POWERS - 1]; }

	// Y' = (((Y + X0) H + X1) H + X2) H + X3) H = (Y + X0) H^4 + X1 H^3 + X2 H^2 + X3 H:
	// four multiplies and one reduction (blocks in GCM's byte order).
	uint64x2_t hash4(uint64x2_t y, uint8x16_t x0, uint8x16_t x1, uint8x16_t x2,
			 uint8x16_t x3) const
	{
		ghash_wide w = ghash_wide_zero();

		ghash_mul_add(w, veorq_u64(y, ghash_reflect(x0)), h[0]);
		ghash_mul_add(w, ghash_reflect(x1), h[1]);
		ghash_mul_add(w, ghash_reflect(x2), h[2]);
		ghash_mul_add(w, ghash_reflect(x3), h[3]);
		return ghash_reduce(w);
	}

	uint64x2_t hash1(uint64x2_t y, uint8x16_t x) const
	{
		return ghash_mul(veorq_u64(y, ghash_reflect(x)), one());
	}
};

// The counter blocks of section 6.5's GCTR: the first 96 bits fixed, the last 32 a big-endian
// count that wraps (inc_32).
struct gcm_counter {
	uint32x4_t block;
	u32 n;

	explicit gcm_counter(const u8 *ctr)
		: block(vreinterpretq_u32_u8(vld1q_u8(ctr))),
		  n(__builtin_bswap32(vgetq_lane_u32(block, 3)))
	{
	}

	uint8x16_t next()
	{
		return vreinterpretq_u8_u32(vsetq_lane_u32(__builtin_bswap32(n++), block, 3));
	}

	void store(u8 *ctr) const
	{
		vst1q_u8(ctr, vreinterpretq_u8_u32(vsetq_lane_u32(__builtin_bswap32(n), block, 3)));
	}
};

// GCTR and GHASH over the text in one pass (section 7.1 steps 3-5 and 7.2 steps 3-6): four
// counter blocks encrypted per round of the loop, and the four ciphertext blocks they give (or
// take, decrypting) hashed with one reduction. Every input block is loaded before its output
// is stored, so @dst may equal @src.
template <bool ENC, typename Core>
void gcm_ce_crypt(const Core &c, const gcm_powers &hp, u8 *ctr, u8 *acc, const u8 *src, u8 *dst,
		  unsigned int len)
{
	gcm_counter cb(ctr);
	uint64x2_t y = vreinterpretq_u64_u8(vld1q_u8(acc));

	for (; len >= 4 * 16; len -= 4 * 16, src += 64, dst += 64) {
		uint8x16_t k0 = c(cb.next()), k1 = c(cb.next());
		uint8x16_t k2 = c(cb.next()), k3 = c(cb.next());
		uint8x16_t i0 = vld1q_u8(src), i1 = vld1q_u8(src + 16);
		uint8x16_t i2 = vld1q_u8(src + 32), i3 = vld1q_u8(src + 48);
		uint8x16_t o0 = veorq_u8(i0, k0), o1 = veorq_u8(i1, k1);
		uint8x16_t o2 = veorq_u8(i2, k2), o3 = veorq_u8(i3, k3);

		vst1q_u8(dst, o0);
		vst1q_u8(dst + 16, o1);
		vst1q_u8(dst + 32, o2);
		vst1q_u8(dst + 48, o3);
		y = ENC ? hp.hash4(y, o0, o1, o2, o3) : hp.hash4(y, i0, i1, i2, i3);
	}
	for (; len >= 16; len -= 16, src += 16, dst += 16) {
		uint8x16_t i = vld1q_u8(src), o = veorq_u8(i, c(cb.next()));

		vst1q_u8(dst, o);
		y = hp.hash1(y, ENC ? o : i);
	}
	// The final partial block: only its bytes are written, and the ciphertext is hashed
	// padded with zeros (section 7.1 step 5).
	if (len) {
		u8 in[16] = {}, out[16];

		memcpy(in, src, len);
		vst1q_u8(out, veorq_u8(vld1q_u8(in), c(cb.next())));
		memcpy(dst, out, len);
		memset(out + len, 0, sizeof(out) - len);
		y = hp.hash1(y, vld1q_u8(ENC ? out : in));
		memset(in, 0, sizeof(in));
		memset(out, 0, sizeof(out));
	}
	vst1q_u8(acc, vreinterpretq_u8_u64(y));
	cb.store(ctr);
}

// H^1 .. H^4 from H = E(K, 0^128) in GCM's bytes (section 7.1 step 1), into @h_powers highest
// first, as gcm_powers loads them.
inline void gcm_ce_powers(uint8x16_t h0, u8 (*h_powers)[16])
{
	const uint64x2_t h = ghash_reflect(h0);
	uint64x2_t p = h;

	for (unsigned int k = 1; k <= GCM_CE_KEY_POWERS; k++) {
		vst1q_u8(h_powers[GCM_CE_KEY_POWERS - k], vreinterpretq_u8_u64(p));
		p = ghash_mul(p, h);
	}
}

// @len bytes of associated data into @acc, a final partial block padded with zeros.
inline void gcm_ce_aad(const gcm_powers &hp, u8 acc[16], const u8 *aad, unsigned int len)
{
	uint64x2_t y = vreinterpretq_u64_u8(vld1q_u8(acc));

	for (; len >= 64; len -= 64, aad += 64)
		y = hp.hash4(y, vld1q_u8(aad), vld1q_u8(aad + 16), vld1q_u8(aad + 32),
			     vld1q_u8(aad + 48));
	for (; len >= 16; len -= 16, aad += 16)
		y = hp.hash1(y, vld1q_u8(aad));
	if (len) {
		u8 last[16] = {};

		memcpy(last, aad, len);
		y = hp.hash1(y, vld1q_u8(last));
	}
	vst1q_u8(acc, vreinterpretq_u8_u64(y));
}

// S = GHASH(A || 0 || C || 0 || [len(A)]64 || [len(C)]64), T = MSB_t(GCTR(J0, S)): the lengths
// block hashed last, then E(K, J0) added (section 7.1 steps 5-6).
template <typename Core>
void gcm_ce_final(const Core &c, const gcm_powers &hp, const u8 j0[16], u8 acc[16], u64 aadlen,
		  u64 datalen)
{
	const uint64x2_t bits = vcombine_u64(vcreate_u64(__builtin_bswap64(aadlen * 8)),
					     vcreate_u64(__builtin_bswap64(datalen * 8)));
	uint64x2_t y = vreinterpretq_u64_u8(vld1q_u8(acc));

	y = hp.hash1(y, vreinterpretq_u8_u64(bits));
	ghash_store(acc, y);
	vst1q_u8(acc, veorq_u8(vld1q_u8(acc), c(vld1q_u8(j0))));
}

} // namespace

#endif /* _UKC_ARCH_ARM64_GHASH_CE_CORE_H */
