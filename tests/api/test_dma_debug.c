// SPDX-License-Identifier: GPL-2.0-only
// The DMA mapping API and its always-on debugging: correct use is silent; each misuse 6.12's
// DMA-API debugging reports (unmapping what was not mapped, another size, direction or
// function, an unchecked mapping, a scatterlist's count, syncs out of range or against the
// direction, mappings leaked at unbind) is one error with 6.12's words; a CPU write to a buffer
// the device owns and injected mapping failures too.
#include <crypto/ukcrypto.h>
#include <linux/dma-mapping.h>
#include <linux/err.h>

#include <stdlib.h>
#include <string.h>

#include "check_run.h"
#include "proc_util.h"
#include "ukc_dma_debug.h"

static const struct device_driver test_driver = { .name = "dma-test-drv" };
static struct device test_dev = { .init_name = "dma-test0", .driver = &test_driver };
static struct device other_dev = { .init_name = "dma-test1", .driver = &test_driver };

static unsigned long errors_before;
static size_t log_before;

static void errors_mark(void)
{
	errors_before = ukc_dma_debug_error_count();
	log_before = ukc_log_read(NULL, 0);
}

// Exactly @n new errors, and the log holds @text (with the driver and device) @n times more.
static void errors_expect(unsigned long n, const char *text)
{
	ck_assert_uint_eq(ukc_dma_debug_error_count() - errors_before, n);
	if (text) {
		char line[256];

		snprintf(line, sizeof(line), "DMA-API: dma-test-drv dma-test0: %s", text);
		ck_assert_int_eq(log_count_from(log_before, line), (int)n);
	}
	errors_mark();
}

static dma_addr_t map_checked(void *buf, size_t len, enum dma_data_direction dir)
{
	dma_addr_t a = dma_map_single(&test_dev, buf, len, dir);

	ck_assert(!dma_mapping_error(&test_dev, a));
	return a;
}

START_TEST(test_correct_use_is_silent)
{
	static u8 buf[256], coh_check[64];
	struct scatterlist sg[3];
	dma_addr_t h;

	errors_mark();
	dma_addr_t a = map_checked(buf, sizeof(buf), DMA_TO_DEVICE);
	ck_assert_uint_eq(a, (dma_addr_t)(uintptr_t)buf);
	ck_assert_uint_eq(ukc_dma_debug_mappings(&test_dev), 1);
	dma_unmap_single(&test_dev, a, sizeof(buf), DMA_TO_DEVICE);

	sg_init_table(sg, 3);
	sg_set_buf(&sg[0], buf, 10);
	sg_set_buf(&sg[1], buf + 10, 100);
	sg_set_buf(&sg[2], buf + 110, 146);
	ck_assert_int_eq(dma_map_sg(&test_dev, sg, 3, DMA_FROM_DEVICE), 3);
	ck_assert_uint_eq(sg_dma_address(&sg[1]), (dma_addr_t)(uintptr_t)(buf + 10));
	ck_assert_uint_eq(sg_dma_len(&sg[2]), 146);
	dma_sync_sg_for_cpu(&test_dev, sg, 3, DMA_FROM_DEVICE);
	dma_sync_sg_for_device(&test_dev, sg, 3, DMA_FROM_DEVICE);
	dma_unmap_sg(&test_dev, sg, 3, DMA_FROM_DEVICE);

	u8 *coh = dma_alloc_coherent(&test_dev, 100, &h, GFP_KERNEL);
	ck_assert_ptr_nonnull(coh);
	ck_assert_uint_eq(h, (dma_addr_t)(uintptr_t)coh);
	ck_assert_uint_eq((uintptr_t)coh % 4096, 0);
	ck_assert_mem_eq(coh, coh_check, sizeof(coh_check));
	dma_free_coherent(&test_dev, 100, coh, h);
	ck_assert_uint_eq(ukc_dma_debug_mappings(NULL), 0);
	ck_assert_uint_eq(ukc_dma_debug_unbind(&test_dev), 0);
	errors_expect(0, NULL);
}
END_TEST

