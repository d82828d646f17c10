// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the checksums and BLAKE2b: each generic driver as the crypto API serves it
// (driver name, priority, keys, -ENOKEY, export/import) and each library function called as
// kernel code calls it, against independent check values, zlib's crc32() and OpenSSL's BLAKE2b.
#define _GNU_SOURCE
#if UKC_TEST_HAVE_ZLIB
// Before <linux/crc32.h>, whose crc32() macro would rename zlib's declaration.
#include <zlib.h>
#endif

#if UKC_TEST_HAVE_LIBCRYPTO
#include <openssl/core_names.h>
#include <openssl/evp.h>
#endif

#include <crypto/hash.h>
#include <crypto/internal/blake2b.h>
#include <crypto/ukcrypto.h>
#include <linux/crc-t10dif.h>
#include <linux/crc32.h>
#include <linux/crc32c.h>
#include <linux/crc64.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/xxhash.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "extratests_env.h"

// The catalogue's check message (CRC RevEng catalogue, "check" field of every entry).
static const u8 check_msg[] = "123456789";
#define CHECK_LEN 9

// A deterministic test buffer (xorshift), so each run sees the same bytes.
static void fill(u8 *buf, size_t len, u32 seed)
{
	for (size_t i = 0; i < len; i++) {
		seed ^= seed << 13;
		seed ^= seed >> 17;
		seed ^= seed << 5;
		buf[i] = (u8)seed;
	}
}

static struct crypto_shash *alloc_shash(const char *name)
{
	struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "%s: %ld", name, PTR_ERR(tfm));
	return tfm;
}

// The generic driver by its cra_name and by its driver name, at 6.12's priority.
static void check_generic_driver(const char *name, const char *driver, int priority)
{
	struct crypto_shash *tfm = alloc_shash(driver);

	ck_assert_str_eq(crypto_shash_alg_name(tfm), name);
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, priority);
	crypto_free_shash(tfm);
	tfm = alloc_shash(name);
	ck_assert_int_ge(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, priority);
	crypto_free_shash(tfm);
}

// One digest through @driver with an optional key (@key NULL: none set).
static int shash_digest(const char *driver, const u8 *key, unsigned int klen, const u8 *msg,
			unsigned int len, u8 *out)
{
	struct crypto_shash *tfm = alloc_shash(driver);
	int err = key ? crypto_shash_setkey(tfm, key, klen) : 0;

	if (!err)
		err = crypto_shash_tfm_digest(tfm, msg, len, out);
	crypto_free_shash(tfm);
	return err;
}

// @driver's digest of @len bytes of @msg (with @key as shash_digest() takes it) succeeds, its
// first byte is @first and its last (byte @size - 1) is @last.
static void check_digest_ends(const char *driver, const u8 *key, unsigned int klen, const u8 *msg,
			      unsigned int len, unsigned int size, u8 first, u8 last)
{
	u8 out[64];

	ck_assert_int_eq(shash_digest(driver, key, klen, msg, len, out), 0);
	ck_assert_uint_eq(out[0], first);
	ck_assert_uint_eq(out[size - 1], last);
}

// The digest of @msg cut in two updates, the state exported after the first and imported
// into a fresh descriptor, must equal the one-shot digest.
static void check_export_import(const char *driver, const u8 *key, unsigned int klen)
{
	struct crypto_shash *tfm = alloc_shash(driver);
	u8 msg[300], whole[64], split[64];
	u8 state[1024];

	fill(msg, sizeof(msg), 0x5eed);
	if (key)
		ck_assert_int_eq(crypto_shash_setkey(tfm, key, klen), 0);
	ck_assert_uint_le(crypto_shash_statesize(tfm), sizeof(state));
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, sizeof(msg), whole), 0);
	{
		SHASH_DESC_ON_STACK(desc, tfm);
		desc->tfm = tfm;
		ck_assert_int_eq(crypto_shash_init(desc), 0);
		ck_assert_int_eq(crypto_shash_update(desc, msg, 131), 0);
		ck_assert_int_eq(crypto_shash_export(desc, state), 0);
	}
	{
		SHASH_DESC_ON_STACK(desc, tfm);
		desc->tfm = tfm;
		ck_assert_int_eq(crypto_shash_import(desc, state), 0);
		ck_assert_int_eq(crypto_shash_finup(desc, msg + 131, sizeof(msg) - 131, split), 0);
	}
	ck_assert_mem_eq(whole, split, crypto_shash_digestsize(tfm));
	crypto_free_shash(tfm);
}

