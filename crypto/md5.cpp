// SPDX-License-Identifier: GPL-2.0-only
// The "md5-generic" shash driver: MD5 (RFC 1321), kept for the protocols that still name it.
#include <bit>

#include <crypto/internal/hash.h>
#include <crypto/md5.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/md_block.h"

namespace {

// RFC 1321 section 3.4: T[i] = floor(2^32 * abs(sin(i + 1))), i in radians.
constexpr u32 md5_t[64] = {
	0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613,
	0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193,
	0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d,
	0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
	0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122,
	0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
	0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244,
	0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
	0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb,
	0xeb86d391,
};

// The rotation amounts of the four rounds, four per round (section 3.4).
constexpr int md5_s[4][4] = {
	{ 7, 12, 17, 22 }, { 5, 9, 14, 20 }, { 4, 11, 16, 23 }, { 6, 10, 15, 21 }
};

// Round r's auxiliary function F, G, H or I (section 3.4).
template <int r> constexpr u32 md5_f(u32 x, u32 y, u32 z)
{
	if constexpr (r == 0)
		return z ^ (x & (y ^ z));
	else if constexpr (r == 1)
		return y ^ (z & (x ^ y));
	else if constexpr (r == 2)
		return x ^ y ^ z;
	else
		return y ^ (x | ~z);
}

// Sixteen steps of round r: the message word of step i is X[(m * i + k) mod 16].
template <int r, int m, int k> inline void md5_round(u32 v[4], const u32 *x)
{
#pragma GCC unroll 16
	for (int i = 0; i < 16; i++) {
		u32 a = v[(16 - i) & 3], b = v[(17 - i) & 3], c = v[(18 - i) & 3],
		    d = v[(19 - i) & 3];

		a += md5_f<r>(b, c, d) + x[(m * i + k) & 15] + md5_t[16 * r + i];
		v[(16 - i) & 3] = b + std::rotl(a, md5_s[r][i & 3]);
	}
}

void md5_blocks(u32 hash[4], const u8 *src, size_t blocks)
{
	u32 x[MD5_BLOCK_WORDS];

	for (; blocks; blocks--, src += MD5_HMAC_BLOCK_SIZE) {
		u32 v[4] = { hash[0], hash[1], hash[2], hash[3] };

		for (int i = 0; i < MD5_BLOCK_WORDS; i++)
			x[i] = get_unaligned_le32(src + 4 * i);
		md5_round<0, 1, 0>(v, x);
		md5_round<1, 5, 1>(v, x);
		md5_round<2, 3, 5>(v, x);
		md5_round<3, 7, 0>(v, x);
		for (int i = 0; i < 4; i++)
			hash[i] += v[i];
	}
	memzero_explicit(x, sizeof(x));
}

struct md5_state *md5_desc_state(struct shash_desc *desc)
{
	return static_cast<struct md5_state *>(shash_desc_ctx(desc));
}

int md5_init(struct shash_desc *desc)
{
	struct md5_state *mctx = md5_desc_state(desc);

	mctx->hash[0] = MD5_H0;
	mctx->hash[1] = MD5_H1;
	mctx->hash[2] = MD5_H2;
	mctx->hash[3] = MD5_H3;
	mctx->byte_count = 0;
	return 0;
}

int md5_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct md5_state *mctx = md5_desc_state(desc);

	ukc::md_update(reinterpret_cast<u8 *>(mctx->block), mctx->byte_count, data, len,
		       [mctx](const u8 *src, size_t n) { md5_blocks(mctx->hash, src, n); });
	return 0;
}

int md5_final(struct shash_desc *desc, u8 *out)
{
	struct md5_state *mctx = md5_desc_state(desc);

	ukc::md_finalize<false>(
		reinterpret_cast<u8 *>(mctx->block), mctx->byte_count,
		[mctx](const u8 *src, size_t n) { md5_blocks(mctx->hash, src, n); });
	for (int i = 0; i < MD5_HASH_WORDS; i++)
		put_unaligned_le32(mctx->hash[i], out + 4 * i);
	memzero_explicit(mctx, sizeof(*mctx));
	return 0;
}

// 6.12 gives MD5 explicit export and import of the whole state; the defaults do the same.
struct shash_alg md5_alg = {
	.init = md5_init,
	.update = md5_update,
	.final = md5_final,
	.descsize = sizeof(struct md5_state),
	.digestsize = MD5_DIGEST_SIZE,
	.base = {
		.cra_blocksize = MD5_HMAC_BLOCK_SIZE,
		.cra_name = "md5",
		.cra_driver_name = "md5-generic",
		.cra_module = THIS_MODULE,
	},
};

int md5_mod_init()
{
	return crypto_register_shash(&md5_alg);
}

void md5_mod_fini()
{
	crypto_unregister_shash(&md5_alg);
}

} // namespace

// MD5 of the empty message: RFC 1321 appendix A.5, MD5 ("")
extern "C" const u8 md5_zero_message_hash[MD5_DIGEST_SIZE] = {
	0xd4, 0x1d, 0x8c, 0xd9, 0x8f, 0x00, 0xb2, 0x04,
	0xe9, 0x80, 0x09, 0x98, 0xec, 0xf8, 0x42, 0x7e,
};

subsys_initcall(md5_mod_init);
module_exit(md5_mod_fini);
