// SPDX-License-Identifier: GPL-2.0-only
// 6.12's crypto/842.c over lib/842's 842_compress and 842_decompress, built unchanged by
// ukcrypto-kbuild and loaded from UKCRYPTO_MODULES: its two drivers registered from module 842
// and let pass untested (6.12's testmgr has no 842 vectors); round trips through crypto_comp and
// acomp; streams worked out by hand from the format lib/842/842.h describes, produced and read;
// truncated, corrupted and malformed streams and short rooms answered with lib/842's error
// codes, and nothing written past the room.
#include <crypto/acompress.h>
#include <crypto/internal/scompress.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <stdlib.h>
#include <string.h>

#include "acomp_util.h"
#include "check_run.h"
#include "proc_util.h"

#define GUARD 64
#define POISON 0xa5
#define MAX_LEN (64 * 1024)
// 842's worst case is 69 bits for 8 bytes, with a few bytes of end, CRC and padding.
#define ROOM(n) ((n)*2 + 64)

// ---- streams worked out by hand ----
//
// A stream is a run of 5-bit template codes, each followed by its arguments, most significant
// bit first: 0x00 then 64 data bits (D8); 0x14 then a 9-bit I4 index and 32 data bits (I4 D4);
// 0x19 then an 8-bit I8 index; 0x12 then four 8-bit I2 indices; 0x1b then a 6-bit count less
// one (repeat the last 8 bytes); 0x1c (8 zero bytes); 0x1d then a 3-bit count and that many
// bytes (short data); 0x1e (end). After the end come the 32 bits of crc32_be(0, data) and zero
// bits to the byte, then zero bytes to a multiple of 8.

// 01..08: 00000 | 01 02 03 04 05 06 07 08 | 11110 | crc 7d0f3681 | pad (106 bits).
static const u8 kat_one[] = { 1, 2, 3, 4, 5, 6, 7, 8 };
static const u8 kat_one_842[] = { 0x00, 0x08, 0x10, 0x18, 0x20, 0x28, 0x30, 0x38,
				  0x47, 0x9f, 0x43, 0xcd, 0xa0, 0x40, 0x00, 0x00 };

// 01..08 twice, 8 zeros, "abc": D8 | 11011 000000 (once more) | 11100 | 11101 011 'a' 'b' 'c' |
// end | crc ef2e5482 (154 bits).
static const u8 kat_mix[] = { 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3,	 4,   5,  6,
			      7, 8, 0, 0, 0, 0, 0, 0, 0, 0, 'a', 'b', 'c' };
static const u8 kat_mix_842[] = { 0x00, 0x08, 0x10, 0x18, 0x20, 0x28, 0x30, 0x38,
				  0x46, 0xc0, 0xe7, 0x5b, 0x0b, 0x13, 0x1f, 0xbb,
				  0xcb, 0x95, 0x20, 0x80, 0x00, 0x00, 0x00, 0x00 };

// 11223344 55667788 11223344 99aabbcc: D8, then 10100 with I4 index 0 (the first 4 bytes) and
// D4 99aabbcc, the first template of the compressor's order whose indices all match | end |
// crc 12a13104 (152 bits).
static const u8 kat_index[] = { 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88,
				0x11, 0x22, 0x33, 0x44, 0x99, 0xaa, 0xbb, 0xcc };
static const u8 kat_index_842[] = { 0x00, 0x89, 0x11, 0x9a, 0x22, 0xab, 0x33, 0xbc,
				    0x45, 0x00, 0x13, 0x35, 0x57, 0x79, 0x9e, 0x12,
				    0xa1, 0x31, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00 };

// 1122334455667788 twice, then 7788556633441122: D8 | 11001 I8 index 0 | 10010 with I2 indices
// 3, 2, 1, 0 of the first block | end | crc d79f6590 (156 bits).
static const u8 kat_i2[] = {
	0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x11, 0x22, 0x33, 0x44,
	0x55, 0x66, 0x77, 0x88, 0x77, 0x88, 0x55, 0x66, 0x33, 0x44, 0x11, 0x22
};
static const u8 kat_i2_842[] = { 0x00, 0x89, 0x11, 0x9a, 0x22, 0xab, 0x33, 0xbc,
				 0x46, 0x40, 0x24, 0x06, 0x04, 0x02, 0x01, 0xed,
				 0x79, 0xf6, 0x59, 0x00, 0x00, 0x00, 0x00, 0x00 };
