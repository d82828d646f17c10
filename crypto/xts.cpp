// SPDX-License-Identifier: GPL-2.0-only
// The xts template: XTS (IEEE 1619) over an ECB mode of a 16-byte block cipher and that cipher.

#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/xts.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <atomic>

#include "shared/glue.h"
#include "shared/vec128.h"
#include "shared/xts_pass.h"

namespace {

struct xts_tfm_ctx {
	struct crypto_skcipher *child;
	struct crypto_cipher *tweak;
};

struct xts_instance_ctx {
	struct crypto_skcipher_spawn spawn;
	struct crypto_cipher_spawn tweak_spawn;
};

// The request context: the tweak T (the first one, then the one the stolen block needs) and
// the view of dst at the last whole block; last, the child's request and its context.
struct xts_request_ctx {
	alignas(u64) u8 t[XTS_BLOCK_SIZE];
	struct scatterlist *tail;
	struct scatterlist sg[2];
	struct skcipher_request subreq;
};
UKC_CHILD_REQUEST_LAST(struct xts_request_ctx, subreq);

struct xts_tfm_ctx *xts_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<struct xts_tfm_ctx *>(crypto_skcipher_ctx(tfm));
}

struct xts_request_ctx *xts_rctx(struct skcipher_request *req)
{
	return static_cast<struct xts_request_ctx *>(skcipher_request_ctx(req));
}

struct skcipher_request *xts_subreq(struct skcipher_request *req)
{
	return &xts_rctx(req)->subreq;
}

// The tweak as one 128-bit little-endian number: lane 0 holds bits 0-63, lane 1 bits 64-127.
using xts_v128 = ukc::vec128;
typedef s32 xts_v128_s32 __attribute__((vector_size(16)));
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the tweak lanes are loaded as LE");

// What the top bits of the lanes carry when the tweak is shifted left by one: bit 63 into
// bit 64 (lane 1's bit 0), bit 127 back as x^128 = x^7 + x^2 + x + 1 (0x87). Only the sign bit
// of each lane's high word is read.
xts_v128 xts_carry(xts_v128 t)
{
	const auto sign = reinterpret_cast<xts_v128_s32>(t) >> 31;
	const auto m = __builtin_shufflevector(sign, sign, 3, 1, 1, 3);

	return reinterpret_cast<xts_v128>(m) & xts_v128{ 0x87, 1 };
}

// Multiplication by the primitive element alpha of GF(2^128) (IEEE 1619-2018 section 5.2):
// the block is a little-endian 128-bit number, shifted left by one bit and reduced by
// x^128 + x^7 + x^2 + x + 1.
xts_v128 xts_mul_alpha(xts_v128 t)
{
	return (t + t) ^ xts_carry(t);
}

// The tweak while a pass runs, with the carry of its next multiplication worked out one step
// ahead: the reduction only touches the low bits, so the sign bits of 2T are those of alpha*T,
// and the carry no longer waits on the XOR that finishes alpha*T.
struct xts_tweak {
	xts_v128 t;
	xts_v128 carry;
};

// T becomes alpha*T; the carry of the next step comes from 2T.
void xts_tweak_next(xts_v128 &t, xts_v128 &carry)
{
	const xts_v128 d = t + t;

	t = d ^ carry;
	carry = xts_carry(d);
}

// dst = src ^ T_i for n consecutive blocks, T stepping by alpha; src may be dst. The tweak is
// worked on in locals: stores through dst could alias *tw and would keep it in memory.
void xts_xor_blocks_portable(u8 *dst, const u8 *src, unsigned int n, struct xts_tweak *tw)
{
	xts_v128 t = tw->t;
	xts_v128 carry = tw->carry;

	for (; n >= 4; n -= 4, src += 4 * XTS_BLOCK_SIZE, dst += 4 * XTS_BLOCK_SIZE) {
		for (unsigned int i = 0; i < 4; i++) {
			ukc::vec128_store(dst + i * XTS_BLOCK_SIZE,
					  ukc::vec128_load(src + i * XTS_BLOCK_SIZE) ^ t);
			xts_tweak_next(t, carry);
		}
	}
	for (; n; n--, src += XTS_BLOCK_SIZE, dst += XTS_BLOCK_SIZE) {
		ukc::vec128_store(dst, ukc::vec128_load(src) ^ t);
		xts_tweak_next(t, carry);
	}
	tw->t = t;
	tw->carry = carry;
}

