// SPDX-License-Identifier: GPL-2.0-only
// Shared by the fuzz targets: start-up, failures that abort with a reason, bulk bytes.
#include "fuzz_util.h"

#include <linux/errno.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

struct fuzz_errno_row {
	int err;
	const char *name;
};

constexpr fuzz_errno_row fuzz_errnos[] = {
	{ -EAGAIN, "-EAGAIN" },
	{ -EBADMSG, "-EBADMSG" },
	{ -EBUSY, "-EBUSY" },
	{ -EEXIST, "-EEXIST" },
	{ -EINVAL, "-EINVAL" },
	{ -EINPROGRESS, "-EINPROGRESS" },
	{ -ELIBBAD, "-ELIBBAD" },
	{ -ELOOP, "-ELOOP" },
	{ -ENAMETOOLONG, "-ENAMETOOLONG" },
	{ -ENOENT, "-ENOENT" },
	{ -ENOKEY, "-ENOKEY" },
	{ -ENOMEM, "-ENOMEM" },
	{ -ENOSPC, "-ENOSPC" },
	{ -ENOSYS, "-ENOSYS" },
	{ -EOPNOTSUPP, "-EOPNOTSUPP" },
	{ -EOVERFLOW, "-EOVERFLOW" },
	{ 0, "0" },
};

[[noreturn]] void fuzz_vfail(const char *fmt, va_list ap)
{
	fputs("fuzz: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	fflush(stderr);
	abort();
}

} // namespace

namespace ukc::fuzz {

void init()
{
	// A lookup miss would otherwise look for "crypto-<name>.so" in the user's module folders.
	unsetenv("UKCRYPTO_MODULE_PATH");
	int err = crypto_init();
	if (err)
		fail("crypto_init() answered %s", errno_name(err));
}

void fail(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fuzz_vfail(fmt, ap);
}

void check(bool ok, const char *fmt, ...)
{
	if (ok)
		return;
	va_list ap;
	va_start(ap, fmt);
	fuzz_vfail(fmt, ap);
}

const char *errno_name(int err)
{
	static thread_local char other[24];

	for (const fuzz_errno_row &row : fuzz_errnos)
		if (row.err == err)
			return row.name;
	snprintf(other, sizeof(other), "%d", err);
	return other;
}

bool errno_listed(const char *var, int err)
{
	const char *list = getenv(var);
	const char *name = errno_name(err);

	if (!list || name[0] != '-')
		return false;
	size_t n = strlen(name + 1);
	for (const char *p = list; (p = strstr(p, name + 1)); p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
			return true;
	return false;
}

void fill(u8 *p, size_t n, uint64_t seed)
{
	// splitmix64: every byte depends on the seed, and no two seeds share a stream.
	uint64_t s = seed;

	for (size_t i = 0; i < n; i += 8) {
		uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		z ^= z >> 31;
		size_t k = n - i < 8 ? n - i : 8;
		memcpy(p + i, &z, k);
	}
}

std::vector<u8> bytes(size_t n, uint64_t seed)
{
	std::vector<u8> v(n);

	fill(v.data(), n, seed);
	return v;
}

} // namespace ukc::fuzz

// One start-up for every target: libFuzzer calls this once before the first input.
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
	ukc::fuzz::init();
	return 0;
}
