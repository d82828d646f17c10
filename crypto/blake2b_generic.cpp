// SPDX-License-Identifier: GPL-2.0-only
// BLAKE2b (RFC 7693): the portable compression function and the keyed shash drivers
// "blake2b-160-generic", "blake2b-256-generic", "blake2b-384-generic", "blake2b-512-generic".
#include <bit>

#include <crypto/internal/blake2b.h>
#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

namespace {

// RFC 7693 section 2.7: the message word schedule of each round; rounds 10 and 11 reuse
// rows 0 and 1.
constexpr u8 blake2b_sigma[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

constexpr int blake2b_rounds = 12;

// RFC 7693 section 3.1: the mixing function G, rotation constants R1-R4 = 32, 24, 16, 63.
inline void blake2b_g(u64 *v, int a, int b, int c, int d, u64 x, u64 y)
{
	v[a] = v[a] + v[b] + x;
	v[d] = std::rotr(v[d] ^ v[a], 32);
	v[c] = v[c] + v[d];
	v[b] = std::rotr(v[b] ^ v[c], 24);
	v[a] = v[a] + v[b] + y;
	v[d] = std::rotr(v[d] ^ v[a], 16);
	v[c] = v[c] + v[d];
	v[b] = std::rotr(v[b] ^ v[c], 63);
}

// One round of section 3.2: G on the four columns, then on the four diagonals.
inline void blake2b_round(u64 *v, const u64 *m, const u8 *s)
{
	blake2b_g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
	blake2b_g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
	blake2b_g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
	blake2b_g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
	blake2b_g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
	blake2b_g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
	blake2b_g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
	blake2b_g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
}

// The compression function F of section 3.2 on one block, the counter already advanced.
void blake2b_compress_one(struct blake2b_state *state, const u8 *block)
{
	static constexpr u64 iv[8] = { BLAKE2B_IV0, BLAKE2B_IV1, BLAKE2B_IV2, BLAKE2B_IV3,
				       BLAKE2B_IV4, BLAKE2B_IV5, BLAKE2B_IV6, BLAKE2B_IV7 };
	u64 m[16], v[16];

	for (int i = 0; i < 16; i++)
		m[i] = get_unaligned_le64(block + 8 * i);
	for (int i = 0; i < 8; i++) {
		v[i] = state->h[i];
		v[i + 8] = iv[i];
	}
	v[12] ^= state->t[0];
	v[13] ^= state->t[1];
	v[14] ^= state->f[0];
	v[15] ^= state->f[1];
	for (int r = 0; r < blake2b_rounds; r++)
		blake2b_round(v, m, blake2b_sigma[r % 10]);
	for (int i = 0; i < 8; i++)
		state->h[i] ^= v[i] ^ v[i + 8];
}

int blake2b_generic_update(struct shash_desc *desc, const u8 *in, unsigned int inlen)
{
	return crypto_blake2b_update(desc, in, inlen, blake2b_compress_generic);
}

int blake2b_generic_final(struct shash_desc *desc, u8 *out)
{
	return crypto_blake2b_final(desc, out, blake2b_compress_generic);
}

// The four drivers differ only in digest size and names; cra_name and cra_driver_name are
// arrays, so the names are copied in after the rest, and the anonymous union's fields are
// assigned too (clang 14 cannot designate them in a template).
template <size_t n, size_t d>
struct shash_alg blake2b_generic_alg(unsigned int digestsize, const char (&name)[n],
				     const char (&driver)[d])
{
	struct shash_alg alg = {
		.init = crypto_blake2b_init,
		.update = blake2b_generic_update,
		.final = blake2b_generic_final,
		.setkey = crypto_blake2b_setkey,
		.descsize = sizeof(struct blake2b_state),
	};

	alg.digestsize = digestsize;
	alg.base.cra_flags = CRYPTO_ALG_OPTIONAL_KEY;
	alg.base.cra_blocksize = BLAKE2B_BLOCK_SIZE;
	alg.base.cra_ctxsize = sizeof(struct blake2b_tfm_ctx);
	alg.base.cra_priority = 100;
	alg.base.cra_module = THIS_MODULE;
	static_assert(n <= CRYPTO_MAX_ALG_NAME && d <= CRYPTO_MAX_ALG_NAME);
	memcpy(alg.base.cra_name, name, n);
	memcpy(alg.base.cra_driver_name, driver, d);
	return alg;
}

struct shash_alg blake2b_generic_algs[] = {
	blake2b_generic_alg(BLAKE2B_160_HASH_SIZE, "blake2b-160", "blake2b-160-generic"),
	blake2b_generic_alg(BLAKE2B_256_HASH_SIZE, "blake2b-256", "blake2b-256-generic"),
	blake2b_generic_alg(BLAKE2B_384_HASH_SIZE, "blake2b-384", "blake2b-384-generic"),
	blake2b_generic_alg(BLAKE2B_512_HASH_SIZE, "blake2b-512", "blake2b-512-generic"),
};

int blake2b_generic_mod_init()
{
	return crypto_register_shashes(blake2b_generic_algs, ARRAY_SIZE(blake2b_generic_algs));
}

void blake2b_generic_mod_fini()
{
	crypto_unregister_shashes(blake2b_generic_algs, ARRAY_SIZE(blake2b_generic_algs));
}

} // namespace

// RFC 7693 section 3.2: the 128-bit counter t counts bytes, including those of this block.
extern "C" void blake2b_compress_generic(struct blake2b_state *state, const u8 *block,
					 size_t nblocks, u32 inc)
{
	for (; nblocks; nblocks--, block += BLAKE2B_BLOCK_SIZE) {
		state->t[0] += inc;
		state->t[1] += state->t[0] < inc;
		blake2b_compress_one(state, block);
	}
}

subsys_initcall(blake2b_generic_mod_init);
module_exit(blake2b_generic_mod_fini);
