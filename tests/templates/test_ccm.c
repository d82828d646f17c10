// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the ccm, ccm_base, rfc4309 and cbcmac templates: names, vectors, a reference
// CCM built from the block cipher, bad tags, IVs, tag sizes and AD lengths, async ctr.

#define _POSIX_C_SOURCE 200809L // setenv

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/simd.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#include "aead_util.h"
#include "check_run.h"
#include "fill_random.h"
#include "testvec.h"

#define GENERIC "ccm_base(ctr(aes-generic),cbcmac(aes-generic))"
#define POISON 0xa5

static bool all_zero(const u8 *p, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (p[i])
			return false;
	return true;
}

/* The IV 6.12's ccm template leaves in the request: untouched when iv[0] is refused, else A0
 * (the counter field zeroed); after an encryption that ran, the ctr request's next counter,
 * one past A0 per block of tag || text (a 128-bit big-endian sum, as ctr counts). */
static void ccm_template_iv_after(const u8 *iv, bool ran_ctr, unsigned int cryptlen, u8 *out)
{
	unsigned int blocks = ran_ctr ? (cryptlen + 16 + 15) / 16 : 0;

	memcpy(out, iv, 16);
	if (iv[0] < 1 || iv[0] > 7)
		return;
	memset(out + 15 - iv[0], 0, iv[0] + 1u);
	for (int i = 15; i >= 0 && blocks; i--) {
		unsigned int sum = out[i] + (blocks & 0xff);

		out[i] = (u8)sum;
		blocks = (blocks >> 8) + (sum >> 8);
	}
}

/* One request over flat buffers: @in holds AD || text (|| tag), @out receives the same layout
 * (it may be @in). @iv is copied, so the caller's stays as it was; the IV the request leaves
 * is checked against what its driver must leave. */
static int ccm_flat(struct crypto_aead *tfm, bool enc, u8 *in, u8 *out, unsigned int assoclen,
		    unsigned int cryptlen, const u8 *iv)
{
	const char *drv = crypto_aead_driver_name(tfm);
	u8 iv_after[32], want[16];
	int err = aead_flat_lists(tfm, enc, in, out, assoclen, cryptlen, iv, false, iv_after);

	if (crypto_aead_ivsize(tfm) == 8) {
		/* rfc4309 builds A0 in its own request: the caller's IV is not written */
		ck_assert(!memcmp(iv_after, iv, 8));
	} else if (!strncmp(drv, "ccm_base(", 9)) {
		ccm_template_iv_after(iv, enc && !err, cryptlen, want);
		ck_assert_msg(!memcmp(iv_after, want, 16), "%s: IV after %s, err %d", drv,
			      enc ? "encryption" : "decryption", err);
	} else {
		/* other drivers: the flags and nonce stay; what the counter holds is their own */
		ck_assert(!memcmp(iv_after, iv, 15 - (iv[0] & 7)));
	}
	return err;
}

static struct crypto_aead *alloc_ccm(const char *name, const u8 *key, unsigned int keylen,
				     unsigned int authsize)
{
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, keylen), 0);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, authsize), 0);
	return tfm;
}

/* ---- a reference CCM, straight from SP 800-38C section 6.1 and Appendix A ---- */

/* X = CIPH_K(X ^ block) over @len bytes of @data, the last block zero padded. */
static void ref_absorb(struct crypto_cipher *aes, u8 *x, const u8 *data, size_t len)
{
	for (size_t off = 0; off < len; off += 16) {
		size_t n = len - off < 16 ? len - off : 16;

		for (size_t i = 0; i < n; i++)
			x[i] ^= data[off + i];
		crypto_cipher_encrypt_one(aes, x, x);
	}
}

/* Counter block i: flags L - 1, the nonce, then i in L bytes. */
static void ref_counter(u8 *a, const u8 *iv, u64 i)
{
	unsigned int l = iv[0] + 1u;

	memcpy(a, iv, 16 - l);
	for (unsigned int k = 0; k < l; k++, i >>= 8)
		a[15 - k] = (u8)i;
}

