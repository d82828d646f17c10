// SPDX-License-Identifier: GPL-2.0-only
// AES-NI: key expansion, single blocks and the ECB, CBC, CTS-CBC, CTR and XTS modes over one
// block per 128-bit register; the only file of the AES-NI drivers built with -maes -msse4.1.
#include "aes-x86-modes.h"
#include "aesni-intel.h"

namespace {

// SubWord (FIPS-197 5.2): AESKEYGENASSIST applies the S-box to dwords 1 and 3 of its source
// and returns SubWord(dword 1) in dword 0.
u32 aesni_sub_word(u32 w)
{
	__m128i r = _mm_aeskeygenassist_si128(_mm_set_epi32(0, 0, static_cast<int>(w), 0), 0);

	return static_cast<u32>(_mm_cvtsi128_si32(r));
}

u32 aesni_le32(const u8 *p)
{
	return static_cast<u32>(p[0]) | static_cast<u32>(p[1]) << 8 | static_cast<u32>(p[2]) << 16 |
	       static_cast<u32>(p[3]) << 24;
}

// FIPS-197 5.2 KeyExpansion word by word (used for AES-192, whose 6-word steps do not fall on
// round-key boundaries), on words that are little-endian loads of the key bytes, so RotWord
// is a rotation right by 8 and Rcon[i] sits in the low byte.
void aesni_expand_enc(u32 *w, const u8 *key, unsigned int nk, unsigned int nr)
{
	u32 rcon = 1;

	for (unsigned int i = 0; i < nk; i++)
		w[i] = aesni_le32(key + 4 * i);
	for (unsigned int i = nk; i < 4 * (nr + 1); i++) {
		u32 temp = w[i - 1];

		if (i % nk == 0) {
			temp = aesni_sub_word((temp >> 8) | (temp << 24)) ^ rcon;
			rcon = ((rcon << 1) ^ ((rcon & 0x80) ? 0x1b : 0)) & 0xff;
		} else if (nk > 6 && i % nk == 4) {
			temp = aesni_sub_word(temp);
		}
		w[i] = w[i - nk] ^ temp;
	}
}

// Four words of the schedule at once (FIPS-197 5.2): each new word is the word Nk back XORed
// with the one before it, so the new block is the prefix XOR of the old one, plus @temp (the
// transformed last word, broadcast) in every word.
inline __m128i aesni_expand_block(__m128i prev, __m128i temp)
{
	prev = _mm_xor_si128(prev, _mm_slli_si128(prev, 4));
	prev = _mm_xor_si128(prev, _mm_slli_si128(prev, 8));
	return _mm_xor_si128(prev, temp);
}

// AES-128: round key i from round key i - 1, RotWord/SubWord/Rcon from AESKEYGENASSIST's
// dword 3 (its RotWord(SubWord(dword 3)) ^ RCON).
template <int RCON> inline __m128i aesni_next_128(__m128i k)
{
	return aesni_expand_block(k, _mm_shuffle_epi32(_mm_aeskeygenassist_si128(k, RCON), 0xff));
}

void aesni_expand_128(u32 *w, const u8 *key)
{
	__m128i k = aes_load128(key);
	u8 *out = reinterpret_cast<u8 *>(w);

	aes_store128(out, k);
	aes_store128(out + 16, k = aesni_next_128<0x01>(k));
	aes_store128(out + 32, k = aesni_next_128<0x02>(k));
	aes_store128(out + 48, k = aesni_next_128<0x04>(k));
	aes_store128(out + 64, k = aesni_next_128<0x08>(k));
	aes_store128(out + 80, k = aesni_next_128<0x10>(k));
	aes_store128(out + 96, k = aesni_next_128<0x20>(k));
	aes_store128(out + 112, k = aesni_next_128<0x40>(k));
	aes_store128(out + 128, k = aesni_next_128<0x80>(k));
	aes_store128(out + 144, k = aesni_next_128<0x1b>(k));
	aes_store128(out + 160, aesni_next_128<0x36>(k));
}

// AES-256: the even round keys take RotWord/SubWord/Rcon of the odd key before them, the odd
// ones SubWord alone (Nk = 8, i mod Nk = 4) of the even key before them (dword 2's SubWord).
template <int RCON> inline void aesni_next_256(__m128i &a, __m128i &b, u8 *out)
{
	a = aesni_expand_block(a, _mm_shuffle_epi32(_mm_aeskeygenassist_si128(b, RCON), 0xff));
	aes_store128(out, a);
	if (RCON == 0x40)
		return;
	b = aesni_expand_block(b, _mm_shuffle_epi32(_mm_aeskeygenassist_si128(a, 0), 0xaa));
	aes_store128(out + 16, b);
}

void aesni_expand_256(u32 *w, const u8 *key)
{
	__m128i a = aes_load128(key), b = aes_load128(key + 16);
	u8 *out = reinterpret_cast<u8 *>(w);

	aes_store128(out, a);
	aes_store128(out + 16, b);
	aesni_next_256<0x01>(a, b, out + 32);
	aesni_next_256<0x02>(a, b, out + 64);
	aesni_next_256<0x04>(a, b, out + 96);
	aesni_next_256<0x08>(a, b, out + 128);
	aesni_next_256<0x10>(a, b, out + 160);
	aesni_next_256<0x20>(a, b, out + 192);
	aesni_next_256<0x40>(a, b, out + 224);
}

// FIPS-197 5.3.5 Equivalent Inverse Cipher: the round keys reversed, InvMixColumns (AESIMC)
// on all but the first and the last.
void aesni_expand_dec(const u32 *enc, u32 *dec, unsigned int nr)
{
	aes_store128(reinterpret_cast<u8 *>(dec), aes_round_key(enc, static_cast<int>(nr)));
	for (unsigned int r = 1; r < nr; r++)
		aes_store128(reinterpret_cast<u8 *>(dec + 4 * r),
			     _mm_aesimc_si128(aes_round_key(enc, static_cast<int>(nr - r))));
	aes_store128(reinterpret_cast<u8 *>(dec + 4 * nr), aes_round_key(enc, 0));
}

template <int NR, bool ENC>
void aesni_ecb_nr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len)
{
	constexpr unsigned int step = 16 * aes_v128::ways;
	__m128i rk[NR + 1];

	aes_load_keys<aes_v128, NR>(ENC ? key->key_enc : key->key_dec, rk);
	for (; len >= step; len -= step, src += step, dst += step) {
		__m128i s[aes_v128::ways];

#pragma GCC unroll 16
		for (unsigned int j = 0; j < aes_v128::ways; j++)
			s[j] = _mm_xor_si128(aes_load128(src + 16 * j), rk[0]);
		aes_middle_rounds<aes_v128, NR, ENC, aes_v128::ways>(s, rk);
#pragma GCC unroll 16
		for (unsigned int j = 0; j < aes_v128::ways; j++)
			aes_store128(dst + 16 * j, aes_last_round<aes_v128, ENC>(s[j], rk[NR]));
	}
	for (; len >= 16; len -= 16, src += 16, dst += 16)
		aes_store128(dst, aes_crypt_lane<aes_v128, NR, ENC>(rk, aes_load128(src)));
}

