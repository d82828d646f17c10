// SPDX-License-Identifier: GPL-2.0-only
// BLAKE2b (RFC 7693): the portable compression function and the keyed shash drivers
// "blake2b-160-generic", "blake2b-256-generic", "blake2b-384-generic", "blake2b-512-generic".
#include <crypto/internal/blake2b.h>
#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "crypto/blake2_block.h"
#include "shared/shash_family.h"

namespace {

// The variant of lib/crypto/blake2_block.h: RFC 7693 sections 2.1-2.6 for BLAKE2b.
struct blake2b_params {
	using word = u64;
	static constexpr int rounds = 12;
	static constexpr u64 iv[8] = { BLAKE2B_IV0, BLAKE2B_IV1, BLAKE2B_IV2, BLAKE2B_IV3,
				       BLAKE2B_IV4, BLAKE2B_IV5, BLAKE2B_IV6, BLAKE2B_IV7 };
	static constexpr int rot[4] = { 32, 24, 16, 63 };
	static constexpr bool wipe = false;

	static u64 load(const u8 *p) { return get_unaligned_le64(p); }
};

// The compression function F of section 3.2 on one block, the counter already advanced.
void blake2b_compress_one(struct blake2b_state *state, const u8 *block)
{
	ukc::blake2_block<blake2b_params>::compress(state->h, state->t, state->f, block);
}

int blake2b_generic_update(struct shash_desc *desc, const u8 *in, unsigned int inlen)
{
	return crypto_blake2b_update(desc, in, inlen, blake2b_compress_generic);
}

int blake2b_generic_final(struct shash_desc *desc, u8 *out)
{
	return crypto_blake2b_final(desc, out, blake2b_compress_generic);
}

// What the four drivers share; they differ only in digest size and names.
constexpr struct shash_alg blake2b_generic_proto()
{
	struct shash_alg alg = {
		.init = crypto_blake2b_init,
		.update = blake2b_generic_update,
		.final = blake2b_generic_final,
		.setkey = crypto_blake2b_setkey,
		.descsize = sizeof(struct blake2b_state),
	};

	alg.base.cra_flags = CRYPTO_ALG_OPTIONAL_KEY;
	alg.base.cra_blocksize = BLAKE2B_BLOCK_SIZE;
	alg.base.cra_ctxsize = sizeof(struct blake2b_tfm_ctx);
	alg.base.cra_priority = 100;
	return alg;
}

constexpr ukc::shash_family blake2b_family = { blake2b_generic_proto() };

constinit struct shash_alg blake2b_generic_algs[] = {
	blake2b_family.member(BLAKE2B_160_HASH_SIZE, "blake2b-160", "blake2b-160-generic"),
	blake2b_family.member(BLAKE2B_256_HASH_SIZE, "blake2b-256", "blake2b-256-generic"),
	blake2b_family.member(BLAKE2B_384_HASH_SIZE, "blake2b-384", "blake2b-384-generic"),
	blake2b_family.member(BLAKE2B_512_HASH_SIZE, "blake2b-512", "blake2b-512-generic"),
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
