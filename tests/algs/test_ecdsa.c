// SPDX-License-Identifier: GPL-2.0-only
// ecdsa-nist-p192/p256/p384/p521: the drivers a lookup picks, every vector of ecdsa.vec,
// signatures OpenSSL makes over random digests, 6.12's reading of long P-521 digests, and its
// answers to malformed keys and signatures.
#include <crypto/akcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/rand.h>

#include <errno.h>
#include <string.h>

#include "akcipher_util.h"
#include "check_run.h"
#include "proc_util.h"
#include "testvec.h"

#define ECDSA_CURVES 4
#define ECDSA_MAX_BYTES 66 // P-521's coordinates, r and s
#define ECDSA_MAX_SIG (8 + 2 * (4 + ECDSA_MAX_BYTES))

static const char *const ecdsa_names[ECDSA_CURVES] = { "ecdsa-nist-p192", "ecdsa-nist-p256",
						       "ecdsa-nist-p384", "ecdsa-nist-p521" };
static const char *const ecdsa_groups[ECDSA_CURVES] = { "P-192", "P-256", "P-384", "P-521" };
static const int ecdsa_nids[ECDSA_CURVES] = { NID_X9_62_prime192v1, NID_X9_62_prime256v1,
					      NID_secp384r1, NID_secp521r1 };
static const unsigned int ecdsa_bytes[ECDSA_CURVES] = { 24, 32, 48, 66 };

static struct crypto_akcipher *ecdsa_alloc(int i)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher(ecdsa_names[i], 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert(proc_passed_from(crypto_tfm_alg_driver_name(crypto_akcipher_tfm(tfm)),
				   proc_test_origin()));
	return tfm;
}

static const struct akcipher_testvec *ecdsa_vecs(int i, unsigned int *count)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite(ecdsa_names[i]);
	const struct akcipher_testvec *v = ukc_suite_akcipher_vecs(suite);

	ck_assert_ptr_nonnull(v);
	ck_assert_uint_ge(suite->count, 4);
	*count = suite->count;
	return v;
}

// The group order n of curve @i, big-endian in ecdsa_bytes[i] bytes, from OpenSSL.
static void ecdsa_order(int i, u8 *out)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(ecdsa_nids[i]);

	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(BN_bn2binpad(EC_GROUP_get0_order(g), out, (int)ecdsa_bytes[i]),
			 (int)ecdsa_bytes[i]);
	EC_GROUP_free(g);
}

// One DER INTEGER of the unsigned big-endian @len bytes at @v (a zero byte first when the top
// bit is set, as X.690 8.3 has it).
static size_t ecdsa_der_int(u8 *out, const u8 *v, size_t len)
{
	u8 body[ECDSA_MAX_BYTES + 8];

	body[0] = 0;
	memcpy(body + 1, v, len);
	size_t pad = len && (v[0] & 0x80);
	return akc_der(out, 0x02, body + 1 - pad, len + pad);
}

// ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER } (RFC 3279 2.2.3).
static size_t ecdsa_der_sig(u8 *out, const u8 *r, size_t rlen, const u8 *s, size_t slen)
{
	u8 body[ECDSA_MAX_SIG];
	size_t n = ecdsa_der_int(body, r, rlen);

	n += ecdsa_der_int(body + n, s, slen);
	return akc_der(out, 0x30, body, n);
}

// 0x04 || X || Y of an OpenSSL key: 6.12's public key.
static unsigned int ecdsa_ossl_pub(EVP_PKEY *pkey, u8 *out, size_t room)
{
	size_t len = 0;

	ck_assert_int_eq(
		EVP_PKEY_get_octet_string_param(pkey, OSSL_PKEY_PARAM_PUB_KEY, out, room, &len), 1);
	ck_assert_uint_eq(out[0], 4);
	return (unsigned int)len;
}

// OpenSSL's ECDSA signature (DER) of the raw @digest.
static unsigned int ecdsa_ossl_sign(EVP_PKEY *pkey, const u8 *digest, size_t dlen, u8 *sig)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(pkey, NULL);
	size_t slen = ECDSA_MAX_SIG;

	ck_assert_ptr_nonnull(ctx);
	ck_assert_int_eq(EVP_PKEY_sign_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_sign(ctx, sig, &slen, digest, dlen), 1);
	EVP_PKEY_CTX_free(ctx);
	return (unsigned int)slen;
}

