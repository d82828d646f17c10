// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the skcipher and lskcipher APIs and the ecb, cbc and ctr templates over AES
// (registration checks: test_skcipher_register.c).

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/internal/cipher.h>
#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/scatterlist.h>

#include "check_run.h"

struct mode_vec {
	const char *src; /* where the vector comes from */
	const char *key;
	unsigned int klen;
	const char *iv;
	const char *iv_out;
	const char *ptext;
	const char *ctext;
	unsigned int len;
};

/* NIST SP 800-38A F.2.1 CBC-AES128.Encrypt, via Botan src/tests/data/modes/cbc.vec
 * ([AES-128/CBC/NoPadding]); the output IV is the
 * last ciphertext block. */
static const char f21_key[] = "2B7E151628AED2A6ABF7158809CF4F3C";
static const char f21_iv[] = "000102030405060708090A0B0C0D0E0F";
static const char f21_ptext[] = "6BC1BEE22E409F96E93D7E117393172AAE2D8A571E03AC9C9EB76FAC45AF8E51"
				"30C81C46A35CE411E5FBC1191A0A52EFF69F2445DF4F9B17AD2B417BE66C3710";
static const char f21_ctext[] = "7649ABAC8119B246CEE98E9B12E9197D5086CB9B507219EE95DB113A917678B2"
				"73BED6B8E3C1743B7116E69E222295163FF1CAA1681FAC09120ECA307586E1A7";

static const struct mode_vec cbc_vecs[] = {
	{ "NIST SP 800-38A F.2.1, via Botan modes_cbc.vec", f21_key, 16, f21_iv,
	  "3FF1CAA1681FAC09120ECA307586E1A7", f21_ptext, f21_ctext, 64 },
	/* NIST SP 800-38A F.2.3, via linux crypto/testmgr.h aes_cbc_tv_template */
	{ "NIST SP 800-38A F.2.3, via linux crypto/testmgr.h aes_cbc_tv_template",
	  "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", 24,
	  "000102030405060708090a0b0c0d0e0f", "08b0e27988598881d920a9e64f5615cd",
	  "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
	  "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710",
	  "4f021db243bc633d7178183a9fa071e8b4d9ada9ad7dedf4e5e738763f69145a"
	  "571b242012fb7ae07fa9baac3df102e008b0e27988598881d920a9e64f5615cd",
	  64 },
	/* NIST SP 800-38A F.2.5, via linux crypto/testmgr.h aes_cbc_tv_template */
	{ "NIST SP 800-38A F.2.5, via linux crypto/testmgr.h aes_cbc_tv_template",
	  "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", 32,
	  "000102030405060708090a0b0c0d0e0f", "b2eb05e2c39be9fcda6c19078c6a9d1b",
	  "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
	  "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710",
	  "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d"
	  "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b",
	  64 },
};

/* FIPS-197 C.1, C.2, C.3 (one block each), via linux crypto/testmgr.h aes_tv_template */
static const struct mode_vec ecb_vecs[] = {
	{ "FIPS-197 C.1, via linux crypto/testmgr.h aes_tv_template",
	  "000102030405060708090a0b0c0d0e0f", 16, NULL, NULL, "00112233445566778899aabbccddeeff",
	  "69c4e0d86a7b0430d8cdb78070b4c55a", 16 },
	{ "FIPS-197 C.2, via linux crypto/testmgr.h aes_tv_template",
	  "000102030405060708090a0b0c0d0e0f1011121314151617", 24, NULL, NULL,
	  "00112233445566778899aabbccddeeff", "dda97ca4864cdfe06eaf70a0ec0d7191", 16 },
	{ "FIPS-197 C.3, via linux crypto/testmgr.h aes_tv_template",
	  "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", 32, NULL, NULL,
	  "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089", 16 },
};

/* NIST SP 800-38A F.5.1 CTR-AES128.Encrypt, via linux crypto/testmgr.h aes_ctr_tv_template */
static const struct mode_vec ctr_vecs[] = {
	{ "NIST SP 800-38A F.5.1, via linux crypto/testmgr.h aes_ctr_tv_template",
	  "2b7e151628aed2a6abf7158809cf4f3c", 16, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
	  "f0f1f2f3f4f5f6f7f8f9fafbfcfdff03",
	  "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
	  "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710",
	  "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
	  "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee",
	  64 },
};

