// SPDX-License-Identifier: GPL-2.0-only
// libkcapi.so.1 given lengths no buffer can have (SIZE_MAX, SSIZE_MAX + 1, UINT32_MAX + 16, iovec
// arrays whose sum wraps): every call answers a negative errno and touches nothing. Each case runs
// in a process of its own, so a crash or an exception leaving the library fails that case.
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>

#include <kcapi.h>

#include "check_run.h"

// The lengths a size_t parameter is given; a uint32_t parameter gets those past INT_MAX it can
// hold (SIZE_MAX converts to UINT32_MAX; SSIZE_MAX + 1 and UINT32_MAX + 16 would arrive as 0
// and 15, lengths a caller may mean).
static const size_t lens_huge[] = { SIZE_MAX, (size_t)SSIZE_MAX + 1, (size_t)UINT32_MAX + 16 };
static const uint32_t lens_huge32[] = { UINT32_MAX, (uint32_t)INT_MAX + 1, UINT32_MAX - 15 };
#define N_HUGE (sizeof(lens_huge) / sizeof(lens_huge[0]))

// Data the calls may read; outputs they may write. Nothing past these exists for them.
static uint8_t in_buf[64], out_buf[64], key[32], iv[16], addtl[32];

// The handles a case opened, destroyed after it (every destroy function frees any handle).
static struct kcapi_handle *opened[4];
static size_t n_opened;

static struct kcapi_handle *open_handle(int (*init)(struct kcapi_handle **, const char *, uint32_t),
					const char *name)
{
	struct kcapi_handle *h = NULL;

	ck_assert_uint_lt(n_opened, sizeof(opened) / sizeof(opened[0]));
	ck_assert_int_eq(init(&h, name, 0), 0);
	opened[n_opened++] = h;
	return h;
}

static void close_handles(void)
{
	while (n_opened)
		kcapi_cipher_destroy(opened[--n_opened]);
}

static struct kcapi_handle *cipher(void)
{
	struct kcapi_handle *h = open_handle(kcapi_cipher_init, "cbc(aes)");

	ck_assert_int_eq(kcapi_cipher_setkey(h, key, 16), 0);
	return h;
}

static struct kcapi_handle *aead(void)
{
	struct kcapi_handle *h = open_handle(kcapi_aead_init, "gcm(aes)");

	ck_assert_int_eq(kcapi_aead_setkey(h, key, 16), 0);
	ck_assert_int_eq(kcapi_aead_settaglen(h, 16), 0);
	return h;
}

static struct kcapi_handle *hmac(void)
{
	struct kcapi_handle *h = open_handle(kcapi_md_init, "hmac(sha256)");

	ck_assert_int_eq(kcapi_md_setkey(h, key, 32), 0);
	return h;
}

static struct kcapi_handle *rng(void)
{
	struct kcapi_handle *h = open_handle(kcapi_rng_init, "drbg_nopr_hmac_sha256");

	ck_assert_int_eq(kcapi_rng_seed(h, key, 32), 0);
	return h;
}

// ---- one size_t length: each returns what the call answered ----

#define LEN_CASE(name, expr)            \
	static ssize_t name(size_t len) \
	{                               \
		return (expr);          \
	}

