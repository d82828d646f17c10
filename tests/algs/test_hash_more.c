// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the generic MD4, MD5, RIPEMD-160, SHA-3, SM3, Streebog and Whirlpool drivers,
// hmac over them, and the cmac, xcbc and vmac64 templates: the driver each lookup chooses, the
// vectors through shash and ahash, export/import, the exported SHA-3 steps and the SM3 library,
// and OpenSSL's EVP as a second implementation on random messages.
#define _GNU_SOURCE
#include <crypto/algapi.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/md5.h>
#include <crypto/sha3.h>
#include <crypto/sm3.h>
#include <crypto/sm3_base.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>

#include "check_run.h"
#include "hash_util.h"
#include "test_rng.h"
#include "testvec.h"

/*
 * Each name with the driver and priority 6.12 gives it, the sizes of its state (6.12's
 * statesize is the descsize), and OpenSSL's name for it (NULL where OpenSSL has none).
 */
struct more_alg {
	const char *name;
	const char *driver;
	int priority;
	unsigned int digestsize;
	unsigned int blocksize;
	unsigned int statesize;
	const char *evp;
};

static const struct more_alg more_algs[] = {
	{ "md4", "md4-generic", 0, 16, 64, 88, "MD4" },
	{ "md5", "md5-generic", 0, 16, 64, 88, "MD5" },
	{ "rmd160", "rmd160-generic", 0, 20, 64, 96, "RIPEMD160" },
	{ "sha3-224", "sha3-224-generic", 0, 28, 144, 360, "SHA3-224" },
	{ "sha3-256", "sha3-256-generic", 0, 32, 136, 360, "SHA3-256" },
	{ "sha3-384", "sha3-384-generic", 0, 48, 104, 360, "SHA3-384" },
	{ "sha3-512", "sha3-512-generic", 0, 64, 72, 360, "SHA3-512" },
	{ "sm3", "sm3-generic", 100, 32, 64, 104, "SM3" },
	{ "streebog256", "streebog256-generic", 0, 32, 64, 328, NULL },
	{ "streebog512", "streebog512-generic", 0, 64, 64, 328, NULL },
	{ "wp256", "wp256-generic", 0, 32, 64, 168, NULL },
	{ "wp384", "wp384-generic", 0, 48, 64, 168, NULL },
	{ "wp512", "wp512-generic", 0, 64, 64, 168, "WHIRLPOOL" },
};

/* The keyed MACs over block ciphers, with the driver the generic AES and Camellia give. */
static const char *const more_macs[][2] = {
	{ "cmac(aes)", "cmac(aes-generic)" },
	{ "cmac(camellia)", "cmac(camellia-generic)" },
	{ "xcbc(aes)", "xcbc(aes-generic)" },
};

static const char *const more_hmacs[] = {
	"hmac(md5)",	  "hmac(rmd160)",      "hmac(sha3-224)",
	"hmac(sha3-256)", "hmac(sha3-384)",    "hmac(sha3-512)",
	"hmac(sm3)",	  "hmac(streebog256)", "hmac(streebog512)",
};

START_TEST(test_driver_and_geometry)
{
	const struct more_alg *a = &more_algs[_i];
	struct crypto_shash *tfm = crypto_alloc_shash(a->name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", a->name, PTR_ERR(tfm));
	ck_assert_str_eq(crypto_shash_driver_name(tfm), a->driver);
	ck_assert_int_eq(crypto_shash_alg(tfm)->base.cra_priority, a->priority);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), a->digestsize);
	ck_assert_uint_eq(crypto_shash_blocksize(tfm), a->blocksize);
	ck_assert_uint_eq(crypto_shash_statesize(tfm), a->statesize);
	/* Unkeyed: setkey is refused, as 6.12's shash_no_setkey does. */
	ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)"k", 1), -ENOSYS);
	crypto_free_shash(tfm);
}
END_TEST