// ---- CRC-32C ----

START_TEST(test_crc32c_driver)
{
	static const u8 seed[4] = { 0x12, 0x34, 0x56, 0x78 };
	u8 out[4];

	check_generic_driver("crc32c", "crc32c-generic", 100);
	// CRC-32/ISCSI check value 0xe3069283, stored little-endian.
	ck_assert_int_eq(shash_digest("crc32c-generic", NULL, 0, check_msg, CHECK_LEN, out), 0);
	ck_assert_uint_eq(out[0] | out[1] << 8 | out[2] << 16 | (u32)out[3] << 24, 0xe3069283);
	// The key is the starting remainder: ~digest of an empty message.
	check_digest_ends("crc32c-generic", seed, 4, NULL, 0, 4, 0xed, 0x87);
	// Only a 4-byte seed is a key.
	ck_assert_int_eq(shash_digest("crc32c-generic", seed, 3, NULL, 0, out), -EINVAL);
	ck_assert_int_eq(shash_digest("crc32c-generic", seed, 5, NULL, 0, out), -EINVAL);
	check_export_import("crc32c-generic", seed, 4);
}
END_TEST

START_TEST(test_crc32c_library)
{
	static const u8 zeroes[32];
	u8 buf[4099];

	// RFC 3720 Appendix B.4, 32 bytes of zeroes: CRC aa 36 91 8a on the wire.
	ck_assert_uint_eq(~crc32c(~0u, zeroes, sizeof(zeroes)), 0x8a9136aa);
	ck_assert_uint_eq(~crc32c(~0u, check_msg, CHECK_LEN), 0xe3069283);
	ck_assert_uint_eq(~crc32c_le(~0u, check_msg, CHECK_LEN), 0xe3069283);
	ck_assert_uint_eq(~__crc32c_le(~0u, check_msg, CHECK_LEN), 0xe3069283);
	// Chaining at every split, the base function and combine agree with one call.
	fill(buf, sizeof(buf), 7);
	u32 whole = crc32c(~0u, buf, sizeof(buf));
	ck_assert_uint_eq(__crc32c_le_base(~0u, buf, sizeof(buf)), whole);
	for (unsigned int i = 0; i <= sizeof(buf); i += 97) {
		ck_assert_uint_eq(crc32c(crc32c(~0u, buf, i), buf + i, sizeof(buf) - i), whole);
		ck_assert_uint_eq(__crc32c_le_combine(crc32c(~0u, buf, i),
						      __crc32c_le(0, buf + i, sizeof(buf) - i),
						      sizeof(buf) - i),
				  whole);
	}
}
END_TEST

// ---- CRC-32 ----

START_TEST(test_crc32_driver)
{
	static const u8 ones[4] = { 0xff, 0xff, 0xff, 0xff };
	u8 out[4];

	check_generic_driver("crc32", "crc32-generic", 100);
	// Seeded with ~0, the raw remainder is the complement of CRC-32/ISO-HDLC's 0xcbf43926.
	ck_assert_int_eq(shash_digest("crc32-generic", ones, 4, check_msg, CHECK_LEN, out), 0);
	ck_assert_uint_eq(out[0] | out[1] << 8 | out[2] << 16 | (u32)out[3] << 24, ~0xcbf43926u);
	// Unkeyed, the seed is 0: the empty message gives 0.
	ck_assert_int_eq(shash_digest("crc32-generic", NULL, 0, NULL, 0, out), 0);
	ck_assert_uint_eq(out[0] | out[1] | out[2] | out[3], 0);
	ck_assert_int_eq(shash_digest("crc32-generic", ones, 2, NULL, 0, out), -EINVAL);
	check_export_import("crc32-generic", ones, 4);
}
END_TEST

