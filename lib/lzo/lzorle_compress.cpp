// SPDX-License-Identifier: GPL-2.0-only
// An LZO1X compressor writing the kernel's version-1 bitstream (lzo-rle): greedy matches found
// through a hash of four bytes, and runs of zeros as the run-length instruction
// (Documentation/staging/lzo.rst). Every write is checked against the room given.
#include <algorithm>
#include <cstring>

#include "lzo/lzorle.h"

namespace {

constexpr u8 lzorle_version = 1;
constexpr size_t lzorle_min_match = 4;
constexpr size_t lzorle_min_run = 4;
constexpr size_t lzorle_max_run = 2047 + lzorle_min_run;
constexpr size_t lzorle_m2_max_dist = 0x800;
constexpr size_t lzorle_m2_max_len = 8;
constexpr size_t lzorle_m3_max_dist = 0x4000;
// Version 1 stops one short of version 0's 0xbfff: that distance is the zero run's marker.
constexpr size_t lzorle_m4_max_dist = 0xbffe;
constexpr unsigned int lzorle_max_hash_bits = 14;

u32 lzorle_load32(const u8 *p)
{
	u32 v;
	memcpy(&v, p, sizeof(v));
	return v;
}

struct lzorle_enc {
	u8 *out;
	u8 *op;
	u8 *op_end;
	u8 *data_start;
	u8 *s_bits; // where the last instruction keeps the count of literals after it, or null
	bool overrun;