// Every vector: 0, or the error it names; the drivers, priorities and sizes 6.12 has.
START_TEST(test_driver_and_vectors)
{
	struct crypto_akcipher *tfm = ecdsa_alloc(_i);
	struct crypto_tfm *base = crypto_akcipher_tfm(tfm);
	char driver[CRYPTO_MAX_ALG_NAME];
	unsigned int count;
	const struct akcipher_testvec *v = ecdsa_vecs(_i, &count);

	snprintf(driver, sizeof(driver), "%s-generic", ecdsa_names[_i]);
	ck_assert_str_eq(crypto_tfm_alg_driver_name(base), driver);
	ck_assert_int_eq(base->__crt_alg->cra_priority, 100);
	ck_assert_uint_eq(crypto_akcipher_maxsize(tfm), ecdsa_bytes[_i]);
	for (unsigned int n = 0; n < count; n++) {
		ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, v[n].key, v[n].key_len), 0);
		ck_assert_int_eq(akc_verify(tfm, v[n].c, v[n].c_size, v[n].m, v[n].m_size),
				 v[n].verify_error);
	}
	crypto_free_akcipher(tfm);
}
END_TEST

// Random keys and digests of 20 to 64 bytes signed by OpenSSL verify, also with the digest's
// bytes past the curve's size changed; one bit of the digest flipped within it, or s changed,
// is -EKEYREJECTED.
START_TEST(test_openssl_signatures)
{
	static const unsigned int dlens[] = { 20, 28, 32, 48, 64 };
	struct crypto_akcipher *tfm = ecdsa_alloc(_i);
	u8 pub[1 + 2 * ECDSA_MAX_BYTES], digest[64], sig[ECDSA_MAX_SIG];

	for (int k = 0; k < 3; k++) {
		EVP_PKEY *pkey = EVP_EC_gen(ecdsa_groups[_i]);
		ck_assert_ptr_nonnull(pkey);
		unsigned int plen = ecdsa_ossl_pub(pkey, pub, sizeof(pub));
		ck_assert_uint_eq(plen, 1 + 2 * ecdsa_bytes[_i]);
		ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, pub, plen), 0);
		for (unsigned int d = 0; d < ARRAY_SIZE(dlens); d++) {
			unsigned int dlen = dlens[d];
			ck_assert_int_eq(RAND_bytes(digest, (int)dlen), 1);
			unsigned int slen = ecdsa_ossl_sign(pkey, digest, dlen, sig);
			ck_assert_int_eq(akc_verify(tfm, sig, slen, digest, dlen), 0);
			unsigned int at = (d * 7) % min(dlen, ecdsa_bytes[_i]);
			digest[at] ^= (u8)(1u << (d % 8));
			ck_assert_int_eq(akc_verify(tfm, sig, slen, digest, dlen), -EKEYREJECTED);
			digest[at] ^= (u8)(1u << (d % 8));
			// What lies past the curve's size is not read.
			if (dlen > ecdsa_bytes[_i]) {
				digest[dlen - 1] ^= 0x80;
				ck_assert_int_eq(akc_verify(tfm, sig, slen, digest, dlen), 0);
			}
			sig[slen - 1] ^= 0x02; // the last byte of s
			ck_assert_int_eq(akc_verify(tfm, sig, slen, digest, dlen), -EKEYREJECTED);
		}
		EVP_PKEY_free(pkey);
	}
	crypto_free_akcipher(tfm);
}
END_TEST

