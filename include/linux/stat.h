/* SPDX-License-Identifier: GPL-2.0-only */
/* File mode bits (<linux/stat.h>): the POSIX ones, with the kernel's shorthands for all of
 * user, group and others. */
#ifndef _UKC_LINUX_STAT_H
#define _UKC_LINUX_STAT_H

#include <sys/stat.h>

#define S_IRWXUGO (S_IRWXU | S_IRWXG | S_IRWXO)
#define S_IALLUGO (S_ISUID | S_ISGID | S_ISVTX | S_IRWXUGO)
#define S_IRUGO (S_IRUSR | S_IRGRP | S_IROTH)
#define S_IWUGO (S_IWUSR | S_IWGRP | S_IWOTH)
#define S_IXUGO (S_IXUSR | S_IXGRP | S_IXOTH)

#endif /* _UKC_LINUX_STAT_H */
