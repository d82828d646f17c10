// SPDX-License-Identifier: GPL-2.0-only
// The "wp512-generic", "wp384-generic" and "wp256-generic" shash drivers: Whirlpool (ISO/IEC
// 10118-3:2004 section 10; Barreto and Rijmen, "The WHIRLPOOL Hashing Function", 2003), and
// its first 384 and 256 bits.
#include <algorithm>
#include <array>

#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "shared/shash_family.h"

namespace {

constexpr unsigned int wp512_digest_size = 64;
constexpr unsigned int wp384_digest_size = 48;
constexpr unsigned int wp256_digest_size = 32;
constexpr unsigned int wp512_block_size = 64;
constexpr unsigned int wp512_length_bytes = 32;
constexpr int wp512_rounds = 10;

// As 6.12 lays it out: the 256-bit message length (big-endian bits), the partial block, its
// size in bits and bytes, the chaining value.
struct wp512_ctx {
	u8 bitLength[wp512_length_bytes];
	u8 buffer[wp512_block_size];
	int bufferBits;
	int bufferPos;
	u64 hash[wp512_digest_size / 8];
};

// The mini-boxes E (and its inverse) and R from which the paper's section 6.1 builds the S-box.
constexpr u8 wp512_e[16] = { 0x1, 0xb, 0x9, 0xc, 0xd, 0x6, 0xf, 0x3,
			     0xe, 0x8, 0x7, 0x4, 0xa, 0x2, 0x5, 0x0 };
constexpr u8 wp512_r[16] = { 0x7, 0xc, 0xb, 0xd, 0xe, 0x4, 0x9, 0xf,
			     0x6, 0x3, 0x8, 0xa, 0x2, 0x5, 0x1, 0x0 };

constexpr std::array<u8, 256> wp512_make_sbox()
{
	std::array<u8, 16> einv{};
	std::array<u8, 256> s{};

	for (int i = 0; i < 16; i++)
		einv[wp512_e[i]] = u8(i);
	for (int u = 0; u < 256; u++) {
		u8 a = wp512_e[u >> 4], b = einv[u & 15], r = wp512_r[a ^ b];
		s[u] = u8(wp512_e[a ^ r] << 4 | einv[b ^ r]);
	}
	return s;
}

constexpr auto wp512_sbox = wp512_make_sbox();
static_assert(wp512_sbox[0] == 0x18 && wp512_sbox[1] == 0x23 && wp512_sbox[255] == 0x86);

// Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1 (section 2.1 of the paper).
constexpr u8 wp512_mul(u8 a, u8 b)
{
	u8 r = 0;

	for (; b; b >>= 1) {
		if (b & 1)
			r ^= a;
		a = u8(a << 1 ^ (a & 0x80 ? 0x1d : 0));
	}
	return r;
}

// theta multiplies each row by the circulant matrix cir(1, 1, 4, 1, 8, 5, 2, 9) (section
// 3.3), after gamma (the S-box) and pi (column j turned down by j). A row is a big-endian u64
// whose byte j is column j; the table of k maps the byte of column k to its row contribution.
constexpr std::array<std::array<u64, 256>, 8> wp512_make_tables()
{
	constexpr u8 c[8] = { 1, 1, 4, 1, 8, 5, 2, 9 };
	std::array<std::array<u64, 256>, 8> t{};

	for (int k = 0; k < 8; k++)
		for (int x = 0; x < 256; x++)
			for (int j = 0; j < 8; j++)
				t[k][x] |= u64(wp512_mul(wp512_sbox[x], c[(j - k + 8) % 8]))
					   << (56 - 8 * j);
	return t;
}

constexpr auto wp512_t = wp512_make_tables();

// The round constants (section 3.5): row 0 of c^r is S-box entries 8(r - 1) .. 8r - 1.
constexpr std::array<u64, wp512_rounds + 1> wp512_make_rc()
{
	std::array<u64, wp512_rounds + 1> rc{};

	for (int r = 1; r <= wp512_rounds; r++)
		for (int j = 0; j < 8; j++)
			rc[r] |= u64(wp512_sbox[8 * (r - 1) + j]) << (56 - 8 * j);
	return rc;
}

constexpr auto wp512_rc = wp512_make_rc();

// theta(pi(gamma(a))) ^ key, row by row: row i gathers column k from row i - k.
inline void wp512_round(u64 out[8], const u64 in[8], const u64 key[8])
{
	u64 a[8];

	std::copy_n(in, 8, a);
#pragma GCC unroll 8
	for (int i = 0; i < 8; i++) {
		u64 row = key[i];
#pragma GCC unroll 8
		for (int k = 0; k < 8; k++)
			row ^= wp512_t[k][(a[(i - k + 8) % 8] >> (56 - 8 * k)) & 0xff];
		out[i] = row;
	}
}

// The compression of section 3.6: the block cipher W keyed by the chaining value, in the
// Miyaguchi-Preneel mode.
void wp512_block(u64 hash[8], const u8 *src)
{
	u64 m[8], k[8], s[8], t[8];
	const u64 zero[8] = {};

	for (int i = 0; i < 8; i++) {
		m[i] = get_unaligned_be64(src + 8 * i);
		k[i] = hash[i];
		s[i] = m[i] ^ k[i];
	}
	for (int r = 1; r <= wp512_rounds; r++) {
		u64 rc[8] = { wp512_rc[r] };

		wp512_round(t, k, rc);
		std::copy_n(t, 8, k);
		wp512_round(t, s, zero);
		for (int i = 0; i < 8; i++)
			s[i] = t[i] ^ k[i];
	}
	for (int i = 0; i < 8; i++)
		hash[i] ^= s[i] ^ m[i];
	memzero_explicit(k, sizeof(k));
	memzero_explicit(s, sizeof(s));
	memzero_explicit(t, sizeof(t));
}

struct wp512_ctx *wp512_desc_ctx(struct shash_desc *desc)
{
	return static_cast<struct wp512_ctx *>(shash_desc_ctx(desc));
}

// The initial chaining value is zero (section 3.6).
int wp512_init(struct shash_desc *desc)
{
	struct wp512_ctx *wctx = wp512_desc_ctx(desc);

	memset(wctx, 0, sizeof(*wctx));
	return 0;
}

// Adds @len bytes to the 256-bit big-endian bit count.
void wp512_count(struct wp512_ctx *wctx, unsigned int len)
{
	u64 add = u64(len) << 3, carry = 0;

	for (int i = wp512_length_bytes - 1; i >= 0 && (add || carry); i--) {
		u64 v = u64(wctx->bitLength[i]) + (add & 0xff) + carry;

		wctx->bitLength[i] = u8(v);
		carry = v >> 8;
		add >>= 8;
	}
}

int wp512_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct wp512_ctx *wctx = wp512_desc_ctx(desc);
	unsigned int pos = wctx->bufferPos;

