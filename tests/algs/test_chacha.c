// SPDX-License-Identifier: GPL-2.0-only
// Check suite for ChaCha20, XChaCha20, XChaCha12 and Adiantum: the <crypto/chacha.h> library called as
// kernel code calls it, the generic skciphers (names, priorities, vectors, streaming), and
// random comparisons with OpenSSL's EVP ChaCha20.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/chacha.h>
#include <crypto/internal/cipher.h>
#include <crypto/internal/chacha.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <check.h>
#undef fail

#if UKC_TEST_HAVE_LIBCRYPTO
#include <openssl/evp.h>
#endif

#include "check_run.h"
#include "fill_random.h"
#include "testvec.h"

static void key_words(u32 k[8], const u8 *key)
{
	for (int i = 0; i < 8; i++)
		k[i] = get_unaligned_le32(key + 4 * i);
}

static void unhex(u8 *out, const char *hex, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned int b;

		ck_assert_int_eq(sscanf(hex + 2 * i, "%2x", &b), 1);
		out[i] = (u8)b;
	}
}

/* The library's XChaCha as the kernel's callers build it: HChaCha over the key and the first
 * 16 nonce bytes, then ChaCha with the 64-bit counter and the last 8 nonce bytes. */
static void lib_xchacha(const u8 *key, const u8 iv[XCHACHA_IV_SIZE], u8 *dst, const u8 *src,
			unsigned int len, int nrounds)
{
	u32 k[8], state[16], subkey[8];
	u8 real_iv[CHACHA_IV_SIZE];

	key_words(k, key);
	chacha_init(state, k, iv);
	hchacha_block(state, subkey, nrounds);
	memcpy(real_iv, iv + 24, 8);
	memcpy(real_iv + 8, iv + 16, 8);
	chacha_init(state, subkey, real_iv);
	chacha_crypt(state, dst, src, len, nrounds);
}

/* Every vector of @alg through the library alone (no crypto API). */
static void lib_vectors(const char *alg, int nrounds, bool x)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite(alg);

	ck_assert_ptr_nonnull(suite);
	const struct cipher_testvec *v = suite->vecs;
	for (unsigned int i = 0; i < suite->count; i++, v++) {
		u8 *out = malloc(v->len + 1);
		u32 k[8], state[16];

		ck_assert_ptr_nonnull(out);
		if (x) {
			lib_xchacha((const u8 *)v->key, (const u8 *)v->iv, out,
				    (const u8 *)v->ptext, v->len, nrounds);
		} else {
			key_words(k, (const u8 *)v->key);
			chacha_init(state, k, (const u8 *)v->iv);
			chacha_crypt(state, out, (const u8 *)v->ptext, v->len, nrounds);
			/* One counter step per block begun. */
			ck_assert_uint_eq(state[12],
					  get_unaligned_le32(v->iv) + (v->len + 63) / 64);
		}
		ck_assert_msg(memcmp(out, v->ctext, v->len) == 0, "%s vector %u", alg, i);
		free(out);
	}
}

START_TEST(test_lib_vectors)
{
	lib_vectors("chacha20", 20, false);
	lib_vectors("xchacha20", 20, true);
	lib_vectors("xchacha12", 12, true);
}
END_TEST

/* RFC 8439 section 2.3.2: the block function for key 00..1f, counter 1 and nonce
 * 000000090000004a00000000; the serialized block as the RFC text gives it. */
START_TEST(test_lib_block)
{
	static const u8 iv[16] = { 1, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0x4a };
	u8 key[32], stream[CHACHA_BLOCK_SIZE], want[CHACHA_BLOCK_SIZE];
	u32 k[8], state[16];

	for (int i = 0; i < 32; i++)
		key[i] = (u8)i;
	key_words(k, key);
	chacha_init_generic(state, k, iv);
	ck_assert_uint_eq(state[0], 0x61707865);
	ck_assert_uint_eq(state[13], 0x09000000);
	chacha20_block(state, stream);
	ck_assert_uint_eq(state[12], 2);
	unhex(want,
	      "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
	      "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e",
	      sizeof(want));
	ck_assert_mem_eq(stream, want, sizeof(want));
}
END_TEST

