// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the authenc and essiv(authenc) AEADs: key blobs, refused keys, tampering,
// and random scatterlist layouts against flat-buffer runs.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <asm/byteorder.h>
#include <crypto/aead.h>
#include <crypto/authenc.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/rtnetlink.h>
#include <linux/scatterlist.h>

#include "modes_util.h"

#define POISON 0xa5

/* ---- AEAD helpers ---- */

struct aead_job {
	struct scatterlist *src, *dst;
	unsigned int assoclen, cryptlen;
	u8 iv[AES_BLOCK];
};

static int aead_run(struct crypto_aead *tfm, const struct aead_job *job, int enc, u8 *iv_out)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	u8 iv[AES_BLOCK];
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	ck_assert_ptr_nonnull(req);
	memcpy(iv, job->iv, AES_BLOCK);
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				  crypto_req_done, &wait);
	aead_request_set_ad(req, job->assoclen);
	aead_request_set_crypt(req, job->src, job->dst, job->cryptlen, iv);
	err = crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
	if (iv_out)
		memcpy(iv_out, iv, AES_BLOCK);
	aead_request_free(req);
	return err;
}

/* Flat, out of place: dst holds assoclen + cryptlen (+ the tag when encrypting). */
static int aead_flat(struct crypto_aead *tfm, const u8 *in, u8 *out, unsigned int assoclen,
		     unsigned int cryptlen, const u8 *iv, int enc)
{
	unsigned int authsize = crypto_aead_authsize(tfm);
	unsigned int outlen = assoclen + cryptlen + (enc ? authsize : 0) - (enc ? 0 : authsize);
	struct aead_job job = { .assoclen = assoclen, .cryptlen = cryptlen };
	struct scatterlist s, d;

	memcpy(job.iv, iv, AES_BLOCK);
	sg_init_one(&s, in, assoclen + cryptlen);
	sg_init_one(&d, out, outlen);
	job.src = &s;
	job.dst = &d;
	return aead_run(tfm, &job, enc, NULL);
}

static void aead_random_key(struct crypto_aead *tfm)
{
	u8 authkey[64], enckey[32], blob[128];
	unsigned int authlen = rng_range(0, 64), enclen = aes_keylens[rng_next() % 3];

	rng_bytes(authkey, authlen);
	rng_bytes(enckey, enclen);
	ck_assert_int_eq(
		crypto_aead_setkey(tfm, blob, authenc_key(blob, authkey, authlen, enckey, enclen)),
		0);
}

/* One direction over a random layout: the bytes that end up in dst must equal the flat
 * run's: AD, ciphertext and tag when encrypting (authenc copies the AD to dst), the plaintext
 * when decrypting (the AD of an out-of-place dst is not written then). */
static void aead_compare_layout(struct crypto_aead *tfm, const u8 *in, const u8 *want,
				unsigned int assoclen, unsigned int cryptlen, const u8 *iv, int enc,
				const char *name)
{
	unsigned int authsize = crypto_aead_authsize(tfm);
	unsigned int inlen = assoclen + cryptlen;
	unsigned int outlen = enc ? inlen + authsize : inlen - authsize;
	int inplace = rng_next() & 1;
	struct aead_job job = { .assoclen = assoclen, .cryptlen = cryptlen };
	struct layout ls, ld, *out = inplace ? &ls : &ld;
	u8 got[1024];

	memcpy(job.iv, iv, AES_BLOCK);
	/* In place, the one buffer must hold the larger of input and output. */
	layout_random(&ls, inplace && enc ? outlen : inlen, in, inlen);
	if (!inplace)
		layout_random(&ld, outlen, NULL, 0);
	job.src = ls.sg;
	job.dst = out->sg;
	ck_assert_int_eq(aead_run(tfm, &job, enc, NULL), 0);
	layout_take(out, got, out->total);
	CHECK(!memcmp(got + (enc ? 0 : assoclen), want + (enc ? 0 : assoclen),
		      outlen - (enc ? 0 : assoclen)),
	      "%s assoclen %u cryptlen %u enc %d inplace %d", name, assoclen, cryptlen, enc,
	      inplace);
	layout_check(out, name, (int)outlen);
	if (!inplace)
		layout_free(&ld);
	layout_free(&ls);
}