/* The ciphertext and its @m-byte tag of @p under @key and the 16-byte IV @iv (A0's layout). */
static void ref_ccm(const u8 *key, unsigned int klen, const u8 *iv, const u8 *ad, size_t alen,
		    const u8 *p, size_t plen, unsigned int m, u8 *out)
{
	struct crypto_cipher *aes = crypto_alloc_cipher("aes-generic", 0, 0);
	u8 b0[16], x[16] = { 0 }, a[16], s[16];
	u8 *adbuf = malloc(alen + 6);
	size_t enc = 0;

	ck_assert(!IS_ERR(aes) && adbuf);
	ck_assert_int_eq(crypto_cipher_setkey(aes, key, klen), 0);
	ref_counter(b0, iv, plen);
	b0[0] = (u8)((alen ? 64 : 0) | ((m - 2) / 2) << 3 | iv[0]);
	ref_absorb(aes, x, b0, 16);
	if (alen) {
		if (alen < 65280) {
			adbuf[enc++] = (u8)(alen >> 8);
			adbuf[enc++] = (u8)alen;
		} else {
			adbuf[enc++] = 0xff;
			adbuf[enc++] = 0xfe;
			for (int k = 3; k >= 0; k--)
				adbuf[enc++] = (u8)(alen >> (8 * k));
		}
		memcpy(adbuf + enc, ad, alen);
		ref_absorb(aes, x, adbuf, enc + alen);
	}
	ref_absorb(aes, x, p, plen);
	for (size_t off = 0; off < plen; off += 16) {
		ref_counter(a, iv, off / 16 + 1);
		crypto_cipher_encrypt_one(aes, s, a);
		for (size_t i = 0; i < 16 && off + i < plen; i++)
			out[off + i] = p[off + i] ^ s[i];
	}
	ref_counter(a, iv, 0);
	crypto_cipher_encrypt_one(aes, s, a);
	for (unsigned int i = 0; i < m; i++)
		out[plen + i] = x[i] ^ s[i];
	free(adbuf);
	crypto_free_cipher(aes);
}

/* ---- names ---- */

static void driver_of(const char *name, char *out, int *prio)
{
	struct crypto_tfm *tfm;
	void *mem;

	if (!strncmp(name, "ctr", 3)) {
		mem = crypto_alloc_skcipher(name, 0, 0);
		tfm = crypto_skcipher_tfm(mem);
	} else {
		mem = crypto_alloc_cipher(name, 0, 0);
		tfm = crypto_cipher_tfm(mem);
	}
	ck_assert(!IS_ERR(mem));
	strcpy(out, crypto_tfm_alg_driver_name(tfm));
	*prio = tfm->__crt_alg->cra_priority;
	crypto_destroy_tfm(mem, tfm);
}

/* ccm(aes) is ccm_base over the best ctr(aes) and cbcmac over the best aes, at their mean
 * priority, as 6.12 forms it; rfc4309 wraps that driver at its priority. */
START_TEST(test_names)
{
	char ctr[CRYPTO_MAX_ALG_NAME], aes[CRYPTO_MAX_ALG_NAME], want[3 * CRYPTO_MAX_ALG_NAME];
	int ctr_prio, aes_prio;

	driver_of("ctr(aes)", ctr, &ctr_prio);
	driver_of("aes", aes, &aes_prio);

	struct crypto_aead *ccm = crypto_alloc_aead("ccm(aes)", 0, 0);
	ck_assert(!IS_ERR(ccm));
	snprintf(want, sizeof(want), "ccm_base(%s,cbcmac(%s))", ctr, aes);
	ck_assert_str_eq(crypto_aead_driver_name(ccm), want);
	ck_assert_int_eq(crypto_aead_tfm(ccm)->__crt_alg->cra_priority, (ctr_prio + aes_prio) / 2);
	ck_assert_uint_eq(crypto_aead_ivsize(ccm), 16);
	ck_assert_uint_eq(crypto_aead_maxauthsize(ccm), 16);
	ck_assert_uint_eq(crypto_aead_authsize(ccm), 16);
	ck_assert_uint_eq(crypto_aead_blocksize(ccm), 1);

	struct crypto_aead *esp = crypto_alloc_aead("rfc4309(ccm(aes))", 0, 0);
	ck_assert(!IS_ERR(esp));
	char esp_want[4 * CRYPTO_MAX_ALG_NAME];
	snprintf(esp_want, sizeof(esp_want), "rfc4309(%s)", want);
	ck_assert_str_eq(crypto_aead_driver_name(esp), esp_want);
	ck_assert_str_eq(crypto_tfm_alg_name(crypto_aead_tfm(esp)), "rfc4309(ccm(aes))");
	ck_assert_int_eq(crypto_aead_tfm(esp)->__crt_alg->cra_priority, (ctr_prio + aes_prio) / 2);
	ck_assert_uint_eq(crypto_aead_ivsize(esp), 8);
	ck_assert_uint_eq(crypto_aead_maxauthsize(esp), 16);
	crypto_free_aead(esp);
	crypto_free_aead(ccm);

	struct crypto_shash *mac = crypto_alloc_shash("cbcmac(aes)", 0, 0);
	ck_assert(!IS_ERR(mac));
	snprintf(want, sizeof(want), "cbcmac(%s)", aes);
	ck_assert_str_eq(crypto_shash_driver_name(mac), want);
	ck_assert_int_eq(crypto_shash_tfm(mac)->__crt_alg->cra_priority, aes_prio);
	ck_assert_uint_eq(crypto_shash_digestsize(mac), 16);
	ck_assert_uint_eq(crypto_shash_blocksize(mac), 1);
	crypto_free_shash(mac);

	/* By driver name: the generic reference testmgr compares with. */
	struct crypto_aead *gen = crypto_alloc_aead(GENERIC, 0, 0);
	ck_assert(!IS_ERR(gen));
	ck_assert_str_eq(crypto_aead_driver_name(gen), GENERIC);
	ck_assert_str_eq(crypto_tfm_alg_name(crypto_aead_tfm(gen)), "ccm(aes)");
	crypto_free_aead(gen);
}
END_TEST