#define BUF_MAX 4200

static void unhex(u8 *out, const char *hex, size_t n)
{
	ck_assert_uint_eq(strlen(hex), 2 * n);
	for (size_t i = 0; i < n; i++) {
		char b[3] = { hex[2 * i], hex[2 * i + 1], 0 };

		out[i] = (u8)strtoul(b, NULL, 16);
	}
}

/* A vector in bytes. */
struct bin_vec {
	u8 key[32], iv[16], iv_out[16], ptext[64], ctext[64];
	unsigned int klen, len;
	bool has_iv;
};

static void load_vec(const struct mode_vec *v, struct bin_vec *b)
{
	b->klen = v->klen;
	b->len = v->len;
	unhex(b->key, v->key, b->klen);
	b->has_iv = v->iv != NULL;
	if (v->iv) {
		unhex(b->iv, v->iv, 16);
		unhex(b->iv_out, v->iv_out, 16);
	}
	unhex(b->ptext, v->ptext, b->len);
	unhex(b->ctext, v->ctext, b->len);
}

/*
 * One skcipher request over @len bytes. The source is split into two scatterlist entries at
 * @split (none when 0), the destination at @dsplit; @dst == @src means in place.
 */
static int sk_crypt(struct crypto_skcipher *tfm, bool enc, u8 *src, u8 *dst, unsigned int len,
		    u8 *iv, unsigned int split, unsigned int dsplit)
{
	struct scatterlist ssg[2], dsg[2];
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	ck_assert_ptr_nonnull(req);
	if (split && split < len) {
		sg_init_table(ssg, 2);
		sg_set_buf(&ssg[0], src, split);
		sg_set_buf(&ssg[1], src + split, len - split);
	} else {
		sg_init_one(ssg, src, len);
	}
	if (dst != src && dsplit && dsplit < len) {
		sg_init_table(dsg, 2);
		sg_set_buf(&dsg[0], dst, dsplit);
		sg_set_buf(&dsg[1], dst + dsplit, len - dsplit);
	} else if (dst != src) {
		sg_init_one(dsg, dst, len);
	}
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, ssg, dst == src ? ssg : dsg, len, iv);
	err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
			      &wait);
	skcipher_request_free(req);
	return err;
}

static struct crypto_skcipher *sk_alloc_key(const char *name, const u8 *key, unsigned int klen)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, klen), 0);
	return tfm;
}

/* Encrypt and decrypt @v through the skcipher API, out of place with odd splits and in place. */
static void check_sk_vec(const char *name, const struct mode_vec *v)
{
	struct bin_vec b;
	u8 out[64], iv[16], buf[64];

	load_vec(v, &b);
	struct crypto_skcipher *tfm = sk_alloc_key(name, b.key, b.klen);

	memcpy(iv, b.iv, 16);
	ck_assert_int_eq(sk_crypt(tfm, true, b.ptext, out, b.len, iv, 17, 40), 0);
	ck_assert_msg(!memcmp(out, b.ctext, b.len), "%s encrypt: %s", name, v->src);
	if (b.has_iv)
		ck_assert_msg(!memcmp(iv, b.iv_out, 16), "%s output IV: %s", name, v->src);

	memcpy(iv, b.iv, 16);
	memcpy(buf, b.ctext, b.len);
	ck_assert_int_eq(sk_crypt(tfm, false, buf, buf, b.len, iv, 31, 0), 0);
	ck_assert_msg(!memcmp(buf, b.ptext, b.len), "%s decrypt: %s", name, v->src);
	if (b.has_iv)
		ck_assert_msg(!memcmp(iv, b.iv_out, 16), "%s decrypt IV: %s", name, v->src);
	crypto_free_skcipher(tfm);
}

