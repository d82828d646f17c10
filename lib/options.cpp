// SPDX-License-Identifier: GPL-2.0-only
// The self-test switches: initial values from the environment, changeable through the API.
#include <crypto/ukcrypto.h>

#include <cstdlib>
#include <mutex>

#include "ukc_kernel.h"

namespace {

std::mutex options_mutex;

ukc_testmgr_options &options_locked()
{
	static ukc_testmgr_options opts = [] {
		ukc_testmgr_options o = {};
		const char *n = ukc::env_get("UKCRYPTO_FUZZ_ITERATIONS");

		o.notests = ukc::env_flag("UKCRYPTO_NOTESTS");
		// 6.12 runs the extra tests only in kernels built with
		// CONFIG_CRYPTO_MANAGER_EXTRA_TESTS=y; the default build has vector tests alone.
		// UKCRYPTO_NOEXTRATESTS (cryptomgr.noextratests) still wins where both are set.
		o.noextratests = !ukc::env_flag("UKCRYPTO_EXTRATESTS") ||
				 ukc::env_flag("UKCRYPTO_NOEXTRATESTS");
		o.panic_on_fail = ukc::env_flag("UKCRYPTO_PANIC_ON_FAIL");
		o.fuzz_iterations = n && *n ? static_cast<unsigned int>(strtoul(n, nullptr, 0))
					    : 100;
		return o;
	}();
	return opts;
}

} // namespace

extern "C" void ukc_testmgr_get_options(struct ukc_testmgr_options *opts)
{
	std::lock_guard<std::mutex> g(options_mutex);

	*opts = options_locked();
}

extern "C" void ukc_testmgr_set_options(const struct ukc_testmgr_options *opts)
{
	std::lock_guard<std::mutex> g(options_mutex);

	options_locked() = *opts;
}

ukc_testmgr_options ukc::testmgr_options()
{
	ukc_testmgr_options o;

	ukc_testmgr_get_options(&o);
	return o;
}
