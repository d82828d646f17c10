/* SPDX-License-Identifier: GPL-2.0-only */
/* The kernel's everyday macros: min/max, alignment, container_of, printk and WARN_ON. */
#ifndef _UKC_LINUX_KERNEL_H
#define _UKC_LINUX_KERNEL_H

#include <limits.h>
#include <stdio.h>
#include <asm/byteorder.h>
#include <linux/bitops.h>
#include <linux/linkage.h>
#include <linux/log2.h>
#include <linux/minmax.h>
#include <linux/compiler.h>
#include <linux/err.h>
/* As the kernel's (through <linux/printk.h>), it brings the initcalls and __init. */
#include <linux/init.h>
#include <linux/ratelimit.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]))
#define ALIGN(x, a) (((x) + ((a)-1)) & ~((__typeof__(x))(a)-1))
#define ALIGN_DOWN(x, a) ((x) & ~((__typeof__(x))(a)-1))
#define PTR_ALIGN(p, a) ((__typeof__(p))ALIGN((unsigned long)(p), (a)))
#define IS_ALIGNED(x, a) (((x) & ((__typeof__(x))(a)-1)) == 0)
#define DIV_ROUND_UP(n, d) (((n) + (d)-1) / (d))
/* @n / @d rounded up, @d a power of two: no addition that could overflow @n. */
#define DIV_ROUND_UP_POW2(n, d) ((n) / (d) + !!((n) & ((d)-1)))
#define round_up(x, y) ((((x)-1) | ((__typeof__(x))((y)-1))) + 1)
#define round_down(x, y) ((x) & ~((__typeof__(x))((y)-1)))

/* The kernel's <linux/limits.h> names (that file name is the system's own, holding PATH_MAX). */
#define U8_MAX ((u8)~0U)
#define U16_MAX ((u16)~0U)
#define U32_MAX ((u32)~0U)
#define U64_MAX ((u64)~0ULL)
#define S32_MAX ((s32)(U32_MAX >> 1))
#define S64_MAX ((s64)(U64_MAX >> 1))
#ifndef __cplusplus
/* Exchanges two lvalues of one type (C only: C++ has std::swap, which the name would hide). */
#define swap(a, b)                                \
	do {                                      \
		__typeof__(a) __ukc_swap_t = (a); \
		(a) = (b);                        \
		(b) = __ukc_swap_t;               \
	} while (0)
#endif

#define sizeof_field(type, member) sizeof(((type *)0)->member)
#define offsetofend(type, member) (offsetof(type, member) + sizeof_field(type, member))
#define rounddown(x, y) ((x) - ((x) % (y)))
#define roundup(x, y) ((((x) + ((y)-1)) / (y)) * (y))

#define container_of(ptr, type, member) ((type *)((char *)(ptr)-offsetof(type, member)))

#define BUILD_BUG_ON(cond) ((void)sizeof(char[1 - 2 * !!(cond)]))
#define BUG() ukc_bug(__FILE__, __LINE__)
#define BUG_ON(cond)                \
	do {                        \
		if (unlikely(cond)) \
			BUG();      \
	} while (0)
/*
 * WARN_ON(), WARN() - report an unexpected condition and return it, as the kernel does: the
 * lines "------------[ cut here ]------------", WARN()'s message, "WARNING: CPU: <cpu> PID:
 * <thread> at <file>:<line> <function>" and "---[ end trace 0000000000000000 ]---", which
 * log scanners match in a dmesg.
 */
#define WARN_ON(cond) ukc_warn_on(!!(cond), __FILE__, __LINE__, __func__)
#define WARN_ON_ONCE(cond) WARN_ON(cond)
#define WARN(cond, fmt, ...) ukc_warn(!!(cond), __FILE__, __LINE__, __func__, fmt, ##__VA_ARGS__)

#define KERN_EMERG "<0>"
#define KERN_ALERT "<1>"
#define KERN_CRIT "<2>"
#define KERN_ERR "<3>"
#define KERN_WARNING "<4>"
#define KERN_NOTICE "<5>"
#define KERN_INFO "<6>"
#define KERN_DEBUG "<7>"
#define KERN_CONT "<c>"

#ifndef pr_fmt
#define pr_fmt(fmt) fmt
#endif
#define pr_emerg(fmt, ...) printk(KERN_EMERG pr_fmt(fmt), ##__VA_ARGS__)
#define pr_err(fmt, ...) printk(KERN_ERR pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn(fmt, ...) printk(KERN_WARNING pr_fmt(fmt), ##__VA_ARGS__)
#define pr_notice(fmt, ...) printk(KERN_NOTICE pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info(fmt, ...) printk(KERN_INFO pr_fmt(fmt), ##__VA_ARGS__)
#define pr_cont(fmt, ...) printk(KERN_CONT fmt, ##__VA_ARGS__)
#define pr_debug(fmt, ...) ((void)0)
#define pr_devel(fmt, ...) ((void)0)