// The arch pass arch code installed at start-up (crypto/shared/xts_pass.h), or nullptr. It is
// set before the template registers, so a relaxed load sees it from the first request on.
std::atomic<xts_arch_pass_fn *> xts_arch_pass{ nullptr };

// The arch pass over the first whole blocks, where there is one and enough blocks for it; the
// tweak goes to it and comes back as plain words.
unsigned int xts_xor_blocks_arch(u8 *dst, const u8 *src, unsigned int n, struct xts_tweak *tw)
{
	xts_arch_pass_fn *arch = xts_arch_pass.load(std::memory_order_relaxed);
	struct xts_pass_tweak at;

	if (!arch || n < XTS_ARCH_PASS_MIN_BLOCKS)
		return 0;
	static_assert(sizeof(at.t) == sizeof(tw->t));
	memcpy(at.t, &tw->t, sizeof(at.t));
	const unsigned int done = arch(dst, src, n, &at);

	memcpy(&tw->t, at.t, sizeof(at.t));
	tw->carry = xts_carry(tw->t);
	memzero_explicit(&at, sizeof(at));
	return done;
}

// The passes over the whole blocks of a chunk: the arch one for what it takes, the portable
// one for the rest.
void xts_xor_blocks(u8 *dst, const u8 *src, unsigned int n, struct xts_tweak *tw)
{
	const unsigned int done = xts_xor_blocks_arch(dst, src, n, tw);

	xts_xor_blocks_portable(dst + done * XTS_BLOCK_SIZE, src + done * XTS_BLOCK_SIZE, n - done,
				tw);
}

