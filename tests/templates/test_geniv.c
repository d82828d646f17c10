// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the seqiv and echainiv templates: the IV each writes, checked against the
// inner AEAD run directly as RFC 4106 / RFC 4303 lay an ESP packet out; bad input refused.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/aead.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "modes_util.h"

#define SPI_SEQ 8 /* RFC 4303 section 2: the ESP header, SPI and sequence number */
#define TAG 16
#define MAXLEN 256

/* One request over a flat buffer in place: @buf holds AD || text (|| tag). @iv is read and,
 * as the generators do, may be written. */
static int geniv_flat(struct crypto_aead *tfm, bool enc, u8 *buf, unsigned int assoclen,
		      unsigned int cryptlen, u8 *iv)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist sg;
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	ck_assert_ptr_nonnull(req);
	sg_init_one(&sg, buf, assoclen + cryptlen + (enc ? crypto_aead_authsize(tfm) : 0));
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	aead_request_set_crypt(req, &sg, &sg, cryptlen, iv);
	aead_request_set_ad(req, assoclen);
	err = crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
	aead_request_free(req);
	return err;
}

static struct crypto_aead *alloc_keyed(const char *name, const u8 *key, unsigned int keylen)
{
	struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, keylen), 0);
	return tfm;
}

static void put_be64(u8 *p, u64 v)
{
	for (int i = 7; i >= 0; i--, v >>= 8)
		p[i] = (u8)v;
}

static const u8 test_key[36] = { 0x4c, 0x80, 0xcd, 0xef, 0xbb, 0x5d, 0x10, 0xda, 0x90,
				 0x6a, 0xc7, 0x3c, 0x36, 0x13, 0xa6, 0x34, 0x2e, 0x44,
				 0x3b, 0x68, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
				 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10 };

/* An ESP packet before encryption: SPI || seq, an 8-byte IV slot, then @ptlen bytes. */
static void esp_packet(u8 *buf, unsigned int ivlen, unsigned int ptlen)
{
	for (unsigned int i = 0; i < SPI_SEQ + ivlen + ptlen; i++)
		buf[i] = (u8)(i * 7 + 3);
}

/* RFC 4106 section 3: seqiv's IV is salt XOR the sequence number, the same salt for every
 * packet of a transform; rfc4106 run directly with that IV gives the same packet. */
START_TEST(test_seqiv_rfc4106)
{
	struct crypto_aead *gen = alloc_keyed("seqiv(rfc4106(gcm(aes)))", test_key, 20);
	struct crypto_aead *ref = alloc_keyed("rfc4106(gcm(aes))", test_key, 20);
	u8 salt[8], pkt[MAXLEN], want[MAXLEN], iv[8];
	const unsigned int ptlen = 45, len = SPI_SEQ + 8 + ptlen + TAG;

	ck_assert_int_eq(crypto_aead_ivsize(gen), 8);
	for (u64 seq = 0; seq < 4; seq++) {
		esp_packet(pkt, 8, ptlen);
		memcpy(want, pkt, len);
		put_be64(iv, seq * 0x0102030405ull);
		ck_assert_int_eq(geniv_flat(gen, true, pkt, SPI_SEQ, 8 + ptlen, iv), 0);
		ck_assert(!memcmp(pkt, want, SPI_SEQ));
		ck_assert(!memcmp(pkt + SPI_SEQ, iv, 8)); /* req->iv is the IV written */
		u8 seqbe[8];
		put_be64(seqbe, seq * 0x0102030405ull);
		for (int i = 0; i < 8; i++) {
			u8 s = pkt[SPI_SEQ + i] ^ seqbe[i];
			if (!seq)
				salt[i] = s;
			ck_assert_uint_eq(s, salt[i]);
		}
		/* the inner AEAD, its AD the ESP header and the IV, the IV its nonce */
		memcpy(want + SPI_SEQ, pkt + SPI_SEQ, 8);
		memcpy(iv, pkt + SPI_SEQ, 8);
		ck_assert_int_eq(geniv_flat(ref, true, want, SPI_SEQ + 8, ptlen, iv), 0);
		ck_assert(!memcmp(pkt, want, len));

		memset(iv, 0xee, sizeof(iv));
		ck_assert_int_eq(geniv_flat(gen, false, pkt, SPI_SEQ, 8 + ptlen + TAG, iv), 0);
		esp_packet(want, 8, ptlen);
		ck_assert(!memcmp(pkt + SPI_SEQ + 8, want + SPI_SEQ + 8, ptlen));
		ck_assert(!memcmp(iv, pkt + SPI_SEQ, 8)); /* decryption reads the IV back */
	}
	crypto_free_aead(ref);
	crypto_free_aead(gen);
}
END_TEST

/* echainiv over authenc(hmac(sha256),cbc(aes)): the zeroed IV slot is CBC's first block, so
 * it decrypts under ecb(aes) to the IV echainiv derived, and that IV is each 64-bit salt word
 * made odd times the sequence number, in host order; authenc run directly with it agrees. */