static void aead_random_layouts(const char *name, unsigned int min_assoc, unsigned int cases)
{
	static const unsigned int authsizes[] = { 32, 32, 16, 12 };
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);
	u8 in[512], ct[600], pt[600], iv[AES_BLOCK];

	ck_assert_msg(!IS_ERR(tfm), "%s", name);
	for (unsigned int i = 0; i < cases; i++) {
		unsigned int assoclen = rng_range(min_assoc, 64);
		unsigned int ptlen = rng_range(0, 16) * AES_BLOCK;
		unsigned int authsize = authsizes[rng_next() % 4];

		aead_random_key(tfm);
		ck_assert_int_eq(crypto_aead_setauthsize(tfm, authsize), 0);
		rng_bytes(in, assoclen + ptlen);
		rng_bytes(iv, AES_BLOCK);
		ck_assert_int_eq(aead_flat(tfm, in, ct, assoclen, ptlen, iv, 1), 0);
		ck_assert_int_eq(aead_flat(tfm, ct, pt, assoclen, ptlen + authsize, iv, 0), 0);
		ck_assert_msg(!memcmp(pt + assoclen, in + assoclen, ptlen), "%s: round trip", name);
		aead_compare_layout(tfm, in, ct, assoclen, ptlen, iv, 1, name);
		aead_compare_layout(tfm, ct, pt, assoclen, ptlen + authsize, iv, 0, name);
	}
	crypto_free_aead(tfm);
}

START_TEST(test_random_layouts_authenc)
{
	aead_random_layouts("authenc(hmac(sha256),cbc(aes))", 0, 300);
}
END_TEST

START_TEST(test_random_layouts_essiv_authenc)
{
	/* dm-crypt's AD ends with the 16-byte IV. */
	aead_random_layouts("essiv(authenc(hmac(sha256),cbc(aes)),sha256)", AES_BLOCK, 300);
}
END_TEST

/* ---- authenc keys ---- */

START_TEST(test_authenc_extractkeys)
{
	u8 authkey[32], enckey[16], blob[80];
	struct crypto_authenc_keys keys;
	struct rtattr rta;
	unsigned int len;

	rng_bytes(authkey, sizeof(authkey));
	rng_bytes(enckey, sizeof(enckey));
	len = authenc_key(blob, authkey, 32, enckey, 16);
	ck_assert_uint_eq(len, 8 + 32 + 16);
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), 0);
	ck_assert_ptr_eq(keys.authkey, blob + 8);
	ck_assert_uint_eq(keys.authkeylen, 32);
	ck_assert_ptr_eq(keys.enckey, blob + 40);
	ck_assert_uint_eq(keys.enckeylen, 16);
	/* No room for the header; the header then claiming more than there is. */
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 3), -EINVAL);
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 7), -EINVAL);
	/* The encryption key cannot be longer than what follows the header. */
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 8 + 15), -EINVAL);
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, 8 + 16), 0);
	ck_assert_uint_eq(keys.authkeylen, 0);

	memcpy(&rta, blob, sizeof(rta));
	rta.rta_type = CRYPTO_AUTHENC_KEYA_UNSPEC;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
	rta.rta_type = CRYPTO_AUTHENC_KEYA_PARAM;
	rta.rta_len = 3;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
	/* A payload other than exactly the param struct, though it fits. */
	rta.rta_len = 12;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
	rta.rta_len = 200;
	memcpy(blob, &rta, sizeof(rta));
	ck_assert_int_eq(crypto_authenc_extractkeys(&keys, blob, len), -EINVAL);
}
END_TEST

START_TEST(test_authenc_bad_keys)
{
	static const char *const names[] = { "authenc(hmac(sha256),cbc(aes))",
					     "essiv(authenc(hmac(sha256),cbc(aes)),sha256)" };
	u8 authkey[32], enckey[32], blob[96];
	struct rtattr rta;
	unsigned int len;

	rng_bytes(authkey, sizeof(authkey));
	rng_bytes(enckey, sizeof(enckey));
	for (size_t i = 0; i < 2; i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(names[i], 0, 0);
		struct crypto_authenc_key_param bad = { .enckeylen = cpu_to_be32(100) };

		ck_assert(!IS_ERR(tfm));
		len = authenc_key(blob, authkey, 32, enckey, 16);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), 0);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, 2), -EINVAL);
		memcpy(&rta, blob, sizeof(rta));
		rta.rta_type = CRYPTO_AUTHENC_KEYA_UNSPEC;
		memcpy(blob, &rta, sizeof(rta));
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), -EINVAL);
		/* An encryption key length beyond the blob. */
		len = authenc_key(blob, authkey, 32, enckey, 16);
		memcpy(RTA_DATA((struct rtattr *)blob), &bad, sizeof(bad));
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), -EINVAL);
		/* A well-formed blob whose AES key has a length AES refuses. */
		len = authenc_key(blob, authkey, 32, enckey, 15);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), -EINVAL);
		len = authenc_key(blob, authkey, 32, enckey, 32);
		ck_assert_int_eq(crypto_aead_setkey(tfm, blob, len), 0);
		crypto_free_aead(tfm);
	}
}
END_TEST