START_TEST(test_bad_instances)
{
	static const struct aead_bad_name bad[] = {
		/* ccm_base wants a cbcmac of 16 bytes and a counter mode of 16-byte blocks. */
		{ "ccm_base(ctr(aes-generic),hmac(sha256-generic))", -EINVAL },
		{ "ccm_base(cbc(aes-generic),cbcmac(aes-generic))", -EINVAL },
		{ "ccm_base(ctr(aes-generic),ghash-generic)", -EINVAL },
		/* rfc4309 wants a stream AEAD with a 16-byte IV: not GCM's 12. */
		{ "rfc4309(gcm(aes))", -EINVAL },
		{ "ccm(nosuch)", -ENOENT },
		{ "rfc4309(nosuch)", -ENOENT },
	};

	aead_assert_bad_names(bad, sizeof(bad) / sizeof(bad[0]));
	struct crypto_shash *mac = crypto_alloc_shash("cbcmac(sha256)", 0, 0);
	ck_assert(IS_ERR(mac) && PTR_ERR(mac) == -ENOENT);
}
END_TEST

/* ---- vectors ---- */

static const char *const aead_drivers[] = { "ccm(aes)", GENERIC };

/* Every compiled-in vector of @alg through @name: ciphertext and tag, plaintext back, and
 * -EBADMSG with zeros in dst for the inauthentic ones. */
static void check_aead_suite(const char *alg, const char *name)
{
	unsigned int count;
	const struct aead_testvec *vecs = aead_vectors(alg, &count);
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	ck_assert(!IS_ERR(tfm));
	for (unsigned int i = 0; i < count; i++) {
		const struct aead_testvec *v = &vecs[i];
		u8 *buf = malloc(v->alen + v->clen + 1);

		ck_assert_int_eq(crypto_aead_setkey(tfm, (const u8 *)v->key, v->klen), 0);
		ck_assert_int_eq(crypto_aead_setauthsize(tfm, v->clen - v->plen), 0);
		memcpy(buf, v->assoc, v->alen);
		if (!v->novrfy) {
			memcpy(buf + v->alen, v->ptext, v->plen);
			ck_assert_int_eq(
				ccm_flat(tfm, true, buf, buf, v->alen, v->plen, (const u8 *)v->iv),
				0);
			ck_assert_msg(!memcmp(buf + v->alen, v->ctext, v->clen),
				      "%s %s vector %u: wrong ciphertext", name, alg, i);
		}
		memcpy(buf + v->alen, v->ctext, v->clen);
		int err = ccm_flat(tfm, false, buf, buf, v->alen, v->clen, (const u8 *)v->iv);
		if (v->novrfy) {
			ck_assert_msg(err == -EBADMSG, "%s vector %u: %d", alg, i, err);
			ck_assert(all_zero(buf + v->alen, v->plen));
		} else {
			ck_assert_msg(err == 0, "%s vector %u: %d", alg, i, err);
			ck_assert(!memcmp(buf + v->alen, v->ptext, v->plen));
		}
		free(buf);
	}
	crypto_free_aead(tfm);
}

START_TEST(test_vectors)
{
	char esp[CRYPTO_MAX_ALG_NAME];

	check_aead_suite("ccm(aes)", aead_drivers[_i]);
	snprintf(esp, sizeof(esp), "rfc4309(%s)", aead_drivers[_i]);
	check_aead_suite("rfc4309(ccm(aes))", esp);
}
END_TEST

