// SPDX-License-Identifier: GPL-2.0-only
// print_hex_dump() of 6.12's lib/hexdump.c: rows of grouped bytes, each one printk() line.
#include <linux/kernel.h>
#include <linux/string.h>

#include <algorithm>
#include <cctype>
#include <cstdarg>
#include <cstdio>

namespace {

// One line of print_hex_dump(), built in place: nothing in it can fail.
struct hex_line {
	char s[256];
	size_t n = 0;

	void add(const char *fmt, ...) __attribute__((__format__(printf, 2, 3)))
	{
		va_list ap;

		va_start(ap, fmt);
		int k = vsnprintf(s + n, sizeof(s) - n, fmt, ap);
		va_end(ap);
		if (k > 0)
			n = std::min(n + static_cast<size_t>(k), sizeof(s) - 1);
	}

	void pad_to(size_t column)
	{
		for (size_t want = std::min(std::max(n + 1, column), sizeof(s) - 1); n < want;)
			s[n++] = ' ';
		s[n] = '\0';
	}
};

// Groups of @gs bytes as host-order numbers, space-separated, then (with @ascii) the
// printable bytes from the column a full row would end at, plus one.
void hex_dump_line(hex_line &out, const u8 *p, size_t n, int rowsize, int gs, bool ascii)
{
	size_t start = out.n;

	for (size_t i = 0; i < n; i += static_cast<size_t>(gs)) {
		u64 v = 0;
		memcpy(&v, p + i, static_cast<size_t>(gs));
		out.add("%s%0*llx", i ? " " : "", gs * 2, static_cast<unsigned long long>(v));
	}
	if (!ascii)
		return;
	out.pad_to(start + static_cast<size_t>(rowsize * 2 + rowsize / gs + 1));
	for (size_t i = 0; i < n; i++)
		out.add("%c", isprint(p[i]) ? static_cast<char>(p[i]) : '.');
}

} // namespace

extern "C" void print_hex_dump(const char *level, const char *prefix_str, int prefix_type,
			       int rowsize, int groupsize, const void *buf, size_t len, bool ascii)
{
	const u8 *p = static_cast<const u8 *>(buf);

	if (rowsize != 16 && rowsize != 32)
		rowsize = 16;
	if ((groupsize != 1 && groupsize != 2 && groupsize != 4 && groupsize != 8) ||
	    len % static_cast<size_t>(groupsize) || groupsize > rowsize)
		groupsize = 1;
	for (size_t off = 0; off < len; off += static_cast<size_t>(rowsize)) {
		size_t n = std::min(len - off, static_cast<size_t>(rowsize));
		hex_line line;

		line.add("%s", prefix_str ? prefix_str : "");
		if (prefix_type == DUMP_PREFIX_ADDRESS)
			line.add("%p: ", static_cast<const void *>(p + off));
		else if (prefix_type == DUMP_PREFIX_OFFSET)
			line.add("%.8zx: ", off);
		hex_dump_line(line, p + off, n, rowsize, groupsize, ascii);
		line.add("\n");
		// The level goes in front of the format, where printk() looks for it.
		char fmt[16];
		snprintf(fmt, sizeof(fmt), "%s%%s", level ? level : "");
		printk(fmt, line.s);
	}
}