LEN_CASE(cipher_enc_in, kcapi_cipher_encrypt(cipher(), in_buf, len, iv, out_buf, 64, 0))
LEN_CASE(cipher_enc_out, kcapi_cipher_encrypt(cipher(), in_buf, 16, iv, out_buf, len, 0))
LEN_CASE(cipher_dec_in, kcapi_cipher_decrypt(cipher(), in_buf, len, iv, out_buf, 64, 0))
LEN_CASE(cipher_dec_out, kcapi_cipher_decrypt(cipher(), in_buf, 16, iv, out_buf, len, 0))
LEN_CASE(aes_cbc_in, kcapi_cipher_enc_aes_cbc(key, 16, in_buf, len, iv, out_buf, 64))
LEN_CASE(aes_cbc_out, kcapi_cipher_dec_aes_cbc(key, 16, in_buf, 16, iv, out_buf, len))
LEN_CASE(aes_ctr_in, kcapi_cipher_dec_aes_ctr(key, 16, in_buf, len, iv, out_buf, 64))
LEN_CASE(aes_ctr_out, kcapi_cipher_enc_aes_ctr(key, 16, in_buf, 16, iv, out_buf, len))
LEN_CASE(aead_enc_in, kcapi_aead_encrypt(aead(), in_buf, len, iv, out_buf, 64, 0))
LEN_CASE(aead_enc_out, kcapi_aead_encrypt(aead(), in_buf, 16, iv, out_buf, len, 0))
LEN_CASE(aead_dec_in, kcapi_aead_decrypt(aead(), in_buf, len, iv, out_buf, 64, 0))
LEN_CASE(aead_dec_out, kcapi_aead_decrypt(aead(), in_buf, 32, iv, out_buf, len, 0))
LEN_CASE(md_update, kcapi_md_update(hmac(), in_buf, len))
LEN_CASE(md_final, kcapi_md_final(hmac(), out_buf, len))
LEN_CASE(md_digest_in, kcapi_md_digest(hmac(), in_buf, len, out_buf, 32))
LEN_CASE(md_digest_out, kcapi_md_digest(hmac(), in_buf, 16, out_buf, len))
LEN_CASE(sha256_in, kcapi_md_sha256(in_buf, len, out_buf, 32))
LEN_CASE(sha256_out, kcapi_md_sha256(in_buf, 16, out_buf, len))
LEN_CASE(hmac_sha256_in, kcapi_md_hmac_sha256(key, 32, in_buf, len, out_buf, 32))
LEN_CASE(hmac_sha256_out, kcapi_md_hmac_sha256(key, 32, in_buf, 16, out_buf, len))
LEN_CASE(rng_generate, kcapi_rng_generate(rng(), out_buf, len))
LEN_CASE(rng_get_bytes, kcapi_rng_get_bytes(out_buf, len))
LEN_CASE(kdf_ctr_src, kcapi_kdf_ctr(hmac(), in_buf, len, out_buf, 32))
LEN_CASE(kdf_ctr_dst, kcapi_kdf_ctr(hmac(), in_buf, 16, out_buf, len))
LEN_CASE(kdf_fb_src, kcapi_kdf_fb(hmac(), in_buf, len, out_buf, 32))
LEN_CASE(kdf_fb_dst, kcapi_kdf_fb(hmac(), in_buf, 40, out_buf, len))
LEN_CASE(kdf_dpi_src, kcapi_kdf_dpi(hmac(), in_buf, len, out_buf, 32))
LEN_CASE(kdf_dpi_dst, kcapi_kdf_dpi(hmac(), in_buf, 16, out_buf, len))
LEN_CASE(hkdf_ikm, kcapi_hkdf("hmac(sha256)", in_buf, len, key, 16, addtl, 8, out_buf, 32))
LEN_CASE(hkdf_info, kcapi_hkdf("hmac(sha256)", in_buf, 16, key, 16, addtl, len, out_buf, 32))
LEN_CASE(hkdf_dst, kcapi_hkdf("hmac(sha256)", in_buf, 16, key, 16, addtl, 8, out_buf, len))
LEN_CASE(pbkdf_salt, kcapi_pbkdf("hmac(sha256)", key, 16, in_buf, len, 1, out_buf, 32))
LEN_CASE(pbkdf_key, kcapi_pbkdf("hmac(sha256)", key, 16, in_buf, 16, 1, out_buf, len))

// The association length is kept as given; an operation it does not fit is refused.
static ssize_t aead_assoclen(size_t len)
{
	struct kcapi_handle *h = aead();

	kcapi_aead_setassoclen(h, len);
	return kcapi_aead_encrypt(h, in_buf, 32, iv, out_buf, 64, 0);
}

// libkcapi's sum wraps (SIZE_MAX + 16 is 15) and is kept; the call given it refuses it.
static ssize_t aead_outbuflen(size_t len)
{
	struct kcapi_handle *h = aead();
	size_t outlen = kcapi_aead_outbuflen_enc(h, len, 0, 16);

	ck_assert_uint_eq(outlen, len + 16);
	ck_assert_uint_eq(kcapi_aead_inbuflen_dec(h, len, 0, 16), len + 16);
	return kcapi_aead_encrypt(h, in_buf, len, iv, out_buf, outlen, 0);
}

// An iovec count: the array has two entries.
static struct iovec two_iov[2] = { { in_buf, 16 }, { in_buf + 16, 16 } };
static struct iovec two_out[2] = { { out_buf, 32 }, { out_buf + 32, 32 } };

