// SPDX-License-Identifier: GPL-2.0-only
// An LZO1X decompressor for both versions of the kernel's bitstream (Documentation/staging/
// lzo.rst): every read, write and back-reference is checked before it is made.
#include <cstring>

#include "lzo/lzorle.h"

namespace {

using ukc::lzo_result;

constexpr u8 lzo_version_marker = 17;
constexpr size_t lzo_min_zero_run = 4;

// The decoder's position in its input and output, and the first error it met.
struct lzo_dec {
	const u8 *ip;
	const u8 *ip_end;
	u8 *out;
	u8 *op;
	u8 *op_end;
	bool rle;

	bool have_in(size_t n) const { return static_cast<size_t>(ip_end - ip) >= n; }
	bool have_out(size_t n) const { return static_cast<size_t>(op_end - op) >= n; }
};

// A length whose bits were all zero: each following zero byte adds 255, the first non-zero
// byte ends it (lzo.rst, "variable size" lengths). @t gets @base plus what the bytes add.
int lzo_long_length(lzo_dec &d, size_t &t, size_t base)
{
	const u8 *start = d.ip;

	while (d.have_in(1) && *d.ip == 0)
		d.ip++;
	if (!d.have_in(1))
		return ukc::LZO_INPUT_OVERRUN;
	size_t zeros = static_cast<size_t>(d.ip - start);
	t += zeros * 255 + base + *d.ip++;
	return ukc::LZO_OK;
}

int lzo_copy_literals(lzo_dec &d, size_t n)
{
	if (!d.have_in(n))
		return ukc::LZO_INPUT_OVERRUN;
	if (!d.have_out(n))
		return ukc::LZO_OUTPUT_OVERRUN;
	memcpy(d.op, d.ip, n);
	d.op += n;
	d.ip += n;
	return ukc::LZO_OK;
}

// A copy from @dist bytes back; the ranges may overlap (a run), so byte by byte when they do.
int lzo_copy_match(lzo_dec &d, size_t dist, size_t len)
{
	if (dist > static_cast<size_t>(d.op - d.out))
		return ukc::LZO_LOOKBEHIND_OVERRUN;
	if (!d.have_out(len))
		return ukc::LZO_OUTPUT_OVERRUN;
	const u8 *from = d.op - dist;
	if (dist >= len) {
		memcpy(d.op, from, len);
		d.op += len;
		return ukc::LZO_OK;
	}
	for (size_t i = 0; i < len; i++)
		*d.op++ = *from++;
	return ukc::LZO_OK;
}

struct lzo_insn {
	size_t dist;
	size_t len;
	size_t next; // literals after the copy (the S bits)
	bool zero_run;
	bool eof;
};

// 0000DDSS after a short literal run (lzo.rst): a 2-byte copy within 1 KiB, or after a long
// run a 3-byte copy at 2..3 KiB.
int lzo_decode_short(lzo_dec &d, unsigned int t, size_t state, lzo_insn &in)
{
	if (!d.have_in(1))
		return ukc::LZO_INPUT_OVERRUN;
	size_t far = state == 4 ? 2049 : 1;
	in.dist = far + (t >> 2) + (static_cast<size_t>(*d.ip++) << 2);
	in.len = state == 4 ? 3 : 2;
	in.next = t & 3;
	return ukc::LZO_OK;
}

// 001LLLLL: a copy within 16 KiB; the distance and S bits in the LE16 after the length.
int lzo_decode_m3(lzo_dec &d, unsigned int t, lzo_insn &in)
{
	in.len = (t & 31) + 2;
	if (in.len == 2) {
		int err = lzo_long_length(d, in.len, 31);
		if (err)
			return err;
	}
	if (!d.have_in(2))
		return ukc::LZO_INPUT_OVERRUN;
	unsigned int v = d.ip[0] | (d.ip[1] << 8);
	d.ip += 2;
	in.dist = 1 + (v >> 2);
	in.next = v & 3;
	return ukc::LZO_OK;
}

// 0001HLLL: a copy at 16..48 KiB, the end of the stream (distance 16384), or in version 1 a
// zero run (H set and the D bits all ones, then a fourth byte).
int lzo_decode_m4(lzo_dec &d, unsigned int t, lzo_insn &in)
{
	if (!d.have_in(2))
		return ukc::LZO_INPUT_OVERRUN;
	unsigned int v = d.ip[0] | (d.ip[1] << 8);
	if (d.rle && (v & 0xfffc) == 0xfffc && (t & 0xf8) == 0x18) {
		if (!d.have_in(3))
			return ukc::LZO_INPUT_OVERRUN;
		in.len = ((t & 7) | (static_cast<size_t>(d.ip[2]) << 3)) + lzo_min_zero_run;
		in.next = v & 3;
		in.zero_run = true;
		d.ip += 3;
		return ukc::LZO_OK;
	}
	in.len = (t & 7) + 2;
	if (in.len == 2) {
		int err = lzo_long_length(d, in.len, 7);
		if (err)
			return err;
		if (!d.have_in(2))
			return ukc::LZO_INPUT_OVERRUN;
		v = d.ip[0] | (d.ip[1] << 8);
	}
	d.ip += 2;
	in.dist = (static_cast<size_t>(t & 8) << 11) + (v >> 2);
	in.next = v & 3;
	in.eof = in.dist == 0;
	in.dist += 0x4000;
	return ukc::LZO_OK;
}

int lzo_decode(lzo_dec &d, unsigned int t, size_t state, lzo_insn &in)
{
	in = {};
	if (t >= 64) {
		if (!d.have_in(1))
			return ukc::LZO_INPUT_OVERRUN;
		in.dist = 1 + ((t >> 2) & 7) + (static_cast<size_t>(*d.ip++) << 3);
		in.len = (t >> 5) + 1;
		in.next = t & 3;
		return ukc::LZO_OK;
	}
	if (t >= 32)
		return lzo_decode_m3(d, t, in);
	if (t >= 16)
		return lzo_decode_m4(d, t, in);
	return lzo_decode_short(d, t, state, in);
}

// The stream's end: its copy length must be 3 and the input must end with it.
int lzo_finish(const lzo_dec &d, const lzo_insn &in)
{
	if (in.len != 3)
		return ukc::LZO_ERROR;
	return d.ip == d.ip_end ? ukc::LZO_OK : ukc::LZO_INPUT_NOT_CONSUMED;
}

// One instruction with its copy and its trailing literals; @state is what the last one left.
int lzo_step(lzo_dec &d, size_t &state, bool &done)
{
	if (!d.have_in(1))
		return ukc::LZO_INPUT_OVERRUN;
	unsigned int t = *d.ip++;
	// After no literals, 0000LLLL is a run of 4 or more literals.
	if (t < 16 && state == 0) {
		size_t n = t;
		int err = n ? 0 : lzo_long_length(d, n, 15);
		if (err)
			return err;
		state = 4;
		return lzo_copy_literals(d, n + 3);
	}
	lzo_insn in;
	int err = lzo_decode(d, t, state, in);
	if (err)
		return err;
	if (in.eof) {
		done = true;
		return lzo_finish(d, in);
	}
	if (in.zero_run) {
		if (!d.have_out(in.len))
			return ukc::LZO_OUTPUT_OVERRUN;
		memset(d.op, 0, in.len);
		d.op += in.len;
	} else if ((err = lzo_copy_match(d, in.dist, in.len))) {
		return err;
	}
	state = in.next;
	return lzo_copy_literals(d, in.next);
}

int lzo_run(lzo_dec &d)
{
	size_t state = 0;

	// A first byte above 17 is a literal run of byte - 17 (lzo.rst, "First byte encoding").
	if (*d.ip > lzo_version_marker) {
		size_t n = *d.ip++ - lzo_version_marker;
		int err = lzo_copy_literals(d, n);
		if (err)
			return err;
		state = n < 4 ? n : 4;
	}
	for (bool done = false;;) {
		int err = lzo_step(d, state, done);
		if (err || done)
			return err;
	}
}

} // namespace

int ukc::lzo1x_kernel_decompress(const u8 *in, size_t in_len, u8 *out, size_t *out_len)
{
	lzo_dec d = { in, in + in_len, out, out, out + *out_len, false };

	if (in_len < 3) {
		*out_len = 0;
		return LZO_INPUT_OVERRUN;
	}
	// 17 then a version byte, in a stream of at least 5 bytes: version 1 has zero runs.
	if (in_len >= 5 && in[0] == lzo_version_marker) {
		d.rle = in[1] != 0;
		d.ip += 2;
	}
	int err = lzo_run(d);
	*out_len = static_cast<size_t>(d.op - out);
	return err;
}