/* init, update in two pieces with an export/import into a fresh descriptor between, final. */
static void split_digest(struct crypto_shash *tfm, const u8 *m, unsigned int n, unsigned int cut,
			 u8 *out)
{
	SHASH_DESC_ON_STACK(d1, tfm);
	SHASH_DESC_ON_STACK(d2, tfm);
	u8 state[HASH_MAX_DESCSIZE];

	d1->tfm = tfm;
	d2->tfm = tfm;
	ck_assert_int_eq(crypto_shash_init(d1), 0);
	ck_assert_int_eq(crypto_shash_update(d1, m, cut), 0);
	ck_assert_int_eq(crypto_shash_export(d1, state), 0);
	ck_assert_int_eq(crypto_shash_import(d2, state), 0);
	ck_assert_int_eq(crypto_shash_update(d2, m + cut, n - cut), 0);
	ck_assert_int_eq(crypto_shash_final(d2, out), 0);
}

static void ahash_digest(const char *name, const struct hash_testvec *v, u8 *out)
{
	struct crypto_ahash *tfm = crypto_alloc_ahash(name, 0, 0);
	struct scatterlist sg;

	ck_assert(!IS_ERR(tfm));
	if (v->ksize)
		ck_assert_int_eq(crypto_ahash_setkey(tfm, (const u8 *)v->key, v->ksize), 0);
	struct ahash_request *req = ahash_request_alloc(tfm, GFP_KERNEL);
	ck_assert_ptr_nonnull(req);
	sg_init_one(&sg, v->plaintext, v->psize);
	ahash_request_set_callback(req, 0, NULL, NULL);
	ahash_request_set_crypt(req, &sg, out, v->psize);
	ck_assert_int_eq(crypto_ahash_digest(req), 0);
	ahash_request_free(req);
	crypto_free_ahash(tfm);
}

/* Every vector of @name: one-shot shash, split with export/import at each third, ahash. */
static void run_vectors(const char *name)
{
	unsigned int count;
	const struct hash_testvec *vecs = hash_suite_vecs(name, &count);
	struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	for (unsigned int i = 0; i < count; i++) {
		const struct hash_testvec *v = &vecs[i];
		const u8 *m = (const u8 *)v->plaintext;
		unsigned int ds = crypto_shash_digestsize(tfm);
		u8 out[HASH_MAX_DIGESTSIZE];

		if (v->ksize)
			ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)v->key, v->ksize), 0);
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, m, v->psize, out), 0);
		ck_assert_msg(!memcmp(out, v->digest, ds), "%s vector %u: digest", name, i);
		for (unsigned int cut = 0; cut <= v->psize; cut += v->psize / 3 + 1) {
			memset(out, 0, sizeof(out));
			split_digest(tfm, m, v->psize, cut, out);
			ck_assert_msg(!memcmp(out, v->digest, ds), "%s vector %u: split at %u",
				      name, i, cut);
		}
		memset(out, 0, sizeof(out));
		ahash_digest(name, v, out);
		ck_assert_msg(!memcmp(out, v->digest, ds), "%s vector %u: ahash", name, i);
	}
	crypto_free_shash(tfm);
}

START_TEST(test_vectors)
{
	run_vectors(more_algs[_i].name);
}
END_TEST

START_TEST(test_hmac_vectors)
{
	run_vectors(more_hmacs[_i]);
}
END_TEST

/* hmac over each of these: the driver is the template over the generic driver, and it needs a
 * key before it hashes anything (6.12's CRYPTO_TFM_NEED_KEY). */
START_TEST(test_hmac_needs_key)
{
	const char *name = more_hmacs[_i];
	struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);
	char want[CRYPTO_MAX_ALG_NAME];
	u8 out[HASH_MAX_DIGESTSIZE];
	const char *inner = name + strlen("hmac(");

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	snprintf(want, sizeof(want), "hmac(%.*s-generic)", (int)(strlen(inner) - 1), inner);
	ck_assert_str_eq(crypto_shash_driver_name(tfm), want);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, (const u8 *)"abc", 3, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)"key", 3), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, (const u8 *)"abc", 3, out), 0);
	crypto_free_shash(tfm);
}
END_TEST