LEN_CASE(cipher_aio_count, kcapi_cipher_encrypt_aio(cipher(), two_iov, two_out, len, iv, 0))
LEN_CASE(aead_aio_count, kcapi_aead_decrypt_aio(aead(), two_iov, two_out, len, iv, 0))
LEN_CASE(cipher_init_count, kcapi_cipher_stream_init_enc(cipher(), iv, two_iov, len))
LEN_CASE(aead_init_count, kcapi_aead_stream_init_dec(aead(), iv, two_iov, len))

static const struct len_case {
	const char *name;
	ssize_t (*call)(size_t len);
	int want;
} len_cases[] = {
	{ "kcapi_cipher_encrypt inlen", cipher_enc_in, -EINVAL },
	{ "kcapi_cipher_encrypt outlen", cipher_enc_out, -EMSGSIZE },
	{ "kcapi_cipher_decrypt inlen", cipher_dec_in, -EINVAL },
	{ "kcapi_cipher_decrypt outlen", cipher_dec_out, -EMSGSIZE },
	{ "kcapi_cipher_enc_aes_cbc inlen", aes_cbc_in, -EINVAL },
	{ "kcapi_cipher_dec_aes_cbc outlen", aes_cbc_out, -EMSGSIZE },
	{ "kcapi_cipher_dec_aes_ctr inlen", aes_ctr_in, -EINVAL },
	{ "kcapi_cipher_enc_aes_ctr outlen", aes_ctr_out, -EMSGSIZE },
	{ "kcapi_aead_encrypt inlen", aead_enc_in, -EINVAL },
	{ "kcapi_aead_encrypt outlen", aead_enc_out, -EMSGSIZE },
	{ "kcapi_aead_decrypt inlen", aead_dec_in, -EINVAL },
	{ "kcapi_aead_decrypt outlen", aead_dec_out, -EMSGSIZE },
	{ "kcapi_aead_setassoclen", aead_assoclen, -EINVAL },
	{ "kcapi_aead_outbuflen_enc", aead_outbuflen, -EINVAL },
	{ "kcapi_md_update", md_update, -EMSGSIZE },
	{ "kcapi_md_final", md_final, -EMSGSIZE },
	{ "kcapi_md_digest inlen", md_digest_in, -EINVAL },
	{ "kcapi_md_digest outlen", md_digest_out, -EMSGSIZE },
	{ "kcapi_md_sha256 inlen", sha256_in, -EINVAL },
	{ "kcapi_md_sha256 outlen", sha256_out, -EMSGSIZE },
	{ "kcapi_md_hmac_sha256 inlen", hmac_sha256_in, -EINVAL },
	{ "kcapi_md_hmac_sha256 outlen", hmac_sha256_out, -EMSGSIZE },
	{ "kcapi_rng_generate", rng_generate, -EMSGSIZE },
	{ "kcapi_rng_get_bytes", rng_get_bytes, -EMSGSIZE },
	{ "kcapi_kdf_ctr slen", kdf_ctr_src, -EINVAL },
	{ "kcapi_kdf_ctr dlen", kdf_ctr_dst, -EMSGSIZE },
	{ "kcapi_kdf_fb slen", kdf_fb_src, -EINVAL },
	{ "kcapi_kdf_fb dlen", kdf_fb_dst, -EMSGSIZE },
	{ "kcapi_kdf_dpi slen", kdf_dpi_src, -EINVAL },
	{ "kcapi_kdf_dpi dlen", kdf_dpi_dst, -EMSGSIZE },
	{ "kcapi_hkdf ikmlen", hkdf_ikm, -EINVAL },
	{ "kcapi_hkdf infolen", hkdf_info, -EINVAL },
	{ "kcapi_hkdf dlen", hkdf_dst, -EINVAL },
	{ "kcapi_pbkdf saltlen", pbkdf_salt, -EINVAL },
	{ "kcapi_pbkdf keylen", pbkdf_key, -EMSGSIZE },
	{ "kcapi_cipher_encrypt_aio iovlen", cipher_aio_count, -EMSGSIZE },
	{ "kcapi_aead_decrypt_aio iovlen", aead_aio_count, -EMSGSIZE },
	{ "kcapi_cipher_stream_init_enc iovlen", cipher_init_count, -EMSGSIZE },
	{ "kcapi_aead_stream_init_dec iovlen", aead_init_count, -EMSGSIZE },
};
#define N_LEN_CASES (sizeof(len_cases) / sizeof(len_cases[0]))

