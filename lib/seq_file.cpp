// SPDX-License-Identifier: GPL-2.0-only
// The seq_file of 6.12's fs/seq_file.c that /proc/crypto's show() functions print into.
#include <linux/kernel.h>
#include <linux/seq_file.h>

#include <cstdarg>
#include <cstdio>
#include <new>
#include <string>

#include "ukc_kernel.h"

// The text grows on the heap; once it could not, the file is marked overflowed, as the
// kernel's seq_file is, and takes nothing more.
struct seq_file {
	std::string buf;
	bool overflow = false;
};

extern "C" void seq_printf(struct seq_file *m, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(nullptr, 0, fmt, ap);
	va_end(ap);
	if (n <= 0 || m->overflow)
		return;
	size_t old = m->buf.size();
	try {
		m->buf.resize(old + static_cast<size_t>(n) + 1);
	} catch (const std::bad_alloc &) {
		m->overflow = true;
		return;
	}
	va_start(ap, fmt);
	vsnprintf(m->buf.data() + old, static_cast<size_t>(n) + 1, fmt, ap);
	va_end(ap);
	m->buf.resize(old + static_cast<size_t>(n));
}

extern "C" void seq_puts(struct seq_file *m, const char *s)
{
	if (m->overflow)
		return;
	try {
		m->buf.append(s);
	} catch (const std::bad_alloc &) {
		m->overflow = true;
	}
}

std::string ukc::seq_render(void (*show)(struct seq_file *m))
{
	seq_file m;

	show(&m);
	if (m.overflow)
		return {};
	return std::move(m.buf);
}