// What the compressor writes for it: a repeat for the second block (11011 000000), whose
// 2-byte values are the newest in the I2 ring, so the third block's indices are 7, 6, 5, 4 |
// end | the same crc (154 bits).
static const u8 kat_i2_842_comp[] = { 0x00, 0x89, 0x11, 0x9a, 0x22, 0xab, 0x33, 0xbc,
				      0x46, 0xc0, 0x90, 0x38, 0x30, 0x28, 0x27, 0xb5,
				      0xe7, 0xd9, 0x64, 0x00, 0x00, 0x00, 0x00, 0x00 };

static const struct {
	const char *what;
	const u8 *data, *stream, *comp;
	unsigned int len, slen;
} kats[] = {
	{ "one D8", kat_one, kat_one_842, kat_one_842, sizeof(kat_one), sizeof(kat_one_842) },
	{ "repeat, zeros, short data", kat_mix, kat_mix_842, kat_mix_842, sizeof(kat_mix),
	  sizeof(kat_mix_842) },
	{ "I4 D4", kat_index, kat_index_842, kat_index_842, sizeof(kat_index),
	  sizeof(kat_index_842) },
	{ "I8, I2 x4", kat_i2, kat_i2_842, kat_i2_842_comp, sizeof(kat_i2), sizeof(kat_i2_842) },
};

// ---- helpers ----

// A buffer of @len bytes with GUARD poisoned bytes after it.
static u8 *guarded(size_t len)
{
	u8 *p = malloc(len + GUARD);

	ck_assert_ptr_nonnull(p);
	memset(p, POISON, len + GUARD);
	return p;
}

static void assert_guard(const u8 *p, size_t len, const char *what)
{
	for (size_t i = 0; i < GUARD; i++)
		ck_assert_msg(p[len + i] == POISON, "%s: byte %zu past the room written", what, i);
}

static struct crypto_comp *alloc_842(void)
{
	struct crypto_comp *tfm = crypto_alloc_comp("842", 0, 0);

	ck_assert_msg(!IS_ERR(tfm), "crypto_alloc_comp: %ld", PTR_ERR(tfm));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_comp_tfm(tfm)), "842-generic");
	return tfm;
}

// Test data of @len bytes: 0 zeros, 1 random, 2 one 8-byte pattern over and over, 3 text-like
// (a few words from a small alphabet, so the 2- and 4-byte indices find matches).
static void fill(u8 *p, size_t len, int kind, u32 seed)
{
	static const u8 pattern[8] = { 0xde, 0xad, 0xbe, 0xef, 0x01, 0x23, 0x45, 0x67 };
	u32 x = seed * 2654435761u + 1;

	for (size_t i = 0; i < len; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		p[i] = kind == 0   ? 0
		       : kind == 1 ? (u8)x
		       : kind == 2 ? pattern[i % 8]
				   : "abcd "[x % 5];
	}
}

static const size_t lens[] = { 1, 7, 8, 9, 15, 16, 24, 100, 513, 4096, 4100, 65535, MAX_LEN };

// ---- registration ----

// Both of 842.c's drivers, from module 842, at priority 100; 6.12's testmgr has no "842"
// entry, so each was let pass with "alg: No test for".
START_TEST(test_registered)
{
	char *proc = proc_crypto_read();
	const char *gen = proc_block(proc, "842-generic"), *scomp = proc_block(proc, "842-scomp");

	ck_assert_ptr_nonnull(gen);
	ck_assert_ptr_nonnull(scomp);
	ck_assert(proc_block_has(gen, "module       : 842\n"));
	ck_assert(proc_block_has(gen, "priority     : 100\n"));
	ck_assert(proc_block_has(gen, "type         : compression\n"));
	ck_assert(proc_block_has(scomp, "module       : 842\n"));
	ck_assert(proc_block_has(scomp, "priority     : 100\n"));
	ck_assert(proc_block_has(scomp, "type         : scomp\n"));
	free(proc);
	ck_assert(proc_passed_from("842-generic", "842"));
	ck_assert(proc_passed_from("842-scomp", "842"));
	ck_assert_int_eq(log_count("alg: No test for 842 (842-generic)\n"), 1);
	ck_assert_int_eq(log_count("alg: No test for 842 (842-scomp)\n"), 1);
}
END_TEST

