// SPDX-License-Identifier: GPL-2.0-only
// Kernel services over libc: kmalloc, printk and its ring, completions, initcalls, seq_file.
#include <linux/completion.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/seq_file.h>
#include <crypto/algapi.h>
#include <crypto/internal/simd.h>

#include <algorithm>
#include <cctype>
#include <atomic>
#include <cstdarg>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"
#include "ukc_kernel.h"

__thread bool crypto_simd_disabled_for_test;

namespace {

// Every block carries its size in a 16-byte header so kfree_sensitive() knows what to wipe
// and the payload keeps ARCH_KMALLOC_MINALIGN alignment.
constexpr size_t kmalloc_header = ARCH_KMALLOC_MINALIGN;
static_assert(kmalloc_header >= sizeof(size_t));

size_t *kmalloc_hdr(const void *p)
{
	return reinterpret_cast<size_t *>(static_cast<char *>(const_cast<void *>(p)) - kmalloc_header);
}

} // namespace

extern "C" void *kmalloc(size_t size, gfp_t flags)
{
	if (size > (SIZE_MAX >> 1))
		return nullptr;
	void *raw = std::aligned_alloc(ARCH_KMALLOC_MINALIGN,
				       ALIGN(size + kmalloc_header, ARCH_KMALLOC_MINALIGN));
	if (!raw)
		return nullptr;
	*static_cast<size_t *>(raw) = size;
	void *p = static_cast<char *>(raw) + kmalloc_header;
	if (flags & __GFP_ZERO)
		memset(p, 0, size);
	return p;
}

extern "C" void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags | __GFP_ZERO);
}

extern "C" void *kmalloc_array(size_t n, size_t size, gfp_t flags)
{
	size_t bytes;

	if (__builtin_mul_overflow(n, size, &bytes))
		return nullptr;
	return kmalloc(bytes, flags);
}

extern "C" void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	return kmalloc_array(n, size, flags | __GFP_ZERO);
}

extern "C" void *kmemdup(const void *src, size_t len, gfp_t flags)
{
	void *p = kmalloc(len, flags);

	if (p)
		memcpy(p, src, len);
	return p;
}

extern "C" char *kstrdup(const char *s, gfp_t flags)
{
	return s ? static_cast<char *>(kmemdup(s, strlen(s) + 1, flags)) : nullptr;
}

extern "C" size_t ksize(const void *objp)
{
	return objp ? *kmalloc_hdr(objp) : 0;
}

extern "C" void kfree(const void *objp)
{
	if (objp)
		std::free(kmalloc_hdr(objp));
}

extern "C" void kfree_sensitive(const void *objp)
{
	if (!objp)
		return;
	memzero_explicit(const_cast<void *>(objp), ksize(objp));
	kfree(objp);
}

extern "C" long strscpy(char *dst, const char *src, size_t size)
{
	if (size == 0)
		return -E2BIG;
	size_t len = strnlen(src, size);
	if (len == size) {
		memcpy(dst, src, size - 1);
		dst[size - 1] = '\0';
		return -E2BIG;
	}
	memcpy(dst, src, len + 1);
	return static_cast<long>(len);
}

// ---- the log ring ----

namespace {

constexpr size_t log_ring_lines = 4096;

struct log_ring {
	std::mutex lock;
	std::deque<std::string> lines;
	bool open_line = false;
};

log_ring &the_log()
{
	static log_ring *ring = new log_ring; // outlives every static destructor that may log
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

void log_append(const char *text, bool cont)
{
	log_ring &r = the_log();
	std::lock_guard<std::mutex> g(r.lock);

	for (const char *p = text; *p;) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? static_cast<size_t>(nl - p) : strlen(p);
		if (!(cont && r.open_line) || r.lines.empty())
			r.lines.emplace_back();
		r.lines.back().append(p, n);
		r.open_line = !nl;
		if (nl && log_to_stderr())
			fprintf(stderr, "%s\n", r.lines.back().c_str());
		cont = true;
		p = nl ? nl + 1 : p + n;
		if (r.lines.size() > log_ring_lines)
			r.lines.pop_front();
	}
}

} // namespace

