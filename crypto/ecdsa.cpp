// SPDX-License-Identifier: GPL-2.0-only
// ecdsa-nist-p192/p256/p384/p521: ECDSA signature verification (FIPS 186-5 section 6.4.2) as
// 6.12's akcipher, with its key and signature encodings and error codes (arithmetic: ecc_nist.h).
#include <crypto/akcipher.h>
#include <crypto/internal/akcipher.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/string.h>

#include <memory>
#include <new>

#include "ecc_nist.h"

namespace {

// 6.12 holds numbers in 64-bit digits: a coordinate, r, s and the digest it reads are at most
// ndigits * 8 bytes.
constexpr unsigned int ecdsa_digit_bytes = 8;

using ukc::ecc::nist_curve;

// The curves 6.12 registers ECDSA over.
constexpr const nist_curve *ecdsa_curves[] = { &ukc::ecc::p192, &ukc::ecc::p256, &ukc::ecc::p384,
					       &ukc::ecc::p521 };

// The public key; nothing secret (verification only).
struct ecdsa_ctx {
	const nist_curve *info;
	ukc::ecc::ecdsa_key *key;
	bool has_key;
};

ecdsa_ctx *ecdsa_get_ctx(struct crypto_akcipher *tfm)
{
	return static_cast<ecdsa_ctx *>(akcipher_tfm_ctx(tfm));
}

// The key is an uncompressed point (SEC 1 section 2.3.3): 0x04 || X || Y, each coordinate of
// as many bytes as 6.12's digits of the curve hold; a point off the curve is -EINVAL.
int ecdsa_set_pub_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen)
{
	ecdsa_ctx *ctx = ecdsa_get_ctx(tfm);
	const u8 *d = static_cast<const u8 *>(key);

	ctx->has_key = false;
	if (keylen < 1 || ((keylen - 1) & 1) || d[0] != 4)
		return -EINVAL;
	unsigned int digitlen = (keylen - 1) / 2;
	if (DIV_ROUND_UP(digitlen, ecdsa_digit_bytes) != ctx->info->ndigits())
		return -EINVAL;
	if (!ukc::ecc::ecdsa_key_set(ctx->key, d + 1, d + 1 + digitlen, digitlen))
		return -EINVAL;
	ctx->has_key = true;
	return 0;
}

// One BER header (X.690 8.1.2, 8.1.3) as 6.12's asn1_ber_decoder() reads it: a short tag, a
// length of at most two bytes or, for a constructed type, indefinite (*len = SIZE_MAX).
int ecdsa_ber_header(const u8 *data, size_t *dp, size_t end, u8 *tag, size_t *len)
{
	size_t p = *dp;

	if (end - p < 2 || (data[p] & 0x1f) == 0x1f)
		return -EBADMSG;
	*tag = data[p++];
	size_t l = data[p++];
	if (l == 0x80) {
		if (!(*tag & 0x20) || end - p < 2)
			return -EBADMSG;
		l = SIZE_MAX;
	} else if (l > 0x80) {
		size_t n = l - 0x80;
		if (n > 2 || n > end - p)
			return -EBADMSG;
		for (l = 0; n; n--)
			l = (l << 8) | data[p++];
	}
	if (l != SIZE_MAX && l > end - p)
		return -EBADMSG;
	*len = l;
	*dp = p;
	return 0;
}

// r or s: at most ndigits * 8 bytes, one more only for a leading zero; else -EINVAL, as 6.12.
int ecdsa_read_int(const nist_curve *info, const u8 *data, size_t *dp, size_t end,
		   ukc::ecc::ecdsa_num *out)
{
	size_t max = info->ndigits() * ecdsa_digit_bytes, len;
	u8 tag;

	int err = ecdsa_ber_header(data, dp, end, &tag, &len);
	if (err)
		return err;
	if (tag != 0x02)
		return -EBADMSG;
	const u8 *v = data + *dp;
	*dp += len;
	if (!len || len > max + 1 || (len > max && *v))
		return -EINVAL;
	*out = { v, len };
	return 0;
}

// ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER } (RFC 3279 section 2.2.3), read with
// 6.12's BER decoder's rules: the constructed bit of the SEQUENCE tag is not checked, its end
// must be where s ends (or an end-of-contents), and what follows the SEQUENCE is ignored.
int ecdsa_parse_sig(const nist_curve *info, const u8 *data, size_t len, ukc::ecc::ecdsa_num *r,
		    ukc::ecc::ecdsa_num *s)
{
	size_t dp = 0, slen;
	u8 tag;

	if (len > 65535)
		return -EMSGSIZE;
	int err = ecdsa_ber_header(data, &dp, len, &tag, &slen);
	if (err)
		return err;
	if ((tag & ~0x20) != 0x10)
		return -EBADMSG;
	size_t end = slen == SIZE_MAX ? len : dp + slen;
	err = ecdsa_read_int(info, data, &dp, end, r);
	if (!err)
		err = ecdsa_read_int(info, data, &dp, end, s);
	if (err)
		return err;
	if (slen != SIZE_MAX)
		return dp == end ? 0 : -EBADMSG;
	return end - dp >= 2 && !data[dp] && !data[dp + 1] ? 0 : -EBADMSG;
}