// ---- round trips ----

START_TEST(test_round_trip_comp)
{
	struct crypto_comp *tfm = alloc_842();
	u8 *in = malloc(MAX_LEN), *c = guarded(ROOM(MAX_LEN)), *out = guarded(MAX_LEN);

	for (int kind = 0; kind < 4; kind++)
		for (size_t k = 0; k < sizeof(lens) / sizeof(lens[0]); k++) {
			unsigned int n = lens[k], clen = ROOM(n), dlen = n;

			fill(in, n, kind, n);
			memset(c + ROOM(n), POISON, GUARD);
			ck_assert_int_eq(crypto_comp_compress(tfm, in, n, c, &clen), 0);
			// The stream is padded to a multiple of 8 bytes.
			ck_assert_uint_eq(clen % 8, 0);
			ck_assert_uint_le(clen, ROOM(n));
			assert_guard(c, ROOM(n), "compress");
			// Zeros and the repeated pattern shrink to a small fraction; random data
			// grows (5 template bits for each 8 bytes).
			if (n >= 4096 && (kind == 0 || kind == 2))
				ck_assert_msg(clen < n / 16, "kind %d len %u: %u", kind, n, clen);
			if (n >= 4096 && kind == 3)
				ck_assert_msg(clen < n, "kind %d len %u: %u", kind, n, clen);
			if (n >= 4096 && kind == 1)
				ck_assert_msg(clen > n, "kind %d len %u: %u", kind, n, clen);
			memset(out, POISON, n + GUARD);
			ck_assert_int_eq(crypto_comp_decompress(tfm, c, clen, out, &dlen), 0);
			ck_assert_uint_eq(dlen, n);
			ck_assert_mem_eq(out, in, n);
			assert_guard(out, n, "decompress");
		}
	free(in);
	free(c);
	free(out);
	crypto_free_comp(tfm);
}
END_TEST

// Through acomp (the scomp driver behind it), and each stream read back by the other driver:
// both are the same lib/842 code.
START_TEST(test_round_trip_acomp)
{
	struct crypto_acomp *acomp = crypto_alloc_acomp("842", 0, 0);
	struct crypto_comp *comp = alloc_842();
	u8 *in = malloc(MAX_LEN), *c = malloc(ROOM(MAX_LEN)), *out = malloc(MAX_LEN);

	ck_assert_msg(!IS_ERR(acomp), "crypto_alloc_acomp: %ld", PTR_ERR(acomp));
	ck_assert_str_eq(crypto_tfm_alg_driver_name(crypto_acomp_tfm(acomp)), "842-scomp");
	for (int kind = 0; kind < 4; kind++)
		for (size_t k = 0; k < sizeof(lens) / sizeof(lens[0]); k++) {
			unsigned int n = lens[k], clen = ROOM(n), dlen = n, clen2 = ROOM(n);

			fill(in, n, kind, n + 7);
			ck_assert_int_eq(acomp_op(acomp, true, in, n, c, &clen), 0);
			ck_assert_uint_eq(clen % 8, 0);
			memset(out, 0, n);
			ck_assert_int_eq(acomp_op(acomp, false, c, clen, out, &dlen), 0);
			ck_assert_uint_eq(dlen, n);
			ck_assert_mem_eq(out, in, n);
			// The legacy driver reads it too, and writes the same stream.
			dlen = n;
			memset(out, 0, n);
			ck_assert_int_eq(crypto_comp_decompress(comp, c, clen, out, &dlen), 0);
			ck_assert_uint_eq(dlen, n);
			ck_assert_mem_eq(out, in, n);
			u8 *c2 = malloc(clen2);
			ck_assert_int_eq(crypto_comp_compress(comp, in, n, c2, &clen2), 0);
			ck_assert_uint_eq(clen2, clen);
			ck_assert_mem_eq(c2, c, clen);
			free(c2);
		}
	free(in);
	free(c);
	free(out);
	crypto_free_comp(comp);
	crypto_free_acomp(acomp);
}
END_TEST

