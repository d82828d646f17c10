/* SPDX-License-Identifier: GPL-2.0-only */
/* Compatibility path for code written before 6.12 moved this header. */
#include <linux/unaligned.h>
