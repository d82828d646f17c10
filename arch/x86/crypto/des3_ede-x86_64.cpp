// SPDX-License-Identifier: GPL-2.0-only
// Triple DES EDE (NIST SP 800-67 Rev. 2) on plain x86_64, behind the des3_ede-asm drivers:
// each half block kept with its expansion beside it in one 64-bit register, so a round is one
// key XOR and eight lookups of 64-bit combined S-box/P words; one block, or two or three
// interleaved so that their lookups overlap, and CBC encryption's chain of blocks.
#include <linux/string.h>
#include <linux/unaligned.h>

#include <array>
#include <bit>
#include <utility>

#include "des3_ede-x86.h"
#include "crypto/des_tables.h"

namespace {

using namespace ukc::x86;

// A 32-bit half R (kept rotated left by one bit, as the library keeps it) in the low word and
// R >>> 4 in the high one: the bytes of the low word hold the S-box windows 8, 6, 4, 2 and those
// of the high word the windows 7, 5, 3, 1, so that E is already done.
constexpr u64 des3_x86_expand(u32 r)
{
	return (u64)std::rotr(r, 4) << 32 | r;
}

// The library's combined tables widened to the two-word form, and to a whole byte of index: an
// entry for every value of the two bits above each 6-bit window, so that a round needs no mask
// before its lookups (one instruction less on the path from one round to the next). Eight tables
// of 2 KiB stay in L1.
using des3_x86_table = std::array<std::array<u64, 256>, 8>;

constexpr des3_x86_table des3_x86_make_sp()
{
	des3_x86_table t{};

	for (unsigned int j = 0; j < 8; j++)
		for (unsigned int x = 0; x < 256; x++)
			t[j][x] = des3_x86_expand(ukc::des_sp[j][x & 0x3f]);
	return t;
}

alignas(64) constexpr des3_x86_table des3_x86_sp = des3_x86_make_sp();

// @h ^ f(T) ^ @kn in the two-word form, T = R ^ K the round's input with its key already in:
// byte i of T's low word indexes S-box 8 - 2i, byte i of its high word S-box 7 - 2i (numbered
// from 1 as FIPS 46-3). The next round's key @kn goes in with @h, off the serial path, so that
// the result is the next round's input. Bytes 0 and 7 take one instruction to index and the
// others two, so their lookups land first and go into @h; the other six are summed in pairs. The
// empty asm statements keep that tree: GCC would otherwise chain all ten terms, three XORs more
// between the last lookup and the next round.
[[gnu::always_inline]] inline u64 des3_x86_round(u64 h, u64 t, u64 kn)
{
	const des3_x86_table &s = des3_x86_sp;

	u64 e = (h ^ kn) ^ s[7][t & 0xff] ^ s[0][t >> 56];
	u64 p = s[5][(t >> 8) & 0xff] ^ s[3][(t >> 16) & 0xff];
	u64 q = s[1][(t >> 24) & 0xff] ^ s[6][(t >> 32) & 0xff];
	u64 r = s[4][(t >> 40) & 0xff] ^ s[2][(t >> 48) & 0xff];

	asm("" : "+r"(e), "+r"(p), "+r"(q), "+r"(r));
	u64 ep = e ^ p, qr = q ^ r;

	asm("" : "+r"(ep), "+r"(qr));
	return ep ^ qr;
}

// Sixteen rounds of @N blocks, round by round across the blocks. Round i updates @a (i even)
// or @b (odd) from the other. For one or two blocks, whose rounds' latency is their cost, @t
// carries each round's input R ^ K from the round before, which gives the updated half back as
// @t ^ K; three blocks hide the latency anyway and have no registers to spare for @t, so their
// rounds XOR the key in first.
template <unsigned int N>
[[gnu::always_inline]] inline void des3_x86_pass(u64 *a, u64 *b, const u64 *k)
{
	if constexpr (N >= 3) {
		for (unsigned int i = 0; i < 16; i += 2) {
			for (unsigned int n = 0; n < N; n++)
				a[n] = des3_x86_round(a[n], b[n] ^ k[i], 0);
			for (unsigned int n = 0; n < N; n++)
				b[n] = des3_x86_round(b[n], a[n] ^ k[i + 1], 0);
		}
		return;
	}
	u64 t[N];

	for (unsigned int n = 0; n < N; n++)
		t[n] = b[n] ^ k[0];
#pragma GCC unroll 16
	for (unsigned int i = 0; i < 16; i++) {
		u64 *h = (i & 1) ? b : a;
		const u64 kn = i < 15 ? k[i + 1] : 0;

		for (unsigned int n = 0; n < N; n++) {
			t[n] = des3_x86_round(h[n], t[n], kn);
			h[n] = t[n] ^ kn;
		}
	}
}

// A block in: IP, then each half rotated left by one and in the two-word form. Both steps are
// linear, so the form of a XOR of blocks is the XOR of their forms.
[[gnu::always_inline]] inline void des3_x86_in(const u8 *src, u64 &l, u64 &r)
{
	u32 hl = get_unaligned_be32(src), hr = get_unaligned_be32(src + 4);

	ukc::des_ip(hl, hr);
	l = des3_x86_expand(std::rotl(hl, 1));
	r = des3_x86_expand(std::rotl(hr, 1));
}

// A block out, the halves as the passes leave them (@l then @r, exchanged): their inverse of
// des3_x86_in() taken on the exchanged pair.
[[gnu::always_inline]] inline void des3_x86_out(u8 *dst, u64 l, u64 r)
{
	u32 hl = std::rotr((u32)r, 1), hr = std::rotr((u32)l, 1);

	ukc::des_fp(hl, hr);
	put_unaligned_be32(hl, dst);
	put_unaligned_be32(hr, dst + 4);
}

// The three passes exchange the halves after each (as the library's rounds do): the second pass
// runs with the roles of l and r swapped, and the block leaves with them exchanged once.
template <unsigned int N>
[[gnu::always_inline]] inline void des3_x86_passes(const u64 *k, u64 *l, u64 *r)
{
	des3_x86_pass<N>(l, r, k);
	des3_x86_pass<N>(r, l, k + 16);
	des3_x86_pass<N>(l, r, k + 32);
}

template <unsigned int N>
[[gnu::always_inline]] inline void des3_x86_crypt(const u64 *k, u8 *dst, const u8 *src)
{
	u64 l[N], r[N];

	for (unsigned int n = 0; n < N; n++)
		des3_x86_in(src + 8 * n, l[n], r[n]);
	des3_x86_passes<N>(k, l, r);
	for (unsigned int n = 0; n < N; n++)
		des3_x86_out(dst + 8 * n, l[n], r[n]);
}

} // namespace