/* cbcmac(aes): each vector by digest() and by updates split at every offset. */
START_TEST(test_cbcmac_vectors)
{
	static const char *const names[] = { "cbcmac(aes)", "cbcmac(aes-generic)" };
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("cbcmac(aes)");
	const struct hash_testvec *vecs = ukc_suite_hash_vecs(suite);

	ck_assert(vecs && suite->count >= 4);
	for (size_t n = 0; n < 2; n++) {
		struct crypto_shash *tfm = crypto_alloc_shash(names[n], 0, 0);
		u8 out[16];

		ck_assert(!IS_ERR(tfm));
		/* A keyed hash: no digest before setkey(). */
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, (const u8 *)"", 0, out), -ENOKEY);
		for (unsigned int i = 0; i < suite->count; i++) {
			const struct hash_testvec *v = &vecs[i];
			SHASH_DESC_ON_STACK(desc, tfm);

			ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)v->key, v->ksize), 0);
			ck_assert_int_eq(crypto_shash_tfm_digest(tfm, (const u8 *)v->plaintext,
								 v->psize, out),
					 0);
			ck_assert_msg(!memcmp(out, v->digest, 16), "%s vector %u", names[n], i);
			for (unsigned int cut = 0; cut <= v->psize; cut++) {
				desc->tfm = tfm;
				memset(out, 0, sizeof(out));
				ck_assert_int_eq(crypto_shash_init(desc), 0);
				ck_assert_int_eq(
					crypto_shash_update(desc, (const u8 *)v->plaintext, cut),
					0);
				ck_assert_int_eq(crypto_shash_finup(desc,
								    (const u8 *)v->plaintext + cut,
								    v->psize - cut, out),
						 0);
				ck_assert_msg(!memcmp(out, v->digest, 16), "%s vector %u cut %u",
					      names[n], i, cut);
			}
		}
		ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)"short", 5), -EINVAL);
		crypto_free_shash(tfm);
	}
}
END_TEST

/* SP 800-38C C.4 (Example 4) and IEEE P1619.1/D22 D.2.6, via nettle testsuite/ccm-test.c:
 * 65536 bytes of AD (00 01 ... ff repeated), encoded in the 0xff 0xfe form. */
START_TEST(test_long_ad)
{
	static const u8 key128[16] = { 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
				       0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f };
	static const u8 ct4[] = { 0x69, 0x91, 0x5d, 0xad, 0x1e, 0x84, 0xc6, 0x37, 0x6a, 0x68,
				  0xc2, 0x96, 0x7e, 0x4d, 0xab, 0x61, 0x5a, 0xe0, 0xfd, 0x1f,
				  0xae, 0xc4, 0x4c, 0xc4, 0x84, 0x82, 0x85, 0x29, 0x46, 0x3c,
				  0xcf, 0x72, 0xb4, 0xac, 0x6b, 0xec, 0x93, 0xe8, 0x59, 0x8e,
				  0x7f, 0x0d, 0xad, 0xbc, 0xea, 0x5b };
	static const u8 ct6[] = { 0x04, 0xf8, 0x83, 0xae, 0xb3, 0xbd, 0x07, 0x30, 0xea, 0xf5,
				  0x0b, 0xb6, 0xde, 0x4f, 0xa2, 0x21, 0x20, 0x34, 0xe4, 0xe4,
				  0x1b, 0x0e, 0x75, 0xe5, 0x77, 0xf6, 0xbf, 0x24, 0x22, 0xc0,
				  0xf6, 0xd2, 0x33, 0x76, 0xd2, 0xcf, 0x25, 0x6e, 0xf6, 0x13,
				  0xc5, 0x64, 0x54, 0xcb, 0xb5, 0x26, 0x58, 0x34 };
	enum {
		ALEN = 65536
	};
	u8 *buf = malloc(ALEN + 64 + 16), key256[32], iv[16];

	ck_assert_ptr_nonnull(buf);
	for (unsigned int i = 0; i < 32; i++)
		key256[i] = (u8)(0x40 + i);

	/* Example 4: a 13-byte nonce (L = 2), 32 bytes of text, a 14-byte tag. */
	iv[0] = 1;
	for (unsigned int i = 0; i < 13; i++)
		iv[1 + i] = (u8)(0x10 + i);
	iv[14] = iv[15] = 0;
	for (unsigned int pass = 0; pass < 2; pass++) {
		const u8 *key = pass ? key256 : key128;
		unsigned int plen = 32, tlen = pass ? 16 : 14;
		const u8 *want = pass ? ct6 : ct4;

		if (pass) { /* D.2.6: a 12-byte nonce (L = 3), a 16-byte tag */
			iv[0] = 2;
			iv[13] = iv[14] = iv[15] = 0;
		}
		struct crypto_aead *tfm = alloc_ccm("ccm(aes)", key, pass ? 32 : 16, tlen);

		for (unsigned int i = 0; i < ALEN; i++)
			buf[i] = (u8)i;
		for (unsigned int i = 0; i < plen; i++)
			buf[ALEN + i] = (u8)(0x20 + i);
		ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, ALEN, plen, iv), 0);
		ck_assert_msg(!memcmp(buf + ALEN, want, plen + tlen), "pass %u", pass);
		ck_assert_int_eq(ccm_flat(tfm, false, buf, buf, ALEN, plen + tlen, iv), 0);
		for (unsigned int i = 0; i < plen; i++)
			ck_assert_uint_eq(buf[ALEN + i], 0x20 + i);
		buf[1000] ^= 0x80; /* deep in the AD */
		memcpy(buf + ALEN, want, plen + tlen);
		ck_assert_int_eq(ccm_flat(tfm, false, buf, buf, ALEN, plen + tlen, iv), -EBADMSG);
		ck_assert(all_zero(buf + ALEN, plen));
		crypto_free_aead(tfm);
	}
	free(buf);
}
END_TEST