/* draft-irtf-cfrg-xchacha section 2.2.1: HChaCha20 of key 00..1f and nonce
 * 000000090000004a0000000031415927 gives the subkey 82413b42...26d3ecdc. */
START_TEST(test_lib_hchacha)
{
	u8 key[32], nonce[16], want[32], got[32];
	u32 k[8], state[16], out[8];

	for (int i = 0; i < 32; i++)
		key[i] = (u8)i;
	unhex(nonce, "000000090000004a0000000031415927", 16);
	unhex(want, "82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc", 32);
	key_words(k, key);
	chacha_init(state, k, nonce);
	u32 before[16];
	memcpy(before, state, sizeof(before));
	hchacha_block_generic(state, out, 20);
	ck_assert_mem_eq(state, before, sizeof(before));
	for (int i = 0; i < 8; i++)
		put_unaligned_le32(out[i], got + 4 * i);
	ck_assert_mem_eq(got, want, 32);
	hchacha_block(state, out, 20);
	for (int i = 0; i < 8; i++)
		put_unaligned_le32(out[i], got + 4 * i);
	ck_assert_mem_eq(got, want, 32);
}
END_TEST

/* A stream cut in whole blocks gives what one call gives. */
START_TEST(test_lib_streaming)
{
	unsigned int seed = 11;
	u8 key[32], iv[16], in[1000], one[1000], parts[1000];
	u32 k[8], s1[16], s2[16];

	fill_random(key, sizeof(key), &seed);
	fill_random(iv, sizeof(iv), &seed);
	fill_random(in, sizeof(in), &seed);
	key_words(k, key);
	chacha_init(s1, k, iv);
	chacha_crypt_generic(s1, one, in, sizeof(in), 20);
	chacha_init(s2, k, iv);
	chacha20_crypt(s2, parts, in, 64);
	chacha20_crypt(s2, parts + 64, in + 64, 576);
	chacha20_crypt(s2, parts + 640, in + 640, 360);
	ck_assert_mem_eq(one, parts, sizeof(one));
	ck_assert_mem_eq(s1, s2, sizeof(s1));
	/* In place. */
	chacha_init(s1, k, iv);
	memcpy(parts, in, sizeof(in));
	chacha_crypt(s1, parts, parts, sizeof(in), 20);
	ck_assert_mem_eq(one, parts, sizeof(one));
}
END_TEST

struct chacha_expect {
	const char *name, *driver;
	unsigned int ivsize;
};

static const struct chacha_expect chacha_expected[] = {
	{ "chacha20", "chacha20-generic", CHACHA_IV_SIZE },
	{ "xchacha20", "xchacha20-generic", XCHACHA_IV_SIZE },
	{ "xchacha12", "xchacha12-generic", XCHACHA_IV_SIZE },
};

START_TEST(test_api_names)
{
	const struct chacha_expect *e = &chacha_expected[_i];
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(e->name, 0, 0);

	/* The lookup by name picks the generic driver (the arch ones are left out here). */
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_skcipher_driver_name(tfm), e->driver);
	ck_assert_str_eq(crypto_tfm_alg_name(crypto_skcipher_tfm(tfm)), e->name);
	ck_assert_int_eq(crypto_skcipher_tfm(tfm)->__crt_alg->cra_priority, 100);
	ck_assert_uint_eq(crypto_skcipher_ivsize(tfm), e->ivsize);
	ck_assert_uint_eq(crypto_skcipher_blocksize(tfm), 1);
	ck_assert_uint_eq(crypto_skcipher_chunksize(tfm), CHACHA_BLOCK_SIZE);
	ck_assert_uint_eq(crypto_skcipher_min_keysize(tfm), CHACHA_KEY_SIZE);
	ck_assert_uint_eq(crypto_skcipher_max_keysize(tfm), CHACHA_KEY_SIZE);
	u8 key[33] = { 0 };
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 16), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 33), -EINVAL);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), 0);
	crypto_free_skcipher(tfm);
}
END_TEST

