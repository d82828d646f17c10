// SPDX-License-Identifier: GPL-2.0-only
// The "sha3-224/256/384/512-generic" shash drivers: SHA-3 (FIPS 202), the Keccak[c] sponge over
// Keccak-f[1600] with the 01 domain suffix.
#include <array>
#include <bit>

#include <crypto/internal/hash.h>
#include <crypto/sha3.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "shared/keccak.h"
#include "shared/shash_family.h"

namespace {

/*
 * Keccak-f[1600] on a state whose lanes of sha3_flipped are held complemented: chi's
 * ~B[x+1] & B[x+2] then mostly becomes an AND or an OR of the held values, and of the 25 NOTs a
 * round would take (there is no ANDN in the x86-64 baseline) about 11 remain. The set is the
 * "lane complementing" transform of the Keccak team's implementation overview;
 * which lanes of a plane come out complemented follows from it through theta, rho and pi, and
 * every step below is chosen from that when compiled.
 */
constexpr std::array<bool, 25> sha3_flipped = [] {
	std::array<bool, 25> f{};

	for (int i : { 1, 2, 8, 12, 17, 20 })
		f[i] = true;
	return f;
}();

// Whether theta's D[x] is held complemented: C[x - 1] ^ rot(C[x + 1], 1), each column's parity
// complemented as often as the column has flipped lanes.
constexpr bool sha3_d_flipped(int x)
{
	bool f = false;

	for (int y = 0; y < 5; y++)
		f ^= sha3_flipped[(x + 4) % 5 + 5 * y] ^ sha3_flipped[(x + 1) % 5 + 5 * y];
	return f;
}

// rho and pi: the lane that lands at (x, y) comes from ((x + 3y) mod 5, x).
constexpr int sha3_pi_src(int x, int y)
{
	return (x + 3 * y) % 5 + 5 * x;
}

constexpr bool sha3_b_flipped(int x, int y)
{
	return sha3_flipped[sha3_pi_src(x, y)] ^ sha3_d_flipped((x + 3 * y) % 5);
}

// chi's lane x of plane y (section 3.2.4), b[x] ^ (~b[x + 1] & b[x + 2]), from the held values:
// ~q & r is q & r when only q is held complemented, ~(q | r) when only r is; the result is
// complemented when that leaves it otherwise than sha3_flipped holds it.
template <int Y, int X> [[gnu::always_inline]] inline u64 sha3_chi(const u64 (&b)[5])
{
	constexpr bool fp = sha3_b_flipped(X, Y), fq = sha3_b_flipped((X + 1) % 5, Y),
		       fr = sha3_b_flipped((X + 2) % 5, Y);
	const u64 q = b[(X + 1) % 5], r = b[(X + 2) % 5];
	u64 t;

	if constexpr (fq && !fr)
		t = q & r;
	else if constexpr (!fq && fr)
		t = q | r;
	else if constexpr (!fq)
		t = ~q & r;
	else
		t = q & ~r;
	constexpr bool t_flipped = !fq && fr;

	return (fp != t_flipped) != sha3_flipped[X + 5 * Y] ? ~(b[X] ^ t) : b[X] ^ t;
}

// Plane y of the round's output @e: theta's @d added, rho, pi and chi.
template <int Y> [[gnu::always_inline]] inline void sha3_plane(const u64 *a, u64 *e, const u64 *d)
{
	u64 b[5];

#pragma GCC unroll 5
	for (int x = 0; x < 5; x++) {
		const int src = sha3_pi_src(x, Y);

		b[x] = std::rotl(a[src] ^ d[src % 5], ukc::keccak_rho[src]);
	}
	e[5 * Y] = sha3_chi<Y, 0>(b);
	e[5 * Y + 1] = sha3_chi<Y, 1>(b);
	e[5 * Y + 2] = sha3_chi<Y, 2>(b);
	e[5 * Y + 3] = sha3_chi<Y, 3>(b);
	e[5 * Y + 4] = sha3_chi<Y, 4>(b);
}

// One round (section 3.3) from @a into @e.
[[gnu::always_inline]] inline void sha3_round(const u64 *a, u64 *e, u64 rc)
{
	u64 c[5], d[5];

#pragma GCC unroll 5
	for (int x = 0; x < 5; x++)
		c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
#pragma GCC unroll 5
	for (int x = 0; x < 5; x++)
		d[x] = c[(x + 4) % 5] ^ std::rotl(c[(x + 1) % 5], 1);
	sha3_plane<0>(a, e, d);
	sha3_plane<1>(a, e, d);
	sha3_plane<2>(a, e, d);
	sha3_plane<3>(a, e, d);
	sha3_plane<4>(a, e, d);
	e[0] ^= rc; // iota: lane (0, 0) is not complemented
}

void sha3_flip(u64 st[25])
{
	for (int i = 0; i < 25; i++)
		if (sha3_flipped[i])
			st[i] = ~st[i];
}

// The 24 rounds on a state held as sha3_flipped says, alternating between it and @e, so no round
// copies lanes back.
void sha3_keccakf_flipped(u64 st[25], u64 (&e)[25])
{
	for (int i = 0; i < ukc::keccak_rounds; i += 2) {
		sha3_round(st, e, ukc::keccak_rc[i]);
		sha3_round(e, st, ukc::keccak_rc[i + 1]);
	}
}

// The portable sha3_block_fn. The lanes stay complemented from one block to the next: XORing a
// message word into a complemented lane gives the complement of the plain sum.
void sha3_generic_blocks(struct sha3_state *sctx, const u8 *src, int blocks)
{
	u64 e[25];

	sha3_flip(sctx->st);
	for (; blocks > 0; blocks--, src += sctx->rsiz) {
		for (unsigned int i = 0; i < sctx->rsizw; i++)
			sctx->st[i] ^= get_unaligned_le64(src + 8 * i);
		sha3_keccakf_flipped(sctx->st, e);
	}
	sha3_flip(sctx->st);
	memzero_explicit(e, sizeof(e));
}

struct sha3_state *sha3_desc_state(struct shash_desc *desc)
{
	return static_cast<struct sha3_state *>(shash_desc_ctx(desc));
}

// What the four drivers share; they differ only in their digest size (and so their rate) and
// names.
constexpr ukc::shash_family sha3_family = { {
	.init = crypto_sha3_init,
	.update = crypto_sha3_update,
	.final = crypto_sha3_final,
	.descsize = sizeof(struct sha3_state),
} };

constinit struct shash_alg sha3_algs[] = {
	ukc::sha3_shash_alg(
		sha3_family.member(SHA3_224_DIGEST_SIZE, "sha3-224", "sha3-224-generic")),
	ukc::sha3_shash_alg(
		sha3_family.member(SHA3_256_DIGEST_SIZE, "sha3-256", "sha3-256-generic")),
	ukc::sha3_shash_alg(
		sha3_family.member(SHA3_384_DIGEST_SIZE, "sha3-384", "sha3-384-generic")),
	ukc::sha3_shash_alg(
		sha3_family.member(SHA3_512_DIGEST_SIZE, "sha3-512", "sha3-512-generic")),
};

int sha3_generic_mod_init()
{
	return crypto_register_shashes(sha3_algs, ARRAY_SIZE(sha3_algs));
}

void sha3_generic_mod_fini()
{
	crypto_unregister_shashes(sha3_algs, ARRAY_SIZE(sha3_algs));
}

} // namespace

