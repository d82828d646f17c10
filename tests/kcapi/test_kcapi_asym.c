// SPDX-License-Identifier: GPL-2.0-only
// Check suite for libkcapi's akcipher and kpp calls, against OpenSSL: RSA, DH, ECDH P-256.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <kcapi.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/sha.h>
#include <openssl/x509.h>

#include "check_run.h"

#define RSA_BYTES 256

/* One 2048-bit RSA key for the suite, and its PKCS #1 encodings. */
static EVP_PKEY *rsa_key;
static uint8_t *rsa_priv_der, *rsa_pub_der;
static int rsa_priv_len, rsa_pub_len;

static void rsa_setup(void)
{
	rsa_key = EVP_RSA_gen(2048);
	ck_assert_ptr_nonnull(rsa_key);
	rsa_priv_len = i2d_PrivateKey(rsa_key, &rsa_priv_der);
	rsa_pub_len = i2d_PublicKey(rsa_key, &rsa_pub_der);
	ck_assert_int_gt(rsa_priv_len, 0);
	ck_assert_int_gt(rsa_pub_len, 0);
}

static void rsa_teardown(void)
{
	OPENSSL_free(rsa_priv_der);
	OPENSSL_free(rsa_pub_der);
	EVP_PKEY_free(rsa_key);
}

/* OpenSSL's RSA operation @op (sign, encrypt, decrypt) with @pad; the output length. */
static size_t ossl_rsa(int (*init)(EVP_PKEY_CTX *),
		       int (*op)(EVP_PKEY_CTX *, unsigned char *, size_t *, const unsigned char *,
				 size_t),
		       int pad, const uint8_t *in, size_t inlen, uint8_t *out)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(rsa_key, NULL);
	size_t outlen = RSA_BYTES;

	ck_assert_int_eq(init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_rsa_padding(ctx, pad), 1);
	if (op == EVP_PKEY_sign)
		ck_assert_int_eq(EVP_PKEY_CTX_set_signature_md(ctx, EVP_sha256()), 1);
	ck_assert_int_eq(op(ctx, out, &outlen, in, inlen), 1);
	EVP_PKEY_CTX_free(ctx);
	return outlen;
}

static struct kcapi_handle *akcipher_open(const char *name, int priv)
{
	struct kcapi_handle *h;

	ck_assert_int_eq(kcapi_akcipher_init(&h, name, 0), 0);
	int ret = priv ? kcapi_akcipher_setkey(h, rsa_priv_der, (uint32_t)rsa_priv_len)
		       : kcapi_akcipher_setpubkey(h, rsa_pub_der, (uint32_t)rsa_pub_len);
	ck_assert_int_eq(ret, RSA_BYTES); /* libkcapi: the modulus size */
	return h;
}