/* @len bytes through @tfm in one request, @src split in two scatterlist entries at @cut. */
static int api_crypt(struct crypto_skcipher *tfm, const u8 *iv, u8 *dst, const u8 *src,
		     unsigned int len, unsigned int cut)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist sg_src[2], sg_dst;
	u8 ivbuf[XCHACHA_IV_SIZE];
	DECLARE_CRYPTO_WAIT(wait);

	ck_assert_ptr_nonnull(req);
	memcpy(ivbuf, iv, crypto_skcipher_ivsize(tfm));
	sg_init_table(sg_src, 2);
	sg_set_buf(&sg_src[0], src, cut);
	sg_set_buf(&sg_src[1], src + cut, len - cut);
	sg_init_one(&sg_dst, dst, len);
	skcipher_request_set_callback(req, 0, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, cut && cut < len ? sg_src : &sg_src[1], &sg_dst, len,
				   ivbuf);
	if (!(cut && cut < len))
		sg_set_buf(&sg_src[1], src, len);
	int err = crypto_wait_req(crypto_skcipher_encrypt(req), &wait);
	skcipher_request_free(req);
	return err;
}

/* The API against the library, random lengths 0..2000 and random splits. */
START_TEST(test_api_vs_lib)
{
	const struct chacha_expect *e = &chacha_expected[_i];
	int nrounds = strcmp(e->name, "xchacha12") == 0 ? 12 : 20;
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(e->name, 0, 0);
	unsigned int seed = 100 + _i;
	static u8 in[2000], got[2000], want[2000];
	u8 key[32], iv[XCHACHA_IV_SIZE];

	ck_assert(!IS_ERR(tfm));
	for (int round = 0; round < 200; round++) {
		unsigned int len = rand_r(&seed) % (sizeof(in) + 1);
		unsigned int cut = len ? rand_r(&seed) % (len + 1) : 0;

		fill_random(key, sizeof(key), &seed);
		fill_random(iv, sizeof(iv), &seed);
		fill_random(in, len, &seed);
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
		ck_assert_int_eq(api_crypt(tfm, iv, got, in, len, cut), 0);
		if (e->ivsize == XCHACHA_IV_SIZE) {
			lib_xchacha(key, iv, want, in, len, nrounds);
		} else {
			u32 k[8], state[16];

			key_words(k, key);
			chacha_init(state, k, iv);
			chacha_crypt(state, want, in, len, nrounds);
		}
		ck_assert_msg(memcmp(got, want, len) == 0, "%s len %u cut %u", e->name, len, cut);
	}
	crypto_free_skcipher(tfm);
}
END_TEST

/* The wide-block modes fscrypt uses, Adiantum and HCTR2: names and priority (the weighted mean
 * of the parts' priorities, as 6.12), too short a message refused, every length round-trips, and
 * one changed plaintext bit changes every ciphertext block (unlike a stream cipher). HCTR2's
 * block cipher is whichever "aes" this CPU gets. */
static void wide_block_expect(int i, char *driver, size_t size, int *prio)
{
	struct crypto_cipher *aes = crypto_alloc_cipher("aes", 0, 0);

	ck_assert(!IS_ERR(aes));
	const char *aes_driver = crypto_tfm_alg_driver_name(crypto_cipher_tfm(aes));
	int p = crypto_cipher_tfm(aes)->__crt_alg->cra_priority;

	if (i < 2) {
		snprintf(driver, size, "adiantum(xchacha%d-generic,%s,nhpoly1305-generic)",
			 i ? 20 : 12, aes_driver);
		*prio = (4 * 100 + 2 * 100 + p) / 7;
	} else {
		snprintf(driver, size, "hctr2_base(xctr(%s),polyval-generic)", aes_driver);
		*prio = (2 * p + 4 * p + 100) / 7;
	}
	crypto_free_cipher(aes);
}

