// SPDX-License-Identifier: GPL-2.0-only
// The x86 Poly1305 at 6.12's name and priority ("poly1305-simd", 300) and the library's
// poly1305_init_arch(), poly1305_update_arch() and poly1305_final_arch(): scalar code in base
// 2^64 always, and for longer runs of blocks the widest SIMD tier the CPU has (AVX-512 IFMA,
// AVX-512F, AVX2), picked at init as 6.12's static keys pick theirs.
#include <asm/fpu/api.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/poly1305.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include <algorithm>

#include "ukc_poly1305_buf.h"
#include "poly1305-x86.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

using poly1305_simd_fn = void (*)(u64 h[3], const poly1305_x86_key *key, const u8 *src,
				  unsigned int nblocks);

// The forms of r's powers a tier reads (poly1305_x86_key), as desc->rset records them once
// computed; 1 is r alone.
enum poly1305_x86_powers : unsigned short {
	POLY1305_X86_R_ONLY = 1,
	POLY1305_X86_POW26_4 = 2, // r^1 to r^4 in 26-bit limbs
	POLY1305_X86_POW26_8 = 3, // r^1 to r^8 in 26-bit limbs
	POLY1305_X86_POW44_8 = 4, // r^1 to r^8 and r^16 in 44-bit limbs
};

struct poly1305_x86_tier {
	const char *name;
	bool (*usable)();
	poly1305_simd_fn blocks;
	unsigned int lanes;
	poly1305_x86_powers powers;
};

// 6.12 leaves the zmm code out on the Intel models that slow down with it.
bool poly1305_x86_has_avx512()
{
	return x86_has_avx512f() && !x86_zmm_slows_down();
}

bool poly1305_x86_has_avx512ifma()
{
	return poly1305_x86_has_avx512() && boot_cpu_has(X86_FEATURE_AVX512IFMA);
}

// Widest first; each one's check includes the next one's.
constexpr poly1305_x86_tier poly1305_x86_tiers[] = {
	{ "AVX-512 IFMA", poly1305_x86_has_avx512ifma, poly1305_blocks_avx512ifma, 8,
	  POLY1305_X86_POW44_8 },
	{ "AVX-512F", poly1305_x86_has_avx512, poly1305_blocks_avx512, 8, POLY1305_X86_POW26_8 },
	{ "AVX2", x86_has_avx2, poly1305_blocks_avx2, 4, POLY1305_X86_POW26_4 },
	{ "x86_64", x86_has_x86_64, nullptr, 1, POLY1305_X86_R_ONLY },
};

// The SIMD tier while the driver is registered, else nullptr: the scalar code runs alone.
const poly1305_x86_tier *poly1305_x86_simd;

// Runs shorter than this many steps of the tier stay scalar: the powers of r and the FPU
// region cost more than they save.
constexpr unsigned int poly1305_x86_min_steps = 2;

// 6.12 hands the SIMD code 4 KiB at a time, so one FPU region stays short.
constexpr unsigned int poly1305_x86_fpu_blocks = 4096 / POLY1305_BLOCK_SIZE;

poly1305_x86_key *poly1305_x86_keyof(struct poly1305_desc_ctx *desc)
{
	return reinterpret_cast<poly1305_x86_key *>(desc->opaque_r);
}

// Section 2.5.1's clamp; r^1 only, the powers come when a SIMD tier first needs them.
void poly1305_x86_setkey(struct poly1305_desc_ctx *desc, const u8 raw[POLY1305_BLOCK_SIZE])
{
	poly1305_x86_key *key = poly1305_x86_keyof(desc);

	key->r[0] = get_unaligned_le64(raw) & 0x0ffffffc0fffffffULL;
	key->r[1] = get_unaligned_le64(raw + 8) & 0x0ffffffc0ffffffcULL;
	desc->rset = POLY1305_X86_R_ONLY;
}

