// SPDX-License-Identifier: GPL-2.0-only
// Linux 7.3's crypto.af_alg_restrict, as UKCRYPTO_AF_ALG_RESTRICT: which handles AF_ALG refuses.

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "kcapi_internal.h"

namespace ukc::kcapi {

namespace {

// The allowlists of the patch "crypto: af_alg - Add af_alg_restrict sysctl, defaulting to 1"
// (linux-crypto, June 2026; docs/kcapi.md): what any process may bind at level 1 ...
const char *const restrict_unprivileged[] = {
	"adiantum(xchacha12,aes)", "adiantum(xchacha20,aes)", "hctr2(aes)", "xts(aes)", "sha1",
};

// ... and what a privileged process may bind besides. No rng is on either list.
const char *const restrict_privileged[] = {
	"cbc(aes)",	 "ctr(aes)",	 "ecb(aes)",	 "cbc(des)",	 "ecb(des)",
	"cbc(des3_ede)", "ccm(aes)",	 "cmac(aes)",	 "hmac(md5)",	 "hmac(sha1)",
	"hmac(sha224)",	 "hmac(sha256)", "hmac(sha384)", "hmac(sha512)", "md4",
	"md5",		 "sha224",	 "sha256",	 "sha384",	 "sha512",
};

template <size_t N> bool restrict_listed(const char *const (&list)[N], const char *name)
{
	for (const char *entry : list)
		if (!strcmp(entry, name))
			return true;
	return false;
}

// The level from the environment: 0, 1, 2, or -1 for a value that is none of them.
int restrict_level(void)
{
	const char *v = getenv("UKCRYPTO_AF_ALG_RESTRICT");
	if (!v || !*v)
		return 0;
	if (v[1] || v[0] < '0' || v[0] > '2') {
		fprintf(stderr,
			"libkcapi: UKCRYPTO_AF_ALG_RESTRICT=%s refused: it takes 0 (unrestricted), "
			"1 (the allowlists) or 2 (AF_ALG disabled)\n",
			v);
		return -1;
	}
	return v[0] - '0';
}

bool restrict_privileged_caller(void)
{
	const char *v = getenv("UKCRYPTO_AF_ALG_PRIVILEGED");
	return v && !strcmp(v, "1");
}

} // namespace

int af_alg_restrict_check(const char *name)
{
	switch (restrict_level()) {
	case 0:
		return 0;
	case 1:
		// bind() of a name off the list: ENOENT, as for an algorithm that does not exist.
		if (restrict_listed(restrict_unprivileged, name))
			return 0;
		if (restrict_privileged_caller() && restrict_listed(restrict_privileged, name))
			return 0;
		log(KCAPI_LOG_ERR, "%s is off the AF_ALG allowlist (UKCRYPTO_AF_ALG_RESTRICT=1)",
		    name);
		return -ENOENT;
	case 2:
		// socket(AF_ALG, ...) itself fails.
		return -EAFNOSUPPORT;
	default:
		return -EINVAL;
	}
}

} // namespace ukc::kcapi
