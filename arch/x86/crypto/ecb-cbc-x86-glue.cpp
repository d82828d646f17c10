// SPDX-License-Identifier: GPL-2.0-only
// The x86 ECB, CBC and CTR drivers of serpent, twofish, cast6 and camellia, and ARIA's ECB and
// CTR, at 6.12's names and priorities, one static table row per driver over its tier's block functions: the walks are
// written once here. CBC encryption chains each block on the one before, so it is serial, as in
// 6.12.
// 6.12 has no CTR driver for the first four (its ctr template runs over the one-block cipher);
// ours are 5.10's ctr-<tier> drivers, before its glue helper went: they encrypt a run of
// counter blocks with the tier's widest step, several times faster than the template.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/algapi.h>
#include <crypto/aria.h>
#include <crypto/cast6.h>
#include <crypto/internal/aria.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <crypto/serpent.h>
#include <crypto/sm4.h>
#include <crypto/twofish.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include <array>

#include "camellia-x86.h"
#include "ecb-cbc-x86.h"
#include "shared/vec128.h"
#include "x86-drivers.h"

namespace {

using ukc::x86::ecb_cbc_tier;
using namespace ukc::x86;

constexpr unsigned int ecb_cbc_bs = 16; // every cipher here has 16-byte blocks

// One block in an SSE2 register (x86_64's baseline).
using ecb_cbc_vec = ukc::vec128;
static_assert(sizeof(ecb_cbc_vec) == ecb_cbc_bs);

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
// SM4: the library's one-block routine is the scalar step, which CBC encryption runs alone
// (as 6.12's sm4_cbc_encrypt() does); the AVX2 tier ends with the AVX tier's 4-way step.
template <bool Enc> void sm4_one(const void *ctx, u8 *dst, const u8 *src)
{
	const struct sm4_ctx *k = static_cast<const struct sm4_ctx *>(ctx);

	sm4_crypt_block(Enc ? k->rkey_enc : k->rkey_dec, dst, src);
}

constexpr auto sm4_key = ecb_cbc_setkey_of<struct sm4_ctx, sm4_expandkey>;
constexpr ecb_cbc_step sm4_1 = { 1, sm4_one<true>, sm4_one<false>, nullptr };
constexpr ecb_cbc_step sm4_avx_4 = { 4, sm4_enc_4way_aesni_avx, sm4_dec_4way_aesni_avx, nullptr };

// The AVX2 tier's 16- and 8-block steps are the VAES ones where the CPU has VAES.
void sm4_pick_vaes(ecb_cbc_step *steps)
{
	if (!boot_cpu_has(X86_FEATURE_VAES))
		return;
	steps[0] = { 16, sm4_enc_16way_vaes_avx2, sm4_dec_16way_vaes_avx2, nullptr };
	steps[1] = { 8, sm4_enc_8way_vaes_avx2, sm4_dec_8way_vaes_avx2, nullptr };
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

// The tiers, each the block functions of one of 6.12's drivers (named by the rows at the end
// of this file, which say which CPUs have it), in the order of ecb_cbc_tier_id.
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
	  { { 8, sm4_enc_8way_aesni_avx, sm4_dec_8way_aesni_avx, nullptr }, sm4_avx_4, sm4_1 } },
	/* sm4_aesni_avx2 */ { true, sm4_key,
	  { { 16, sm4_enc_16way_aesni_avx2, sm4_dec_16way_aesni_avx2, nullptr },
	    { 8, sm4_enc_8way_aesni_avx2, sm4_dec_8way_aesni_avx2, nullptr }, sm4_avx_4, sm4_1 },
	  0, sm4_pick_vaes },
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

// The table with each tier's routines picked at init; a transform finds its tier from its
// algorithm's row (ecb_cbc_rows, at the end).
ecb_cbc_tier ecb_cbc_tiers[ecb_cbc_ntiers];
const ecb_cbc_tier &ecb_cbc_tier_of(struct crypto_skcipher *tfm);

int ecb_cbc_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return ecb_cbc_tier_of(tfm).setkey(crypto_skcipher_ctx(tfm), key, keylen);
}

// The SIMD tiers' block functions run inside one FPU region per walk chunk.
struct ecb_cbc_fpu {
	explicit ecb_cbc_fpu(bool on) : on(on)
	{
		if (on)
			kernel_fpu_begin();
	}
	~ecb_cbc_fpu()
	{
		if (on)
			kernel_fpu_end();
	}
	ecb_cbc_fpu(const ecb_cbc_fpu &) = delete;
	ecb_cbc_fpu &operator=(const ecb_cbc_fpu &) = delete;
	bool on;
};