START_TEST(test_rsa_raw)
{
	struct kcapi_handle *h = akcipher_open("rsa", 0);
	uint8_t m[RSA_BYTES] = { 0 }, c[RSA_BYTES], want[RSA_BYTES], back[RSA_BYTES];

	RAND_bytes(m + 1, RSA_BYTES - 1);
	ck_assert_int_eq(kcapi_akcipher_encrypt(h, m, sizeof(m), c, sizeof(c), 0), RSA_BYTES);
	ossl_rsa(EVP_PKEY_encrypt_init, EVP_PKEY_encrypt, RSA_NO_PADDING, m, sizeof(m), want);
	ck_assert_mem_eq(c, want, RSA_BYTES);
	/* The public key cannot decrypt; RSA has no sign/verify of its own in 6.12. */
	ck_assert_int_lt(kcapi_akcipher_decrypt(h, c, sizeof(c), back, sizeof(back), 0), 0);
	kcapi_akcipher_destroy(h);

	h = akcipher_open("rsa", 1);
	ck_assert_int_eq(kcapi_akcipher_decrypt(h, c, sizeof(c), back, sizeof(back), 0), RSA_BYTES);
	ck_assert_mem_eq(back, m, RSA_BYTES);
	/* Bad lengths: no room for the modulus, lengths no buffer has, NULL with a length. */
	ck_assert_int_eq(kcapi_akcipher_encrypt(h, m, sizeof(m), c, RSA_BYTES - 1, 0), -EINVAL);
	ck_assert_int_eq(kcapi_akcipher_encrypt(h, m, SIZE_MAX, c, sizeof(c), 0), -EMSGSIZE);
	ck_assert_int_eq(kcapi_akcipher_encrypt(h, m, sizeof(m), c, SIZE_MAX, 0), -EMSGSIZE);
	ck_assert_int_eq(kcapi_akcipher_encrypt(h, NULL, 4, c, sizeof(c), 0), -EINVAL);
	ck_assert_int_eq(kcapi_akcipher_setkey(h, rsa_priv_der, UINT32_MAX), -EINVAL);
	ck_assert_int_eq(kcapi_akcipher_setkey(h, NULL, 5), -EINVAL);
	ck_assert_int_lt(kcapi_akcipher_setkey(h, rsa_priv_der, 10), 0);
	ck_assert_int_eq(kcapi_akcipher_encrypt(NULL, m, 1, c, sizeof(c), 0), -EINVAL);
	kcapi_akcipher_destroy(h);
}
END_TEST

START_TEST(test_rsa_pkcs1pad)
{
	struct kcapi_handle *h = akcipher_open("pkcs1pad(rsa,sha256)", 0);
	uint8_t msg[40], c[RSA_BYTES], back[RSA_BYTES], digest[32], sig[RSA_BYTES];
	uint8_t out[RSA_BYTES], both[RSA_BYTES + 32];

	RAND_bytes(msg, sizeof(msg));
	/* Our encryption (random padding), OpenSSL's decryption. */
	ck_assert_int_eq(kcapi_akcipher_encrypt(h, msg, sizeof(msg), c, sizeof(c), 0), RSA_BYTES);
	ck_assert_uint_eq(ossl_rsa(EVP_PKEY_decrypt_init, EVP_PKEY_decrypt, RSA_PKCS1_PADDING, c,
				   sizeof(c), back),
			  sizeof(msg));
	ck_assert_mem_eq(back, msg, sizeof(msg));

	/* OpenSSL's signature: verify hands back the digest, as libkcapi documents. */
	SHA256(msg, sizeof(msg), digest);
	ossl_rsa(EVP_PKEY_sign_init, EVP_PKEY_sign, RSA_PKCS1_PADDING, digest, 32, sig);
	ck_assert_int_eq(kcapi_akcipher_verify(h, sig, sizeof(sig), out, sizeof(out), 0), 32);
	ck_assert_mem_eq(out, digest, 32);
	/* 6.12's layout, signature || digest: 0, or -EBADMSG for another digest. */
	memcpy(both, sig, RSA_BYTES);
	memcpy(both + RSA_BYTES, digest, 32);
	ck_assert_int_eq(kcapi_akcipher_verify(h, both, sizeof(both), out, sizeof(out), 0), 0);
	both[RSA_BYTES + 5] ^= 1;
	ck_assert_int_eq(kcapi_akcipher_verify(h, both, sizeof(both), out, sizeof(out), 0),
			 -EBADMSG);
	sig[100] ^= 0x40;
	ck_assert_int_eq(kcapi_akcipher_verify(h, sig, sizeof(sig), out, sizeof(out), 0), -EBADMSG);
	sig[100] ^= 0x40;
	ck_assert_int_eq(kcapi_akcipher_verify(h, sig, RSA_BYTES - 1, out, sizeof(out), 0),
			 -EINVAL);
	ck_assert_int_eq(kcapi_akcipher_verify(h, sig, sizeof(sig), out, 31, 0), -EINVAL);

	/* The stream calls: the signature in two pieces, the digest out. */
	struct iovec in[2] = { { sig, 100 }, { sig + 100, RSA_BYTES - 100 } };
	struct iovec res = { out, sizeof(out) };
	memset(out, 0, sizeof(out));
	ck_assert_int_eq(kcapi_akcipher_stream_init_vfy(h, in, 1), 100);
	ck_assert_int_eq(kcapi_akcipher_stream_update_last(h, in + 1, 1), RSA_BYTES - 100);
	ck_assert_int_eq(kcapi_akcipher_stream_op(h, &res, 1), 32);
	ck_assert_mem_eq(out, digest, 32);
	ck_assert_int_eq(kcapi_akcipher_stream_op(h, NULL, 0), -EINVAL);
	kcapi_akcipher_destroy(h);

	/* Our signature equals OpenSSL's (EMSA-PKCS1-v1_5 is deterministic). */
	h = akcipher_open("pkcs1pad(rsa,sha256)", 1);
	ck_assert_int_eq(kcapi_akcipher_sign(h, digest, 32, out, sizeof(out), 0), RSA_BYTES);
	ck_assert_mem_eq(out, sig, RSA_BYTES);
	/* aio: each pair its own operation. */
	uint8_t out2[RSA_BYTES];
	struct iovec ins[2] = { { digest, 32 }, { digest, 32 } };
	struct iovec outs[2] = { { out, RSA_BYTES }, { out2, RSA_BYTES } };
	ck_assert_int_eq(kcapi_akcipher_sign_aio(h, ins, outs, 2, 0), 2 * RSA_BYTES);
	ck_assert_mem_eq(out2, sig, RSA_BYTES);
	outs[1].iov_len = SIZE_MAX;
	ck_assert_int_eq(kcapi_akcipher_sign_aio(h, ins, outs, 2, 0), -EMSGSIZE);
	ck_assert_int_eq(kcapi_akcipher_sign_aio(h, ins, outs, SIZE_MAX, 0), -EMSGSIZE);
	kcapi_akcipher_destroy(h);
}
END_TEST