START_TEST(test_crc32_library)
{
	u8 buf[5000];

	// CRC RevEng catalogue: CRC-32/ISO-HDLC 0xcbf43926, CRC-32/BZIP2 0xfc891918 and
	// CRC-32/MPEG-2 0x0376e6e7 (the last two most significant bit first).
	ck_assert_uint_eq(~crc32_le(~0u, check_msg, CHECK_LEN), 0xcbf43926);
	ck_assert_uint_eq(~crc32(~0u, check_msg, CHECK_LEN), 0xcbf43926);
	ck_assert_uint_eq(~crc32_be(~0u, check_msg, CHECK_LEN), 0xfc891918);
	ck_assert_uint_eq(crc32_be(~0u, check_msg, CHECK_LEN), 0x0376e6e7);
	ck_assert_uint_eq(ether_crc_le(CHECK_LEN, check_msg), ~0xcbf43926u);
	ck_assert_uint_eq(ether_crc(CHECK_LEN, check_msg), bitrev32(~0xcbf43926u));
	fill(buf, sizeof(buf), 11);
	u32 whole = crc32_le(~0u, buf, sizeof(buf));
	ck_assert_uint_eq(crc32_le_base(~0u, buf, sizeof(buf)), whole);
	ck_assert_uint_eq(crc32_be_base(5, buf, sizeof(buf)), crc32_be(5, buf, sizeof(buf)));
	for (unsigned int i = 0; i <= sizeof(buf); i += 131)
		ck_assert_uint_eq(crc32_le_combine(crc32_le(~0u, buf, i),
						   crc32_le(0, buf + i, sizeof(buf) - i),
						   sizeof(buf) - i),
				  whole);
#if UKC_TEST_HAVE_ZLIB
	// zlib's crc32() is the IEEE CRC with its inversions: ~crc32_le(~0, ...) at every length.
	for (unsigned int len = 0; len <= sizeof(buf); len += len < 64 ? 1 : 263)
		ck_assert_uint_eq(~crc32_le(~0u, buf, len), (u32)(crc32)(0L, buf, len));
#endif
}
END_TEST

// ---- CRC-T10DIF and CRC-64 ----

// The unkeyed CRCs refuse a key: they have no setkey (-ENOSYS, as 6.12's shash_no_setkey).
START_TEST(test_crct10dif_driver)
{
	static const u8 key[4];
	u8 out[2];
	u16 crc;

	check_generic_driver("crct10dif", "crct10dif-generic", 100);
	ck_assert_int_eq(shash_digest("crct10dif-generic", NULL, 0, check_msg, CHECK_LEN, out), 0);
	memcpy(&crc, out, 2);
	ck_assert_uint_eq(crc, 0xd0db);
	ck_assert_int_eq(shash_digest("crct10dif-generic", key, 4, NULL, 0, out), -ENOSYS);
	check_export_import("crct10dif-generic", NULL, 0);
}
END_TEST

START_TEST(test_crct10dif_library)
{
	u8 buf[1000];

	// CRC RevEng catalogue CRC-16/T10-DIF: check 0xd0db.
	ck_assert_uint_eq(crc_t10dif(check_msg, CHECK_LEN), 0xd0db);
	ck_assert_uint_eq(crc_t10dif_generic(0, check_msg, CHECK_LEN), 0xd0db);
	fill(buf, sizeof(buf), 3);
	for (unsigned int i = 0; i <= sizeof(buf); i += 77)
		ck_assert_uint_eq(crc_t10dif_update(crc_t10dif(buf, i), buf + i, sizeof(buf) - i),
				  crc_t10dif(buf, sizeof(buf)));
}
END_TEST

