// SPDX-License-Identifier: GPL-2.0-only
// Check suite for ChaCha20-Poly1305: the rfc7539 and rfc7539esp templates (names, priorities,
// key and IV layouts, -EBADMSG with no plaintext released) and the <crypto/chacha20poly1305.h>
// library, each against OpenSSL's EVP_chacha20_poly1305() on random inputs.

#include <stdlib.h>
#include <string.h>

#include <crypto/aead.h>
#include <crypto/chacha20poly1305.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/unaligned.h>

#include <check.h>
#undef fail

#if UKC_TEST_HAVE_LIBCRYPTO
#include <openssl/evp.h>
#endif

#include "check_run.h"
#include "fill_random.h"

#define MAXLEN 2000

/* One request over one buffer holding AD || text (|| tag), in place. */
static int aead_inplace(struct crypto_aead *tfm, bool enc, u8 *buf, unsigned int assoclen,
			unsigned int cryptlen, const u8 *iv)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist sg;
	u8 ivbuf[16];
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	memcpy(ivbuf, iv, crypto_aead_ivsize(tfm));
	sg_init_one(&sg, buf, assoclen + cryptlen + (enc ? 16 : 0));
	aead_request_set_callback(req, 0, crypto_req_done, &wait);
	aead_request_set_ad(req, assoclen);
	aead_request_set_crypt(req, &sg, &sg, cryptlen, ivbuf);
	int err = crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
	aead_request_free(req);
	return err;
}

START_TEST(test_names)
{
	static const char *const names[][2] = {
		{ "rfc7539(chacha20,poly1305)", "rfc7539(chacha20-generic,poly1305-generic)" },
		{ "rfc7539esp(chacha20,poly1305)",
		  "rfc7539esp(chacha20-generic,poly1305-generic)" },
	};
	struct crypto_aead *tfm = crypto_alloc_aead(names[_i][0], 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_aead_tfm(tfm)), names[_i][1]);
	ck_assert_int_eq(crypto_aead_tfm(tfm)->__crt_alg->cra_priority, 100);
	ck_assert_uint_eq(crypto_aead_ivsize(tfm), _i ? 8 : 12);
	ck_assert_uint_eq(crypto_aead_authsize(tfm), 16);
	ck_assert_uint_eq(crypto_aead_blocksize(tfm), 1);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 8), -EINVAL);
	ck_assert_int_eq(crypto_aead_setauthsize(tfm, 16), 0);
	u8 key[36] = { 0 };
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, _i ? 32 : 36), -EINVAL);
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, _i ? 36 : 32), 0);
	crypto_free_aead(tfm);
}
END_TEST

/* rfc7539esp refuses an AD shorter than its 8-byte IV. */
START_TEST(test_esp_short_ad)
{
	struct crypto_aead *tfm = crypto_alloc_aead("rfc7539esp(chacha20,poly1305)", 0, 0);
	u8 key[36] = { 1 }, buf[64] = { 0 }, iv[8] = { 0 };

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(aead_inplace(tfm, true, buf, 7, 16, iv), -EINVAL);
	ck_assert_int_eq(aead_inplace(tfm, true, buf, 8, 16, iv), 0);
	crypto_free_aead(tfm);
}
END_TEST

/* The library seals what the AEAD seals for an RFC 8439 nonce of 4 zero bytes then the
 * 64-bit nonce; any changed byte is refused by both, and neither releases plaintext. */