/* DER of a non-negative INTEGER from @bn at @p; the bytes written. */
static size_t der_uint(uint8_t *p, const BIGNUM *bn)
{
	int n = BN_num_bytes(bn);
	int lead = BN_num_bits(bn) % 8 == 0;
	size_t len = (size_t)(n + lead), head;

	p[0] = 0x02;
	if (len < 128) {
		p[1] = (uint8_t)len;
		head = 2;
	} else {
		p[1] = 0x82;
		p[2] = (uint8_t)(len >> 8);
		p[3] = (uint8_t)len;
		head = 4;
	}
	p[head] = 0;
	BN_bn2bin(bn, p + head + lead);
	return head + len;
}

/* PKCS #3 DHParameter of @p and @g. */
static size_t der_pkcs3(uint8_t *out, const BIGNUM *p, const BIGNUM *g)
{
	uint8_t body[600];
	size_t n = der_uint(body, p);

	n += der_uint(body + n, g);
	out[0] = 0x30;
	out[1] = 0x82;
	out[2] = (uint8_t)(n >> 8);
	out[3] = (uint8_t)n;
	memcpy(out + 4, body, n);
	return n + 4;
}

static BIGNUM *pkey_bn(EVP_PKEY *k, const char *name)
{
	BIGNUM *bn = NULL;

	ck_assert_int_eq(EVP_PKEY_get_bn_param(k, name, &bn), 1);
	return bn;
}

/* The DH shared secret OpenSSL's BN computes from @pub and @peer's private key. */
static void ossl_dh_secret(EVP_PKEY *peer, const uint8_t *pub, size_t len, uint8_t *out)
{
	BIGNUM *p = pkey_bn(peer, OSSL_PKEY_PARAM_FFC_P),
	       *x = pkey_bn(peer, OSSL_PKEY_PARAM_PRIV_KEY);
	BIGNUM *y = BN_bin2bn(pub, (int)len, NULL), *z = BN_new();
	BN_CTX *bctx = BN_CTX_new();

	ck_assert_int_eq(BN_mod_exp(z, y, x, p, bctx), 1);
	ck_assert_int_eq(BN_bn2binpad(z, out, (int)len), (int)len);
	BN_free(p);
	BN_clear_free(x);
	BN_free(y);
	BN_free(z);
	BN_CTX_free(bctx);
}

