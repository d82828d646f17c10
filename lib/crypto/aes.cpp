// SPDX-License-Identifier: GPL-2.0-only
// AES (FIPS-197): key expansion, the S-box library block functions and the T-table generic ones.

#include <crypto/aes.h>
#include <crypto/internal/aes_generic.h>
#include <linux/unaligned.h>

#include "aes_sbox.h"

#include <bit>

namespace {

using ukc::aes_build_ft;
using ukc::aes_build_inv_sbox;
using ukc::aes_build_it;
using ukc::aes_build_sbox;
using ukc::aes_byte_table;
using ukc::aes_word_tables;

// The tables are built at compile time. The exported C arrays are aliases of these objects
// (an array cannot be initialized from a constexpr function's result), so the objects carry
// fixed assembler names for the alias attributes below to refer to.
alignas(64) [[gnu::used]] constexpr aes_byte_table aes_sbox_data
	asm("ukc_aes_sbox_data") = aes_build_sbox();
alignas(64) [[gnu::used]] constexpr aes_byte_table aes_inv_sbox_data
	asm("ukc_aes_inv_sbox_data") = aes_build_inv_sbox(aes_sbox_data);
alignas(64) [[gnu::used]] constexpr aes_word_tables aes_ft_data
	asm("ukc_aes_ft_data") = aes_build_ft(aes_sbox_data);
alignas(64) [[gnu::used]] constexpr aes_word_tables aes_it_data
	asm("ukc_aes_it_data") = aes_build_it(aes_inv_sbox_data);

} // namespace

extern "C" {
extern const u8 crypto_aes_sbox[256] __attribute__((alias("ukc_aes_sbox_data")));
extern const u8 crypto_aes_inv_sbox[256] __attribute__((alias("ukc_aes_inv_sbox_data")));
extern const u32 crypto_ft_tab[4][256] __attribute__((alias("ukc_aes_ft_data")));
extern const u32 crypto_it_tab[4][256] __attribute__((alias("ukc_aes_it_data")));
}