// CBC encryption is one chain. The next plaintext block (with round key 0) is folded into the
// last round key, so the chain is the NR AES rounds alone; the ciphertext block is recovered
// off the chain with one XOR.
template <int NR>
void aesni_cbc_enc_nr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		      u8 *iv)
{
	__m128i rk[NR + 1];

	len &= ~15u;
	if (!len)
		return;
	aes_load_keys<aes_v128, NR>(key->key_enc, rk);
	__m128i x = _mm_xor_si128(_mm_xor_si128(aes_load128(src), rk[0]), aes_load128(iv));
	for (;; len -= 16, src += 16, dst += 16) {
		__m128i s[1] = { x };

		aes_middle_rounds<aes_v128, NR, true, 1>(s, rk);
		if (len == 16) {
			__m128i c = _mm_aesenclast_si128(s[0], rk[NR]);

			aes_store128(dst, c);
			aes_store128(iv, c);
			return;
		}
		__m128i next = _mm_xor_si128(aes_load128(src + 16), rk[0]);
		x = _mm_aesenclast_si128(s[0], _mm_xor_si128(rk[NR], next));
		aes_store128(dst, _mm_xor_si128(x, next));
	}
}

// CBC ciphertext stealing, CS3 (the kernel's cts, RFC 3962 section 5): over the last full
// block P and the @len - 16 bytes Q after it, X = E(P ^ IV), Y = E((Q || 0...) ^ X); the output
// is Y followed by the first len - 16 bytes of X, and Y is the chaining value left in @iv.
template <int NR>
void aesni_cts_enc_nr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		      u8 *iv)
{
	unsigned int d = len - 16;
	u8 q[16] = {}, x[16];

	memcpy(q, src + 16, d);
	__m128i xv = aes_crypt_block<NR, true>(key->key_enc,
					       _mm_xor_si128(aes_load128(src), aes_load128(iv)));
	__m128i y = aes_crypt_block<NR, true>(key->key_enc, _mm_xor_si128(aes_load128(q), xv));

	aes_store128(x, xv);
	aes_store128(dst, y);
	memcpy(dst + 16, x, d);
	aes_store128(iv, y);
}