extern "C" int printk(const char *fmt, ...)
{
	bool cont;
	const char *body = log_strip_level(fmt, &cont);
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(nullptr, 0, body, ap);
	va_end(ap);
	if (n < 0)
		return n;
	std::string text(static_cast<size_t>(n), '\0');
	va_start(ap, fmt);
	vsnprintf(text.data(), text.size() + 1, body, ap);
	va_end(ap);
	log_append(text.c_str(), cont);
	return n;
}

namespace {

// One line of print_hex_dump(): groups of @gs bytes as host-order numbers, space-separated,
// then (with @ascii) the printable bytes from the column a full row would end at, plus one.
std::string hex_dump_line(const u8 *p, size_t n, int rowsize, int gs, bool ascii)
{
	std::string out;
	char tmp[20];

	for (size_t i = 0; i < n; i += static_cast<size_t>(gs)) {
		u64 v = 0;
		memcpy(&v, p + i, static_cast<size_t>(gs));
		snprintf(tmp, sizeof(tmp), "%s%0*llx", i ? " " : "", gs * 2,
			 static_cast<unsigned long long>(v));
		out += tmp;
	}
	if (!ascii)
		return out;
	size_t column = static_cast<size_t>(rowsize * 2 + rowsize / gs + 1);
	out.resize(std::max(out.size() + 1, column), ' ');
	for (size_t i = 0; i < n; i++)
		out += isprint(p[i]) ? static_cast<char>(p[i]) : '.';
	return out;
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
		std::string line = prefix_str ? prefix_str : "";
		char where[32] = "";
		bool cont;

		if (prefix_type == DUMP_PREFIX_ADDRESS)
			snprintf(where, sizeof(where), "%p: ", static_cast<const void *>(p + off));
		else if (prefix_type == DUMP_PREFIX_OFFSET)
			snprintf(where, sizeof(where), "%.8zx: ", off);
		line += where;
		line += hex_dump_line(p + off, n, rowsize, groupsize, ascii);
		line += '\n';
		log_strip_level(level ? level : "", &cont);
		log_append(line.c_str(), cont);
	}
}

extern "C" size_t ukc_log_read(char *buf, size_t size)
{
	log_ring &r = the_log();
	std::lock_guard<std::mutex> g(r.lock);
	std::string all;

	for (const std::string &line : r.lines)
		all.append(line).push_back('\n');
	if (buf && size) {
		size_t n = std::min(size - 1, all.size());
		memcpy(buf, all.data(), n);
		buf[n] = '\0';
	}
	return all.size();
}

extern "C" void ukc_log_clear(void)
{
	log_ring &r = the_log();
	std::lock_guard<std::mutex> g(r.lock);

	r.lines.clear();
	r.open_line = false;
}

extern "C" void panic(const char *fmt, ...)
{
	va_list ap;
	char msg[512];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	size_t n = strlen(msg);
	if (n && msg[n - 1] == '\n')
		msg[n - 1] = '\0';
	printk(KERN_EMERG "Kernel panic - not syncing: %s\n", msg);
	if (!log_to_stderr()) {
		log_ring &r = the_log();
		std::lock_guard<std::mutex> g(r.lock);
		for (const std::string &line : r.lines)
			fprintf(stderr, "%s\n", line.c_str());
	}
	fflush(stderr);
	abort();
}

extern "C" void ukc_bug(const char *file, int line)
{
	printk(KERN_EMERG "kernel BUG at %s:%d!\n", file, line);
	abort();
}

extern "C" int ukc_warn_on(int cond, const char *file, int line)
{
	if (cond)
		printk(KERN_WARNING "WARNING: at %s:%d\n", file, line);
	return cond;
}

// ---- completions, on a futex over the counter ----

namespace {

constexpr unsigned int completion_all = 0x7fffffffu;

long futex(unsigned int *addr, int op, unsigned int val)
{
	return syscall(SYS_futex, addr, op, val, nullptr, nullptr, 0);
}

} // namespace