	wp512_count(wctx, len);
	while (len) {
		unsigned int n = std::min(len, wp512_block_size - pos);

		memcpy(wctx->buffer + pos, data, n);
		pos += n;
		data += n;
		len -= n;
		if (pos == wp512_block_size) {
			wp512_block(wctx->hash, wctx->buffer);
			pos = 0;
		}
	}
	wctx->bufferPos = pos;
	wctx->bufferBits = 8 * pos;
	return 0;
}

// Padding (section 3.7 of the paper): a 1 bit, zeros up to 256 bits short of a block, then the
// 256-bit length.
int wp512_final(struct shash_desc *desc, u8 *out)
{
	struct wp512_ctx *wctx = wp512_desc_ctx(desc);
	constexpr unsigned int len_offset = wp512_block_size - wp512_length_bytes;
	unsigned int pos = wctx->bufferPos;
	u8 digest[wp512_digest_size];

	wctx->buffer[pos++] = 0x80;
	if (pos > len_offset) {
		memset(wctx->buffer + pos, 0, wp512_block_size - pos);
		wp512_block(wctx->hash, wctx->buffer);
		pos = 0;
	}
	memset(wctx->buffer + pos, 0, len_offset - pos);
	memcpy(wctx->buffer + len_offset, wctx->bitLength, wp512_length_bytes);
	wp512_block(wctx->hash, wctx->buffer);
	for (int i = 0; i < 8; i++)
		put_unaligned_be64(wctx->hash[i], digest + 8 * i);
	memcpy(out, digest, crypto_shash_digestsize(desc->tfm));
	memzero_explicit(digest, sizeof(digest));
	memzero_explicit(wctx, sizeof(*wctx));
	return 0;
}

// What the three drivers share; they differ only in digest size and names.
constexpr struct shash_alg wp512_proto()
{
	struct shash_alg alg = {
		.init = wp512_init,
		.update = wp512_update,
		.final = wp512_final,
		.descsize = sizeof(struct wp512_ctx),
	};
	alg.base.cra_blocksize = wp512_block_size;
	return alg;
}

constexpr ukc::shash_family wp512_family = { wp512_proto() };

constinit struct shash_alg wp512_algs[3] = {
	wp512_family.member(wp512_digest_size, "wp512", "wp512-generic"),
	wp512_family.member(wp384_digest_size, "wp384", "wp384-generic"),
	wp512_family.member(wp256_digest_size, "wp256", "wp256-generic"),
};

int wp512_mod_init()
{
	return crypto_register_shashes(wp512_algs, ARRAY_SIZE(wp512_algs));
}

void wp512_mod_fini()
{
	crypto_unregister_shashes(wp512_algs, ARRAY_SIZE(wp512_algs));
}

} // namespace

subsys_initcall(wp512_mod_init);
module_exit(wp512_mod_fini);
