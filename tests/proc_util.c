// SPDX-License-Identifier: GPL-2.0-only
// Reading /proc/crypto in the Check suites, the driver a lookup picks, and the log.
#include <crypto/hash.h>
#include <crypto/internal/cipher.h>
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

size_t count_logged(const char *needle)
{
	static char log[1 << 16];
	size_t n = 0;

	ukc_log_read(log, sizeof(log));
	for (const char *p = strstr(log, needle); p; p = strstr(p + 1, needle))
		n++;
	return n;
}