START_TEST(test_lib_vs_aead)
{
	struct crypto_aead *tfm = crypto_alloc_aead("rfc7539(chacha20,poly1305)", 0, 0);
	static u8 msg[MAXLEN], ad[64], lib[MAXLEN + 16], buf[64 + MAXLEN + 16], out[MAXLEN];
	unsigned int seed = 77;
	u8 key[32], iv[12] = { 0 };

	ck_assert(!IS_ERR(tfm));
	for (int round = 0; round < 100; round++) {
		unsigned int len = rand_r(&seed) % (MAXLEN + 1), alen = rand_r(&seed) % 65;
		u64 nonce = ((u64)rand_r(&seed) << 32) | (u64)rand_r(&seed);

		fill_random(key, sizeof(key), &seed);
		fill_random(msg, len, &seed);
		fill_random(ad, alen, &seed);
		put_unaligned_le64(nonce, iv + 4);
		chacha20poly1305_encrypt(lib, msg, len, ad, alen, nonce, key);
		ck_assert_int_eq(crypto_aead_setkey(tfm, key, sizeof(key)), 0);
		memcpy(buf, ad, alen);
		memcpy(buf + alen, msg, len);
		ck_assert_int_eq(aead_inplace(tfm, true, buf, alen, len, iv), 0);
		ck_assert_msg(memcmp(buf + alen, lib, len + 16) == 0, "len %u ad %u", len, alen);
		/* Tamper with one byte of text, tag or AD. */
		unsigned int at = rand_r(&seed) % (alen + len + 16);
		buf[at] ^= 0x10;
		lib[alen > at ? 0 : at - alen] ^= alen > at ? 0 : 0x10;
		ck_assert_int_eq(aead_inplace(tfm, false, buf, alen, len + 16, iv), -EBADMSG);
		ck_assert_msg(memcmp(buf + alen, lib, len + 16) == 0, "text changed on -EBADMSG");
		const u8 *lib_ad = ad;
		u8 bad_ad[64];
		if (at < alen) {
			memcpy(bad_ad, ad, alen);
			bad_ad[at] ^= 0x10;
			lib_ad = bad_ad;
		}
		memset(out, 0x5a, len);
		ck_assert(!chacha20poly1305_decrypt(out, lib, len + 16, lib_ad, alen, nonce, key));
		for (unsigned int i = 0; i < len; i++)
			ck_assert_uint_eq(out[i], 0x5a);
		/* Undone, both open it. */
		buf[at] ^= 0x10;
		lib[alen > at ? 0 : at - alen] ^= alen > at ? 0 : 0x10;
		ck_assert(chacha20poly1305_decrypt(out, lib, len + 16, ad, alen, nonce, key));
		ck_assert_mem_eq(out, msg, len);
		ck_assert_int_eq(aead_inplace(tfm, false, buf, alen, len + 16, iv), 0);
		ck_assert_mem_eq(buf + alen, msg, len);
	}
	crypto_free_aead(tfm);
}
END_TEST

START_TEST(test_selftest)
{
	ck_assert(chacha20poly1305_selftest());
}
END_TEST

/* The scatterlist forms, cut in random places, give what the flat ones give. */
START_TEST(test_lib_sg)
{
	static u8 msg[MAXLEN], flat[MAXLEN + 16], buf[MAXLEN + 16];
	unsigned int seed = 31;
	u8 key[32], ad[20];

	for (int round = 0; round < 100; round++) {
		unsigned int len = rand_r(&seed) % (MAXLEN + 1);
		unsigned int a = len ? rand_r(&seed) % (len + 1) : 0, b = a + (len - a) / 2;
		struct scatterlist sg[4];

		fill_random(key, sizeof(key), &seed);
		fill_random(msg, len, &seed);
		fill_random(ad, sizeof(ad), &seed);
		chacha20poly1305_encrypt(flat, msg, len, ad, sizeof(ad), round, key);
		memcpy(buf, msg, len);
		sg_init_table(sg, 4);
		sg_set_buf(&sg[0], buf, a);
		sg_set_buf(&sg[1], buf + a, b - a);
		sg_set_buf(&sg[2], buf + b, len - b + 7);
		sg_set_buf(&sg[3], buf + len + 7, 9);
		ck_assert(chacha20poly1305_encrypt_sg_inplace(sg, len, ad, sizeof(ad), round, key));
		ck_assert_mem_eq(buf, flat, len + 16);
		ck_assert(chacha20poly1305_decrypt_sg_inplace(sg, len + 16, ad, sizeof(ad), round,
							      key));
		ck_assert_mem_eq(buf, msg, len);
	}
}
END_TEST

