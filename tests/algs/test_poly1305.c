// SPDX-License-Identifier: GPL-2.0-only
// Check suite for Poly1305 and NHPoly1305: the <crypto/poly1305.h> library and the core of
// <crypto/internal/poly1305.h> called as kernel code does, the "poly1305-generic" shash (key
// in the data, -ENOKEY), and random comparisons with OpenSSL's EVP_MAC POLY1305.

#include <stdlib.h>
#include <string.h>

#include <crypto/hash.h>
#include <crypto/internal/poly1305.h>
#include <crypto/nhpoly1305.h>
#include <crypto/poly1305.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <check.h>
#undef fail

#if UKC_TEST_HAVE_LIBCRYPTO
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif

#include "check_run.h"
#include "fill_random.h"
#include "testvec.h"

/* The library over @msg in pieces of random sizes (@seed; 0: one piece). */
static void lib_mac(const u8 key[32], const u8 *msg, unsigned int len, u8 out[16],
		    unsigned int *seed)
{
	struct poly1305_desc_ctx desc;

	poly1305_init(&desc, key);
	while (len) {
		unsigned int n = seed ? rand_r(seed) % (len + 1) : len;

		poly1305_update(&desc, msg, n);
		msg += n;
		len -= n;
	}
	poly1305_final(&desc, out);
	/* The state is wiped. */
	static const struct poly1305_desc_ctx zero;
	ck_assert_mem_eq(&desc, &zero, sizeof(desc));
}

/* The kernel's and the RFC's vectors through the library, whole and in random pieces. */
START_TEST(test_lib_vectors)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("poly1305");
	unsigned int seed = 3;

	ck_assert_ptr_nonnull(suite);
	ck_assert_uint_ge(suite->count, 13);
	const struct hash_testvec *v = suite->vecs;
	for (unsigned int i = 0; i < suite->count; i++, v++) {
		const u8 *data = (const u8 *)v->plaintext;
		u8 tag[16];

		lib_mac(data, data + 32, v->psize - 32, tag, NULL);
		ck_assert_msg(memcmp(tag, v->digest, 16) == 0, "vector %u", i);
		lib_mac(data, data + 32, v->psize - 32, tag, &seed);
		ck_assert_msg(memcmp(tag, v->digest, 16) == 0, "vector %u in pieces", i);
	}
}
END_TEST

/* The core over whole blocks plus the padded last one equals the library; without a nonce
 * it is the bare hash, which differs from the MAC by s. */
START_TEST(test_core)
{
	unsigned int seed = 5;
	u8 key[32], msg[100], block[16], lib[16], core[16], bare[16];
	struct poly1305_core_key ck;
	struct poly1305_state st;
	u32 s[4];

	fill_random(key, sizeof(key), &seed);
	fill_random(msg, sizeof(msg), &seed);
	lib_mac(key, msg, sizeof(msg), lib, NULL);
	poly1305_core_setkey(&ck, key);
	poly1305_core_init(&st);
	poly1305_core_blocks(&st, &ck, msg, 6, 1);
	memset(block, 0, sizeof(block));
	memcpy(block, msg + 96, 4);
	block[4] = 1;
	poly1305_core_blocks(&st, &ck, block, 1, 0);
	for (int i = 0; i < 4; i++)
		s[i] = get_unaligned_le32(key + 16 + 4 * i);
	poly1305_core_emit(&st, s, core);
	ck_assert_mem_eq(core, lib, 16);
	poly1305_core_emit(&st, NULL, bare);
	/* tag = bare + s mod 2^128, checked bytewise with carries. */
	unsigned int carry = 0;
	for (int i = 0; i < 16; i++) {
		unsigned int sum = bare[i] + key[16 + i] + carry;

		ck_assert_uint_eq(sum & 0xff, core[i]);
		carry = sum >> 8;
	}
}
END_TEST

