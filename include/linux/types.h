/* SPDX-License-Identifier: GPL-2.0-only */
/* Fixed-width and kernel scalar types, as the kernel's <linux/types.h> names them. */
#ifndef _UKC_LINUX_TYPES_H
#define _UKC_LINUX_TYPES_H

#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int8_t s8;
typedef int16_t s16;
typedef int32_t s32;
typedef int64_t s64;

/* Constants of those types, for initializers (U64_C(0x0123456789abcdef)). */
#define S8_C(x) INT8_C(x)
#define U8_C(x) UINT8_C(x)
#define S16_C(x) INT16_C(x)
#define U16_C(x) UINT16_C(x)
#define S32_C(x) INT32_C(x)
#define U32_C(x) UINT32_C(x)
#define S64_C(x) INT64_C(x)
#define U64_C(x) UINT64_C(x)

typedef uint8_t __u8;
typedef uint16_t __u16;
typedef uint32_t __u32;
typedef uint64_t __u64;
typedef int8_t __s8;
typedef int16_t __s16;
typedef int32_t __s32;
typedef int64_t __s64;

/* Byte-order annotated types; sparse is not run here, so they are plain integers. */
typedef uint16_t __le16;
typedef uint16_t __be16;
typedef uint32_t __le32;
typedef uint32_t __be32;
typedef uint64_t __le64;
typedef uint64_t __be64;

typedef unsigned int gfp_t;
typedef uint64_t dma_addr_t;
typedef uint64_t resource_size_t;
/* A file's mode bits, as debugfs and sysfs take them. */
typedef unsigned short umode_t;

/* An int shared between threads: <linux/atomic.h> has its operations. */
typedef struct {
	int counter;
} atomic_t;

#endif /* _UKC_LINUX_TYPES_H */
