// SPDX-License-Identifier: GPL-2.0-only
// The lrw template: LRW (Liskov, Rivest, Wagner; IEEE P1619.2 draft) over an ECB mode of a
// 16-byte block cipher: C = E_K1(P ^ T) ^ T with T = K2 * I in GF(2^128).

#include <bit>
#include <crypto/algapi.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "shared/glue.h"

namespace {

constexpr unsigned int lrw_block_size = 16;

// A GF(2^128) element in the "bbe" convention of the kernel's lrw: the block read as a
// big-endian 128-bit integer, whose bit i is the coefficient of x^i.
struct lrw_elem {
	u64 hi, lo;
};

// The tweak key's multiples, computed once per key: pow[i] = K2 * x^i, and
// inc[i] = K2 * (x^(i+1) - 1) / (x - 1) = K2 * (2^(i+1) - 1), the difference between the
// tweaks of I and I + 1 when I ends in exactly i one bits.
struct lrw_tfm_ctx {
	struct crypto_skcipher *child;
	lrw_elem pow[128];
	lrw_elem inc[128];
};

struct lrw_instance_ctx {
	struct crypto_skcipher_spawn spawn;
};

// The first tweak T = K2 * I; the child's request follows at lrw_subreq_offset.
struct lrw_request_ctx {
	lrw_elem t;
};

constexpr unsigned int lrw_subreq_offset = ALIGN(sizeof(struct lrw_request_ctx), CRYPTO_MINALIGN);

struct lrw_tfm_ctx *lrw_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<struct lrw_tfm_ctx *>(crypto_skcipher_ctx(tfm));
}

struct lrw_request_ctx *lrw_rctx(struct skcipher_request *req)
{
	return static_cast<struct lrw_request_ctx *>(skcipher_request_ctx(req));
}

struct skcipher_request *lrw_subreq(struct skcipher_request *req)
{
	return reinterpret_cast<struct skcipher_request *>(
		static_cast<u8 *>(skcipher_request_ctx(req)) + lrw_subreq_offset);
}

lrw_elem lrw_load(const u8 *p)
{
	return { get_unaligned_be64(p), get_unaligned_be64(p + 8) };
}

// Multiplication by x, reduced by x^128 + x^7 + x^2 + x + 1.
lrw_elem lrw_mul_x(lrw_elem a)
{
	const u64 carry = a.hi >> 63;

	return { (a.hi << 1) | (a.lo >> 63), (a.lo << 1) ^ (carry * 0x87) };
}

void lrw_xor_into(lrw_elem *a, const lrw_elem &b)
{
	a->hi ^= b.hi;
	a->lo ^= b.lo;
}