extern "C" int crypto_sha3_init(struct shash_desc *desc)
{
	struct sha3_state *sctx = sha3_desc_state(desc);

	memset(sctx->st, 0, sizeof(sctx->st));
	sctx->rsiz = 200 - 2 * crypto_shash_digestsize(desc->tfm);
	sctx->rsizw = sctx->rsiz / 8;
	sctx->partial = 0;
	return 0;
}

extern "C" int crypto_sha3_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	ukc_sha3_do_update(sha3_desc_state(desc), data, len, sha3_generic_blocks);
	return 0;
}

extern "C" int crypto_sha3_final(struct shash_desc *desc, u8 *out)
{
	return ukc_sha3_do_final(desc, out, sha3_generic_blocks);
}

// A whole block is absorbed as soon as it is complete, so @buf never holds a full block.
extern "C" void ukc_sha3_do_update(struct sha3_state *sctx, const u8 *data, unsigned int len,
				   sha3_block_fn *block_fn)
{
	if (sctx->partial + len >= sctx->rsiz) {
		if (sctx->partial) {
			unsigned int fill = sctx->rsiz - sctx->partial;

			memcpy(sctx->buf + sctx->partial, data, fill);
			block_fn(sctx, sctx->buf, 1);
			data += fill;
			len -= fill;
			sctx->partial = 0;
		}
		unsigned int blocks = len / sctx->rsiz;

		if (blocks)
			block_fn(sctx, data, (int)blocks);
		data += blocks * sctx->rsiz;
		len -= blocks * sctx->rsiz;
	}
	memcpy(sctx->buf + sctx->partial, data, len);
	sctx->partial += len;
}

// pad10*1 after the SHA-3 suffix 01 (section 6.1 and B.2: the byte 0x06 ... 0x80), then the
// digest is the first d bits of the state string.
extern "C" int ukc_sha3_do_final(struct shash_desc *desc, u8 *out, sha3_block_fn *block_fn)
{
	struct sha3_state *sctx = sha3_desc_state(desc);
	unsigned int digest_size = crypto_shash_digestsize(desc->tfm);
	u8 lanes[SHA3_224_BLOCK_SIZE];

	memset(sctx->buf + sctx->partial, 0, sctx->rsiz - sctx->partial);
	sctx->buf[sctx->partial] |= 0x06;
	sctx->buf[sctx->rsiz - 1] |= 0x80;
	block_fn(sctx, sctx->buf, 1);
	for (unsigned int i = 0; i < (digest_size + 7) / 8; i++)
		put_unaligned_le64(sctx->st[i], lanes + 8 * i);
	memcpy(out, lanes, digest_size);
	memzero_explicit(lanes, sizeof(lanes));
	memzero_explicit(sctx, sizeof(*sctx));
	return 0;
}

subsys_initcall(sha3_generic_mod_init);
module_exit(sha3_generic_mod_fini);