/* cmac and xcbc: the instance over the generic cipher at its priority, the vectors, -ENOKEY
 * until setkey, and a cipher whose block size the template cannot take refused with -EINVAL
 * by create() (so the lookup fails). */
START_TEST(test_block_cipher_macs)
{
	const char *name = more_macs[_i][0];
	struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);
	u8 out[16];

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	ck_assert_str_eq(crypto_shash_driver_name(tfm), more_macs[_i][1]);
	ck_assert_int_eq(crypto_shash_alg(tfm)->base.cra_priority, 100);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), 16);
	ck_assert_uint_eq(crypto_shash_blocksize(tfm), 16);
	/* 6.12's state: the length word padded to 8 bytes, the pending block and the chain */
	ck_assert_uint_eq(crypto_shash_statesize(tfm), 8 + 2 * 16);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, (const u8 *)"abc", 3, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_setkey(tfm, (const u8 *)"0123456789abcdef", 15), -EINVAL);
	crypto_free_shash(tfm);
	run_vectors(name);
	tfm = crypto_alloc_shash(_i == 2 ? "xcbc(cipher_null)" : "cmac(cipher_null)", 0, 0);
	ck_assert(IS_ERR(tfm));
}
END_TEST

/* vmac64(aes): the instance over the generic AES, the vectors, and 6.12's answers to a bad
 * key length, a missing key, a nonce cut short and a nonce with its first bit set. */
START_TEST(test_vmac64)
{
	struct crypto_shash *tfm = crypto_alloc_shash("vmac64(aes)", 0, 0);
	static const u8 key[16] = "abcdefghijklmnop";
	u8 msg[40] = { 0 }, out[8];

	ck_assert(!IS_ERR(tfm));
	ck_assert_str_eq(crypto_shash_driver_name(tfm), "vmac64(aes-generic)");
	ck_assert_int_eq(crypto_shash_alg(tfm)->base.cra_priority, 100);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), 8);
	ck_assert_uint_eq(crypto_shash_blocksize(tfm), 16);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, 16, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_setkey(tfm, key, 32), -EINVAL);
	ck_assert_int_eq(crypto_shash_setkey(tfm, key, 16), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, 16, out), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, 15, out), -EINVAL);
	msg[0] = 0x80;
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, sizeof(msg), out), -EINVAL);
	crypto_free_shash(tfm);
	run_vectors("vmac64(aes)");
}
END_TEST

/* A toy cipher of 8-byte blocks (a byte permutation mixed with the key), registered by this
 * suite so cmac's 64-bit path (SP 800-38B's R64 = 0x1b) runs: nothing else here has 8-byte
 * blocks. */
static int toy64_setkey(struct crypto_tfm *tfm, const u8 *key, unsigned int keylen)
{
	memcpy(crypto_tfm_ctx(tfm), key, keylen);
	return 0;
}

static void toy64_encrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const u8 *key = crypto_tfm_ctx(tfm);
	u8 t[8];

	for (int i = 0; i < 8; i++)
		t[i] = (u8)(((src[(i + 3) % 8] ^ key[i]) * 167 + i) & 0xff);
	memcpy(dst, t, 8);
}

static void toy64_decrypt(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	const u8 *key = crypto_tfm_ctx(tfm);
	u8 t[8];

	/* 167 * 23 = 3841 = 1 mod 256 */
	for (int i = 0; i < 8; i++)
		t[(i + 3) % 8] = (u8)((((src[i] - i) & 0xff) * 23) ^ key[i]);
	memcpy(dst, t, 8);
}

static struct crypto_alg toy64_alg = {
	.cra_name = "cmac_toy64",
	.cra_driver_name = "cmac_toy64-generic",
	.cra_priority = 100,
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = 8,
	.cra_ctxsize = 8,
	.cra_u = { .cipher = {
		.cia_min_keysize = 8,
		.cia_max_keysize = 8,
		.cia_setkey = toy64_setkey,
		.cia_encrypt = toy64_encrypt,
		.cia_decrypt = toy64_decrypt,
	} },
};