/* ---- round trips against the reference ---- */

static const unsigned int text_lengths[] = { 0, 1, 15, 16, 17, 31, 32, 33, 100, 255, 256, 4099 };
static const unsigned int ad_lengths[] = { 0, 1, 14, 16, 30, 200 };

START_TEST(test_roundtrip)
{
	const char *name = aead_drivers[_i % 2];
	unsigned int seed = 100 + _i;
	enum {
		MAXLEN = 4099 + 200 + 16 + 1
	};
	u8 *msg = malloc(MAXLEN), *want = malloc(MAXLEN), *buf = malloc(MAXLEN);
	u8 *out = malloc(MAXLEN), key[32], iv[16];

	ck_assert(msg && want && buf && out);
	for (unsigned int k = 0; k < 3; k++) {
		unsigned int klen = 16 + 8 * k;

		fill_random(key, klen, &seed);
		for (unsigned int t = 0; t < sizeof(text_lengths) / sizeof(text_lengths[0]); t++) {
			unsigned int plen = text_lengths[t];
			unsigned int alen = ad_lengths[(t + k) % 6];
			unsigned int m = 4 + 2 * ((t + k + _i) % 7); /* every tag size */
			struct crypto_aead *tfm = alloc_ccm(name, key, klen, m);

			fill_random(msg, alen + plen, &seed);
			fill_random(iv, 16, &seed);
			iv[0] = (u8)(1 + (t + 3 * k) % 7); /* every L' from 1 to 7 */
			if (iv[0] == 1 && plen > 65535)
				iv[0] = 2;
			memcpy(want, msg, alen);
			ref_ccm(key, klen, iv, msg, alen, msg + alen, plen, m, want + alen);

			/* In place, and out of place into a poisoned buffer. */
			memcpy(buf, msg, alen + plen);
			ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, alen, plen, iv), 0);
			ck_assert_msg(!memcmp(buf, want, alen + plen + m),
				      "%s plen %u alen %u m %u", name, plen, alen, m);
			memset(out, POISON, MAXLEN);
			memcpy(out, msg, alen); /* the AD is not copied to dst */
			ck_assert_int_eq(ccm_flat(tfm, true, msg, out, alen, plen, iv), 0);
			ck_assert(!memcmp(out, want, alen + plen + m));
			ck_assert_uint_eq(out[alen + plen + m], POISON);

			memset(out, POISON, MAXLEN);
			memcpy(out, msg, alen);
			ck_assert_int_eq(ccm_flat(tfm, false, buf, out, alen, plen + m, iv), 0);
			ck_assert(!memcmp(out, msg, alen + plen));
			ck_assert_uint_eq(out[alen + plen], POISON);
			ck_assert_int_eq(ccm_flat(tfm, false, buf, buf, alen, plen + m, iv), 0);
			ck_assert(!memcmp(buf, msg, alen + plen));
			crypto_free_aead(tfm);
		}
	}
	free(msg);
	free(want);
	free(buf);
	free(out);
}
END_TEST

/* ---- bad input ---- */

/* Encrypts, corrupts one byte at @at of AD || ciphertext || tag and decrypts: -EBADMSG, and
 * the destination's text holds zeros, not the message. */
static void check_tamper(const char *name, unsigned int at, bool inplace, unsigned int *seed)
{
	enum {
		ALEN = 20,
		PLEN = 77,
		M = 10
	};
	u8 msg[ALEN + PLEN], ct[ALEN + PLEN + M], out[ALEN + PLEN + M], key[16], iv[16];

	fill_random(key, sizeof(key), seed);
	struct crypto_aead *tfm = alloc_ccm(name, key, 16, M);
	fill_random(msg, sizeof(msg), seed);
	fill_random(iv, sizeof(iv), seed);
	iv[0] = 3;
	memcpy(ct, msg, sizeof(msg));
	ck_assert_int_eq(ccm_flat(tfm, true, ct, ct, ALEN, PLEN, iv), 0);
	ct[at] ^= 0x01;
	memset(out, POISON, sizeof(out));
	if (inplace)
		memcpy(out, ct, sizeof(ct));
	else
		memcpy(out, msg, ALEN);
	ck_assert_int_eq(ccm_flat(tfm, false, inplace ? out : ct, out, ALEN, PLEN + M, iv),
			 -EBADMSG);
	ck_assert_msg(all_zero(out + ALEN, PLEN), "%s: plaintext left in dst (byte %u)", name, at);
	crypto_free_aead(tfm);
}

