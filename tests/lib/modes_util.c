// SPDX-License-Identifier: GPL-2.0-only
// Helpers shared by the template suites: PRNG, poisoned scattered buffers, skcipher runs,
// template names, authenc key blobs, and the two-pass (generic, native) runner.
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

uint64_t g_seed;
static uint64_t g_rng;
int g_generic_pass;
const unsigned int aes_keylens[3] = { 16, 24, 32 };

uint64_t rnd(void)
{
	uint64_t z = (g_rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

unsigned int rnd_range(unsigned int lo, unsigned int hi)
{
	return lo + (unsigned int)(rnd() % (hi - lo + 1));
}

void rnd_fill(u8 *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (u8)rnd();
}

/* Tests share one process (see modes_main()): a test that failed midway must not leave FIPS
 * on. */
static void fips_restore(void)
{
	fips_enabled = false;
}

static void seed_init(void)
{
	const char *s = getenv("UKC_TEST_SEED");

	g_seed = s ? strtoull(s, NULL, 0) : 0x6d6f646573ULL;
	g_rng = g_seed;
}

/* ---- scattered buffers ---- */

void layout_build(struct layout *l, unsigned int total)
{
	unsigned int n = rnd_range(1, MAX_ENTS);
	unsigned int pos = rnd_range(0, 4095);
	unsigned int left = total;

	if (total < n)
		n = total ? total : 1;
	l->n = n;
	sg_init_table(l->sg, n);
	for (unsigned int i = 0; i < n; i++) {
		unsigned int len = i == n - 1 ? left : rnd_range(1, left - (n - 1 - i));

		left -= len;
		/* Now and then, start just before a page boundary so the entry straddles it. */
		if (rnd() % 3 == 0) {
			unsigned int near = (pos | 4095) + 1 - rnd_range(1, 24);

			pos = near > pos ? near : pos;
		}
		ck_assert_uint_le(pos + len, ARENA_SIZE);
		l->ptr[i] = l->arena + pos;
		l->len[i] = len;
		sg_set_buf(&l->sg[i], l->ptr[i], len);
		pos += len + rnd_range(1, 64);
	}
	/* Poison what the entries span and a margin after them; nothing reaches further. */
	l->used = pos + 64 < ARENA_SIZE ? pos + 64 : ARENA_SIZE;
	memset(l->arena, POISON, l->used);
}

void layout_write(struct layout *l, const u8 *data, unsigned int len)
{
	for (unsigned int i = 0; i < l->n && len; i++) {
		unsigned int n = l->len[i] < len ? l->len[i] : len;

		memcpy(l->ptr[i], data, n);
		data += n;
		len -= n;
	}
}

void layout_read(const struct layout *l, u8 *out)
{
	for (unsigned int i = 0; i < l->n; i++) {
		memcpy(out, l->ptr[i], l->len[i]);
		out += l->len[i];
	}
}

static int poisoned(const u8 *from, const u8 *to)
{
	for (; from < to; from++)
		if (*from != POISON)
			return 0;
	return 1;
}

/* The entries lie in address order: check the gaps between them and the margin after. */
int layout_poison_intact(const struct layout *l)
{
	const u8 *pos = l->arena;

	for (unsigned int i = 0; i < l->n; i++) {
		if (!poisoned(pos, l->ptr[i]))
			return 0;
		pos = l->ptr[i] + l->len[i];
	}
	return poisoned(pos, l->arena + l->used);
}

u8 *arena_alloc(void)
{
	u8 *p = aligned_alloc(4096, ARENA_SIZE);

	ck_assert_ptr_nonnull(p);
	return p;
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