/* x * 2 in GF(2^64) with SP 800-38B's R64. */
static void ref_dbl64(u8 *dst, const u8 *src)
{
	u8 msb = src[0] >> 7;

	for (int i = 0; i < 7; i++)
		dst[i] = (u8)(src[i] << 1 | src[i + 1] >> 7);
	dst[7] = (u8)(src[7] << 1 ^ (msb ? 0x1b : 0));
}

/* CMAC written out from SP 800-38B section 6.2, over the cipher alone. */
static void ref_cmac64(struct crypto_cipher *c, const u8 *m, unsigned int n, u8 *out)
{
	u8 l[8] = { 0 }, k1[8], k2[8], x[8] = { 0 }, last[8] = { 0 };
	unsigned int blocks = n ? (n + 7) / 8 : 1, rest = n - 8 * (blocks - 1);

	crypto_cipher_encrypt_one(c, l, l);
	ref_dbl64(k1, l);
	ref_dbl64(k2, k1);
	for (unsigned int b = 0; b + 1 < blocks; b++) {
		crypto_xor(x, m + 8 * b, 8);
		crypto_cipher_encrypt_one(c, x, x);
	}
	memcpy(last, m + 8 * (blocks - 1), rest);
	if (rest == 8) {
		crypto_xor(last, k1, 8);
	} else {
		last[rest] = 0x80;
		crypto_xor(last, k2, 8);
	}
	crypto_xor(x, last, 8);
	crypto_cipher_encrypt_one(c, out, x);
}

START_TEST(test_cmac_64bit_blocks)
{
	unsigned int reduced = 0;

	rng_seed_from_env(0x6a09e667f3bcc908ull, 0);
	ck_assert_int_eq(crypto_register_alg(&toy64_alg), 0);
	struct crypto_shash *tfm = crypto_alloc_shash("cmac(cmac_toy64)", 0, 0);
	struct crypto_cipher *c = crypto_alloc_cipher("cmac_toy64", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "cmac(cmac_toy64): %ld", PTR_ERR(tfm));
	ck_assert(!IS_ERR(c));
	ck_assert_str_eq(crypto_shash_driver_name(tfm), "cmac(cmac_toy64-generic)");
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), 8);
	ck_assert_uint_eq(crypto_shash_statesize(tfm), 8 + 2 * 8);
	/* Several keys, so that L's top bit, and with it the reduction by R64, comes up. */
	for (int k = 0; k < 16; k++) {
		u8 key[8], l[8] = { 0 };

		for (int i = 0; i < 8; i++)
			key[i] = (u8)rng_next();
		ck_assert_int_eq(crypto_shash_setkey(tfm, key, 8), 0);
		ck_assert_int_eq(crypto_cipher_setkey(c, key, 8), 0);
		crypto_cipher_encrypt_one(c, l, l);
		reduced += l[0] >> 7;
		for (unsigned int n = 0; n <= 40; n++) {
			u8 msg[40], want[8], got[8];

			for (unsigned int i = 0; i < n; i++)
				msg[i] = (u8)rng_next();
			ref_cmac64(c, msg, n, want);
			ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, n, got), 0);
			ck_assert_msg(!memcmp(got, want, 8),
				      "cmac(cmac_toy64): key %d, %u bytes" RNG_SEED_FMT, k, n,
				      RNG_SEED_ARGS);
		}
	}
	ck_assert_uint_gt(reduced, 0);
	crypto_free_cipher(c);
	crypto_free_shash(tfm);
	/* xcbc and vmac64 take 16-byte blocks only */
	ck_assert(IS_ERR(crypto_alloc_shash("xcbc(cmac_toy64)", 0, 0)));
	ck_assert(IS_ERR(crypto_alloc_shash("vmac64(cmac_toy64)", 0, 0)));
}
END_TEST