// Runs case @c with @len: the errno it is meant to answer, and nothing written.
static void check_len_case(const struct len_case *c, size_t len)
{
	memset(out_buf, 0xa5, sizeof(out_buf));
	ssize_t ret = c->call(len);
	ck_assert_msg(ret == c->want, "%s = %#zx: %zd, want %d", c->name, len, ret, c->want);
	for (size_t i = 0; i < sizeof(out_buf); i++)
		ck_assert_msg(out_buf[i] == 0xa5, "%s wrote its output", c->name);
}

START_TEST(test_size_t_length)
{
	check_len_case(&len_cases[_i / N_HUGE], lens_huge[_i % N_HUGE]);
}
END_TEST

// ---- iovec arrays whose lengths no buffer has, or whose sum wraps ----

#define N_SHAPES (N_HUGE + 2)

// Shape @n: { 16 bytes, lens_huge[n] bytes } for the first N_HUGE; then two arrays whose sum
// wraps to 16: one with an entry past SSIZE_MAX, one without (SSIZE_MAX twice, then 18).
static size_t iov_shape(size_t n, uint8_t *buf, struct iovec *iov)
{
	static const size_t wrap_a[] = { 32, SIZE_MAX - 15 };
	static const size_t wrap_b[] = { SSIZE_MAX, SSIZE_MAX, 18 };
	const size_t *lens = n == N_HUGE ? wrap_a : wrap_b;
	size_t count = n == N_HUGE ? 2 : 3;

	if (n < N_HUGE) {
		static size_t one[2] = { 16, 0 };
		one[1] = lens_huge[n];
		lens = one;
		count = 2;
	}
	for (size_t i = 0; i < count; i++) {
		iov[i].iov_base = buf;
		iov[i].iov_len = lens[i];
	}
	return count;
}

// What sendmsg() answers for shape @n: -EINVAL for an entry past SSIZE_MAX, else -EMSGSIZE.
static int iov_shape_errno(size_t n)
{
	return (n < N_HUGE && lens_huge[n] > SSIZE_MAX) || n == N_HUGE ? -EINVAL : -EMSGSIZE;
}

// A stream with 32 bytes queued (more announced), for the calls that follow.
static struct kcapi_handle *started(struct kcapi_handle *h, bool is_aead)
{
	struct iovec first = { in_buf, 32 };

	if (is_aead)
		ck_assert_int_eq(kcapi_aead_stream_init_enc(h, iv, &first, 1), 32);
	else
		ck_assert_int_eq(kcapi_cipher_stream_init_enc(h, iv, &first, 1), 32);
	return h;
}

#define IOV_CASE(name, expr)                             \
	static ssize_t name(struct iovec *iov, size_t n) \
	{                                                \
		return (expr);                           \
	}

IOV_CASE(cipher_init, kcapi_cipher_stream_init_enc(cipher(), iv, iov, n))
IOV_CASE(cipher_update, kcapi_cipher_stream_update(started(cipher(), false), iov, n))
IOV_CASE(cipher_update_last, kcapi_cipher_stream_update_last(started(cipher(), false), iov, n))
IOV_CASE(cipher_op, kcapi_cipher_stream_op(started(cipher(), false), iov, n))
IOV_CASE(aead_init, kcapi_aead_stream_init_dec(aead(), iv, iov, n))
IOV_CASE(aead_update, kcapi_aead_stream_update(started(aead(), true), iov, n))
IOV_CASE(aead_update_last, kcapi_aead_stream_update_last(started(aead(), true), iov, n))
IOV_CASE(aead_op, kcapi_aead_stream_op(started(aead(), true), iov, n))
IOV_CASE(cipher_aio_in, kcapi_cipher_encrypt_aio(cipher(), iov, two_out, n < 2 ? n : 2, iv, 0))
IOV_CASE(cipher_aio_out, kcapi_cipher_decrypt_aio(cipher(), two_iov, iov, n < 2 ? n : 2, iv, 0))
IOV_CASE(aead_aio_in, kcapi_aead_encrypt_aio(aead(), iov, two_out, n < 2 ? n : 2, iv, 0))
IOV_CASE(aead_aio_out, kcapi_aead_decrypt_aio(aead(), two_iov, iov, n < 2 ? n : 2, iv, 0))

