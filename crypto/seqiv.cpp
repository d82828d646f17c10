// SPDX-License-Identifier: GPL-2.0-only
// The seqiv and echainiv templates: IVs made from the request's sequence number, as IPsec
// ESP writes them between the AD and the ciphertext.

#include <crypto/internal/geniv.h>
#include <crypto/null.h>
#include <crypto/scatterwalk.h>
#include <crypto/skcipher.h>
#include <crypto/utils.h>
#include <linux/err.h>
#include <linux/module.h>
#include <linux/slab.h>

#include <cstring>

namespace {

constexpr unsigned int seqiv_ivsize = 8; // sizeof(u64): the ESP sequence number

struct aead_geniv_ctx *seqiv_ctx(struct crypto_aead *tfm)
{
	return static_cast<struct aead_geniv_ctx *>(crypto_aead_ctx(tfm));
}

// The request's AD and text reach dst first, through the null skcipher, so the child then
// works in place on dst.
int seqiv_copy(struct aead_request *req, struct aead_geniv_ctx *ctx)
{
	if (req->src == req->dst)
		return 0;
	SYNC_SKCIPHER_REQUEST_ON_STACK(nreq, ctx->sknull);

	skcipher_request_set_sync_tfm(nreq, ctx->sknull);
	skcipher_request_set_callback(nreq, req->base.flags, nullptr, nullptr);
	skcipher_request_set_crypt(nreq, req->src, req->dst, req->assoclen + req->cryptlen,
				   nullptr);
	return crypto_skcipher_encrypt(nreq);
}

// A copy of an unaligned req->iv goes back to req->iv once the child is done.
void seqiv_encrypt_finish(struct aead_request *req, int err)
{
	auto *subreq = static_cast<struct aead_request *>(aead_request_ctx(req));

	if (err == -EINPROGRESS || err == -EBUSY)
		return;
	if (!err)
		memcpy(req->iv, subreq->iv, crypto_aead_ivsize(crypto_aead_reqtfm(req)));
	kfree_sensitive(subreq->iv);
}

void seqiv_encrypt_done(void *data, int err)
{
	auto *req = static_cast<struct aead_request *>(data);

	seqiv_encrypt_finish(req, err);
	aead_request_complete(req, err);
}

// RFC 4106 section 3: the 8-byte IV is the (unique) sequence number, here XORed with the
// transform's salt; the child sees it as the last 8 bytes of its AD.
int seqiv_encrypt(struct aead_request *req)
{
	struct crypto_aead *geniv = crypto_aead_reqtfm(req);
	struct aead_geniv_ctx *ctx = seqiv_ctx(geniv);
	auto *subreq = static_cast<struct aead_request *>(aead_request_ctx(req));
	crypto_completion_t done_fn = req->base.complete;
	void *data = req->base.data;
	u8 *info = req->iv;

	if (req->cryptlen < seqiv_ivsize)
		return -EINVAL;
	aead_request_set_tfm(subreq, ctx->child);
	int err = seqiv_copy(req, ctx);
	if (err)
		return err;

	bool unaligned = !IS_ALIGNED(reinterpret_cast<unsigned long>(info),
				     crypto_aead_alignmask(geniv) + 1);
	if (unaligned) {
		info = static_cast<u8 *>(kmemdup(
			req->iv, seqiv_ivsize,
			req->base.flags & CRYPTO_TFM_REQ_MAY_SLEEP ? GFP_KERNEL : GFP_ATOMIC));
		if (!info)
			return -ENOMEM;
		done_fn = seqiv_encrypt_done;
		data = req;
	}
	aead_request_set_callback(subreq, req->base.flags, done_fn, data);
	aead_request_set_crypt(subreq, req->dst, req->dst, req->cryptlen - seqiv_ivsize, info);
	aead_request_set_ad(subreq, req->assoclen + seqiv_ivsize);

	crypto_xor(info, ctx->salt, seqiv_ivsize);
	scatterwalk_map_and_copy(info, req->dst, req->assoclen, seqiv_ivsize, 1);
	err = crypto_aead_encrypt(subreq);
	if (unaligned)
		seqiv_encrypt_finish(req, err);
	return err;
}

// Both generators decrypt alike: the IV is read back from where encryption wrote it, and
// the child authenticates it as part of the AD.
int geniv_decrypt(struct aead_request *req, unsigned int minlen)
{
	struct crypto_aead *geniv = crypto_aead_reqtfm(req);
	auto *subreq = static_cast<struct aead_request *>(aead_request_ctx(req));
	unsigned int ivsize = crypto_aead_ivsize(geniv);

	if (req->cryptlen < minlen)
		return -EINVAL;
	aead_request_set_tfm(subreq, seqiv_ctx(geniv)->child);
	aead_request_set_callback(subreq, req->base.flags, req->base.complete, req->base.data);
	aead_request_set_crypt(subreq, req->src, req->dst, req->cryptlen - ivsize, req->iv);
	aead_request_set_ad(subreq, req->assoclen + ivsize);
	scatterwalk_map_and_copy(req->iv, req->src, req->assoclen, ivsize, 0);
	return crypto_aead_decrypt(subreq);
}

int seqiv_decrypt(struct aead_request *req)
{
	return geniv_decrypt(req, seqiv_ivsize + crypto_aead_authsize(crypto_aead_reqtfm(req)));
}

// echainiv: the IV slot of the output is zeroed and encrypted with the text, so under CBC
// the first ciphertext block is E(K, IV) and serves as the packet's IV; the IV handed to
// the child is each 64-bit word of the salt, made odd, times the sequence number.
int echainiv_encrypt(struct aead_request *req)
{
	struct crypto_aead *geniv = crypto_aead_reqtfm(req);
	struct aead_geniv_ctx *ctx = seqiv_ctx(geniv);
	auto *subreq = static_cast<struct aead_request *>(aead_request_ctx(req));
	unsigned int ivsize = crypto_aead_ivsize(geniv);
	u8 *info = req->iv;
	__be64 nseqno;

	if (req->cryptlen < ivsize)
		return -EINVAL;
	aead_request_set_tfm(subreq, ctx->child);
	int err = seqiv_copy(req, ctx);
	if (err)
		return err;

	aead_request_set_callback(subreq, req->base.flags, req->base.complete, req->base.data);
	aead_request_set_crypt(subreq, req->dst, req->dst, req->cryptlen, info);
	aead_request_set_ad(subreq, req->assoclen);

	memcpy(&nseqno, info + ivsize - 8, 8);
	u64 seqno = be64_to_cpu(nseqno);
	memset(info, 0, ivsize);
	scatterwalk_map_and_copy(info, req->dst, req->assoclen, ivsize, 1);
	for (unsigned int off = 0; off < ivsize; off += 8) {
		u64 a;

		// The salt word is read and the product stored in host order, as 6.12 does.
		memcpy(&a, ctx->salt + ivsize - 8 - off, 8);
		a = (a | 1) * seqno;
		memcpy(info + ivsize - 8 - off, &a, 8);
	}
	return crypto_aead_encrypt(subreq);
}

int echainiv_decrypt(struct aead_request *req)
{
	return geniv_decrypt(req, crypto_aead_ivsize(crypto_aead_reqtfm(req)));
}

struct seqiv_template_ops {
	int (*encrypt)(struct aead_request *req);
	int (*decrypt)(struct aead_request *req);
	bool (*ivsize_ok)(unsigned int ivsize);
};

bool seqiv_ivsize_ok(unsigned int ivsize)
{
	return ivsize == seqiv_ivsize;
}

bool echainiv_ivsize_ok(unsigned int ivsize)
{
	return ivsize && !(ivsize % 8);
}

int seqiv_create_with(struct crypto_template *tmpl, struct rtattr **tb,
		      const seqiv_template_ops &ops)
{
	struct aead_instance *inst = aead_geniv_alloc(tmpl, tb);

	if (IS_ERR(inst))
		return static_cast<int>(PTR_ERR(inst));
	int err = -EINVAL;

	if (ops.ivsize_ok(inst->alg.ivsize)) {
		inst->alg.encrypt = ops.encrypt;
		inst->alg.decrypt = ops.decrypt;
		inst->alg.init = aead_init_geniv;
		inst->alg.exit = aead_exit_geniv;
		inst->alg.base.cra_ctxsize = sizeof(struct aead_geniv_ctx) + inst->alg.ivsize;
		err = aead_register_instance(tmpl, inst);
	}
	if (err)
		inst->free(inst);
	return err;
}

int seqiv_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return seqiv_create_with(tmpl, tb, { seqiv_encrypt, seqiv_decrypt, seqiv_ivsize_ok });
}

int echainiv_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return seqiv_create_with(tmpl, tb,
				 { echainiv_encrypt, echainiv_decrypt, echainiv_ivsize_ok });
}

struct crypto_template seqiv_tmpls[] = {
	{
		.module = THIS_MODULE,
		.create = seqiv_create,
		.name = "seqiv",
	},
	{
		.module = THIS_MODULE,
		.create = echainiv_create,
		.name = "echainiv",
	},
};

int seqiv_module_init(void)
{
	return crypto_register_templates(seqiv_tmpls, ARRAY_SIZE(seqiv_tmpls));
}

void seqiv_module_exit(void)
{
	crypto_unregister_templates(seqiv_tmpls, ARRAY_SIZE(seqiv_tmpls));
}

} // namespace

subsys_initcall(seqiv_module_init);
module_exit(seqiv_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Sequence number and encrypted chain IV generators");
MODULE_ALIAS_CRYPTO("seqiv");
MODULE_ALIAS_CRYPTO("echainiv");
