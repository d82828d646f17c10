// SPDX-License-Identifier: GPL-2.0-only
// Camellia, Serpent, Twofish and CAST-256: their known answers through the cipher API and the
// library calls x86 glue code uses, the key lengths each refuses, the driver names templates
// over them take, and the lrw template's own rules.
#include <crypto/algapi.h>
#include <crypto/cast6.h>
#include <crypto/internal/cipher.h>
#include <crypto/serpent.h>
#include <crypto/skcipher.h>
#include <crypto/twofish.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "testvec.h"

static const char *const ciphers[] = { "camellia", "serpent", "twofish", "cast6" };

static int skcipher_crypt(struct crypto_skcipher *tfm, const u8 *in, u8 *out, unsigned int len,
			  u8 *iv, int enc)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist s, d;
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	ck_assert_ptr_nonnull(req);
	sg_init_one(&s, in, len);
	sg_init_one(&d, out, len);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &s, &d, len, iv);
	err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
			      &wait);
	skcipher_request_free(req);
	return err;
}

// Every ECB vector of the cipher, block by block through the single-block cipher API.
static unsigned int check_cipher_vectors(const char *alg)
{
	char name[64];
	snprintf(name, sizeof(name), "ecb(%s)", alg);
	const struct ukc_vector_suite *suite = ukc_find_vector_suite(name);
	const struct cipher_testvec *v = ukc_suite_cipher_vecs(suite);
	struct crypto_cipher *tfm = crypto_alloc_cipher(alg, 0, 0);
	unsigned int checked = 0;
	u8 out[16];

	ck_assert_ptr_nonnull(v);
	ck_assert(!IS_ERR(tfm));
	snprintf(name, sizeof(name), "%s-generic", alg);
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_cipher_tfm(tfm)), name);
	for (unsigned int i = 0; i < suite->count; i++, v++) {
		ck_assert_int_eq(crypto_cipher_setkey(tfm, (const u8 *)v->key, v->klen), 0);
		for (unsigned int off = 0; off < v->len; off += 16) {
			crypto_cipher_encrypt_one(tfm, out, (const u8 *)v->ptext + off);
			ck_assert_msg(!memcmp(out, v->ctext + off, 16), "%s vector %u enc", alg, i);
			crypto_cipher_decrypt_one(tfm, out, (const u8 *)v->ctext + off);
			ck_assert_msg(!memcmp(out, v->ptext + off, 16), "%s vector %u dec", alg, i);
		}
		checked++;
	}
	crypto_free_cipher(tfm);
	return checked;
}

START_TEST(test_known_answers)
{
	for (size_t i = 0; i < sizeof(ciphers) / sizeof(ciphers[0]); i++)
		ck_assert_uint_gt(check_cipher_vectors(ciphers[i]), 3);
}
END_TEST

// RFC 3713 Appendix A, 128-bit key; and RFC 2612 Appendix B, 128-bit key: written here
// apart from the vector files, so a mistake in those cannot hide one in the cipher.
START_TEST(test_spec_vectors)
{
	static const u8 cam_key[16] = { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
					0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10 };
	static const u8 cam_ct[16] = { 0x67, 0x67, 0x31, 0x38, 0x54, 0x96, 0x69, 0x73,
				       0x08, 0x57, 0x06, 0x56, 0x48, 0xea, 0xbe, 0x43 };
	static const u8 c6_key[16] = { 0x23, 0x42, 0xbb, 0x9e, 0xfa, 0x38, 0x54, 0x2c,
				       0x0a, 0xf7, 0x56, 0x47, 0xf2, 0x9f, 0x61, 0x5d };
	static const u8 c6_ct[16] = { 0xc8, 0x42, 0xa0, 0x89, 0x72, 0xb4, 0x3d, 0x20,
				      0x83, 0x6c, 0x91, 0xd1, 0xb7, 0x53, 0x0f, 0x6b };
	static const u8 zero[16];
	struct crypto_cipher *tfm = crypto_alloc_cipher("camellia", 0, 0);
	struct cast6_ctx c6;
	u8 out[16];

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_cipher_setkey(tfm, cam_key, 16), 0);
	crypto_cipher_encrypt_one(tfm, out, cam_key);
	ck_assert(!memcmp(out, cam_ct, 16));
	crypto_free_cipher(tfm);

	ck_assert_int_eq(__cast6_setkey(&c6, c6_key, 16), 0);
	__cast6_encrypt(&c6, out, zero);
	ck_assert(!memcmp(out, c6_ct, 16));
	__cast6_decrypt(&c6, out, out);
	ck_assert(!memcmp(out, zero, 16));
}
END_TEST