	bool room(size_t n)
	{
		if (static_cast<size_t>(op_end - op) < n)
			overrun = true;
		return !overrun;
	}
	void put(u8 b)
	{
		if (room(1))
			*op++ = b;
	}
	void put_bytes(const u8 *p, size_t n)
	{
		if (room(n)) {
			memcpy(op, p, n);
			op += n;
		}
	}
	// A length past what the instruction's bits hold: zero bytes of 255 each, then the rest.
	void put_long_length(size_t rest)
	{
		for (; rest > 255; rest -= 255)
			put(0);
		put(static_cast<u8>(rest));
	}
};

// Literals before the next instruction: the first instruction's own encoding at the stream's
// start, the previous instruction's S bits for up to 3, else a literal run.
void lzorle_literals(lzorle_enc &e, const u8 *lit, size_t n)
{
	// After an overrun nothing is written (s_bits may point past the room).
	if (!n || e.overrun)
		return;
	if (e.op == e.data_start && n <= 238) {
		e.put(static_cast<u8>(17 + n));
	} else if (n <= 3 && e.s_bits) {
		*e.s_bits |= static_cast<u8>(n);
	} else if (n <= 18) {
		e.put(static_cast<u8>(n - 3));
	} else {
		e.put(0);
		e.put_long_length(n - 18);
	}
	e.put_bytes(lit, n);
	e.s_bits = nullptr;
}

// The distance's LE16 with the S bits left clear for the literals that follow.
void lzorle_put_le16_dist(lzorle_enc &e, size_t d)
{
	e.put(static_cast<u8>(d << 2));
	if (!e.overrun)
		e.s_bits = e.op - 1;
	e.put(static_cast<u8>(d >> 6));
}

void lzorle_match(lzorle_enc &e, size_t dist, size_t len)
{
	if (len <= lzorle_m2_max_len && dist <= lzorle_m2_max_dist) {
		size_t d = dist - 1;
		e.put(static_cast<u8>(((len - 1) << 5) | ((d & 7) << 2)));
		if (!e.overrun)
			e.s_bits = e.op - 1;
		e.put(static_cast<u8>(d >> 3));
		return;
	}
	u8 marker;
	size_t bits, d;
	if (dist <= lzorle_m3_max_dist) {
		marker = 32, bits = 31, d = dist - 1;
	} else {
		d = dist - 0x4000;
		marker = static_cast<u8>(16 | ((d >> 11) & 8)), bits = 7, d &= 0x3fff;
	}
	if (len - 2 <= bits) {
		e.put(static_cast<u8>(marker | (len - 2)));
	} else {
		e.put(marker);
		e.put_long_length(len - 2 - bits);
	}
	lzorle_put_le16_dist(e, d);
}

void lzorle_zero_run(lzorle_enc &e, size_t run)
{
	size_t r = run - lzorle_min_run;

	e.put(static_cast<u8>(0x18 | (r & 7)));
	e.put(0xfc);
	if (!e.overrun)
		e.s_bits = e.op - 1;
	e.put(0xff);
	e.put(static_cast<u8>(r >> 3));
}

// A copy at 16..48 KiB of 261..264 bytes whose distance ends in six one bits would read as a
// zero run (its first length byte and LE16 look like the run's marker): cut it to 260.
size_t lzorle_safe_len(size_t dist, size_t len)
{
	if (dist > lzorle_m3_max_dist && ((dist - 0x4000) & 0x403f) == 0x403f && len >= 261 &&
	    len <= 264)
		return 260;
	return len;
}

size_t lzorle_extend(const u8 *a, const u8 *b, const u8 *end)
{
	const u8 *start = b;

	while (b < end && *a == *b)
		a++, b++;
	return static_cast<size_t>(b - start);
}

unsigned int lzorle_hash_bits(size_t in_len)
{
	unsigned int bits = 10;

	while (bits < lzorle_max_hash_bits && (size_t{ 1 } << bits) < in_len)
		bits++;
	return bits;
}

struct lzorle_scan {
	const u8 *in;
	const u8 *end;
	u32 *table; // position + 1 of the last 4 bytes with each hash; 0: none
	unsigned int bits;
};

// The match at @ip, if any: its length (0 for none) and distance.
size_t lzorle_find(const lzorle_scan &s, size_t ip, size_t &dist)
{
	u32 v = lzorle_load32(s.in + ip);
	u32 h = (v * 2654435761u) >> (32 - s.bits);
	size_t cand = s.table[h];

	s.table[h] = static_cast<u32>(ip + 1);
	if (!cand || ip + 1 - cand > lzorle_m4_max_dist || lzorle_load32(s.in + cand - 1) != v)
		return 0;
	dist = ip + 1 - cand;
	size_t len = 4 + lzorle_extend(s.in + cand - 1 + 4, s.in + ip + 4, s.end);
	return lzorle_safe_len(dist, len);
}

// The body: the first byte is always a literal, so the first instruction is never a copy
// (a first byte above 17 reads as a literal run).
void lzorle_body(lzorle_enc &e, const lzorle_scan &s, size_t in_len)
{
	size_t anchor = 0;

	for (size_t ip = 1; ip + lzorle_min_match <= in_len && !e.overrun;) {
		size_t len, dist = 0;
		if (lzorle_load32(s.in + ip) == 0) {
			len = 4 + lzorle_extend(s.in + ip, s.in + ip + 4,
						s.in + std::min(in_len, ip + lzorle_max_run));
			lzorle_literals(e, s.in + anchor, ip - anchor);
			lzorle_zero_run(e, len);
		} else if ((len = lzorle_find(s, ip, dist))) {
			lzorle_literals(e, s.in + anchor, ip - anchor);
			lzorle_match(e, dist, len);
		} else {
			// Incompressible stretches are skipped faster the longer they get.
			ip += 1 + ((ip - anchor) >> 6);
			continue;
		}
		ip += len;
		anchor = ip;
	}
	lzorle_literals(e, s.in + anchor, in_len - anchor);
}

} // namespace

int ukc::lzorle_compress(const u8 *in, size_t in_len, u8 *out, size_t *out_len, void *wrkmem)
{
	lzorle_enc e = { out, out, out + *out_len, nullptr, nullptr, false };
	lzorle_scan s = { in, in + in_len, static_cast<u32 *>(wrkmem), lzorle_hash_bits(in_len) };

	// Positions are kept in 32 bits.
	if (in_len > 0xffffffffu - 1)
		return LZO_ERROR;
	// The version header: 17 would otherwise only start the stream of no data.
	e.put(17);
	e.put(lzorle_version);
	e.data_start = e.op;
	memset(s.table, 0, sizeof(u32) << s.bits);
	lzorle_body(e, s, in_len);
	// The end: a copy at distance 16384 of length 3.
	e.put(16 | 1);
	e.put(0);
	e.put(0);
	if (e.overrun)
		return LZO_OUTPUT_OVERRUN;
	*out_len = static_cast<size_t>(e.op - out);
	return LZO_OK;
}
