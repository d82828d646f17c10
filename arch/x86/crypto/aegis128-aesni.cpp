// SPDX-License-Identifier: GPL-2.0-only
// AEGIS-128 with AES-NI: the state in five xmm registers, one AESENC per state word per block;
// the only file of the AEGIS driver built with -maes -mssse3 -msse4.1.
#include <immintrin.h>

#include <linux/string.h>

#include "aegis.h"
#include "aegis128-aesni.h"

namespace {

constexpr unsigned int aegis128_block = 16;

struct aegis128_regs {
	__m128i s0, s1, s2, s3, s4;
};

inline __m128i aegis128_ld(const u8 *p)
{
	return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
}

inline void aegis128_st(u8 *p, __m128i v)
{
	_mm_storeu_si128(reinterpret_cast<__m128i *>(p), v);
}

inline aegis128_regs aegis128_load_state(const u8 *state)
{
	return { aegis128_ld(state), aegis128_ld(state + 16), aegis128_ld(state + 32),
		 aegis128_ld(state + 48), aegis128_ld(state + 64) };
}

inline void aegis128_store_state(u8 *state, const aegis128_regs &s)
{
	aegis128_st(state, s.s0);
	aegis128_st(state + 16, s.s1);
	aegis128_st(state + 32, s.s2);
	aegis128_st(state + 48, s.s3);
	aegis128_st(state + 64, s.s4);
}

// StateUpdate128(S, m) (section 2.3.1): S'i = AESRound(S(i-1), Si) for i = 1..4 and
// S'0 = AESRound(S4, S0 ^ m), where AESRound(x, k) is one full AES round of x with round key
// k: exactly AESENC x, k. The round key enters by XOR, so m may be xored in after the round.
inline void aegis128_round(aegis128_regs &s, __m128i m)
{
	__m128i t = _mm_aesenc_si128(s.s4, s.s0);

	s.s4 = _mm_aesenc_si128(s.s3, s.s4);
	s.s3 = _mm_aesenc_si128(s.s2, s.s3);
	s.s2 = _mm_aesenc_si128(s.s1, s.s2);
	s.s1 = _mm_aesenc_si128(s.s0, s.s1);
	s.s0 = _mm_xor_si128(t, m);
}

// The same update with S0 held as s.s0 ^ acc, for runs of blocks. S'0 = AESRound(S4) ^ S0 ^ m
// = AESENC(S4, s.s0) ^ (acc ^ m): the new s.s0 is AESENC(S4, s.s0) and m joins acc, so the chain
// through S0 is one AESENC a block; the XOR to the true S0 is only needed for S'1, and costs
// one XOR per trip around all five words (five blocks) instead of one per block.
inline void aegis128_round_deferred(aegis128_regs &s, __m128i &acc, __m128i m)
{
	__m128i s0 = _mm_xor_si128(s.s0, acc);

	s.s0 = _mm_aesenc_si128(s.s4, s.s0);
	s.s4 = _mm_aesenc_si128(s.s3, s.s4);
	s.s3 = _mm_aesenc_si128(s.s2, s.s3);
	s.s2 = _mm_aesenc_si128(s.s1, s.s2);
	s.s1 = _mm_aesenc_si128(s0, s.s1);
	acc = _mm_xor_si128(acc, m);
}

// Section 2.3.4: the keystream block S1 ^ S4 ^ (S2 & S3).
inline __m128i aegis128_keystream(const aegis128_regs &s)
{
	return _mm_xor_si128(_mm_xor_si128(s.s1, s.s4), _mm_and_si128(s.s2, s.s3));
}

// All-ones in the first @n bytes, zero in the rest (n < 16).
inline __m128i aegis128_head_mask(unsigned int n)
{
	const __m128i idx = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);

	return _mm_cmplt_epi8(idx, _mm_set1_epi8(static_cast<char>(n)));
}

// A final block of @n < 16 bytes: the plaintext is zero-padded for the update (section 2.3.4).
void aegis128_encrypt_tail(aegis128_regs &s, u8 *dst, const u8 *src, unsigned int n)
{
	u8 buf[aegis128_block] = {};

	memcpy(buf, src, n);
	__m128i m = aegis128_ld(buf);
	aegis128_st(buf, _mm_xor_si128(m, aegis128_keystream(s)));
	aegis128_round(s, m);
	memcpy(dst, buf, n);
	memzero_explicit(buf, sizeof(buf));
}