// The library calls of <crypto/serpent.h> and <crypto/twofish.h> give what the cipher does.
START_TEST(test_library_calls)
{
	u8 key[32], in[16], a[16], b[16];
	struct serpent_ctx sctx;
	struct twofish_ctx tctx;

	for (unsigned int i = 0; i < 32; i++)
		key[i] = (u8)(7 * i + 1);
	for (unsigned int i = 0; i < 16; i++)
		in[i] = (u8)(3 * i);
	for (unsigned int klen = 0; klen <= 32; klen += 4) {
		struct crypto_cipher *tfm = crypto_alloc_cipher("serpent", 0, 0);

		ck_assert(!IS_ERR(tfm));
		ck_assert_int_eq(crypto_cipher_setkey(tfm, key, klen), 0);
		ck_assert_int_eq(__serpent_setkey(&sctx, key, klen), 0);
		crypto_cipher_encrypt_one(tfm, a, in);
		__serpent_encrypt(&sctx, b, in);
		ck_assert(!memcmp(a, b, 16));
		__serpent_decrypt(&sctx, b, b);
		ck_assert(!memcmp(b, in, 16));
		crypto_free_cipher(tfm);
	}
	// Twofish's tables: encrypting through the cipher after __twofish_setkey() on a copy.
	struct crypto_cipher *tf = crypto_alloc_cipher("twofish", 0, 0);

	ck_assert(!IS_ERR(tf));
	ck_assert_int_eq(__twofish_setkey(&tctx, key, 24), 0);
	ck_assert_int_eq(crypto_cipher_setkey(tf, key, 24), 0);
	ck_assert(!memcmp(crypto_tfm_ctx(crypto_cipher_tfm(tf)), &tctx, sizeof(tctx)));
	crypto_free_cipher(tf);
}
END_TEST

static const struct {
	const char *alg;
	unsigned int klen;
	int err;
} key_lengths[] = {
	{ "camellia", 16, 0 },	     { "camellia", 24, 0 },	  { "camellia", 32, 0 },
	{ "camellia", 0, -EINVAL },  { "camellia", 15, -EINVAL }, { "camellia", 20, -EINVAL },
	{ "camellia", 33, -EINVAL }, { "serpent", 0, 0 },	  { "serpent", 1, 0 },
	{ "serpent", 17, 0 },	     { "serpent", 32, 0 },	  { "serpent", 33, -EINVAL },
	{ "twofish", 16, 0 },	     { "twofish", 24, 0 },	  { "twofish", 32, 0 },
	{ "twofish", 8, -EINVAL },   { "twofish", 20, -EINVAL },  { "twofish", 28, -EINVAL },
	{ "twofish", 40, -EINVAL },  { "cast6", 16, 0 },	  { "cast6", 20, 0 },
	{ "cast6", 28, 0 },	     { "cast6", 32, 0 },	  { "cast6", 12, -EINVAL },
	{ "cast6", 18, -EINVAL },    { "cast6", 30, -EINVAL },	  { "cast6", 36, -EINVAL },
};

// A refused key leaves the previous key in place.
START_TEST(test_key_lengths)
{
	u8 key[48], in[16] = { 1, 2, 3 }, before[16], after[16];

	memset(key, 0x5c, sizeof(key));
	for (size_t i = 0; i < sizeof(key_lengths) / sizeof(key_lengths[0]); i++) {
		struct crypto_cipher *tfm = crypto_alloc_cipher(key_lengths[i].alg, 0, 0);

		ck_assert(!IS_ERR(tfm));
		ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 16), 0);
		crypto_cipher_encrypt_one(tfm, before, in);
		int err = crypto_cipher_setkey(tfm, key + 1, key_lengths[i].klen);

		ck_assert_msg(err == key_lengths[i].err, "%s klen %u: %d", key_lengths[i].alg,
			      key_lengths[i].klen, err);
		if (err) {
			crypto_cipher_encrypt_one(tfm, after, in);
			ck_assert(!memcmp(before, after, 16));
		}
		crypto_free_cipher(tfm);
	}
	// Through the xts and lrw templates: twice the cipher's key, and the key plus 16.
	struct crypto_skcipher *x = crypto_alloc_skcipher("xts(twofish)", 0, 0);
	struct crypto_skcipher *l = crypto_alloc_skcipher("lrw(camellia)", 0, 0);

	ck_assert(!IS_ERR(x) && !IS_ERR(l));
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, 48), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, 40), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(l, key, 40), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(l, key, 32), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(l, key, 36), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(l, key, 16), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(l, key, 8), -EINVAL);
	crypto_free_skcipher(x);
	crypto_free_skcipher(l);
}
END_TEST

static void assert_driver(const char *name, const char *want)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, IS_ERR(tfm) ? PTR_ERR(tfm) : 0);
	ck_assert_str_eq(crypto_skcipher_driver_name(tfm), want);
	crypto_free_skcipher(tfm);
}

