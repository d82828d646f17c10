/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Shared by the fuzz targets: start-up (fuzz_util.cpp defines LLVMFuzzerInitialize() for all of
 * them), failures that abort with a reason, bulk bytes, the transforms a target compares.
 */
#ifndef _UKC_FUZZ_UTIL_H
#define _UKC_FUZZ_UTIL_H

#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/types.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ukc::fuzz {

/*
 * init() - start the library once, for LLVMFuzzerInitialize(): no module folder (a name the
 * fuzzer makes up must not become a dlopen()), default self-tests; aborts if crypto_init()
 * fails.
 */
void init();

/* fail() - print "fuzz: <reason>" and abort(), so libFuzzer saves the input as a crash. */
[[noreturn]] void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* check() - fail() with @fmt unless @ok. */
void check(bool ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* errno_name() - "-EBADMSG" for -EBADMSG; a number for the others. */
const char *errno_name(int err);

/*
 * errno_listed() - whether -@err is named in the comma-separated list in environment
 * variable @var ("EAGAIN,EBUSY"): a known bug can be let through while others are hunted.
 */
bool errno_listed(const char *var, int err);

/*
 * fill() - @n bytes from a seed: message, key and IV bytes need not come from the input
 * (they only have to be the same in the runs compared), so a short input can describe a
 * long message and spend its bytes on lengths and layouts.
 */
void fill(u8 *p, size_t n, uint64_t seed);

/* bytes() - @n bytes of fill(): keys and IVs, whose values matter less than their layout. */
std::vector<u8> bytes(size_t n, uint64_t seed);

/* tfm_pair - a transform under test and the generic one it is checked against. */
template <typename Tfm> struct tfm_pair {
	Tfm *test = nullptr;
	Tfm *generic = nullptr;
};

/*
 * pair_of() - @slot, made on first use with @alloc (named @fn in the failure) from @name and
 * @generic and then kept for the run: allocation is not what the targets fuzz.
 */
template <typename Tfm>
const tfm_pair<Tfm> &pair_of(tfm_pair<Tfm> &slot, Tfm *(*alloc)(const char *, u32, u32),
			     const char *fn, const char *name, const char *generic)
{
	auto make = [&](Tfm *&tfm, const char *alg) {
		if (tfm)
			return;
		tfm = alloc(alg, 0, 0);
		check(!IS_ERR(tfm), "%s(\"%s\") answered %s", fn, alg,
		      errno_name(static_cast<int>(PTR_ERR(tfm))));
	};

	make(slot.test, name);
	make(slot.generic, generic);
	return slot;
}

} // namespace ukc::fuzz

#endif /* _UKC_FUZZ_UTIL_H */