// 6.12 reads up to 72 bytes (nine 64-bit digits) of a P-521 digest as one number mod n, where
// FIPS 186-5 keeps its leftmost 521 bits. OpenSSL signs the 66 bytes whose leftmost 521 bits are
// that number: the signature verifies over the 72-byte digest, and not over those 66 bytes.
START_TEST(test_p521_long_digest)
{
	struct crypto_akcipher *tfm = ecdsa_alloc(3);
	EVP_PKEY *pkey = EVP_EC_gen("P-521");
	u8 pub[1 + 2 * ECDSA_MAX_BYTES], digest[72], aligned[66], n[66], sig[ECDSA_MAX_SIG];
	BN_CTX *bctx = BN_CTX_new();
	BIGNUM *e = BN_new();

	ck_assert_ptr_nonnull(pkey);
	ecdsa_order(3, n);
	BIGNUM *bn = BN_bin2bn(n, sizeof(n), NULL);
	ck_assert_ptr_nonnull(bn);
	ck_assert_int_eq(
		crypto_akcipher_set_pub_key(tfm, pub, ecdsa_ossl_pub(pkey, pub, sizeof(pub))), 0);
	for (int k = 0; k < 4; k++) {
		ck_assert_int_eq(RAND_bytes(digest, sizeof(digest)), 1);
		ck_assert_ptr_nonnull(BN_bin2bn(digest, sizeof(digest), e));
		ck_assert_int_eq(BN_mod(e, e, bn, bctx), 1);
		ck_assert_int_eq(BN_lshift(e, e, 8 * 66 - 521), 1);
		ck_assert_int_eq(BN_bn2binpad(e, aligned, sizeof(aligned)), (int)sizeof(aligned));
		unsigned int slen = ecdsa_ossl_sign(pkey, aligned, sizeof(aligned), sig);
		ck_assert_int_eq(akc_verify(tfm, sig, slen, digest, sizeof(digest)), 0);
		ck_assert_int_eq(akc_verify(tfm, sig, slen, aligned, sizeof(aligned)),
				 -EKEYREJECTED);
	}
	BN_CTX_free(bctx);
	BN_free(bn);
	BN_free(e);
	EVP_PKEY_free(pkey);
	crypto_free_akcipher(tfm);
}
END_TEST

// Keys 6.12 refuses with -EINVAL: no or a compressed prefix, an even length, coordinates of
// another curve's size, a point off the curve; a refused key leaves none (verify: -EINVAL).
START_TEST(test_bad_keys)
{
	struct crypto_akcipher *tfm = ecdsa_alloc(_i);
	unsigned int count, nb = ecdsa_bytes[_i];
	const struct akcipher_testvec *v = ecdsa_vecs(_i, &count);
	u8 key[1 + 2 * 72];

	ck_assert_uint_eq(v[0].key_len, 1 + 2 * nb);
	memcpy(key, v[0].key, v[0].key_len);
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, key, 0), -EINVAL);
	key[0] = 0x03;
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, key, v[0].key_len), -EINVAL);
	key[0] = 0x04;
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, key, v[0].key_len - 1), -EINVAL);
	// Coordinates 8 bytes shorter: one 64-bit digit fewer than the curve has.
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, key, v[0].key_len - 16), -EINVAL);
	key[v[0].key_len - 1] ^= 1; // y changed: off the curve
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, key, v[0].key_len), -EINVAL);
	ck_assert_int_eq(akc_verify(tfm, v[0].c, v[0].c_size, v[0].m, v[0].m_size), -EINVAL);
	// x = p - 1 or larger (all ones): not a coordinate of the curve.
	memset(key + 1, 0xff, nb);
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, key, v[0].key_len), -EINVAL);
	// The good key still works afterwards.
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, v[0].key, v[0].key_len), 0);
	ck_assert_int_eq(akc_verify(tfm, v[0].c, v[0].c_size, v[0].m, v[0].m_size),
			 v[0].verify_error);
	// Coordinates zero-padded to a whole number of 64-bit digits are the same key in 6.12.
	unsigned int pad = (8 - nb % 8) % 8, digit = nb + pad;
	memset(key, 0, sizeof(key));
	key[0] = 0x04;
	memcpy(key + 1 + pad, (const u8 *)v[0].key + 1, nb);
	memcpy(key + 1 + digit + pad, (const u8 *)v[0].key + 1 + nb, nb);
	ck_assert_int_eq(crypto_akcipher_set_pub_key(tfm, key, 1 + 2 * digit), 0);
	ck_assert_int_eq(akc_verify(tfm, v[0].c, v[0].c_size, v[0].m, v[0].m_size),
			 v[0].verify_error);
	crypto_free_akcipher(tfm);
}
END_TEST