// Section 2.4: the absorbed plaintext of a partial block has its padding bytes zeroed.
void aegis128_decrypt_tail(aegis128_regs &s, u8 *dst, const u8 *src, unsigned int n)
{
	u8 buf[aegis128_block] = {};

	memcpy(buf, src, n);
	__m128i m = _mm_xor_si128(aegis128_ld(buf), aegis128_keystream(s));
	m = _mm_and_si128(m, aegis128_head_mask(n));
	aegis128_st(buf, m);
	aegis128_round(s, m);
	memcpy(dst, buf, n);
	memzero_explicit(buf, sizeof(buf));
}

} // namespace

// Section 2.3.2: S0 = K ^ IV, S1 = const1, S2 = const0, S3 = K ^ const0, S4 = K ^ const1,
// then ten updates absorbing K and K ^ IV in turn.
void aegis128_aesni_init(u8 *state, const u8 *key, const u8 *iv)
{
	__m128i k = aegis128_ld(key), kiv = _mm_xor_si128(k, aegis128_ld(iv));
	__m128i c0 = aegis128_ld(ukc::aegis128_consts.data());
	__m128i c1 = aegis128_ld(ukc::aegis128_consts.data() + aegis128_block);
	aegis128_regs s = { kiv, c1, c0, _mm_xor_si128(k, c0), _mm_xor_si128(k, c1) };

	for (int i = 0; i < 5; i++) {
		aegis128_round(s, k);
		aegis128_round(s, kiv);
	}
	aegis128_store_state(state, s);
}

void aegis128_aesni_update(u8 *state, const u8 *msg)
{
	aegis128_regs s = aegis128_load_state(state);

	aegis128_round(s, aegis128_ld(msg));
	aegis128_store_state(state, s);
}

// The state stays in registers for the whole chunk (S0 deferred as above); each block's
// keystream comes from the state before the block is absorbed (section 2.3.4).
void aegis128_aesni_encrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size)
{
	aegis128_regs s = aegis128_load_state(state);
	__m128i acc = _mm_setzero_si128();

	for (; size >= aegis128_block; size -= aegis128_block) {
		__m128i m = aegis128_ld(src);

		aegis128_st(dst, _mm_xor_si128(m, aegis128_keystream(s)));
		aegis128_round_deferred(s, acc, m);
		src += aegis128_block;
		dst += aegis128_block;
	}
	s.s0 = _mm_xor_si128(s.s0, acc);
	if (size)
		aegis128_encrypt_tail(s, dst, src, size);
	aegis128_store_state(state, s);
}

// Here each block's plaintext depends on the state, and deferring S0 as encryption does puts
// two more XORs on the chain from S1 through m back to S1 (measured slower on Zen 5), so the
// plain update runs here, with m = (C ^ S4 ^ S1) ^ (S2 & S3) as two independent halves.
void aegis128_aesni_decrypt(u8 *state, u8 *dst, const u8 *src, unsigned int size)
{
	aegis128_regs s = aegis128_load_state(state);

	for (; size >= aegis128_block; size -= aegis128_block) {
		__m128i c = aegis128_ld(src);
		__m128i m = _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(c, s.s4), s.s1),
					  _mm_and_si128(s.s2, s.s3));

		aegis128_st(dst, m);
		aegis128_round(s, m);
		src += aegis128_block;
		dst += aegis128_block;
	}
	if (size)
		aegis128_decrypt_tail(s, dst, src, size);
	aegis128_store_state(state, s);
}

// Section 2.3.5: seven updates absorbing S3 ^ (adlen || msglen), each a 64-bit little-endian
// bit count, then the tag S0 ^ S1 ^ S2 ^ S3 ^ S4. The comparison looks at every byte.
int aegis128_aesni_final(u8 *state, u8 *tag, u64 assoclen, u64 cryptlen, unsigned int authsize)
{
	aegis128_regs s = aegis128_load_state(state);
	__m128i lens = _mm_set_epi64x(static_cast<long long>(cryptlen * 8),
				      static_cast<long long>(assoclen * 8));
	__m128i t = _mm_xor_si128(lens, s.s3);

	for (int i = 0; i < 7; i++)
		aegis128_round(s, t);
	t = _mm_xor_si128(_mm_xor_si128(s.s0, s.s1), _mm_xor_si128(s.s2, s.s3));
	t = _mm_xor_si128(t, s.s4);
	aegis128_store_state(state, s);
	if (!authsize) {
		aegis128_st(tag, _mm_xor_si128(t, aegis128_ld(tag)));
		return 0;
	}
	unsigned int differ = ~static_cast<unsigned int>(
		_mm_movemask_epi8(_mm_cmpeq_epi8(t, aegis128_ld(tag))));

	return (differ & ((1u << authsize) - 1)) != 0;
}
