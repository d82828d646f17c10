// SPDX-License-Identifier: GPL-2.0-only
// The x86 ECB, CBC and CTR drivers of serpent, twofish, cast6, camellia and sm4, and ARIA's ECB
// and CTR, at 6.12's names and priorities: the walks over a tier's block functions, written
// once here, and the registration of the rows of ecb-cbc-x86-tables.cpp. CBC encryption
// chains each block on the one before, so it is serial, as in 6.12.
// 6.12 has no CTR driver for the first four (its ctr template runs over the one-block cipher);
// ours are 5.10's ctr-<tier> drivers, before its glue helper went: they encrypt a run of
// counter blocks with the tier's widest step, several times faster than the template.
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/algapi.h>
#include <crypto/internal/simd.h>
#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "ecb-cbc-x86-tables.h"
#include "shared/vec128.h"
#include "x86-drivers.h"

namespace {

using namespace ukc::x86;

// One block in an SSE2 register (x86_64's baseline).
using ecb_cbc_vec = ukc::vec128;
static_assert(sizeof(ecb_cbc_vec) == ecb_cbc_bs);

const ecb_cbc_tier &ecb_cbc_tier_of(struct crypto_skcipher *tfm);

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

struct skcipher_alg ecb_cbc_algs[ecb_cbc_nrows];
struct simd_skcipher_alg *ecb_cbc_simd[ecb_cbc_nrows];

const ecb_cbc_tier &ecb_cbc_tier_of(struct crypto_skcipher *tfm)
{
	const struct skcipher_alg *alg = crypto_skcipher_alg(tfm);

	return *static_cast<const ecb_cbc_tier *>(ecb_cbc_rows[alg - ecb_cbc_algs].data);
}

// One driver that fails to register leaves the others in place.
int ecb_cbc_x86_init()
{
	ecb_cbc_ctr_has_avx2 = x86_has_avx2();
	ecb_cbc_pick_tiers();
	x86_register_skciphers(ecb_cbc_rows, ecb_cbc_algs, ecb_cbc_simd);
	return 0;
}

void ecb_cbc_x86_exit()
{
	x86_unregister_skciphers(ecb_cbc_rows, ecb_cbc_algs, ecb_cbc_simd);
}

} // namespace

namespace ukc::x86 {

int ecb_cbc_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	return ecb_cbc_tier_of(tfm).setkey(crypto_skcipher_ctx(tfm), key, keylen);
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

template int ecb_cbc_ecb<true>(struct skcipher_request *req);
template int ecb_cbc_ecb<false>(struct skcipher_request *req);

int ecb_cbc_cbc_encrypt(struct skcipher_request *req)
{
	return ecb_cbc_walk(req, false, ecb_cbc_enc_chunk);
}

int ecb_cbc_cbc_decrypt(struct skcipher_request *req)
{
	return ecb_cbc_walk(req, true, ecb_cbc_dec_chunk);
}

int ecb_cbc_ctr_crypt(struct skcipher_request *req)
{
	return ecb_cbc_walk(req, true, ecb_cbc_ctr_chunk);
}

} // namespace ukc::x86

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