/* The same vector through the lskcipher API, out of place and in place. */
static void check_lsk_vec(const char *name, const struct mode_vec *v)
{
	struct bin_vec b;
	u8 out[64], iv[16];
	struct crypto_lskcipher *tfm = crypto_alloc_lskcipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	load_vec(v, &b);
	ck_assert_int_eq(crypto_lskcipher_setkey(tfm, b.key, b.klen), 0);

	memcpy(iv, b.iv, 16);
	ck_assert_int_eq(crypto_lskcipher_encrypt(tfm, b.ptext, out, b.len, iv), 0);
	ck_assert_msg(!memcmp(out, b.ctext, b.len), "%s lskcipher encrypt: %s", name, v->src);
	if (b.has_iv)
		ck_assert_msg(!memcmp(iv, b.iv_out, 16), "%s lskcipher IV: %s", name, v->src);

	memcpy(iv, b.iv, 16);
	ck_assert_int_eq(crypto_lskcipher_decrypt(tfm, out, out, b.len, iv), 0);
	ck_assert_msg(!memcmp(out, b.ptext, b.len), "%s lskcipher decrypt: %s", name, v->src);
	if (b.has_iv)
		ck_assert_msg(!memcmp(iv, b.iv_out, 16), "%s lskcipher dec IV: %s", name, v->src);
	crypto_free_lskcipher(tfm);
}

static void setup(void)
{
	ck_assert_int_eq(crypto_init(), 0);
}

START_TEST(test_driver_names)
{
	static const char *const pairs[][3] = {
		{ "ecb(aes)", "ecb(aes)", "ecb(aes-generic)" },
		{ "ctr(aes)", "ctr(aes)", "ctr(aes-generic)" },
		/* 6.12: cbc over a plain cipher goes through the ecb lskcipher; asked by the
		 * generic name the driver name keeps the ecb, asked by the cipher's driver name
		 * it is "cbc(aes-generic)". Both are named "cbc(aes)". */
		{ "cbc(aes)", "cbc(aes)", "cbc(ecb(aes-generic))" },
		{ "cbc(aes-generic)", "cbc(aes)", "cbc(aes-generic)" },
	};

	for (size_t i = 0; i < ARRAY_SIZE(pairs); i++) {
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(pairs[i][0], 0, 0);

		ck_assert_msg(!IS_ERR(tfm), "%s: %ld", pairs[i][0], PTR_ERR(tfm));
		ck_assert_str_eq(crypto_tfm_alg_name(crypto_skcipher_tfm(tfm)), pairs[i][1]);
		ck_assert_str_eq(crypto_skcipher_driver_name(tfm), pairs[i][2]);
		crypto_free_skcipher(tfm);
	}
}
END_TEST

START_TEST(test_geometry)
{
	struct crypto_skcipher *cbc = crypto_alloc_skcipher("cbc(aes)", 0, 0);
	struct crypto_skcipher *ecb = crypto_alloc_skcipher("ecb(aes)", 0, 0);
	struct crypto_skcipher *ctr = crypto_alloc_skcipher("ctr(aes)", 0, 0);

	ck_assert(!IS_ERR(cbc) && !IS_ERR(ecb) && !IS_ERR(ctr));
	ck_assert_uint_eq(crypto_skcipher_blocksize(cbc), 16);
	ck_assert_uint_eq(crypto_skcipher_ivsize(cbc), 16);
	ck_assert_uint_eq(crypto_skcipher_chunksize(cbc), 16);
	ck_assert_uint_eq(crypto_skcipher_blocksize(ecb), 16);
	ck_assert_uint_eq(crypto_skcipher_ivsize(ecb), 0);
	ck_assert_uint_eq(crypto_skcipher_blocksize(ctr), 1);
	ck_assert_uint_eq(crypto_skcipher_ivsize(ctr), 16);
	ck_assert_uint_eq(crypto_skcipher_chunksize(ctr), 16);
	ck_assert_uint_eq(crypto_skcipher_min_keysize(cbc), 16);
	ck_assert_uint_eq(crypto_skcipher_max_keysize(ctr), 32);
	/* cbc and ecb are lskciphers under the skcipher API; ctr is an skcipher. */
	ck_assert_uint_eq(crypto_tfm_alg_type(crypto_skcipher_tfm(cbc)), CRYPTO_ALG_TYPE_LSKCIPHER);
	ck_assert_uint_eq(crypto_tfm_alg_type(crypto_skcipher_tfm(ctr)), CRYPTO_ALG_TYPE_SKCIPHER);
	crypto_free_skcipher(cbc);
	crypto_free_skcipher(ecb);
	crypto_free_skcipher(ctr);
}
END_TEST

