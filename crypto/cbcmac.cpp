// SPDX-License-Identifier: GPL-2.0-only
// The cbcmac template: the CBC-MAC that CCM authenticates with (NIST SP 800-38C section 6.1),
// a keyed shash over a single-block cipher, "cbcmac(aes)". Registered by crypto/ccm.cpp.

#include <algorithm>
#include <type_traits>

#include <crypto/algapi.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/hash.h>
#include <crypto/utils.h>
#include <linux/err.h>
#include <linux/string.h>

#include "ccm_priv.h"
#include "cmac_priv.h"
#include "shared/glue.h"

namespace {

struct cbcmac_tfm_ctx {
	struct crypto_cipher *child;
};

// The chaining value, and how many bytes of the current block have been XORed into it. A
// message that ends inside a block is thereby zero padded, as CCM's formatting needs.
struct cbcmac_desc_ctx {
	unsigned int len;
	u8 dg[];
};

static_assert(std::is_standard_layout_v<cbcmac_desc_ctx>);

struct crypto_cipher *cbcmac_child(struct crypto_shash *tfm)
{
	return static_cast<struct cbcmac_tfm_ctx *>(crypto_shash_ctx(tfm))->child;
}

struct cbcmac_desc_ctx *cbcmac_state(struct shash_desc *desc)
{
	return static_cast<struct cbcmac_desc_ctx *>(shash_desc_ctx(desc));
}

int cbcmac_setkey(struct crypto_shash *parent, const u8 *key, unsigned int keylen)
{
	struct crypto_cipher *child = cbcmac_child(parent);

	crypto_cipher_clear_flags(child, CRYPTO_TFM_REQ_MASK);
	crypto_cipher_set_flags(child, crypto_shash_get_flags(parent) & CRYPTO_TFM_REQ_MASK);
	return crypto_cipher_setkey(child, key, keylen);
}

int cbcmac_init(struct shash_desc *desc)
{
	struct cbcmac_desc_ctx *st = cbcmac_state(desc);

	st->len = 0;
	memset(st->dg, 0, crypto_shash_digestsize(desc->tfm));
	return 0;
}

int cbcmac_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	struct crypto_cipher *child = cbcmac_child(desc->tfm);
	struct cbcmac_desc_ctx *st = cbcmac_state(desc);
	unsigned int bs = crypto_shash_digestsize(desc->tfm);

	while (len) {
		unsigned int n = std::min(len, bs - st->len);

		crypto_xor(st->dg + st->len, data, n);
		st->len += n;
		data += n;
		len -= n;
		// A full block is enciphered only when more data follows or final() is called, so
		// a partial last block and a full one are both handled by final().
		if (st->len == bs && len) {
			crypto_cipher_encrypt_one(child, st->dg, st->dg);
			st->len = 0;
		}
	}
	return 0;
}

int cbcmac_final(struct shash_desc *desc, u8 *out)
{
	struct cbcmac_desc_ctx *st = cbcmac_state(desc);
	unsigned int bs = crypto_shash_digestsize(desc->tfm);

	if (st->len)
		crypto_cipher_encrypt_one(cbcmac_child(desc->tfm), st->dg, st->dg);
	memcpy(out, st->dg, bs);
	return 0;
}

int cbcmac_init_tfm(struct crypto_shash *tfm)
{
	auto *spawn = static_cast<struct crypto_cipher_spawn *>(
		shash_instance_ctx(shash_alg_instance(tfm)));
	struct crypto_cipher *child = crypto_spawn_cipher(spawn);

	if (IS_ERR(child))
		return static_cast<int>(PTR_ERR(child));
	static_cast<struct cbcmac_tfm_ctx *>(crypto_shash_ctx(tfm))->child = child;
	return 0;
}

void cbcmac_exit_tfm(struct crypto_shash *tfm)
{
	crypto_free_cipher(cbcmac_child(tfm));
}

void cbcmac_fill(struct shash_instance *inst, struct crypto_alg *cipher)
{
	inst->alg.base.cra_priority = cipher->cra_priority;
	inst->alg.base.cra_blocksize = 1;
	inst->alg.base.cra_ctxsize = sizeof(struct cbcmac_tfm_ctx);
	inst->alg.digestsize = cipher->cra_blocksize;
	inst->alg.descsize = sizeof(struct cbcmac_desc_ctx) + cipher->cra_blocksize;
	inst->alg.init = cbcmac_init;
	inst->alg.update = cbcmac_update;
	inst->alg.final = cbcmac_final;
	inst->alg.setkey = cbcmac_setkey;
	inst->alg.init_tfm = cbcmac_init_tfm;
	inst->alg.exit_tfm = cbcmac_exit_tfm;
}

} // namespace

namespace ukc::ccm {

// CBC-MAC accepts a cipher of any block size, as 6.12's does.
int cbcmac_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::cmac::create_cipher_mac(
		tmpl, tb, [](unsigned int) { return true; }, cbcmac_fill);
}

} // namespace ukc::ccm