// @nblocks blocks of @src through @t's steps, widest first; returns the bytes done.
unsigned int ecb_cbc_blocks(const ecb_cbc_tier &t, const void *ctx, u8 *dst, const u8 *src,
			    unsigned int nblocks, bool enc)
{
	unsigned int done = 0;

	for (const ecb_cbc_step &s : t.steps) {
		if (!s.blocks)
			break;
		const ecb_cbc_blocks_fn fn = enc ? s.encrypt : s.decrypt;
		const unsigned int len = s.blocks * ecb_cbc_bs;

		for (; nblocks >= s.blocks; nblocks -= s.blocks, done += len)
			fn(ctx, dst + done, src + done);
	}
	return done;
}

// Runs @chunk on each chunk of the walk, inside one FPU region for a SIMD tier when @fpu, and
// tells it whether it is in one and whether the chunk ends the request; @chunk returns the
// bytes it leaves (a partial block) for the walk to see again.
template <typename Chunk> int ecb_cbc_walk(struct skcipher_request *req, bool fpu, Chunk chunk)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const ecb_cbc_tier &t = ecb_cbc_tier_of(tfm);
	const void *ctx = crypto_skcipher_ctx(tfm);
	struct skcipher_walk walk;
	int err = skcipher_walk_virt(&walk, req, false);

	while (walk.nbytes) {
		auto *dst = static_cast<u8 *>(walk.dst.virt.addr);
		const auto *src = static_cast<const u8 *>(walk.src.virt.addr);
		unsigned int left;
		{
			ecb_cbc_fpu region(fpu && t.simd &&
					   walk.nbytes >= t.fpu_blocks * ecb_cbc_bs);

			left = chunk(t, ctx, dst, src, walk.nbytes, static_cast<u8 *>(walk.iv),
				     region.on, walk.nbytes == walk.total);
		}
		err = skcipher_walk_done(&walk, (int)left);
	}
	return err;
}

template <bool Enc> int ecb_cbc_ecb(struct skcipher_request *req)
{
	return ecb_cbc_walk(req, true,
			    [](const ecb_cbc_tier &t, const void *ctx, u8 *dst, const u8 *src,
			       unsigned int n, u8 *, bool, bool) {
				    return n -
					   ecb_cbc_blocks(t, ctx, dst, src, n / ecb_cbc_bs, Enc);
			    });
}

// The one-block step every tier ends with.
const ecb_cbc_step &ecb_cbc_single(const ecb_cbc_tier &t)
{
	const ecb_cbc_step *s = t.steps;

	while (s->blocks != 1)
		s++;
	return *s;
}

// C_i = E(P_i ^ C_(i-1)): serial, one block at a time, without the FPU as 6.12.
unsigned int ecb_cbc_enc_chunk(const ecb_cbc_tier &t, const void *ctx, u8 *dst, const u8 *src,
			       unsigned int n, u8 *iv, bool, bool)
{
	const ecb_cbc_blocks_fn one = ecb_cbc_single(t).encrypt;
	const u8 *prev = iv;

	for (; n >= ecb_cbc_bs; n -= ecb_cbc_bs) {
		crypto_xor_cpy(dst, src, prev, ecb_cbc_bs);
		one(ctx, dst, dst);
		prev = dst;
		src += ecb_cbc_bs;
		dst += ecb_cbc_bs;
	}
	if (prev != iv)
		memcpy(iv, prev, ecb_cbc_bs);
	return n;
}

int ecb_cbc_cbc_encrypt(struct skcipher_request *req)
{
	return ecb_cbc_walk(req, false, ecb_cbc_enc_chunk);
}

// P_i = D(C_i) ^ C_(i-1) on up to ecb_cbc_max_blocks blocks. The group is decrypted into @buf,
// then each block is XORed with the ciphertext block before it from the last block back, so
// that in place no ciphertext block is overwritten before the block after it has read it.
void ecb_cbc_dec_group(const ecb_cbc_tier &t, const void *ctx, u8 *dst, const u8 *src,
		       unsigned int nblocks, u8 *iv, u8 *buf)
{
	const ecb_cbc_vec first_prev = ukc::vec128_load(iv);

	ecb_cbc_blocks(t, ctx, buf, src, nblocks, false);
	memcpy(iv, src + (nblocks - 1) * ecb_cbc_bs, ecb_cbc_bs);
	for (unsigned int i = nblocks - 1; i > 0; i--) {
		const unsigned int at = i * ecb_cbc_bs;

		ukc::vec128_store(dst + at, ukc::vec128_load(buf + at) ^
						    ukc::vec128_load(src + at - ecb_cbc_bs));
	}
	ukc::vec128_store(dst, ukc::vec128_load(buf) ^ first_prev);
}

