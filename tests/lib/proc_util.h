/* SPDX-License-Identifier: GPL-2.0-only */
/* Reading /proc/crypto in the Check suites: the whole text, one driver's block, a line in it;
 * the driver a lookup picks; and the library's log. */
#ifndef _UKC_TESTS_PROC_UTIL_H
#define _UKC_TESTS_PROC_UTIL_H

#include <stdbool.h>
#include <stddef.h>

/* The text of /proc/crypto, to free(). */
char *proc_crypto_read(void);

/* The /proc/crypto block of @driver (from its "driver" line on), or NULL. */
const char *proc_block(const char *proc, const char *driver);

/* @line (with its newline) stands in @block, before the blank line that ends it. */
bool proc_block_has(const char *block, const char *line);

/* Asserts (Check) that /proc/crypto has a block for @driver holding each of @lines (each with its
 * newline; NULL ends the list), its "name" line included; the second form lists them as its
 * arguments. */
void proc_assert_block_of(const char *driver, const char *const *lines);
#define proc_assert_block(driver, ...) \
	proc_assert_block_of(driver, (const char *const[]){ __VA_ARGS__, NULL })

/* Asserts that the type-specific lines of @driver's block in @proc (read here when NULL), from its
 * "type" line to the blank line that ends it, are @fields and nothing else, in that order. */
void proc_assert_type_lines(const char *proc, const char *driver, const char *fields);

/* @driver is registered, from @module (its "module" line), and passed its self-test. */
bool proc_passed_from(const char *driver, const char *module);

/* The module a suite's drivers must come from: the one UKC_TEST_ORIGIN names (a suite run again
 * over a hosted kernel file, as test_ecdh-kernel), else the library ("kernel"). */
const char *proc_test_origin(void);

/* The driver a lookup of @name picks as @kind ("skcipher", "cipher", "kpp" or "shash"), printed in
 * @buf, or "error -N" when the lookup fails. */
const char *lookup_driver(const char *kind, const char *name, char *buf, size_t size);

/* How often the library's log (ukc_log_read()) holds @text; the second form counts from byte
 * @from of it on (an earlier ukc_log_read(NULL, 0)). */
int log_count(const char *text);
int log_count_from(size_t from, const char *text);

#endif /* _UKC_TESTS_PROC_UTIL_H */