/**
 * printk() - log a kernel-style message to the in-memory ring
 * @fmt: format, optionally led by a KERN_<level> prefix
 *
 * Lines are kept in a dmesg-like ring (read back with ukc_log_read()) and
 * echoed to stderr when UKCRYPTO_LOG=stderr.
 *
 * Return: the number of characters logged.
 */
int printk(const char *fmt, ...) __printf(1, 2);

/* printk_once() - printk() the first time this call site is reached, never again. */
#define printk_once(fmt, ...)                                                                    \
	({                                                                                       \
		static bool __ukc_printed;                                                       \
		bool __ukc_first = !__atomic_exchange_n(&__ukc_printed, true, __ATOMIC_RELAXED); \
		if (__ukc_first)                                                                 \
			printk(fmt, ##__VA_ARGS__);                                              \
		__ukc_first;                                                                     \
	})
#define pr_info_once(fmt, ...) printk_once(KERN_INFO pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn_once(fmt, ...) printk_once(KERN_WARNING pr_fmt(fmt), ##__VA_ARGS__)

/* printk_ratelimited() - printk() at most DEFAULT_RATELIMIT_BURST times in each
 * DEFAULT_RATELIMIT_INTERVAL at this call site; then "<function>: <n> callbacks suppressed". */
#define printk_ratelimited(fmt, ...)                                                \
	({                                                                          \
		static DEFINE_RATELIMIT_STATE(__ukc_rs, DEFAULT_RATELIMIT_INTERVAL, \
					      DEFAULT_RATELIMIT_BURST);             \
		if (__ratelimit(&__ukc_rs))                                         \
			printk(fmt, ##__VA_ARGS__);                                 \
	})
#define pr_err_ratelimited(fmt, ...) printk_ratelimited(KERN_ERR pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn_ratelimited(fmt, ...) printk_ratelimited(KERN_WARNING pr_fmt(fmt), ##__VA_ARGS__)
#define pr_notice_ratelimited(fmt, ...) printk_ratelimited(KERN_NOTICE pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info_ratelimited(fmt, ...) printk_ratelimited(KERN_INFO pr_fmt(fmt), ##__VA_ARGS__)

enum {
	DUMP_PREFIX_NONE,
	DUMP_PREFIX_ADDRESS,
	DUMP_PREFIX_OFFSET
};

/**
 * print_hex_dump() - log a buffer as lines of hex bytes
 * @level: KERN_<level> of each line
 * @prefix_str: text that starts each line
 * @prefix_type: DUMP_PREFIX_OFFSET (an 8-digit hex offset and ": "), _ADDRESS or _NONE
 * @rowsize: bytes a line, 16 or 32
 * @groupsize: bytes a group: 1, 2, 4 or 8 (a group prints as one little-endian number)
 * @buf: the data
 * @len: its length
 * @ascii: append the printable characters of each line
 */
void print_hex_dump(const char *level, const char *prefix_str, int prefix_type, int rowsize,
		    int groupsize, const void *buf, size_t len, bool ascii);

/**
 * panic() - log "Kernel panic - not syncing: <message>" and abort the process
 * @fmt: the message
 *
 * The log ring is written to stderr first (unless UKCRYPTO_LOG=stderr already echoed it),
 * so the lines that led here are seen, as on a kernel's console.
 */
void panic(const char *fmt, ...) __printf(1, 2) __attribute__((__noreturn__));

void ukc_bug(const char *file, int line) __attribute__((__noreturn__));
int ukc_warn_on(int cond, const char *file, int line, const char *func);
int ukc_warn(int cond, const char *file, int line, const char *func, const char *fmt, ...)
	__printf(5, 6);

static inline void cond_resched(void)
{
}

/* No scheduler asks a thread here to give up its CPU. */
static inline bool need_resched(void)
{
	return false;
}

#ifdef __cplusplus
}

#include <type_traits>

/* Functions rather than macros in C++, so std::min and std::max keep working. They return
 * by value: a reference would outlive the by-value parameters. */
template <typename A, typename B> constexpr std::common_type_t<A, B> min(A a, B b)
{
	return a < b ? a : b;
}

template <typename A, typename B> constexpr std::common_type_t<A, B> max(A a, B b)
{
	return a > b ? a : b;
}

template <typename V, typename L, typename H> constexpr V clamp(V v, L lo, H hi)
{
	return v < lo ? lo : (v > hi ? hi : v);
}
#endif

#endif /* _UKC_LINUX_KERNEL_H */
