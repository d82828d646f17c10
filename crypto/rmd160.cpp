// SPDX-License-Identifier: GPL-2.0-only
// The "rmd160-generic" shash driver: RIPEMD-160 (ISO/IEC 10118-3:2004 section 7; Dobbertin,
// Bosselaers and Preneel, "RIPEMD-160: A strengthened version of RIPEMD", 1996).
#include <bit>

#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/md_block.h"

namespace {

constexpr unsigned int rmd160_digest_size = 20;
constexpr unsigned int rmd160_block_size = 64;

// As 6.12 lays it out: byte count, the five words, the partial block (as message bytes).
struct rmd160_ctx {
	u64 byte_count;
	u32 state[5];
	__le32 buffer[16];
};

// The message word (r, r') and rotation (s, s') of each step of each round of the left and the
// right line, and each round's additive constant (K, K'), from the paper's appendix A.
constexpr u8 rmd160_r[2][5][16] = {
	{
		{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
		{ 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8 },
		{ 3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12 },
		{ 1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2 },
		{ 4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13 },
	},
	{
		{ 5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12 },
		{ 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2 },
		{ 15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13 },
		{ 8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14 },
		{ 12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11 },
	},
};

constexpr u8 rmd160_s[2][5][16] = {
	{
		{ 11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8 },
		{ 7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12 },
		{ 11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5 },
		{ 11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12 },
		{ 9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6 },
	},
	{
		{ 8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6 },
		{ 9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11 },
		{ 9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5 },
		{ 15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8 },
		{ 8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11 },
	},
};

constexpr u32 rmd160_k[2][5] = {
	{ 0x00000000, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xa953fd4e },
	{ 0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x7a6d76e9, 0x00000000 },
};

// The five boolean functions; the left line uses them in order f1..f5, the right f5..f1.
template <int f> constexpr u32 rmd160_f(u32 x, u32 y, u32 z)
{
	if constexpr (f == 0)
		return x ^ y ^ z;
	else if constexpr (f == 1)
		return (x & y) | (~x & z);
	else if constexpr (f == 2)
		return (x | ~y) ^ z;
	else if constexpr (f == 3)
		return (x & z) | (y & ~z);
	else
		return x ^ (y | ~z);
}

// Sixteen steps of one round of one line (0 left, 1 right).
template <int line, int round> inline void rmd160_round(u32 v[5], const u32 *x)
{
	constexpr int f = line ? 4 - round : round;
	u32 a = v[0], b = v[1], c = v[2], d = v[3], e = v[4];

	for (int j = 0; j < 16; j++) {
		u32 t = a + rmd160_f<f>(b, c, d) + x[rmd160_r[line][round][j]] +
			rmd160_k[line][round];

		t = std::rotl(t, rmd160_s[line][round][j]) + e;
		a = e;
		e = d;
		d = std::rotl(c, 10);
		c = b;
		b = t;
	}
	v[0] = a;
	v[1] = b;
	v[2] = c;
	v[3] = d;
	v[4] = e;
}

template <int line> inline void rmd160_line(u32 v[5], const u32 *x)
{
	rmd160_round<line, 0>(v, x);
	rmd160_round<line, 1>(v, x);
	rmd160_round<line, 2>(v, x);
	rmd160_round<line, 3>(v, x);
	rmd160_round<line, 4>(v, x);
}

void rmd160_blocks(u32 h[5], const u8 *src, size_t blocks)
{
	u32 x[16];

	for (; blocks; blocks--, src += rmd160_block_size) {
		u32 l[5] = { h[0], h[1], h[2], h[3], h[4] },
		    r[5] = { h[0], h[1], h[2], h[3], h[4] };

		for (int i = 0; i < 16; i++)
			x[i] = get_unaligned_le32(src + 4 * i);
		rmd160_line<0>(l, x);
		rmd160_line<1>(r, x);
		// The combination of the two lines that ends the compression function.
		u32 t = h[1] + l[2] + r[3];
		h[1] = h[2] + l[3] + r[4];
		h[2] = h[3] + l[4] + r[0];
		h[3] = h[4] + l[0] + r[1];
		h[4] = h[0] + l[1] + r[2];
		h[0] = t;
	}
	memzero_explicit(x, sizeof(x));
}

struct rmd160_ctx *rmd160_desc_ctx(struct shash_desc *desc)
{
	return static_cast<struct rmd160_ctx *>(shash_desc_ctx(desc));
}

int rmd160_init(struct shash_desc *desc)
{
	struct rmd160_ctx *rctx = rmd160_desc_ctx(desc);

	rctx->byte_count = 0;
	rctx->state[0] = 0x67452301;
	rctx->state[1] = 0xefcdab89;
	rctx->state[2] = 0x98badcfe;
	rctx->state[3] = 0x10325476;
	rctx->state[4] = 0xc3d2e1f0;
	return 0;
}

int rmd160_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct rmd160_ctx *rctx = rmd160_desc_ctx(desc);

	ukc::md_update(reinterpret_cast<u8 *>(rctx->buffer), rctx->byte_count, data, len,
		       [rctx](const u8 *src, size_t n) { rmd160_blocks(rctx->state, src, n); });
	return 0;
}

int rmd160_final(struct shash_desc *desc, u8 *out)
{
	struct rmd160_ctx *rctx = rmd160_desc_ctx(desc);

	ukc::md_finalize<false>(
		reinterpret_cast<u8 *>(rctx->buffer), rctx->byte_count,
		[rctx](const u8 *src, size_t n) { rmd160_blocks(rctx->state, src, n); });
	for (int i = 0; i < 5; i++)
		put_unaligned_le32(rctx->state[i], out + 4 * i);
	memzero_explicit(rctx, sizeof(*rctx));
	return 0;
}

struct shash_alg rmd160_alg = {
	.init = rmd160_init,
	.update = rmd160_update,
	.final = rmd160_final,
	.descsize = sizeof(struct rmd160_ctx),
	.digestsize = rmd160_digest_size,
	.base = {
		.cra_blocksize = rmd160_block_size,
		.cra_name = "rmd160",
		.cra_driver_name = "rmd160-generic",
		.cra_module = THIS_MODULE,
	},
};

int rmd160_mod_init()
{
	return crypto_register_shash(&rmd160_alg);
}

void rmd160_mod_fini()
{
	crypto_unregister_shash(&rmd160_alg);
}

} // namespace

subsys_initcall(rmd160_mod_init);
module_exit(rmd160_mod_fini);
