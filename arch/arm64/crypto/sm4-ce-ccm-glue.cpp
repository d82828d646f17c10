// SPDX-License-Identifier: GPL-2.0-only
// The SM4-CCM AEAD of 6.12's sm4-ce-ccm-glue.c, "ccm-sm4-ce" (ccm(sm4)), priority 400: CCM (NIST
// SP 800-38C, RFC 3610) with the SM4 instructions, CTR and CBC-MAC in one pass over the text.
#include <asm/neon.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/sm4.h>
#include <crypto/utils.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include <asm/cpufeature.h>
#include "ccm_priv.h"
#include "gcm_priv.h"
#include "sm4-arm64.h"

namespace {

using namespace ukc::arm64;
using ukc::ccm::ccm_block;

const struct sm4_ctx *ccm_sm4_ce_key(struct crypto_aead *tfm)
{
	return static_cast<const struct sm4_ctx *>(crypto_aead_ctx(tfm));
}

// A 16-byte key, anything else -EINVAL, as 6.12's ccm_setkey().
int ccm_sm4_ce_setkey(struct crypto_aead *tfm, const u8 *key, unsigned int len)
{
	if (len != SM4_KEY_SIZE)
		return -EINVAL;
	return sm4_expandkey(static_cast<struct sm4_ctx *>(crypto_aead_ctx(tfm)), key, len);
}

// The CBC-MAC chain over bytes that arrive at any boundary: @mac with the @pos bytes of the
// block being gathered xored in.
struct ccm_sm4_ce_mac {
	u8 mac[ccm_block];
	unsigned int pos;
};

// Whole blocks straight from @p when the chain is at a block boundary; callers hold NEON.
void ccm_sm4_ce_absorb(const struct sm4_ctx *key, ccm_sm4_ce_mac *m, const u8 *p, unsigned int len)
{
	while (len) {
		if (!m->pos && len >= ccm_block) {
			const unsigned int blocks = len / ccm_block;

			sm4_ce_mac_update(key, m->mac, p, blocks);
			p += blocks * ccm_block;
			len -= blocks * ccm_block;
			continue;
		}
		const unsigned int n = min(len, ccm_block - m->pos);

		crypto_xor(m->mac + m->pos, p, n);
		m->pos += n;
		p += n;
		len -= n;
		if (m->pos == ccm_block) {
			sm4_ce_encrypt_block(key, m->mac, m->mac);
			m->pos = 0;
		}
	}
}

// SP 800-38C A.2.2: the encoded length, the associated data from the scatterlist, then zeros
// to the block boundary (xoring zeros changes nothing, so the gathered block is encrypted).
void ccm_sm4_ce_auth_ad(struct aead_request *req, const struct sm4_ctx *key, ccm_sm4_ce_mac *m)
{
	struct scatter_walk walk;
	unsigned int len = req->assoclen;
	u8 adlen[6];

	ccm_sm4_ce_absorb(key, m, adlen, ukc::ccm::ccm_format_adlen(adlen, len));
	scatterwalk_start(&walk, req->src);
	while (len) {
		const unsigned int n = scatterwalk_clamp(&walk, len);
		u8 *p = static_cast<u8 *>(scatterwalk_map(&walk));

		ccm_sm4_ce_absorb(key, m, p, n);
		len -= n;
		scatterwalk_advance(&walk, n);
		scatterwalk_unmap(p);
		scatterwalk_pagedone(&walk, 0, len);
	}
	if (m->pos)
		sm4_ce_encrypt_block(key, m->mac, m->mac);
	m->pos = 0;
}

// The text through a walk, every step but the last in whole blocks, counters from @ctr on.
template <bool ENC>
int ccm_sm4_ce_walk(struct aead_request *req, const struct sm4_ctx *key, u8 *mac, u8 *ctr)
{
	struct skcipher_walk walk;
	unsigned int nbytes;
	int err = ENC ? skcipher_walk_aead_encrypt(&walk, req, false)
		      : skcipher_walk_aead_decrypt(&walk, req, false);

	while (!err && (nbytes = walk.nbytes)) {
		if (nbytes < walk.total)
			nbytes &= ~(ccm_block - 1);
		kernel_neon_begin();
		(ENC ? sm4_ce_ccm_encrypt
		     : sm4_ce_ccm_decrypt)(key, mac, static_cast<const u8 *>(walk.src.virt.addr),
					   static_cast<u8 *>(walk.dst.virt.addr), nbytes, ctr);
		kernel_neon_end();
		err = skcipher_walk_done(&walk, static_cast<int>(walk.nbytes - nbytes));
	}
	return err;
}

// The tag after the text: written, or compared in constant time; one that does not verify
// releases no plaintext (dst's text zeroed, as the ccm template does).
template <bool ENC>
int ccm_sm4_ce_tag(struct aead_request *req, u8 *tag, unsigned int datalen, unsigned int authsize)
{
	const unsigned int at = req->assoclen + datalen;
	u8 rtag[ccm_block];

	if (ENC) {
		scatterwalk_map_and_copy(tag, req->dst, at, authsize, 1);
		return 0;
	}
	scatterwalk_map_and_copy(rtag, req->src, at, authsize, 0);
	if (!crypto_memneq(rtag, tag, authsize))
		return 0;
	ukc::gcm::wipe_sg(req->dst, req->assoclen, datalen);
	return -EBADMSG;
}

// SP 800-38C 6.1 and 6.2: T = CBC-MAC(B0 || AD || text), the text under counters A1, A2, ...
// and the tag T ^ E(K, A0). The caller's IV becomes A0, its counter field zeroed, as 6.12's
// ccm_format_input() makes it; the counter runs on a copy.
template <bool ENC> int ccm_sm4_ce_crypt(struct aead_request *req)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	const struct sm4_ctx *key = ccm_sm4_ce_key(tfm);
	const unsigned int authsize = crypto_aead_authsize(tfm);
	const unsigned int datalen = ENC ? req->cryptlen : req->cryptlen - authsize;
	ccm_sm4_ce_mac m = {};
	u8 a0[ccm_block], ctr[ccm_block];
	int err = ukc::ccm::ccm_check_iv(req->iv);