START_TEST(test_shash)
{
	struct crypto_shash *tfm = crypto_alloc_shash("poly1305", 0, 0);
	u8 data[64] = { 1 }, out[16];

	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_shash_driver_name(tfm), "poly1305-generic");
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, 100);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), POLY1305_DIGEST_SIZE);
	ck_assert_uint_eq(crypto_shash_blocksize(tfm), POLY1305_BLOCK_SIZE);
	SHASH_DESC_ON_STACK(desc, tfm);
	desc->tfm = tfm;
	/* Fewer than 32 bytes: no key yet. */
	ck_assert_int_eq(crypto_shash_digest(desc, data, 31, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_digest(desc, data, 0, out), -ENOKEY);
	/* Exactly the key: the MAC of the empty message, which is s. */
	ck_assert_int_eq(crypto_shash_digest(desc, data, 32, out), 0);
	ck_assert_mem_eq(out, data + 16, 16);
	/* The key given a byte at a time, then the message. */
	unsigned int seed = 9;
	u8 lib[16];
	fill_random(data, sizeof(data), &seed);
	ck_assert_int_eq(crypto_shash_init(desc), 0);
	for (int i = 0; i < 64; i++)
		ck_assert_int_eq(crypto_shash_update(desc, data + i, 1), 0);
	ck_assert_int_eq(crypto_shash_final(desc, out), 0);
	lib_mac(data, data + 32, 32, lib, NULL);
	ck_assert_mem_eq(out, lib, 16);
	crypto_free_shash(tfm);
}
END_TEST

/* nhpoly1305: name, priority and key size; its vectors fed in random pieces (NH messages and
 * 16-byte units continued across calls) give the same digests. */
START_TEST(test_nhpoly1305)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("nhpoly1305");
	struct crypto_shash *tfm = crypto_alloc_shash("nhpoly1305", 0, 0);
	unsigned int seed = 13;
	u8 out[16];

	ck_assert_ptr_nonnull(suite);
	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_shash_driver_name(tfm), "nhpoly1305-generic");
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, 100);
	const struct hash_testvec *v = suite->vecs;
	ck_assert_uint_eq(v->ksize, NHPOLY1305_KEY_SIZE);
	ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)v->key, v->ksize - 1), -EINVAL);
	SHASH_DESC_ON_STACK(desc, tfm);
	desc->tfm = tfm;
	for (unsigned int i = 0; i < suite->count; i++, v++) {
		const u8 *p = (const u8 *)v->plaintext;
		unsigned int left = v->psize;

		ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)v->key, v->ksize), 0);
		ck_assert_int_eq(crypto_shash_init(desc), 0);
		while (left) {
			unsigned int n = rand_r(&seed) % (left + 1);

			ck_assert_int_eq(crypto_shash_update(desc, p, n), 0);
			p += n;
			left -= n;
		}
		ck_assert_int_eq(crypto_shash_final(desc, out), 0);
		ck_assert_msg(memcmp(out, v->digest, 16) == 0, "vector %u", i);
	}
	crypto_free_shash(tfm);
}
END_TEST

#if UKC_TEST_HAVE_LIBCRYPTO
START_TEST(test_openssl)
{
	EVP_MAC *mac = EVP_MAC_fetch(NULL, "POLY1305", NULL);
	unsigned int seed = 21;
	static u8 msg[2000];
	u8 key[32], want[16], got[16];

	ck_assert_ptr_nonnull(mac);
	for (unsigned int len = 0; len <= sizeof(msg); len += 1 + rand_r(&seed) % 29) {
		EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
		size_t outl = 0;

		fill_random(key, sizeof(key), &seed);
		fill_random(msg, len, &seed);
		ck_assert_int_eq(EVP_MAC_init(ctx, key, sizeof(key), NULL), 1);
		ck_assert_int_eq(EVP_MAC_update(ctx, msg, len), 1);
		ck_assert_int_eq(EVP_MAC_final(ctx, want, &outl, sizeof(want)), 1);
		ck_assert_uint_eq(outl, 16);
		EVP_MAC_CTX_free(ctx);
		lib_mac(key, msg, len, got, &seed);
		ck_assert_msg(memcmp(got, want, 16) == 0, "len %u", len);
	}
	EVP_MAC_free(mac);
}
END_TEST
#endif

static Suite *poly1305_suite(void)
{
	Suite *s = suite_create("poly1305");
	TCase *tc __maybe_unused = check_new_tcase(s, "poly1305", 0, { test_lib_vectors },
						   { test_core }, { test_shash },
						   { test_nhpoly1305 });

#if UKC_TEST_HAVE_LIBCRYPTO
	tcase_add_test(tc, test_openssl);
#endif
	return s;
}

int main(void)
{
	return check_run(poly1305_suite());
}