// ---- known answers ----

// The compressor writes the stream worked out by hand; the hand-built stream reads back as the
// data, through both drivers.
START_TEST(test_known_answers)
{
	struct crypto_comp *tfm = alloc_842();
	struct crypto_acomp *acomp = crypto_alloc_acomp("842", 0, 0);
	u8 stream[64], out[64];

	ck_assert(!IS_ERR(acomp));
	for (size_t k = 0; k < sizeof(kats) / sizeof(kats[0]); k++) {
		unsigned int clen = sizeof(stream), dlen = sizeof(out);

		ck_assert_int_eq(
			crypto_comp_compress(tfm, kats[k].data, kats[k].len, stream, &clen), 0);
		ck_assert_msg(clen == kats[k].slen, "%s: %u bytes", kats[k].what, clen);
		ck_assert_mem_eq(stream, kats[k].comp, clen);

		ck_assert_int_eq(
			crypto_comp_decompress(tfm, kats[k].stream, kats[k].slen, out, &dlen), 0);
		ck_assert_uint_eq(dlen, kats[k].len);
		ck_assert_mem_eq(out, kats[k].data, dlen);

		dlen = sizeof(out);
		memset(out, 0, sizeof(out));
		ck_assert_int_eq(acomp_op(acomp, false, kats[k].stream, kats[k].slen, out, &dlen),
				 0);
		ck_assert_uint_eq(dlen, kats[k].len);
		ck_assert_mem_eq(out, kats[k].data, dlen);
	}
	crypto_free_acomp(acomp);
	crypto_free_comp(tfm);
}
END_TEST

// ---- bad input ----

// crypto_comp_decompress() of @len bytes of @src into a guarded room of @room bytes: the
// error, nothing past the room written.
static int decompress_guarded(struct crypto_comp *tfm, const u8 *src, unsigned int len,
			      unsigned int room)
{
	u8 *out = guarded(room);
	unsigned int dlen = room;
	int err = crypto_comp_decompress(tfm, src, len, out, &dlen);

	assert_guard(out, room, "decompress");
	if (err)
		ck_assert_uint_eq(dlen, 0);
	free(out);
	return err;
}

// Cut anywhere before the CRC's last byte, the stream runs out: -EOVERFLOW (lib/842's
// next_bits()). The padding after the CRC is not needed.
START_TEST(test_truncated)
{
	struct crypto_comp *tfm = alloc_842();
	u8 *in = malloc(4096), *c = malloc(ROOM(4096));
	unsigned int clen = ROOM(4096);

	// kat_mix's 154 bits end in byte 20: any 19 bytes or fewer are short.
	for (unsigned int cut = 0; cut < 20; cut++)
		ck_assert_msg(decompress_guarded(tfm, kat_mix_842, cut, 64) == -EOVERFLOW, "cut %u",
			      cut);
	for (unsigned int cut = 20; cut <= sizeof(kat_mix_842); cut++)
		ck_assert_int_eq(decompress_guarded(tfm, kat_mix_842, cut, 64), 0);

	fill(in, 4096, 3, 1);
	ck_assert_int_eq(crypto_comp_compress(tfm, in, 4096, c, &clen), 0);
	for (unsigned int cut = 0; cut + 8 < clen; cut += 37)
		ck_assert_msg(decompress_guarded(tfm, c, cut, 4096) == -EOVERFLOW, "cut %u", cut);
	free(in);
	free(c);
	crypto_free_comp(tfm);
}
END_TEST