START_TEST(test_unmap_errors)
{
	static u8 buf[64];

	errors_mark();
	dma_unmap_single(&test_dev, (dma_addr_t)(uintptr_t)buf, 64, DMA_TO_DEVICE);
	errors_expect(1, "device driver tries to free DMA memory it has not allocated [device "
			 "address=0x");
	dma_addr_t a = map_checked(buf, 64, DMA_TO_DEVICE);
	dma_unmap_single(&test_dev, a, 32, DMA_TO_DEVICE);
	errors_expect(1, "device driver frees DMA memory with different size");
	ck_assert_int_eq(log_count("[map size=64 bytes] [unmap size=32 bytes]"), 1);
	a = map_checked(buf, 64, DMA_TO_DEVICE);
	dma_unmap_single(&test_dev, a, 64, DMA_FROM_DEVICE);
	errors_expect(1, "device driver frees DMA memory with different direction");
	ck_assert_int_eq(log_count("[mapped with DMA_TO_DEVICE] [unmapped with DMA_FROM_DEVICE]"),
			 1);
	// Twice: the second unmap finds nothing.
	a = map_checked(buf, 64, DMA_BIDIRECTIONAL);
	dma_unmap_single(&test_dev, a, 64, DMA_BIDIRECTIONAL);
	dma_unmap_single(&test_dev, a, 64, DMA_BIDIRECTIONAL);
	errors_expect(1, "device driver tries to free DMA memory it has not allocated");
	// Another device's mapping is not this device's.
	a = dma_map_single(&other_dev, buf, 64, DMA_TO_DEVICE);
	ck_assert(!dma_mapping_error(&other_dev, a));
	dma_unmap_single(&test_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(1, "device driver tries to free DMA memory it has not allocated");
	dma_unmap_single(&other_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(0, NULL);
	ck_assert_uint_eq(ukc_dma_debug_mappings(NULL), 0);
}
END_TEST

START_TEST(test_wrong_function_and_unchecked)
{
	static u8 buf[64];
	dma_addr_t h;

	errors_mark();
	void *coh = dma_alloc_coherent(&test_dev, 64, &h, GFP_KERNEL);
	ck_assert_ptr_nonnull(coh);
	dma_unmap_single(&test_dev, h, 64, DMA_BIDIRECTIONAL);
	errors_expect(1, "device driver frees DMA memory with wrong function");
	ck_assert_int_eq(log_count("[mapped as coherent] [unmapped as single]"), 1);
	free(coh);

	coh = dma_alloc_coherent(&test_dev, 64, &h, GFP_KERNEL);
	dma_free_coherent(&test_dev, 64, buf, h);
	errors_expect(1, "device driver frees DMA memory with different CPU address");
	free(coh);

	dma_addr_t a = dma_map_single(&test_dev, buf, 64, DMA_TO_DEVICE);
	dma_unmap_single(&test_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(1, "device driver failed to check map error[device address=0x");
}
END_TEST

START_TEST(test_sg_count)
{
	static u8 buf[96];
	struct scatterlist sg[3];

	sg_init_table(sg, 3);
	for (int i = 0; i < 3; i++)
		sg_set_buf(&sg[i], buf + 32 * i, 32);
	errors_mark();
	ck_assert_int_eq(dma_map_sg(&test_dev, sg, 3, DMA_TO_DEVICE), 3);
	dma_unmap_sg(&test_dev, sg, 2, DMA_TO_DEVICE);
	errors_expect(2, "device driver frees DMA sg list with different entry count");
	ck_assert_int_eq(log_count("[map count=3] [unmap count=2]"), 2);
	ck_assert_uint_eq(ukc_dma_debug_mappings(&test_dev), 1);
}
END_TEST

START_TEST(test_sync_errors)
{
	static u8 buf[64];

	errors_mark();
	dma_sync_single_for_cpu(&test_dev, (dma_addr_t)(uintptr_t)buf, 64, DMA_FROM_DEVICE);
	errors_expect(1, "device driver tries to sync DMA memory it has not allocated");
	dma_addr_t a = map_checked(buf, 64, DMA_FROM_DEVICE);
	dma_sync_single_for_cpu(&test_dev, a + 32, 32, DMA_FROM_DEVICE);
	errors_expect(0, NULL);
	dma_sync_single_for_cpu(&test_dev, a + 32, 64, DMA_FROM_DEVICE);
	errors_expect(1, "device driver syncs DMA memory outside allocated range");
	ck_assert_int_eq(log_count("[allocation size=64 bytes] [sync offset+size=96]"), 1);
	// Against the direction: two errors, as 6.12 reports both.
	dma_sync_single_for_device(&test_dev, a, 64, DMA_TO_DEVICE);
	ck_assert_uint_eq(ukc_dma_debug_error_count() - errors_before, 2);
	ck_assert_int_eq(log_count("device driver syncs DMA memory with different direction"), 1);
	ck_assert_int_eq(log_count("device driver syncs device write-only DMA memory to device"),
			 1);
	errors_mark();
	dma_unmap_single(&test_dev, a, 64, DMA_FROM_DEVICE);

	a = map_checked(buf, 64, DMA_TO_DEVICE);
	dma_sync_single_for_cpu(&test_dev, a, 64, DMA_FROM_DEVICE);
	ck_assert_uint_eq(ukc_dma_debug_error_count() - errors_before, 2);
	ck_assert_int_eq(log_count("device driver syncs device read-only DMA memory for cpu"), 1);
	errors_mark();
	dma_unmap_single(&test_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(0, NULL);
}
END_TEST

START_TEST(test_leak_at_unbind)
{
	static u8 buf[64];
	dma_addr_t h;

	errors_mark();
	map_checked(buf, 48, DMA_FROM_DEVICE);
	void *coh = dma_alloc_coherent(&test_dev, 64, &h, GFP_KERNEL);
	ck_assert_uint_eq(ukc_dma_debug_unbind(&other_dev), 0);
	errors_expect(0, NULL);
	ck_assert_uint_eq(ukc_dma_debug_unbind(&test_dev), 2);
	errors_expect(1, "device driver has pending DMA allocations while released from device "
			 "[count=2]");
	ck_assert_int_eq(log_count("One of leaked entries details: [device address=0x"), 1);
	ck_assert_int_eq(log_count("[size=48 bytes] [mapped with DMA_FROM_DEVICE] [mapped as "
				   "single]"),
			 1);
	dma_free_coherent(&test_dev, 64, coh, h);
}
END_TEST

// The CPU may not write a DMA_TO_DEVICE buffer between the map (or a sync for the device) and
// the unmap (or a sync for the CPU).
START_TEST(test_cpu_writes_device_memory)
{
	static u8 buf[64];

	errors_mark();
	dma_addr_t a = map_checked(buf, 64, DMA_TO_DEVICE);
	dma_sync_single_for_cpu(&test_dev, a, 64, DMA_TO_DEVICE);
	buf[3] ^= 1; // the CPU owns it now
	dma_sync_single_for_device(&test_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(0, NULL);
	buf[7] ^= 1; // the device owns it
	dma_unmap_single(&test_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(1, "CPU wrote DMA_TO_DEVICE memory the device owned");

	// In place with two lists: the same bytes mapped for the device to read and to write.
	// What changes them is the device, whichever list is unmapped first.
	for (int dst_first = 0; dst_first < 2; dst_first++) {
		dma_addr_t src = map_checked(buf, 64, DMA_TO_DEVICE);
		dma_addr_t dst = map_checked(buf, 64, DMA_FROM_DEVICE);
		memset((void *)(uintptr_t)dst, 0x5a + dst_first, 64);
		if (dst_first)
			dma_unmap_single(&test_dev, dst, 64, DMA_FROM_DEVICE);
		dma_unmap_single(&test_dev, src, 64, DMA_TO_DEVICE);
		if (!dst_first)
			dma_unmap_single(&test_dev, dst, 64, DMA_FROM_DEVICE);
	}
	errors_expect(0, NULL);
}
END_TEST

START_TEST(test_injected_failures)
{
	static u8 buf[64];
	struct scatterlist sg[1];
	dma_addr_t h = 0;

	sg_init_one(sg, buf, sizeof(buf));
	ukc_dma_fail_mappings(3);
	dma_addr_t a = dma_map_single(&test_dev, buf, 64, DMA_TO_DEVICE);
	ck_assert_uint_eq(a, DMA_MAPPING_ERROR);
	ck_assert(dma_mapping_error(&test_dev, a));
	ck_assert_int_eq(dma_map_sg(&test_dev, sg, 1, DMA_TO_DEVICE), 0);
	ck_assert_ptr_null(dma_alloc_coherent(&test_dev, 64, &h, GFP_KERNEL));
	ck_assert_uint_eq(ukc_dma_debug_mappings(NULL), 0);
	errors_mark();
	dma_unmap_single(&test_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(1, "device driver tries to free an invalid DMA memory address");
	a = map_checked(buf, 64, DMA_TO_DEVICE);
	dma_unmap_single(&test_dev, a, 64, DMA_TO_DEVICE);
	errors_expect(0, NULL);
}
END_TEST

int main(void)
{
	return check_run(
		check_new_suite("dma_debug", "dma_debug", 0, { test_correct_use_is_silent },
				{ test_unmap_errors }, { test_wrong_function_and_unchecked },
				{ test_sg_count }, { test_sync_errors }, { test_leak_at_unbind },
				{ test_cpu_writes_device_memory }, { test_injected_failures }));
}