static const struct iov_case {
	const char *name;
	ssize_t (*call)(struct iovec *iov, size_t n);
	bool out;     // the array is written to
	bool sendmsg; // the errno is sendmsg()'s (else: each pair is a one-shot call's)
} iov_cases[] = {
	{ "kcapi_cipher_stream_init_enc", cipher_init, false, true },
	{ "kcapi_cipher_stream_update", cipher_update, false, true },
	{ "kcapi_cipher_stream_update_last", cipher_update_last, false, true },
	{ "kcapi_cipher_stream_op", cipher_op, true, true },
	{ "kcapi_aead_stream_init_dec", aead_init, false, true },
	{ "kcapi_aead_stream_update", aead_update, false, true },
	{ "kcapi_aead_stream_update_last", aead_update_last, false, true },
	{ "kcapi_aead_stream_op", aead_op, true, true },
	{ "kcapi_cipher_encrypt_aio iniov", cipher_aio_in, false, false },
	{ "kcapi_cipher_decrypt_aio outiov", cipher_aio_out, true, false },
	{ "kcapi_aead_encrypt_aio iniov", aead_aio_in, false, false },
	{ "kcapi_aead_decrypt_aio outiov", aead_aio_out, true, false },
};
#define N_IOV_CASES (sizeof(iov_cases) / sizeof(iov_cases[0]))

START_TEST(test_iovec_lengths)
{
	const struct iov_case *c = &iov_cases[_i / N_SHAPES];
	size_t shape = _i % N_SHAPES;
	struct iovec iov[3];
	size_t n = iov_shape(shape, c->out ? out_buf : in_buf, iov);

	memset(out_buf, 0xa5, sizeof(out_buf));
	ssize_t ret = c->call(iov, n);
	if (c->sendmsg)
		ck_assert_msg(ret == iov_shape_errno(shape), "%s, shape %zu: %zd, want %d", c->name,
			      shape, ret, iov_shape_errno(shape));
	else
		ck_assert_msg(ret < 0, "%s, shape %zu: %zd", c->name, shape, ret);
	// A one-shot pair before the bad one may have run; a refused array wrote nothing.
	for (size_t i = 0; c->sendmsg && i < sizeof(out_buf); i++)
		ck_assert_msg(out_buf[i] == 0xa5, "%s wrote its output", c->name);
}
END_TEST

// ---- uint32_t lengths past INT_MAX ----

// As LEN_CASE, for a uint32_t parameter: the case is run with values a uint32_t holds.
#define U32_CASE(name, expr)                   \
	static ssize_t name(size_t wide)       \
	{                                      \
		uint32_t len = (uint32_t)wide; \
		return (expr);                 \
	}

U32_CASE(cipher_setkey, kcapi_cipher_setkey(open_handle(kcapi_cipher_init, "cbc(aes)"), key, len))
U32_CASE(aead_setkey, kcapi_aead_setkey(open_handle(kcapi_aead_init, "gcm(aes)"), key, len))
U32_CASE(md_setkey, kcapi_md_setkey(open_handle(kcapi_md_init, "hmac(sha256)"), key, len))
U32_CASE(aead_settaglen, kcapi_aead_settaglen(aead(), len))
U32_CASE(rng_seed, kcapi_rng_seed(open_handle(kcapi_rng_init, "drbg_nopr_hmac_sha256"), key, len))
U32_CASE(rng_setentropy,
	 kcapi_rng_setentropy(open_handle(kcapi_rng_init, "drbg_nopr_hmac_sha256"), key, len))
U32_CASE(rng_setaddtl, kcapi_rng_setaddtl(rng(), addtl, len))
U32_CASE(cbc_keylen, kcapi_cipher_enc_aes_cbc(key, len, in_buf, 16, iv, out_buf, 16))
U32_CASE(hmac_keylen, kcapi_md_hmac_sha256(key, len, in_buf, 16, out_buf, 32))
U32_CASE(hkdf_saltlen, kcapi_hkdf("hmac(sha256)", in_buf, 16, key, len, addtl, 8, out_buf, 32))
U32_CASE(pbkdf_pwlen, kcapi_pbkdf("hmac(sha256)", key, len, in_buf, 16, 1, out_buf, 32))
static uint8_t *ccm_iv;
static uint32_t ccm_ivlen;
U32_CASE(ccm_noncelen, kcapi_aead_ccm_nonce_to_iv(iv, len, &ccm_iv, &ccm_ivlen))
U32_CASE(maxsplicesize, kcapi_set_maxsplicesize(cipher(), len))