START_TEST(test_type_lookups)
{
	struct crypto_sync_skcipher *sync = crypto_alloc_sync_skcipher("cbc(aes)", 0, 0);
	struct crypto_lskcipher *lsk = crypto_alloc_lskcipher("ctr(aes)", 0, 0);

	ck_assert_msg(!IS_ERR(sync), "sync cbc(aes): %ld", PTR_ERR(sync));
	crypto_free_sync_skcipher(sync);
	/* ctr is an skcipher only: the lskcipher frontend cannot have it. */
	ck_assert(IS_ERR(lsk));
	ck_assert_int_eq(crypto_has_skcipher("cbc(aes)", 0, 0), 1);
	ck_assert_int_eq(crypto_has_skcipher("ecb(no-such-cipher)", 0, 0), 0);
	ck_assert(IS_ERR(crypto_alloc_skcipher("cbc(no-such-cipher)", 0, 0)));
}
END_TEST

START_TEST(test_cbc_vectors)
{
	check_sk_vec("cbc(aes)", &cbc_vecs[_i]);
	check_sk_vec("cbc(aes-generic)", &cbc_vecs[_i]);
	check_lsk_vec("cbc(aes)", &cbc_vecs[_i]);
}
END_TEST

START_TEST(test_ecb_vectors)
{
	check_sk_vec("ecb(aes)", &ecb_vecs[_i]);
	check_lsk_vec("ecb(aes)", &ecb_vecs[_i]);
}
END_TEST

START_TEST(test_ctr_vectors)
{
	check_sk_vec("ctr(aes)", &ctr_vecs[_i]);
}
END_TEST

/* ECB over four blocks, from the F.2.1 data: ECB_K(P_i ^ C_{i-1}) = C_i with C_0 = IV. */
START_TEST(test_ecb_multiblock_from_cbc)
{
	struct bin_vec b;
	u8 in[64], out[64];

	load_vec(&cbc_vecs[0], &b);
	for (unsigned int i = 0; i < 64; i++)
		in[i] = b.ptext[i] ^ (i < 16 ? b.iv[i] : b.ctext[i - 16]);

	struct crypto_skcipher *tfm = sk_alloc_key("ecb(aes)", b.key, b.klen);

	ck_assert_int_eq(sk_crypt(tfm, true, in, out, 64, NULL, 24, 8), 0);
	ck_assert(!memcmp(out, b.ctext, 64));
	ck_assert_int_eq(sk_crypt(tfm, false, out, out, 64, NULL, 0, 0), 0);
	ck_assert(!memcmp(out, in, 64));
	crypto_free_skcipher(tfm);
}
END_TEST

START_TEST(test_bad_lengths)
{
	static const char *const names[] = { "cbc(aes)", "ecb(aes)" };
	static const unsigned int lens[] = { 1, 15, 17, 31, 63 };
	u8 key[16] = { 1 }, buf[64] = { 0 }, iv[16] = { 0 };

	for (size_t n = 0; n < ARRAY_SIZE(names); n++) {
		struct crypto_skcipher *tfm = sk_alloc_key(names[n], key, 16);
		struct crypto_lskcipher *lsk = crypto_alloc_lskcipher(names[n], 0, 0);

		ck_assert(!IS_ERR(lsk));
		ck_assert_int_eq(crypto_lskcipher_setkey(lsk, key, 16), 0);
		for (size_t l = 0; l < ARRAY_SIZE(lens); l++) {
			ck_assert_int_eq(sk_crypt(tfm, true, buf, buf, lens[l], iv, 0, 0), -EINVAL);
			ck_assert_int_eq(sk_crypt(tfm, false, buf, buf, lens[l], iv, 0, 0),
					 -EINVAL);
			ck_assert_int_eq(crypto_lskcipher_encrypt(lsk, buf, buf, lens[l], iv),
					 -EINVAL);
			ck_assert_int_eq(crypto_lskcipher_decrypt(lsk, buf, buf, lens[l], iv),
					 -EINVAL);
		}
		/* An empty request is fine. */
		ck_assert_int_eq(sk_crypt(tfm, true, buf, buf, 0, iv, 0, 0), 0);
		crypto_free_lskcipher(lsk);
		crypto_free_skcipher(tfm);
	}
}
END_TEST