#if UKC_TEST_HAVE_LIBCRYPTO
/* OpenSSL's ChaCha20-Poly1305 with a random 96-bit nonce, against rfc7539 and, for nonces
 * whose first 4 bytes are the salt, rfc7539esp. */
static void openssl_seal(const u8 *key, const u8 *nonce, const u8 *ad, int alen, const u8 *msg,
			 int len, u8 *out)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int outl;

	ck_assert_int_eq(EVP_EncryptInit_ex(ctx, EVP_chacha20_poly1305(), NULL, key, nonce), 1);
	ck_assert_int_eq(EVP_EncryptUpdate(ctx, NULL, &outl, ad, alen), 1);
	ck_assert_int_eq(EVP_EncryptUpdate(ctx, out, &outl, msg, len), 1);
	ck_assert_int_eq(EVP_EncryptFinal_ex(ctx, out + outl, &outl), 1);
	ck_assert_int_eq(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, out + len), 1);
	EVP_CIPHER_CTX_free(ctx);
}

START_TEST(test_openssl)
{
	struct crypto_aead *rfc = crypto_alloc_aead("rfc7539(chacha20,poly1305)", 0, 0);
	struct crypto_aead *esp = crypto_alloc_aead("rfc7539esp(chacha20,poly1305)", 0, 0);
	static u8 msg[MAXLEN], want[MAXLEN + 16], buf[72 + MAXLEN + 16];
	unsigned int seed = 55;
	u8 key[36], nonce[12], ad[64];

	ck_assert(!IS_ERR(rfc) && !IS_ERR(esp));
	for (unsigned int len = 0; len <= MAXLEN; len += 1 + rand_r(&seed) % 41) {
		unsigned int alen = rand_r(&seed) % 57;

		fill_random(key, 32, &seed);
		fill_random(nonce, sizeof(nonce), &seed);
		fill_random(msg, len, &seed);
		fill_random(ad, alen, &seed);
		openssl_seal(key, nonce, ad, (int)alen, msg, (int)len, want);
		ck_assert_int_eq(crypto_aead_setkey(rfc, key, 32), 0);
		memcpy(buf, ad, alen);
		memcpy(buf + alen, msg, len);
		ck_assert_int_eq(aead_inplace(rfc, true, buf, alen, len, nonce), 0);
		ck_assert_msg(memcmp(buf + alen, want, len + 16) == 0, "rfc7539 len %u", len);
		/* rfc7539esp: salt after the key, IV at the end of the AD (not authenticated). */
		memcpy(key + 32, nonce, 4);
		ck_assert_int_eq(crypto_aead_setkey(esp, key, 36), 0);
		memcpy(buf, ad, alen);
		memcpy(buf + alen, nonce + 4, 8);
		memcpy(buf + alen + 8, msg, len);
		ck_assert_int_eq(aead_inplace(esp, true, buf, alen + 8, len, nonce + 4), 0);
		ck_assert_msg(memcmp(buf + alen + 8, want, len + 16) == 0, "esp len %u", len);
		buf[alen + 8 + len] ^= 1;
		ck_assert_int_eq(aead_inplace(esp, false, buf, alen + 8, len + 16, nonce + 4),
				 -EBADMSG);
	}
	crypto_free_aead(rfc);
	crypto_free_aead(esp);
}
END_TEST
#endif

static Suite *chapoly_suite(void)
{
	Suite *s = suite_create("chacha20poly1305");
	TCase *tc __maybe_unused = check_new_tcase(s, "chacha20poly1305", 120, { test_names, 2 },
						   { test_esp_short_ad }, { test_lib_vs_aead },
						   { test_selftest }, { test_lib_sg });

#if UKC_TEST_HAVE_LIBCRYPTO
	tcase_add_test(tc, test_openssl);
#endif
	return s;
}

int main(void)
{
	return check_run(chapoly_suite());
}
