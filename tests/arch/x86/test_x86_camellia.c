// SPDX-License-Identifier: GPL-2.0-only
// The x86 Camellia drivers: which tier a lookup of each camellia name chooses under the feature
// mask of the run, and every registered tier's bytes against the generic drivers over random
// keys, lengths and IVs (CTR counters about to wrap too), in place and not, and a CBC message
// split over two requests.
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <cpuid.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "x86_test_util.h"

// CPUID leaf 1 ECX bits 25 (AES), 27 (OSXSAVE), 28 (AVX); leaf 7 EBX bit 5 (AVX2).
static bool cpuid_has(unsigned int leaf, int reg, unsigned int bit)
{
	unsigned int r[4];

	if (!__get_cpuid_count(leaf, 0, &r[0], &r[1], &r[2], &r[3]))
		return false;
	return r[reg] & (1u << bit);
}

static bool has(const char *flag)
{
	if (cpu_feature_masked(flag))
		return false;
	if (!strcmp(flag, "aes"))
		return cpuid_has(1, 2, 25);
	if (!strcmp(flag, "avx"))
		return cpuid_has(1, 2, 27) && cpuid_has(1, 2, 28);
	return has("avx") && cpuid_has(7, 1, 5); // avx2
}

// The ISA suffix of the tier that should win: 6.12's AVX2 driver, its AVX one, or x86_64's.
static const char *camellia_tier(void)
{
	if (has("avx") && has("aes"))
		return has("avx2") ? "aesni-avx2" : "aesni";
	return "asm";
}

START_TEST(test_dispatch)
{
	// Each mode's lookup and the driver it must give (%s: the tier).
	static const struct {
		const char *name, *driver;
	} picks[] = {
		{ "ecb(camellia)", "ecb-camellia-%s" },
		{ "cbc(camellia)", "cbc-camellia-%s" },
		{ "ctr(camellia)", "ctr-camellia-%s" },
		{ "xts(camellia)", "xts(ecb-camellia-%s)" },
		{ "lrw(camellia)", "lrw(ecb-camellia-%s)" },
	};
	const char *tier = camellia_tier();
	char got[CRYPTO_MAX_ALG_NAME], want[CRYPTO_MAX_ALG_NAME];
	struct crypto_cipher *c = crypto_alloc_cipher("camellia", 0, 0);

	ck_assert(!IS_ERR(c));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_cipher_tfm(c)), "camellia-asm");
	crypto_free_cipher(c);

	for (unsigned int i = 0; i < ARRAY_SIZE(picks); i++) {
		skcipher_driver_of(picks[i].name, got);
		snprintf(want, sizeof(want), picks[i].driver, tier);
		ck_assert_str_eq(got, want);
	}
}
END_TEST

// Exactly the tiers the features allow are in /proc/crypto, each self-tested.
START_TEST(test_registered)
{
	char *proc = proc_crypto_read();
	const bool aesni = has("avx") && has("aes");

	assert_selftested(proc, "camellia-asm", true);
	assert_selftested(proc, "ecb-camellia-asm", true);
	assert_selftested(proc, "cbc-camellia-asm", true);
	assert_selftested(proc, "ctr-camellia-asm", true);
	assert_selftested(proc, "ecb-camellia-aesni", aesni);
	assert_selftested(proc, "cbc-camellia-aesni", aesni);
	assert_selftested(proc, "ctr-camellia-aesni", aesni);
	assert_selftested(proc, "ecb-camellia-aesni-avx2", aesni && has("avx2"));
	assert_selftested(proc, "cbc-camellia-aesni-avx2", aesni && has("avx2"));
	assert_selftested(proc, "ctr-camellia-aesni-avx2", aesni && has("avx2"));
	free(proc);
}
END_TEST

static int crypt_flat(struct crypto_skcipher *tfm, const u8 *in, u8 *out, unsigned int len, u8 *iv,
		      bool enc)
{
	struct scatterlist s, d;

	sg_init_one(&s, in, len);
	sg_init_one(&d, out, len);
	return skcipher_run(tfm, enc, &s, &d, len, iv, NULL);
}