START_TEST(test_crc64_rocksoft_driver)
{
	check_generic_driver("crc64-rocksoft", "crc64-rocksoft-generic", 200);
	// CRC-64/NVME check 0xae8b14860a799888, little-endian.
	check_digest_ends("crc64-rocksoft-generic", NULL, 0, check_msg, CHECK_LEN, 8, 0x88, 0xae);
	check_export_import("crc64-rocksoft-generic", NULL, 0);
}
END_TEST

START_TEST(test_crc64_library)
{
	u8 buf[3000];

	// CRC RevEng catalogue: CRC-64/NVME 0xae8b14860a799888, CRC-64/ECMA-182 0x6c40df5f0b497347.
	ck_assert_uint_eq(crc64_rocksoft(check_msg, CHECK_LEN), 0xae8b14860a799888ULL);
	ck_assert_uint_eq(crc64_rocksoft_generic(0, check_msg, CHECK_LEN), 0xae8b14860a799888ULL);
	ck_assert_uint_eq(crc64_be(0, check_msg, CHECK_LEN), 0x6c40df5f0b497347ULL);
	fill(buf, sizeof(buf), 5);
	for (unsigned int i = 0; i <= sizeof(buf); i += 101) {
		ck_assert_uint_eq(
			crc64_rocksoft_update(crc64_rocksoft(buf, i), buf + i, sizeof(buf) - i),
			crc64_rocksoft(buf, sizeof(buf)));
		ck_assert_uint_eq(crc64_be(crc64_be(0, buf, i), buf + i, sizeof(buf) - i),
				  crc64_be(0, buf, sizeof(buf)));
	}
}
END_TEST

// ---- xxHash ----

START_TEST(test_xxhash64_driver)
{
	static const u8 seed[8] = { 0xb1, 0x79, 0x37, 0x9e };
	u8 out[8];

	check_generic_driver("xxhash64", "xxhash64-generic", 100);
	// XXH64("", seed 0) = 0xef46db3751d8e999 (xxHash reference implementation), little-endian.
	check_digest_ends("xxhash64-generic", NULL, 0, NULL, 0, 8, 0x99, 0xef);
	// The key is the 8-byte seed and nothing else.
	ck_assert_int_eq(shash_digest("xxhash64-generic", seed, 4, NULL, 0, out), -EINVAL);
	check_digest_ends("xxhash64-generic", seed, 8, check_msg, CHECK_LEN, 8, 0xe2, 0x6b);
	check_export_import("xxhash64-generic", seed, 8);
}
END_TEST

// Values computed by the xxHash reference implementation (Debian's libxxhash0 0.8.1).
START_TEST(test_xxhash_library)
{
	u8 seq[100];

	for (unsigned int i = 0; i < sizeof(seq); i++)
		seq[i] = (u8)i;
	ck_assert_uint_eq(xxh64("", 0, 0), 0xef46db3751d8e999ULL);
	ck_assert_uint_eq(xxh64(check_msg, CHECK_LEN, 0), 0x8cb841db40e6ae83ULL);
	ck_assert_uint_eq(xxh64(check_msg, CHECK_LEN, 0x9e3779b1), 0x6bc432bf21c3e5e2ULL);
	ck_assert_uint_eq(xxh64(seq, 100, 0), 0x6ac1e58032166597ULL);
	ck_assert_uint_eq(xxh64(seq, 100, 5), 0x9c502a83dcb7c69eULL);
	ck_assert_uint_eq(xxh32("", 0, 0), 0x02cc5d05);
	ck_assert_uint_eq(xxh32(check_msg, CHECK_LEN, 0), 0x937bad67);
	ck_assert_uint_eq(xxh32(check_msg, CHECK_LEN, 0x9e3779b1), 0x9355e7ec);
	ck_assert_uint_eq(xxh32(seq, 100, 0), 0x7f89ba44);
	ck_assert_uint_eq(xxh32(seq, 100, 5), 0x653cc885);
	ck_assert_uint_eq(xxhash(seq, 100, 5),
			  sizeof(long) == 8 ? 0x9c502a83dcb7c69eULL : 0x653cc885);
}
END_TEST

