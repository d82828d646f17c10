// SPDX-License-Identifier: GPL-2.0-only
// Template instantiation from name strings: the kernel's instance names, and every malformed
// name answered with an error rather than a crash.
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"

static long skcipher_err(const char *name, char *driver)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	if (driver)
		strcpy(driver, crypto_skcipher_driver_name(tfm));
	crypto_free_skcipher(tfm);
	return 0;
}

static void assert_driver(const char *name, const char *want)
{
	char driver[CRYPTO_MAX_ALG_NAME];

	ck_assert_int_eq(skcipher_err(name, driver), 0);
	ck_assert_str_eq(driver, want);
}

START_TEST(test_instance_names)
{
	assert_driver("ecb(aes)", "ecb(aes-generic)");
	// 6.12's cbc is an lskcipher template over "ecb(aes)": asked by the cipher's name, the
	// driver name keeps the ecb instance's; asked by a driver name, it takes that name.
	assert_driver("cbc(aes)", "cbc(ecb(aes-generic))");
	assert_driver("ctr(aes)", "ctr(aes-generic)");
	// By driver name, and through the inner driver name.
	assert_driver("cbc(aes-generic)", "cbc(aes-generic)");
	assert_driver("ctr(aes-generic)", "ctr(aes-generic)");
	// The second lookup finds the registered instance.
	assert_driver("cbc(aes)", "cbc(ecb(aes-generic))");
}
END_TEST

static const struct {
	const char *name;
	long err;
} bad_names[] = {
	{ "", -ENOENT },
	{ "(", -ENOENT },
	{ ")", -ENOENT },
	{ "cbc", -ENOENT },
	{ "cbc(", -ENOENT },
	{ "cbc()", -ENOENT },
	{ "cbc(aes", -ENOENT },
	{ "cbc(aes))", -ENOENT },
	{ "cbc(aes)x", -ENOENT },
	{ "cbc(,)", -ENOENT },
	{ "cbc(aes,)", -ENOENT },
	{ "(aes)", -ENOENT },
	{ "cbc((aes))", -ENOENT },
	{ "nosuch(aes)", -ENOENT },
	{ "cbc(nosuch)", -ENOENT },
	// ctr wants a single-block cipher: the inner cbc refuses to be made as one.
	{ "ctr(cbc(aes))", -EINVAL },
	{ "cbc(aes)(aes)", -ENOENT },
	{ "cbc(((((((((((", -ENOENT },
	{ "c b c(aes)", -ENOENT },
};

START_TEST(test_bad_names)
{
	for (size_t i = 0; i < sizeof(bad_names) / sizeof(bad_names[0]); i++) {
		long err = skcipher_err(bad_names[i].name, NULL);
		ck_assert_msg(err == bad_names[i].err, "\"%s\": got %ld, want %ld",
			      bad_names[i].name, err, bad_names[i].err);
	}
}
END_TEST

START_TEST(test_deep_nesting)
{
	char name[CRYPTO_MAX_ALG_NAME + 64];
	int levels = 24; // 24 * strlen("cbc()") + strlen("aes") = 123 bytes: a legal name

	name[0] = '\0';
	for (int i = 0; i < levels; i++)
		strcat(name, "cbc(");
	strcat(name, "aes");
	for (int i = 0; i < levels; i++)
		strcat(name, ")");
	// 6.12's lskcipher_alloc_instance_simple() refuses to nest instances.
	ck_assert_int_eq(skcipher_err(name, NULL), -ELOOP);

	// Past 127 characters, the whole name is refused before any parsing, with 6.12's -ENOENT.
	name[0] = '\0';
	for (int i = 0; i < 30; i++)
		strcat(name, "cbc(");
	strcat(name, "aes");
	for (int i = 0; i < 30; i++)
		strcat(name, ")");
	ck_assert_int_eq(skcipher_err(name, NULL), -ENOENT);

	ck_assert_int_eq(skcipher_err("cbc(cbc(aes))", NULL), -ELOOP);
}
END_TEST

START_TEST(test_random_names)
{
	static const char alphabet[] = "abcertx()(),-_ ";
	unsigned int seed = 12345;
	char name[160];

	for (int i = 0; i < 3000; i++) {
		size_t len = (size_t)(rand_r(&seed) % 150);
		for (size_t j = 0; j < len; j++)
			name[j] = alphabet[rand_r(&seed) % (sizeof(alphabet) - 1)];
		name[len] = '\0';
		long err = skcipher_err(name, NULL);
		ck_assert_msg(err == 0 || err == -ENOENT || err == -EINVAL ||
				      err == -ENAMETOOLONG || err == -ELOOP,
			      "\"%s\": unexpected %ld", name, err);
	}
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("templates", "names", 240, { test_instance_names },
					 { test_bad_names }, { test_deep_nesting },
					 { test_random_names }));
}