// src: the DER signature (src_len bytes), then the digest (dst_len bytes). A malformed
// signature is -EBADMSG, r or s outside [1, n - 1] -EBADMSG, one that does not verify
// -EKEYREJECTED, as 6.12.
int ecdsa_verify_req(struct akcipher_request *req)
{
	ecdsa_ctx *ctx = ecdsa_get_ctx(crypto_akcipher_reqtfm(req));
	size_t total = size_t{ req->src_len } + req->dst_len;

	if (!ctx->has_key)
		return -EINVAL;
	std::unique_ptr<u8[]> buf(new (std::nothrow) u8[total ? total : 1]);
	if (!buf)
		return -ENOMEM;
	int nents = sg_nents_for_len(req->src, total);
	if (nents < 0 || sg_copy_to_buffer(req->src, nents, buf.get(), total) != total)
		return -EINVAL;
	ukc::ecc::ecdsa_num r, s;
	int err = ecdsa_parse_sig(ctx->info, buf.get(), req->src_len, &r, &s);
	if (err)
		return err;
	// e: the first ndigits * 8 bytes of the digest (fewer if it is shorter), big-endian, as
	// 6.12 takes it, modulo n. FIPS 186-5 6.4.2 keeps the leftmost nbits bits instead; they
	// differ only for P-521 (a digest longer than 65 bytes), where 6.12's answers are kept.
	ukc::ecc::ecdsa_num e = { buf.get() + req->src_len,
				  min<size_t>(req->dst_len,
					      ctx->info->ndigits() * ecdsa_digit_bytes) };
	return ukc::ecc::ecdsa_key_verify(ctx->key, r, s, e);
}

unsigned int ecdsa_max_size(struct crypto_akcipher *tfm)
{
	return ecdsa_get_ctx(tfm)->info->nbytes();
}

void ecdsa_exit_tfm(struct crypto_akcipher *tfm)
{
	ukc::ecc::ecdsa_key_free(ecdsa_get_ctx(tfm)->key);
}

template <unsigned int I> int ecdsa_init_tfm(struct crypto_akcipher *tfm)
{
	ecdsa_ctx *ctx = ecdsa_get_ctx(tfm);
	ctx->info = ecdsa_curves[I];
	ctx->has_key = false;
	ctx->key = ukc::ecc::ecdsa_key_alloc(ctx->info);
	return ctx->key ? 0 : -ENOMEM;
}

template <unsigned int I> akcipher_alg ecdsa_make_alg(const char *name, const char *driver)
{
	const akcipher_alg ops = {
		.verify = ecdsa_verify_req,
		.set_pub_key = ecdsa_set_pub_key,
		.max_size = ecdsa_max_size,
		.init = ecdsa_init_tfm<I>,
		.exit = ecdsa_exit_tfm,
	};
	return ukc::ecc::generic_alg(ops, sizeof(ecdsa_ctx), name, driver);
}

struct akcipher_alg ecdsa_algs[] = {
	ecdsa_make_alg<0>("ecdsa-nist-p192", "ecdsa-nist-p192-generic"),
	ecdsa_make_alg<1>("ecdsa-nist-p256", "ecdsa-nist-p256-generic"),
	ecdsa_make_alg<2>("ecdsa-nist-p384", "ecdsa-nist-p384-generic"),
	ecdsa_make_alg<3>("ecdsa-nist-p521", "ecdsa-nist-p521-generic"),
};

// As 6.12, P-192 (not FIPS-allowed) failing to register does not take the others down.
bool ecdsa_p192_registered;

int ecdsa_init()
{
	ecdsa_p192_registered = !crypto_register_akcipher(&ecdsa_algs[0]);
	int err = ukc::register_all(ecdsa_algs + 1, (int)ARRAY_SIZE(ecdsa_algs) - 1,
				    crypto_register_akcipher, crypto_unregister_akcipher);

	if (err && ecdsa_p192_registered)
		crypto_unregister_akcipher(&ecdsa_algs[0]);
	return err;
}

void ecdsa_exit()
{
	if (ecdsa_p192_registered)
		crypto_unregister_akcipher(&ecdsa_algs[0]);
	for (unsigned int i = 1; i < ARRAY_SIZE(ecdsa_algs); i++)
		crypto_unregister_akcipher(&ecdsa_algs[i]);
}

} // namespace

subsys_initcall(ecdsa_init);
module_exit(ecdsa_exit);
