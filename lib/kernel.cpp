// SPDX-License-Identifier: GPL-2.0-only
// Kernel services over libc: kmalloc with its failslab switch, printk and its ring, completions,
// initcalls, seq_file.
#include <asm/page.h>
#include <linux/completion.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/seq_file.h>
#include <crypto/algapi.h>
#include <crypto/internal/simd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdarg>
#include <cstdlib>
#include <ctime>
#include <mutex>
#include <new>
#include <string>

#include <linux/futex.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "ukc_kernel.h"

__thread bool crypto_simd_disabled_for_test;

// ---- failslab: the fault injection of 6.12's mm/failslab.c and lib/fault-inject.c ----

namespace {

// The attributes of /sys/kernel/debug/failslab/, with the kernel's defaults, and fail-nth.
struct failslab_attr {
	unsigned long fail_nth = 0;
	unsigned long probability = 0;
	unsigned long interval = 1;
	long times = 1;
	unsigned long space = 0;
	unsigned long verbose = 1;
};

struct failslab_state {
	std::mutex lock;
	std::atomic<bool> armed{ false };
	failslab_attr attr;
	unsigned long calls = 0, injected = 0, passed = 0;
	u64 rnd = 0x9e3779b97f4a7c15ULL;
	bool (*hook)(unsigned long call, size_t size) = nullptr;
};

// A whole number for @key: "times" alone may be -1 (no limit).
bool failslab_number(const char *key, const char *s, const char *end, long *out)
{
	char *stop;

	errno = 0;
	long v = strtol(s, &stop, 10);
	if (stop == s || stop != end || errno || (v < 0 && !(v == -1 && !strcmp(key, "times"))))
		return false;
	*out = v;
	return true;
}

bool failslab_set(failslab_attr &a, const char *key, long v)
{
	const struct {
		const char *name;
		unsigned long failslab_attr::*field;
	} fields[] = {
		{ "fail-nth", &failslab_attr::fail_nth },
		{ "probability", &failslab_attr::probability },
		{ "interval", &failslab_attr::interval },
		{ "space", &failslab_attr::space },
		{ "verbose", &failslab_attr::verbose },
	};

	if (!strcmp(key, "times")) {
		a.times = v;
		return true;
	}
	for (const auto &f : fields)
		if (!strcmp(key, f.name)) {
			a.*f.field = static_cast<unsigned long>(v);
			return true;
		}
	return false;
}

// "<interval>,<probability>,<space>,<times>" (6.12's failslab= boot option) or
// "key=value,...". Every field must parse: a typo is an error, not a silent default.
bool failslab_parse(const char *spec, failslab_attr *out)
{
	static const char *const boot_order[] = { "interval", "probability", "space", "times" };
	failslab_attr a;
	bool boot = spec && *spec && !strchr(spec, '=');
	unsigned int field = 0;

	for (const char *p = spec && *spec ? spec : nullptr; p;) {
		const char *comma = strchr(p, ',');
		const char *end = comma ? comma : p + strlen(p);
		size_t len = static_cast<size_t>(end - p);
		const char *eq = boot ? nullptr : static_cast<const char *>(memchr(p, '=', len));
		char key[16];
		long v;

		if (boot ? field >= 4 : !eq || static_cast<size_t>(eq - p) >= sizeof(key))
			return false;
		if (boot) {
			strscpy(key, boot_order[field++], sizeof(key));
		} else {
			memcpy(key, p, static_cast<size_t>(eq - p));
			key[eq - p] = '\0';
		}
		if (!failslab_number(key, boot ? p : eq + 1, end, &v) || !failslab_set(a, key, v))
			return false;
		p = comma ? comma + 1 : nullptr;
	}
	if (boot && field != 4)
		return false;
	*out = a;
	return true;
}

constinit failslab_state the_failslab; // usable before any constructor runs

// Armed from the first allocation when the environment asks, so start-up is covered too.
failslab_state &failslab()
{
	static const bool from_env = [] {
		const char *spec = ukc::env_get("UKCRYPTO_FAILSLAB");
		if (!spec)
			return false;
		if (!failslab_parse(spec, &the_failslab.attr)) {
			printk(KERN_WARNING "FAULT_INJECTION: failed to parse arguments\n");
			return false;
		}
		the_failslab.armed.store(true);
		return true;
	}();
	(void)from_env;
	return the_failslab;
}

u32 failslab_random_below(failslab_state &s, u32 n)
{
	s.rnd ^= s.rnd << 13;
	s.rnd ^= s.rnd >> 7;
	s.rnd ^= s.rnd << 17;
	return static_cast<u32>(((s.rnd >> 32) * n) >> 32);
}

// 6.12's should_fail_ex(), in its order: fail-nth first, then times, space, interval and
// probability. Returns true to fail, with the attributes to log in @shown.
bool failslab_decide(failslab_state &s, size_t size, failslab_attr *shown)
{
	failslab_attr &a = s.attr;
	unsigned long call = ++s.calls;

	if (a.fail_nth && call <= a.fail_nth) {
		if (call < a.fail_nth)
			return false;
	} else {
		if (!a.probability || !a.times)
			return false;
		if (a.space > size) {
			a.space -= size;
			return false;
		}
		if (a.interval > 1 && ++s.passed % a.interval)
			return false;
		if (a.probability <= failslab_random_below(s, 100))
			return false;
	}
	*shown = a; // as fail_dump() prints it, before times counts this one
	if (a.times > 0)
		a.times--;
	s.injected++;
	return true;
}

} // namespace

