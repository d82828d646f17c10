// SPDX-License-Identifier: GPL-2.0-only
// Reading /proc/crypto in the Check suites, and the driver a lookup picks.
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
#include <crypto/kpp.h>
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "proc_util.h"

char *proc_crypto_read(void)
{
	size_t size = ukc_proc_crypto(NULL, 0) + 1;
	char *proc = malloc(size);

	ck_assert_ptr_nonnull(proc);
	ukc_proc_crypto(proc, size);
	return proc;
}

const char *proc_block(const char *proc, const char *driver)
{
	char line[CRYPTO_MAX_ALG_NAME + 32];

	snprintf(line, sizeof(line), "driver       : %s\n", driver);
	return strstr(proc, line);
}

bool proc_block_has(const char *block, const char *line)
{
	const char *end = strstr(block, "\n\n");
	const char *at = strstr(block, line);

	return at && (!end || at < end);
}

void proc_assert_block_of(const char *driver, const char *const *lines)
{
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, driver);

	ck_assert_msg(block, "%s is not in /proc/crypto", driver);
	/* The block begins at its name line, the one before the driver line. */
	while (block > proc && !(block[-1] == '\n' && (block - 1 == proc || block[-2] == '\n')))
		block--;
	for (; *lines; lines++)
		ck_assert_msg(proc_block_has(block, *lines), "/proc/crypto's %s lacks: %s", driver,
			      *lines);
	free(proc);
}

void proc_assert_type_lines(const char *proc, const char *driver, const char *fields)
{
	char *own = proc ? NULL : proc_crypto_read();
	const char *block = proc_block(proc ? proc : own, driver);

	ck_assert_msg(block != NULL, "no /proc/crypto block for %s", driver);
	const char *type = strstr(block, "type         : ");
	const char *end = strstr(block, "\n\n");

	ck_assert(type != NULL && end != NULL && type < end);
	ck_assert_msg(!strncmp(type, fields, strlen(fields)) &&
			      (size_t)(end + 1 - type) == strlen(fields),
		      "%s:\n%.*s", driver, (int)(end + 1 - type), type);
	free(own);
}

bool proc_passed_from(const char *driver, const char *module)
{
	char line[128];
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, driver);

	snprintf(line, sizeof(line), "module       : %s\n", module);
	bool ok = block && proc_block_has(block, line) &&
		  proc_block_has(block, "selftest     : passed\n");
	free(proc);
	return ok;
}

const char *proc_test_origin(void)
{
	const char *origin = getenv("UKC_TEST_ORIGIN");

	return origin ? origin : "kernel";
}

const char *lookup_driver(const char *kind, const char *name, char *buf, size_t size)
{
	struct crypto_tfm *tfm;
	void *handle;

	if (!strcmp(kind, "skcipher")) {
		handle = crypto_alloc_skcipher(name, 0, 0);
		tfm = IS_ERR(handle) ? NULL : crypto_skcipher_tfm(handle);
	} else if (!strcmp(kind, "cipher")) {
		handle = crypto_alloc_cipher(name, 0, 0);
		tfm = IS_ERR(handle) ? NULL : crypto_cipher_tfm(handle);
	} else if (!strcmp(kind, "kpp")) {
		handle = crypto_alloc_kpp(name, 0, 0);
		tfm = IS_ERR(handle) ? NULL : crypto_kpp_tfm(handle);
	} else {
		handle = crypto_alloc_shash(name, 0, 0);
		tfm = IS_ERR(handle) ? NULL : crypto_shash_tfm(handle);
	}
	if (!tfm) {
		snprintf(buf, size, "error %ld", PTR_ERR(handle));
		return buf;
	}
	snprintf(buf, size, "%s", crypto_tfm_alg_driver_name(tfm));
	crypto_destroy_tfm(handle, tfm);
	return buf;
}

int log_count_from(size_t from, const char *text)
{
	size_t size = ukc_log_read(NULL, 0) + 1;
	char *log = malloc(size);
	int n = 0;

	ck_assert_ptr_nonnull(log);
	ukc_log_read(log, size);
	for (const char *p = log + (from < size ? from : size - 1); (p = strstr(p, text)); p++)
		n++;
	free(log);
	return n;
}

int log_count(const char *text)
{
	return log_count_from(0, text);
}