unsigned int ecb_cbc_dec_chunk(const ecb_cbc_tier &t, const void *ctx, u8 *dst, const u8 *src,
			       unsigned int n, u8 *iv, bool, bool)
{
	alignas(32) u8 buf[ecb_cbc_max_blocks * ecb_cbc_bs];
	const unsigned int used = min(n / ecb_cbc_bs, ecb_cbc_max_blocks) * ecb_cbc_bs;

	while (n >= ecb_cbc_bs) {
		const unsigned int blocks = min(n / ecb_cbc_bs, ecb_cbc_max_blocks);

		ecb_cbc_dec_group(t, ctx, dst, src, blocks, iv, buf);
		src += blocks * ecb_cbc_bs;
		dst += blocks * ecb_cbc_bs;
		n -= blocks * ecb_cbc_bs;
	}
	memzero_explicit(buf, used);
	return n;
}

int ecb_cbc_cbc_decrypt(struct skcipher_request *req)
{
	return ecb_cbc_walk(req, true, ecb_cbc_dec_chunk);
}

// @nblocks counter blocks from (@hi, @lo) on, which advances past them: one 128-bit big-endian
// number that wraps at 2^128, as 6.12's ctr template counts (crypto_inc() over the block).
void ecb_cbc_ctr_fill(u8 *out, unsigned int nblocks, u64 &hi, u64 &lo)
{
	for (unsigned int i = 0; i < nblocks; i++, out += ecb_cbc_bs) {
		put_unaligned_be64(hi, out);
		put_unaligned_be64(lo, out + 8);
		hi += !++lo;
	}
}

// Whether the CPU has AVX2 for the CTR passes of ecb-cbc-ctr-avx2.cpp, probed once at init.
bool ecb_cbc_ctr_has_avx2;

// The counter blocks and the keystream XOR of one group: with AVX2 inside an FPU region, when
// the counter's low half does not wrap in the group or at its end (so hi stays), and in SSE2
// otherwise.
void ecb_cbc_ctr_group_fill(u8 *ks, unsigned int nblocks, u64 &hi, u64 &lo, bool avx2)
{
	if (avx2 && lo <= ~0ull - nblocks) {
		ecb_cbc_ctr_fill_avx2(ks, nblocks, hi, lo);
		lo += nblocks;
	} else {
		ecb_cbc_ctr_fill(ks, nblocks, hi, lo);
	}
}

void ecb_cbc_ctr_group_xor(u8 *dst, const u8 *src, const u8 *ks, unsigned int nblocks, bool avx2)
{
	if (avx2) {
		ecb_cbc_ctr_xor_avx2(dst, src, ks, nblocks);
		return;
	}
	for (unsigned int at = 0; at < nblocks * ecb_cbc_bs; at += ecb_cbc_bs)
		ukc::vec128_store(dst + at, ukc::vec128_load(src + at) ^ ukc::vec128_load(ks + at));
}

// The widest step's blocks through its own CTR routine, where it has one, there are that many
// of the @blocks left, and the counter's last two bytes do not wrap on the way; the counter
// moves on past them. Returns the blocks done (0 or the step's).
unsigned int ecb_cbc_ctr_direct(const ecb_cbc_tier &t, const void *ctx, u8 *dst, const u8 *src,
				unsigned int blocks, u64 &hi, u64 &lo)
{
	const ecb_cbc_step &s = t.steps[0];
	u8 ctr[ecb_cbc_bs];

	if (!s.ctr || blocks < s.blocks || (lo & 0xffff) + s.blocks - 1 > 0xffff)
		return 0;
	put_unaligned_be64(hi, ctr);
	put_unaligned_be64(lo, ctr + 8);
	s.ctr(ctx, dst, src, ctr);
	lo += s.blocks;
	hi += lo < s.blocks;
	return s.blocks;
}