// r^1 to r^8 and r^16 in 44-bit limbs, partly reduced (the IFMA code takes limbs a few bits
// over): by squarings and products of powers already there, mostly independent of each other;
// then r^8 to r^1 in the lanes of the blocks they follow from the end in a step.
void poly1305_x86_powers44(poly1305_x86_key *key)
{
	constexpr unsigned int lanes = poly1305_x86_max_lanes;
	const u64 r[3] = { key->r[0], key->r[1], 0 };
	u64 p[lanes][3];

	poly1305_to44(r, p[0]);
	poly1305_mul44(p[0], p[0], p[1]);
	poly1305_mul44(p[1], p[0], p[2]);
	poly1305_mul44(p[1], p[1], p[3]);
	for (unsigned int k = 4; k < lanes; k++)
		poly1305_mul44(p[3], p[k - 4], p[k]);
	poly1305_mul44(p[lanes - 1], p[lanes - 1], key->ifma.r16);
	for (unsigned int q = 0; q < lanes; q++)
		for (int i = 0; i < 3; i++)
			key->ifma.last[i][q] =
				p[lanes - 1 - poly1305_x86_block_of_lane(q, lanes)][i];
	memzero_explicit(p, sizeof(p));
}

// r^1 to r^lanes in the tier's form, unless desc->rset says they are there.
void poly1305_x86_powers(struct poly1305_desc_ctx *desc, const poly1305_x86_tier *tier)
{
	poly1305_x86_key *key = poly1305_x86_keyof(desc);
	u64 p[3] = { key->r[0], key->r[1], 0 };

	if (desc->rset == tier->powers)
		return;
	desc->rset = tier->powers;
	if (tier->powers == POLY1305_X86_POW44_8)
		return poly1305_x86_powers44(key);
	for (unsigned int k = 0; k < tier->lanes; k++) {
		u64 t[3];

		if (k)
			poly1305_mul(p, key->r);
		std::copy(p, p + 3, t);
		poly1305_reduce(t);
		poly1305_to26(t, key->pow26[k]);
	}
}

// Whole blocks: the tier's steps in FPU regions when SIMD may be used, the rest scalar.
void poly1305_x86_blocks(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nblocks,
			 u64 hibit)
{
	const poly1305_x86_tier *tier = poly1305_x86_simd;
	u64 *h = desc->h.h64;

	if (tier && hibit && nblocks >= poly1305_x86_min_steps * tier->lanes &&
	    crypto_simd_usable()) {
		const poly1305_x86_key *key = poly1305_x86_keyof(desc);

		poly1305_x86_powers(desc, tier);
		while (nblocks >= tier->lanes) {
			const unsigned int todo = std::min(round_down(nblocks, tier->lanes),
							   poly1305_x86_fpu_blocks);

			kernel_fpu_begin();
			tier->blocks(h, key, src, todo);
			kernel_fpu_end();
			src += todo * POLY1305_BLOCK_SIZE;
			nblocks -= todo;
		}
	}
	poly1305_blocks_scalar(h, poly1305_x86_keyof(desc)->r, src, nblocks, hibit);
}

// The shash's key comes as the data's first 32 bytes (r, then s), taken from whole blocks;
// returns how many of @len it took.
unsigned int poly1305_x86_take_key(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int len)
{
	unsigned int took = 0;

	if (!desc->rset && len >= POLY1305_BLOCK_SIZE) {
		poly1305_x86_setkey(desc, src);
		took = POLY1305_BLOCK_SIZE;
	}
	if (len - took >= POLY1305_BLOCK_SIZE) {
		for (int i = 0; i < 4; i++)
			desc->s[i] = get_unaligned_le32(src + took + 4 * i);
		desc->sset = true;
		took += POLY1305_BLOCK_SIZE;
	}
	return took;
}

// Whole blocks of @len, the key's first while it is not all set.
void poly1305_x86_update_blocks(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int len)
{
	if (!desc->sset) [[unlikely]] {
		const unsigned int took = poly1305_x86_take_key(desc, src, len);

		src += took;
		len -= took;
	}
	poly1305_x86_blocks(desc, src, len / POLY1305_BLOCK_SIZE, 1);
}

int poly1305_x86_shash_init(struct shash_desc *desc)
{
	auto *dctx = static_cast<struct poly1305_desc_ctx *>(shash_desc_ctx(desc));

	memset(dctx, 0, sizeof(*dctx));
	return 0;
}

int poly1305_x86_shash_update(struct shash_desc *desc, const u8 *src, unsigned int len)
{
	poly1305_update_arch(static_cast<struct poly1305_desc_ctx *>(shash_desc_ctx(desc)), src,
			     len);
	return 0;
}

