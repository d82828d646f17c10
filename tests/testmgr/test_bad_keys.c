// SPDX-License-Identifier: GPL-2.0-only
// Every keyed algorithm in the registry, and a few template instances over them, given keys
// of no bytes (a NULL pointer, as a caller may pass with length 0), of one byte and of one
// byte too many: setkey answers 0 or -EINVAL and nothing else; a cipher whose key was refused
// answers -ENOKEY until it gets a good one, as 6.12's CRYPTO_TFM_NEED_KEY does. The sanitizer
// builds run this too, so a read through the NULL key or past the buffer fails here.
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "proc_util.h"

// Longer than any key the registry accepts (6.12's largest are authenc's and ESSIV's).
#define BIG_KEY 1024

static u8 key_bytes[BIG_KEY + 1];

static bool setkey_answer_ok(int rc)
{
	return rc == 0 || rc == -EINVAL;
}

// The key lengths tried: none, one byte, one past the longest of @max (0 when unknown).
static unsigned int try_lengths(unsigned int max, unsigned int lens[3])
{
	lens[0] = 0;
	lens[1] = 1;
	lens[2] = max ? max + 1 : BIG_KEY;
	return 3;
}

static const u8 *key_for(unsigned int len)
{
	return len ? key_bytes : NULL;
}

static bool try_skcipher(const char *name, u32 type, u32 mask)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, type, mask);
	unsigned int lens[3];
	bool keyed = false;

	if (IS_ERR(tfm))
		return false;
	for (unsigned int i = 0, n = try_lengths(crypto_skcipher_max_keysize(tfm), lens); i < n;
	     i++) {
		int rc = crypto_skcipher_setkey(tfm, key_for(lens[i]), lens[i]);

		bool in_range = lens[i] >= crypto_skcipher_min_keysize(tfm) &&
				lens[i] <= crypto_skcipher_max_keysize(tfm);

		ck_assert_msg(setkey_answer_ok(rc), "%s keylen %u: %d", name, lens[i], rc);
		bool needkey = crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY;

		// A key taken clears NEED_KEY, one the algorithm refused sets it. A length out of
		// range 6.12 answers before touching an skcipher's tfm (so a key set before stays),
		// but through an lskcipher's setkey, which marks the tfm keyless: either may hold.
		ck_assert_msg(!(rc == 0 || in_range) || needkey == (rc != 0),
			      "%s keylen %u: rc %d, NEED_KEY %s", name, lens[i], rc,
			      needkey ? "set" : "clear");
		keyed = !needkey;
	}
	// A keyless tfm must not encrypt with whatever its context holds.
	if (!keyed) {
		struct skcipher_request *req = skcipher_request_alloc(tfm, 0);
		unsigned int bs = crypto_skcipher_blocksize(tfm);
		unsigned int len = bs > 16 ? bs : 16;
		u8 buf[64] = { 0 }, iv[64] = { 0 };
		struct scatterlist sg;

		ck_assert_ptr_nonnull(req);
		sg_init_one(&sg, buf, len);
		skcipher_request_set_callback(req, 0, NULL, NULL);
		skcipher_request_set_crypt(req, &sg, &sg, len, iv);
		int rc = crypto_skcipher_encrypt(req);

		ck_assert_msg(rc == -ENOKEY, "%s: encrypt without a key: %d", name, rc);
		skcipher_request_free(req);
	}
	crypto_free_skcipher(tfm);
	return true;
}

// One type's setkey and flags, for the loop below.
struct keyed_ops {
	int (*setkey)(void *tfm, const u8 *key, unsigned int keylen);
	u32 (*flags)(void *tfm);
	// 6.12 marks the tfm keyless when its setkey fails (aead, shash; cipher does not).
	bool refusal_needs_key;
};

static void try_keys(const char *name, void *tfm, const struct keyed_ops *ops)
{
	// An unkeyed hash answers -ENOSYS (6.12's shash_no_setkey); a keyed one starts keyless.
	bool unkeyed = ops->flags && !(ops->flags(tfm) & CRYPTO_TFM_NEED_KEY);
	unsigned int lens[3];

	for (unsigned int i = 0, n = try_lengths(0, lens); i < n; i++) {
		int rc = ops->setkey(tfm, key_for(lens[i]), lens[i]);

		ck_assert_msg(setkey_answer_ok(rc) || (unkeyed && rc == -ENOSYS),
			      "%s keylen %u: %d", name, lens[i], rc);
		ck_assert_msg(rc == 0 || !ops->refusal_needs_key || rc == -ENOSYS ||
				      ops->flags(tfm) & CRYPTO_TFM_NEED_KEY,
			      "%s keylen %u: a refused key left the tfm keyed", name, lens[i]);
	}
}

static int aead_setkey(void *tfm, const u8 *key, unsigned int keylen)
{
	return crypto_aead_setkey(tfm, key, keylen);
}

static u32 aead_flags(void *tfm)
{
	return crypto_aead_get_flags(tfm);
}

static int shash_setkey(void *tfm, const u8 *key, unsigned int keylen)
{
	return crypto_shash_setkey(tfm, key, keylen);
}

static u32 shash_flags(void *tfm)
{
	return crypto_shash_get_flags(tfm);
}

