// SPDX-License-Identifier: GPL-2.0-only
// get_random_bytes() over getrandom(2): the noise source of the rng type and the DRBGs.
#include <linux/random.h>
#include <linux/string.h>

#include <cerrno>
#include <cstdlib>
#include <sys/random.h>

extern "C" int get_random_bytes_wait(void *buf, size_t len)
{
	auto *p = static_cast<u8 *>(buf);
	size_t done = 0;

	// getrandom() hands out at most 32 MiB per call and may be interrupted by a signal
	// before it has written anything; both only mean: ask again for the rest.
	while (done < len) {
		ssize_t n = getrandom(p + done, len - done, 0);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			int err = -errno;
			memzero_explicit(buf, len);
			return err;
		}
		done += (size_t)n;
	}
	return 0;
}

extern "C" void get_random_bytes(void *buf, size_t len)
{
	if (get_random_bytes_wait(buf, len))
		abort();
}

extern "C" bool rng_is_initialized(void)
{
	static bool seeded;
	u8 byte;

	// Once seeded, the pool stays so: after one answer without waiting, no more asking.
	if (__atomic_load_n(&seeded, __ATOMIC_RELAXED))
		return true;
	if (getrandom(&byte, 1, GRND_NONBLOCK) != 1)
		return false;
	memzero_explicit(&byte, 1);
	__atomic_store_n(&seeded, true, __ATOMIC_RELAXED);
	return true;
}
