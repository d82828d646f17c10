// SPDX-License-Identifier: GPL-2.0-only
// Check suite for registering skciphers and lskciphers: 6.12's descriptor checks, the aligned
// copies the API makes for a driver's alignmask, and the /proc/crypto lines of each type.

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <crypto/internal/skcipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>

#include "check_run.h"
#include "proc_util.h"

static void setup(void)
{
	ck_assert_int_eq(crypto_init(), 0);
}

/*
 * A toy lskcipher with alignmask 15 (dst = src ^ key ^ iv, then iv[0] += 1 per call) that
 * records whether it was ever handed a misaligned pointer: the API must bounce for it.
 */
struct toy_ctx {
	u8 key[16];
};

static int toy_misaligned;
static int toy_calls;

static bool toy_aligned(const void *p)
{
	return ((unsigned long)p & 15) == 0;
}

static int toy_setkey(struct crypto_lskcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct toy_ctx *ctx = crypto_lskcipher_ctx(tfm);

	toy_misaligned += !toy_aligned(key);
	memcpy(ctx->key, key, 16);
	return 0;
}

static int toy_crypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len, u8 *iv,
		     u32 flags)
{
	struct toy_ctx *ctx = crypto_lskcipher_ctx(tfm);

	toy_calls++;
	toy_misaligned += !toy_aligned(src) + !toy_aligned(dst) + !toy_aligned(iv);
	for (unsigned int i = 0; i < len - len % 16; i++)
		dst[i] = src[i] ^ ctx->key[i % 16] ^ iv[i % 16];
	iv[0]++;
	return (len % 16 && (flags & CRYPTO_LSKCIPHER_FLAG_FINAL)) ? -EINVAL : (int)(len % 16);
}

static void toy_alg(struct lskcipher_alg *alg)
{
	memset(alg, 0, sizeof(*alg));
	alg->setkey = toy_setkey;
	alg->encrypt = toy_crypt;
	alg->decrypt = toy_crypt;
	alg->co.min_keysize = 16;
	alg->co.max_keysize = 16;
	alg->co.ivsize = 16;
	alg->co.base.cra_blocksize = 16;
	alg->co.base.cra_alignmask = 15;
	alg->co.base.cra_ctxsize = sizeof(struct toy_ctx);
	alg->co.base.cra_priority = 1;
	strcpy(alg->co.base.cra_name, "ukc-test-toy");
	strcpy(alg->co.base.cra_driver_name, "ukc-test-toy-generic");
}

START_TEST(test_lskcipher_unaligned)
{
	static u8 mem[3 * 320 + 64] __attribute__((aligned(64)));
	u8 *key = mem + 1, *iv = mem + 20, *src = mem + 67, *dst = mem + 400;
	struct lskcipher_alg alg;

	toy_alg(&alg);
	ck_assert_int_eq(crypto_register_lskcipher(&alg), 0);
	ck_assert_uint_eq(alg.co.chunksize, 16);
	struct crypto_lskcipher *tfm = crypto_alloc_lskcipher("ukc-test-toy", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%ld", PTR_ERR(tfm));
	for (unsigned int i = 0; i < 16; i++) {
		key[i] = (u8)(0x40 + i);
		iv[i] = (u8)(0x80 + i);
	}
	for (unsigned int i = 0; i < 320; i++)
		src[i] = (u8)i;
	toy_misaligned = 0;
	toy_calls = 0;
	ck_assert_int_eq(crypto_lskcipher_setkey(tfm, key, 16), 0);
	ck_assert_int_eq(crypto_lskcipher_encrypt(tfm, src, dst, 320, iv), 0);
	ck_assert_int_eq(toy_misaligned, 0);
	ck_assert_int_eq(toy_calls, 1);
	for (unsigned int i = 0; i < 320; i++)
		ck_assert_uint_eq(dst[i], (u8)(i ^ (0x40 + i % 16) ^ (0x80 + i % 16)));
	/* The IV the cipher updated reaches the caller's misaligned buffer. */
	ck_assert_uint_eq(iv[0], 0x81);
	/* A partial block after whole ones: processed blocks, then -EINVAL, IV still copied. */
	ck_assert_int_eq(crypto_lskcipher_encrypt(tfm, src, dst, 40, iv), -EINVAL);
	ck_assert_uint_eq(iv[0], 0x82);
	ck_assert_int_eq(toy_misaligned, 0);
	crypto_free_lskcipher(tfm);
	crypto_unregister_lskcipher(&alg);
}
END_TEST

/* lskcipher_prepare_alg(): a chunksize that is not a power of two is refused. */
START_TEST(test_register_lskcipher_validation)
{
	struct lskcipher_alg alg;

	toy_alg(&alg);
	alg.co.chunksize = 24;
	ck_assert_int_eq(crypto_register_lskcipher(&alg), -EINVAL);
	toy_alg(&alg);
	alg.co.ivsize = PAGE_SIZE / 8 + 1;
	ck_assert_int_eq(crypto_register_lskcipher(&alg), -EINVAL);
	toy_alg(&alg);
	alg.co.statesize = PAGE_SIZE / 2 - 8; /* with the 16-byte IV, above PAGE_SIZE / 2 */
	ck_assert_int_eq(crypto_register_lskcipher(&alg), -EINVAL);
}
END_TEST

START_TEST(test_proc_crypto)
{
	struct crypto_skcipher *cbc = crypto_alloc_skcipher("cbc(aes)", 0, 0);
	struct crypto_skcipher *ctr = crypto_alloc_skcipher("ctr(aes)", 0, 0);

	ck_assert(!IS_ERR(cbc) && !IS_ERR(ctr));
	proc_assert_type_lines(NULL, crypto_skcipher_driver_name(cbc),
			       "type         : lskcipher\n"
			       "blocksize    : 16\n"
			       "min keysize  : 16\n"
			       "max keysize  : 32\n"
			       "ivsize       : 16\n"
			       "chunksize    : 16\n"
			       "statesize    : 0\n");
	proc_assert_type_lines(NULL, "ctr(aes-generic)",
			       "type         : skcipher\n"
			       "async        : no\n"
			       "blocksize    : 1\n"
			       "min keysize  : 16\n"
			       "max keysize  : 32\n"
			       "ivsize       : 16\n"
			       "chunksize    : 16\n"
			       "walksize     : 16\n"
			       "statesize    : 0\n");
	crypto_free_skcipher(cbc);
	crypto_free_skcipher(ctr);
}
END_TEST

static u8 dummy_key[16];
static int dummy_key_misaligned;

static int dummy_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	dummy_key_misaligned += ((unsigned long)key & 7) != 0;
	memcpy(dummy_key, key, sizeof(dummy_key));
	return 0;
}