// The library's two words of a round (the even windows' key bits, then the odd windows' rotated
// left by 4) become the one 64-bit word des3_x86_f() XORs in; decryption takes the rounds in
// the reverse order.
void ukc::x86::des3_ede_x86_schedule(struct des3_ede_x86_ctx *ctx, const struct des3_ede_ctx *lib)
{
	for (unsigned int i = 0; i < des3_ede_x86_rounds; i++) {
		const u32 *w = lib->expkey + 2 * i;
		const u64 k = (u64)std::rotr(w[1], 4) << 32 | w[0];

		ctx->enc[i] = k;
		ctx->dec[des3_ede_x86_rounds - 1 - i] = k;
	}
}

void ukc::x86::des3_ede_x86_crypt_blk(const u64 *k, u8 *dst, const u8 *src)
{
	des3_x86_crypt<1>(k, dst, src);
}

void ukc::x86::des3_ede_x86_crypt_2way(const u64 *k, u8 *dst, const u8 *src)
{
	des3_x86_crypt<2>(k, dst, src);
}

void ukc::x86::des3_ede_x86_crypt_3way(const u64 *k, u8 *dst, const u8 *src)
{
	des3_x86_crypt<3>(k, dst, src);
}

// C_i = E(P_i ^ C_(i-1)), chained in the rounds' own form: the form of C_(i-1) is the pair of
// halves its passes ended with (des3_x86_out() and des3_x86_in() undo each other), so FP and the
// next block's IP stay off the serial path, which carries the halves from block to block in
// registers. A block is read before its ciphertext is written, so in place works too.
void ukc::x86::des3_ede_x86_cbc_encrypt(const u64 *k, u8 *dst, const u8 *src, unsigned int nblocks,
					u8 *iv)
{
	u64 cl, cr;

	if (!nblocks)
		return;
	des3_x86_in(iv, cl, cr);
	for (; nblocks; nblocks--, src += 8, dst += 8) {
		u64 l, r;

		des3_x86_in(src, l, r);
		l ^= cl;
		r ^= cr;
		des3_x86_passes<1>(k, &l, &r);
		cl = r;
		cr = l;
		des3_x86_out(dst, l, r);
	}
	memcpy(iv, dst - 8, 8);
}