// The streaming API, fed in pieces of every size from 1 to 40, equals the one-shot hash, and
// a copied state continues where the original stands.
START_TEST(test_xxhash_streaming)
{
	u8 buf[777];

	fill(buf, sizeof(buf), 9);
	for (size_t step = 1; step <= 40; step++) {
		struct xxh32_state s32, c32;
		struct xxh64_state s64, c64;
		size_t i;

		xxh32_reset(&s32, 7);
		xxh64_reset(&s64, 7);
		for (i = 0; i < sizeof(buf) / 2; i += step) {
			size_t n = i + step > sizeof(buf) ? sizeof(buf) - i : step;

			ck_assert_int_eq(xxh32_update(&s32, buf + i, n), 0);
			ck_assert_int_eq(xxh64_update(&s64, buf + i, n), 0);
		}
		xxh32_copy_state(&c32, &s32);
		xxh64_copy_state(&c64, &s64);
		ck_assert_int_eq(xxh32_update(&c32, buf + i, sizeof(buf) - i), 0);
		ck_assert_int_eq(xxh64_update(&c64, buf + i, sizeof(buf) - i), 0);
		ck_assert_uint_eq(xxh32_digest(&c32), xxh32(buf, sizeof(buf), 7));
		ck_assert_uint_eq(xxh64_digest(&c64), xxh64(buf, sizeof(buf), 7));
		// The original still stands at its own prefix.
		ck_assert_uint_eq(xxh64_digest(&s64), xxh64(buf, i, 7));
		ck_assert_uint_eq(xxh32_digest(&s32), xxh32(buf, i, 7));
	}
	{
		struct xxh64_state s;

		xxh64_reset(&s, 0);
		ck_assert_int_eq(xxh64_update(&s, NULL, 1), -EINVAL);
	}
}
END_TEST

// ---- BLAKE2b ----

// RFC 7693 Appendix A: BLAKE2b-512("abc").
static const u8 blake2b_abc[64] = {
	0xba, 0x80, 0xa5, 0x3f, 0x98, 0x1c, 0x4d, 0x0d, 0x6a, 0x27, 0x97, 0xb6, 0x9f,
	0x12, 0xf6, 0xe9, 0x4c, 0x21, 0x2f, 0x14, 0x68, 0x5a, 0xc4, 0xb7, 0x4b, 0x12,
	0xbb, 0x6f, 0xdb, 0xff, 0xa2, 0xd1, 0x7d, 0x87, 0xc5, 0x39, 0x2a, 0xab, 0x79,
	0x2d, 0xc2, 0x52, 0xd5, 0xde, 0x45, 0x33, 0xcc, 0x95, 0x18, 0xd3, 0x8a, 0xa8,
	0xdb, 0xf1, 0x92, 0x5a, 0xb9, 0x23, 0x86, 0xed, 0xd4, 0x00, 0x99, 0x23,
};

START_TEST(test_blake2b_drivers)
{
	static const char *const names[] = { "blake2b-160", "blake2b-256", "blake2b-384",
					     "blake2b-512" };
	static const unsigned int sizes[] = { 20, 32, 48, 64 };
	u8 key[65] = { 1 }, out[64];
	char driver[32];

	for (int i = 0; i < 4; i++) {
		struct crypto_shash *tfm;

		snprintf(driver, sizeof(driver), "%s-generic", names[i]);
		check_generic_driver(names[i], driver, 100);
		tfm = alloc_shash(driver);
		ck_assert_uint_eq(crypto_shash_digestsize(tfm), sizes[i]);
		ck_assert_uint_eq(crypto_shash_blocksize(tfm), BLAKE2B_BLOCK_SIZE);
		crypto_free_shash(tfm);
		// Keys of 1 to 64 bytes; an empty or longer key is refused.
		ck_assert_int_eq(shash_digest(driver, key, 0, NULL, 0, out), -EINVAL);
		ck_assert_int_eq(shash_digest(driver, key, 65, NULL, 0, out), -EINVAL);
		ck_assert_int_eq(shash_digest(driver, key, 1, NULL, 0, out), 0);
		ck_assert_int_eq(shash_digest(driver, key, 64, NULL, 0, out), 0);
		check_export_import(driver, key, 33);
		check_export_import(driver, NULL, 0);
	}
	ck_assert_int_eq(shash_digest("blake2b-512-generic", NULL, 0, (const u8 *)"abc", 3, out),
			 0);
	ck_assert_mem_eq(out, blake2b_abc, 64);
}
END_TEST