namespace {

constexpr unsigned int aes_rounds(unsigned int key_length)
{
	return key_length / 4 + 6;
}

// Multiplies each of the four bytes of @w by x in GF(2^8).
constexpr u32 aes_xtime_word(u32 w)
{
	return ((w & 0x7f7f7f7fu) << 1) ^ (((w >> 7) & 0x01010101u) * 0x1b);
}

// FIPS-197 5.1.3 on one column (row 0 in the low byte): out_r = 2a_r ^ 3a_(r+1) ^ a_(r+2) ^
// a_(r+3). Rotating right by 8k brings a_(r+k) to row r.
constexpr u32 aes_mix_column(u32 w)
{
	u32 t = w ^ std::rotr(w, 8);

	return aes_xtime_word(t) ^ std::rotr(w, 8) ^ std::rotr(t, 16);
}

// FIPS-197 5.3.3: out_r = 0e.a_r ^ 0b.a_(r+1) ^ 0d.a_(r+2) ^ 09.a_(r+3).
constexpr u32 aes_inv_mix_column(u32 w)
{
	u32 x2 = aes_xtime_word(w);
	u32 x4 = aes_xtime_word(x2);
	u32 x8 = aes_xtime_word(x4);
	u32 x9 = x8 ^ w;

	return (x8 ^ x4 ^ x2) ^ std::rotr(x9 ^ x2, 8) ^ std::rotr(x9 ^ x4, 16) ^ std::rotr(x9, 24);
}

inline u32 aes_sub_word(u32 w)
{
	const u8 *s = aes_sbox_data.v;

	return s[w & 0xff] | s[(w >> 8) & 0xff] << 8 | s[(w >> 16) & 0xff] << 16 |
	       static_cast<u32>(s[w >> 24]) << 24;
}

// Touches every cache line of a 256-byte S-box before the data-dependent lookups, so their
// timing does not depend on which lines the data selects (as the kernel's library does).
inline void aes_preload(const u8 *table)
{
	const volatile u8 *p = table;

	for (int i = 0; i < 256; i += 64)
		(void)p[i];
}

// The equivalent inverse cipher's schedule (FIPS-197 5.3.5): round keys in reverse order,
// InvMixColumns applied to all but the first and the last.
void aes_build_dec_schedule(struct crypto_aes_ctx *ctx, unsigned int nr)
{
	for (unsigned int r = 0; r <= nr; r++) {
		const u32 *ek = &ctx->key_enc[4 * (nr - r)];
		u32 *dk = &ctx->key_dec[4 * r];
		bool outer = r == 0 || r == nr;

		for (int c = 0; c < 4; c++)
			dk[c] = outer ? ek[c] : aes_inv_mix_column(ek[c]);
	}
}

// Column @c of the state after SubBytes and ShiftRows (FIPS-197 5.1.1, 5.1.2): row r of the
// new column c comes from old column c + r. InvShiftRows moves rows the other way (5.3.1): row
// r comes from column c - r.
template <bool inv> inline u32 aes_sub_shift(const u32 st[4], int c, const u8 *s)
{
	constexpr int r1 = inv ? 3 : 1, r3 = inv ? 1 : 3;

	return s[st[c] & 0xff] | s[(st[(c + r1) & 3] >> 8) & 0xff] << 8 |
	       s[(st[(c + 2) & 3] >> 16) & 0xff] << 16 |
	       static_cast<u32>(s[st[(c + r3) & 3] >> 24]) << 24;
}

inline void aes_load_block(u32 st[4], const u8 *in, const u32 *rk)
{
	for (int c = 0; c < 4; c++)
		st[c] = get_unaligned_le32(in + 4 * c) ^ rk[c];
}

inline void aes_store_block(u8 *out, const u32 st[4])
{
	for (int c = 0; c < 4; c++)
		put_unaligned_le32(st[c], out + 4 * c);
}

// One T-table column: row n of the input comes from @a (row 0) .. @d (row 3).
[[gnu::always_inline]] inline u32 aes_tt_column(const u32 (&t)[4][256], u32 a, u32 b, u32 c, u32 d)
{
	return t[0][a & 0xff] ^ t[1][(b >> 8) & 0xff] ^ t[2][(c >> 16) & 0xff] ^ t[3][d >> 24];
}

// Final encryption round: ft table n holds S(x) in byte (n + 2) & 3, so masking picks SubBytes
// alone without separate last-round tables.
[[gnu::always_inline]] inline u32 aes_ft_last_column(u32 a, u32 b, u32 c, u32 d)
{
	const u32(&t)[4][256] = aes_ft_data.t;

	return (t[2][a & 0xff] & 0x000000ffu) ^ (t[3][(b >> 8) & 0xff] & 0x0000ff00u) ^
	       (t[0][(c >> 16) & 0xff] & 0x00ff0000u) ^ (t[1][d >> 24] & 0xff000000u);
}

} // namespace

extern "C" int aes_expandkey(struct crypto_aes_ctx *ctx, const u8 *in_key, unsigned int key_len)
{
	int err = aes_check_keylen(key_len);

	if (err)
		return err;

	// FIPS-197 5.2 KeyExpansion; words are little-endian loads, so RotWord is a right
	// rotation by 8 and Rcon sits in the low byte.
	unsigned int nk = key_len / 4;
	unsigned int total = 4 * (aes_rounds(key_len) + 1);
	u32 *w = ctx->key_enc;
	u32 rcon = 1;

	for (unsigned int i = 0; i < nk; i++)
		w[i] = get_unaligned_le32(in_key + 4 * i);
	for (unsigned int i = nk; i < total; i++) {
		u32 t = w[i - 1];

		if (i % nk == 0) {
			t = aes_sub_word(std::rotr(t, 8)) ^ rcon;
			rcon = aes_xtime_word(rcon);
		} else if (nk > 6 && i % nk == 4) {
			t = aes_sub_word(t);
		}
		w[i] = w[i - nk] ^ t;
	}
	ctx->key_length = key_len;
	aes_build_dec_schedule(ctx, aes_rounds(key_len));
	return 0;
}