// dst = src ^ E(counter), the counter blocks encrypted into a keystream buffer in groups of up
// to ecb_cbc_max_blocks, through the tier's steps widest first (or by the widest step's own
// CTR routine); a partial block at the end of a chunk goes back to the walk, unless the chunk
// ends the request (@last): that tail takes the first bytes of one more block. A walk with a
// walksize above a block (SM4's) hands the whole of a short request at once, tail and all.
// The counter left in @iv is the next one, as the template leaves it.
unsigned int ecb_cbc_ctr_chunk(const ecb_cbc_tier &t, const void *ctx, u8 *dst, const u8 *src,
			       unsigned int n, u8 *iv, bool fpu, bool last)
{
	const bool avx2 = fpu && ecb_cbc_ctr_has_avx2;
	alignas(32) u8 ks[ecb_cbc_max_blocks * ecb_cbc_bs];
	const unsigned int used = max(min(n / ecb_cbc_bs, ecb_cbc_max_blocks), 1u) * ecb_cbc_bs;
	u64 hi = get_unaligned_be64(iv), lo = get_unaligned_be64(iv + 8);

	while (n >= ecb_cbc_bs) {
		const unsigned int left = min(n / ecb_cbc_bs, ecb_cbc_max_blocks);
		unsigned int blocks = ecb_cbc_ctr_direct(t, ctx, dst, src, left, hi, lo);

		if (!blocks) {
			blocks = left;
			ecb_cbc_ctr_group_fill(ks, blocks, hi, lo, avx2);
			ecb_cbc_blocks(t, ctx, ks, ks, blocks, true);
			ecb_cbc_ctr_group_xor(dst, src, ks, blocks, avx2);
		}
		src += blocks * ecb_cbc_bs;
		dst += blocks * ecb_cbc_bs;
		n -= blocks * ecb_cbc_bs;
	}
	if (last && n) {
		ecb_cbc_ctr_fill(ks, 1, hi, lo);
		ecb_cbc_single(t).encrypt(ctx, ks, ks);
		crypto_xor_cpy(dst, src, ks, n);
		n = 0;
	}
	put_unaligned_be64(hi, iv);
	put_unaligned_be64(lo, iv + 8);
	memzero_explicit(ks, used);
	return n;
}

int ecb_cbc_ctr_crypt(struct skcipher_request *req)
{
	return ecb_cbc_walk(req, true, ecb_cbc_ctr_chunk);
}

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
constexpr x86_skcipher_row ecb_cbc_rows[] = {
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
static_assert(x86_rows_marked(ecb_cbc_rows));

struct skcipher_alg ecb_cbc_algs[ARRAY_SIZE(ecb_cbc_rows)];
struct simd_skcipher_alg *ecb_cbc_simd[ARRAY_SIZE(ecb_cbc_rows)];

const ecb_cbc_tier &ecb_cbc_tier_of(struct crypto_skcipher *tfm)
{
	const struct skcipher_alg *alg = crypto_skcipher_alg(tfm);

	return *static_cast<const ecb_cbc_tier *>(ecb_cbc_rows[alg - ecb_cbc_algs].data);
}

// One driver that fails to register leaves the others in place.
int ecb_cbc_x86_init()
{
	ecb_cbc_ctr_has_avx2 = x86_has_avx2();
	for (size_t i = 0; i < ecb_cbc_ntiers; i++) {
		ecb_cbc_tiers[i] = ecb_cbc_table[i];
		if (ecb_cbc_tiers[i].pick)
			ecb_cbc_tiers[i].pick(ecb_cbc_tiers[i].steps);
	}
	x86_register_skciphers(ecb_cbc_rows, ecb_cbc_algs, ecb_cbc_simd);
	return 0;
}

void ecb_cbc_x86_exit()
{
	x86_unregister_skciphers(ecb_cbc_rows, ecb_cbc_algs, ecb_cbc_simd);
}

} // namespace

late_initcall(ecb_cbc_x86_init);
module_exit(ecb_cbc_x86_exit);

MODULE_DESCRIPTION(
	"Serpent, Twofish, CAST-256 and Camellia ECB, CBC and CTR, ARIA ECB and CTR, x86 SIMD and scalar");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("serpent");
MODULE_ALIAS_CRYPTO("twofish");
MODULE_ALIAS_CRYPTO("cast6");
MODULE_ALIAS_CRYPTO("camellia");
MODULE_ALIAS_CRYPTO("sm4");
MODULE_ALIAS_CRYPTO("aria");