START_TEST(test_bad_tag)
{
	static const unsigned int at[] = { 0, 19, 20, 50, 96, 97, 106 };
	unsigned int seed = 7;

	for (size_t n = 0; n < 2; n++)
		for (size_t i = 0; i < sizeof(at) / sizeof(at[0]); i++) {
			check_tamper(aead_drivers[n], at[i], true, &seed);
			check_tamper(aead_drivers[n], at[i], false, &seed);
		}
}
END_TEST

/* iv[0] is L' = L - 1 with 2 <= L <= 8: anything else is -EINVAL before any output. */
START_TEST(test_bad_iv)
{
	static const u8 bad[] = { 0, 8, 9, 0x41, 0xff };
	u8 key[16] = { 1 }, iv[16] = { 0 }, buf[64], keep[64];
	struct crypto_aead *tfm = alloc_ccm(aead_drivers[_i], key, 16, 8);

	for (size_t i = 0; i < sizeof(bad); i++) {
		iv[0] = bad[i];
		memset(buf, POISON, sizeof(buf));
		memcpy(keep, buf, sizeof(buf));
		ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, 8, 24, iv), -EINVAL);
		ck_assert_int_eq(ccm_flat(tfm, false, buf, buf, 8, 32, iv), -EINVAL);
		ck_assert(!memcmp(buf, keep, sizeof(buf)));
	}
	for (u8 lp = 1; lp <= 7; lp++) {
		iv[0] = lp;
		ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, 8, 24, iv), 0);
		ck_assert_int_eq(ccm_flat(tfm, false, buf, buf, 8, 32, iv), 0);
	}
	crypto_free_aead(tfm);
}
END_TEST

/* The message length must fit in L bytes: 65535 does with L = 2, 65536 does not (6.12 lets
 * exactly 2^16 through with a wrapped length field; ukcrypto refuses it with the -EOVERFLOW
 * 6.12 gives a longer one). */
START_TEST(test_length_field)
{
	enum {
		LEN = 65537
	};
	u8 key[16] = { 2 }, iv[16] = { 1 };
	u8 *buf = calloc(1, LEN + 16);
	struct crypto_aead *tfm = alloc_ccm(aead_drivers[_i], key, 16, 16);

	ck_assert_ptr_nonnull(buf);
	ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, 0, 65535, iv), 0);
	ck_assert_int_eq(ccm_flat(tfm, false, buf, buf, 0, 65535 + 16, iv), 0);
	ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, 0, 65536, iv), -EOVERFLOW);
	ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, 0, 65537, iv), -EOVERFLOW);
	memset(buf, POISON, LEN + 16);
	ck_assert_int_eq(ccm_flat(tfm, false, buf, buf, 0, 65537 + 16, iv), -EOVERFLOW);
	ck_assert(all_zero(buf, 65537)); /* nothing decrypted is left */
	iv[0] = 2;			 /* L = 3 takes it */
	ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, 0, 65537, iv), 0);
	free(buf);
	crypto_free_aead(tfm);
}
END_TEST

START_TEST(test_authsize)
{
	u8 key[19] = { 3 };

	for (size_t n = 0; n < 2; n++) {
		struct crypto_aead *tfm = crypto_alloc_aead(aead_drivers[n], 0, 0);
		char esp_name[CRYPTO_MAX_ALG_NAME];

		ck_assert(!IS_ERR(tfm));
		for (unsigned int a = 0; a <= 20; a++) {
			int want = a >= 4 && a <= 16 && a % 2 == 0 ? 0 : -EINVAL;

			ck_assert_msg(crypto_aead_setauthsize(tfm, a) == want, "authsize %u", a);
		}
		crypto_free_aead(tfm);

		snprintf(esp_name, sizeof(esp_name), "rfc4309(%s)", aead_drivers[n]);
		tfm = crypto_alloc_aead(esp_name, 0, 0);
		ck_assert(!IS_ERR(tfm));
		for (unsigned int a = 0; a <= 20; a++) {
			int want = a == 8 || a == 12 || a == 16 ? 0 : -EINVAL;

			ck_assert_msg(crypto_aead_setauthsize(tfm, a) == want, "rfc4309 %u", a);
		}
		/* The key ends with the 3-byte salt. */
		ck_assert_int_eq(crypto_aead_setkey(tfm, key, 2), -EINVAL);
		ck_assert_int_eq(crypto_aead_setkey(tfm, key, 18), -EINVAL);
		ck_assert_int_eq(crypto_aead_setkey(tfm, key, 19), 0);
		crypto_free_aead(tfm);
	}
}
END_TEST

/* RFC 4309's AD is the ESP header and IV: 16 or 20 bytes, anything else -EINVAL; the IV at
 * the AD's end is what the request's IV says, not authenticated twice. */