START_TEST(test_wide_block)
{
	static const char *const names[] = { "adiantum(xchacha12,aes)", "adiantum(xchacha20,aes)",
					     "hctr2(aes)" };
	char driver[2 * CRYPTO_MAX_ALG_NAME];
	int prio;

	wide_block_expect(_i, driver, sizeof(driver), &prio);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(names[_i], 0, 0);
	static u8 in[2000], ct[2000], ct2[2000], back[2000];
	unsigned int seed = 300 + _i;
	u8 key[32], iv[32];

	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_skcipher_driver_name(tfm), driver);
	ck_assert_int_eq(crypto_skcipher_tfm(tfm)->__crt_alg->cra_priority, prio);
	ck_assert_uint_eq(crypto_skcipher_ivsize(tfm), 32);
	ck_assert_uint_eq(crypto_skcipher_blocksize(tfm), 16);
	fill_random(key, sizeof(key), &seed);
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
	ck_assert_int_eq(api_crypt(tfm, iv, ct, in, 15, 0), -EINVAL);
	for (unsigned int len = 16; len <= sizeof(in); len += 1 + rand_r(&seed) % 97) {
		struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
		struct scatterlist sg;
		DECLARE_CRYPTO_WAIT(wait);
		u8 ivbuf[32];

		fill_random(in, len, &seed);
		fill_random(iv, sizeof(iv), &seed);
		ck_assert_int_eq(api_crypt(tfm, iv, ct, in, len, len / 2), 0);
		memcpy(back, ct, len);
		memcpy(ivbuf, iv, sizeof(ivbuf));
		sg_init_one(&sg, back, len);
		skcipher_request_set_callback(req, 0, crypto_req_done, &wait);
		skcipher_request_set_crypt(req, &sg, &sg, len, ivbuf);
		ck_assert_int_eq(crypto_wait_req(crypto_skcipher_decrypt(req), &wait), 0);
		skcipher_request_free(req);
		ck_assert_msg(memcmp(back, in, len) == 0, "len %u", len);
		in[len - 1] ^= 1;
		ck_assert_int_eq(api_crypt(tfm, iv, ct2, in, len, 0), 0);
		for (unsigned int b = 0; b + 16 <= len; b += 16)
			ck_assert_msg(memcmp(ct + b, ct2 + b, 16) != 0, "len %u block %u", len, b);
	}
	crypto_free_skcipher(tfm);
}
END_TEST

#if UKC_TEST_HAVE_LIBCRYPTO
/* chacha20 against OpenSSL's EVP_chacha20(), whose 16-byte IV is the kernel's: the 32-bit
 * little-endian counter, then the 96-bit nonce. */
START_TEST(test_openssl_chacha20)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("chacha20", 0, 0);
	unsigned int seed = 7;
	static u8 in[2000], got[2000], want[2000];
	u8 key[32], iv[16];

	ck_assert(!IS_ERR(tfm));
	for (unsigned int len = 0; len <= sizeof(in); len += 1 + rand_r(&seed) % 37) {
		EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
		int outl = 0;

		fill_random(key, sizeof(key), &seed);
		fill_random(iv, sizeof(iv), &seed);
		fill_random(in, len, &seed);
		ck_assert_int_eq(EVP_EncryptInit_ex(ctx, EVP_chacha20(), NULL, key, iv), 1);
		ck_assert_int_eq(EVP_EncryptUpdate(ctx, want, &outl, in, (int)len), 1);
		ck_assert_int_eq(outl, (int)len);
		EVP_CIPHER_CTX_free(ctx);
		ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, sizeof(key)), 0);
		ck_assert_int_eq(api_crypt(tfm, iv, got, in, len, len / 3), 0);
		ck_assert_msg(memcmp(got, want, len) == 0, "len %u", len);
	}
	crypto_free_skcipher(tfm);
}
END_TEST
#endif

static Suite *chacha_suite(void)
{
	Suite *s = check_new_suite("chacha", "library", 0, { test_lib_vectors }, { test_lib_block },
				   { test_lib_hchacha }, { test_lib_streaming });
	TCase *api __maybe_unused = check_new_tcase(s, "api", 120, { test_api_names, 3 },
						    { test_api_vs_lib, 3 }, { test_wide_block, 3 });

#if UKC_TEST_HAVE_LIBCRYPTO
	tcase_add_test(api, test_openssl_chacha20);
#endif
	return s;
}

int main(void)
{
	return check_run(chacha_suite());
}