// Key1 || Key2 (IEEE 1619-2018 section 5.1): Key1 encrypts the data, Key2 the tweak.
int xts_setkey(struct crypto_skcipher *parent, const u8 *key, unsigned int keylen)
{
	struct xts_tfm_ctx *ctx = xts_ctx(parent);
	const u32 req_flags = crypto_skcipher_get_flags(parent) & CRYPTO_TFM_REQ_MASK;
	int err = xts_verify_key(parent, key, keylen);

	if (err)
		return err;
	keylen /= 2;

	crypto_cipher_clear_flags(ctx->tweak, CRYPTO_TFM_REQ_MASK);
	crypto_cipher_set_flags(ctx->tweak, req_flags);
	err = crypto_cipher_setkey(ctx->tweak, key + keylen, keylen);
	if (err)
		return err;

	crypto_skcipher_clear_flags(ctx->child, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(ctx->child, req_flags);
	return crypto_skcipher_setkey(ctx->child, key, keylen);
}

// The last whole block before a stolen tail (IEEE 1619-2018 5.3.2 and 5.4.2): encryption
// gives it T_{m-1} and keeps T_m for the stolen block, decryption the other way round.
void xts_xor_before_tail(u8 *dst, const u8 *src, const struct xts_tweak *tw, u8 *kept, bool enc)
{
	const xts_v128 next = xts_mul_alpha(tw->t);

	ukc::vec128_store(dst, ukc::vec128_load(src) ^ (enc ? tw->t : next));
	if (kept)
		ukc::vec128_store(kept, enc ? next : tw->t);
}

// The whole blocks of one chunk; the last one before a stolen tail gets its own tweak.
void xts_xor_chunk(u8 *dst, const u8 *src, unsigned int n, bool last, struct xts_tweak *tw,
		   u8 *kept, bool enc)
{
	xts_xor_blocks(dst, src, n - last, tw);
	if (last)
		xts_xor_before_tail(dst + (n - 1) * XTS_BLOCK_SIZE, src + (n - 1) * XTS_BLOCK_SIZE,
				    tw, kept, enc);
}

// The walk runs on the sub-request, pointed at this tfm so chunks keep to its alignment.
int xts_xor_walk(struct skcipher_request *req, struct scatterlist *from, struct xts_tweak *tw,
		 u8 *kept, bool enc)
{
	struct skcipher_request *subreq = xts_subreq(req);
	const unsigned int whole = req->cryptlen & ~(XTS_BLOCK_SIZE - 1);
	const bool steal = req->cryptlen % XTS_BLOCK_SIZE;
	unsigned int left = whole / XTS_BLOCK_SIZE;
	struct skcipher_walk w;

	skcipher_request_set_tfm(subreq, crypto_skcipher_reqtfm(req));
	skcipher_request_set_crypt(subreq, from, req->dst, whole, nullptr);

	int err = skcipher_walk_virt(&w, subreq, false);

	// A chunk may end inside a block: its whole blocks are done, the rest comes again.
	while (w.nbytes) {
		const unsigned int n = w.nbytes / XTS_BLOCK_SIZE;

		xts_xor_chunk(static_cast<u8 *>(w.dst.virt.addr),
			      static_cast<const u8 *>(w.src.virt.addr), n, steal && n == left, tw,
			      kept, enc);
		left -= n;
		err = skcipher_walk_done(&w, (int)(w.nbytes % XTS_BLOCK_SIZE));
	}
	return err;
}

// One pass of tweak XORs over the whole blocks: src to dst before the ECB step, dst in place
// after it. Only the second pass records the tweak the stolen block needs. When each side is
// one entry holding all the whole blocks (a one-page buffer, say), the memory is ordinary and
// contiguous there, so the pass runs over it without a walk.
int xts_xor_tweak(struct skcipher_request *req, bool second_pass, bool enc)
{
	struct xts_request_ctx *rctx = xts_rctx(req);
	struct scatterlist *from = second_pass ? req->dst : req->src;
	const unsigned int whole = req->cryptlen & ~(XTS_BLOCK_SIZE - 1);
	u8 *kept = second_pass ? rctx->t : nullptr;
	struct xts_tweak tw;
	int err = 0;

	tw.t = ukc::vec128_load(rctx->t);
	tw.carry = xts_carry(tw.t);
	if (from->length >= whole && req->dst->length >= whole)
		xts_xor_chunk(static_cast<u8 *>(sg_virt(req->dst)),
			      static_cast<const u8 *>(sg_virt(from)), whole / XTS_BLOCK_SIZE,
			      req->cryptlen % XTS_BLOCK_SIZE, &tw, kept, enc);
	else
		err = xts_xor_walk(req, from, &tw, kept, enc);
	memzero_explicit(&tw, sizeof(tw));
	return err;
}

// The ECB step runs in place on dst, over the whole blocks.
void xts_set_child_req(struct skcipher_request *req)
{
	struct skcipher_request *subreq = xts_subreq(req);
	const unsigned int whole = req->cryptlen & ~(XTS_BLOCK_SIZE - 1);

	skcipher_request_set_tfm(subreq, xts_ctx(crypto_skcipher_reqtfm(req))->child);
	skcipher_request_set_crypt(subreq, req->dst, req->dst, whole, nullptr);
}

// The stolen block, once the child has processed it, gets its tweak XORed out.
void xts_steal_finish(struct skcipher_request *req)
{
	struct xts_request_ctx *rctx = xts_rctx(req);
	u8 b[XTS_BLOCK_SIZE];

	memcpy_from_sglist(b, rctx->tail, 0, XTS_BLOCK_SIZE);
	crypto_xor(b, rctx->t, XTS_BLOCK_SIZE);
	memcpy_to_sglist(rctx->tail, 0, b, XTS_BLOCK_SIZE);
	memzero_explicit(b, sizeof(b));
}

void xts_steal_done(void *data, int err)
{
	auto *req = static_cast<struct skcipher_request *>(data);

	if (!err)
		xts_steal_finish(req);
	skcipher_request_complete(req, err);
}

// Ciphertext stealing (IEEE 1619-2018 5.3.2, 5.4.2): the last whole block has been through
// the XEX step as CC (PP when decrypting). Its first b bytes become the final partial block;
// the partial input block, padded with CC's other bytes, goes through XEX with the kept tweak
// and takes the last whole block's place.
int xts_steal(struct skcipher_request *req, bool enc, u32 flags)
{
	struct xts_request_ctx *rctx = xts_rctx(req);
	struct skcipher_request *subreq = xts_subreq(req);
	const unsigned int offset = req->cryptlen & ~(XTS_BLOCK_SIZE - 1);
	const unsigned int tail = req->cryptlen % XTS_BLOCK_SIZE;
	u8 b[2 * XTS_BLOCK_SIZE];

	rctx->tail = scatterwalk_ffwd(rctx->sg, req->dst, offset - XTS_BLOCK_SIZE);
	memcpy_from_sglist(b, rctx->tail, 0, XTS_BLOCK_SIZE);
	memcpy(b + XTS_BLOCK_SIZE, b, XTS_BLOCK_SIZE);
	memcpy_from_sglist(b, req->src, offset, tail);
	crypto_xor(b, rctx->t, XTS_BLOCK_SIZE);
	memcpy_to_sglist(rctx->tail, 0, b, XTS_BLOCK_SIZE + tail);
	memzero_explicit(b, sizeof(b));

	skcipher_request_set_tfm(subreq, xts_ctx(crypto_skcipher_reqtfm(req))->child);
	skcipher_request_set_callback(subreq, flags, xts_steal_done, req);
	skcipher_request_set_crypt(subreq, rctx->tail, rctx->tail, XTS_BLOCK_SIZE, nullptr);

	int err = enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);

	if (err)
		return err;
	xts_steal_finish(req);
	return 0;
}

