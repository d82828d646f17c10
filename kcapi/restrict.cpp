// SPDX-License-Identifier: GPL-2.0-only
// Linux 7.3's crypto.af_alg_restrict, as UKCRYPTO_AF_ALG_RESTRICT: which handles AF_ALG refuses.

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>

#include "kcapi_internal.h"

namespace ukc::kcapi {

namespace {

// One entry of a socket type's allowlist at level 1: a name bound exactly, and whether only a
// privileged process may bind it.
struct allowed {
	const char *name;
	bool privileged;
};

// The lists of the patch "crypto: af_alg - Add af_alg_restrict sysctl, defaulting to 1"
// (Message-ID 20260622234803.6982-1-ebiggers@kernel.org; docs/kcapi.md), one per socket type:
// a name is allowed only through the type whose list carries it.
constexpr allowed skcipher_allowed[] = {
	{ "adiantum(xchacha12,aes)", false },
	{ "adiantum(xchacha20,aes)", false },
	{ "cbc(aes)", true },
	{ "cbc(des)", true },
	{ "cbc(des3_ede)", true },
	{ "ctr(aes)", true },
	{ "ecb(aes)", true },
	{ "ecb(des)", true },
	{ "hctr2(aes)", false },
	{ "xts(aes)", false },
};

constexpr allowed aead_allowed[] = {
	{ "ccm(aes)", true },
};

constexpr allowed hash_allowed[] = {
	{ "cmac(aes)", true },	  { "hmac(md5)", true },    { "hmac(sha1)", true },
	{ "hmac(sha224)", true }, { "hmac(sha256)", true }, { "hmac(sha384)", true },
	{ "hmac(sha512)", true }, { "md4", true },	    { "md5", true },
	{ "sha1", false },	  { "sha224", true },	    { "sha256", true },
	{ "sha384", true },	  { "sha512", true },
};

// The rng socket's list is empty; akcipher and kpp have no socket type at all.
std::span<const allowed> allowlist(handle_type type)
{
	switch (type) {
	case handle_type::cipher:
		return skcipher_allowed;
	case handle_type::aead:
		return aead_allowed;
	case handle_type::md:
		return hash_allowed;
	default:
		return {};
	}
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

// 7.3 asks capable(CAP_SYS_ADMIN), or CAP_NET_ADMIN in the initial user namespace; the switch
// stands for either, so that a test run as root can still be an unprivileged caller.
bool restrict_privileged_caller(void)
{
	const char *v = getenv("UKCRYPTO_AF_ALG_PRIVILEGED");
	return v && !strcmp(v, "1");
}

} // namespace

int af_alg_restrict_check(handle_type type, const char *name)
{
	switch (restrict_level()) {
	case 0:
		return 0;
	case 1:
		// bind() of a name off the list: ENOENT, as for an algorithm that does not exist.
		for (const allowed &entry : allowlist(type))
			if (!strcmp(entry.name, name) &&
			    (!entry.privileged || restrict_privileged_caller()))
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