// A key (set on @tfm) and one good signature of it over @digest, made by OpenSSL.
struct ecdsa_fixture {
	u8 digest[32], sig[ECDSA_MAX_SIG], r[ECDSA_MAX_BYTES], s[ECDSA_MAX_BYTES];
	u8 n[ECDSA_MAX_BYTES];
	unsigned int slen, nb;
};

static void ecdsa_fixture_make(int i, struct crypto_akcipher *tfm, struct ecdsa_fixture *f)
{
	EVP_PKEY *pkey = EVP_EC_gen(ecdsa_groups[i]);
	u8 pub[1 + 2 * ECDSA_MAX_BYTES];

	ck_assert_ptr_nonnull(pkey);
	f->nb = ecdsa_bytes[i];
	ecdsa_order(i, f->n);
	ck_assert_int_eq(
		crypto_akcipher_set_pub_key(tfm, pub, ecdsa_ossl_pub(pkey, pub, sizeof(pub))), 0);
	ck_assert_int_eq(RAND_bytes(f->digest, sizeof(f->digest)), 1);
	f->slen = ecdsa_ossl_sign(pkey, f->digest, sizeof(f->digest), f->sig);
	EVP_PKEY_free(pkey);
	// r and s back out of the DER, as fixed-size big-endian numbers.
	ECDSA_SIG *es = NULL;
	const unsigned char *p = f->sig;
	ck_assert_ptr_nonnull(es = d2i_ECDSA_SIG(NULL, &p, f->slen));
	ck_assert_int_eq(BN_bn2binpad(ECDSA_SIG_get0_r(es), f->r, (int)f->nb), (int)f->nb);
	ck_assert_int_eq(BN_bn2binpad(ECDSA_SIG_get0_s(es), f->s, (int)f->nb), (int)f->nb);
	ECDSA_SIG_free(es);
}

static int ecdsa_verify_rs(struct crypto_akcipher *tfm, const struct ecdsa_fixture *f, const u8 *r,
			   size_t rlen, const u8 *s, size_t slen)
{
	u8 sig[ECDSA_MAX_SIG + 16];
	size_t len = ecdsa_der_sig(sig, r, rlen, s, slen);

	return akc_verify(tfm, sig, (unsigned int)len, f->digest, sizeof(f->digest));
}

// r or s of 0 or n or above: -EBADMSG; longer than 6.12's digits hold, or empty: -EINVAL; the
// same r and s re-encoded (fixed size, leading zeros) still verify.
START_TEST(test_bad_rs)
{
	struct crypto_akcipher *tfm = ecdsa_alloc(_i);
	struct ecdsa_fixture f;
	u8 zero[ECDSA_MAX_BYTES] = { 0 }, big[80];

	ecdsa_fixture_make(_i, tfm, &f);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, f.r, f.nb, f.s, f.nb), 0);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, zero, 1, f.s, f.nb), -EBADMSG);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, f.r, f.nb, zero, 1), -EBADMSG);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, f.n, f.nb, f.s, f.nb), -EBADMSG);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, f.r, f.nb, f.n, f.nb), -EBADMSG);
	memset(big, 0xff, f.nb);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, big, f.nb, f.s, f.nb), -EBADMSG);
	// A whole number of 64-bit digits with leading zeros: the same r.
	unsigned int digits = (f.nb + 7) / 8 * 8;
	memset(big, 0, sizeof(big));
	memcpy(big + digits - f.nb, f.r, f.nb);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, big, digits, f.s, f.nb), 0);
	// One byte more than the digits hold, not a sign byte: -EINVAL.
	big[0] = 0x01;
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, big, digits + 1, f.s, f.nb), -EINVAL);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, f.r, f.nb, big, digits + 1), -EINVAL);
	ck_assert_int_eq(ecdsa_verify_rs(tfm, &f, f.r, 0, f.s, f.nb), -EINVAL);
	crypto_free_akcipher(tfm);
}
END_TEST

