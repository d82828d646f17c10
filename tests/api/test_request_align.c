// SPDX-License-Identifier: GPL-2.0-only
// Requests placed at any multiple of CRYPTO_MINALIGN inside a caller's memory, as 6.12's
// templates place their inner requests (authenc.c: 2 * digestsize bytes into its own request
// context, 40 for hmac(sha1)), must work through every wrapper that copies or forwards them.

#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/simd.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>

#include <stdalign.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"

/* 8 bytes past a 16-byte boundary: what authenc.c gives hmac(sha1) and hmac(sha224). */
#define ODD_OFFSET 40
#define AREA_SIZE 4096
#define DATA_LEN 96

static alignas(64) u8 area[AREA_SIZE];
static const u8 key[32] = { 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99 };

/* 6.12 on x86_64 and arm64: ARCH_KMALLOC_MINALIGN is __alignof__(unsigned long long), and the
 * request and context structs are aligned to it and no more. */
START_TEST(test_layout_alignment)
{
	ck_assert_uint_eq(CRYPTO_MINALIGN, 8);
	ck_assert_uint_eq(ARCH_KMALLOC_MINALIGN, __alignof__(unsigned long long));
	ck_assert_uint_eq(crypto_tfm_ctx_alignment(), 8);
	ck_assert_uint_eq(__alignof__(struct skcipher_request), 8);
	ck_assert_uint_eq(__alignof__(struct aead_request), 8);
	ck_assert_uint_eq(__alignof__(struct ahash_request), 8);
	ck_assert_uint_eq(__alignof__(struct shash_desc), 8);
	ck_assert_uint_eq(__alignof__(struct crypto_tfm), 8);
	/* kmalloc() blocks stay 16-byte aligned, as the kernel's power-of-two caches are. */
	for (size_t n = 1; n < 200; n += 7) {
		void *p = kmalloc(n, GFP_KERNEL);

		ck_assert_ptr_nonnull(p);
		ck_assert_uint_eq((uintptr_t)p % 16, 0);
		kfree(p);
	}
}
END_TEST

/* From a page on, kmalloc() and vmalloc() blocks start on a page, as 6.12's kmalloc_large()
 * and vmalloc() give them: a kmalloc(PAGE_SIZE) buffer is one page to sg_init_one(), and a
 * driver's working memory sits where the kernel's would. ksize() stays the size asked for, and
 * the whole block can be written and wiped. */
START_TEST(test_large_kmalloc_pages)
{
	static const size_t sizes[] = { PAGE_SIZE - 1,	   PAGE_SIZE, PAGE_SIZE + 1,
					3 * PAGE_SIZE + 5, 65536,     131072 + 16 };

	for (size_t i = 0; i < ARRAY_SIZE(sizes); i++) {
		const size_t n = sizes[i];
		u8 *p = kzalloc(n, GFP_KERNEL);
		u8 *v = vmalloc(n);

		ck_assert_ptr_nonnull(p);
		ck_assert_ptr_nonnull(v);
		ck_assert_uint_eq((uintptr_t)p % (n >= PAGE_SIZE ? PAGE_SIZE : 16), 0);
		ck_assert_uint_eq((uintptr_t)v % (n >= PAGE_SIZE ? PAGE_SIZE : 16), 0);
		ck_assert_uint_eq(ksize(p), n);
		ck_assert_uint_eq(p[0] | p[n / 2] | p[n - 1], 0);
		memset(p, 0xa5, n);
		memset(v, 0x5a, n);
		if (n >= PAGE_SIZE) {
			struct scatterlist sg;

			sg_init_one(&sg, p, PAGE_SIZE);
			ck_assert_uint_eq(sg.offset, 0);
			ck_assert_ptr_eq(sg_virt(&sg), p);
		}
		kfree_sensitive(p);
		vfree(v);
	}
}
END_TEST

static const char *const skcipher_names[] = { "cbc(aes)", "ctr(aes)", "xts(aes)",
					      "cryptd(cbc(aes-generic))" };

/* Encrypts DATA_LEN bytes of @in with @req, which the caller placed. */
static void sk_run(struct crypto_skcipher *tfm, struct skcipher_request *req, const u8 *in, u8 *out)
{
	struct scatterlist sg;
	u8 iv[16] = { 7 };
	DECLARE_CRYPTO_WAIT(wait);

	memcpy(out, in, DATA_LEN);
	sg_init_one(&sg, out, DATA_LEN);
	skcipher_request_set_tfm(req, tfm);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &sg, &sg, DATA_LEN, iv);
	ck_assert_int_eq(crypto_wait_req(crypto_skcipher_encrypt(req), &wait), 0);
}

/* Each name, with SIMD usable (the simd wrapper copies the request) and not (cryptd queues
 * it): a request at an 8-byte offset computes what a kmalloc'd one does. */