// The inverse: Z = D(Y) is (Q || 0...) ^ X, so X = C' || the last 16 - d bytes of Z, where C'
// is the d-byte final block; Q = Z ^ C' over d bytes, and P = D(X) ^ IV. Y is left in @iv, as
// the cts template's inner CBC decryption leaves it.
template <int NR>
void aesni_cts_dec_nr(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		      u8 *iv)
{
	unsigned int d = len - 16;
	__m128i y = aes_load128(src);
	u8 z[16], x[16], q[16];

	aes_store128(z, aes_crypt_block<NR, false>(key->key_dec, y));
	memcpy(x, z, 16);
	memcpy(x, src + 16, d);
	for (unsigned int i = 0; i < d; i++)
		q[i] = z[i] ^ src[16 + i];
	__m128i p = aes_crypt_block<NR, false>(key->key_dec, aes_load128(x));
	aes_store128(dst, _mm_xor_si128(p, aes_load128(iv)));
	memcpy(dst + 16, q, d);
	aes_store128(iv, y);
}

} // namespace

void aesni_set_key(struct crypto_aes_ctx *ctx, const u8 *in_key, unsigned int key_len)
{
	unsigned int nk = key_len / 4, nr = nk + 6;

	if (key_len == AES_KEYSIZE_128)
		aesni_expand_128(ctx->key_enc, in_key);
	else if (key_len == AES_KEYSIZE_256)
		aesni_expand_256(ctx->key_enc, in_key);
	else
		aesni_expand_enc(ctx->key_enc, in_key, nk, nr);
	aesni_expand_dec(ctx->key_enc, ctx->key_dec, nr);
	ctx->key_length = key_len;
}

void aesni_enc(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in)
{
	if (ctx->key_length == AES_KEYSIZE_128)
		aes_store128(out, aes_crypt_block<10, true>(ctx->key_enc, aes_load128(in)));
	else if (ctx->key_length == AES_KEYSIZE_192)
		aes_store128(out, aes_crypt_block<12, true>(ctx->key_enc, aes_load128(in)));
	else
		aes_store128(out, aes_crypt_block<14, true>(ctx->key_enc, aes_load128(in)));
}

void aesni_dec(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in)
{
	if (ctx->key_length == AES_KEYSIZE_128)
		aes_store128(out, aes_crypt_block<10, false>(ctx->key_dec, aes_load128(in)));
	else if (ctx->key_length == AES_KEYSIZE_192)
		aes_store128(out, aes_crypt_block<12, false>(ctx->key_dec, aes_load128(in)));
	else
		aes_store128(out, aes_crypt_block<14, false>(ctx->key_dec, aes_load128(in)));
}

void aesni_ecb_enc(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *)
{
	if (key->key_length == AES_KEYSIZE_128)
		aesni_ecb_nr<10, true>(key, src, dst, len);
	else if (key->key_length == AES_KEYSIZE_192)
		aesni_ecb_nr<12, true>(key, src, dst, len);
	else
		aesni_ecb_nr<14, true>(key, src, dst, len);
}

void aesni_ecb_dec(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len, u8 *)
{
	if (key->key_length == AES_KEYSIZE_128)
		aesni_ecb_nr<10, false>(key, src, dst, len);
	else if (key->key_length == AES_KEYSIZE_192)
		aesni_ecb_nr<12, false>(key, src, dst, len);
	else
		aesni_ecb_nr<14, false>(key, src, dst, len);
}

void aesni_cbc_enc(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		   u8 *iv)
{
	if (key->key_length == AES_KEYSIZE_128)
		aesni_cbc_enc_nr<10>(key, src, dst, len, iv);
	else if (key->key_length == AES_KEYSIZE_192)
		aesni_cbc_enc_nr<12>(key, src, dst, len, iv);
	else
		aesni_cbc_enc_nr<14>(key, src, dst, len, iv);
}

void aesni_cts_cbc_enc(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		       u8 *iv)
{
	if (key->key_length == AES_KEYSIZE_128)
		aesni_cts_enc_nr<10>(key, src, dst, len, iv);
	else if (key->key_length == AES_KEYSIZE_192)
		aesni_cts_enc_nr<12>(key, src, dst, len, iv);
	else
		aesni_cts_enc_nr<14>(key, src, dst, len, iv);
}

void aesni_cts_cbc_dec(const struct crypto_aes_ctx *key, const u8 *src, u8 *dst, unsigned int len,
		       u8 *iv)
{
	if (key->key_length == AES_KEYSIZE_128)
		aesni_cts_dec_nr<10>(key, src, dst, len, iv);
	else if (key->key_length == AES_KEYSIZE_192)
		aesni_cts_dec_nr<12>(key, src, dst, len, iv);
	else
		aesni_cts_dec_nr<14>(key, src, dst, len, iv);
}

const struct aes_modes_ops aes_modes_ops_aesni = aes_modes_ops_of<aes_v128>;
