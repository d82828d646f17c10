// SPDX-License-Identifier: GPL-2.0-only
// 6.12's asymmetric algorithm files, built unchanged by ukcrypto-kbuild and loaded from
// UKCRYPTO_MODULES in place of the library's own: each driver comes from its module, passed
// 6.12's vectors at registration, and computes what an independent reference computes.
#include <crypto/akcipher.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <stdio.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "kpp_util.h"
#include "proc_util.h"

static void hex(u8 *out, const char *s)
{
	for (size_t i = 0; s[2 * i]; i++)
		sscanf(s + 2 * i, "%2hhx", &out[i]);
}

// Each hosted driver comes from its module and passed 6.12's vectors (testmgr's, at its
// registration).
START_TEST(test_origins)
{
	static const struct {
		const char *driver, *module;
	} drivers[] = {
		{ "curve25519-generic", "curve25519_generic" },
		{ "ecdh-nist-p192-generic", "ecdh_generic" },
		{ "ecdh-nist-p256-generic", "ecdh_generic" },
		{ "ecdh-nist-p384-generic", "ecdh_generic" },
		{ "ecdsa-nist-p192-generic", "ecdsa_generic" },
		{ "ecdsa-nist-p256-generic", "ecdsa_generic" },
		{ "ecdsa-nist-p384-generic", "ecdsa_generic" },
		{ "ecdsa-nist-p521-generic", "ecdsa_generic" },
		{ "rsa-generic", "rsa_generic" },
		{ "dh-generic", "dh_generic" },
		{ "ecrdsa-generic", "ecrdsa_generic" },
	};

	for (size_t i = 0; i < sizeof(drivers) / sizeof(drivers[0]); i++)
		ck_assert_msg(proc_passed_from(drivers[i].driver, drivers[i].module),
			      "%s: not registered from %s, or not passed", drivers[i].driver,
			      drivers[i].module);
}
END_TEST

// The template instances of the hosted rsa-pkcs1pad.c and dh.c (its RFC 7919 groups): made by
// a lookup, from the modules, over their generic drivers, and through 6.12's vectors.
START_TEST(test_instances)
{
	struct crypto_akcipher *pkcs1 = crypto_alloc_akcipher("pkcs1pad(rsa,sha256)", 0, 0);
	struct crypto_kpp *ffdhe = crypto_alloc_kpp("ffdhe2048(dh)", 0, 0);

	ck_assert_msg(!IS_ERR(pkcs1), "pkcs1pad: %ld", PTR_ERR(pkcs1));
	ck_assert_msg(!IS_ERR(ffdhe), "ffdhe2048: %ld", PTR_ERR(ffdhe));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_akcipher_tfm(pkcs1)),
			 "pkcs1pad(rsa-generic,sha256)");
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_kpp_tfm(ffdhe)),
			 "ffdhe2048(dh-generic)");
	ck_assert(proc_passed_from("pkcs1pad(rsa-generic,sha256)", "rsa_generic"));
	ck_assert(proc_passed_from("ffdhe2048(dh-generic)", "dh_generic"));
	crypto_free_akcipher(pkcs1);
	crypto_free_kpp(ffdhe);
}
END_TEST

// curve25519-generic.c over the library's curve25519_generic(): RFC 7748 section 6.1's
// Diffie-Hellman example, both of Alice's results; the all-zero secret is refused.
START_TEST(test_curve25519)
{
	u8 a[32], alice_pub[32], bob_pub[32], shared[32], out[32];
	struct crypto_kpp *tfm = crypto_alloc_kpp("curve25519", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "error %ld", PTR_ERR(tfm));
	crypto_free_kpp(tfm);
	tfm = crypto_alloc_kpp("curve25519-generic", 0, 0);
	ck_assert(!IS_ERR(tfm));
	hex(a, "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
	hex(alice_pub, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
	hex(bob_pub, "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");
	hex(shared, "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, a, sizeof(a)), 0);
	ck_assert_int_eq(kpp_op(tfm, NULL, 0, out, sizeof(out)), 0);
	ck_assert_mem_eq(out, alice_pub, sizeof(out));
	ck_assert_int_eq(kpp_op(tfm, bob_pub, sizeof(bob_pub), out, sizeof(out)), 0);
	ck_assert_mem_eq(out, shared, sizeof(out));
	memset(a, 0, sizeof(a));
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, a, sizeof(a)), -EINVAL);
	ck_assert_int_eq(crypto_kpp_set_secret(tfm, a, 31), -EINVAL);
	crypto_free_kpp(tfm);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("kbuild_asym", "core", 120, { test_origins },
					 { test_instances }, { test_curve25519 }));
}