START_TEST(test_instance_names)
{
	char name[96], want[96];

	for (size_t i = 0; i < sizeof(ciphers) / sizeof(ciphers[0]); i++) {
		static const char *const fmt[][2] = {
			{ "ecb(%s)", "ecb(%s-generic)" },
			{ "cbc(%s)", "cbc(ecb(%s-generic))" },
			{ "ctr(%s)", "ctr(%s-generic)" },
			{ "xts(%s)", "xts(ecb(%s-generic))" },
			{ "lrw(%s)", "lrw(ecb(%s-generic))" },
			{ "cts(cbc(%s))", "cts(cbc(ecb(%s-generic)))" },
			{ "xts(ecb(%s-generic))", "xts(ecb(%s-generic))" },
		};

		for (size_t j = 0; j < sizeof(fmt) / sizeof(fmt[0]); j++) {
			snprintf(name, sizeof(name), fmt[j][0], ciphers[i]);
			snprintf(want, sizeof(want), fmt[j][1], ciphers[i]);
			assert_driver(name, want);
		}
	}
	// lrw takes only an ECB mode of a 16-byte block cipher.
	ck_assert_int_eq(PTR_ERR(crypto_alloc_skcipher("lrw(cbc(serpent))", 0, 0)), -EINVAL);
	ck_assert_int_eq(PTR_ERR(crypto_alloc_skcipher("lrw(nosuch)", 0, 0)), -ENOENT);
}
END_TEST

// Encrypting and decrypting through every template gives the input back; XTS and CTS take
// a partial last block; LRW refuses one, before writing anything.
START_TEST(test_templates_round_trip)
{
	static const char *const modes[] = { "cbc", "ctr", "xts", "lrw", "cts(cbc" };
	u8 key[64], in[100], out[100], back[100], iv[16], iv0[16];

	for (unsigned int i = 0; i < sizeof(key); i++)
		key[i] = (u8)(i * 13 + 5);
	for (unsigned int i = 0; i < sizeof(in); i++)
		in[i] = (u8)(i ^ 0x3c);
	for (unsigned int i = 0; i < 16; i++)
		iv0[i] = (u8)(0xf0 + i);
	for (size_t c = 0; c < sizeof(ciphers) / sizeof(ciphers[0]); c++) {
		for (size_t m = 0; m < sizeof(modes) / sizeof(modes[0]); m++) {
			char name[64];
			const int cts = m == 4;
			snprintf(name, sizeof(name), cts ? "%s(%s))" : "%s(%s)", modes[m],
				 ciphers[c]);
			struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);
			const unsigned int klen = !strcmp(modes[m], "xts")   ? 32
						  : !strcmp(modes[m], "lrw") ? 32
									     : 16;
			const unsigned int len = m == 0 || m == 3 ? 96 : 100;

			ck_assert(!IS_ERR(tfm));
			ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, klen), 0);
			memcpy(iv, iv0, 16);
			ck_assert_int_eq(skcipher_crypt(tfm, in, out, len, iv, 1), 0);
			ck_assert_msg(memcmp(out, in, len), "%s left the data as it was", name);
			memcpy(iv, iv0, 16);
			ck_assert_int_eq(skcipher_crypt(tfm, out, back, len, iv, 0), 0);
			ck_assert_msg(!memcmp(back, in, len), "%s", name);
			if (m == 3) {
				memset(out, 0x77, sizeof(out));
				memcpy(iv, iv0, 16);
				ck_assert_int_eq(skcipher_crypt(tfm, in, out, 100, iv, 1), -EINVAL);
				for (unsigned int i = 0; i < sizeof(out); i++)
					ck_assert_uint_eq(out[i], 0x77);
				ck_assert(!memcmp(iv, iv0, 16));
			}
			crypto_free_skcipher(tfm);
		}
	}
}
END_TEST

// LRW leaves the index after the last block in the IV (6.12), so a message encrypted in two
// requests equals the message encrypted in one, also across a carry out of the low word.
START_TEST(test_lrw_iv_chaining)
{
	u8 key[48], in[128], one[128], two[128], iv[16], iv0[16];

	for (unsigned int i = 0; i < sizeof(key); i++)
		key[i] = (u8)(i * 29 + 1);
	for (unsigned int i = 0; i < sizeof(in); i++)
		in[i] = (u8)(i * 7);
	memset(iv0, 0, 16);
	memset(iv0 + 8, 0xff, 7);
	iv0[15] = 0xfd; // the low 64 bits wrap after three blocks
	for (size_t c = 0; c < sizeof(ciphers) / sizeof(ciphers[0]); c++) {
		char name[32];
		snprintf(name, sizeof(name), "lrw(%s)", ciphers[c]);
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

		ck_assert(!IS_ERR(tfm));
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 48), 0);
		memcpy(iv, iv0, 16);
		ck_assert_int_eq(skcipher_crypt(tfm, in, one, 128, iv, 1), 0);
		// Eight blocks on: ...fffd + 8 carries into the high half.
		ck_assert_uint_eq(iv[7], 1);
		ck_assert_uint_eq(iv[15], 0x05);
		memcpy(iv, iv0, 16);
		ck_assert_int_eq(skcipher_crypt(tfm, in, two, 48, iv, 1), 0);
		ck_assert_int_eq(skcipher_crypt(tfm, in + 48, two + 48, 80, iv, 1), 0);
		ck_assert(!memcmp(one, two, 128));
		crypto_free_skcipher(tfm);
	}
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("ciphers", "generic", 120, { test_known_answers },
					 { test_spec_vectors }, { test_library_calls },
					 { test_key_lengths }, { test_instance_names },
					 { test_templates_round_trip }, { test_lrw_iv_chaining }));
}