/* CMAC-AES (RFC 4493) with 128, 192 and 256-bit keys on random messages, against OpenSSL. */
START_TEST(test_cmac_against_openssl)
{
	static const char *const ciphers[] = { "AES-128-CBC", "AES-192-CBC", "AES-256-CBC" };
	struct crypto_shash *tfm = crypto_alloc_shash("cmac(aes)", 0, 0);

	rng_seed_from_env(0x853c49e6748fea9bull, 0);
	ck_assert(!IS_ERR(tfm));
	for (int round = 0; round < 60; round++) {
		unsigned int klen = 16 + 8 * (round % 3), n = rng_below(300);
		u8 key[32], msg[300], want[16], got[16];
		OSSL_PARAM params[2];
		size_t len = 0;

		for (unsigned int i = 0; i < klen; i++)
			key[i] = (u8)rng_next();
		for (unsigned int i = 0; i < n; i++)
			msg[i] = (u8)rng_next();
		params[0] = OSSL_PARAM_construct_utf8_string("cipher", (char *)ciphers[round % 3],
							     0);
		params[1] = OSSL_PARAM_construct_end();
		ck_assert_ptr_nonnull(EVP_Q_mac(NULL, "CMAC", NULL, NULL, params, key, klen, msg, n,
						want, sizeof(want), &len));
		ck_assert_uint_eq(len, 16);
		ck_assert_int_eq(crypto_shash_setkey(tfm, key, klen), 0);
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, n, got), 0);
		ck_assert_msg(!memcmp(got, want, 16), "cmac(aes): key %u, %u bytes" RNG_SEED_FMT,
			      klen, n, RNG_SEED_ARGS);
	}
	crypto_free_shash(tfm);
}
END_TEST

/* OpenSSL 3 keeps MD4 and Whirlpool in its legacy provider; load it beside the default one. */
static const EVP_MD *evp_fetch(const char *evp)
{
	// Kept, so the providers stay reachable (a leak checker counts what nothing points to).
	static OSSL_PROVIDER *loaded[2];

	if (!loaded[0]) {
		loaded[0] = OSSL_PROVIDER_load(NULL, "default");
		loaded[1] = OSSL_PROVIDER_load(NULL, "legacy");
	}
	return EVP_MD_fetch(NULL, evp, NULL);
}

/* Random messages of 0 to 2000 bytes fed in random pieces, against OpenSSL's one-shot digest. */
START_TEST(test_against_openssl)
{
	const struct more_alg *a = &more_algs[_i];
	struct crypto_shash *tfm;
	EVP_MD *md;

	rng_seed_from_env(0x9e3779b97f4a7c15ull, (unsigned long long)_i);
	if (!a->evp)
		return; /* Streebog, Whirlpool-256/384: OpenSSL has no such digest */
	md = (EVP_MD *)evp_fetch(a->evp);
	if (!md) {
		/* A system without OpenSSL's legacy provider has no MD4 or Whirlpool. */
		ck_assert(!strcmp(a->evp, "MD4") || !strcmp(a->evp, "WHIRLPOOL"));
		return;
	}
	tfm = crypto_alloc_shash(a->name, 0, 0);
	ck_assert(!IS_ERR(tfm));
	u8 *m = malloc(2000);
	ck_assert_ptr_nonnull(m);
	for (int round = 0; round < 200; round++) {
		unsigned int n = rng_below(2001), done = 0, len = 0;
		u8 want[EVP_MAX_MD_SIZE], got[HASH_MAX_DIGESTSIZE];
		SHASH_DESC_ON_STACK(desc, tfm);

		for (unsigned int i = 0; i < n; i++)
			m[i] = (u8)rng_next();
		ck_assert(EVP_Digest(m, n, want, &len, md, NULL));
		ck_assert_uint_eq(len, a->digestsize);
		desc->tfm = tfm;
		ck_assert_int_eq(crypto_shash_init(desc), 0);
		while (done < n) {
			unsigned int piece = rng_below(n - done + 1);

			ck_assert_int_eq(crypto_shash_update(desc, m + done, piece), 0);
			done += piece;
		}
		ck_assert_int_eq(crypto_shash_final(desc, got), 0);
		ck_assert_msg(!memcmp(got, want, len),
			      "%s: %u bytes differ from OpenSSL" RNG_SEED_FMT, a->name, n,
			      RNG_SEED_ARGS);
	}
	free(m);
	EVP_MD_free(md);
	crypto_free_shash(tfm);
}
END_TEST