static int cipher_setkey(void *tfm, const u8 *key, unsigned int keylen)
{
	return crypto_cipher_setkey(tfm, key, keylen);
}

static bool try_aead(const char *name, u32 type, u32 mask)
{
	static const struct keyed_ops ops = { aead_setkey, aead_flags, true };
	struct crypto_aead *tfm = crypto_alloc_aead(name, type, mask);

	if (IS_ERR(tfm))
		return false;
	try_keys(name, tfm, &ops);
	crypto_free_aead(tfm);
	return true;
}

static bool try_shash(const char *name, u32 type, u32 mask)
{
	static const struct keyed_ops ops = { shash_setkey, shash_flags, true };
	// A hash whose key is optional (crc32c's seed, blake2b's key) stays usable after a
	// refused key: 6.12's shash_set_needkey() marks only those that need one.
	static const struct keyed_ops optional_ops = { shash_setkey, shash_flags, false };
	struct crypto_shash *tfm = crypto_alloc_shash(name, type, mask);

	if (IS_ERR(tfm))
		return false;
	try_keys(name, tfm,
		 crypto_shash_tfm(tfm)->__crt_alg->cra_flags & CRYPTO_ALG_OPTIONAL_KEY
			 ? &optional_ops
			 : &ops);
	crypto_free_shash(tfm);
	return true;
}

static bool try_cipher(const char *name, u32 type, u32 mask)
{
	static const struct keyed_ops ops = { cipher_setkey, NULL, false };
	struct crypto_cipher *tfm = crypto_alloc_cipher(name, type, mask);

	if (IS_ERR(tfm))
		return false;
	try_keys(name, tfm, &ops);
	crypto_free_cipher(tfm);
	return true;
}

// The value of "@field: " in the /proc/crypto block at @block, into @out.
static bool block_field(const char *block, const char *field, char *out, size_t size)
{
	const char *end = strstr(block, "\n\n");
	char key[32];

	snprintf(key, sizeof(key), "\n%-12s : ", field);
	const char *at = strstr(block, key);
	if (!at || (end && at > end))
		return false;
	at += strlen(key);
	size_t n = strcspn(at, "\n");
	if (n >= size)
		return false;
	memcpy(out, at, n);
	out[n] = 0;
	return true;
}

static unsigned int tried;

static void try_driver(const char *driver, const char *type, bool internal)
{
	u32 t = internal ? CRYPTO_ALG_INTERNAL : 0;
	bool done = false;

	if (!strcmp(type, "skcipher"))
		done = try_skcipher(driver, t, t);
	else if (!strcmp(type, "aead"))
		done = try_aead(driver, t, t);
	else if (!strcmp(type, "shash"))
		done = try_shash(driver, t, t);
	else if (!strcmp(type, "cipher"))
		done = try_cipher(driver, t, t);
	tried += done;
}

START_TEST(test_registered_drivers)
{
	char *proc = proc_crypto_read();

	tried = 0;
	for (const char *at = strstr(proc, "driver       : "); at;
	     at = strstr(at + 1, "driver       : ")) {
		char driver[CRYPTO_MAX_ALG_NAME], type[32], internal[8] = "no";
		const char *block = at - 1;

		ck_assert(sscanf(at, "driver       : %127s", driver) == 1);
		if (!block_field(block, "type", type, sizeof(type)))
			continue;
		block_field(block, "internal", internal, sizeof(internal));
		try_driver(driver, type, !strcmp(internal, "yes"));
	}
	free(proc);
	ck_assert_uint_gt(tried, 10);
}
END_TEST

// Instances the registry builds on demand, over each cipher it holds.
static const char *const instances[][2] = {
	{ "skcipher", "cbc(serpent)" },
	{ "skcipher", "xts(serpent)" },
	{ "skcipher", "lrw(twofish)" },
	{ "skcipher", "ctr(camellia)" },
	{ "skcipher", "xts(cast6)" },
	{ "skcipher", "cts(cbc(aes))" },
	{ "skcipher", "xts(aes)" },
	{ "skcipher", "rfc3686(ctr(aes))" },
	{ "skcipher", "essiv(cbc(aes),sha256)" },
	{ "aead", "gcm(aes)" },
	{ "aead", "rfc4106(gcm(aes))" },
	{ "aead", "rfc4543(gcm(aes))" },
	{ "aead", "ccm(aes)" },
	{ "aead", "rfc4309(ccm(aes))" },
	{ "aead", "authenc(hmac(sha256),cbc(aes))" },
	{ "aead", "aegis128" },
	{ "shash", "hmac(sha256)" },
	{ "shash", "cbcmac(aes)" },
};

START_TEST(test_instances)
{
	const char *type = instances[_i][0], *name = instances[_i][1];

	tried = 0;
	try_driver(name, type, false);
	ck_assert_uint_eq(tried, 1);
}
END_TEST

static Suite *bad_keys_suite(void)
{
	for (size_t i = 0; i < sizeof(key_bytes); i++)
		key_bytes[i] = (u8)(i * 7 + 1);
	return check_new_suite("bad_keys", "setkey", 120, { test_registered_drivers },
			       { test_instances, sizeof(instances) / sizeof(instances[0]) });
}

int main(void)
{
	return check_run(bad_keys_suite());
}