START_TEST(test_keys)
{
	static const char *const names[] = { "cbc(aes)", "ecb(aes)", "ctr(aes)" };
	u8 key[32] = { 7 }, buf[32] = { 0 }, iv[16] = { 0 };

	for (size_t n = 0; n < ARRAY_SIZE(names); n++) {
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(names[n], 0, 0);

		ck_assert(!IS_ERR(tfm));
		ck_assert(crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY);
		ck_assert_int_eq(sk_crypt(tfm, true, buf, buf, 32, iv, 0, 0), -ENOKEY);
		ck_assert_int_eq(sk_crypt(tfm, false, buf, buf, 32, iv, 0, 0), -ENOKEY);
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 17), -EINVAL);
		ck_assert_int_eq(sk_crypt(tfm, true, buf, buf, 32, iv, 0, 0), -ENOKEY);
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 24), 0);
		ck_assert(!(crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY));
		ck_assert_int_eq(sk_crypt(tfm, true, buf, buf, 32, iv, 0, 0), 0);
		crypto_free_skcipher(tfm);
	}
}
END_TEST

/*
 * 6.12 asymmetry: an skcipher (ctr) rejects a key length outside [min, max] before touching
 * the tfm, so the old key stays usable, while a length in range that the cipher refuses (17
 * for AES) leaves it needing a key. An lskcipher under the skcipher API (cbc) fails inside
 * either way, which always leaves the tfm needing a key.
 */
START_TEST(test_bad_rekey)
{
	u8 key[33] = { 3 }, buf[16] = { 0 }, iv[16] = { 0 };
	struct crypto_skcipher *ctr = sk_alloc_key("ctr(aes)", key, 16);
	struct crypto_skcipher *cbc = sk_alloc_key("cbc(aes)", key, 16);

	ck_assert_int_eq(crypto_skcipher_setkey(ctr, key, 33), -EINVAL);
	ck_assert_int_eq(sk_crypt(ctr, true, buf, buf, 16, iv, 0, 0), 0);
	ck_assert_int_eq(crypto_skcipher_setkey(ctr, key, 17), -EINVAL);
	ck_assert_int_eq(sk_crypt(ctr, true, buf, buf, 16, iv, 0, 0), -ENOKEY);
	ck_assert_int_eq(crypto_skcipher_setkey(cbc, key, 33), -EINVAL);
	ck_assert_int_eq(sk_crypt(cbc, true, buf, buf, 16, iv, 0, 0), -ENOKEY);

	struct crypto_lskcipher *lsk = crypto_alloc_lskcipher("cbc(aes)", 0, 0);

	ck_assert(!IS_ERR(lsk));
	ck_assert_int_eq(crypto_lskcipher_setkey(lsk, key, 17), -EINVAL);
	ck_assert_int_eq(crypto_lskcipher_setkey(lsk, key, 33), -EINVAL);
	crypto_free_lskcipher(lsk);
	crypto_free_skcipher(ctr);
	crypto_free_skcipher(cbc);
}
END_TEST

/* CTR block by block with the single-block cipher: the counter is the whole block, big-endian. */
static void ctr_reference(const u8 *key, const u8 *iv, const u8 *in, u8 *out, unsigned int len,
			  u8 *ctr_out)
{
	struct crypto_cipher *c = crypto_alloc_cipher("aes", 0, 0);
	u8 ctr[16], ks[16];

	ck_assert(!IS_ERR(c));
	ck_assert_int_eq(crypto_cipher_setkey(c, key, 16), 0);
	memcpy(ctr, iv, 16);
	for (unsigned int off = 0; off < len; off += 16) {
		crypto_cipher_encrypt_one(c, ks, ctr);
		for (unsigned int i = 0; i < 16 && off + i < len; i++)
			out[off + i] = in[off + i] ^ ks[i];
		for (int i = 15; i >= 0; i--)
			if (++ctr[i] != 0)
				break;
	}
	memcpy(ctr_out, ctr, 16);
	crypto_free_cipher(c);
}