	if (!err)
		err = ukc::ccm::ccm_format_b0(m.mac, req->iv, authsize, req->assoclen, datalen);
	if (err)
		return err;
	memset(req->iv + ccm_block - 1 - req->iv[0], 0, req->iv[0] + 1u);
	memcpy(a0, req->iv, ccm_block);
	memcpy(ctr, a0, ccm_block);
	ctr[ccm_block - 1] = 1;
	kernel_neon_begin();
	sm4_ce_encrypt_block(key, m.mac, m.mac);
	if (req->assoclen)
		ccm_sm4_ce_auth_ad(req, key, &m);
	kernel_neon_end();
	err = ccm_sm4_ce_walk<ENC>(req, key, m.mac, ctr);
	if (err)
		return err;
	kernel_neon_begin();
	sm4_ce_encrypt_block(key, a0, a0);
	kernel_neon_end();
	crypto_xor(m.mac, a0, ccm_block);
	return ccm_sm4_ce_tag<ENC>(req, m.mac, datalen, authsize);
}

struct aead_alg ccm_sm4_ce_alg = {
	.setkey = ccm_sm4_ce_setkey,
	// Even lengths from 4 to 16, as 6.12's ccm_setauthsize() and the ccm template.
	.setauthsize = ukc::ccm::ccm_setauthsize,
	.encrypt = ccm_sm4_ce_crypt<true>,
	.decrypt = ccm_sm4_ce_crypt<false>,
	.ivsize = SM4_BLOCK_SIZE,
	.maxauthsize = SM4_BLOCK_SIZE,
	.chunksize = SM4_BLOCK_SIZE,
	.base = {
		.cra_blocksize = 1,
		.cra_ctxsize = sizeof(struct sm4_ctx),
		.cra_priority = 400,
		.cra_name = "ccm(sm4)",
		.cra_driver_name = "ccm-sm4-ce",
		.cra_module = THIS_MODULE,
	},
};

bool ccm_sm4_ce_registered;

// module_cpu_feature_match(SM4, ...) in 6.12, and ASIMD, as sm4-ce-glue.cpp asks.
int ccm_sm4_ce_mod_init()
{
	if (!cpu_have_named_feature(ASIMD) || !cpu_have_named_feature(SM4))
		return -ENODEV;
	int err = crypto_register_aead(&ccm_sm4_ce_alg);

	ccm_sm4_ce_registered = !err;
	return err;
}

void ccm_sm4_ce_mod_exit()
{
	if (ccm_sm4_ce_registered)
		crypto_unregister_aead(&ccm_sm4_ce_alg);
	ccm_sm4_ce_registered = false;
}

} // namespace

late_initcall(ccm_sm4_ce_mod_init);
module_exit(ccm_sm4_ce_mod_exit);

MODULE_DESCRIPTION("Synchronous SM4 in CCM mode using ARMv8 Crypto Extensions");
MODULE_LICENSE("GPL");
MODULE_ALIAS_CRYPTO("ccm(sm4)");