/* A key pair of RFC 7919's ffdhe2048 group. */
static EVP_PKEY *ossl_ffdhe2048(void)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
	EVP_PKEY *k = NULL;

	ck_assert_int_eq(EVP_PKEY_keygen_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_CTX_set_group_name(ctx, "ffdhe2048"), 1);
	ck_assert_int_eq(EVP_PKEY_generate(ctx, &k), 1);
	EVP_PKEY_CTX_free(ctx);
	return k;
}

START_TEST(test_dh)
{
	EVP_PKEY *peer = ossl_ffdhe2048();
	BIGNUM *p = pkey_bn(peer, OSSL_PKEY_PARAM_FFC_P), *g = pkey_bn(peer, OSSL_PKEY_PARAM_FFC_G);
	BIGNUM *peer_y = pkey_bn(peer, OSSL_PKEY_PARAM_PUB_KEY);
	uint8_t params[600], peer_pub[256], pub[256], ss[256], want[256], key[32];
	size_t plen = der_pkcs3(params, p, g);
	struct kcapi_handle *h;

	ck_assert_int_eq(BN_bn2binpad(peer_y, peer_pub, 256), 256);
	ck_assert_int_eq(kcapi_kpp_init(&h, "dh", 0), 0);
	/* The group first; dh cannot make its own key; malformed DER; another family's call. */
	ck_assert_int_eq(kcapi_kpp_setkey(h, key, sizeof(key)), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_dh_setparam_pkcs3(h, params, (uint32_t)plen - 1), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_dh_setparam_pkcs3(h, params, UINT32_MAX), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_ecdh_setcurve(h, ECC_CURVE_NIST_P256), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_dh_setparam_pkcs3(h, params, (uint32_t)plen), 256);
	ck_assert_int_eq(kcapi_kpp_setkey(h, NULL, 0), -EOPNOTSUPP);
	RAND_bytes(key, sizeof(key));
	key[0] |= 0x80;
	ck_assert_int_eq(kcapi_kpp_setkey(h, key, sizeof(key)), 256);

	/* Our public key is g^x mod p ... */
	ck_assert_int_eq(kcapi_kpp_keygen(h, pub, sizeof(pub), 0), 256);
	BIGNUM *x = BN_bin2bn(key, sizeof(key), NULL), *y = BN_new();
	BN_CTX *bctx = BN_CTX_new();
	ck_assert_int_eq(BN_mod_exp(y, g, x, p, bctx), 1);
	ck_assert_int_eq(BN_bn2binpad(y, want, 256), 256);
	ck_assert_mem_eq(pub, want, 256);
	/* ... and both sides reach the same secret. */
	ck_assert_int_eq(kcapi_kpp_ssgen(h, peer_pub, sizeof(peer_pub), ss, sizeof(ss), 0), 256);
	ossl_dh_secret(peer, pub, sizeof(pub), want);
	ck_assert_mem_eq(ss, want, 256);
	ck_assert_int_eq(kcapi_kpp_ssgen(h, peer_pub, sizeof(peer_pub), ss, 255, 0), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_ssgen(h, peer_pub, SIZE_MAX, ss, sizeof(ss), 0), -EMSGSIZE);
	ck_assert_int_eq(kcapi_kpp_keygen(h, pub, SIZE_MAX, 0), -EMSGSIZE);
	ck_assert_int_eq(kcapi_kpp_ssgen(h, NULL, 256, ss, sizeof(ss), 0), -EINVAL);
	kcapi_kpp_destroy(h);

	/* ffdhe2048(dh) makes its own key, and refuses a group. */
	ck_assert_int_eq(kcapi_kpp_init(&h, "ffdhe2048(dh)", 0), 0);
	ck_assert_int_eq(kcapi_kpp_dh_setparam_pkcs3(h, params, (uint32_t)plen), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_setkey(h, NULL, 0), 256);
	struct iovec outs[2] = { { pub, sizeof(pub) }, { want, sizeof(want) } };
	ck_assert_int_eq(kcapi_kpp_keygen_aio(h, outs, 2, 0), 512);
	ck_assert_mem_eq(pub, want, 256);
	struct iovec ins[1] = { { peer_pub, sizeof(peer_pub) } }, sso[1] = { { ss, sizeof(ss) } };
	ck_assert_int_eq(kcapi_kpp_ssgen_aio(h, ins, sso, 1, 0), 256);
	ossl_dh_secret(peer, pub, sizeof(pub), want);
	ck_assert_mem_eq(ss, want, 256);
	kcapi_kpp_destroy(h);

	BN_free(p);
	BN_free(g);
	BN_free(peer_y);
	BN_free(x);
	BN_free(y);
	BN_CTX_free(bctx);
	EVP_PKEY_free(peer);
}
END_TEST

