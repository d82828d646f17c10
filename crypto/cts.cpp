// SPDX-License-Identifier: GPL-2.0-only
// The cts template: CBC with ciphertext stealing (RFC 2040 section 8 as RFC 3962 uses it).

#include <crypto/algapi.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "shared/glue.h"

namespace {

struct cts_tfm_ctx {
	struct crypto_skcipher *child;
};

// The request context: the fast-forwarded view of dst and where the stolen-into block starts.
// Last, the child's request and its context, then (aligned) one saved ciphertext block.
struct cts_request_ctx {
	struct scatterlist sg[2];
	unsigned int offset;
	struct skcipher_request subreq;
};
UKC_CHILD_REQUEST_LAST(struct cts_request_ctx, subreq);

struct cts_tfm_ctx *cts_ctx(struct crypto_skcipher *tfm)
{
	return static_cast<struct cts_tfm_ctx *>(crypto_skcipher_ctx(tfm));
}

struct cts_request_ctx *cts_rctx(struct skcipher_request *req)
{
	return static_cast<struct cts_request_ctx *>(skcipher_request_ctx(req));
}

struct skcipher_request *cts_subreq(struct skcipher_request *req)
{
	return &cts_rctx(req)->subreq;
}

// The ciphertext block that precedes the last full one (the IV when there is none): decryption
// needs it after the child has overwritten it in place.
u8 *cts_prev_block(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct skcipher_request *subreq = cts_subreq(req);
	u8 *end = reinterpret_cast<u8 *>(subreq + 1) + crypto_skcipher_reqsize(cts_ctx(tfm)->child);

	return PTR_ALIGN(end, crypto_skcipher_alignmask(tfm) + 1);
}

int cts_setkey(struct crypto_skcipher *parent, const u8 *key, unsigned int keylen)
{
	struct crypto_skcipher *child = cts_ctx(parent)->child;

	crypto_skcipher_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_skcipher_set_flags(child, crypto_skcipher_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_skcipher_setkey(child, key, keylen);
}

// The last one-block request completes the parent; a backlog notice from it is not passed on,
// since the parent itself was already accepted.
void cts_last_done(void *data, int err)
{
	if (err == -EINPROGRESS)
		return;
	skcipher_request_complete(static_cast<struct skcipher_request *>(data), err);
}

// A request of exactly one block has nothing to steal from: plain CBC, with the caller's
// own completion.
int cts_one_block(struct skcipher_request *req, bool enc)
{
	struct skcipher_request *subreq = cts_subreq(req);

	skcipher_request_set_callback(subreq, req->base.flags, req->base.complete, req->base.data);
	skcipher_request_set_crypt(subreq, req->src, req->dst, req->cryptlen, req->iv);
	return enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);
}

// The blocks before the last two are plain CBC; the tail starts at the last full block
// before the final (partial or full) one.
unsigned int cts_tail_offset(unsigned int nbytes, unsigned int bsize)
{
	return (nbytes - 1) / bsize * bsize;
}

// RFC 3962 section 5 / RFC 2040 section 8, in the CS3 order: with X = the CBC encryption of
// the last full block and P_n the final lastn bytes, the output ends with E((P_n || 0) ^ X)
// followed by the first lastn bytes of X. The CBC step over (P_n || 0) ^ X runs on the child
// with req->iv = X, so the IV left behind is that last full ciphertext block.
int cts_encrypt_tail(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct cts_request_ctx *rctx = cts_rctx(req);
	struct skcipher_request *subreq = cts_subreq(req);
	const unsigned int bsize = crypto_skcipher_blocksize(tfm);
	const unsigned int lastn = req->cryptlen - rctx->offset;
	u8 d[MAX_CIPHER_BLOCKSIZE * 2];
	struct scatterlist *sg = scatterwalk_ffwd(rctx->sg, req->dst, rctx->offset - bsize);

	memcpy_from_sglist(d + bsize, sg, 0, bsize);
	memset(d, 0, bsize);
	memcpy_from_sglist(d, req->src, rctx->offset, lastn);
	memcpy_to_sglist(sg, 0, d, bsize + lastn);
	memzero_explicit(d, sizeof(d));

	skcipher_request_set_callback(subreq, req->base.flags & CRYPTO_TFM_REQ_MAY_BACKLOG,
				      cts_last_done, req);
	skcipher_request_set_crypt(subreq, sg, sg, bsize, req->iv);
	return crypto_skcipher_encrypt(subreq);
}

// The inverse of cts_encrypt_tail(). CBC decryption of the swapped full block left
// D(C) ^ prev in dst; D(C) = (P_n || 0) ^ X, so XORing in the stored first lastn bytes of X
// gives P_n, and D(C)'s remaining bytes complete X, which one more CBC step (chained from
// prev) turns into the last full plaintext block.
int cts_decrypt_tail(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct cts_request_ctx *rctx = cts_rctx(req);
	struct skcipher_request *subreq = cts_subreq(req);
	const unsigned int bsize = crypto_skcipher_blocksize(tfm);
	const unsigned int lastn = req->cryptlen - rctx->offset;
	u8 *prev = cts_prev_block(req);
	u8 d[MAX_CIPHER_BLOCKSIZE * 2];
	struct scatterlist *sg = scatterwalk_ffwd(rctx->sg, req->dst, rctx->offset - bsize);

	memcpy_from_sglist(d + bsize, sg, 0, bsize);
	crypto_xor(d + bsize, prev, bsize);
	memset(d, 0, bsize);
	memcpy_from_sglist(d, req->src, rctx->offset, lastn);
	crypto_xor(d + bsize, d, lastn);
	memcpy(d + lastn, d + bsize + lastn, bsize - lastn);
	memcpy_to_sglist(sg, 0, d, bsize + lastn);
	memzero_explicit(d, sizeof(d));

	skcipher_request_set_callback(subreq, req->base.flags & CRYPTO_TFM_REQ_MAY_BACKLOG,
				      cts_last_done, req);
	skcipher_request_set_crypt(subreq, sg, sg, bsize, prev);
	return crypto_skcipher_decrypt(subreq);
}

// Finishes a request whose bulk the child completed asynchronously with the tail step @tail.
template <int (*tail)(struct skcipher_request *)> void cts_bulk_done(void *data, int err)
{
	auto *req = static_cast<struct skcipher_request *>(data);

	if (!err) {
		err = tail(req);
		if (err == -EINPROGRESS || err == -EBUSY)
			return;
	}
	skcipher_request_complete(req, err);
}

// The child handles everything before the tail. When decrypting it leaves as the output IV the
// last ciphertext block it consumed (the swapped full block), as in 6.12.
template <bool enc> int cts_crypt(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct cts_request_ctx *rctx = cts_rctx(req);
	struct skcipher_request *subreq = cts_subreq(req);
	const unsigned int bsize = crypto_skcipher_blocksize(tfm);
	constexpr auto tail = enc ? cts_encrypt_tail : cts_decrypt_tail;

	skcipher_request_set_tfm(subreq, cts_ctx(tfm)->child);
	if (req->cryptlen < bsize)
		return -EINVAL;
	if (req->cryptlen == bsize)
		return cts_one_block(req, enc);

	rctx->offset = cts_tail_offset(req->cryptlen, bsize);
	// Saved before the child may overwrite it in place.
	if (!enc && rctx->offset <= bsize)
		memcpy(cts_prev_block(req), req->iv, bsize);
	else if (!enc)
		memcpy_from_sglist(cts_prev_block(req), req->src, rctx->offset - 2 * bsize, bsize);

	skcipher_request_set_callback(subreq, req->base.flags, cts_bulk_done<tail>, req);
	skcipher_request_set_crypt(subreq, req->src, req->dst, rctx->offset, req->iv);

	int err = enc ? crypto_skcipher_encrypt(subreq) : crypto_skcipher_decrypt(subreq);

	return err ? err : tail(req);
}

int cts_init_tfm(struct crypto_skcipher *tfm)
{
	struct skcipher_instance *inst = skcipher_alg_instance(tfm);
	auto *spawn = static_cast<struct crypto_skcipher_spawn *>(skcipher_instance_ctx(inst));
	struct crypto_skcipher *child = crypto_spawn_skcipher(spawn);

	if (IS_ERR(child))
		return (int)PTR_ERR(child);
	cts_ctx(tfm)->child = child;

	crypto_skcipher_set_reqsize(tfm, ukc::child_reqsize<struct cts_request_ctx>(child) +
						 crypto_skcipher_alignmask(tfm) +
						 crypto_skcipher_blocksize(child));
	return 0;
}

void cts_exit_tfm(struct crypto_skcipher *tfm)
{
	crypto_free_skcipher(cts_ctx(tfm)->child);
}

// Only a CBC mode whose IV is one block can have its last two blocks stolen between.
int cts_fill(struct skcipher_instance *inst, struct skcipher_alg_common *alg)
{
	if (alg->ivsize != alg->base.cra_blocksize || strncmp(alg->base.cra_name, "cbc(", 4))
		return -EINVAL;

	int err = crypto_inst_setname(skcipher_crypto_instance(inst), "cts", &alg->base);

	if (err)
		return err;
	inst->alg.base.cra_priority = alg->base.cra_priority;
	inst->alg.base.cra_blocksize = alg->base.cra_blocksize;
	inst->alg.base.cra_alignmask = alg->base.cra_alignmask;
	inst->alg.base.cra_ctxsize = sizeof(struct cts_tfm_ctx);
	inst->alg.ivsize = alg->base.cra_blocksize;
	inst->alg.chunksize = alg->chunksize;
	inst->alg.min_keysize = alg->min_keysize;
	inst->alg.max_keysize = alg->max_keysize;
	inst->alg.init = cts_init_tfm;
	inst->alg.exit = cts_exit_tfm;
	inst->alg.setkey = cts_setkey;
	inst->alg.encrypt = cts_crypt<true>;
	inst->alg.decrypt = cts_crypt<false>;
	return 0;
}

int cts_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::create_over_skcipher(tmpl, tb, cts_fill);
}

struct crypto_template cts_tmpl = {
	.module = THIS_MODULE,
	.create = cts_create,
	.name = "cts",
};

int cts_module_init(void)
{
	return crypto_register_template(&cts_tmpl);
}

void cts_module_exit(void)
{
	crypto_unregister_template(&cts_tmpl);
}

} // namespace

subsys_initcall(cts_module_init);
module_exit(cts_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Ciphertext stealing over CBC (RFC 3962)");
MODULE_ALIAS_CRYPTO("cts");