// As 6.12's should_failslab(): true when this allocation is to fail. __GFP_NOWARN keeps the
// failure out of the log, as it sets FAULT_NOWARN there.
bool ukc::should_failslab(size_t size, gfp_t flags)
{
	failslab_state &s = failslab();

	if (!s.armed.load(std::memory_order_relaxed))
		return false;
	bool fail;
	failslab_attr shown;
	bool (*hook)(unsigned long, size_t);
	unsigned long call;
	{
		std::lock_guard<std::mutex> g(s.lock);
		if (!s.armed.load(std::memory_order_relaxed))
			return false;
		fail = failslab_decide(s, size, &shown);
		hook = fail ? nullptr : s.hook;
		call = s.calls;
	}
	if (hook && hook(call, size)) {
		std::lock_guard<std::mutex> g(s.lock);
		s.injected++;
		return true;
	}
	if (fail && shown.verbose && !(flags & __GFP_NOWARN))
		printk(KERN_NOTICE
		       "FAULT_INJECTION: forcing a failure.\n"
		       "name failslab, interval %lu, probability %lu, space %lu, times %ld\n",
		       shown.interval, shown.probability, shown.space, shown.times);
	return fail;
}

extern "C" int ukc_failslab_arm(const char *spec)
{
	failslab_state &s = failslab();
	failslab_attr a;

	if (!failslab_parse(spec, &a))
		return -EINVAL;
	std::lock_guard<std::mutex> g(s.lock);
	s.attr = a;
	s.calls = s.injected = s.passed = 0;
	s.armed.store(true, std::memory_order_relaxed);
	return 0;
}

extern "C" void ukc_failslab_set_hook(bool (*hook)(unsigned long call, size_t size))
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	s.hook = hook;
}

extern "C" void ukc_failslab_disarm(void)
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	s.armed.store(false, std::memory_order_relaxed);
}

extern "C" unsigned long ukc_failslab_calls(void)
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	return s.calls;
}

extern "C" unsigned long ukc_failslab_injected(void)
{
	failslab_state &s = failslab();
	std::lock_guard<std::mutex> g(s.lock);

	return s.injected;
}

// ---- kmalloc and pages ----

namespace {

// Every block carries its size in a 16-byte header so kfree_sensitive() knows what to wipe
// and the payload keeps ARCH_KMALLOC_MINALIGN alignment.
constexpr size_t kmalloc_header = ARCH_KMALLOC_MINALIGN;
static_assert(kmalloc_header >= sizeof(size_t));

size_t *kmalloc_hdr(const void *p)
{
	return reinterpret_cast<size_t *>(static_cast<char *>(const_cast<void *>(p)) -
					  kmalloc_header);
}

} // namespace