/* OpenSSL's ECDH over P-256 between @peer's private key and the point 04 || @xy. */
static void ossl_ecdh_secret(EVP_PKEY *peer, const uint8_t *xy, uint8_t *out)
{
	uint8_t point[65] = { 0x04 };
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	EVP_PKEY_CTX *fctx = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
	EVP_PKEY *ours = NULL;

	memcpy(point + 1, xy, 64);
	OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, "prime256v1", 0);
	OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, point, sizeof(point));
	OSSL_PARAM *params = OSSL_PARAM_BLD_to_param(bld);
	ck_assert_int_eq(EVP_PKEY_fromdata_init(fctx), 1);
	ck_assert_int_eq(EVP_PKEY_fromdata(fctx, &ours, EVP_PKEY_PUBLIC_KEY, params), 1);
	EVP_PKEY_CTX *dctx = EVP_PKEY_CTX_new(peer, NULL);
	size_t len = 32;
	ck_assert_int_eq(EVP_PKEY_derive_init(dctx), 1);
	ck_assert_int_eq(EVP_PKEY_derive_set_peer(dctx, ours), 1);
	ck_assert_int_eq(EVP_PKEY_derive(dctx, out, &len), 1);
	ck_assert_uint_eq(len, 32);
	EVP_PKEY_CTX_free(dctx);
	EVP_PKEY_free(ours);
	OSSL_PARAM_free(params);
	OSSL_PARAM_BLD_free(bld);
	EVP_PKEY_CTX_free(fctx);
}

