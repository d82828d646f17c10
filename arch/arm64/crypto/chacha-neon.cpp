// SPDX-License-Identifier: GPL-2.0-only
// ChaCha (RFC 8439 section 2.3) and HChaCha (draft-irtf-cfrg-xchacha-03 section 2.2) with
// Advanced SIMD intrinsics: four blocks side by side, each vector one state word of the four,
// and a single block as four row vectors, for the last block of a stream (and HChaCha).
#include <arm_neon.h>
#include <crypto/chacha.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include <algorithm>

#include "chacha-neon.h"

namespace {

// Left rotations of each 32-bit lane: 16 by swapping halves, 8 by a byte permutation, 12 and
// 7 by a shift and a shift-right-insert.
inline uint32x4_t rotl16(uint32x4_t x)
{
	return vreinterpretq_u32_u16(vrev32q_u16(vreinterpretq_u16_u32(x)));
}

template <int N> inline uint32x4_t rotl(uint32x4_t x)
{
	return vsriq_n_u32(vshlq_n_u32(x, N), x, 32 - N);
}

// Byte k of each rotated word is byte k - 1 (mod 4) of the word (little-endian lanes).
constexpr u8 chacha_rotl8_index[16] = { 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14 };

struct chacha_rotl8 {
	uint8x16_t index = vld1q_u8(chacha_rotl8_index);