extern "C" void complete(struct completion *x)
{
	unsigned int v = __atomic_load_n(&x->done, __ATOMIC_RELAXED);

	while (v != completion_all &&
	       !__atomic_compare_exchange_n(&x->done, &v, v + 1, true, __ATOMIC_RELEASE,
					    __ATOMIC_RELAXED))
		;
	futex(&x->done, FUTEX_WAKE_PRIVATE, 1);
}

extern "C" void complete_all(struct completion *x)
{
	__atomic_store_n(&x->done, completion_all, __ATOMIC_RELEASE);
	futex(&x->done, FUTEX_WAKE_PRIVATE, INT32_MAX);
}

extern "C" void wait_for_completion(struct completion *x)
{
	for (;;) {
		unsigned int v = __atomic_load_n(&x->done, __ATOMIC_ACQUIRE);

		if (v == completion_all)
			return;
		if (v == 0) {
			futex(&x->done, FUTEX_WAIT_PRIVATE, 0);
			continue;
		}
		if (__atomic_compare_exchange_n(&x->done, &v, v - 1, true, __ATOMIC_ACQUIRE,
						__ATOMIC_RELAXED))
			return;
	}
}

extern "C" bool completion_done(struct completion *x)
{
	return __atomic_load_n(&x->done, __ATOMIC_ACQUIRE) != 0;
}

extern "C" void crypto_req_done(void *data, int err)
{
	auto *wait = static_cast<struct crypto_wait *>(data);

	if (err == -EINPROGRESS)
		return;
	wait->err = err;
	complete(&wait->completion);
}

// ---- byte helpers of crypto/utils.h and algapi.h ----

extern "C" void __crypto_xor(u8 *dst, const u8 *src1, const u8 *src2, unsigned int len)
{
	while (len >= sizeof(u64)) {
		u64 a, b;
		memcpy(&a, src1, sizeof(a));
		memcpy(&b, src2, sizeof(b));
		a ^= b;
		memcpy(dst, &a, sizeof(a));
		dst += sizeof(a);
		src1 += sizeof(a);
		src2 += sizeof(a);
		len -= sizeof(a);
	}
	while (len--)
		*dst++ = *src1++ ^ *src2++;
}

extern "C" unsigned long __crypto_memneq(const void *a, const void *b, size_t size)
{
	const volatile u8 *x = static_cast<const volatile u8 *>(a);
	const volatile u8 *y = static_cast<const volatile u8 *>(b);
	unsigned long neq = 0;

	// Every byte is read whatever the earlier ones held: the time depends on size alone.
	for (size_t i = 0; i < size; i++)
		neq |= x[i] ^ y[i];
	return neq;
}

extern "C" void crypto_inc(u8 *a, unsigned int size)
{
	// Big-endian increment; the carry loop runs over every byte so time does not leak the value.
	unsigned int carry = 1;

	for (unsigned int i = size; i-- > 0;) {
		unsigned int v = a[i] + carry;
		a[i] = static_cast<u8>(v);
		carry = v >> 8;
	}
}

// ---- seq_file ----

struct seq_file {
	std::string buf;
};

extern "C" void seq_printf(struct seq_file *m, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	int n = vsnprintf(nullptr, 0, fmt, ap);
	va_end(ap);
	if (n <= 0)
		return;
	size_t old = m->buf.size();
	m->buf.resize(old + static_cast<size_t>(n) + 1);
	va_start(ap, fmt);
	vsnprintf(m->buf.data() + old, static_cast<size_t>(n) + 1, fmt, ap);
	va_end(ap);
	m->buf.resize(old + static_cast<size_t>(n));
}

extern "C" void seq_puts(struct seq_file *m, const char *s)
{
	m->buf.append(s);
}

std::string ukc::seq_render(void (*show)(struct seq_file *m))
{
	seq_file m;

	show(&m);
	return std::move(m.buf);
}