START_TEST(test_ctr_partial_and_wrap)
{
	static const char *const ivs[] = {
		"fffffffffffffffffffffffffffffffe", /* wraps the whole block to zero */
		"0123456789abcdef00000000fffffffe", /* carries out of the low 32-bit word */
		"0123456789abcdefffffffffffffffff", /* carries out of the low 64 bits */
	};
	static const unsigned int lens[] = { 61, 1, 15, 17, 100, 4099 };
	u8 key[16], iv[16], ref_ctr[16], ctr[16];
	static u8 in[BUF_MAX], ref[BUF_MAX], out[BUF_MAX];

	unhex(key, "2b7e151628aed2a6abf7158809cf4f3c", 16);
	for (unsigned int i = 0; i < BUF_MAX; i++)
		in[i] = (u8)(i * 37 + 5);
	struct crypto_skcipher *tfm = sk_alloc_key("ctr(aes)", key, 16);

	for (size_t v = 0; v < ARRAY_SIZE(ivs); v++) {
		unhex(iv, ivs[v], 16);
		for (size_t l = 0; l < ARRAY_SIZE(lens); l++) {
			ctr_reference(key, iv, in, ref, lens[l], ref_ctr);
			memcpy(ctr, iv, 16);
			ck_assert_int_eq(sk_crypt(tfm, true, in, out, lens[l], ctr, 7, 33), 0);
			ck_assert_msg(!memcmp(out, ref, lens[l]), "iv %zu len %u", v, lens[l]);
			ck_assert_msg(!memcmp(ctr, ref_ctr, 16), "counter iv %zu len %u", v,
				      lens[l]);
		}
	}
	crypto_free_skcipher(tfm);
}
END_TEST

/* RFC 3686 section 6 test vector #2, via linux crypto/testmgr.h aes_ctr_rfc3686_tv_template */
START_TEST(test_rfc3686)
{
	u8 key[20], iv[8], iv0[8], ptext[32], ctext[32], out[32];

	unhex(key, "7e24067817fae0d743d6ce1f32539163006cb6db", 20);
	unhex(iv0, "c0543b59da48d90b", 8);
	unhex(ptext, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", 32);
	unhex(ctext, "5104a106168a72d9790d41ee8edad388eb2e1efc46da57c8fce630df9141be28", 32);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("rfc3686(ctr(aes))", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%ld", PTR_ERR(tfm));
	ck_assert_str_eq(crypto_skcipher_driver_name(tfm), "rfc3686(ctr(aes-generic))");
	ck_assert_uint_eq(crypto_skcipher_ivsize(tfm), 8);
	ck_assert_uint_eq(crypto_skcipher_min_keysize(tfm), 20);
	/* The key is the AES key followed by the 4-byte nonce; 3 bytes cannot hold a nonce. */
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 3), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 20), 0);
	memcpy(iv, iv0, 8);
	ck_assert_int_eq(sk_crypt(tfm, true, ptext, out, 32, iv, 5, 21), 0);
	ck_assert(!memcmp(out, ctext, 32));
	/* The caller's 8-byte IV is not the counter block: it is left as it was. */
	ck_assert(!memcmp(iv, iv0, 8));
	ck_assert_int_eq(sk_crypt(tfm, false, out, out, 32, iv, 0, 0), 0);
	ck_assert(!memcmp(out, ptext, 32));
	crypto_free_skcipher(tfm);
}
END_TEST