// K1 || K2: the cipher's key, then the 16-byte tweak key.
int lrw_setkey(struct crypto_skcipher *parent, const u8 *key, unsigned int keylen)
{
	struct lrw_tfm_ctx *ctx = lrw_ctx(parent);

	if (keylen < lrw_block_size)
		return -EINVAL;
	crypto_skcipher_clear_flags(ctx->child, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(ctx->child,
				  crypto_skcipher_get_flags(parent) & CRYPTO_TFM_REQ_MASK);

	int err = crypto_skcipher_setkey(ctx->child, key, keylen - lrw_block_size);

	if (err)
		return err;
	lrw_elem p = lrw_load(key + keylen - lrw_block_size), sum = {};

	for (unsigned int i = 0; i < 128; i++) {
		ctx->pow[i] = p;
		lrw_xor_into(&sum, p);
		ctx->inc[i] = sum;
		p = lrw_mul_x(p);
	}
	memzero_explicit(&p, sizeof(p));
	memzero_explicit(&sum, sizeof(sum));
	return 0;
}

// K2 * I, one precomputed multiple per set bit of I.
lrw_elem lrw_first_tweak(const struct lrw_tfm_ctx *ctx, const u8 *iv)
{
	const lrw_elem i = lrw_load(iv);
	lrw_elem t = {};

	for (unsigned int b = 0; b < 64; b++) {
		if (i.lo >> b & 1)
			lrw_xor_into(&t, ctx->pow[b]);
		if (i.hi >> b & 1)
			lrw_xor_into(&t, ctx->pow[64 + b]);
	}
	return t;
}

// I <- I + 1; returns how many one bits I ended in (127 when it wraps from all ones).
unsigned int lrw_next_index(lrw_elem *i)
{
	if (~i->lo)
		return (unsigned int)std::countr_one(i->lo++);
	i->lo = 0;
	if (~i->hi)
		return 64 + (unsigned int)std::countr_one(i->hi++);
	i->hi = 0;
	return 127;
}

// One pass of tweak XORs: src to dst before the ECB step, dst in place after it. The second
// pass leaves the IV of the block after the last one in req->iv, as 6.12 does.
int lrw_xor_tweak(struct skcipher_request *req, bool second_pass)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	const struct lrw_tfm_ctx *ctx = lrw_ctx(tfm);
	struct skcipher_request *subreq = lrw_subreq(req);
	lrw_elem t = lrw_rctx(req)->t, i = lrw_load(req->iv);
	struct skcipher_walk w;

	skcipher_request_set_tfm(subreq, tfm);
	skcipher_request_set_crypt(subreq, second_pass ? req->dst : req->src, req->dst,
				   req->cryptlen, nullptr);

	int err = skcipher_walk_virt(&w, subreq, false);

	while (w.nbytes) {
		auto *src = static_cast<const u8 *>(w.src.virt.addr);
		auto *dst = static_cast<u8 *>(w.dst.virt.addr);
		const unsigned int n = w.nbytes & ~(lrw_block_size - 1);

		for (unsigned int off = 0; off < n; off += lrw_block_size) {
			put_unaligned_be64(get_unaligned_be64(src + off) ^ t.hi, dst + off);
			put_unaligned_be64(get_unaligned_be64(src + off + 8) ^ t.lo, dst + off + 8);
			lrw_xor_into(&t, ctx->inc[lrw_next_index(&i)]);
		}
		err = skcipher_walk_done(&w, (int)(w.nbytes - n));
	}
	if (!err && second_pass) {
		put_unaligned_be64(i.hi, req->iv);
		put_unaligned_be64(i.lo, req->iv + 8);
	}
	memzero_explicit(&t, sizeof(t));
	return err;
}

void lrw_crypt_done(void *data, int err)
{
	auto *req = static_cast<struct skcipher_request *>(data);

	if (!err) {
		lrw_subreq(req)->base.flags &= ~CRYPTO_TFM_REQ_MAY_SLEEP;
		err = lrw_xor_tweak(req, true);
	}
	skcipher_request_complete(req, err);
}

int lrw_crypt(struct skcipher_request *req, bool enc)
{
	struct lrw_tfm_ctx *ctx = lrw_ctx(crypto_skcipher_reqtfm(req));
	struct skcipher_request *subreq = lrw_subreq(req);

	// Only whole blocks: refused before anything is written.
	if (req->cryptlen % lrw_block_size)
		return -EINVAL;
	lrw_rctx(req)->t = lrw_first_tweak(ctx, req->iv);

	int err = lrw_xor_tweak(req, false);

	if (err)
		return err;
	skcipher_request_set_tfm(subreq, ctx->child);
	skcipher_request_set_callback(subreq, req->base.flags, lrw_crypt_done, req);
	skcipher_request_set_crypt(subreq, req->dst, req->dst, req->cryptlen, nullptr);
	err = enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);
	if (err)
		return err;
	return lrw_xor_tweak(req, true);
}

int lrw_encrypt(struct skcipher_request *req)
{
	return lrw_crypt(req, true);
}

int lrw_decrypt(struct skcipher_request *req)
{
	return lrw_crypt(req, false);
}

int lrw_init_tfm(struct crypto_skcipher *tfm)
{
	struct skcipher_instance *inst = skcipher_alg_instance(tfm);
	auto *ictx = static_cast<struct lrw_instance_ctx *>(skcipher_instance_ctx(inst));
	struct crypto_skcipher *child = crypto_spawn_skcipher(&ictx->spawn);

	if (IS_ERR(child))
		return (int)PTR_ERR(child);
	lrw_ctx(tfm)->child = child;
	crypto_skcipher_set_reqsize(tfm, lrw_subreq_offset + sizeof(struct skcipher_request) +
						 crypto_skcipher_reqsize(child));
	return 0;
}