START_TEST(test_ecdh_p256)
{
	EVP_PKEY *peer = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256");
	uint8_t point[65], pub[64], ss[64], want[32];
	size_t len = 0;
	struct kcapi_handle *h;

	ck_assert_ptr_nonnull(peer);
	ck_assert_int_eq(EVP_PKEY_get_octet_string_param(peer, OSSL_PKEY_PARAM_PUB_KEY, point,
							 sizeof(point), &len),
			 1);
	ck_assert_uint_eq(len, 65);
	ck_assert_int_eq(kcapi_kpp_init(&h, "ecdh-nist-p256", 0), 0);
	ck_assert_int_eq(kcapi_kpp_ecdh_setcurve(h, ECC_CURVE_NIST_P192), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_ecdh_setcurve(h, ECC_CURVE_NIST_P256), 0);
	ck_assert_int_eq(kcapi_kpp_dh_setparam_pkcs3(h, point, sizeof(point)), -EINVAL);
	/* Twice: a key of our own, then one the algorithm makes. */
	for (int own = 1; own >= 0; own--) {
		uint8_t key[32];
		RAND_bytes(key, sizeof(key));
		key[0] = 0x11; /* below the group order */
		ck_assert_int_eq(kcapi_kpp_setkey(h, own ? key : NULL, own ? sizeof(key) : 0), 64);
		ck_assert_int_eq(kcapi_kpp_keygen(h, pub, sizeof(pub), 0), 64);
		ck_assert_int_eq(kcapi_kpp_ssgen(h, point + 1, 64, ss, sizeof(ss), 0), 32);
		ossl_ecdh_secret(peer, pub, want);
		ck_assert_mem_eq(ss, want, 32);
	}
	/* A point of the wrong length; no room for the public key; a length no buffer has. */
	ck_assert_int_lt(kcapi_kpp_ssgen(h, point + 1, 63, ss, sizeof(ss), 0), 0);
	ck_assert_int_eq(kcapi_kpp_keygen(h, pub, 63, 0), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_setkey(h, pub, UINT32_MAX), -EINVAL);
	ck_assert_int_eq(kcapi_kpp_keygen_aio(h, NULL, 1, 0), -EINVAL);
	kcapi_kpp_destroy(h);
	EVP_PKEY_free(peer);
}
END_TEST

/* ECDSA P-256 through libkcapi's verify: 6.12's layout, a DER signature of its own length
 * followed by the digest; OpenSSL signs. */
START_TEST(test_ecdsa_p256)
{
	EVP_PKEY *key = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256");
	uint8_t point[65], digest[32], in[80 + 32], out[64];
	size_t len = 0, siglen = 80;
	struct kcapi_handle *h;

	ck_assert_ptr_nonnull(key);
	ck_assert_int_eq(EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_PUB_KEY, point,
							 sizeof(point), &len),
			 1);
	ck_assert_int_eq(kcapi_akcipher_init(&h, "ecdsa-nist-p256", 0), 0);
	ck_assert_int_eq(kcapi_akcipher_setpubkey(h, point, sizeof(point)), 32);
	RAND_bytes(digest, sizeof(digest));
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(key, NULL);
	ck_assert_int_eq(EVP_PKEY_sign_init(ctx), 1);
	ck_assert_int_eq(EVP_PKEY_sign(ctx, in, &siglen, digest, sizeof(digest)), 1);
	EVP_PKEY_CTX_free(ctx);
	memcpy(in + siglen, digest, sizeof(digest));
	size_t inlen = siglen + sizeof(digest);
	ck_assert_int_eq(kcapi_akcipher_verify(h, in, inlen, out, sizeof(out), 0), 0);
	/* Another digest; the signature alone (nothing to recover); no DER header; a
	 * SEQUENCE longer than the input. */
	in[siglen + 3] ^= 1;
	ck_assert_int_eq(kcapi_akcipher_verify(h, in, inlen, out, sizeof(out), 0), -EBADMSG);
	in[siglen + 3] ^= 1;
	ck_assert_int_eq(kcapi_akcipher_verify(h, in, siglen, out, sizeof(out), 0), -EINVAL);
	in[0] = 0x31;
	ck_assert_int_eq(kcapi_akcipher_verify(h, in, inlen, out, sizeof(out), 0), -EINVAL);
	in[0] = 0x30;
	in[1] = 0x7f;
	ck_assert_int_eq(kcapi_akcipher_verify(h, in, inlen, out, sizeof(out), 0), -EINVAL);
	kcapi_akcipher_destroy(h);
	EVP_PKEY_free(key);
}
END_TEST

