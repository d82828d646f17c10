/* SPDX-License-Identifier: GPL-2.0-only */
/* The C string functions plus the kernel's memzero_explicit and strscpy. */
#ifndef _UKC_LINUX_STRING_H
#define _UKC_LINUX_STRING_H

#include <string.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * memzero_explicit() - clear memory in a way the compiler cannot elide
 * @s: start of the area
 * @count: bytes to clear
 */
static inline void memzero_explicit(void *s, size_t count)
{
	memset(s, 0, count);
	__asm__ __volatile__("" : : "r"(s) : "memory");
}

/**
 * strscpy() - copy a C string into a sized buffer, always terminated
 * @dst: destination
 * @src: source
 * @size: size of @dst
 *
 * Return: the length copied, or -E2BIG if @src did not fit (truncated copy).
 */
long strscpy(char *dst, const char *src, size_t size);

/* strstarts() - whether @str begins with @prefix */
static inline bool strstarts(const char *str, const char *prefix)
{
	return strncmp(str, prefix, strlen(prefix)) == 0;
}

/* memchr_inv() - the first of @bytes bytes at @start that is not @c, or NULL if all are */
static inline void *memchr_inv(const void *start, int c, size_t bytes)
{
	const unsigned char *p = (const unsigned char *)start;

	for (size_t i = 0; i < bytes; i++)
		if (p[i] != (unsigned char)c)
			return (void *)(p + i);
	return NULL;
}

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_STRING_H */