static const struct len_case u32_cases[] = {
	{ "kcapi_cipher_setkey", cipher_setkey, -EINVAL },
	{ "kcapi_aead_setkey", aead_setkey, -EINVAL },
	{ "kcapi_md_setkey", md_setkey, -EINVAL },
	{ "kcapi_aead_settaglen", aead_settaglen, -EINVAL },
	{ "kcapi_rng_seed", rng_seed, -EINVAL },
	{ "kcapi_rng_setentropy", rng_setentropy, -EINVAL },
	{ "kcapi_rng_setaddtl", rng_setaddtl, -EMSGSIZE },
	{ "kcapi_cipher_enc_aes_cbc keylen", cbc_keylen, -EINVAL },
	{ "kcapi_md_hmac_sha256 keylen", hmac_keylen, -EINVAL },
	{ "kcapi_hkdf saltlen", hkdf_saltlen, -EINVAL },
	{ "kcapi_pbkdf pwlen", pbkdf_pwlen, -EINVAL },
	{ "kcapi_aead_ccm_nonce_to_iv", ccm_noncelen, -EINVAL },
	{ "kcapi_set_maxsplicesize", maxsplicesize, -EINVAL },
};
#define N_U32_CASES (sizeof(u32_cases) / sizeof(u32_cases[0]))

START_TEST(test_u32_length)
{
	check_len_case(&u32_cases[_i / N_HUGE], lens_huge32[_i % N_HUGE]);
}
END_TEST

// A key within an int but past what ALG_SET_KEY copies into socket memory: -ENOMEM, unread.
START_TEST(test_key_past_socket_memory)
{
	const uint32_t len = 1 << 20;

	ck_assert_int_eq(md_setkey(len), -ENOMEM);
	ck_assert_int_eq(hmac_keylen(len), -ENOMEM);
	ck_assert_int_eq(rng_seed(len), -ENOMEM);
	ck_assert_int_eq(rng_setentropy(len), -EMSGSIZE);
}
END_TEST

// The AD/data/tag split of a buffer never points past it, whatever the association length.
START_TEST(test_getdata_in_bounds)
{
	struct kcapi_handle *h = aead();
	uint8_t *aad, *data, *tag;
	size_t aadlen, datalen, taglen;

	kcapi_aead_setassoclen(h, lens_huge[_i]);
	kcapi_aead_getdata_input(h, in_buf, 40, 0, &aad, &aadlen, &data, &datalen, &tag, &taglen);
	ck_assert_uint_le(aadlen + datalen + taglen, 40);
	ck_assert_uint_le(aadlen, 40);
	ck_assert_uint_le(datalen, 40);
	kcapi_aead_getdata_output(h, out_buf, 40, 1, &aad, &aadlen, &data, &datalen, &tag, &taglen);
	ck_assert_uint_le(aadlen, 40);
	ck_assert_uint_le(datalen, 40);
}
END_TEST

int main(void)
{
	// Each case forks from here: the algorithms' self-tests run once, in this process.
	static const char *const warm[] = { "cbc(aes)",	    "ctr(aes)", "gcm(aes)",
					    "hmac(sha256)", "sha256",	"drbg_nopr_hmac_sha256" };
	struct kcapi_handle *h;
	for (size_t i = 0; i < sizeof(warm) / sizeof(warm[0]); i++) {
		if (!kcapi_cipher_init(&h, warm[i], 0) || !kcapi_aead_init(&h, warm[i], 0) ||
		    !kcapi_md_init(&h, warm[i], 0) || !kcapi_rng_init(&h, warm[i], 0))
			kcapi_cipher_destroy(h);
	}
	Suite *s = suite_create("kcapi lengths");
	TCase *tc = check_new_tcase(
		s, "lengths", 60, { test_size_t_length, (int)(N_LEN_CASES * N_HUGE) },
		{ test_iovec_lengths, (int)(N_IOV_CASES * N_SHAPES) },
		{ test_u32_length, (int)(N_U32_CASES * N_HUGE) }, { test_key_past_socket_memory },
		{ test_getdata_in_bounds, (int)N_HUGE });

	tcase_add_checked_fixture(tc, NULL, close_handles);
	return check_run_as(s, CHECK_RUN_FORK_ONLY,
			    "test_kcapi_lengths: a crash must fail one case, not end the run");
}
