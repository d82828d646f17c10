// SPDX-License-Identifier: GPL-2.0-only
// Check suite for the BLAKE2s library (<crypto/blake2s.h>, 6.12 has no blake2s shash): the
// RFC 7693 self-test, every length 0..1024 one-shot and in pieces against OpenSSL's
// BLAKE2s-256, keyed hashing against the BLAKE2 reference KAT, short digests, and the wiping
// of the state by blake2s_final().
#include <crypto/blake2s.h>
#include <crypto/internal/blake2s.h>

#include <stdio.h>
#include <string.h>

#include <openssl/evp.h>

#include "check_run.h"

static void b2s_unhex(u8 *out, const char *hex)
{
	for (size_t i = 0; hex[2 * i]; i++)
		sscanf(hex + 2 * i, "%2hhx", &out[i]);
}

START_TEST(test_selftest)
{
	ck_assert(blake2s_selftest());
}
END_TEST

// Unkeyed BLAKE2s-256 of 0..1024 bytes: the one-shot blake2s(), and update() in pieces of
// 1, 13, 64 and 65 bytes (block boundaries held back and crossed), against EVP_blake2s256().
START_TEST(test_against_openssl)
{
	static const size_t pieces[] = { 1, 13, 64, 65 };
	u8 msg[1024], want[32], got[32];
	unsigned int wlen = 0;

	for (size_t i = 0; i < sizeof(msg); i++)
		msg[i] = (u8)(i * 151 + 7);
	for (size_t len = 0; len <= sizeof(msg); len++) {
		ck_assert(EVP_Digest(msg, len, want, &wlen, EVP_blake2s256(), NULL) == 1);
		ck_assert_uint_eq(wlen, BLAKE2S_HASH_SIZE);
		blake2s(got, len ? msg : NULL, NULL, BLAKE2S_HASH_SIZE, len, 0);
		ck_assert_msg(!memcmp(got, want, 32), "length %zu", len);
		for (size_t p = 0; p < sizeof(pieces) / sizeof(pieces[0]); p++) {
			struct blake2s_state st;

			blake2s_init(&st, BLAKE2S_HASH_SIZE);
			for (size_t off = 0; off < len; off += pieces[p])
				blake2s_update(&st, msg + off,
					       len - off < pieces[p] ? len - off : pieces[p]);
			blake2s_final(&st, got);
			ck_assert_msg(!memcmp(got, want, 32), "length %zu pieces %zu", len,
				      pieces[p]);
		}
	}
}
END_TEST

// The BLAKE2 reference implementation's testvectors/blake2s-kat.txt: key 00 01 .. 1f, input
// 00 01 .. (n - 1), BLAKE2s-256.
static const struct {
	size_t n;
	const char *digest;
} b2s_kat[] = {
	{ 0, "48a8997da407876b3d79c0d92325ad3b89cbb754d86ab71aee047ad345fd2c49" },
	{ 1, "40d15fee7c328830166ac3f918650f807e7e01e177258cdc0a39b11f598066f1" },
	{ 2, "6bb71300644cd3991b26ccd4d274acd1adeab8b1d7914546c1198bbe9fc9d803" },
	{ 63, "c65382513f07460da39833cb666c5ed82e61b9e998f4b0c4287cee56c3cc9bcd" },
	{ 64, "8975b0577fd35566d750b362b0897a26c399136df07bababbde6203ff2954ed4" },
	{ 65, "21fe0ceb0052be7fb0f004187cacd7de67fa6eb0938d927677f2398c132317a8" },
	{ 255, "3fb735061abc519dfe979e54c1ee5bfad0a9d858b3315bad34bde999efd724dd" },
};

START_TEST(test_keyed_kat)
{
	u8 key[BLAKE2S_KEY_SIZE], msg[255], want[32], got[32];
	struct blake2s_state st;
	const size_t n = b2s_kat[_i].n;

	for (size_t i = 0; i < sizeof(key); i++)
		key[i] = (u8)i;
	for (size_t i = 0; i < sizeof(msg); i++)
		msg[i] = (u8)i;
	b2s_unhex(want, b2s_kat[_i].digest);
	blake2s(got, n ? msg : NULL, key, BLAKE2S_HASH_SIZE, n, BLAKE2S_KEY_SIZE);
	ck_assert_msg(!memcmp(got, want, 32), "one-shot, %zu bytes", n);
	blake2s_init_key(&st, BLAKE2S_HASH_SIZE, key, BLAKE2S_KEY_SIZE);
	for (size_t i = 0; i < n; i++)
		blake2s_update(&st, msg + i, 1);
	blake2s_final(&st, got);
	ck_assert_msg(!memcmp(got, want, 32), "byte by byte, %zu bytes", n);
}
END_TEST

// Shorter digests are not truncations (the length is in the parameter block), and the state is
// wiped by final. Values computed with Python's hashlib.blake2s (digest_size, key).
START_TEST(test_short_digests_and_wipe)
{
	static const u8 key7[7] = { 1, 1, 1, 1, 1, 1, 1 };
	u8 want[32], got[32], full[32];
	struct blake2s_state st, zero;

	b2s_unhex(want, "aa4938119b1dc7b87cbad0ffd200d0ae");
	blake2s(got, (const u8 *)"abc", NULL, BLAKE2S_128_HASH_SIZE, 3, 0);
	ck_assert(!memcmp(got, want, 16));
	blake2s(full, (const u8 *)"abc", NULL, BLAKE2S_HASH_SIZE, 3, 0);
	ck_assert(memcmp(full, want, 16) != 0);
	b2s_unhex(want, "24bee7b2e223410685ffac0d0b062b6daff7ed1c");
	memset(got, 0xee, sizeof(got));
	blake2s_init_key(&st, BLAKE2S_160_HASH_SIZE, key7, sizeof(key7));
	blake2s_update(&st, (const u8 *)"abc", 3);
	blake2s_final(&st, got);
	ck_assert(!memcmp(got, want, 20));
	ck_assert_uint_eq(got[20], 0xee); // nothing past outlen is written
	memset(&zero, 0, sizeof(zero));
	ck_assert(!memcmp(&st, &zero, sizeof(st)));
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("blake2s", "library", 0, { test_selftest },
					 { test_against_openssl },
					 { test_keyed_kat, sizeof(b2s_kat) / sizeof(b2s_kat[0]) },
					 { test_short_digests_and_wipe }));
}
