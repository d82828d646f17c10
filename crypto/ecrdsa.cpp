// SPDX-License-Identifier: GPL-2.0-only
// ecrdsa-generic: GOST R 34.10-2012 signature verification (EC-RDSA, RFC 7091 section 6.2) as
// 6.12's akcipher, with its key and parameter encoding, over GMP's mpz.
#include <crypto/akcipher.h>
#include <crypto/internal/akcipher.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/string.h>

#include <cstring>

#include <gmp.h>

#include "ecrdsa_curves.h"

namespace {

using ukc::ecrdsa::ecrdsa_curve;

// 6.12's enum OID numbers for the two key algorithms, which the caller appends after the key
// (<linux/oid_registry.h>: OID_gost2012PKey256, OID_gost2012PKey512).
constexpr u32 ecrdsa_oid_pkey256 = 74;
constexpr u32 ecrdsa_oid_pkey512 = 75;
constexpr unsigned int ecrdsa_max_bytes = 512 / 8;

// DER of the Streebog OIDs (RFC 7836 section 6): 1.2.643.7.1.1.2.2 and 1.2.643.7.1.1.2.3.
constexpr u8 ecrdsa_streebog256_oid[] = { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x01, 0x02, 0x02 };
constexpr u8 ecrdsa_streebog512_oid[] = { 0x2a, 0x85, 0x03, 0x07, 0x01, 0x01, 0x02, 0x03 };

// The public key and the curve it is on; nothing secret (verification only).
struct ecrdsa_ctx {
	const ecrdsa_curve *curve;
	unsigned int len; // bytes of one coordinate, of the digest and of r and s
	u8 x[ecrdsa_max_bytes], y[ecrdsa_max_bytes]; // little-endian, as the key carries them
};

ecrdsa_ctx *ecrdsa_get_ctx(struct crypto_akcipher *tfm)
{
	return static_cast<ecrdsa_ctx *>(akcipher_tfm_ctx(tfm));
}

// One DER TLV (X.690 8.1): short or long definite length, within [*p, end).
int ecrdsa_der_read(const u8 **p, const u8 *end, u8 tag, const u8 **val, size_t *vlen)
{
	const u8 *c = *p;

	if (end - c < 2 || c[0] != tag)
		return -EBADMSG;
	size_t len = c[1];
	c += 2;
	if (len & 0x80) {
		unsigned int n = len & 0x7f;

		if (!n || n > sizeof(size_t) || static_cast<size_t>(end - c) < n)
			return -EBADMSG;
		for (len = 0; n--; c++)
			len = (len << 8) | *c;
	}
	if (static_cast<size_t>(end - c) < len)
		return -EBADMSG;
	*val = c;
	*vlen = len;
	*p = c + len;
	return 0;
}

// EcrdsaParams ::= SEQUENCE { curve OID, digest OID OPTIONAL }: as 6.12, an OID it does not
// know is -EINVAL, a GOST curve it does not implement -ENOPKG (later), a digest other than
// the key algorithm's -EINVAL.
int ecrdsa_parse_params(const u8 *params, size_t plen, const u8 *digest_oid, size_t doid_len,
			const ecrdsa_curve **curve)
{
	const u8 *p = params, *seq, *oid;
	size_t slen, olen;

	if (ecrdsa_der_read(&p, params + plen, 0x30, &seq, &slen) ||
	    ecrdsa_der_read(&seq, seq + slen, 0x06, &oid, &olen))
		return -EBADMSG;
	const ecrdsa_curve *c = ukc::ecrdsa::find_curve(oid, olen);
	if (c == ukc::ecrdsa::unknown_curve)
		return -EINVAL;
	if (seq != p) {
		if (ecrdsa_der_read(&seq, p, 0x06, &oid, &olen) || seq != p)
			return -EBADMSG;
		if (olen != doid_len || memcmp(oid, digest_oid, olen))
			return -EINVAL;
	}
	*curve = c;
	return 0;
}

// The key: EcrdsaPubKey ::= OCTET STRING holding x || y, little-endian; then 6.12's u32 key
// algorithm OID number, u32 parameter length and the parameters.
int ecrdsa_set_pub_key(struct crypto_akcipher *tfm, const void *key, unsigned int keylen)
{
	ecrdsa_ctx *ctx = ecrdsa_get_ctx(tfm);
	const u8 *p = static_cast<const u8 *>(key), *pub;
	size_t pub_len;
	u32 algo, plen;

	*ctx = ecrdsa_ctx{};
	int err = ecrdsa_der_read(&p, p + keylen, 0x04, &pub, &pub_len);
	if (err)
		return err;
	memcpy(&algo, static_cast<const u8 *>(key) + keylen, sizeof(algo));
	memcpy(&plen, static_cast<const u8 *>(key) + keylen + sizeof(algo), sizeof(plen));
	const u8 *params = static_cast<const u8 *>(key) + keylen + 2 * sizeof(u32);
	unsigned int len = algo == ecrdsa_oid_pkey256 ? 32 : algo == ecrdsa_oid_pkey512 ? 64 : 0;
	if (!len)
		return -ENOPKG;
	const u8 *doid = len == 32 ? ecrdsa_streebog256_oid : ecrdsa_streebog512_oid;
	const ecrdsa_curve *curve = nullptr;
	err = ecrdsa_parse_params(params, plen, doid, sizeof(ecrdsa_streebog256_oid), &curve);
	if (err)
		return err;
	// The curve, the digest and each coordinate are all 256 or all 512 bits.
	if (!curve || curve->bytes != len || pub_len != 2 * len)
		return -ENOPKG;
	if (!ukc::ecrdsa::pub_key_valid(curve, pub, pub + len))
		return -EKEYREJECTED;
	ctx->curve = curve;
	ctx->len = len;
	memcpy(ctx->x, pub, len);
	memcpy(ctx->y, pub + len, len);
	return 0;
}

// src: the signature s || r (big-endian each), then the digest (dst_len bytes, read
// little-endian as GOST R 34.10 does). Sizes that do not fit the key are -EBADMSG, a
// signature that does not verify -EKEYREJECTED, as 6.12.
int ecrdsa_verify(struct akcipher_request *req)
{
	ecrdsa_ctx *ctx = ecrdsa_get_ctx(crypto_akcipher_reqtfm(req));
	u8 buf[3 * ecrdsa_max_bytes];

	if (!ctx->curve || !req->src || req->dst_len != ctx->len || req->src_len != 2 * ctx->len)
		return -EBADMSG;
	unsigned int total = req->src_len + req->dst_len;
	int nents = sg_nents_for_len(req->src, total);
	if (nents < 0 || sg_copy_to_buffer(req->src, nents, buf, total) != total)
		return -EBADMSG;
	return ukc::ecrdsa::verify(ctx->curve, ctx->x, ctx->y, buf + ctx->len, buf,
				   buf + 2 * ctx->len)
		       ? 0
		       : -EKEYREJECTED;
}

unsigned int ecrdsa_max_size(struct crypto_akcipher *tfm)
{
	return ecrdsa_get_ctx(tfm)->len;
}

void ecrdsa_exit_tfm(struct crypto_akcipher *tfm)
{
	memzero_explicit(ecrdsa_get_ctx(tfm), sizeof(ecrdsa_ctx));
}

struct akcipher_alg ecrdsa_alg = {
	.verify = ecrdsa_verify,
	.set_pub_key = ecrdsa_set_pub_key,
	.max_size = ecrdsa_max_size,
	.exit = ecrdsa_exit_tfm,
	.base = {
		.cra_ctxsize = sizeof(ecrdsa_ctx),
		.cra_priority = 100,
		.cra_name = "ecrdsa",
		.cra_driver_name = "ecrdsa-generic",
		.cra_module = THIS_MODULE,
	},
};

int ecrdsa_init()
{
	return crypto_register_akcipher(&ecrdsa_alg);
}

void ecrdsa_exit()
{
	crypto_unregister_akcipher(&ecrdsa_alg);
}

} // namespace

module_init(ecrdsa_init);
module_exit(ecrdsa_exit);
