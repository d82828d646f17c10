// SPDX-License-Identifier: GPL-2.0-only
// The "sha3-224/256/384/512-generic" shash drivers: SHA-3 (FIPS 202), the Keccak[c] sponge over
// Keccak-f[1600] with the 01 domain suffix.
#include <crypto/internal/hash.h>
#include <crypto/sha3.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#if defined(__x86_64__)
#include <asm/cpufeature.h>
#endif

#include "sha3_keccakf.h"
#include "shared/keccak.h"
#include "shared/shash_family.h"

namespace {

// The block function, chosen once before the drivers are registered.
sha3_block_fn *sha3_blocks = ukc::sha3_blocks_portable;

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
#if defined(__x86_64__)
	sha3_blocks = boot_cpu_has(X86_FEATURE_BMI1) ? ukc::sha3_blocks_bmi1
						     : ukc::sha3_blocks_portable;
#endif
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
	ukc_sha3_do_update(sha3_desc_state(desc), data, len, sha3_blocks);
	return 0;
}

extern "C" int crypto_sha3_final(struct shash_desc *desc, u8 *out)
{
	return ukc_sha3_do_final(desc, out, sha3_blocks);
}

extern "C" const char *ukc_sha3_generic_impl(void)
{
	return sha3_blocks == ukc::sha3_blocks_portable ? "portable" : "bmi1";
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