	uint32x4_t operator()(uint32x4_t x) const
	{
		return vreinterpretq_u32_u8(vqtbl1q_u8(vreinterpretq_u8_u32(x), index));
	}
};

// The quarter round (RFC 8439 section 2.1) on four lanes at once.
inline void chacha_qr(uint32x4_t &a, uint32x4_t &b, uint32x4_t &c, uint32x4_t &d,
		      const chacha_rotl8 &rotl8)
{
	a = vaddq_u32(a, b);
	d = rotl16(veorq_u32(d, a));
	c = vaddq_u32(c, d);
	b = rotl<12>(veorq_u32(b, c));
	a = vaddq_u32(a, b);
	d = rotl8(veorq_u32(d, a));
	c = vaddq_u32(c, d);
	b = rotl<7>(veorq_u32(b, c));
}

// XORs the first @len bytes (up to 16) of @ks into @src, to @dst.
inline void chacha_xor16(u8 *dst, const u8 *src, uint8x16_t ks, unsigned int len)
{
	if (len == 16) {
		vst1q_u8(dst, veorq_u8(vld1q_u8(src), ks));
		return;
	}
	u8 buf[16] = {};

	memcpy(buf, src, len);
	vst1q_u8(buf, veorq_u8(vld1q_u8(buf), ks));
	memcpy(dst, buf, len);
	memzero_explicit(buf, sizeof(buf));
}

// XORs the keystream vectors @ks, in order, into the first @len bytes (at most 16 * @n).
inline void chacha_xor_out(u8 *dst, const u8 *src, const uint32x4_t *ks, unsigned int n,
			   unsigned int len)
{
	for (unsigned int i = 0; i < n && len; i++) {
		const unsigned int l = std::min(len, 16u);

		chacha_xor16(dst, src, vreinterpretq_u8_u32(ks[i]), l);
		dst += l;
		src += l;
		len -= l;
	}
}

// The rounds on one block held as its four rows.
void chacha_row_rounds(uint32x4_t x[4], int nrounds)
{
	const chacha_rotl8 rotl8;

	for (int i = 0; i < nrounds; i += 2) {
		chacha_qr(x[0], x[1], x[2], x[3], rotl8);
		// Rows 1-3 turned left by 1-3 words: each column is now a diagonal.
		x[1] = vextq_u32(x[1], x[1], 1);
		x[2] = vextq_u32(x[2], x[2], 2);
		x[3] = vextq_u32(x[3], x[3], 3);
		chacha_qr(x[0], x[1], x[2], x[3], rotl8);
		x[1] = vextq_u32(x[1], x[1], 3);
		x[2] = vextq_u32(x[2], x[2], 2);
		x[3] = vextq_u32(x[3], x[3], 1);
	}
}

// One block (or the first @len bytes of it) from @state's counter; the caller advances it.
void chacha_1block_xor(const u32 *state, u8 *dst, const u8 *src, unsigned int len, int nrounds)
{
	const uint32x4_t in[4] = { vld1q_u32(state), vld1q_u32(state + 4), vld1q_u32(state + 8),
				   vld1q_u32(state + 12) };
	uint32x4_t x[4] = { in[0], in[1], in[2], in[3] };

	chacha_row_rounds(x, nrounds);
	for (int r = 0; r < 4; r++)
		x[r] = vaddq_u32(x[r], in[r]);
	chacha_xor_out(dst, src, x, 4, len);
}

// Lanes 0-3 of @a..@d as four vectors, the words of one lane each.
inline void chacha_transpose(uint32x4_t &a, uint32x4_t &b, uint32x4_t &c, uint32x4_t &d)
{
	const uint64x2_t ab0 = vreinterpretq_u64_u32(vtrn1q_u32(a, b));
	const uint64x2_t ab1 = vreinterpretq_u64_u32(vtrn2q_u32(a, b));
	const uint64x2_t cd0 = vreinterpretq_u64_u32(vtrn1q_u32(c, d));
	const uint64x2_t cd1 = vreinterpretq_u64_u32(vtrn2q_u32(c, d));

	a = vreinterpretq_u32_u64(vtrn1q_u64(ab0, cd0));
	b = vreinterpretq_u32_u64(vtrn1q_u64(ab1, cd1));
	c = vreinterpretq_u32_u64(vtrn2q_u64(ab0, cd0));
	d = vreinterpretq_u32_u64(vtrn2q_u64(ab1, cd1));
}

// Four blocks (or the first @len bytes, more than one block, of them) from @state's counter
// and the next three; the caller advances it.
void chacha_4block_xor(const u32 *state, u8 *dst, const u8 *src, unsigned int len, int nrounds)
{
	static constexpr u32 lane_counter[4] = { 0, 1, 2, 3 };
	const chacha_rotl8 rotl8;
	uint32x4_t in[16], x[16];

	for (int w = 0; w < 16; w++)
		in[w] = vdupq_n_u32(state[w]);
	in[12] = vaddq_u32(in[12], vld1q_u32(lane_counter));
	for (int w = 0; w < 16; w++)
		x[w] = in[w];
	for (int i = 0; i < nrounds; i += 2) {
		for (int c = 0; c < 4; c++)
			chacha_qr(x[c], x[4 + c], x[8 + c], x[12 + c], rotl8);
		for (int c = 0; c < 4; c++)
			chacha_qr(x[c], x[4 + (c + 1) % 4], x[8 + (c + 2) % 4], x[12 + (c + 3) % 4],
				  rotl8);
	}
	for (int w = 0; w < 16; w++)
		x[w] = vaddq_u32(x[w], in[w]);
	// Each group of four words to the four blocks' 16 bytes at that place.
	for (int g = 0; g < 16; g += 4)
		chacha_transpose(x[g], x[g + 1], x[g + 2], x[g + 3]);
	for (unsigned int b = 0; b < 4 && b * CHACHA_BLOCK_SIZE < len; b++) {
		const uint32x4_t block[4] = { x[b], x[4 + b], x[8 + b], x[12 + b] };
		const unsigned int off = b * CHACHA_BLOCK_SIZE;

		chacha_xor_out(dst + off, src + off, block, 4, len - off);
	}
}

} // namespace

namespace ukc::arm64 {

void chacha_crypt_neon(u32 *state, u8 *dst, const u8 *src, unsigned int bytes, int nrounds)
{
	while (bytes > CHACHA_BLOCK_SIZE) {
		const unsigned int todo = std::min(bytes, 4u * CHACHA_BLOCK_SIZE);

		chacha_4block_xor(state, dst, src, todo, nrounds);
		state[12] += DIV_ROUND_UP(todo, CHACHA_BLOCK_SIZE);
		bytes -= todo;
		src += todo;
		dst += todo;
	}
	if (bytes) {
		chacha_1block_xor(state, dst, src, bytes, nrounds);
		state[12]++;
	}
}

// The rounds alone, with no feed-forward: words 0-3 and 12-15 are the subkey.
void hchacha_block_neon(const u32 *state, u32 *out, int nrounds)
{
	uint32x4_t x[4] = { vld1q_u32(state), vld1q_u32(state + 4), vld1q_u32(state + 8),
			    vld1q_u32(state + 12) };

	chacha_row_rounds(x, nrounds);
	vst1q_u32(out, x[0]);
	vst1q_u32(out + 4, x[3]);
}

} // namespace ukc::arm64