START_TEST(test_rfc4309_assoclen)
{
	u8 key[19], buf[128] = { 0 }, iv[8];
	unsigned int seed = 9;
	char name[CRYPTO_MAX_ALG_NAME];

	snprintf(name, sizeof(name), "rfc4309(%s)", aead_drivers[_i]);
	fill_random(key, sizeof(key), &seed);
	fill_random(iv, sizeof(iv), &seed);
	struct crypto_aead *tfm = alloc_ccm(name, key, 19, 12);

	for (unsigned int alen = 0; alen <= 40; alen++) {
		int want = alen == 16 || alen == 20 ? 0 : -EINVAL;

		ck_assert_msg(ccm_flat(tfm, true, buf, buf, alen, 32, iv) == want, "enc %u", alen);
		if (want)
			ck_assert_msg(ccm_flat(tfm, false, buf, buf, alen, 44, iv) == want,
				      "dec %u", alen);
	}

	/* rfc4309 equals ccm with A0 = 3 || salt || IV || 0 and the header alone as AD. */
	struct crypto_aead *ccm = alloc_ccm(aead_drivers[_i], key, 16, 12);
	u8 esp[20 + 40 + 12], plain[12 + 40 + 12], a0[16] = { 3 };

	fill_random(esp, 12, &seed);
	memcpy(esp + 12, iv, 8);
	fill_random(esp + 20, 40, &seed);
	memcpy(plain, esp, 12);
	memcpy(plain + 12, esp + 20, 40);
	memcpy(a0 + 1, key + 16, 3);
	memcpy(a0 + 4, iv, 8);
	ck_assert_int_eq(ccm_flat(tfm, true, esp, esp, 20, 40, iv), 0);
	ck_assert_int_eq(ccm_flat(ccm, true, plain, plain, 12, 40, a0), 0);
	ck_assert(!memcmp(esp + 20, plain + 12, 52));
	ck_assert_int_eq(ccm_flat(tfm, false, esp, esp, 20, 52, iv), 0);
	esp[3] ^= 1;
	ck_assert_int_eq(ccm_flat(tfm, false, esp, esp, 20, 52, iv), -EBADMSG);
	crypto_free_aead(ccm);
	crypto_free_aead(tfm);
}
END_TEST

/* With SIMD unusable the x86 ctr driver goes through cryptd, so ccm's ctr step completes
 * asynchronously: the same results, and a bad tag is still refused with dst wiped. */
START_TEST(test_async_ctr)
{
	u8 key[16], iv[16], msg[16 + 300], a[16 + 300 + 16], b[16 + 300 + 16];
	unsigned int seed = 11;

	fill_random(key, sizeof(key), &seed);
	fill_random(iv, sizeof(iv), &seed);
	fill_random(msg, sizeof(msg), &seed);
	iv[0] = 3;
	struct crypto_aead *tfm = alloc_ccm("ccm(aes)", key, 16, 16);
	struct crypto_aead *gen = alloc_ccm(GENERIC, key, 16, 16);

	memcpy(b, msg, sizeof(msg));
	ck_assert_int_eq(ccm_flat(gen, true, b, b, 16, 300, iv), 0);
	crypto_simd_disabled_for_test = true;
	memcpy(a, msg, sizeof(msg));
	ck_assert_int_eq(ccm_flat(tfm, true, a, a, 16, 300, iv), 0);
	ck_assert(!memcmp(a, b, sizeof(a)));
	ck_assert_int_eq(ccm_flat(tfm, false, a, a, 16, 316, iv), 0);
	ck_assert(!memcmp(a, msg, sizeof(msg)));
	b[16 + 300 + 5] ^= 4;
	ck_assert_int_eq(ccm_flat(tfm, false, b, b, 16, 316, iv), -EBADMSG);
	ck_assert(all_zero(b + 16, 300));
	crypto_simd_disabled_for_test = false;
	crypto_free_aead(gen);
	crypto_free_aead(tfm);
}
END_TEST

/* The instances passed their self-tests, which main() asked to include the extra ones (random
 * configurations and the comparison with the generic driver), without a failure line. */