// Malformed DER: -EBADMSG; BER's indefinite length and bytes after the SEQUENCE are accepted, as
// 6.12's decoder does; a flipped digest bit: -EKEYREJECTED.
START_TEST(test_bad_der)
{
	struct crypto_akcipher *tfm = ecdsa_alloc(_i);
	struct ecdsa_fixture f;
	u8 sig[ECDSA_MAX_SIG + 16];

	ecdsa_fixture_make(_i, tfm, &f);
	ck_assert_int_eq(akc_verify(tfm, f.sig, f.slen, f.digest, sizeof(f.digest)), 0);
	unsigned int hdr = f.sig[1] & 0x80 ? 3 : 2; // 0x30 and its length
	memcpy(sig, f.sig, f.slen);
	sig[0] = 0x31; // a SET
	ck_assert_int_eq(akc_verify(tfm, sig, f.slen, f.digest, sizeof(f.digest)), -EBADMSG);
	sig[0] = 0x30;
	sig[hdr] = 0x03; // r a BIT STRING
	ck_assert_int_eq(akc_verify(tfm, sig, f.slen, f.digest, sizeof(f.digest)), -EBADMSG);
	ck_assert_int_eq(akc_verify(tfm, f.sig, f.slen - 1, f.digest, sizeof(f.digest)), -EBADMSG);
	ck_assert_int_eq(akc_verify(tfm, f.sig, 1, f.digest, sizeof(f.digest)), -EBADMSG);
	// The SEQUENCE one byte longer than r and s.
	sig[hdr] = 0x02;
	sig[f.sig[1] & 0x80 ? 2 : 1]++;
	sig[f.slen] = 0;
	ck_assert_int_eq(akc_verify(tfm, sig, f.slen + 1, f.digest, sizeof(f.digest)), -EBADMSG);
	// Indefinite length, closed by an end-of-contents.
	sig[0] = 0x30;
	sig[1] = 0x80;
	memcpy(sig + 2, f.sig + hdr, f.slen - hdr);
	sig[2 + f.slen - hdr] = sig[3 + f.slen - hdr] = 0;
	ck_assert_int_eq(akc_verify(tfm, sig, f.slen - hdr + 4, f.digest, sizeof(f.digest)), 0);
	ck_assert_int_eq(akc_verify(tfm, sig, f.slen - hdr + 2, f.digest, sizeof(f.digest)),
			 -EBADMSG);
	// Two bytes after the SEQUENCE.
	memcpy(sig, f.sig, f.slen);
	sig[f.slen] = sig[f.slen + 1] = 0x5a;
	ck_assert_int_eq(akc_verify(tfm, sig, f.slen + 2, f.digest, sizeof(f.digest)), 0);
	f.digest[5] ^= 0x20;
	ck_assert_int_eq(akc_verify(tfm, f.sig, f.slen, f.digest, sizeof(f.digest)), -EKEYREJECTED);
	crypto_free_akcipher(tfm);
}
END_TEST

// No private key, signing or encryption in 6.12's ECDSA: the akcipher defaults answer.
START_TEST(test_no_private_ops)
{
	struct crypto_akcipher *tfm = ecdsa_alloc(_i);
	u8 buf[64] = { 1 }, out[ECDSA_MAX_SIG];
	unsigned int olen = sizeof(out);

	ck_assert_int_eq(crypto_akcipher_set_priv_key(tfm, buf, sizeof(buf)), -ENOSYS);
	ck_assert_int_eq(akc_sign(tfm, buf, 32, out, &olen), -ENOSYS);
	ck_assert_int_eq(akc_crypt(tfm, true, buf, 32, out, sizeof(out)), -ENOSYS);
	ck_assert_int_eq(akc_crypt(tfm, false, buf, 32, out, sizeof(out)), -ENOSYS);
	crypto_free_akcipher(tfm);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite(
		"ecdsa", "verify", 120, { test_driver_and_vectors, ECDSA_CURVES },
		{ test_openssl_signatures, ECDSA_CURVES }, { test_p521_long_digest },
		{ test_bad_keys, ECDSA_CURVES }, { test_bad_rs, ECDSA_CURVES },
		{ test_bad_der, ECDSA_CURVES }, { test_no_private_ops, ECDSA_CURVES }));
}
