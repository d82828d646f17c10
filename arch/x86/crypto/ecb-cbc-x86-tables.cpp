// SPDX-License-Identifier: GPL-2.0-only
// The tiers and driver rows of the x86 ECB, CBC and CTR drivers, family by family (serpent,
// twofish, cast6, camellia, sm4, aria): each tier's block functions, and each driver's 6.12
// name, priority and CPU check in registration order; ecb-cbc-x86-glue.cpp walks and registers.
#include <asm/cpufeature.h>
#include <crypto/aria.h>
#include <crypto/cast6.h>
#include <crypto/internal/aria.h>
#include <crypto/internal/skcipher.h>
#include <crypto/serpent.h>
#include <crypto/sm4.h>
#include <crypto/twofish.h>
#include <linux/kernel.h>
#include <linux/module.h>

#include <array>

#include "camellia-x86.h"
#include "ecb-cbc-x86-tables.h"

namespace {

using namespace ukc::x86;

template <typename Ctx, int (*F)(Ctx *, const u8 *, unsigned int)>
int ecb_cbc_setkey_of(void *ctx, const u8 *key, unsigned int keylen)
{
	return F(static_cast<Ctx *>(ctx), key, keylen);
}

// Camellia's routines take its context by type.
template <camellia_blk_fn F> void camellia_blocks(const void *ctx, u8 *dst, const u8 *src)
{
	F(static_cast<const struct camellia_ctx *>(ctx), dst, src);
}

template <camellia_ctr_fn F>
void camellia_ctr(const void *ctx, u8 *dst, const u8 *src, const u8 *ctr)
{
	F(static_cast<const struct camellia_ctx *>(ctx), dst, src, ctr);
}

template <camellia_blk_fn E, camellia_blk_fn D, unsigned int N>
constexpr ecb_cbc_step camellia_step = { N, camellia_blocks<E>, camellia_blocks<D>, nullptr };

template <camellia_blk_fn E, camellia_blk_fn D, camellia_ctr_fn C, unsigned int N>
constexpr ecb_cbc_step camellia_ctr_step = { N, camellia_blocks<E>, camellia_blocks<D>,
					     camellia_ctr<C> };

// The AVX2 tier's 32-block step is the VAES one where the CPU has VAES.
void camellia_pick_vaes(ecb_cbc_step *steps)
{
	if (boot_cpu_has(X86_FEATURE_VAES))
		steps[0] = camellia_ctr_step<camellia_ecb_enc_32way_vaes,
					     camellia_ecb_dec_32way_vaes, camellia_ctr_32way_vaes,
					     CAMELLIA_AESNI_AVX2_PARALLEL_BLOCKS>;
}

constexpr auto camellia_key = ecb_cbc_setkey_of<struct camellia_ctx, ukc_camellia_setkey>;
constexpr ecb_cbc_step camellia_1 = camellia_step<camellia_enc_blk, camellia_dec_blk, 1>;
constexpr ecb_cbc_step camellia_2 =
	camellia_step<camellia_enc_blk_2way, camellia_dec_blk_2way, CAMELLIA_PARALLEL_BLOCKS>;
constexpr ecb_cbc_step camellia_16 =
	camellia_ctr_step<camellia_ecb_enc_16way, camellia_ecb_dec_16way, camellia_ctr_16way,
			  CAMELLIA_AESNI_PARALLEL_BLOCKS>;
constexpr ecb_cbc_step camellia_32 =
	camellia_ctr_step<camellia_ecb_enc_32way, camellia_ecb_dec_32way, camellia_ctr_32way,
			  CAMELLIA_AESNI_AVX2_PARALLEL_BLOCKS>;
constexpr auto serpent_key = ecb_cbc_setkey_of<struct serpent_ctx, __serpent_setkey>;
constexpr auto twofish_key = ecb_cbc_setkey_of<struct twofish_ctx, __twofish_setkey>;
constexpr auto cast6_key = ecb_cbc_setkey_of<struct cast6_ctx, __cast6_setkey>;
constexpr ecb_cbc_step serpent_1 = { 1, __serpent_encrypt, __serpent_decrypt, nullptr };
constexpr auto aria_key = ecb_cbc_setkey_of<struct aria_ctx, ukc_aria_setkey>;
constexpr ecb_cbc_step twofish_1 = { 1, twofish_enc_blk, twofish_dec_blk, nullptr };
constexpr ecb_cbc_step twofish_3 = { 3, twofish_enc_3way, twofish_dec_3way, nullptr };
// SM4: the one-block step is sm4-x86_64.cpp's table-driven routine, which CBC encryption runs
// alone (as 6.12's sm4_cbc_encrypt() runs the library's); the AVX2 tier ends with the AVX
// tier's 4-way step.
constexpr auto sm4_key = ecb_cbc_setkey_of<struct sm4_ctx, sm4_expandkey>;
constexpr ecb_cbc_step sm4_1 = { 1, sm4_enc_1way_x86_64, sm4_dec_1way_x86_64, nullptr };
constexpr ecb_cbc_step sm4_avx_4 = { 4, sm4_enc_4way_aesni_avx, sm4_dec_4way_aesni_avx, nullptr };

// Both tiers take their S-box from GFNI where the CPU has it (two instructions a round where
// AES-NI takes AESENCLAST and four table lookups); the AVX2 tier's 16- and 8-block steps are
// the VAES ones where it has VAES but not GFNI.
void sm4_pick_gfni_avx(ecb_cbc_step *steps)
{
	if (!boot_cpu_has(X86_FEATURE_GFNI))
		return;
	steps[0] = { 8, sm4_enc_8way_gfni_avx, sm4_dec_8way_gfni_avx, nullptr };
	steps[1] = { 4, sm4_enc_4way_gfni_avx, sm4_dec_4way_gfni_avx, nullptr };
}

void sm4_pick_avx2(ecb_cbc_step *steps)
{
	if (boot_cpu_has(X86_FEATURE_GFNI)) {
		steps[0] = { 16, sm4_enc_16way_gfni_avx2, sm4_dec_16way_gfni_avx2, nullptr };
		steps[1] = { 8, sm4_enc_8way_gfni_avx2, sm4_dec_8way_gfni_avx2, nullptr };
		steps[2] = { 4, sm4_enc_4way_gfni_avx, sm4_dec_4way_gfni_avx, nullptr };
	} else if (boot_cpu_has(X86_FEATURE_VAES)) {
		steps[0] = { 16, sm4_enc_16way_vaes_avx2, sm4_dec_16way_vaes_avx2, nullptr };
		steps[1] = { 8, sm4_enc_8way_vaes_avx2, sm4_dec_8way_vaes_avx2, nullptr };
	}
}

// A lone ARIA block goes through the generic cipher's table rounds, as 6.12's AVX and AVX2 glue
// sends it: one block in one register waits on every step of its AES-NI rounds, and the table
// lookups of the generic cipher's words finish sooner. GFNI's shorter rounds beat both.
template <bool Enc> void aria_one(const void *ctx, u8 *dst, const u8 *src)
{
	(Enc ? aria_encrypt : aria_decrypt)(const_cast<void *>(ctx), dst, src);
}

constexpr ecb_cbc_step aria_1 = { 1, aria_one<true>, aria_one<false>, nullptr };

// ARIA's AVX and AVX2 tiers take their S-boxes from GFNI where the CPU has it, as 6.12's
// aria-aesni-avx and -avx2 drivers pick their routines at init.
constexpr ecb_cbc_step aria_avx_16 = { 16, aria_enc_16way_aesni_avx, aria_dec_16way_aesni_avx,
				       aria_ctr_16way_aesni_avx };
constexpr ecb_cbc_step aria_avx_4 = { 4, aria_enc_4way_aesni_avx, aria_dec_4way_aesni_avx,
				      nullptr };
constexpr ecb_cbc_step aria_gfni_16 = { 16, aria_enc_16way_gfni_avx, aria_dec_16way_gfni_avx,
					aria_ctr_16way_gfni_avx };
constexpr ecb_cbc_step aria_gfni_1 = { 1, aria_enc_1way_gfni_avx, aria_dec_1way_gfni_avx, nullptr };
constexpr ecb_cbc_step aria_gfni_4 = { 4, aria_enc_4way_gfni_avx, aria_dec_4way_gfni_avx, nullptr };

void aria_pick_gfni_avx(ecb_cbc_step *steps)
{
	if (boot_cpu_has(X86_FEATURE_GFNI)) {
		steps[0] = aria_gfni_16;
		steps[1] = aria_gfni_4;
		steps[2] = aria_gfni_1;
	}
}

void aria_pick_gfni_avx2(ecb_cbc_step *steps)
{
	if (boot_cpu_has(X86_FEATURE_GFNI)) {
		steps[0] = { 32, aria_enc_32way_gfni_avx2, aria_dec_32way_gfni_avx2,
			     aria_ctr_32way_gfni_avx2 };
		aria_pick_gfni_avx(steps + 1);
	}
}

// The tiers, each the block functions of one of 6.12's drivers (named by the rows below, which
// say which CPUs have it), in the order of ecb_cbc_tier_id.
enum ecb_cbc_tier_id {
	serpent_sse2,
	serpent_avx,
	serpent_avx2,
	twofish_3way,
	twofish_avx,
	cast6_avx,
	camellia_asm,
	camellia_aesni,
	camellia_aesni_avx2,
	sm4_aesni_avx,
	sm4_aesni_avx2,
	aria_gfni_avx512,
	aria_aesni_avx,
	aria_aesni_avx2,
	ecb_cbc_ntiers
};

/* clang-format off */
constexpr ecb_cbc_tier ecb_cbc_table[] = {
	/* serpent_sse2 */ { true, serpent_key,
	  { { 4, serpent_enc_4way_sse2, serpent_dec_4way_sse2, nullptr }, serpent_1 } },
	/* serpent_avx */ { true, serpent_key,
	  { { 8, serpent_enc_8way_avx, serpent_dec_8way_avx, nullptr }, serpent_1 } },
	/* serpent_avx2 */ { true, serpent_key,
	  { { 16, serpent_enc_16way_avx2, serpent_dec_16way_avx2, nullptr },
	    { 8, serpent_enc_8way_avx2, serpent_dec_8way_avx2, nullptr }, serpent_1 } },
	/* twofish_3way */ { false, twofish_key, { twofish_3, twofish_1 } },
	/* twofish_avx */ { true, twofish_key,
	  { { 8, twofish_enc_8way_avx, twofish_dec_8way_avx, nullptr }, twofish_3, twofish_1 } },
	/* cast6_avx */ { true, cast6_key,
	  { { 8, cast6_enc_8way_avx, cast6_dec_8way_avx, nullptr },
	    { 1, __cast6_encrypt, __cast6_decrypt, nullptr } } },
	/* camellia_asm */ { false, camellia_key, { camellia_2, camellia_1 } },
	/* camellia_aesni */ { true, camellia_key, { camellia_16, camellia_2, camellia_1 },
	  CAMELLIA_AESNI_PARALLEL_BLOCKS },
	/* camellia_aesni_avx2 */ { true, camellia_key,
	  { camellia_32, camellia_16, camellia_2, camellia_1 }, CAMELLIA_AESNI_PARALLEL_BLOCKS,
	  camellia_pick_vaes },
	/* sm4_aesni_avx */ { true, sm4_key,
	  { { 8, sm4_enc_8way_aesni_avx, sm4_dec_8way_aesni_avx, nullptr }, sm4_avx_4, sm4_1 },
	  0, sm4_pick_gfni_avx },
	/* sm4_aesni_avx2 */ { true, sm4_key,
	  { { 16, sm4_enc_16way_aesni_avx2, sm4_dec_16way_aesni_avx2, nullptr },
	    { 8, sm4_enc_8way_aesni_avx2, sm4_dec_8way_aesni_avx2, nullptr }, sm4_avx_4, sm4_1 },
	  0, sm4_pick_avx2 },
	/* aria_gfni_avx512 */ { true, aria_key,
	  { { 64, aria_enc_64way_gfni_avx512, aria_dec_64way_gfni_avx512,
	      aria_ctr_64way_gfni_avx512 },
	    { 16, aria_enc_16way_gfni_avx512, aria_dec_16way_gfni_avx512, nullptr },
	    { 4, aria_enc_4way_gfni_avx512, aria_dec_4way_gfni_avx512, nullptr },
	    { 1, aria_enc_1way_gfni_avx512, aria_dec_1way_gfni_avx512, nullptr } } },
	/* aria_aesni_avx */ { true, aria_key, { aria_avx_16, aria_avx_4, aria_1 }, 0,
	  aria_pick_gfni_avx },
	/* aria_aesni_avx2 */ { true, aria_key,
	  { { 32, aria_enc_32way_aesni_avx2, aria_dec_32way_aesni_avx2, aria_ctr_32way_aesni_avx2 },
	    aria_avx_16, aria_avx_4, aria_1 }, 0, aria_pick_gfni_avx2 },
};
/* clang-format on */

static_assert(ARRAY_SIZE(ecb_cbc_table) == ecb_cbc_ntiers);

// Steps widest first, within the CBC buffer, down to the one block CBC encryption uses.
constexpr bool ecb_cbc_steps_ok()
{
	for (const ecb_cbc_tier &t : ecb_cbc_table) {
		unsigned int prev = ecb_cbc_max_blocks + 1, last = 0;

		for (const ecb_cbc_step &s : t.steps) {
			if (!s.blocks)
				break;
			if (s.blocks >= prev)
				return false;
			prev = last = s.blocks;
		}
		if (last != 1)
			return false;
	}
	return true;
}
static_assert(ecb_cbc_steps_ok());

// The table with each tier's routines picked at init (ecb_cbc_pick_tiers()); a transform
// finds its tier from its algorithm's row.
ecb_cbc_tier ecb_cbc_tiers[ecb_cbc_ntiers];

// The ecb, cbc and ctr descriptors of one cipher, but for their names, priorities and
// request functions. CTR is a stream mode: any length, one block of counter.
constexpr std::array<struct skcipher_alg, 3> ecb_cbc_shapes(unsigned int ctxsize,
							    unsigned int min_keysize,
							    unsigned int max_keysize)
{
	std::array<struct skcipher_alg, 3> shapes = {};

	for (struct skcipher_alg &alg : shapes) {
		alg.setkey = ecb_cbc_setkey;
		alg.min_keysize = min_keysize;
		alg.max_keysize = max_keysize;
		alg.base.cra_blocksize = ecb_cbc_bs;
		alg.base.cra_ctxsize = ctxsize;
		alg.base.cra_module = THIS_MODULE;
	}
	shapes[1].ivsize = ecb_cbc_bs;
	shapes[2].ivsize = ecb_cbc_bs;
	shapes[2].chunksize = ecb_cbc_bs;
	shapes[2].base.cra_blocksize = 1;
	return shapes;
}

constexpr auto serpent_shapes = ecb_cbc_shapes(sizeof(struct serpent_ctx), SERPENT_MIN_KEY_SIZE,
					       SERPENT_MAX_KEY_SIZE);
constexpr auto twofish_shapes = ecb_cbc_shapes(sizeof(struct twofish_ctx), TF_MIN_KEY_SIZE,
					       TF_MAX_KEY_SIZE);
constexpr auto cast6_shapes = ecb_cbc_shapes(sizeof(struct cast6_ctx), CAST6_MIN_KEY_SIZE,
					     CAST6_MAX_KEY_SIZE);
constexpr auto camellia_shapes = ecb_cbc_shapes(sizeof(struct camellia_ctx), CAMELLIA_MIN_KEY_SIZE,
						CAMELLIA_MAX_KEY_SIZE);
// 6.12's SM4 drivers walk their widest step's blocks at once (walksize).
constexpr std::array<struct skcipher_alg, 3> sm4_shapes_of(unsigned int walk_blocks)
{
	std::array<struct skcipher_alg, 3> shapes = ecb_cbc_shapes(sizeof(struct sm4_ctx),
								   SM4_KEY_SIZE, SM4_KEY_SIZE);

	for (struct skcipher_alg &alg : shapes)
		alg.walksize = walk_blocks * SM4_BLOCK_SIZE;
	return shapes;
}

constexpr auto sm4_avx_shapes = sm4_shapes_of(8);
constexpr auto sm4_avx2_shapes = sm4_shapes_of(16);
constexpr auto aria_shapes = ecb_cbc_shapes(sizeof(struct aria_ctx), ARIA_MIN_KEY_SIZE,
					    ARIA_MAX_KEY_SIZE);

// 6.12's ctr-aria-avx walks in 16 blocks at a time (its 16-way step), the others without a
// walksize.
constexpr struct skcipher_alg aria_avx_ctr_shape = [] {
	struct skcipher_alg alg = aria_shapes[2];

	alg.walksize = 16 * ecb_cbc_bs;
	return alg;
}();

// Every driver, each registered where the CPU has its tier's features (after
// UKCRYPTO_DISABLE_CPU_FEATURES), as 6.12's modules each register theirs; the SIMD tiers' ones
// behind the simd wrapper, twofish-3way's and camellia-asm's as they are.
/* clang-format off */
constexpr x86_skcipher_row ecb_cbc_row_table[] = {
	{ "ecb(serpent)", "ecb-serpent-sse2", 400,
	  { "__ecb(serpent)", "__ecb-serpent-sse2" }, x86_has_sse2,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &serpent_shapes[0], &ecb_cbc_tiers[serpent_sse2] },
	{ "cbc(serpent)", "cbc-serpent-sse2", 400,
	  { "__cbc(serpent)", "__cbc-serpent-sse2" }, x86_has_sse2,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &serpent_shapes[1],
	  &ecb_cbc_tiers[serpent_sse2] },
	{ "ctr(serpent)", "ctr-serpent-sse2", 400,
	  { "__ctr(serpent)", "__ctr-serpent-sse2" }, x86_has_sse2,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &serpent_shapes[2], &ecb_cbc_tiers[serpent_sse2] },
	{ "ecb(serpent)", "ecb-serpent-avx", 500,
	  { "__ecb(serpent)", "__ecb-serpent-avx" }, x86_has_avx,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &serpent_shapes[0], &ecb_cbc_tiers[serpent_avx] },
	{ "cbc(serpent)", "cbc-serpent-avx", 500,
	  { "__cbc(serpent)", "__cbc-serpent-avx" }, x86_has_avx,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &serpent_shapes[1],
	  &ecb_cbc_tiers[serpent_avx] },
	{ "ctr(serpent)", "ctr-serpent-avx", 500,
	  { "__ctr(serpent)", "__ctr-serpent-avx" }, x86_has_avx,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &serpent_shapes[2], &ecb_cbc_tiers[serpent_avx] },
	{ "ecb(serpent)", "ecb-serpent-avx2", 600,
	  { "__ecb(serpent)", "__ecb-serpent-avx2" }, x86_has_avx2,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &serpent_shapes[0], &ecb_cbc_tiers[serpent_avx2] },
	{ "cbc(serpent)", "cbc-serpent-avx2", 600,
	  { "__cbc(serpent)", "__cbc-serpent-avx2" }, x86_has_avx2,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &serpent_shapes[1],
	  &ecb_cbc_tiers[serpent_avx2] },
	{ "ctr(serpent)", "ctr-serpent-avx2", 600,
	  { "__ctr(serpent)", "__ctr-serpent-avx2" }, x86_has_avx2,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &serpent_shapes[2], &ecb_cbc_tiers[serpent_avx2] },
	{ "ecb(twofish)", "ecb-twofish-3way", 300, x86_unwrapped, x86_has_x86_64,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &twofish_shapes[0], &ecb_cbc_tiers[twofish_3way] },
	{ "cbc(twofish)", "cbc-twofish-3way", 300, x86_unwrapped, x86_has_x86_64,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &twofish_shapes[1],
	  &ecb_cbc_tiers[twofish_3way] },
	{ "ctr(twofish)", "ctr-twofish-3way", 300, x86_unwrapped, x86_has_x86_64,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &twofish_shapes[2], &ecb_cbc_tiers[twofish_3way] },
	{ "ecb(twofish)", "ecb-twofish-avx", 400,
	  { "__ecb(twofish)", "__ecb-twofish-avx" }, x86_has_avx,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &twofish_shapes[0], &ecb_cbc_tiers[twofish_avx] },
	{ "cbc(twofish)", "cbc-twofish-avx", 400,
	  { "__cbc(twofish)", "__cbc-twofish-avx" }, x86_has_avx,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &twofish_shapes[1],
	  &ecb_cbc_tiers[twofish_avx] },
	{ "ctr(twofish)", "ctr-twofish-avx", 400,
	  { "__ctr(twofish)", "__ctr-twofish-avx" }, x86_has_avx,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &twofish_shapes[2], &ecb_cbc_tiers[twofish_avx] },
	{ "ecb(cast6)", "ecb-cast6-avx", 200,
	  { "__ecb(cast6)", "__ecb-cast6-avx" }, x86_has_avx,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &cast6_shapes[0], &ecb_cbc_tiers[cast6_avx] },
	{ "cbc(cast6)", "cbc-cast6-avx", 200,
	  { "__cbc(cast6)", "__cbc-cast6-avx" }, x86_has_avx,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &cast6_shapes[1], &ecb_cbc_tiers[cast6_avx] },
	{ "ctr(cast6)", "ctr-cast6-avx", 200,
	  { "__ctr(cast6)", "__ctr-cast6-avx" }, x86_has_avx,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &cast6_shapes[2], &ecb_cbc_tiers[cast6_avx] },
	{ "ecb(camellia)", "ecb-camellia-asm", 300, x86_unwrapped, x86_has_x86_64,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &camellia_shapes[0],
	  &ecb_cbc_tiers[camellia_asm] },
	{ "cbc(camellia)", "cbc-camellia-asm", 300, x86_unwrapped, x86_has_x86_64,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &camellia_shapes[1],
	  &ecb_cbc_tiers[camellia_asm] },
	{ "ctr(camellia)", "ctr-camellia-asm", 300, x86_unwrapped, x86_has_x86_64,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &camellia_shapes[2], &ecb_cbc_tiers[camellia_asm] },
	{ "ecb(camellia)", "ecb-camellia-aesni", 400,
	  { "__ecb(camellia)", "__ecb-camellia-aesni" }, x86_has_aes_avx,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &camellia_shapes[0],
	  &ecb_cbc_tiers[camellia_aesni] },
	{ "cbc(camellia)", "cbc-camellia-aesni", 400,
	  { "__cbc(camellia)", "__cbc-camellia-aesni" }, x86_has_aes_avx,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &camellia_shapes[1],
	  &ecb_cbc_tiers[camellia_aesni] },
	{ "ctr(camellia)", "ctr-camellia-aesni", 400,
	  { "__ctr(camellia)", "__ctr-camellia-aesni" }, x86_has_aes_avx,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &camellia_shapes[2],
	  &ecb_cbc_tiers[camellia_aesni] },
	{ "ecb(camellia)", "ecb-camellia-aesni-avx2", 500,
	  { "__ecb(camellia)", "__ecb-camellia-aesni-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &camellia_shapes[0],
	  &ecb_cbc_tiers[camellia_aesni_avx2] },
	{ "cbc(camellia)", "cbc-camellia-aesni-avx2", 500,
	  { "__cbc(camellia)", "__cbc-camellia-aesni-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &camellia_shapes[1],
	  &ecb_cbc_tiers[camellia_aesni_avx2] },
	{ "ctr(camellia)", "ctr-camellia-aesni-avx2", 500,
	  { "__ctr(camellia)", "__ctr-camellia-aesni-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &camellia_shapes[2],
	  &ecb_cbc_tiers[camellia_aesni_avx2] },
	// SM4: 6.12's sm4-aesni-avx and sm4-aesni-avx2 modules.
	{ "ecb(sm4)", "ecb-sm4-aesni-avx", 400,
	  { "__ecb(sm4)", "__ecb-sm4-aesni-avx" }, x86_has_aes_avx,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &sm4_avx_shapes[0],
	  &ecb_cbc_tiers[sm4_aesni_avx] },
	{ "cbc(sm4)", "cbc-sm4-aesni-avx", 400,
	  { "__cbc(sm4)", "__cbc-sm4-aesni-avx" }, x86_has_aes_avx,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &sm4_avx_shapes[1],
	  &ecb_cbc_tiers[sm4_aesni_avx] },
	{ "ctr(sm4)", "ctr-sm4-aesni-avx", 400,
	  { "__ctr(sm4)", "__ctr-sm4-aesni-avx" }, x86_has_aes_avx,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &sm4_avx_shapes[2], &ecb_cbc_tiers[sm4_aesni_avx] },
	{ "ecb(sm4)", "ecb-sm4-aesni-avx2", 500,
	  { "__ecb(sm4)", "__ecb-sm4-aesni-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &sm4_avx2_shapes[0],
	  &ecb_cbc_tiers[sm4_aesni_avx2] },
	{ "cbc(sm4)", "cbc-sm4-aesni-avx2", 500,
	  { "__cbc(sm4)", "__cbc-sm4-aesni-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_cbc_encrypt, ecb_cbc_cbc_decrypt, &sm4_avx2_shapes[1],
	  &ecb_cbc_tiers[sm4_aesni_avx2] },
	{ "ctr(sm4)", "ctr-sm4-aesni-avx2", 500,
	  { "__ctr(sm4)", "__ctr-sm4-aesni-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &sm4_avx2_shapes[2],
	  &ecb_cbc_tiers[sm4_aesni_avx2] },
	{ "ecb(aria)", "ecb-aria-avx512", 600,
	  { "__ecb(aria)", "__ecb-aria-avx512" }, x86_has_gfni_avx512,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &aria_shapes[0], &ecb_cbc_tiers[aria_gfni_avx512] },
	{ "ctr(aria)", "ctr-aria-avx512", 600,
	  { "__ctr(aria)", "__ctr-aria-avx512" }, x86_has_gfni_avx512,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &aria_shapes[2], &ecb_cbc_tiers[aria_gfni_avx512] },
	{ "ecb(aria)", "ecb-aria-avx", 400,
	  { "__ecb(aria)", "__ecb-aria-avx" }, x86_has_aes_avx,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &aria_shapes[0], &ecb_cbc_tiers[aria_aesni_avx] },
	{ "ctr(aria)", "ctr-aria-avx", 400,
	  { "__ctr(aria)", "__ctr-aria-avx" }, x86_has_aes_avx,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &aria_avx_ctr_shape, &ecb_cbc_tiers[aria_aesni_avx] },
	{ "ecb(aria)", "ecb-aria-avx2", 500,
	  { "__ecb(aria)", "__ecb-aria-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_ecb<true>, ecb_cbc_ecb<false>, &aria_shapes[0], &ecb_cbc_tiers[aria_aesni_avx2] },
	{ "ctr(aria)", "ctr-aria-avx2", 500,
	  { "__ctr(aria)", "__ctr-aria-avx2" }, x86_has_aes_avx2,
	  ecb_cbc_ctr_crypt, ecb_cbc_ctr_crypt, &aria_shapes[2], &ecb_cbc_tiers[aria_aesni_avx2] },
};
/* clang-format on */
static_assert(x86_rows_marked(ecb_cbc_row_table));

} // namespace

namespace ukc::x86 {

const std::span<const x86_skcipher_row, ecb_cbc_nrows> ecb_cbc_rows = ecb_cbc_row_table;

void ecb_cbc_pick_tiers()
{
	for (size_t i = 0; i < ecb_cbc_ntiers; i++) {
		ecb_cbc_tiers[i] = ecb_cbc_table[i];
		if (ecb_cbc_tiers[i].pick)
			ecb_cbc_tiers[i].pick(ecb_cbc_tiers[i].steps);
	}
}

} // namespace ukc::x86
