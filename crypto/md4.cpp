// SPDX-License-Identifier: GPL-2.0-only
// The "md4-generic" shash driver: MD4 (RFC 1320), for the old protocols that still name it.
#include <bit>

#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/md_block.h"

namespace {

constexpr unsigned int md4_digest_size = 16;
constexpr unsigned int md4_block_size = 64;

// As 6.12 lays it out: the four words, the partial block (as message bytes), the byte count.
struct md4_ctx {
	u32 hash[4];
	u32 block[16];
	u64 byte_count;
};

// The three rounds of RFC 1320 section 3.4: function, additive constant, the message word of
// each step, and the rotation of each step (it depends only on the step's position mod 4).
struct md4_round_def {
	u32 k;
	u8 x[16];
	u8 s[4];
};

constexpr md4_round_def md4_rounds[3] = {
	{ 0, { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 }, { 3, 7, 11, 19 } },
	{ 0x5a827999, { 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15 }, { 3, 5, 9, 13 } },
	{ 0x6ed9eba1, { 0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15 }, { 3, 9, 11, 15 } },
};

// F (selection), G (majority) and H (parity) of section 3.4.
template <int r> constexpr u32 md4_f(u32 x, u32 y, u32 z)
{
	if constexpr (r == 0)
		return z ^ (x & (y ^ z));
	else if constexpr (r == 1)
		return (x & y) | (z & (x | y));
	else
		return x ^ y ^ z;
}

template <int r> inline void md4_round(u32 v[4], const u32 *x)
{
	const md4_round_def &d = md4_rounds[r];

#pragma GCC unroll 16
	for (int i = 0; i < 16; i++) {
		u32 &a = v[(16 - i) & 3];

		a += md4_f<r>(v[(17 - i) & 3], v[(18 - i) & 3], v[(19 - i) & 3]) + x[d.x[i]] + d.k;
		a = std::rotl(a, d.s[i & 3]);
	}
}

void md4_blocks(u32 hash[4], const u8 *src, size_t blocks)
{
	u32 x[16];

	for (; blocks; blocks--, src += md4_block_size) {
		u32 v[4] = { hash[0], hash[1], hash[2], hash[3] };

		for (int i = 0; i < 16; i++)
			x[i] = get_unaligned_le32(src + 4 * i);
		md4_round<0>(v, x);
		md4_round<1>(v, x);
		md4_round<2>(v, x);
		for (int i = 0; i < 4; i++)
			hash[i] += v[i];
	}
	memzero_explicit(x, sizeof(x));
}

struct md4_ctx *md4_desc_ctx(struct shash_desc *desc)
{
	return static_cast<struct md4_ctx *>(shash_desc_ctx(desc));
}

// Section 3.3: the same initial words as MD5.
int md4_init(struct shash_desc *desc)
{
	struct md4_ctx *mctx = md4_desc_ctx(desc);

	mctx->hash[0] = 0x67452301;
	mctx->hash[1] = 0xefcdab89;
	mctx->hash[2] = 0x98badcfe;
	mctx->hash[3] = 0x10325476;
	mctx->byte_count = 0;
	return 0;
}

int md4_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct md4_ctx *mctx = md4_desc_ctx(desc);

	ukc::md_update(reinterpret_cast<u8 *>(mctx->block), mctx->byte_count, data, len,
		       [mctx](const u8 *src, size_t n) { md4_blocks(mctx->hash, src, n); });
	return 0;
}

int md4_final(struct shash_desc *desc, u8 *out)
{
	struct md4_ctx *mctx = md4_desc_ctx(desc);

	ukc::md_finalize<false>(
		reinterpret_cast<u8 *>(mctx->block), mctx->byte_count,
		[mctx](const u8 *src, size_t n) { md4_blocks(mctx->hash, src, n); });
	for (int i = 0; i < 4; i++)
		put_unaligned_le32(mctx->hash[i], out + 4 * i);
	memzero_explicit(mctx, sizeof(*mctx));
	return 0;
}

struct shash_alg md4_alg = {
	.init = md4_init,
	.update = md4_update,
	.final = md4_final,
	.descsize = sizeof(struct md4_ctx),
	.digestsize = md4_digest_size,
	.base = {
		.cra_blocksize = md4_block_size,
		.cra_name = "md4",
		.cra_driver_name = "md4-generic",
		.cra_module = THIS_MODULE,
	},
};

int md4_mod_init()
{
	return crypto_register_shash(&md4_alg);
}

void md4_mod_fini()
{
	crypto_unregister_shash(&md4_alg);
}

} // namespace

subsys_initcall(md4_mod_init);
module_exit(md4_mod_fini);
