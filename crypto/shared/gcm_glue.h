/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The request side of the arch AES-GCM drivers (x86's *-gcm-aesni*, arm64's gcm-aes-ce), over
 * each one's ISA functions: the counter blocks, the associated data and the text through the
 * scatterlists, the tag written or checked, and nothing of an inauthentic message left in dst.
 */
#ifndef _UKC_CRYPTO_SHARED_GCM_GLUE_H
#define _UKC_CRYPTO_SHARED_GCM_GLUE_H

#include <crypto/aes.h>
#include <crypto/gcm.h>
#include <crypto/internal/aead.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <crypto/utils.h>
#include <linux/highmem.h>
#include <linux/kernel.h>
#include <linux/unaligned.h>

#include "gcm_priv.h"

/*
 * An Arch is a struct of static members:
 *	key_type                    the expanded key, with a u8 rfc4106_nonce[4] if it has an
 *	                            rfc4106 driver
 *	key(tfm)                    the tfm's key_type
 *	begin(), end()              the SIMD region (kernel_fpu_begin/end, kernel_neon_begin/end)
 *	aad_update, enc_update, dec_update, final
 *	                            as struct aes_gcm_ops (arch/x86/crypto/aes-gcm-intel.h) has them
 */
namespace ukc::gcm_glue {

struct gcm_state {
	u8 ctr[16]; // the next counter block
	u8 j0[16];  // the pre-counter block J0
	u8 acc[16]; // GHASH, then the tag
};

struct gcm_lens {
	unsigned int assoclen; // what GHASH reads (rfc4106: without the IV)
	unsigned int datalen;  // text without the tag
	unsigned int authsize;
};

// J0 = IV || 0^31 || 1 for a 96-bit IV (SP 800-38D section 7.1 step 2); RFC 4106 section 4
// makes the IV the salt followed by the request's 8 bytes. Data starts at inc_32(J0).
template <bool RFC> void init_state(const u8 *nonce, const u8 *iv, gcm_state *st)
{
	if (RFC) {
		memcpy(st->j0, nonce, 4);
		memcpy(st->j0 + 4, iv, GCM_RFC4106_IV_SIZE);
	} else {
		memcpy(st->j0, iv, GCM_AES_IV_SIZE);
	}
	put_unaligned_be32(1, st->j0 + 12);
	memcpy(st->ctr, st->j0, 12);
	put_unaligned_be32(2, st->ctr + 12);
	memset(st->acc, 0, sizeof(st->acc));
}

// The associated data from a scatterlist: the ISA code wants whole blocks except at the end,
// so a block split across pages or entries is gathered first.
template <typename Arch>
void hash_aad_sg(const typename Arch::key_type *key, u8 acc[16], struct scatterlist *sg,
		 unsigned int len)
{
	struct scatter_walk walk;
	unsigned int pos = 0;
	u8 buf[16];

	scatterwalk_start(&walk, sg);
	while (len) {
		unsigned int n = scatterwalk_clamp(&walk, len);
		u8 *mapped = static_cast<u8 *>(scatterwalk_map(&walk)), *p = mapped;

		len -= n;
		scatterwalk_advance(&walk, n);
		if (pos) {
			unsigned int take = min(n, 16 - pos);

			memcpy(buf + pos, p, take);
			pos += take;
			p += take;
			n -= take;
			if (pos == 16) {
				Arch::aad_update(key, acc, buf, 16);
				pos = 0;
			}
		}
		unsigned int whole = len ? n & ~15U : n;

		if (!pos && whole)
			Arch::aad_update(key, acc, p, whole);
		else
			whole = 0;
		memcpy(buf + pos, p + whole, n - whole);
		pos += n - whole;
		scatterwalk_unmap(mapped);
		scatterwalk_pagedone(&walk, 0, len);
	}
	if (pos)
		Arch::aad_update(key, acc, buf, pos);
}

// The text through a walk: every step but the last in whole blocks (the walk keeps the rest).
template <typename Arch, bool ENC>
int crypt_walk(struct aead_request *req, const typename Arch::key_type *key, gcm_state *st)
{
	struct skcipher_walk walk;
	unsigned int nbytes;
	int err = ENC ? skcipher_walk_aead_encrypt(&walk, req, false)
		      : skcipher_walk_aead_decrypt(&walk, req, false);
	auto step = [&] {
		Arch::begin();
		(ENC ? Arch::enc_update : Arch::dec_update)(
			key, st->ctr, st->acc, static_cast<const u8 *>(walk.src.virt.addr),
			static_cast<u8 *>(walk.dst.virt.addr), nbytes);
		Arch::end();
	};

	if (err)
		return err;
	while ((nbytes = walk.nbytes) < walk.total) {
		nbytes &= ~(AES_BLOCK_SIZE - 1);
		step();
		err = skcipher_walk_done(&walk, static_cast<int>(walk.nbytes - nbytes));
		if (err)
			return err;
	}
	step();
	if (nbytes)
		err = skcipher_walk_done(&walk, 0);
	return err;
}

// Most requests (one packet with its associated data in the same entry or in one of its own,
// one buffer) have the associated data in one entry and the text in one entry each way: done
// in one SIMD region without a walk, the tag wherever it lies. Returns false when a walk is
// needed.
template <typename Arch, bool ENC>
bool crypt_linear(struct aead_request *req, const typename Arch::key_type *key, gcm_state *st,
		  const gcm_lens &l)
{
	// In 64 bits: the sums must not wrap into something small.
	if (unlikely(static_cast<u64>(req->assoclen) + l.datalen + l.authsize > UINT_MAX))
		return false;
	const u8 *ad = ukc_sg_linear(req->src, 0, l.assoclen);
	const u8 *src = ukc_sg_linear(req->src, req->assoclen, l.datalen);
	u8 *dst = ukc_sg_linear(req->dst, req->assoclen, l.datalen);

	if (unlikely(!ad || !src || !dst))
		return false;
	Arch::begin();
	Arch::aad_update(key, st->acc, ad, l.assoclen);
	(ENC ? Arch::enc_update : Arch::dec_update)(key, st->ctr, st->acc, src, dst, l.datalen);
	Arch::final(key, st->j0, st->acc, l.assoclen, l.datalen);
	Arch::end();
	kunmap_local(dst);
	kunmap_local(src);
	kunmap_local(ad);
	return true;
}

// The tag after the text: written (encryption) or compared in constant time. A tag that does
// not verify releases no plaintext: dst's text is zeroed, as the generic gcm template does.
template <bool ENC> int finish_tag(struct aead_request *req, const gcm_state *st, const gcm_lens &l)
{
	const unsigned int at = req->assoclen + l.datalen;
	u8 *tag = ukc_sg_linear(ENC ? req->dst : req->src, at, l.authsize);
	u8 buf[16];

	if (ENC) {
		if (likely(tag))
			memcpy(tag, st->acc, l.authsize);
		else
			scatterwalk_map_and_copy(const_cast<u8 *>(st->acc), req->dst, at,
						 l.authsize, 1);
		return 0;
	}
	if (unlikely(!tag)) {
		scatterwalk_map_and_copy(buf, req->src, at, l.authsize, 0);
		tag = buf;
	}
	if (!crypto_memneq(tag, st->acc, l.authsize))
		return 0;
	ukc::gcm::wipe_sg(req->dst, req->assoclen, l.datalen);
	return -EBADMSG;
}

/**
 * crypt() - 6.12's gcm_crypt(): one gcm(aes) or rfc4106(gcm(aes)) request
 * @req: the request
 *
 * GHASH over the associated data, CTR and GHASH over the text, then the tag written
 * (encryption) or compared in constant time (decryption).
 *
 * Return: 0, -EINVAL for an rfc4106 associated data length other than 16 or 20, -EBADMSG for a
 * tag that does not verify (dst's text zeroed), or the walk's -errno.
 */
template <typename Arch, bool RFC, bool ENC> int crypt(struct aead_request *req)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);
	const typename Arch::key_type *key = Arch::key(tfm);
	const unsigned int authsize = crypto_aead_authsize(tfm);
	gcm_lens l = { req->assoclen, ENC ? req->cryptlen : req->cryptlen - authsize, authsize };
	gcm_state st;

	// RFC 4106 section 5: the associated data is the SPI and sequence number (8 or 12
	// bytes), followed here by the 8-byte IV, which GHASH does not read.
	if (RFC) {
		if (unlikely(crypto_ipsec_check_assoclen(l.assoclen)))
			return -EINVAL;
		l.assoclen -= GCM_RFC4106_IV_SIZE;
	}
	const u8 *nonce = nullptr;

	if constexpr (RFC)
		nonce = key->rfc4106_nonce;
	init_state<RFC>(nonce, req->iv, &st);
	if (unlikely((!crypt_linear<Arch, ENC>(req, key, &st, l)))) {
		Arch::begin();
		hash_aad_sg<Arch>(key, st.acc, req->src, l.assoclen);
		Arch::end();
		int err = crypt_walk<Arch, ENC>(req, key, &st);

		if (err)
			return err;
		Arch::begin();
		Arch::final(key, st.j0, st.acc, l.assoclen, l.datalen);
		Arch::end();
	}
	return finish_tag<ENC>(req, &st, l);
}

// The tag lengths 6.12's gcm_aes_setauthsize() and rfc4106_setauthsize() allow (SP 800-38D
// section 5.2.1.2; RFC 4106 section 8: 8, 12 or 16).
inline int set_authsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_gcm_check_authsize(authsize);
}

inline int rfc4106_set_authsize(struct crypto_aead *tfm, unsigned int authsize)
{
	return crypto_rfc4106_check_authsize(authsize);
}

} // namespace ukc::gcm_glue

#endif /* _UKC_CRYPTO_SHARED_GCM_GLUE_H */
