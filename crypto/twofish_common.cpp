// SPDX-License-Identifier: GPL-2.0-only
// The Twofish key schedule (Schneier et al., "Twofish: A 128-Bit Block Cipher", section 4.3),
// shared by twofish-generic and the x86 drivers: key-dependent S-boxes with the MDS matrix
// folded in, and the 40 subkeys.
#include <array>
#include <bit>

#include <crypto/algapi.h>
#include <crypto/twofish.h>
#include <linux/crypto.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// The 4-bit permutations t0..t3 from which q0 and q1 are built (section 4.3.5).
constexpr u8 twofish_t[2][4][16] = {
	{ { 0x8, 0x1, 0x7, 0xd, 0x6, 0xf, 0x3, 0x2, 0x0, 0xb, 0x5, 0x9, 0xe, 0xc, 0xa, 0x4 },
	  { 0xe, 0xc, 0xb, 0x8, 0x1, 0x2, 0x3, 0x5, 0xf, 0x4, 0xa, 0x6, 0x7, 0x0, 0x9, 0xd },
	  { 0xb, 0xa, 0x5, 0xe, 0x6, 0xd, 0x9, 0x0, 0xc, 0x8, 0xf, 0x3, 0x2, 0x4, 0x7, 0x1 },
	  { 0xd, 0x7, 0xf, 0x4, 0x1, 0x2, 0x6, 0xe, 0x9, 0xb, 0x3, 0x0, 0x8, 0x5, 0xc, 0xa } },
	{ { 0x2, 0x8, 0xb, 0xd, 0xf, 0x7, 0x6, 0xe, 0x3, 0x1, 0x9, 0x4, 0x0, 0xa, 0xc, 0x5 },
	  { 0x1, 0xe, 0x2, 0xb, 0x4, 0xc, 0x3, 0x7, 0x6, 0xd, 0xa, 0x5, 0xf, 0x9, 0x0, 0x8 },
	  { 0x4, 0xc, 0x7, 0x5, 0x1, 0x6, 0x9, 0xa, 0x0, 0xe, 0xd, 0x8, 0x2, 0xb, 0x3, 0xf },
	  { 0xb, 0x9, 0x5, 0x1, 0xc, 0x3, 0xd, 0xe, 0x6, 0x4, 0x7, 0xf, 0x2, 0x0, 0x8, 0xa } },
};

constexpr u8 twofish_ror4(u8 v)
{
	return (u8)(((v >> 1) | (v << 3)) & 0xf);
}

using twofish_q_table = std::array<std::array<u8, 256>, 2>;

constexpr twofish_q_table twofish_make_q()
{
	twofish_q_table q{};

	for (unsigned int n = 0; n < 2; n++) {
		const auto &t = twofish_t[n];

		for (unsigned int x = 0; x < 256; x++) {
			const u8 a0 = (u8)(x >> 4), b0 = (u8)(x & 0xf);
			const u8 a1 = a0 ^ b0, b1 = a0 ^ twofish_ror4(b0) ^ ((8 * a0) & 0xf);
			const u8 a2 = t[0][a1], b2 = t[1][b1];
			const u8 a3 = a2 ^ b2, b3 = a2 ^ twofish_ror4(b2) ^ ((8 * a2) & 0xf);

			q[n][x] = (u8)(16 * t[3][b3] + t[2][a3]);
		}
	}
	return q;
}

constexpr twofish_q_table twofish_q = twofish_make_q();

// Multiplication in GF(2^8) modulo the given polynomial.
constexpr u8 twofish_gf_mul(u8 a, u8 b, unsigned int poly)
{
	unsigned int r = 0, x = a;

	for (; b; b >>= 1) {
		if (b & 1)
			r ^= x;
		x <<= 1;
		if (x & 0x100)
			x ^= poly;
	}
	return (u8)r;
}

constexpr unsigned int twofish_mds_poly = 0x169; // v(x) = x^8 + x^6 + x^5 + x^3 + 1
constexpr unsigned int twofish_rs_poly = 0x14d;	 // w(x) = x^8 + x^6 + x^3 + x^2 + 1

// Section 4.2: the MDS matrix, and section 4.3: the Reed-Solomon matrix.
constexpr u8 twofish_mds[4][4] = {
	{ 0x01, 0xef, 0x5b, 0x5b },
	{ 0x5b, 0xef, 0xef, 0x01 },
	{ 0xef, 0x5b, 0x01, 0xef },
	{ 0xef, 0x01, 0xef, 0x5b },
};