START_TEST(test_echainiv_authenc)
{
	u8 key[128], pkt[MAXLEN], want[MAXLEN], iv[16], iv1[16], d[16];
	unsigned int keylen = authenc_key(key, test_key, 32, test_key + 4, 16);
	struct crypto_aead *gen = alloc_keyed("echainiv(authenc(hmac(sha256),cbc(aes)))", key,
					      keylen);
	struct crypto_aead *ref = alloc_keyed("authenc(hmac(sha256),cbc(aes))", key, keylen);
	struct crypto_cipher *aes = crypto_alloc_cipher("aes", 0, 0);
	const unsigned int ptlen = 64, len = SPI_SEQ + 16 + ptlen + 32;

	ck_assert(!IS_ERR(aes));
	ck_assert_int_eq(crypto_cipher_setkey(aes, test_key + 4, 16), 0);
	ck_assert_int_eq(crypto_aead_ivsize(gen), 16);
	for (u64 seq = 1; seq < 5; seq++) {
		esp_packet(pkt, 16, ptlen);
		memset(iv, 0x5a, 8);
		put_be64(iv + 8, seq);
		ck_assert_int_eq(geniv_flat(gen, true, pkt, SPI_SEQ, 16 + ptlen, iv), 0);
		crypto_cipher_decrypt_one(aes, d, pkt + SPI_SEQ);
		/* req->iv is cbc's output IV now: the last ciphertext block */
		ck_assert(!memcmp(iv, pkt + SPI_SEQ + ptlen, 16));
		if (seq == 1)
			memcpy(iv1, d, 16);
		for (int w = 0; w < 2; w++) {
			u64 a, b;
			memcpy(&a, iv1 + 8 * w, 8);
			memcpy(&b, d + 8 * w, 8);
			ck_assert(a & 1);
			ck_assert(b == a * seq);
		}
		esp_packet(want, 16, ptlen);
		memset(want + SPI_SEQ, 0, 16);
		ck_assert_int_eq(geniv_flat(ref, true, want, SPI_SEQ, 16 + ptlen, d), 0);
		ck_assert(!memcmp(pkt, want, len));

		ck_assert_int_eq(geniv_flat(gen, false, pkt, SPI_SEQ, 16 + ptlen + 32, iv), 0);
		esp_packet(want, 16, ptlen);
		ck_assert(!memcmp(pkt + SPI_SEQ + 16, want + SPI_SEQ + 16, ptlen));
	}
	crypto_free_cipher(aes);
	crypto_free_aead(ref);
	crypto_free_aead(gen);
}
END_TEST

/* The names and priority are the inner AEAD's under the template's name. */
START_TEST(test_geniv_names)
{
	struct crypto_aead *gen = crypto_alloc_aead("seqiv(rfc4106(gcm(aes)))", 0, 0);
	struct crypto_aead *in = crypto_alloc_aead("rfc4106(gcm(aes))", 0, 0);
	char want[2 * CRYPTO_MAX_ALG_NAME];

	ck_assert(!IS_ERR(gen) && !IS_ERR(in));
	snprintf(want, sizeof(want), "seqiv(%s)", crypto_tfm_alg_driver_name(crypto_aead_tfm(in)));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_aead_tfm(gen)), want);
	ck_assert_int_eq(crypto_aead_tfm(gen)->__crt_alg->cra_priority,
			 crypto_aead_tfm(in)->__crt_alg->cra_priority);
	crypto_free_aead(in);
	crypto_free_aead(gen);
}
END_TEST

/* 6.12's refusals: an inner ivsize seqiv or echainiv cannot fill, a text shorter than the
 * IV, a packet shorter than IV and tag; a forged tag is -EBADMSG. */
START_TEST(test_geniv_bad)
{
	static const char *const refused[] = {
		"seqiv(gcm(aes))", /* ivsize 12 */
		"echainiv(gcm(aes))",
		"seqiv(authenc(hmac(sha256),ecb(cipher_null)))", /* ivsize 0 */
		"echainiv(authenc(hmac(sha256),ecb(cipher_null)))",
	};
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
		struct crypto_aead *tfm = crypto_alloc_aead(refused[i], 0, 0);
		ck_assert_msg(IS_ERR(tfm), "%s", refused[i]);
	}

	struct crypto_aead *gen = alloc_keyed("seqiv(rfc4106(gcm(aes)))", test_key, 20);
	u8 pkt[MAXLEN], copy[MAXLEN], iv[8] = { 0, 0, 0, 0, 0, 0, 0, 9 };
	const unsigned int ptlen = 32, len = SPI_SEQ + 8 + ptlen + TAG;

	esp_packet(pkt, 8, ptlen);
	ck_assert_int_eq(geniv_flat(gen, true, pkt, SPI_SEQ, 7, iv), -EINVAL);
	ck_assert_int_eq(geniv_flat(gen, false, pkt, SPI_SEQ, 8 + TAG - 1, iv), -EINVAL);
	ck_assert_int_eq(geniv_flat(gen, true, pkt, SPI_SEQ, 8 + ptlen, iv), 0);
	pkt[len - 1] ^= 1;
	memcpy(copy, pkt, len);
	ck_assert_int_eq(geniv_flat(gen, false, pkt, SPI_SEQ, 8 + ptlen + TAG, iv), -EBADMSG);
	/* AD, IV and tag untouched */
	ck_assert(!memcmp(pkt, copy, SPI_SEQ + 8));
	ck_assert(!memcmp(pkt + len - TAG, copy + len - TAG, TAG));
	crypto_free_aead(gen);
}
END_TEST

static Suite *geniv_suite(void)
{
	return check_new_suite("geniv", "core", 0, { test_seqiv_rfc4106 },
			       { test_echainiv_authenc }, { test_geniv_names }, { test_geniv_bad });
}

int main(void)
{
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(geniv_suite());
}
