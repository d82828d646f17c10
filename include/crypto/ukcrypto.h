/* SPDX-License-Identifier: GPL-2.0-only */
/* ukcrypto's own additions to the kernel API: the /proc/crypto view, the log ring, options. */
#ifndef _UKC_CRYPTO_UKCRYPTO_H
#define _UKC_CRYPTO_UKCRYPTO_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * ukc_proc_crypto() - render /proc/crypto
 * @buf: destination, or NULL to learn the size
 * @size: size of @buf; the text is truncated to fit and always terminated
 *
 * Return: the length of the whole text (excluding the terminator).
 */
size_t ukc_proc_crypto(char *buf, size_t size);

/**
 * ukc_log_read() - read the kernel-style log ring (printk lines), oldest first
 * @buf: destination, or NULL to learn the size
 * @size: size of @buf
 *
 * Return: the length of the whole log.
 */
size_t ukc_log_read(char *buf, size_t size);

/** ukc_log_clear() - empty the log ring */
void ukc_log_clear(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_CRYPTO_UKCRYPTO_H */
