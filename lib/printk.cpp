// SPDX-License-Identifier: GPL-2.0-only
// printk() and its ring (6.12's kernel/printk/): every line the library logs, read back by
// ukc_log_read(), and echoed to stderr with UKCRYPTO_LOG=stderr.
#include <linux/kernel.h>
#include <linux/string.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <array>
#include <mutex>
#include <new>
#include <string>

#include "ukc_kernel.h"

// Logging never fails the caller: the ring is built in place at first use and holds a fixed
// number of lines, a message is formatted on the stack, and a line the heap cannot take is
// dropped (as a full kernel ring drops records), so no std::bad_alloc leaves printk().

namespace {

constexpr size_t log_ring_lines = 4096;

struct log_ring {
	std::mutex lock;
	std::array<std::string, log_ring_lines> lines; // circular: count lines from first on
	size_t first = 0, count = 0;
	bool open_line = false;

	std::string &line(size_t i) { return lines[(first + i) % log_ring_lines]; }

	// Starts a line, forgetting the oldest when full; the string keeps its capacity.
	std::string &start_line()
	{
		if (count == log_ring_lines) {
			first = (first + 1) % log_ring_lines;
			count--;
		}
		std::string &l = line(count++);
		l.clear();
		return l;
	}
};

log_ring &the_log()
{
	// Never destroyed: static destructors may still log. Built in place: no allocation.
	alignas(log_ring) static unsigned char storage[sizeof(log_ring)];
	static log_ring *ring = new (storage) log_ring;
	return *ring;
}

bool log_to_stderr()
{
	static const bool on = [] {
		const char *v = ukc::env_get("UKCRYPTO_LOG");
		return v && strcmp(v, "stderr") == 0;
	}();
	return on;
}

// Strips a KERN_<level> prefix; tells whether the text continues the previous line.
const char *log_strip_level(const char *s, bool *cont)
{
	*cont = false;
	if (s[0] == '<' && s[1] && s[2] == '>') {
		*cont = s[1] == 'c';
		return s + 3;
	}
	return s;
}

void log_append_locked(log_ring &r, const char *text, bool cont)
{
	for (const char *p = text; *p;) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? static_cast<size_t>(nl - p) : strlen(p);
		std::string &l = cont && r.open_line && r.count ? r.line(r.count - 1)
								: r.start_line();
		cont = true;
		try {
			l.append(p, n);
		} catch (const std::bad_alloc &) {
			// The heap cannot take it: the line is lost, as a record a full ring cannot hold.
			l.clear();
			r.count--;
			r.open_line = false;
			p = nl ? nl + 1 : p + n;
			continue;
		}
		r.open_line = !nl;
		if (nl && log_to_stderr())
			fprintf(stderr, "%s\n", l.c_str());
		p = nl ? nl + 1 : p + n;
	}
}

void log_append(const char *text, bool cont)
{
	log_ring &r = the_log();
	std::lock_guard<std::mutex> g(r.lock);

	log_append_locked(r, text, cont);
}

} // namespace

extern "C" int printk(const char *fmt, ...)
{
	bool cont;
	const char *body = log_strip_level(fmt, &cont);
	char text[ukc::log_record_max];
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(text, sizeof(text), body, ap);
	va_end(ap);
	if (n < 0)
		return n;
	char *big = static_cast<size_t>(n) < sizeof(text)
			    ? nullptr
			    : static_cast<char *>(std::malloc(static_cast<size_t>(n) + 1));
	if (big) {
		va_start(ap, fmt);
		vsnprintf(big, static_cast<size_t>(n) + 1, body, ap);
		va_end(ap);
	}
	log_append(big ? big : text, cont);
	std::free(big);
	return n;
}

extern "C" size_t ukc_log_read(char *buf, size_t size)
{
	log_ring &r = the_log();
	std::lock_guard<std::mutex> g(r.lock);
	size_t total = 0, copied = 0;

	for (size_t i = 0; i < r.count; i++) {
		const std::string &line = r.line(i);
		total += line.size() + 1;
		if (!buf || copied + 1 >= size)
			continue;
		size_t n = std::min(line.size(), size - 1 - copied);
		memcpy(buf + copied, line.data(), n);
		copied += n;
		if (copied + 1 < size)
			buf[copied++] = '\n';
	}
	if (buf && size)
		buf[copied] = '\0';
	return total;
}

extern "C" void ukc_log_clear(void)
{
	log_ring &r = the_log();
	std::lock_guard<std::mutex> g(r.lock);

	r.first = r.count = 0;
	r.open_line = false;
}

void ukc::log_dump_to_stderr()
{
	if (log_to_stderr())
		return;
	log_ring &r = the_log();
	std::lock_guard<std::mutex> g(r.lock);
	for (size_t i = 0; i < r.count; i++)
		fprintf(stderr, "%s\n", r.line(i).c_str());
}
