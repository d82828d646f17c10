// SPDX-License-Identifier: GPL-2.0-only
// panic(), BUG() and the WARN block of 6.12's kernel/panic.c, logged through printk().
#include <linux/kernel.h>
#include <linux/string.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>

#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "ukc_kernel.h"

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
	ukc::log_dump_to_stderr();
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
	char msg[ukc::log_record_max];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	warn_report(file, line, func, msg);
	return cond;
}