static int dummy_crypt(struct skcipher_request *req)
{
	return 0;
}

static void dummy_alg(struct skcipher_alg *alg, const char *driver)
{
	memset(alg, 0, sizeof(*alg));
	alg->setkey = dummy_setkey;
	alg->encrypt = dummy_crypt;
	alg->decrypt = dummy_crypt;
	alg->min_keysize = 16;
	alg->max_keysize = 16;
	alg->base.cra_blocksize = 16;
	alg->base.cra_priority = 1;
	strcpy(alg->base.cra_name, "ukc-test-mode(dummy)");
	strcpy(alg->base.cra_driver_name, driver);
}

/* skcipher_prepare_alg(): the 6.12 limits, and the defaults it fills in. */
START_TEST(test_register_validation)
{
	struct skcipher_alg alg;

	dummy_alg(&alg, "ukc-test-bad");
	alg.ivsize = PAGE_SIZE / 8 + 1;
	ck_assert_int_eq(crypto_register_skcipher(&alg), -EINVAL);
	dummy_alg(&alg, "ukc-test-bad");
	alg.chunksize = PAGE_SIZE / 4;
	ck_assert_int_eq(crypto_register_skcipher(&alg), -EINVAL);
	dummy_alg(&alg, "ukc-test-bad");
	alg.walksize = PAGE_SIZE / 4;
	ck_assert_int_eq(crypto_register_skcipher(&alg), -EINVAL);
	dummy_alg(&alg, "ukc-test-bad");
	alg.statesize = 8; /* without import/export */
	ck_assert_int_eq(crypto_register_skcipher(&alg), -EINVAL);

	dummy_alg(&alg, "ukc-test-good");
	alg.base.cra_alignmask = 7;
	ck_assert_int_eq(crypto_register_skcipher(&alg), 0);
	ck_assert_uint_eq(alg.chunksize, 16);
	ck_assert_uint_eq(alg.walksize, 16);
	ck_assert_uint_eq(alg.base.cra_flags & CRYPTO_ALG_TYPE_MASK, CRYPTO_ALG_TYPE_SKCIPHER);
	struct crypto_skcipher *tfm = crypto_alloc_skcipher("ukc-test-good", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%ld", PTR_ERR(tfm));
	/* A misaligned key reaches the driver through an aligned copy. */
	static u8 keymem[32] __attribute__((aligned(16)));

	for (unsigned int i = 0; i < 16; i++)
		keymem[3 + i] = (u8)(0xd0 + i);
	dummy_key_misaligned = 0;
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, keymem + 3, 16), 0);
	ck_assert_int_eq(dummy_key_misaligned, 0);
	ck_assert(!memcmp(dummy_key, keymem + 3, 16));
	ck_assert(!(crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY));
	crypto_free_skcipher(tfm);
	crypto_unregister_skcipher(&alg);
}
END_TEST

static Suite *skcipher_register_suite(void)
{
	Suite *s = suite_create("skcipher_register");
	TCase *tc = check_new_tcase(s, "core", 60, { test_lskcipher_unaligned },
				    { test_proc_crypto }, { test_register_validation },
				    { test_register_lskcipher_validation });

	tcase_add_checked_fixture(tc, setup, NULL);
	return s;
}

int main(void)
{
	return check_run(skcipher_register_suite());
}
