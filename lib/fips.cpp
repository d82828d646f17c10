// SPDX-License-Identifier: GPL-2.0-only
// The FIPS mode switch: fips_enabled, read from UKCRYPTO_FIPS when the core initialises.
#include <linux/fips.h>
#include <linux/init.h>

#include "ukc_kernel.h"

extern "C" {
bool fips_enabled;
}

namespace {

// A core initcall runs before every algorithm and template registers, as the kernel reads
// fips= on its command line before any driver loads.
int fips_init(void)
{
	if (ukc::env_flag("UKCRYPTO_FIPS"))
		fips_enabled = true;
	return 0;
}

} // namespace

core_initcall(fips_init);