// A flipped data bit fails the CRC; a bad template code, a repeat with nothing before it and
// an index past the data written are malformed: each -EINVAL.
START_TEST(test_corrupted)
{
	struct crypto_comp *tfm = alloc_842();
	u8 s[sizeof(kat_index_842)];

	// Each bit of the D8 data (bits 5-68), of the D4 data (83-114) and of the CRC (120-151).
	for (unsigned int bit = 5; bit < 152; bit++) {
		if ((bit >= 69 && bit < 83) || (bit >= 115 && bit < 120))
			continue;
		memcpy(s, kat_index_842, sizeof(s));
		s[bit / 8] ^= 0x80 >> (bit % 8);
		ck_assert_msg(decompress_guarded(tfm, s, sizeof(s), 64) == -EINVAL, "bit %u", bit);
	}
	// 0x1a and 0x1f name no template; 0x1b (repeat) first has no block to repeat.
	static const u8 bad_op[][8] = {
		{ 0xd0 }, // 11010
		{ 0xf8 }, // 11111
		{ 0xd8 }, // 11011 000000
	};
	for (size_t k = 0; k < sizeof(bad_op) / sizeof(bad_op[0]); k++)
		ck_assert_msg(decompress_guarded(tfm, bad_op[k], 8, 64) == -EINVAL, "op %zu", k);
	// kat_one's D8, then 11001 with I8 index 1, where only block 0 exists | end | its crc.
	static const u8 bad_index[] = { 0x00, 0x08, 0x10, 0x18, 0x20, 0x28, 0x30, 0x38,
					0x46, 0x40, 0x7c, 0xfa, 0x1e, 0x6d, 0x02, 0x00 };
	ck_assert_int_eq(decompress_guarded(tfm, bad_index, sizeof(bad_index), 64), -EINVAL);
	// With index 0 (and the CRC of kat_one twice, 8f1a7bab) it reads back as kat_one twice.
	static const u8 good_index[] = { 0x00, 0x08, 0x10, 0x18, 0x20, 0x28, 0x30, 0x38,
					 0x46, 0x40, 0x3d, 0x1e, 0x34, 0xf7, 0x56, 0x00 };
	u8 out[16];
	unsigned int dlen = sizeof(out);

	ck_assert_int_eq(crypto_comp_decompress(tfm, good_index, sizeof(good_index), out, &dlen),
			 0);
	ck_assert_uint_eq(dlen, 16);
	ck_assert_mem_eq(out, kat_one, 8);
	ck_assert_mem_eq(out + 8, kat_one, 8);
	crypto_free_comp(tfm);
}
END_TEST

// Too little room: -ENOSPC from both directions, at every size short of the need, with nothing
// written past it; exactly enough succeeds.
START_TEST(test_short_room)
{
	struct crypto_comp *tfm = alloc_842();
	u8 in[300], c[ROOM(300)];
	unsigned int clen = sizeof(c);

	fill(in, sizeof(in), 3, 5);
	ck_assert_int_eq(crypto_comp_compress(tfm, in, sizeof(in), c, &clen), 0);
	for (unsigned int room = 0; room < clen; room++) {
		u8 *out = guarded(room);
		unsigned int olen = room;

		ck_assert_msg(crypto_comp_compress(tfm, in, sizeof(in), out, &olen) == -ENOSPC,
			      "room %u", room);
		ck_assert_uint_eq(olen, 0);
		assert_guard(out, room, "compress");
		free(out);
	}
	for (unsigned int room = 0; room < sizeof(in); room++)
		ck_assert_msg(decompress_guarded(tfm, c, clen, room) == -ENOSPC, "room %u", room);
	ck_assert_int_eq(decompress_guarded(tfm, c, clen, sizeof(in)), 0);

	// The same through acomp.
	struct crypto_acomp *acomp = crypto_alloc_acomp("842", 0, 0);
	u8 out[sizeof(in)];
	unsigned int dlen = sizeof(in) - 1, olen = clen - 8;

	ck_assert(!IS_ERR(acomp));
	ck_assert_int_eq(acomp_op(acomp, false, c, clen, out, &dlen), -ENOSPC);
	ck_assert_int_eq(acomp_op(acomp, true, in, sizeof(in), c, &olen), -ENOSPC);
	crypto_free_acomp(acomp);
	crypto_free_comp(tfm);
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("kbuild_842", "842", 60, { test_registered },
					 { test_round_trip_comp }, { test_round_trip_acomp },
					 { test_known_answers }, { test_truncated },
					 { test_corrupted }, { test_short_room }));
}