/* ---- tampering: -EBADMSG, and nothing decrypted reaches dst ---- */

/* Decrypts @ct with one bit flipped, out of place and in place. With @essiv, the AD's last
 * 16 bytes are where dm-crypt keeps the IV: in place, ESSIV rewrites them from the sector IV
 * before authenc checks the tag, so a flip there is repaired (as in 6.12); out of place, src
 * keeps it and the tag fails. */
static void tamper_one(struct crypto_aead *tfm, const u8 *ct, unsigned int assoclen,
		       unsigned int cryptlen, const u8 *iv, unsigned int flip, int essiv)
{
	const unsigned int byte = flip / 8;
	const int repaired = essiv && byte >= assoclen - AES_BLOCK && byte < assoclen;
	struct aead_job job = { .assoclen = assoclen, .cryptlen = cryptlen };
	u8 bad[256], out[256], inplace[256];
	struct scatterlist s, d;

	memcpy(job.iv, iv, AES_BLOCK);
	memcpy(bad, ct, assoclen + cryptlen);
	bad[byte] ^= (u8)(1 << (flip % 8));
	memset(out, POISON, sizeof(out));
	sg_init_one(&s, bad, assoclen + cryptlen);
	sg_init_one(&d, out, assoclen + cryptlen);
	job.src = &s;
	job.dst = &d;
	ck_assert_int_eq(aead_run(tfm, &job, 0, NULL), -EBADMSG);
	for (unsigned int i = assoclen; i < sizeof(out); i++)
		ck_assert_msg(out[i] == POISON, "byte %u of dst written (bit %u flipped)", i, flip);

	memcpy(inplace, bad, assoclen + cryptlen);
	sg_init_one(&s, inplace, assoclen + cryptlen);
	job.dst = &s;
	ck_assert_int_eq(aead_run(tfm, &job, 0, NULL), repaired ? 0 : -EBADMSG);
	if (!repaired)
		ck_assert(!memcmp(inplace, bad, assoclen + cryptlen));
}

START_TEST(test_authenc_tamper)
{
	static const char *const names[] = { "authenc(hmac(sha256),cbc(aes))",
					     "essiv(authenc(hmac(sha256),cbc(aes)),sha256)" };
	const unsigned int assoclen = 24, ptlen = 64;
	u8 in[128], ct[160], pt[160], iv[AES_BLOCK];

	for (int n = 0; n < 2; n++) {
		struct crypto_aead *tfm = crypto_alloc_aead(names[n], 0, 0);
		unsigned int authsize, total;

		ck_assert(!IS_ERR(tfm));
		aead_random_key(tfm);
		authsize = crypto_aead_authsize(tfm);
		ck_assert_uint_eq(authsize, 32);
		total = assoclen + ptlen + authsize;
		rng_bytes(in, assoclen + ptlen);
		rng_bytes(iv, sizeof(iv));
		ck_assert_int_eq(aead_flat(tfm, in, ct, assoclen, ptlen, iv, 1), 0);
		ck_assert_int_eq(aead_flat(tfm, ct, pt, assoclen, ptlen + authsize, iv, 0), 0);
		ck_assert(!memcmp(pt + assoclen, in + assoclen, ptlen));
		/* Random bits, then the edges: the AD's first and last bit (the ESSIV IV field),
		 * the ciphertext's first and last bit, the tag's first and last bit. */
		for (unsigned int i = 0; i < 40; i++)
			tamper_one(tfm, ct, assoclen, ptlen + authsize, iv,
				   rng_range(0, total * 8 - 1), n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, 0, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, assoclen * 8 - 1, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, assoclen * 8, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, (assoclen + ptlen) * 8 - 1, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, (assoclen + ptlen) * 8, n);
		tamper_one(tfm, ct, assoclen, ptlen + authsize, iv, total * 8 - 1, n);
		crypto_free_aead(tfm);
	}
}
END_TEST

static const TTest *const *const modes_aead_tests[] = {
	&test_random_layouts_authenc, &test_random_layouts_essiv_authenc,
	&test_authenc_extractkeys,    &test_authenc_bad_keys,
	&test_authenc_tamper,
};

static const struct modes_suite modes_aead = {
	.name = "modes_aead",
	.tests = modes_aead_tests,
	.ntests = ARRAY_SIZE(modes_aead_tests),
};

int main(int argc, char **argv)
{
	return modes_main(argc, argv, &modes_aead);
}
