// SPDX-License-Identifier: GPL-2.0-only
// The "poly1305-neon" shash of 6.12's poly1305-glue.c (priority 200) and the library's
// poly1305_init_arch(), poly1305_update_arch() and poly1305_final_arch(): the generic code's
// state and scalar blocks, and Advanced SIMD's two lanes for longer runs of blocks. The state
// is the generic driver's, so it moves between the two.
#include <asm/neon.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/poly1305.h>
#include <crypto/internal/simd.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <algorithm>

#include <asm/cpufeature.h>
#include "poly1305-neon.h"
#include "ukc_poly1305_buf.h"

namespace {

using ukc::arm64::poly1305_neon_powers;

// desc->rset once r^1 and r^2 sit in the lanes' limbs after the core key (2 is the core key
// alone, as the generic code sets it).
constexpr unsigned short poly1305_neon_rset_powers = 3;

// Shorter runs stay scalar: the powers and the NEON section cost more than they save. 6.12's
// shash takes NEON above 128 bytes.
constexpr unsigned int poly1305_neon_min_blocks = 8;

// 6.12 hands the NEON code 4 KiB at a time, so one section stays short.
constexpr unsigned int poly1305_neon_chunk_blocks = 4096 / POLY1305_BLOCK_SIZE;

// ASIMD at init: 6.12's have_neon static key.
bool poly1305_neon_have;

// The powers live in the arch part of the key union, after the core key.
poly1305_neon_powers *poly1305_neon_powers_of(struct poly1305_desc_ctx *desc)
{
	static_assert(sizeof(desc->opaque_r) >=
		      sizeof(desc->core_r) + sizeof(poly1305_neon_powers));
	return reinterpret_cast<poly1305_neon_powers *>(&desc->core_r + 1);
}

// Whole blocks with the 2^128 bit: pairs in NEON sections when SIMD may be used, the rest
// (and everything short) by the generic code.
void poly1305_neon_do_blocks(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nblocks)
{
	if (poly1305_neon_have && nblocks >= poly1305_neon_min_blocks && crypto_simd_usable()) {
		poly1305_neon_powers *pw = poly1305_neon_powers_of(desc);

		while (nblocks >= 2) {
			const unsigned int todo = std::min(nblocks & ~1U,
							   poly1305_neon_chunk_blocks);

			kernel_neon_begin();
			if (desc->rset != poly1305_neon_rset_powers) {
				ukc::arm64::poly1305_neon_setup(&desc->core_r, pw);
				desc->rset = poly1305_neon_rset_powers;
			}
			ukc::arm64::poly1305_neon_blocks(&desc->h, pw, src, todo / 2);
			kernel_neon_end();
			src += todo * POLY1305_BLOCK_SIZE;
			nblocks -= todo;
		}
	}
	if (nblocks)
		poly1305_core_blocks(&desc->h, &desc->core_r, src, nblocks, 1);
}

// Whole blocks of @len, the key's first while it is not all set.
void poly1305_neon_shash_blocks(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int len)
{
	if (!desc->sset) [[unlikely]] {
		const unsigned int left = ukc::poly1305_shash_take_key(desc, src, len);

		src += len - left;
		len = left;
	}
	poly1305_neon_do_blocks(desc, src, len / POLY1305_BLOCK_SIZE);
}

struct poly1305_desc_ctx *poly1305_neon_dctx(struct shash_desc *desc)
{
	return static_cast<struct poly1305_desc_ctx *>(shash_desc_ctx(desc));
}

int poly1305_neon_init(struct shash_desc *desc)
{
	struct poly1305_desc_ctx *dctx = poly1305_neon_dctx(desc);

	poly1305_core_init(&dctx->h);
	dctx->buflen = 0;
	dctx->rset = 0;
	dctx->sset = false;
	return 0;
}

int poly1305_neon_update(struct shash_desc *desc, const u8 *src, unsigned int len)
{
	ukc::poly1305_buffered_update(poly1305_neon_dctx(desc), src, len,
				      poly1305_neon_shash_blocks);
	return 0;
}

// Fewer than 32 bytes of key given: -ENOKEY, as 6.12's.
int poly1305_neon_final(struct shash_desc *desc, u8 *out)
{
	struct poly1305_desc_ctx *dctx = poly1305_neon_dctx(desc);

	if (!dctx->sset) [[unlikely]]
		return -ENOKEY;
	poly1305_final_generic(dctx, out);
	return 0;
}

struct shash_alg poly1305_neon_alg = {
	.init = poly1305_neon_init,
	.update = poly1305_neon_update,
	.final = poly1305_neon_final,
	.descsize = sizeof(struct poly1305_desc_ctx),
	.digestsize = POLY1305_DIGEST_SIZE,
	.base = {
		.cra_blocksize = POLY1305_BLOCK_SIZE,
		.cra_priority = 200,
		.cra_name = "poly1305",
		.cra_driver_name = "poly1305-neon",
		.cra_module = THIS_MODULE,
	},
};

bool poly1305_neon_registered;

// As 6.12: nothing without ASIMD (the library hooks stay scalar), else the NEON code for the
// library and the shash.
int poly1305_neon_mod_init()
{
	if (!cpu_have_named_feature(ASIMD))
		return 0;
	poly1305_neon_have = true;

	int err = crypto_register_shash(&poly1305_neon_alg);

	poly1305_neon_registered = !err;
	return err;
}

void poly1305_neon_mod_exit()
{
	if (poly1305_neon_registered)
		crypto_unregister_shash(&poly1305_neon_alg);
	poly1305_neon_registered = false;
	poly1305_neon_have = false;
}

} // namespace

// The library's hooks (<crypto/poly1305.h>), as 6.12's poly1305-glue.c defines them: the
// generic state, NEON for longer runs where the CPU has it.
extern "C" {

void poly1305_init_arch(struct poly1305_desc_ctx *desc, const u8 key[POLY1305_KEY_SIZE])
{
	poly1305_init_generic(desc, key);
}

void poly1305_update_arch(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nbytes)
{
	ukc::poly1305_buffered_update(
		desc, src, nbytes, [](struct poly1305_desc_ctx *d, const u8 *p, unsigned int len) {
			poly1305_neon_do_blocks(d, p, len / POLY1305_BLOCK_SIZE);
		});
}

void poly1305_final_arch(struct poly1305_desc_ctx *desc, u8 *digest)
{
	poly1305_final_generic(desc, digest);
}

} // extern "C"

late_initcall(poly1305_neon_mod_init);
module_exit(poly1305_neon_mod_exit);

MODULE_DESCRIPTION("Poly1305 transform using NEON instructions");
MODULE_LICENSE("GPL v2");
MODULE_ALIAS_CRYPTO("poly1305");
MODULE_ALIAS_CRYPTO("poly1305-neon");
