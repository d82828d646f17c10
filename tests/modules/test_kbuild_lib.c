// SPDX-License-Identifier: GPL-2.0-only
// 6.12's library files of crypto/, hosted: hash_info.c's tables against the hashes they name,
// kdf_sp800108.c's counter-mode KDF against OpenSSL's KBKDF, and aes_ti.c's aes-fixed-time
// through its self-test and against aes-generic. Each module is loaded here with ukc_insmod()
// (UKC_TEST_KMOD_DIR), so its init's result is asserted: kdf_sp800108's runs its known answer.
#include <crypto/hash.h>
#include <crypto/hash_info.h>
#include <crypto/internal/cipher.h>
#include <crypto/kdf_sp800108.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/random.h>

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "openssl_kbkdf.h"
#include "proc_util.h"

// Loads @name.so from UKC_TEST_KMOD_DIR (init must succeed) and returns its handle.
static void *load_module(const char *name)
{
	char path[4096];
	const char *dir = getenv("UKC_TEST_KMOD_DIR");

	ck_assert(dir);
	snprintf(path, sizeof(path), "%s/%s.so", dir, name);
	int err = ukc_insmod(path);

	ck_assert_msg(err == 0, "insmod %s: %d", path, err);
	void *h = dlopen(path, RTLD_NOW | RTLD_NOLOAD);
	ck_assert_msg(h, "%s not mapped", path);
	return h;
}

static void *module_sym(void *h, const char *sym)
{
	void *p = dlsym(h, sym);

	ck_assert_msg(p, "no %s", sym);
	return p;
}

// Every name the table gives that the API serves has the digest size the table says; the
// numbers are the uapi's.
START_TEST(test_hash_info)
{
	void *h = load_module("hash_info");
	const char *const *names = module_sym(h, "hash_algo_name");
	const int *sizes = module_sym(h, "hash_digest_size");
	unsigned int served = 0;

	ck_assert_int_eq(HASH_ALGO_SHA256, 4);
	ck_assert_int_eq(HASH_ALGO_SM3_256, 17);
	ck_assert_int_eq(HASH_ALGO_SHA3_512, 22);
	ck_assert_str_eq(names[HASH_ALGO_SHA256], "sha256");
	ck_assert_str_eq(names[HASH_ALGO_STREEBOG_512], "streebog512");
	for (int i = 0; i < HASH_ALGO__LAST; i++) {
		ck_assert_msg(names[i] && sizes[i] > 0, "entry %d empty", i);
		struct crypto_shash *tfm = crypto_alloc_shash(names[i], 0, 0);

		if (IS_ERR(tfm))
			continue; // tgr*, rmd128/256/320: 6.12 has no driver for them either
		ck_assert_msg((int)crypto_shash_digestsize(tfm) == sizes[i], "%s: %u, table %d",
			      names[i], crypto_shash_digestsize(tfm), sizes[i]);
		crypto_free_shash(tfm);
		served++;
	}
	// md4 md5 sha1 rmd160 sha256 sha384 sha512 sha224 wp256 wp384 wp512 sm3 streebog256
	// streebog512 sha3-256 sha3-384 sha3-512
	ck_assert_uint_eq(served, 17);
}
END_TEST

typedef int (*kdf_gen_t)(struct crypto_shash *, const struct kvec *, unsigned int, u8 *,
			 unsigned int);
typedef int (*kdf_setkey_t)(struct crypto_shash *, const u8 *, size_t, const u8 *, size_t);

START_TEST(test_kdf108_matches_openssl)
{
	void *h = load_module("kdf_sp800108");
	kdf_gen_t gen = (kdf_gen_t)module_sym(h, "crypto_kdf108_ctr_generate");
	kdf_setkey_t setkey = (kdf_setkey_t)module_sym(h, "crypto_kdf108_setkey");
	static const char *const hmacs[] = { "hmac(sha256)", "hmac(sha512)", "hmac(sha1)" };
	static const char *const digests[] = { "SHA256", "SHA512", "SHA1" };
	u8 key[80], info[200], got[300], want[300];

	for (unsigned int a = 0; a < 3; a++) {
		struct crypto_shash *kmd = crypto_alloc_shash(hmacs[a], 0, 0);

		ck_assert(!IS_ERR(kmd));
		for (unsigned int t = 0; t < 40; t++) {
			unsigned int keylen = crypto_shash_digestsize(kmd) + get_random_u32() % 16;
			unsigned int infolen = get_random_u32() % sizeof(info);
			unsigned int outlen = 1 + get_random_u32() % sizeof(got);
			unsigned int cut = infolen ? get_random_u32() % infolen : 0;

			get_random_bytes(key, keylen);
			get_random_bytes(info, infolen);
			ck_assert_int_eq(setkey(kmd, key, keylen, NULL, 0), 0);
			// The fixed input in two pieces: the KDF hashes them as one.
			struct kvec iov[2] = { { info, cut }, { info + cut, infolen - cut } };

			memset(got, 0xa5, sizeof(got));
			ck_assert_int_eq(gen(kmd, iov, 2, got, outlen), 0);
			openssl_kbkdf("counter", digests[a], key, keylen, info, infolen, NULL, 0,
				      want, outlen);
			ck_assert_msg(!memcmp(got, want, outlen), "%s: %u bytes differ", hmacs[a],
				      outlen);
			// Nothing past dlen written.
			for (unsigned int i = outlen; i < sizeof(got); i++)
				ck_assert_uint_eq(got[i], 0xa5);
		}
		// SP800-108 takes no IKM, and no key shorter than the digest (section 7.2).
		ck_assert_int_eq(setkey(kmd, key, 32, key, 16), -EINVAL);
		ck_assert_int_eq(setkey(kmd, key, crypto_shash_digestsize(kmd) - 1, NULL, 0),
				 -EINVAL);
		crypto_free_shash(kmd);
	}
}
END_TEST

// aes-fixed-time registers above aes-generic, passes its vectors and matches aes-generic.
START_TEST(test_aes_ti)
{
	u8 key[32], in[16], a[16], b[16];

	load_module("aes_ti");
	proc_assert_block("aes-fixed-time", "module       : aes_ti\n", "priority     : 101\n",
			  "selftest     : passed\n");
	// (By its driver name: "aes" is the library's aes-aesni, at 300, where AES-NI is.)
	struct crypto_cipher *ti = crypto_alloc_cipher("aes-fixed-time", 0, 0);
	struct crypto_cipher *gen = crypto_alloc_cipher("aes-generic", 0, 0);

	ck_assert(!IS_ERR(ti) && !IS_ERR(gen));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_cipher_tfm(ti)), "aes-fixed-time");
	for (unsigned int t = 0; t < 300; t++) {
		unsigned int keylen = 16 + 8 * (t % 3);

		get_random_bytes(key, keylen);
		get_random_bytes(in, sizeof(in));
		ck_assert_int_eq(crypto_cipher_setkey(ti, key, keylen), 0);
		ck_assert_int_eq(crypto_cipher_setkey(gen, key, keylen), 0);
		crypto_cipher_encrypt_one(ti, a, in);
		crypto_cipher_encrypt_one(gen, b, in);
		ck_assert(!memcmp(a, b, 16));
		crypto_cipher_decrypt_one(ti, a, b);
		ck_assert(!memcmp(a, in, 16));
	}
	ck_assert_int_eq(crypto_cipher_setkey(ti, key, 17), -EINVAL);
	crypto_free_cipher(ti);
	crypto_free_cipher(gen);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("kbuild_lib", "hosted", 60, { test_hash_info },
					 { test_kdf108_matches_openssl }, { test_aes_ti }));
}