constexpr u8 twofish_rs[4][8] = {
	{ 0x01, 0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e },
	{ 0xa4, 0x56, 0x82, 0xf3, 0x1e, 0xc6, 0x68, 0xe5 },
	{ 0x02, 0xa1, 0xfc, 0xc1, 0x47, 0xae, 0x3d, 0x19 },
	{ 0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e, 0x03 },
};

// MDS column j times byte y, as the little-endian word it contributes to Z.
constexpr u32 twofish_mds_col(unsigned int j, u8 y)
{
	u32 z = 0;

	for (unsigned int i = 0; i < 4; i++)
		z |= (u32)twofish_gf_mul(twofish_mds[i][j], y, twofish_mds_poly) << (8 * i);
	return z;
}

using twofish_mds_table = std::array<std::array<u32, 256>, 4>;

constexpr twofish_mds_table twofish_make_mds()
{
	twofish_mds_table t{};

	for (unsigned int j = 0; j < 4; j++)
		for (unsigned int y = 0; y < 256; y++)
			t[j][y] = twofish_mds_col(j, (u8)y);
	return t;
}

constexpr twofish_mds_table twofish_mds_tab = twofish_make_mds();

// Byte j of h's input through the q-boxes and the key words l[0..k-1] (section 4.3.2,
// Figure 2): q0/q1 choice per stage, innermost stage (for k = 4) first.
constexpr u8 twofish_qsel[4][4] = {
	{ 1, 0, 0, 1 }, // before XOR with l[3]
	{ 1, 1, 0, 0 }, // before XOR with l[2]
	{ 0, 1, 0, 1 }, // before XOR with l[1]
	{ 0, 0, 1, 1 }, // before XOR with l[0]
};
constexpr u8 twofish_qlast[4] = { 1, 0, 1, 0 };

u8 twofish_h_byte(unsigned int j, u8 y, const u32 *l, unsigned int k)
{
	for (int stage = (int)k - 1; stage >= 0; stage--)
		y = twofish_q[twofish_qsel[3 - stage][j]][y] ^ (u8)(l[stage] >> (8 * j));
	return twofish_q[twofish_qlast[j]][y];
}

u32 twofish_h(u32 x, const u32 *l, unsigned int k)
{
	u32 z = 0;

	for (unsigned int j = 0; j < 4; j++)
		z ^= twofish_mds_tab[j][twofish_h_byte(j, (u8)(x >> (8 * j)), l, k)];
	return z;
}

// S_i = RS . (m_8i .. m_8i+7) (section 4.3), as a little-endian word.
u32 twofish_rs_word(const u8 *m)
{
	u32 s = 0;

	for (unsigned int i = 0; i < 4; i++) {
		u8 v = 0;

		for (unsigned int j = 0; j < 8; j++)
			v ^= twofish_gf_mul(twofish_rs[i][j], m[j], twofish_rs_poly);
		s |= (u32)v << (8 * i);
	}
	return s;
}

} // namespace

extern "C" int __twofish_setkey(struct twofish_ctx *ctx, const u8 *key, unsigned int key_len)
{
	constexpr u32 rho = 0x01010101;
	u32 me[4], mo[4], s[4];

	if (key_len != 16 && key_len != 24 && key_len != 32)
		return -EINVAL;
	const unsigned int k = key_len / 8;

	for (unsigned int i = 0; i < k; i++) {
		me[i] = get_unaligned_le32(key + 8 * i);
		mo[i] = get_unaligned_le32(key + 8 * i + 4);
		// S is listed in reverse: S = (S_{k-1}, ..., S_0), S_{k-1} used as l[0].
		s[k - 1 - i] = twofish_rs_word(key + 8 * i);
	}
	for (unsigned int j = 0; j < 4; j++)
		for (unsigned int x = 0; x < 256; x++)
			ctx->s[j][x] = twofish_mds_tab[j][twofish_h_byte(j, (u8)x, s, k)];
	for (unsigned int i = 0; i < 20; i++) {
		const u32 a = twofish_h(2 * i * rho, me, k);
		const u32 b = std::rotl(twofish_h((2 * i + 1) * rho, mo, k), 8);
		u32 *out = i < 4 ? &ctx->w[2 * i] : &ctx->k[2 * i - 8];

		out[0] = a + b;
		out[1] = std::rotl(a + 2 * b, 9);
	}
	memzero_explicit(me, sizeof(me));
	memzero_explicit(mo, sizeof(mo));
	memzero_explicit(s, sizeof(s));
	return 0;
}
EXPORT_SYMBOL_GPL(__twofish_setkey);

extern "C" int twofish_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int key_len)
{
	return __twofish_setkey(static_cast<struct twofish_ctx *>(crypto_tfm_ctx(tfm)), key,
				key_len);
}
EXPORT_SYMBOL_GPL(twofish_setkey);

MODULE_LICENSE("GPL");
