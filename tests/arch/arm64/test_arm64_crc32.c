// SPDX-License-Identifier: GPL-2.0-only
// The library's crc32_le(), __crc32c_le() and crc32_be() on the arm64 CRC32 instructions
// (arch/arm64/lib/crc32.cpp, as 6.12's crc32.S): the feature bit the mask leaves, then each
// function against the portable *_base() code at every length to past a kilobyte from every
// alignment, from random remainders, the standard check values, and a long buffer in random
// pieces. The suite runs once per mask (UKCRYPTO_DISABLE_CPU_FEATURES, set by
// tests/meson.build): with crc32 masked the same checks run the portable code.
#include <asm/cpufeature.h>
#include <asm/hwcap.h>
#include <crypto/ukcrypto.h>
#include <linux/crc32.h>

#include <stdlib.h>
#include <string.h>

#include <sys/auxv.h>

#include <check.h>
#undef fail

#include "check_run.h"
#include "test_rng.h"
#include "x86_test_util.h"

static const u8 check_msg[] = "123456789";

static bool crc32_masked(void)
{
	const char *mask = getenv("UKCRYPTO_DISABLE_CPU_FEATURES");

	return mask && strstr(mask, "crc32");
}

START_TEST(test_feature)
{
	bool has = getauxval(AT_HWCAP) & HWCAP_CRC32;

	ck_assert_int_eq(cpu_have_named_feature(CRC32), has && !crc32_masked());
}
END_TEST

// The catalogue's check values (CRC-32/ISO-HDLC, CRC-32C/ISCSI, CRC-32/BZIP2) of "123456789".
START_TEST(test_check_values)
{
	ck_assert_uint_eq(~crc32_le(~0u, check_msg, 9), 0xcbf43926);
	ck_assert_uint_eq(~__crc32c_le(~0u, check_msg, 9), 0xe3069283);
	ck_assert_uint_eq(~crc32_be(~0u, check_msg, 9), 0xfc891918);
}
END_TEST

START_TEST(test_every_length)
{
	enum {
		MAXLEN = 1040
	};
	u8 *buf = malloc(MAXLEN + 8);

	ck_assert_ptr_nonnull(buf);
	rng_seed_from_env(0xc4c32ULL, 1);
	rng_bytes(buf, MAXLEN + 8);
	for (unsigned int off = 0; off < 8; off++) {
		for (unsigned int len = 0; len <= MAXLEN; len++) {
			const u8 *p = buf + off;
			u32 seed = (u32)rng_next();

			ck_assert_msg(crc32_le(seed, p, len) == crc32_le_base(seed, p, len),
				      "crc32_le: offset %u length %u" RNG_SEED_FMT, off, len,
				      RNG_SEED_ARGS);
			ck_assert_msg(__crc32c_le(seed, p, len) == __crc32c_le_base(seed, p, len),
				      "__crc32c_le: offset %u length %u" RNG_SEED_FMT, off, len,
				      RNG_SEED_ARGS);
			ck_assert_msg(crc32_be(seed, p, len) == crc32_be_base(seed, p, len),
				      "crc32_be: offset %u length %u" RNG_SEED_FMT, off, len,
				      RNG_SEED_ARGS);
		}
	}
	free(buf);
}
END_TEST

// A megabyte whole and in random pieces, each piece carrying the last one's remainder.
START_TEST(test_long_pieces)
{
	enum {
		LEN = 1 << 20
	};
	u8 *buf = malloc(LEN);

	ck_assert_ptr_nonnull(buf);
	rng_seed_from_env(0xc4c32ULL, 2);
	rng_bytes(buf, LEN);
	u32 le = crc32_le(~0u, buf, LEN), c = __crc32c_le(~0u, buf, LEN);
	u32 be = crc32_be(~0u, buf, LEN);

	ck_assert_uint_eq(le, crc32_le_base(~0u, buf, LEN));
	ck_assert_uint_eq(c, __crc32c_le_base(~0u, buf, LEN));
	ck_assert_uint_eq(be, crc32_be_base(~0u, buf, LEN));
	u32 le2 = ~0u, c2 = ~0u, be2 = ~0u;
	for (size_t at = 0; at < LEN;) {
		size_t n = rng_below(5000);

		if (n > LEN - at)
			n = LEN - at;
		le2 = crc32_le(le2, buf + at, n);
		c2 = __crc32c_le(c2, buf + at, n);
		be2 = crc32_be(be2, buf + at, n);
		at += n;
	}
	ck_assert_uint_eq(le2, le);
	ck_assert_uint_eq(c2, c);
	ck_assert_uint_eq(be2, be);
	free(buf);
}
END_TEST

int main(void)
{
	if (crypto_init())
		return EXIT_FAILURE;
	return check_run(check_new_suite("arm64 crc32", "core", X86_SUITE_TIMEOUT, { test_feature },
					 { test_check_values }, { test_every_length },
					 { test_long_pieces }));
}