// The child finished the ECB step asynchronously: finish here, without sleeping.
void xts_crypt_done(struct skcipher_request *req, int err, bool enc)
{
	if (!err) {
		xts_subreq(req)->base.flags &= CRYPTO_TFM_REQ_MAY_BACKLOG;
		err = xts_xor_tweak(req, true, enc);
		if (!err && req->cryptlen % XTS_BLOCK_SIZE) {
			err = xts_steal(req, enc, req->base.flags & CRYPTO_TFM_REQ_MAY_BACKLOG);
			if (err == -EINPROGRESS || err == -EBUSY)
				return;
		}
	}
	skcipher_request_complete(req, err);
}

void xts_encrypt_done(void *data, int err)
{
	xts_crypt_done(static_cast<struct skcipher_request *>(data), err, true);
}

void xts_decrypt_done(void *data, int err)
{
	xts_crypt_done(static_cast<struct skcipher_request *>(data), err, false);
}

// T = E_K2(i) (IEEE 1619-2018 5.3.1, j = 0); the IV is i and is left unchanged.
int xts_init_crypt(struct skcipher_request *req, crypto_completion_t done)
{
	struct xts_tfm_ctx *ctx = xts_ctx(crypto_skcipher_reqtfm(req));

	// 5.3.2: a data unit holds at least one whole block.
	if (req->cryptlen < XTS_BLOCK_SIZE)
		return -EINVAL;
	skcipher_request_set_callback(xts_subreq(req), req->base.flags, done, req);
	crypto_cipher_encrypt_one(ctx->tweak, xts_rctx(req)->t, req->iv);
	return 0;
}

int xts_crypt(struct skcipher_request *req, bool enc)
{
	struct skcipher_request *subreq = xts_subreq(req);
	int err = xts_init_crypt(req, enc ? xts_encrypt_done : xts_decrypt_done);

	if (!err)
		err = xts_xor_tweak(req, false, enc);
	if (!err) {
		xts_set_child_req(req);
		err = enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);
	}
	if (!err)
		err = xts_xor_tweak(req, true, enc);
	if (err || !(req->cryptlen % XTS_BLOCK_SIZE))
		return err;
	return xts_steal(req, enc, req->base.flags);
}

int xts_encrypt(struct skcipher_request *req)
{
	return xts_crypt(req, true);
}

int xts_decrypt(struct skcipher_request *req)
{
	return xts_crypt(req, false);
}

int xts_init_tfm(struct crypto_skcipher *tfm)
{
	struct skcipher_instance *inst = skcipher_alg_instance(tfm);
	auto *ictx = static_cast<struct xts_instance_ctx *>(skcipher_instance_ctx(inst));
	struct xts_tfm_ctx *ctx = xts_ctx(tfm);
	struct crypto_skcipher *child = crypto_spawn_skcipher(&ictx->spawn);

	if (IS_ERR(child))
		return (int)PTR_ERR(child);

	struct crypto_cipher *tweak = crypto_spawn_cipher(&ictx->tweak_spawn);

	if (IS_ERR(tweak)) {
		crypto_free_skcipher(child);
		return (int)PTR_ERR(tweak);
	}
	ctx->child = child;
	ctx->tweak = tweak;
	crypto_skcipher_set_reqsize(tfm, ukc::child_reqsize<struct xts_request_ctx>(child));
	return 0;
}

