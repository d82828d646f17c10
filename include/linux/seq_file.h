/* SPDX-License-Identifier: GPL-2.0-only */
/* seq_file: where a type's show() prints its /proc/crypto fields. */
#ifndef _UKC_LINUX_SEQ_FILE_H
#define _UKC_LINUX_SEQ_FILE_H

#include <linux/compiler.h>

#ifdef __cplusplus
extern "C" {
#endif

struct seq_file;

void seq_printf(struct seq_file *m, const char *fmt, ...) __printf(2, 3);
void seq_puts(struct seq_file *m, const char *s);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_LINUX_SEQ_FILE_H */
