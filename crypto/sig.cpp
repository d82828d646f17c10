// SPDX-License-Identifier: GPL-2.0-only
// The sig type of 6.12: crypto_sig, flat-buffer signing and verification over an akcipher
// algorithm (in 6.12 the signature algorithms are still akciphers, reached through this).
#include <crypto/akcipher.h>
#include <crypto/sig.h>
#include <linux/err.h>
#include <linux/seq_file.h>

#include "akcipher_sync.h"
#include "internal.h"
#include "ukc_kernel.h"

namespace {

// As 6.12: the low type bit ignored, so a sig lookup finds the akcipher algorithms.
constexpr unsigned int sig_lookup_mask = 0x0000000e;

extern const struct crypto_type crypto_sig_type;

int sig_init_tfm(struct crypto_tfm *tfm)
{
	if (tfm->__crt_alg->cra_type != &crypto_sig_type)
		return ukc::akcipher_init_ops_sig(tfm);
	return 0;
}

void sig_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_puts(m, "type         : sig\n");
}

const struct crypto_type crypto_sig_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = sig_init_tfm,
	.show = sig_show,
	.type = CRYPTO_ALG_TYPE_SIG,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = sig_lookup_mask,
	.tfmsize = offsetof(struct crypto_sig, base),
};

struct crypto_akcipher *sig_akcipher(struct crypto_sig *tfm)
{
	return *static_cast<struct crypto_akcipher **>(crypto_tfm_ctx(crypto_sig_tfm(tfm)));
}

} // namespace

extern "C" {

struct crypto_sig *crypto_alloc_sig(const char *alg_name, u32 type, u32 mask)
{
	return static_cast<struct crypto_sig *>(
		crypto_alloc_tfm(alg_name, &crypto_sig_type, type, mask));
}

int crypto_sig_maxsize(struct crypto_sig *tfm)
{
	return static_cast<int>(crypto_akcipher_maxsize(sig_akcipher(tfm)));
}

int crypto_sig_sign(struct crypto_sig *tfm, const void *src, unsigned int slen, void *dst,
		    unsigned int dlen)
{
	return ukc::akcipher_sync(sig_akcipher(tfm), ukc::akcipher_op::sign, src, slen, dst, dlen,
				  nullptr);
}

int crypto_sig_verify(struct crypto_sig *tfm, const void *src, unsigned int slen,
		      const void *digest, unsigned int dlen)
{
	return ukc::akcipher_sync(sig_akcipher(tfm), ukc::akcipher_op::verify, src, slen,
				  const_cast<void *>(digest), dlen, nullptr);
}

int crypto_sig_set_pubkey(struct crypto_sig *tfm, const void *key, unsigned int keylen)
{
	return crypto_akcipher_set_pub_key(sig_akcipher(tfm), key, keylen);
}

int crypto_sig_set_privkey(struct crypto_sig *tfm, const void *key, unsigned int keylen)
{
	return crypto_akcipher_set_priv_key(sig_akcipher(tfm), key, keylen);
}

} // extern "C"
