// SPDX-License-Identifier: GPL-2.0-only
// 6.12's arch/x86/crypto libblake2s-x86_64 module (blake2s-glue.c, blake2s-core.S) under the
// library's blake2s(): once loaded, the library's calls take its blake2s_compress(), and the
// digests of many lengths and keys equal the generic code's and OpenSSL's BLAKE2s (BLAKE2s-256
// and the keyed BLAKE2SMAC); after rmmod the generic code serves again. Which code ran is seen
// through blake2s_compress_generic(), which this program defines over the library's and
// counts: with SSSE3 nothing calls it while the module serves (its assembly did the work),
// without SSSE3 the glue falls back to it as 6.12's does. Run with
// UKC_TEST_MODULE=the module's file, under masks too.
#define _GNU_SOURCE // RTLD_NEXT, dladdr()
#include <asm/cpufeature.h>
#include <crypto/blake2s.h>
#include <crypto/internal/blake2s.h>
#include <crypto/ukcrypto.h>

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>

#include "check_run.h"

typedef void (*b2m_compress_fn)(struct blake2s_state *, const u8 *, size_t, const u32);

static unsigned long b2m_generic_calls;

// The library's blake2s_compress_generic(), counted. (Who called it cannot be told from the
// return address: the glue and the library reach it by tail calls.)
void blake2s_compress_generic(struct blake2s_state *state, const u8 *block, size_t nblocks,
			      const u32 inc)
{
	static b2m_compress_fn next;

	if (!next) {
		void *sym = dlsym(RTLD_NEXT, "blake2s_compress_generic");

		ck_assert_ptr_nonnull(sym);
		memcpy(&next, &sym, sizeof(next));
	}
	b2m_generic_calls++;
	next(state, block, nblocks, inc);
}

// The cases: every length 0..1100 and a few past the glue's 4 KiB chunks, under keys of
// 0, 1, 17 and 32 bytes and digests of 32 and 16 bytes.
#define B2M_SHORT 1101
static const size_t b2m_long[] = { 4095, 4096, 4097, 8191, 8193, 65536 + 7 };
#define B2M_NLONG (sizeof(b2m_long) / sizeof(b2m_long[0]))
#define B2M_NLEN (B2M_SHORT + B2M_NLONG)
static const size_t b2m_keylens[] = { 0, 1, 17, 32 };
#define B2M_NKEY (sizeof(b2m_keylens) / sizeof(b2m_keylens[0]))

static u8 b2m_msg[65536 + 7], b2m_key[BLAKE2S_KEY_SIZE];

static size_t b2m_len(size_t i)
{
	return i < B2M_SHORT ? i : b2m_long[i - B2M_SHORT];
}

static size_t b2m_outlen(size_t i)
{
	return i % 2 ? BLAKE2S_128_HASH_SIZE : BLAKE2S_HASH_SIZE;
}

static void b2m_fill(void)
{
	u32 x = 0x9e3779b9;

	for (size_t i = 0; i < sizeof(b2m_msg); i++) {
		x = x * 1664525 + 1013904223;
		b2m_msg[i] = (u8)(x >> 24);
	}
	memcpy(b2m_key, b2m_msg + 1000, sizeof(b2m_key));
}

// Every case's digest, one-shot, in @out[len][key].
static void b2m_digest_all(u8 (*out)[B2M_NKEY][BLAKE2S_HASH_SIZE])
{
	for (size_t i = 0; i < B2M_NLEN; i++)
		for (size_t k = 0; k < B2M_NKEY; k++)
			blake2s(out[i][k], b2m_len(i) ? b2m_msg : NULL,
				b2m_keylens[k] ? b2m_key : NULL, b2m_outlen(i), b2m_len(i),
				b2m_keylens[k]);
}

// OpenSSL's BLAKE2s of one case: BLAKE2s-256 unkeyed, BLAKE2SMAC with its key and size;
// false for an unkeyed short digest, which neither gives.
static bool b2m_openssl(u8 *out, size_t i, size_t k)
{
	size_t outlen = b2m_outlen(i), got = 0;

	if (!b2m_keylens[k] && outlen == BLAKE2S_HASH_SIZE) {
		unsigned int n = 0;

		ck_assert(EVP_Digest(b2m_msg, b2m_len(i), out, &n, EVP_blake2s256(), NULL) == 1);
		ck_assert_uint_eq(n, outlen);
		return true;
	}
	if (!b2m_keylens[k])
		return false;
	EVP_MAC *mac = EVP_MAC_fetch(NULL, "BLAKE2SMAC", NULL);
	ck_assert_ptr_nonnull(mac);
	EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
	OSSL_PARAM params[] = { OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &outlen),
				OSSL_PARAM_construct_end() };
	ck_assert_ptr_nonnull(ctx);
	ck_assert_int_eq(EVP_MAC_init(ctx, b2m_key, b2m_keylens[k], params), 1);
	ck_assert_int_eq(EVP_MAC_update(ctx, b2m_msg, b2m_len(i)), 1);
	ck_assert_int_eq(EVP_MAC_final(ctx, out, &got, BLAKE2S_HASH_SIZE), 1);
	ck_assert_uint_eq(got, outlen);
	EVP_MAC_CTX_free(ctx);
	EVP_MAC_free(mac);
	return true;
}

