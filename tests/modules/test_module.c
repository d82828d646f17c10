// SPDX-License-Identifier: GPL-2.0-only
// Out-of-tree drivers: an unknown name loads "crypto-NAME.so" from UKCRYPTO_MODULE_PATH.
#include <crypto/internal/cipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "proc_util.h"
#include "check_run.h"

START_TEST(test_module_loaded_on_demand)
{
	static const u8 key[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	u8 in[8] = { 10, 20, 30, 40, 50, 60, 70, 80 }, out[8];

	ck_assert_ptr_nonnull(getenv("UKCRYPTO_MODULE_PATH"));
	struct crypto_cipher *tfm = crypto_alloc_cipher("toymod", 0, 0);
	ck_assert_msg(!IS_ERR(tfm), "toymod: %ld", PTR_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_cipher_tfm(tfm)), "toymod-generic");
	ck_assert_int_eq(crypto_cipher_setkey(tfm, key, 8), 0);
	crypto_cipher_encrypt_one(tfm, out, in);
	for (int i = 0; i < 8; i++)
		ck_assert_int_eq(out[i], in[i] + key[i]);
	crypto_free_cipher(tfm);

	char log[16384];
	ukc_log_read(log, sizeof(log));
	ck_assert_ptr_nonnull(strstr(log, "crypto-toymod.so"));

	// /proc/crypto names the module as the kernel would name crypto-toymod.ko; the
	// algorithms linked into the library belong to "kernel".
	char *proc = proc_crypto_read();
	const char *block = proc_block(proc, "toymod-generic");
	ck_assert_ptr_nonnull(block);
	ck_assert(proc_block_has(block, "module       : crypto_toymod\n"));
	block = proc_block(proc, "aes-generic");
	ck_assert_ptr_nonnull(block);
	ck_assert(proc_block_has(block, "module       : kernel\n"));
	free(proc);
}
END_TEST

START_TEST(test_module_missing)
{
	ck_assert_int_eq(PTR_ERR(crypto_alloc_cipher("nosuchmod", 0, 0)), -ENOENT);
	// A name that would leave the module folder is not a module alias.
	ck_assert_int_eq(PTR_ERR(crypto_alloc_cipher("../toymod", 0, 0)), -ENOENT);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("module", "request_module", 0,
					 { test_module_loaded_on_demand },
					 { test_module_missing }));
}
