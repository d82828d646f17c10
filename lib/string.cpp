// SPDX-License-Identifier: GPL-2.0-only
// The string functions of 6.12's lib/string.c that libc does not have.
#include <linux/kernel.h>
#include <linux/string.h>

#include <cerrno>
#include <cstring>

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
