// SPDX-License-Identifier: GPL-2.0-only
// The akcipher algorithm type: registration, instances, tfms and the flat-buffer helpers.
#include <crypto/internal/akcipher.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

#include <algorithm>
#include <memory>
#include <cstring>

#include "akcipher_sync.h"
#include "internal.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

int akcipher_init_tfm(struct crypto_tfm *tfm)
{
	return ukc::alg_init_tfm<__crypto_akcipher_tfm, crypto_akcipher_alg>(
		__crypto_akcipher_tfm(tfm));
}

void akcipher_free_instance(struct crypto_instance *inst)
{
	struct akcipher_instance *akcipher = akcipher_instance(inst);

	akcipher->free(akcipher);
}

void akcipher_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_puts(m, "type         : akcipher\n");
}

// 6.12 looks akciphers up with the hash types' mask: the low type bit is ignored, so a lookup
// through this type also finds the sig type's algorithms.
constexpr unsigned int akcipher_lookup_mask = 0x0000000e;

const struct crypto_type crypto_akcipher_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = akcipher_init_tfm,
	.show = akcipher_show,
	.free = akcipher_free_instance,
	.type = CRYPTO_ALG_TYPE_AKCIPHER,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = akcipher_lookup_mask,
	.tfmsize = offsetof(struct crypto_akcipher, base),
};

void akcipher_prepare_alg(struct akcipher_alg *alg)
{
	struct crypto_alg *base = &alg->base;

	base->cra_type = &crypto_akcipher_type;
	base->cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	base->cra_flags |= CRYPTO_ALG_TYPE_AKCIPHER;
}

int akcipher_default_op(struct akcipher_request *req)
{
	return -ENOSYS;
}

int akcipher_default_set_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen)
{
	return -ENOSYS;
}

struct akcipher_req_deleter {
	void operator()(struct akcipher_request *req) const { kfree_sensitive(req); }
};

} // namespace

extern "C" {

int crypto_grab_akcipher(struct crypto_akcipher_spawn *spawn, struct crypto_instance *inst,
			 const char *name, u32 type, u32 mask)
{
	spawn->base.frontend = &crypto_akcipher_type;
	return crypto_grab_spawn(&spawn->base, inst, name, type, mask);
}

struct crypto_akcipher *crypto_alloc_akcipher(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_akcipher *>(
		crypto_alloc_tfm(alg_name, &crypto_akcipher_type, type, mask));
}

int crypto_register_akcipher(struct akcipher_alg *alg)
{
	if (!alg->sign)
		alg->sign = akcipher_default_op;
	if (!alg->verify)
		alg->verify = akcipher_default_op;
	if (!alg->encrypt)
		alg->encrypt = akcipher_default_op;
	if (!alg->decrypt)
		alg->decrypt = akcipher_default_op;
	if (!alg->set_priv_key)
		alg->set_priv_key = akcipher_default_set_key;
	akcipher_prepare_alg(alg);
	return crypto_register_alg(&alg->base);
}

void crypto_unregister_akcipher(struct akcipher_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}

int akcipher_register_instance(struct crypto_template *tmpl, struct akcipher_instance *inst)
{
	if (WARN_ON(!inst->free))
		return -EINVAL;
	akcipher_prepare_alg(&inst->alg);
	return crypto_register_instance(tmpl, akcipher_crypto_instance(inst));
}

int crypto_akcipher_sync_encrypt(struct crypto_akcipher *tfm, const void *src, unsigned int slen,
				 void *dst, unsigned int dlen)
{
	return ukc::akcipher_sync(tfm, ukc::akcipher_op::encrypt, src, slen, dst, dlen, nullptr);
}

int crypto_akcipher_sync_decrypt(struct crypto_akcipher *tfm, const void *src, unsigned int slen,
				 void *dst, unsigned int dlen)
{
	unsigned int out_len;
	int err = ukc::akcipher_sync(tfm, ukc::akcipher_op::decrypt, src, slen, dst, dlen,
				     &out_len);

	return err ? err : static_cast<int>(out_len);
}

} // extern "C"

namespace {

int akcipher_call(struct akcipher_request *req, ukc::akcipher_op op)
{
	switch (op) {
	case ukc::akcipher_op::encrypt:
		return crypto_akcipher_encrypt(req);
	case ukc::akcipher_op::decrypt:
		return crypto_akcipher_decrypt(req);
	case ukc::akcipher_op::sign:
		return crypto_akcipher_sign(req);
	case ukc::akcipher_op::verify:
		return crypto_akcipher_verify(req);
	}
	return -EINVAL;
}

void akcipher_exit_ops_sig(struct crypto_tfm *tfm)
{
	crypto_free_akcipher(*static_cast<struct crypto_akcipher **>(crypto_tfm_ctx(tfm)));
}

} // namespace

// One allocation holds the request and a bounce buffer that is both source and destination
// (verify: the signature then the digest), so the caller's buffers may overlap, as in 6.12.
int ukc::akcipher_sync(struct crypto_akcipher *tfm, akcipher_op op, const void *src,
		       unsigned int slen, void *dst, unsigned int dlen, unsigned int *out_len)
{
	const bool verify = op == akcipher_op::verify;
	unsigned int reqsize = crypto_akcipher_reqsize(tfm);
	unsigned int mlen = verify ? slen + dlen : std::max(slen, dlen);
	size_t len = sizeof(struct akcipher_request) + reqsize + mlen;
	std::unique_ptr<struct akcipher_request, akcipher_req_deleter> req(
		static_cast<struct akcipher_request *>(kzalloc(len, GFP_KERNEL)));
	struct scatterlist sg;
	struct crypto_wait wait;

	if (mlen < slen || !req)
		return mlen < slen ? -EOVERFLOW : -ENOMEM;
	akcipher_request_set_tfm(req.get(), tfm);
	u8 *buf = reinterpret_cast<u8 *>(req.get() + 1) + reqsize;
	memcpy(buf, src, slen);
	if (verify)
		memcpy(buf + slen, dst, dlen);
	sg_init_one(&sg, buf, mlen);
	akcipher_request_set_crypt(req.get(), &sg, verify ? nullptr : &sg, slen, dlen);
	crypto_init_wait(&wait);
	akcipher_request_set_callback(req.get(), CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	int err = crypto_wait_req(akcipher_call(req.get(), op), &wait);
	if (!verify)
		memcpy(dst, buf, dlen);
	if (out_len)
		*out_len = req->dst_len;
	return err;
}

// A sig tfm's context holds an akcipher tfm of the same algorithm (6.12's way, while its
// signature algorithms are still akciphers).
int ukc::akcipher_init_ops_sig(struct crypto_tfm *tfm)
{
	auto **ctx = static_cast<struct crypto_akcipher **>(crypto_tfm_ctx(tfm));
	struct crypto_alg *calg = tfm->__crt_alg;

	if (!crypto_mod_get(calg))
		return -EAGAIN;
	auto *akcipher = static_cast<struct crypto_akcipher *>(
		crypto_create_tfm(calg, &crypto_akcipher_type));
	if (IS_ERR(akcipher)) {
		crypto_mod_put(calg);
		return static_cast<int>(PTR_ERR(akcipher));
	}
	*ctx = akcipher;
	tfm->exit = akcipher_exit_ops_sig;
	return 0;
}