static unsigned int camellia_keylen(const char *cipher)
{
	(void)cipher;
	return 16 + 8 * rng_below(3);
}

// Every tier registered under this run's mask gives the generic drivers' bytes.
START_TEST(test_same_as_generic)
{
	static const char *const tiers[] = { "asm", "aesni", "aesni-avx2" };
	const bool present[] = { true, has("avx") && has("aes"),
				 has("avx") && has("aes") && has("avx2") };
	char drv[64];
	struct test_bufs bufs;

	test_bufs_alloc(&bufs);
	rng_seed_from_env(0xca3e111aULL, 1);
	for (unsigned int t = 0; t < 3; t++) {
		if (!present[t])
			continue;
		snprintf(drv, sizeof(drv), "camellia-%s", tiers[t]);
		// 1 to 80 blocks: two 32-block groups, a 16-block one, pairs and single blocks.
		check_ecb_cbc_ctr_same_as_generic("camellia", drv, camellia_keylen, 80, 150, &bufs);
	}
	test_bufs_free(&bufs);
}
END_TEST

// The one-block cipher agrees with camellia-generic for each key size.
START_TEST(test_cipher_asm)
{
	struct crypto_cipher *x = crypto_alloc_cipher("camellia-asm", 0, 0);
	struct crypto_cipher *g = crypto_alloc_cipher("camellia-generic", 0, 0);
	u8 key[32], in[16], a[16], b[16];

	ck_assert(!IS_ERR(x) && !IS_ERR(g));
	rng_seed_from_env(0xca3e1ULL, 2);
	for (unsigned int it = 0; it < 96; it++) {
		const unsigned int klen = 16 + 8 * (it % 3);

		rng_bytes(key, klen);
		rng_bytes(in, 16);
		ck_assert_int_eq(crypto_cipher_setkey(x, key, klen), 0);
		ck_assert_int_eq(crypto_cipher_setkey(g, key, klen), 0);
		crypto_cipher_encrypt_one(x, a, in);
		crypto_cipher_encrypt_one(g, b, in);
		ck_assert(!memcmp(a, b, 16));
		crypto_cipher_decrypt_one(x, a, b);
		ck_assert(!memcmp(a, in, 16));
	}
	ck_assert_int_eq(crypto_cipher_setkey(x, key, 20), -EINVAL);
	crypto_free_cipher(x);
	crypto_free_cipher(g);
}
END_TEST

// A CBC message decrypted in two requests, split inside a 32-block group, equals one request,
// and the IV left behind is the last ciphertext block.
START_TEST(test_cbc_split)
{
	static u8 ct[70 * 16], one[70 * 16], two[70 * 16];
	u8 key[32], iv[16], iv0[16];
	struct crypto_skcipher *x = alloc_skcipher("cbc(camellia)");

	rng_seed_from_env(0xcb5ULL, 3);
	rng_bytes(key, 32);
	rng_bytes(ct, sizeof(ct));
	rng_bytes(iv0, 16);
	ck_assert_int_eq(crypto_skcipher_setkey(x, key, 32), 0);
	memcpy(iv, iv0, 16);
	ck_assert_int_eq(crypt_flat(x, ct, one, sizeof(ct), iv, false), 0);
	ck_assert(!memcmp(iv, ct + sizeof(ct) - 16, 16));
	memcpy(iv, iv0, 16);
	ck_assert_int_eq(crypt_flat(x, ct, two, 21 * 16, iv, false), 0);
	ck_assert_int_eq(crypt_flat(x, ct + 21 * 16, two + 21 * 16, 49 * 16, iv, false), 0);
	ck_assert(!memcmp(one, two, sizeof(ct)));
	crypto_free_skcipher(x);
}
END_TEST

int main(void)
{
	return check_run(x86_new_suite("x86_camellia", { test_dispatch }, { test_registered },
				       { test_same_as_generic }, { test_cipher_asm },
				       { test_cbc_split }));
}