/* HMAC over the digests OpenSSL has, with keys shorter and longer than the block. */
START_TEST(test_hmac_against_openssl)
{
	static const struct {
		const char *name, *evp;
	} pairs[] = {
		{ "hmac(md5)", "MD5" },		  { "hmac(rmd160)", "RIPEMD160" },
		{ "hmac(sha3-224)", "SHA3-224" }, { "hmac(sha3-256)", "SHA3-256" },
		{ "hmac(sha3-384)", "SHA3-384" }, { "hmac(sha3-512)", "SHA3-512" },
		{ "hmac(sm3)", "SM3" },
	};

	rng_seed_from_env(0x2545f4914f6cdd1dull, 0);
	EVP_MD_free((EVP_MD *)evp_fetch("MD5")); // loads the providers EVP_Q_mac() needs
	for (size_t p = 0; p < sizeof(pairs) / sizeof(pairs[0]); p++) {
		struct crypto_shash *tfm = crypto_alloc_shash(pairs[p].name, 0, 0);

		ck_assert(!IS_ERR(tfm));
		for (int round = 0; round < 20; round++) {
			u8 key[300], msg[500], want[EVP_MAX_MD_SIZE], got[HASH_MAX_DIGESTSIZE];
			unsigned int klen = 1 + rng_below(sizeof(key));
			unsigned int n = rng_below(sizeof(msg));
			size_t len = 0;

			for (unsigned int i = 0; i < klen; i++)
				key[i] = (u8)rng_next();
			for (unsigned int i = 0; i < n; i++)
				msg[i] = (u8)rng_next();
			ck_assert_ptr_nonnull(EVP_Q_mac(NULL, "HMAC", NULL, pairs[p].evp, NULL, key,
							klen, msg, n, want, sizeof(want), &len));
			ck_assert_int_eq(crypto_shash_setkey(tfm, key, klen), 0);
			ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, n, got), 0);
			ck_assert_msg(!memcmp(got, want, len), "%s: key %u, %u bytes" RNG_SEED_FMT,
				      pairs[p].name, klen, n, RNG_SEED_ARGS);
		}
		crypto_free_shash(tfm);
	}
}
END_TEST

/* The steps <crypto/sha3.h> exports, as arch glue calls them on its own descriptor. */
START_TEST(test_sha3_exported_steps)
{
	struct crypto_shash *tfm = crypto_alloc_shash("sha3-256", 0, 0);
	static const u8 abc_digest[32] = {
		/* FIPS 202 SHA3-256("abc"), NIST's SHA-3 examples */
		0x3a, 0x98, 0x5d, 0xa7, 0x4f, 0xe2, 0x25, 0xb2, 0x04, 0x5c, 0x17,
		0x2d, 0x6b, 0xd3, 0x90, 0xbd, 0x85, 0x5f, 0x08, 0x6e, 0x3e, 0x9d,
		0x52, 0x5b, 0x46, 0xbf, 0xe2, 0x45, 0x11, 0x43, 0x15, 0x32,
	};
	u8 out[32];

	ck_assert(!IS_ERR(tfm));
	SHASH_DESC_ON_STACK(desc, tfm);
	desc->tfm = tfm;
	ck_assert_int_eq(crypto_sha3_init(desc), 0);
	struct sha3_state *st = shash_desc_ctx(desc);
	ck_assert_uint_eq(st->rsiz, SHA3_256_BLOCK_SIZE);
	ck_assert_uint_eq(st->rsizw, SHA3_256_BLOCK_SIZE / 8);
	ck_assert_int_eq(crypto_sha3_update(desc, (const u8 *)"a", 1), 0);
	ck_assert_int_eq(crypto_sha3_update(desc, (const u8 *)"bc", 2), 0);
	ck_assert_uint_eq(st->partial, 3);
	ck_assert_int_eq(crypto_sha3_final(desc, out), 0);
	ck_assert_mem_eq(out, abc_digest, sizeof(out));
	crypto_free_shash(tfm);
}
END_TEST