START_TEST(test_curve25519)
{
	uint8_t priv[32], pub[32], want[32], ss[32], peer_pub[32], want_ss[32];
	size_t len = sizeof(want);
	struct kcapi_handle *h;

	RAND_bytes(priv, sizeof(priv));
	EVP_PKEY *ours = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, priv, sizeof(priv));
	EVP_PKEY *peer = EVP_PKEY_Q_keygen(NULL, NULL, "X25519");
	ck_assert_int_eq(EVP_PKEY_get_raw_public_key(ours, want, &len), 1);
	len = sizeof(peer_pub);
	ck_assert_int_eq(EVP_PKEY_get_raw_public_key(peer, peer_pub, &len), 1);
	ck_assert_int_eq(kcapi_kpp_init(&h, "curve25519", 0), 0);
	ck_assert_int_eq(kcapi_kpp_setkey(h, priv, sizeof(priv)), 32);
	/* libkcapi before 1.3.1 took 32-bit lengths: the old entry point still works. */
	int32_t (*old_keygen)(struct kcapi_handle *, uint8_t *, uint32_t, int) =
		(int32_t(*)(struct kcapi_handle *, uint8_t *, uint32_t, int))dlvsym(
			RTLD_DEFAULT, "kcapi_kpp_keygen", "LIBKCAPI_1.0.0");
	ck_assert_ptr_nonnull(old_keygen);
	ck_assert_int_eq(old_keygen(h, pub, sizeof(pub), 0), 32);
	ck_assert_mem_eq(pub, want, 32);
	ck_assert_int_eq(kcapi_kpp_ssgen(h, peer_pub, sizeof(peer_pub), ss, sizeof(ss), 0), 32);
	EVP_PKEY_CTX *dctx = EVP_PKEY_CTX_new(ours, NULL);
	len = sizeof(want_ss);
	ck_assert_int_eq(EVP_PKEY_derive_init(dctx), 1);
	ck_assert_int_eq(EVP_PKEY_derive_set_peer(dctx, peer), 1);
	ck_assert_int_eq(EVP_PKEY_derive(dctx, want_ss, &len), 1);
	ck_assert_mem_eq(ss, want_ss, 32);
	/* The key must be 32 bytes (RFC 7748 section 5). */
	ck_assert_int_lt(kcapi_kpp_setkey(h, priv, 31), 0);
	EVP_PKEY_CTX_free(dctx);
	EVP_PKEY_free(ours);
	EVP_PKEY_free(peer);
	kcapi_kpp_destroy(h);
}
END_TEST

/* Linux 7.3 with af_alg_restrict: no akcipher or kpp socket type exists to be allowed. */
START_TEST(test_restrict)
{
	struct kcapi_handle *h = NULL;

	setenv("UKCRYPTO_AF_ALG_RESTRICT", "1", 1);
	ck_assert_int_eq(kcapi_akcipher_init(&h, "rsa", 0), -ENOENT);
	ck_assert_int_eq(kcapi_kpp_init(&h, "ecdh-nist-p256", 0), -ENOENT);
	setenv("UKCRYPTO_AF_ALG_RESTRICT", "2", 1);
	ck_assert_int_eq(kcapi_akcipher_init(&h, "rsa", 0), -EAFNOSUPPORT);
	ck_assert_int_eq(kcapi_kpp_init(&h, "dh", 0), -EAFNOSUPPORT);
	unsetenv("UKCRYPTO_AF_ALG_RESTRICT");
	ck_assert_ptr_null(h);
	ck_assert_int_eq(kcapi_akcipher_init(&h, "no-such-akcipher", 0), -ENOENT);
	ck_assert_int_eq(kcapi_kpp_init(&h, NULL, 0), -EINVAL);
}
END_TEST

static Suite *kcapi_asym_suite(void)
{
	Suite *s = suite_create("kcapi_asym");
	TCase *tc = check_new_tcase(s, "asym", 120, { test_rsa_raw }, { test_rsa_pkcs1pad },
				    { test_dh }, { test_ecdh_p256 }, { test_ecdsa_p256 },
				    { test_curve25519 }, { test_restrict });

	tcase_add_unchecked_fixture(tc, rsa_setup, rsa_teardown);
	return s;
}

int main(void)
{
	return check_run(kcapi_asym_suite());
}