void xts_exit_tfm(struct crypto_skcipher *tfm)
{
	struct xts_tfm_ctx *ctx = xts_ctx(tfm);

	crypto_free_skcipher(ctx->child);
	crypto_free_cipher(ctx->tweak);
}

void xts_free_instance(struct skcipher_instance *inst)
{
	auto *ictx = static_cast<struct xts_instance_ctx *>(skcipher_instance_ctx(inst));

	crypto_drop_skcipher(&ictx->spawn);
	crypto_drop_cipher(&ictx->tweak_spawn);
	kfree(inst);
}

// The instance is named after the cipher inside the ECB mode ("xts(aes)" from "ecb(aes)"),
// and the tweak is encrypted with that cipher. Anything but an "ecb(...)" child is refused.
int xts_name_and_grab_tweak(struct skcipher_instance *inst, struct skcipher_alg_common *alg,
			    u32 mask)
{
	auto *ictx = static_cast<struct xts_instance_ctx *>(skcipher_instance_ctx(inst));
	const char *ecb_name = alg->base.cra_name;
	char name[CRYPTO_MAX_ALG_NAME];

	if (strncmp(ecb_name, "ecb(", 4))
		return -EINVAL;
	size_t len = strlen(ecb_name + 4);

	if (len < 2 || ecb_name[4 + len - 1] != ')')
		return -EINVAL;
	memcpy(name, ecb_name + 4, len - 1);
	name[len - 1] = '\0';
	if (snprintf(inst->alg.base.cra_name, CRYPTO_MAX_ALG_NAME, "xts(%s)", name) >=
	    CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return crypto_grab_cipher(&ictx->tweak_spawn, skcipher_crypto_instance(inst), name, 0,
				  mask);
}

int xts_fill(struct skcipher_instance *inst, u32 mask)
{
	auto *ictx = static_cast<struct xts_instance_ctx *>(skcipher_instance_ctx(inst));
	struct skcipher_alg_common *alg = crypto_spawn_skcipher_alg_common(&ictx->spawn);

	if (alg->base.cra_blocksize != XTS_BLOCK_SIZE || alg->ivsize)
		return -EINVAL;

	int err = crypto_inst_setname(skcipher_crypto_instance(inst), "xts", &alg->base);

	if (!err)
		err = xts_name_and_grab_tweak(inst, alg, mask);
	if (err)
		return err;

	inst->alg.base.cra_priority = alg->base.cra_priority;
	inst->alg.base.cra_blocksize = XTS_BLOCK_SIZE;
	// The tweak is worked on as 64-bit words in place.
	inst->alg.base.cra_alignmask = alg->base.cra_alignmask | (alignof(u64) - 1);
	inst->alg.base.cra_ctxsize = sizeof(struct xts_tfm_ctx);
	inst->alg.ivsize = XTS_BLOCK_SIZE;
	inst->alg.min_keysize = alg->min_keysize * 2;
	inst->alg.max_keysize = alg->max_keysize * 2;
	inst->alg.init = xts_init_tfm;
	inst->alg.exit = xts_exit_tfm;
	inst->alg.setkey = xts_setkey;
	inst->alg.encrypt = xts_encrypt;
	inst->alg.decrypt = xts_decrypt;
	return 0;
}

int xts_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *cipher_name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_SKCIPHER, &mask, &cipher_name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct skcipher_instance, struct xts_instance_ctx>(
		xts_free_instance);

	if (!inst)
		return -ENOMEM;
	err = ukc::grab_skcipher_or_ecb(
		&ukc::instance_ctx<struct xts_instance_ctx>(inst.get())->spawn,
		skcipher_crypto_instance(inst.get()), cipher_name, mask);
	if (!err)
		err = xts_fill(inst.get(), mask);
	return err ? err : ukc::register_instance(tmpl, inst);
}

struct crypto_template xts_tmpl = {
	.module = THIS_MODULE,
	.create = xts_create,
	.name = "xts",
};

int xts_module_init(void)
{
	return crypto_register_template(&xts_tmpl);
}

void xts_module_exit(void)
{
	crypto_unregister_template(&xts_tmpl);
}

} // namespace

void xts_set_arch_pass(xts_arch_pass_fn *fn)
{
	xts_arch_pass.store(fn, std::memory_order_relaxed);
}

subsys_initcall(xts_module_init);
module_exit(xts_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("XTS mode (IEEE 1619)");
MODULE_ALIAS_CRYPTO("xts");