void lrw_exit_tfm(struct crypto_skcipher *tfm)
{
	struct lrw_tfm_ctx *ctx = lrw_ctx(tfm);

	crypto_free_skcipher(ctx->child);
	memzero_explicit(ctx->pow, sizeof(ctx->pow));
	memzero_explicit(ctx->inc, sizeof(ctx->inc));
}

void lrw_free_instance(struct skcipher_instance *inst)
{
	auto *ictx = static_cast<struct lrw_instance_ctx *>(skcipher_instance_ctx(inst));

	crypto_drop_skcipher(&ictx->spawn);
	kfree(inst);
}

// The instance is named after the cipher inside the ECB mode ("lrw(aes)" from "ecb(aes)");
// anything but an "ecb(...)" child is refused.
int lrw_set_cra_name(struct skcipher_instance *inst, const char *ecb_name)
{
	if (strncmp(ecb_name, "ecb(", 4))
		return -EINVAL;
	size_t len = strlen(ecb_name + 4);

	if (len < 2 || ecb_name[4 + len - 1] != ')')
		return -EINVAL;
	if (snprintf(inst->alg.base.cra_name, CRYPTO_MAX_ALG_NAME, "lrw(%.*s)", (int)(len - 1),
		     ecb_name + 4) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}

int lrw_fill(struct skcipher_instance *inst)
{
	auto *ictx = static_cast<struct lrw_instance_ctx *>(skcipher_instance_ctx(inst));
	struct skcipher_alg_common *alg = crypto_spawn_skcipher_alg_common(&ictx->spawn);

	if (alg->base.cra_blocksize != lrw_block_size || alg->ivsize)
		return -EINVAL;

	int err = crypto_inst_setname(skcipher_crypto_instance(inst), "lrw", &alg->base);

	if (!err)
		err = lrw_set_cra_name(inst, alg->base.cra_name);
	if (err)
		return err;

	inst->alg.base.cra_priority = alg->base.cra_priority;
	inst->alg.base.cra_blocksize = lrw_block_size;
	inst->alg.base.cra_alignmask = alg->base.cra_alignmask | (alignof(u64) - 1);
	inst->alg.base.cra_ctxsize = sizeof(struct lrw_tfm_ctx);
	inst->alg.ivsize = lrw_block_size;
	inst->alg.min_keysize = alg->min_keysize + lrw_block_size;
	inst->alg.max_keysize = alg->max_keysize + lrw_block_size;
	inst->alg.init = lrw_init_tfm;
	inst->alg.exit = lrw_exit_tfm;
	inst->alg.setkey = lrw_setkey;
	inst->alg.encrypt = lrw_encrypt;
	inst->alg.decrypt = lrw_decrypt;
	return 0;
}

int lrw_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	const char *cipher_name;
	u32 mask;
	int err = ukc::template_arg(tb, CRYPTO_ALG_TYPE_SKCIPHER, &mask, &cipher_name);

	if (err)
		return err;
	auto inst = ukc::alloc_instance<struct skcipher_instance, struct lrw_instance_ctx>(
		lrw_free_instance);

	if (!inst)
		return -ENOMEM;
	err = ukc::grab_skcipher_or_ecb(
		&ukc::instance_ctx<struct lrw_instance_ctx>(inst.get())->spawn,
		skcipher_crypto_instance(inst.get()), cipher_name, mask);
	if (!err)
		err = lrw_fill(inst.get());
	return err ? err : ukc::register_instance(tmpl, inst);
}

struct crypto_template lrw_tmpl = {
	.module = THIS_MODULE,
	.create = lrw_create,
	.name = "lrw",
};

int lrw_module_init(void)
{
	return crypto_register_template(&lrw_tmpl);
}

void lrw_module_exit(void)
{
	crypto_unregister_template(&lrw_tmpl);
}

} // namespace

subsys_initcall(lrw_module_init);
module_exit(lrw_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("LRW block cipher mode");
MODULE_ALIAS_CRYPTO("lrw");
