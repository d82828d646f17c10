// SPDX-License-Identifier: GPL-2.0-only
// Helpers shared by the template suites: skcipher runs, template names, authenc key blobs, and
// the two-pass (generic, native) runner.
#define _DEFAULT_SOURCE // setenv
#include "check_run.h"
#include "exec_util.h"
#include "modes_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <asm/byteorder.h>
#include <crypto/authenc.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/rtnetlink.h>
#include <linux/scatterlist.h>

int g_generic_pass;
const unsigned int aes_keylens[3] = { 16, 24, 32 };

/* Tests share one process (see modes_main()): a test that failed midway must not leave FIPS
 * on. */
static void fips_restore(void)
{
	fips_enabled = false;
}

/* A pinned seed: the same stream in every test, unless UKC_TEST_SEED gives another. */
static void seed_init(void)
{
	rng_seed_from_env(0x6d6f646573ULL, 0);
}

/* ---- skcipher helpers ---- */

int skcipher_run(struct crypto_skcipher *tfm, struct scatterlist *src, struct scatterlist *dst,
		 unsigned int len, u8 *iv, int enc)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	DECLARE_CRYPTO_WAIT(wait);
	int err;

	ck_assert_ptr_nonnull(req);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				      crypto_req_done, &wait);
	skcipher_request_set_crypt(req, src, dst, len, iv);
	err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
			      &wait);
	skcipher_request_free(req);
	return err;
}

int skcipher_flat(struct crypto_skcipher *tfm, const u8 *in, u8 *out, unsigned int len, u8 *iv,
		  int enc)
{
	struct scatterlist s, d;

	sg_init_one(&s, in, len);
	sg_init_one(&d, out, len);
	return skcipher_run(tfm, &s, &d, len, iv, enc);
}

const char *skcipher_driver(const char *name, char *driver, long *err)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	*err = IS_ERR(tfm) ? PTR_ERR(tfm) : 0;
	if (*err)
		return NULL;
	strcpy(driver, crypto_skcipher_driver_name(tfm));
	crypto_free_skcipher(tfm);
	return driver;
}

/*
 * In the generic pass a plain lookup finds the template; in the native pass it may find a
 * fused driver ("cts-cbc-aes-aesni"), so the template is named over the native inner mode's
 * driver ("cts(cbc-aes-aesni)") instead.
 */
static const char *template_name(char *buf, const char *tmpl, const char *plain, const char *inner)
{
	char driver[CRYPTO_MAX_ALG_NAME];
	long err;

	if (g_generic_pass)
		return plain;
	ck_assert_ptr_nonnull(skcipher_driver(inner, driver, &err));
	snprintf(buf, 2 * CRYPTO_MAX_ALG_NAME, "%s(%s)", tmpl, driver);
	return buf;
}

const char *cts_name(char *buf)
{
	return template_name(buf, "cts", "cts(cbc(aes))", "cbc(aes)");
}

const char *xts_name(char *buf)
{
	return template_name(buf, "xts", "xts(aes)", "ecb(aes)");
}

unsigned int authenc_key(u8 *blob, const u8 *authkey, unsigned int authlen, const u8 *enckey,
			 unsigned int enclen)
{
	struct rtattr rta = { .rta_len = RTA_LENGTH(sizeof(struct crypto_authenc_key_param)),
			      .rta_type = CRYPTO_AUTHENC_KEYA_PARAM };
	struct crypto_authenc_key_param param = { .enckeylen = cpu_to_be32(enclen) };

	memcpy(blob, &rta, sizeof(rta));
	memcpy(RTA_DATA((struct rtattr *)blob), &param, sizeof(param));
	memcpy(blob + RTA_SPACE(sizeof(param)), authkey, authlen);
	memcpy(blob + RTA_SPACE(sizeof(param)) + authlen, enckey, enclen);
	return RTA_SPACE(sizeof(param)) + authlen + enclen;
}

/* ---- the runner ---- */

static Suite *modes_suite_create(const struct modes_suite *suite)
{
	Suite *s = suite_create(suite->name);
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 600);
	tcase_add_checked_fixture(tc, seed_init, fips_restore);
	for (size_t i = 0; g_generic_pass && i < suite->ngeneric_only; i++)
		tcase_add_test(tc, *suite->generic_only[i]);
	for (size_t i = 0; i < suite->ntests; i++)
		tcase_add_test(tc, *suite->tests[i]);
	suite_add_tcase(s, tc);
	return s;
}

/* Runs this program again with @mask in UKCRYPTO_DISABLE_CPU_FEATURES (NULL: none), since the
 * CPU features are probed before main(). Returns its exit status. */
static int run_pass(char **argv, const char *pass, const char *mask)
{
	pid_t pid = fork();
	int status;

	if (pid < 0)
		return EXIT_FAILURE;
	if (pid == 0) {
		setenv("UKC_TEST_MODES_PASS", pass, 1);
		if (mask)
			setenv("UKCRYPTO_DISABLE_CPU_FEATURES", mask, 1);
		else
			unsetenv("UKCRYPTO_DISABLE_CPU_FEATURES");
		exec_self(argv);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return EXIT_FAILURE;
	return WEXITSTATUS(status);
}

/* Two passes: "generic" masks the AES instructions (and, on arm64, Advanced SIMD, which its
 * NEON AES tier needs; x86 ignores the name), so lookups give the generic instance names the
 * name tests spell out (as on a CPU without them); "native" runs everything else
 * over whatever drivers this CPU gets. */
int modes_main(int argc, char **argv, const struct modes_suite *suite)
{
	const char *pass = getenv("UKC_TEST_MODES_PASS");
	(void)argc;
	if (!pass) {
		int generic = run_pass(argv, "generic", "aes,asimd");
		int native = run_pass(argv, "native", NULL);

		return generic || native ? EXIT_FAILURE : EXIT_SUCCESS;
	}
	g_generic_pass = !strcmp(pass, "generic");
	printf("pass: %s\n", pass);
	/* One process per pass: the self-tests of every algorithm run once, not once per test
	 * (the tests leave nothing behind that another depends on). CK_FORK=yes still forks. */
	return check_run_as(modes_suite_create(suite), CHECK_RUN_ONE_UNLESS_ENV, NULL);
}