static void b2m_insmod(void)
{
	const char *path = getenv("UKC_TEST_MODULE");
	Dl_info info;

	ck_assert_msg(path != NULL, "UKC_TEST_MODULE names the module");
	ck_assert_ptr_null(ukc_arch_hook("blake2s_compress"));
	ck_assert_int_eq(ukc_insmod(path), 0);
	const void *fn = ukc_arch_hook("blake2s_compress");
	ck_assert_ptr_nonnull(fn);
	ck_assert(dladdr(fn, &info));
	ck_assert_str_eq(info.dli_sname, "blake2s_compress");
	ck_assert_msg(strstr(info.dli_fname, "libblake2s-x86_64"), "%s", info.dli_fname);
}

// Before the module, the library's generic code; with it, the module's code and equal digests
// (OpenSSL's too); after rmmod, the generic code again.
START_TEST(test_module_serves_blake2s)
{
	static u8 ref[B2M_NLEN][B2M_NKEY][BLAKE2S_HASH_SIZE],
		got[B2M_NLEN][B2M_NKEY][BLAKE2S_HASH_SIZE];
	u8 ossl[BLAKE2S_HASH_SIZE];

	b2m_fill();
	b2m_digest_all(ref);
	ck_assert_uint_gt(b2m_generic_calls, 0);

	b2m_insmod();
	b2m_generic_calls = 0;
	b2m_digest_all(got);
	for (size_t i = 0; i < B2M_NLEN; i++) {
		for (size_t k = 0; k < B2M_NKEY; k++) {
			ck_assert_msg(!memcmp(got[i][k], ref[i][k], b2m_outlen(i)),
				      "length %zu key %zu", b2m_len(i), b2m_keylens[k]);
			if (b2m_openssl(ossl, i, k))
				ck_assert_msg(!memcmp(got[i][k], ossl, b2m_outlen(i)),
					      "length %zu key %zu (OpenSSL)", b2m_len(i),
					      b2m_keylens[k]);
		}
	}
	// The generic code did not run: the module's assembly did the work. Without SSSE3 the
	// glue hands every block to the generic code.
	if (boot_cpu_has(X86_FEATURE_SSSE3))
		ck_assert_uint_eq(b2m_generic_calls, 0);
	else
		ck_assert_uint_gt(b2m_generic_calls, 0);

	ck_assert_int_eq(ukc_rmmod("libblake2s_x86_64"), 0);
	ck_assert_ptr_null(ukc_arch_hook("blake2s_compress"));
	b2m_generic_calls = 0;
	b2m_digest_all(got);
	ck_assert_uint_gt(b2m_generic_calls, 0);
	ck_assert(!memcmp(got, ref, sizeof(ref)));
}
END_TEST

// Pieces of 1, 13, 64 and 65 bytes through blake2s_update() hold back and cross the block
// boundaries the module's compression is handed.
START_TEST(test_module_update_pieces)
{
	static const size_t pieces[] = { 1, 13, 64, 65 };
	static u8 ref[B2M_NLEN][B2M_NKEY][BLAKE2S_HASH_SIZE];
	u8 got[BLAKE2S_HASH_SIZE];

	b2m_fill();
	b2m_digest_all(ref);
	b2m_insmod();
	for (size_t i = 0; i < B2M_SHORT; i += 7) {
		for (size_t p = 0; p < sizeof(pieces) / sizeof(pieces[0]); p++) {
			struct blake2s_state st;

			blake2s_init_key(&st, b2m_outlen(i), b2m_key, BLAKE2S_KEY_SIZE);
			for (size_t off = 0; off < i; off += pieces[p])
				blake2s_update(&st, b2m_msg + off,
					       i - off < pieces[p] ? i - off : pieces[p]);
			blake2s_final(&st, got);
			ck_assert_msg(!memcmp(got, ref[i][B2M_NKEY - 1], b2m_outlen(i)),
				      "length %zu pieces %zu", i, pieces[p]);
		}
	}
	ck_assert(blake2s_selftest());
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("libblake2s-x86_64", "core", 120,
					 { test_module_serves_blake2s },
					 { test_module_update_pieces }));
}