/* The SM3 library and sm3_base as kernel code calls them, and the empty-message constants. */
START_TEST(test_sm3_library_and_zero_hashes)
{
	/* GM/T 0004-2012 appendix A.1: SM3("abc") */
	static const u8 abc[32] = {
		0x66, 0xc7, 0xf0, 0xf4, 0x62, 0xee, 0xed, 0xd9, 0xd1, 0xf2, 0xd4,
		0x6b, 0xdc, 0x10, 0xe4, 0xe2, 0x41, 0x67, 0xc4, 0x87, 0x5c, 0xf2,
		0xf7, 0xa2, 0x29, 0x7d, 0xa0, 0x2b, 0x8f, 0x4b, 0xa8, 0xe0,
	};
	struct sm3_state st;
	u8 out[SM3_DIGEST_SIZE], want[EVP_MAX_MD_SIZE];
	unsigned int len;

	sm3_init(&st);
	sm3_update(&st, (const u8 *)"ab", 2);
	sm3_update(&st, (const u8 *)"c", 1);
	sm3_final(&st, out);
	ck_assert_mem_eq(out, abc, sizeof(abc));
	/* sm3_final wipes the state */
	ck_assert_uint_eq(st.count, 0);
	/* The sm3_base steps an arch driver takes, with the portable block function. */
	struct crypto_shash *tfm = crypto_alloc_shash("sm3", 0, 0);
	ck_assert(!IS_ERR(tfm));
	SHASH_DESC_ON_STACK(desc, tfm);
	desc->tfm = tfm;
	memset(out, 0, sizeof(out));
	ck_assert_int_eq(sm3_base_init(desc), 0);
	ck_assert_int_eq(sm3_base_do_update(desc, (const u8 *)"a", 1, ukc_sm3_block_generic), 0);
	ck_assert_int_eq(sm3_base_do_update(desc, (const u8 *)"bc", 2, ukc_sm3_block_generic), 0);
	ck_assert_int_eq(sm3_base_do_finalize(desc, ukc_sm3_block_generic), 0);
	ck_assert_int_eq(sm3_base_finish(desc, out), 0);
	ck_assert_mem_eq(out, abc, sizeof(abc));
	crypto_free_shash(tfm);
	ck_assert(EVP_Digest("", 0, want, &len, EVP_sm3(), NULL));
	ck_assert_mem_eq(sm3_zero_message_hash, want, SM3_DIGEST_SIZE);
	ck_assert(EVP_Digest("", 0, want, &len, EVP_md5(), NULL));
	ck_assert_mem_eq(md5_zero_message_hash, want, MD5_DIGEST_SIZE);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite(
		"hash_more", "core", 120, { test_driver_and_geometry, ARRAY_SIZE(more_algs) },
		{ test_vectors, ARRAY_SIZE(more_algs) },
		{ test_hmac_vectors, ARRAY_SIZE(more_hmacs) },
		{ test_hmac_needs_key, ARRAY_SIZE(more_hmacs) },
		{ test_against_openssl, ARRAY_SIZE(more_algs) }, { test_hmac_against_openssl },
		{ test_block_cipher_macs, ARRAY_SIZE(more_macs) }, { test_cmac_against_openssl },
		{ test_vmac64 }, { test_cmac_64bit_blocks }, { test_sha3_exported_steps },
		{ test_sm3_library_and_zero_hashes }));
}