/* In place and out of place agree, across page boundaries and ragged splits. */
START_TEST(test_inplace_equals_outofplace)
{
	static const char *const names[] = { "cbc(aes)", "ecb(aes)", "ctr(aes)" };
	static u8 in[BUF_MAX], out[BUF_MAX], buf[BUF_MAX];
	const unsigned int len = 4096 + 64;
	u8 key[16] = { 9, 8, 7 }, iv0[16] = { 0xa5 }, iv1[16], iv2[16];

	for (unsigned int i = 0; i < len; i++)
		in[i] = (u8)(i ^ (i >> 8));
	for (size_t n = 0; n < ARRAY_SIZE(names); n++) {
		struct crypto_skcipher *tfm = sk_alloc_key(names[n], key, 16);

		for (int enc = 0; enc < 2; enc++) {
			memcpy(iv1, iv0, 16);
			memcpy(iv2, iv0, 16);
			memcpy(buf, in, len);
			ck_assert_int_eq(sk_crypt(tfm, enc, in, out, len, iv1, 1000, 2049), 0);
			ck_assert_int_eq(sk_crypt(tfm, enc, buf, buf, len, iv2, 0, 0), 0);
			ck_assert_msg(!memcmp(out, buf, len), "%s enc=%d", names[n], enc);
			ck_assert(!memcmp(iv1, iv2, 16));
			ck_assert(memcmp(out, in, len));
		}
		crypto_free_skcipher(tfm);
	}
}
END_TEST

/* CBC: one request equals two chained ones (the output IV chains), both APIs agree. */
START_TEST(test_cbc_chaining)
{
	static u8 in[1024], one[1024], two[1024], lsk_out[1024];
	u8 key[16] = { 1, 2, 3 }, iv0[16] = { 4, 5, 6 }, iv[16], liv[16];

	for (unsigned int i = 0; i < sizeof(in); i++)
		in[i] = (u8)(i * 11);
	struct crypto_skcipher *tfm = sk_alloc_key("cbc(aes)", key, 16);
	struct crypto_lskcipher *lsk = crypto_alloc_lskcipher("cbc(aes)", 0, 0);

	ck_assert(!IS_ERR(lsk));
	ck_assert_int_eq(crypto_lskcipher_setkey(lsk, key, 16), 0);
	memcpy(iv, iv0, 16);
	ck_assert_int_eq(sk_crypt(tfm, true, in, one, 1024, iv, 0, 0), 0);
	memcpy(iv, iv0, 16);
	ck_assert_int_eq(sk_crypt(tfm, true, in, two, 320, iv, 0, 0), 0);
	ck_assert_int_eq(sk_crypt(tfm, true, in + 320, two + 320, 704, iv, 0, 0), 0);
	ck_assert(!memcmp(one, two, 1024));
	ck_assert(!memcmp(iv, one + 1008, 16));

	memcpy(liv, iv0, 16);
	ck_assert_int_eq(crypto_lskcipher_encrypt(lsk, in, lsk_out, 1024, liv), 0);
	ck_assert(!memcmp(lsk_out, one, 1024));
	/* In-place decryption over more than one internal batch. */
	memcpy(liv, iv0, 16);
	ck_assert_int_eq(crypto_lskcipher_decrypt(lsk, lsk_out, lsk_out, 1024, liv), 0);
	ck_assert(!memcmp(lsk_out, in, 1024));
	ck_assert(!memcmp(liv, one + 1008, 16));
	crypto_free_lskcipher(lsk);
	crypto_free_skcipher(tfm);
}
END_TEST

static Suite *skcipher_api_suite(void)
{
	Suite *s = suite_create("skcipher_api");
	TCase *tc = check_new_tcase(
		s, "core", 60, { test_driver_names }, { test_geometry }, { test_type_lookups },
		{ test_cbc_vectors, ARRAY_SIZE(cbc_vecs) },
		{ test_ecb_vectors, ARRAY_SIZE(ecb_vecs) },
		{ test_ctr_vectors, ARRAY_SIZE(ctr_vecs) }, { test_ecb_multiblock_from_cbc },
		{ test_bad_lengths }, { test_keys }, { test_bad_rekey },
		{ test_ctr_partial_and_wrap }, { test_rfc3686 }, { test_inplace_equals_outofplace },
		{ test_cbc_chaining });

	tcase_add_checked_fixture(tc, setup, NULL);
	return s;
}

int main(void)
{
	return check_run(skcipher_api_suite());
}