START_TEST(test_skcipher_odd_offset)
{
	const char *name = skcipher_names[_i / 2];
	u8 in[DATA_LEN], want[DATA_LEN], got[DATA_LEN];
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_int_eq(crypto_skcipher_setkey(tfm, key, 32), 0);
	ck_assert_uint_le(ODD_OFFSET + sizeof(struct skcipher_request) +
				  crypto_skcipher_reqsize(tfm),
			  AREA_SIZE);
	for (unsigned int i = 0; i < DATA_LEN; i++)
		in[i] = (u8)(i * 13 + 1);
	crypto_simd_disabled_for_test = _i % 2;
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);

	ck_assert_ptr_nonnull(req);
	sk_run(tfm, req, in, want);
	skcipher_request_free(req);
	memset(area, 0x5a, sizeof(area));
	sk_run(tfm, (struct skcipher_request *)(area + ODD_OFFSET), in, got);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!memcmp(got, want, DATA_LEN), "%s (%s) nosimd=%d", name,
		      crypto_skcipher_driver_name(tfm), _i % 2);
	ck_assert(memcmp(got, in, DATA_LEN));
	crypto_free_skcipher(tfm);
}
END_TEST

/* Seals DATA_LEN bytes (16 of AD) of @in with @req, which the caller placed. */
static void aead_run(struct crypto_aead *tfm, struct aead_request *req, const u8 *in, u8 *out)
{
	struct scatterlist sg;
	u8 iv[12] = { 3 };
	DECLARE_CRYPTO_WAIT(wait);

	memcpy(out, in, DATA_LEN);
	sg_init_one(&sg, out, DATA_LEN + 16);
	aead_request_set_tfm(req, tfm);
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	aead_request_set_ad(req, 16);
	aead_request_set_crypt(req, &sg, &sg, DATA_LEN - 16, iv);
	ck_assert_int_eq(crypto_wait_req(crypto_aead_encrypt(req), &wait), 0);
}

/* gcm(aes): the arch drivers' simd AEAD wrapper, with SIMD usable and not. */
START_TEST(test_aead_odd_offset)
{
	u8 in[DATA_LEN], want[DATA_LEN + 16], got[DATA_LEN + 16];
	struct crypto_aead *tfm = crypto_alloc_aead("gcm(aes)", 0, 0);

	ck_assert(!IS_ERR(tfm));
	ck_assert_int_eq(crypto_aead_setkey(tfm, key, 16), 0);
	ck_assert_uint_le(ODD_OFFSET + sizeof(struct aead_request) + crypto_aead_reqsize(tfm),
			  AREA_SIZE);
	for (unsigned int i = 0; i < DATA_LEN; i++)
		in[i] = (u8)(i * 7 + 5);
	crypto_simd_disabled_for_test = _i;
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);

	ck_assert_ptr_nonnull(req);
	aead_run(tfm, req, in, want);
	aead_request_free(req);
	memset(area, 0xa5, sizeof(area));
	aead_run(tfm, (struct aead_request *)(area + ODD_OFFSET), in, got);
	crypto_simd_disabled_for_test = false;
	ck_assert_msg(!memcmp(got, want, DATA_LEN + 16), "%s nosimd=%d",
		      crypto_aead_driver_name(tfm), _i);
	crypto_free_aead(tfm);
}
END_TEST

static const char *const ahash_names[] = { "hmac(sha1)", "sha256", "ghash" };

/* Digests @in into @out with @req, which the caller placed. */
static void ahash_run(struct crypto_ahash *tfm, struct ahash_request *req, const u8 *in, u8 *out)
{
	struct scatterlist sg;
	DECLARE_CRYPTO_WAIT(wait);

	sg_init_one(&sg, in, DATA_LEN);
	ahash_request_set_tfm(req, tfm);
	ahash_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	ahash_request_set_crypt(req, &sg, out, DATA_LEN);
	ck_assert_int_eq(crypto_wait_req(crypto_ahash_digest(req), &wait), 0);
}

START_TEST(test_ahash_odd_offset)
{
	u8 in[DATA_LEN], want[64], got[64];
	struct crypto_ahash *tfm = crypto_alloc_ahash(ahash_names[_i], 0, 0);

	ck_assert(!IS_ERR(tfm));
	if (!strncmp(ahash_names[_i], "hmac", 4))
		ck_assert_int_eq(crypto_ahash_setkey(tfm, key, 20), 0);
	else if (!strcmp(ahash_names[_i], "ghash"))
		ck_assert_int_eq(crypto_ahash_setkey(tfm, key, 16), 0);
	for (unsigned int i = 0; i < DATA_LEN; i++)
		in[i] = (u8)(i * 3);
	struct ahash_request *req = ahash_request_alloc(tfm, GFP_KERNEL);

	ck_assert_ptr_nonnull(req);
	ahash_run(tfm, req, in, want);
	ahash_request_free(req);
	memset(area, 0x3c, sizeof(area));
	ahash_run(tfm, (struct ahash_request *)(area + ODD_OFFSET), in, got);
	ck_assert(!memcmp(got, want, crypto_ahash_digestsize(tfm)));
	crypto_free_ahash(tfm);
}
END_TEST

static void setup(void)
{
	ck_assert_int_eq(crypto_init(), 0);
}

static Suite *request_align_suite(void)
{
	Suite *s = suite_create("request_align");
	TCase *tc = check_new_tcase(
		s, "core", 120, { test_layout_alignment }, { test_large_kmalloc_pages },
		{ test_skcipher_odd_offset, 2 * ARRAY_SIZE(skcipher_names) },
		{ test_aead_odd_offset, 2 }, { test_ahash_odd_offset, ARRAY_SIZE(ahash_names) });

	tcase_add_checked_fixture(tc, setup, NULL);
	return s;
}

int main(void)
{
	return check_run(request_align_suite());
}