namespace {

// FIPS-197 5.1 Cipher, or with @inv 5.3.5 Equivalent Inverse Cipher over key_dec, using the byte
// S-box only (256 bytes, preloaded): the library's choice for callers that want the smallest
// table footprint.
template <bool inv>
inline void aes_lib_crypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in)
{
	const u8 *s = inv ? aes_inv_sbox_data.v : aes_sbox_data.v;
	unsigned int nr = aes_rounds(ctx->key_length);
	const u32 *rk = inv ? ctx->key_dec : ctx->key_enc;
	u32 st[4], nx[4];

	aes_preload(s);
	aes_load_block(st, in, rk);
	for (unsigned int r = 1; r < nr; r++) {
		rk += 4;
		for (int c = 0; c < 4; c++) {
			u32 col = aes_sub_shift<inv>(st, c, s);

			nx[c] = (inv ? aes_inv_mix_column(col) : aes_mix_column(col)) ^ rk[c];
		}
		for (int c = 0; c < 4; c++)
			st[c] = nx[c];
	}
	rk += 4;
	for (int c = 0; c < 4; c++)
		nx[c] = aes_sub_shift<inv>(st, c, s) ^ rk[c];
	aes_store_block(out, nx);
}

} // namespace

extern "C" void aes_encrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in)
{
	aes_lib_crypt<false>(ctx, out, in);
}

extern "C" void aes_decrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in)
{
	aes_lib_crypt<true>(ctx, out, in);
}

extern "C" void ukc_aes_generic_encrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in)
{
	const u32(&t)[4][256] = aes_ft_data.t;
	const u32 *rk = ctx->key_enc;
	u32 s0 = get_unaligned_le32(in) ^ rk[0], s1 = get_unaligned_le32(in + 4) ^ rk[1];
	u32 s2 = get_unaligned_le32(in + 8) ^ rk[2], s3 = get_unaligned_le32(in + 12) ^ rk[3];

	for (unsigned int r = aes_rounds(ctx->key_length) - 1; r; r--) {
		rk += 4;
		u32 t0 = aes_tt_column(t, s0, s1, s2, s3) ^ rk[0];
		u32 t1 = aes_tt_column(t, s1, s2, s3, s0) ^ rk[1];
		u32 t2 = aes_tt_column(t, s2, s3, s0, s1) ^ rk[2];
		u32 t3 = aes_tt_column(t, s3, s0, s1, s2) ^ rk[3];

		s0 = t0, s1 = t1, s2 = t2, s3 = t3;
	}
	rk += 4;
	put_unaligned_le32(aes_ft_last_column(s0, s1, s2, s3) ^ rk[0], out);
	put_unaligned_le32(aes_ft_last_column(s1, s2, s3, s0) ^ rk[1], out + 4);
	put_unaligned_le32(aes_ft_last_column(s2, s3, s0, s1) ^ rk[2], out + 8);
	put_unaligned_le32(aes_ft_last_column(s3, s0, s1, s2) ^ rk[3], out + 12);
}

extern "C" void ukc_aes_generic_decrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in)
{
	const u32(&t)[4][256] = aes_it_data.t;
	const u32 *rk = ctx->key_dec;
	u32 st[4];

	aes_load_block(st, in, rk);
	for (unsigned int r = aes_rounds(ctx->key_length) - 1; r; r--) {
		rk += 4;
		u32 t0 = aes_tt_column(t, st[0], st[3], st[2], st[1]) ^ rk[0];
		u32 t1 = aes_tt_column(t, st[1], st[0], st[3], st[2]) ^ rk[1];
		u32 t2 = aes_tt_column(t, st[2], st[1], st[0], st[3]) ^ rk[2];
		u32 t3 = aes_tt_column(t, st[3], st[2], st[1], st[0]) ^ rk[3];

		st[0] = t0, st[1] = t1, st[2] = t2, st[3] = t3;
	}
	rk += 4;
	u32 nx[4];

	for (int c = 0; c < 4; c++)
		nx[c] = aes_sub_shift<true>(st, c, aes_inv_sbox_data.v) ^ rk[c];
	aes_store_block(out, nx);
}