// Fewer than 32 bytes of key given: -ENOKEY, as 6.12's.
int poly1305_x86_shash_final(struct shash_desc *desc, u8 *out)
{
	auto *dctx = static_cast<struct poly1305_desc_ctx *>(shash_desc_ctx(desc));

	if (!dctx->sset) [[unlikely]]
		return -ENOKEY;
	poly1305_final_arch(dctx, out);
	return 0;
}

struct shash_alg poly1305_x86_alg = {
	.init = poly1305_x86_shash_init,
	.update = poly1305_x86_shash_update,
	.final = poly1305_x86_shash_final,
	.descsize = sizeof(struct poly1305_desc_ctx),
	.digestsize = POLY1305_DIGEST_SIZE,
	.base = {
		.cra_blocksize = POLY1305_BLOCK_SIZE,
		.cra_priority = 300,
		.cra_name = "poly1305",
		.cra_driver_name = "poly1305-simd",
		.cra_module = THIS_MODULE,
	},
};

// As 6.12: the driver on every x86_64 CPU, the SIMD tier as wide as the features left allow.
int poly1305_x86_init()
{
	const poly1305_x86_tier *tier = std::find_if(
		std::begin(poly1305_x86_tiers), std::end(poly1305_x86_tiers),
		[](const poly1305_x86_tier &t) { return t.usable(); });

	if (tier == std::end(poly1305_x86_tiers))
		return -ENODEV;
	poly1305_x86_simd = tier->blocks ? tier : nullptr;
	pr_info("poly1305-x86: %s code\n", tier->name);
	int err = crypto_register_shash(&poly1305_x86_alg);
	if (err) {
		poly1305_x86_simd = nullptr;
		pr_err("poly1305-x86: registration failed: %d\n", err);
	}
	return err;
}

void poly1305_x86_exit()
{
	crypto_unregister_shash(&poly1305_x86_alg);
	poly1305_x86_simd = nullptr;
}

} // namespace

// The library's hooks (<crypto/poly1305.h>), as 6.12's poly1305_glue.c defines them: the
// scalar code always, the SIMD tier for longer runs while the driver is registered.
extern "C" {

void poly1305_init_arch(struct poly1305_desc_ctx *desc, const u8 key[POLY1305_KEY_SIZE])
{
	poly1305_x86_setkey(desc, key);
	for (int i = 0; i < 4; i++)
		desc->s[i] = get_unaligned_le32(key + POLY1305_BLOCK_SIZE + 4 * i);
	desc->h = {};
	desc->buflen = 0;
	desc->sset = true;
}

void poly1305_update_arch(struct poly1305_desc_ctx *desc, const u8 *src, unsigned int nbytes)
{
	ukc::poly1305_buffered_update(desc, src, nbytes, poly1305_x86_update_blocks);
}

// Section 2.5.1: a last partial block gets a 1 byte after it, then zeros, and no 2^128 bit;
// then h mod p, plus s mod 2^128.
void poly1305_final_arch(struct poly1305_desc_ctx *desc, u8 *digest)
{
	u64 *h = desc->h.h64;

	if (desc->buflen) {
		desc->buf[desc->buflen] = 1;
		memset(desc->buf + desc->buflen + 1, 0, POLY1305_BLOCK_SIZE - desc->buflen - 1);
		poly1305_x86_blocks(desc, desc->buf, 1, 0);
	}
	poly1305_reduce(h);
	poly1305_u128 t = static_cast<poly1305_u128>(h[0]) + desc->s[0] +
			  (static_cast<u64>(desc->s[1]) << 32);
	put_unaligned_le64(poly1305_lo(t), digest);
	put_unaligned_le64(h[1] + poly1305_hi(t) + desc->s[2] +
				   (static_cast<u64>(desc->s[3]) << 32),
			   digest + 8);
	memzero_explicit(desc, sizeof(*desc));
}

} // extern "C"

late_initcall(poly1305_x86_init);
module_exit(poly1305_x86_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Poly1305 authenticator");
MODULE_ALIAS_CRYPTO("poly1305");
MODULE_ALIAS_CRYPTO("poly1305-simd");