// The helpers of <crypto/internal/blake2b.h> as arch glue calls them, over the generic
// compression function, in pieces of every size from 1 to 300.
static void blake2b_pieces(const u8 *key, size_t klen, const u8 *msg, size_t len, size_t step,
			   size_t outlen, u8 *out)
{
	struct blake2b_state st;

	__blake2b_init(&st, outlen, key, klen);
	for (size_t i = 0; i < len; i += step)
		__blake2b_update(&st, msg + i, len - i < step ? len - i : step,
				 blake2b_compress_generic);
	__blake2b_final(&st, out, blake2b_compress_generic);
}

START_TEST(test_blake2b_helpers)
{
	u8 msg[1000], whole[64], out[64], key[64];

	blake2b_pieces(NULL, 0, (const u8 *)"abc", 3, 3, 64, out);
	ck_assert_mem_eq(out, blake2b_abc, 64);
	fill(msg, sizeof(msg), 13);
	fill(key, sizeof(key), 17);
	blake2b_pieces(key, 40, msg, sizeof(msg), sizeof(msg), 48, whole);
	for (size_t step = 1; step <= 300; step += step < 8 ? 1 : 37) {
		blake2b_pieces(key, 40, msg, sizeof(msg), step, 48, out);
		ck_assert_mem_eq(out, whole, 48);
	}
	{
		struct crypto_shash *tfm = alloc_shash("blake2b-384-generic");

		ck_assert_int_eq(crypto_shash_setkey(tfm, key, 40), 0);
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, sizeof(msg), out), 0);
		ck_assert_mem_eq(out, whole, 48);
		crypto_free_shash(tfm);
	}
}
END_TEST

#if UKC_TEST_HAVE_LIBCRYPTO
// OpenSSL's BLAKE2b-512 (EVP_blake2b512) and keyed BLAKE2BMAC, at lengths around the block.
static void openssl_blake2b_mac(const u8 *key, size_t klen, const u8 *msg, size_t len, u8 *out)
{
	EVP_MAC *mac = EVP_MAC_fetch(NULL, "BLAKE2BMAC", NULL);
	EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
	size_t outlen = 0;

	ck_assert_ptr_nonnull(ctx);
	ck_assert_int_eq(EVP_MAC_init(ctx, key, klen, NULL), 1);
	ck_assert_int_eq(EVP_MAC_update(ctx, msg, len), 1);
	ck_assert_int_eq(EVP_MAC_final(ctx, out, &outlen, 64), 1);
	ck_assert_uint_eq(outlen, 64);
	EVP_MAC_CTX_free(ctx);
	EVP_MAC_free(mac);
}

START_TEST(test_blake2b_openssl)
{
	struct crypto_shash *tfm = alloc_shash("blake2b-512-generic");
	u8 msg[1100], key[64], ours[64], theirs[64];
	unsigned int mdlen;

	fill(msg, sizeof(msg), 19);
	fill(key, sizeof(key), 23);
	for (size_t len = 0; len <= sizeof(msg); len += len < 300 ? 1 : 97) {
		ck_assert_int_eq(crypto_shash_tfm_digest(tfm, msg, len, ours), 0);
		ck_assert_int_eq(EVP_Digest(msg, len, theirs, &mdlen, EVP_blake2b512(), NULL), 1);
		ck_assert_uint_eq(mdlen, 64);
		ck_assert_mem_eq(ours, theirs, 64);
	}
	crypto_free_shash(tfm);
	for (size_t klen = 1; klen <= 64; klen += 7) {
		ck_assert_int_eq(
			shash_digest("blake2b-512-generic", key, klen, msg, 200 + klen, ours), 0);
		openssl_blake2b_mac(key, klen, msg, 200 + klen, theirs);
		ck_assert_mem_eq(ours, theirs, 64);
	}
}
END_TEST
#endif