extern "C" void *kmalloc(size_t size, gfp_t flags)
{
	if (size > (SIZE_MAX >> 1) || ukc::should_failslab(size, flags))
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

extern "C" unsigned long ukc_get_free_pages(gfp_t gfp, unsigned int order)
{
	if (order >= 8 * sizeof(size_t) - PAGE_SHIFT - 1)
		return 0;
	size_t size = static_cast<size_t>(PAGE_SIZE) << order;
	if (ukc::should_failslab(size, gfp))
		return 0;
	void *p = std::aligned_alloc(PAGE_SIZE, size);
	if (p && (gfp & __GFP_ZERO))
		memset(p, 0, size);
	return reinterpret_cast<unsigned long>(p);
}

extern "C" void ukc_free_pages(unsigned long addr, unsigned int order)
{
	(void)order;
	if (addr)
		std::free(reinterpret_cast<void *>(addr & PAGE_MASK));
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
//
// Logging never fails the caller: the ring is built in place at first use and holds a fixed
// number of lines, a message is formatted on the stack, and a line the heap cannot take is
// dropped (as a full kernel ring drops records), so no std::bad_alloc leaves printk().

namespace {

constexpr size_t log_ring_lines = 4096;
// 6.12's PRINTKRB_RECORD_MAX: longer messages take a heap buffer, or are cut without one.
constexpr size_t log_record_max = 1024;

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
	char text[log_record_max];
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
		bool cont;

		line.add("%s", prefix_str ? prefix_str : "");
		if (prefix_type == DUMP_PREFIX_ADDRESS)
			line.add("%p: ", static_cast<const void *>(p + off));
		else if (prefix_type == DUMP_PREFIX_OFFSET)
			line.add("%.8zx: ", off);
		hex_dump_line(line, p + off, n, rowsize, groupsize, ascii);
		line.add("\n");
		log_strip_level(level ? level : "", &cont);
		log_append(line.s, cont);
	}
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
		for (size_t i = 0; i < r.count; i++)
			fprintf(stderr, "%s\n", r.line(i).c_str());
	}
	fflush(stderr);
	abort();
}

extern "C" void ukc_bug(const char *file, int line)
{
	printk(KERN_EMERG "kernel BUG at %s:%d!\n", file, line);
	abort();
}

namespace {

// The path a kernel's __FILE__ gives, relative to the source tree: the build's "../" goes.
const char *warn_file(const char *file)
{
	while (!strncmp(file, "../", 3))
		file += 3;
	return file;
}

// The kernel's WARN block (kernel/panic.c's __warn() after asm-generic/bug.h's CUT_HERE),
// logged in one piece so that another thread's lines cannot land inside it. The kernel's
// "%pS" names the caller; the function's name stands for it here.
void warn_report(const char *file, int line, const char *func, const char *msg)
{
	size_t n = strlen(msg);

	printk(KERN_WARNING "------------[ cut here ]------------\n%.*s%s"
			    "WARNING: CPU: %d PID: %ld at %s:%d %s\n"
			    "---[ end trace %016llx ]---\n",
	       static_cast<int>(n), msg, n && msg[n - 1] != '\n' ? "\n" : "", sched_getcpu(),
	       static_cast<long>(syscall(SYS_gettid)), warn_file(file), line, func, 0ULL);
}

} // namespace

extern "C" int ukc_warn_on(int cond, const char *file, int line, const char *func)
{
	if (cond)
		warn_report(file, line, func, "");
	return cond;
}

extern "C" int ukc_warn(int cond, const char *file, int line, const char *func, const char *fmt,
			...)
{
	if (!cond)
		return cond;
	char msg[log_record_max];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	warn_report(file, line, func, msg);
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

bool ukc::wait_for_completion_ms(struct completion *x, unsigned long ms)
{
	struct timespec now, end;

	clock_gettime(CLOCK_MONOTONIC, &end);
	end.tv_sec += static_cast<time_t>(ms / 1000);
	end.tv_nsec += static_cast<long>(ms % 1000) * 1000000;
	if (end.tv_nsec >= 1000000000) {
		end.tv_sec++;
		end.tv_nsec -= 1000000000;
	}
	for (;;) {
		unsigned int v = __atomic_load_n(&x->done, __ATOMIC_ACQUIRE);

		if (v == completion_all)
			return true;
		if (v && __atomic_compare_exchange_n(&x->done, &v, v - 1, true, __ATOMIC_ACQUIRE,
						     __ATOMIC_RELAXED))
			return true;
		if (v)
			continue;
		clock_gettime(CLOCK_MONOTONIC, &now);
		struct timespec left = { end.tv_sec - now.tv_sec, end.tv_nsec - now.tv_nsec };
		if (left.tv_nsec < 0) {
			left.tv_sec--;
			left.tv_nsec += 1000000000;
		}
		if (left.tv_sec < 0)
			return false;
		// A relative timeout: FUTEX_WAIT measures it on the monotonic clock.
		syscall(SYS_futex, &x->done, FUTEX_WAIT_PRIVATE, 0, &left, nullptr, 0);
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

// ---- seq_file ----

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
