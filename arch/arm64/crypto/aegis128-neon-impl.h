/* SPDX-License-Identifier: GPL-2.0-only */
/* AEGIS-128 (AEGIS v1.1) over one AES-round function, one copy per ISA file (aegis128-neon.cpp,
 * aegis128-ce.cpp), each built with its own flags. */
#ifndef _UKC_ARCH_ARM64_AEGIS128_NEON_IMPL_H
#define _UKC_ARCH_ARM64_AEGIS128_NEON_IMPL_H

#include <arm_neon.h>
#include <linux/string.h>

#include "aegis.h"
#include "aegis128-neon.h"

/*
 * A Round is built once per call (Round()) and maps (x, k) to AESRound(x, k): SubBytes,
 * ShiftRows and MixColumns of x, then xor with k (FIPS-197 5.1, one full round).
 */
namespace {

constexpr unsigned int aegis128_block = 16;

struct aegis128_regs {
	uint8x16_t s0, s1, s2, s3, s4;
};

inline aegis128_regs aegis128_load_state(const u8 *state)
{
	return { vld1q_u8(state), vld1q_u8(state + 16), vld1q_u8(state + 32), vld1q_u8(state + 48),
		 vld1q_u8(state + 64) };
}

inline void aegis128_store_state(u8 *state, const aegis128_regs &s)
{
	vst1q_u8(state, s.s0);
	vst1q_u8(state + 16, s.s1);
	vst1q_u8(state + 32, s.s2);
	vst1q_u8(state + 48, s.s3);
	vst1q_u8(state + 64, s.s4);
}

// StateUpdate128(S, m) (section 2.3.1): S'i = AESRound(S(i-1), Si) for i = 1..4 and
// S'0 = AESRound(S4, S0 ^ m). The round key enters by xor, so m may be xored in afterwards.
template <typename Round>
inline void aegis128_update(const Round &r, aegis128_regs &s, uint8x16_t m)
{
	uint8x16_t t = r(s.s4, s.s0);

	s.s4 = r(s.s3, s.s4);
	s.s3 = r(s.s2, s.s3);
	s.s2 = r(s.s1, s.s2);
	s.s1 = r(s.s0, s.s1);
	s.s0 = veorq_u8(t, m);
}

// Section 2.3.4: the keystream block S1 ^ S4 ^ (S2 & S3).
inline uint8x16_t aegis128_keystream(const aegis128_regs &s)
{
	return veorq_u8(veorq_u8(s.s1, s.s4), vandq_u8(s.s2, s.s3));
}

// Section 2.3.2: S0 = K ^ IV, S1 = const1, S2 = const0, S3 = K ^ const0, S4 = K ^ const1,
// then ten updates absorbing K and K ^ IV in turn.
template <typename Round> void aegis128_neon_init_t(u8 *state, const u8 *key, const u8 *iv)
{
	const Round r;
	uint8x16_t k = vld1q_u8(key), kiv = veorq_u8(k, vld1q_u8(iv));
	uint8x16_t c0 = vld1q_u8(ukc::aegis128_consts.data());
	uint8x16_t c1 = vld1q_u8(ukc::aegis128_consts.data() + aegis128_block);
	aegis128_regs s = { kiv, c1, c0, veorq_u8(k, c0), veorq_u8(k, c1) };

	for (int i = 0; i < 5; i++) {
		aegis128_update(r, s, k);
		aegis128_update(r, s, kiv);
	}
	aegis128_store_state(state, s);
}

template <typename Round> void aegis128_neon_update_t(u8 *state, const u8 *msg)
{
	const Round r;
	aegis128_regs s = aegis128_load_state(state);

	aegis128_update(r, s, vld1q_u8(msg));
	aegis128_store_state(state, s);
}

// Each block's keystream comes from the state before the block is absorbed (section 2.3.4), and
// the state absorbs the plaintext: the input when encrypting, the output when decrypting. A final
// partial block is zero-padded for the update; on decryption that means zeroing the padding
// bytes of the recovered plaintext (section 2.4).
template <typename Round, bool Enc>
void aegis128_neon_crypt_t(u8 *state, u8 *dst, const u8 *src, unsigned int size)
{
	const Round r;
	aegis128_regs s = aegis128_load_state(state);

	for (; size >= aegis128_block; size -= aegis128_block) {
		uint8x16_t in = vld1q_u8(src), out = veorq_u8(in, aegis128_keystream(s));

		vst1q_u8(dst, out);
		aegis128_update(r, s, Enc ? in : out);
		src += aegis128_block;
		dst += aegis128_block;
	}
	if (size) {
		u8 buf[aegis128_block] = {};

		memcpy(buf, src, size);
		uint8x16_t in = vld1q_u8(buf);
		vst1q_u8(buf, veorq_u8(in, aegis128_keystream(s)));
		if (!Enc)
			memset(buf + size, 0, aegis128_block - size);
		aegis128_update(r, s, Enc ? in : vld1q_u8(buf));
		memcpy(dst, buf, size);
		memzero_explicit(buf, sizeof(buf));
	}
	aegis128_store_state(state, s);
}

// Section 2.3.5: seven updates absorbing S3 ^ (adlen || msglen), each a 64-bit little-endian
// bit count, then the tag S0 ^ S1 ^ S2 ^ S3 ^ S4. The comparison has no early exit.
template <typename Round>
int aegis128_neon_final_t(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize)
{
	const Round r;
	aegis128_regs s = aegis128_load_state(state);
	uint64x2_t lens = vcombine_u64(vcreate_u64(assoclen * 8), vcreate_u64(cryptlen * 8));
	uint8x16_t t = veorq_u8(vreinterpretq_u8_u64(lens), s.s3);

	for (int i = 0; i < 7; i++)
		aegis128_update(r, s, t);
	t = veorq_u8(veorq_u8(s.s0, s.s1), veorq_u8(s.s2, s.s3));
	t = veorq_u8(t, s.s4);
	aegis128_store_state(state, s);
	if (!authsize) {
		vst1q_u8(tag, veorq_u8(t, vld1q_u8(tag)));
		return 0;
	}
	u8 diff[aegis128_block];
	u8 acc = 0;

	vst1q_u8(diff, veorq_u8(t, vld1q_u8(tag)));
	for (unsigned int i = 0; i < authsize && i < aegis128_block; i++)
		acc |= diff[i];
	return acc != 0;
}

// The steps over one Round, for the ISA file that instantiates them.
template <typename Round>
constexpr ukc::arm64::aegis128_neon_steps aegis128_neon_steps_of = {
	.init = aegis128_neon_init_t<Round>,
	.update = aegis128_neon_update_t<Round>,
	.encrypt = aegis128_neon_crypt_t<Round, true>,
	.decrypt = aegis128_neon_crypt_t<Round, false>,
	.final = aegis128_neon_final_t<Round>,
};

} // namespace

#endif /* _UKC_ARCH_ARM64_AEGIS128_NEON_IMPL_H */