// ---- Michael and the null digest ----

START_TEST(test_michael_mic)
{
	// IEEE 802.11 Michael test vectors: key 0, message "" -> 82925c1ca1d130b8, and the MIC
	// of "Michael" under key d55e100510128986 is 0a942b124ecaa546.
	static const u8 key0[8], key6[8] = { 0xd5, 0x5e, 0x10, 0x05, 0x10, 0x12, 0x89, 0x86 };
	static const u8 mic0[8] = { 0x82, 0x92, 0x5c, 0x1c, 0xa1, 0xd1, 0x30, 0xb8 };
	static const u8 mic6[8] = { 0x0a, 0x94, 0x2b, 0x12, 0x4e, 0xca, 0xa5, 0x46 };
	struct crypto_shash *tfm = alloc_shash("michael_mic");
	u8 out[8];

	ck_assert_str_eq(crypto_shash_driver_name(tfm), "michael_mic-generic");
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, 0);
	// No optional key: without setkey every digest is -ENOKEY.
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, NULL, 0, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_setkey(tfm, key0, 7), -EINVAL);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, NULL, 0, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_setkey(tfm, key0, 8), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, NULL, 0, out), 0);
	ck_assert_mem_eq(out, mic0, 8);
	crypto_free_shash(tfm);
	ck_assert_int_eq(
		shash_digest("michael_mic-generic", key6, 8, (const u8 *)"Michael", 7, out), 0);
	ck_assert_mem_eq(out, mic6, 8);
	check_export_import("michael_mic-generic", key6, 8);
}
END_TEST

START_TEST(test_digest_null)
{
	struct crypto_shash *tfm = alloc_shash("digest_null");
	u8 out[1] = { 0x5a };

	ck_assert_str_eq(crypto_shash_driver_name(tfm), "digest_null-generic");
	ck_assert_int_eq(crypto_shash_tfm(tfm)->__crt_alg->cra_priority, 0);
	ck_assert_uint_eq(crypto_shash_digestsize(tfm), 0);
	// 6.12's digest_null has a setkey and no optional-key flag: -ENOKEY until any key is set.
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, check_msg, CHECK_LEN, out), -ENOKEY);
	ck_assert_int_eq(crypto_shash_setkey(tfm, check_msg, 3), 0);
	ck_assert_int_eq(crypto_shash_tfm_digest(tfm, check_msg, CHECK_LEN, out), 0);
	ck_assert_uint_eq(out[0], 0x5a); // nothing written
	crypto_free_shash(tfm);
}
END_TEST

static Suite *checksums_suite(void)
{
	Suite *s = check_new_suite("checksums", "crc32", 0, { test_crc32c_driver },
				   { test_crc32c_library }, { test_crc32_driver },
				   { test_crc32_library });

	check_new_tcase(s, "crct10dif-crc64", 0, { test_crct10dif_driver },
			{ test_crct10dif_library }, { test_crc64_rocksoft_driver },
			{ test_crc64_library });
	check_new_tcase(s, "xxhash", 0, { test_xxhash64_driver }, { test_xxhash_library },
			{ test_xxhash_streaming });
	TCase *tc __maybe_unused = check_new_tcase(s, "blake2b", 0, { test_blake2b_drivers },
						   { test_blake2b_helpers });
#if UKC_TEST_HAVE_LIBCRYPTO
	tcase_add_test(tc, test_blake2b_openssl);
#endif
	check_new_tcase(s, "michael-null", 0, { test_michael_mic }, { test_digest_null });
	return s;
}

int main(void)
{
	// The extra tests too (a few random configurations each), so each driver is compared
	// with itself across splits and export/import when it registers; a failure there makes
	// every allocation below fail with -ELIBBAD.
	extratests_env("20261204", "10");
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(checksums_suite());
}