START_TEST(test_selftests)
{
	static char text[1 << 18];
	static const char *const names[] = { "ccm(aes)", "rfc4309(ccm(aes))", "cbcmac(aes)",
					     GENERIC };
	char log[1 << 16];

	for (size_t i = 0; i < 3; i++) {
		struct crypto_tfm *t;
		void *mem;

		if (i == 2) {
			mem = crypto_alloc_shash(names[i], 0, 0);
			t = crypto_shash_tfm(mem);
		} else {
			mem = crypto_alloc_aead(names[i], 0, 0);
			t = crypto_aead_tfm(mem);
		}
		ck_assert(!IS_ERR(mem));
		crypto_destroy_tfm(mem, t);
	}
	ck_assert_uint_lt(ukc_proc_crypto(text, sizeof(text)), sizeof(text));
	for (size_t i = 0; i < 4; i++) {
		char head[200];

		snprintf(head, sizeof(head), "name         : %s\n", i == 3 ? "ccm(aes)" : names[i]);
		const char *block = strstr(text, head);
		ck_assert_msg(block, "no /proc/crypto block for %s", names[i]);
		const char *end = strstr(block, "\n\n");
		const char *st = strstr(block, "selftest     : passed\n");
		ck_assert_msg(st && st < end, "%s did not pass", names[i]);
	}
	ukc_log_read(log, sizeof(log));
	ck_assert_msg(strstr(log, "failed") == NULL, "%s", log);
	struct ukc_testmgr_options opts;
	ukc_testmgr_get_options(&opts);
	ck_assert(!opts.noextratests); /* they were on when main() made the instances */
}
END_TEST

/* FIPS mode (UKCRYPTO_FIPS=1): 6.12 allows ccm(aes) and rfc4309(ccm(aes)) but not cbcmac(aes),
 * which stays usable as their part only. */
START_TEST(test_fips)
{
	static char text[1 << 18];
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("ccm(aes)");
	const struct aead_testvec *v = ukc_suite_aead_vecs(suite);

	ck_assert(fips_enabled);
	struct crypto_shash *mac = crypto_alloc_shash("cbcmac(aes)", 0, 0);
	ck_assert_msg(IS_ERR(mac) && PTR_ERR(mac) == -ENOENT, "cbcmac(aes): %ld",
		      IS_ERR(mac) ? PTR_ERR(mac) : 0L);
	for (size_t n = 0; n < 2; n++) {
		struct crypto_aead *tfm = alloc_ccm(aead_drivers[n], (const u8 *)v->key, v->klen,
						    v->clen - v->plen);
		u8 buf[128];

		memcpy(buf, v->assoc, v->alen);
		memcpy(buf + v->alen, v->ptext, v->plen);
		ck_assert_int_eq(ccm_flat(tfm, true, buf, buf, v->alen, v->plen, (const u8 *)v->iv),
				 0);
		ck_assert(!memcmp(buf + v->alen, v->ctext, v->clen));
		crypto_free_aead(tfm);
	}
	struct crypto_aead *esp = crypto_alloc_aead("rfc4309(ccm(aes))", 0, 0);
	ck_assert(!IS_ERR(esp));
	crypto_free_aead(esp);
	ukc_proc_crypto(text, sizeof(text));
	const char *gen = strstr(text, "driver       : " GENERIC "\n");
	ck_assert(gen && strstr(gen, "fips         : yes\n") < strstr(gen, "\n\n"));
	ck_assert(strstr(gen, "fips         : yes\n") != NULL);
}
END_TEST

static Suite *ccm_suite(void)
{
	Suite *s = check_new_suite("ccm", "api", 120, { test_selftests }, { test_names },
				   { test_bad_instances }, { test_bad_tag }, { test_bad_iv, 2 },
				   { test_length_field, 2 }, { test_authsize },
				   { test_rfc4309_assoclen, 2 }, { test_async_ctr });

	check_new_tcase(s, "data", 120, { test_vectors, 2 }, { test_cbcmac_vectors },
			{ test_long_ad }, { test_roundtrip, 4 });
	return s;
}

int main(void)
{
	/* The built-in algorithms register with the default self-tests; the ccm instances, made
	 * once here before the tests fork, get the extra ones too (reproducible, 20 random
	 * configurations each, with the comparison against the generic driver). */
	setenv("UKCRYPTO_TEST_SEED", "20261201", 1);
	unsetenv("UKCRYPTO_EXTRATESTS");
	unsetenv("UKCRYPTO_NOEXTRATESTS");
	if (crypto_init())
		return EXIT_FAILURE;
	if (fips_enabled)
		return check_run(check_new_suite("ccm-fips", "fips", 0, { test_fips }));
	struct ukc_testmgr_options opts;
	ukc_testmgr_get_options(&opts);
	opts.noextratests = false;
	opts.fuzz_iterations = 20;
	ukc_testmgr_set_options(&opts);

	static const char *const aeads[] = { "ccm(aes)", "rfc4309(ccm(aes))", GENERIC,
					     "rfc4309(" GENERIC ")" };
	for (size_t i = 0; i < sizeof(aeads) / sizeof(aeads[0]); i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(aeads[i], 0, 0);

		if (IS_ERR(tfm))
			return EXIT_FAILURE;
		crypto_free_aead(tfm);
	}
	struct crypto_shash *mac = crypto_alloc_shash("cbcmac(aes)", 0, 0);
	if (IS_ERR(mac))
		return EXIT_FAILURE;
	crypto_free_shash(mac);
	return check_run(ccm_suite());
}
