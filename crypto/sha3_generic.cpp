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

#include "shared/shash_family.h"

namespace {

constexpr int sha3_rounds = 24;

// rc(t) of FIPS 202 Algorithm 5: the output bit of the LFSR x^8 + x^6 + x^5 + x^4 + 1 after t
// steps.
constexpr bool sha3_rc_bit(int t)
{
	unsigned int r = 1;

	for (int i = 0; i < t % 255; i++) {
		r <<= 1;
		if (r & 0x100)
			r ^= 0x171;
	}
	return r & 1;
}

// iota's round constants (Algorithm 6): bit 2^j - 1 of RC[i] is rc(j + 7i).
constexpr std::array<u64, sha3_rounds> sha3_make_rc()
{
	std::array<u64, sha3_rounds> rc{};

	for (int i = 0; i < sha3_rounds; i++)
		for (int j = 0; j <= 6; j++)
			if (sha3_rc_bit(j + 7 * i))
				rc[i] |= u64(1) << ((1 << j) - 1);
	return rc;
}

constexpr auto sha3_rc = sha3_make_rc();
static_assert(sha3_rc[0] == 1 && sha3_rc[23] == 0x8000000080008008);

// rho's offsets (Algorithm 2): lane (x, y) of the walk from (1, 0) under (x, y) -> (y, 2x + 3y)
// turns by (t + 1)(t + 2) / 2 at step t.
constexpr std::array<int, 25> sha3_make_rho()
{
	std::array<int, 25> rho{};
	int x = 1, y = 0;

	for (int t = 0; t < 24; t++) {
		rho[x + 5 * y] = ((t + 1) * (t + 2) / 2) % 64;
		int nx = y, ny = (2 * x + 3 * y) % 5;
		x = nx;
		y = ny;
	}
	return rho;
}

constexpr auto sha3_rho = sha3_make_rho();

// The five step mappings of one round (section 3.2) on the lanes A[x + 5y].
inline void sha3_round(u64 a[25], u64 rc)
{
	u64 c[5], b[25];

	for (int x = 0; x < 5; x++)
		c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
	for (int x = 0; x < 5; x++) {
		u64 d = c[(x + 4) % 5] ^ std::rotl(c[(x + 1) % 5], 1);
		for (int y = 0; y < 25; y += 5)
			a[x + y] ^= d;
	}
	// rho and pi: lane (x, y) moves to (y, 2x + 3y).
	for (int x = 0; x < 5; x++)
		for (int y = 0; y < 5; y++)
			b[y + 5 * ((2 * x + 3 * y) % 5)] = std::rotl(a[x + 5 * y],
								     sha3_rho[x + 5 * y]);
	for (int y = 0; y < 25; y += 5)
		for (int x = 0; x < 5; x++)
			a[x + y] = b[x + y] ^ (~b[(x + 1) % 5 + y] & b[(x + 2) % 5 + y]);
	a[0] ^= rc;
}

void sha3_keccakf(u64 st[25])
{
	for (int i = 0; i < sha3_rounds; i++)
		sha3_round(st, sha3_rc[i]);
}

void sha3_absorb(struct sha3_state *sctx, const u8 *src)
{
	for (unsigned int i = 0; i < sctx->rsizw; i++)
		sctx->st[i] ^= get_unaligned_le64(src + 8 * i);
	sha3_keccakf(sctx->st);
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

// The rate, the block size: what a capacity of twice the digest leaves of the 200-byte state.
constexpr struct shash_alg sha3_alg(struct shash_alg alg)
{
	alg.base.cra_blocksize = 200 - 2 * alg.digestsize;
	return alg;
}

constinit struct shash_alg sha3_algs[] = {
	sha3_alg(sha3_family.member(SHA3_224_DIGEST_SIZE, "sha3-224", "sha3-224-generic")),
	sha3_alg(sha3_family.member(SHA3_256_DIGEST_SIZE, "sha3-256", "sha3-256-generic")),
	sha3_alg(sha3_family.member(SHA3_384_DIGEST_SIZE, "sha3-384", "sha3-384-generic")),
	sha3_alg(sha3_family.member(SHA3_512_DIGEST_SIZE, "sha3-512", "sha3-512-generic")),
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

// A whole block is absorbed as soon as it is complete, so @buf never holds a full block.
extern "C" int crypto_sha3_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct sha3_state *sctx = sha3_desc_state(desc);

	if (sctx->partial + len >= sctx->rsiz) {
		if (sctx->partial) {
			unsigned int fill = sctx->rsiz - sctx->partial;

			memcpy(sctx->buf + sctx->partial, data, fill);
			sha3_absorb(sctx, sctx->buf);
			data += fill;
			len -= fill;
			sctx->partial = 0;
		}
		for (; len >= sctx->rsiz; data += sctx->rsiz, len -= sctx->rsiz)
			sha3_absorb(sctx, data);
	}
	memcpy(sctx->buf + sctx->partial, data, len);
	sctx->partial += len;
	return 0;
}

// pad10*1 after the SHA-3 suffix 01 (section 6.1 and B.2: the byte 0x06 ... 0x80), then the
// digest is the first d bits of the state string.
extern "C" int crypto_sha3_final(struct shash_desc *desc, u8 *out)
{
	struct sha3_state *sctx = sha3_desc_state(desc);
	unsigned int digest_size = crypto_shash_digestsize(desc->tfm);
	u8 lanes[SHA3_224_BLOCK_SIZE];

	memset(sctx->buf + sctx->partial, 0, sctx->rsiz - sctx->partial);
	sctx->buf[sctx->partial] |= 0x06;
	sctx->buf[sctx->rsiz - 1] |= 0x80;
	sha3_absorb(sctx, sctx->buf);
	for (unsigned int i = 0; i < (digest_size + 7) / 8; i++)
		put_unaligned_le64(sctx->st[i], lanes + 8 * i);
	memcpy(out, lanes, digest_size);
	memzero_explicit(lanes, sizeof(lanes));
	memzero_explicit(sctx, sizeof(*sctx));
	return 0;
}

subsys_initcall(sha3_generic_mod_init);
module_exit(sha3_generic_mod_fini);
