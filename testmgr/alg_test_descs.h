/* SPDX-License-Identifier: GPL-2.0-only */
/* The self-test table: which algorithm names testmgr knows, their generic reference driver and
 * whether FIPS mode allows them (Linux 6.12's alg_test_descs, for the algorithms built here). */
#ifndef _UKC_TESTMGR_ALG_TEST_DESCS_H
#define _UKC_TESTMGR_ALG_TEST_DESCS_H

#include <algorithm>
#include <string_view>

#include "testvec.h"

namespace ukc::tm {

struct alg_test_desc {
	const char *alg;
	const char *generic_driver; /* nullptr: the name with "-generic" on each inner name */
	bool fips_allowed;
	enum ukc_vec_kind kind;
	bool einval_allowed; /* AEAD: inauthentic input may also fail with -EINVAL */
	bool aad_iv;	     /* AEAD: the IV is repeated at the end of the associated data */
};

/* Sorted by name (strcmp order): looked up by binary search. Every entry has vectors but the
 * UKC_VEC_NULL ones, which 6.12 passes with alg_test_null (another entry's vectors cover them);
 * the DRBGs are listed by driver name, as 6.12 lists them. */
inline constexpr alg_test_desc alg_test_descs[] = {
	{ "aegis128", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha256),cbc(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "cbc(aes)", nullptr, true, UKC_VEC_CIPHER },
	{ "cbc(camellia)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(cast6)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(serpent)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(twofish)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbcmac(aes)", nullptr, false, UKC_VEC_HASH },
	{ "ccm(aes)", "ccm_base(ctr(aes-generic),cbcmac(aes-generic))", true, UKC_VEC_AEAD, true },
	{ "cmac(aes)", nullptr, true, UKC_VEC_HASH },
	{ "cmac(camellia)", nullptr, false, UKC_VEC_HASH },
	{ "ctr(aes)", nullptr, true, UKC_VEC_CIPHER },
	{ "ctr(camellia)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(cast6)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(serpent)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(twofish)", nullptr, false, UKC_VEC_CIPHER },
	{ "cts(cbc(aes))", nullptr, true, UKC_VEC_CIPHER },
	{ "dh", nullptr, false, UKC_VEC_KPP },
	{ "drbg_nopr_ctr_aes128", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_nopr_ctr_aes192", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_nopr_ctr_aes256", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_nopr_hmac_sha256", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_nopr_hmac_sha384", nullptr, false, UKC_VEC_NULL },
	{ "drbg_nopr_hmac_sha512", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_nopr_sha256", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_nopr_sha384", nullptr, false, UKC_VEC_NULL },
	{ "drbg_nopr_sha512", nullptr, true, UKC_VEC_NULL },
	{ "drbg_pr_ctr_aes128", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_pr_ctr_aes192", nullptr, true, UKC_VEC_NULL },
	{ "drbg_pr_ctr_aes256", nullptr, true, UKC_VEC_NULL },
	{ "drbg_pr_hmac_sha256", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_pr_hmac_sha384", nullptr, false, UKC_VEC_NULL },
	{ "drbg_pr_hmac_sha512", nullptr, true, UKC_VEC_NULL },
	{ "drbg_pr_sha256", nullptr, true, UKC_VEC_DRBG },
	{ "drbg_pr_sha384", nullptr, false, UKC_VEC_NULL },
	{ "drbg_pr_sha512", nullptr, true, UKC_VEC_NULL },
	{ "ecb(aes)", nullptr, true, UKC_VEC_CIPHER },
	{ "ecb(camellia)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(cast6)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(serpent)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(twofish)", nullptr, false, UKC_VEC_CIPHER },
	{ "essiv(authenc(hmac(sha256),cbc(aes)),sha256)", nullptr, true, UKC_VEC_AEAD },
	{ "essiv(cbc(aes),sha256)", nullptr, true, UKC_VEC_CIPHER },
	{ "gcm(aes)", "gcm_base(ctr(aes-generic),ghash-generic)", true, UKC_VEC_AEAD },
	{ "ghash", nullptr, false, UKC_VEC_HASH },
	{ "hmac(sha1)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha224)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha256)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha384)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha512)", nullptr, true, UKC_VEC_HASH },
	{ "lrw(aes)", "lrw(ecb(aes-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(camellia)", "lrw(ecb(camellia-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(cast6)", "lrw(ecb(cast6-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(serpent)", "lrw(ecb(serpent-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(twofish)", "lrw(ecb(twofish-generic))", false, UKC_VEC_CIPHER },
	{ "pkcs1pad(rsa,sha224)", nullptr, true, UKC_VEC_NULL },
	{ "pkcs1pad(rsa,sha256)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "pkcs1pad(rsa,sha3-256)", nullptr, true, UKC_VEC_NULL },
	{ "pkcs1pad(rsa,sha3-384)", nullptr, true, UKC_VEC_NULL },
	{ "pkcs1pad(rsa,sha3-512)", nullptr, true, UKC_VEC_NULL },
	{ "pkcs1pad(rsa,sha384)", nullptr, true, UKC_VEC_NULL },
	{ "pkcs1pad(rsa,sha512)", nullptr, true, UKC_VEC_NULL },
	{ "rfc4106(gcm(aes))", "rfc4106(gcm_base(ctr(aes-generic),ghash-generic))", true,
	  UKC_VEC_AEAD, true, true },
	{ "rfc4309(ccm(aes))", "rfc4309(ccm_base(ctr(aes-generic),cbcmac(aes-generic)))", true,
	  UKC_VEC_AEAD, true, true },
	{ "rfc4543(gcm(aes))", "rfc4543(gcm_base(ctr(aes-generic),ghash-generic))", false,
	  UKC_VEC_AEAD, true, true },
	{ "rsa", nullptr, true, UKC_VEC_AKCIPHER },
	{ "sha1", nullptr, true, UKC_VEC_HASH },
	{ "sha224", nullptr, true, UKC_VEC_HASH },
	{ "sha256", nullptr, true, UKC_VEC_HASH },
	{ "sha384", nullptr, true, UKC_VEC_HASH },
	{ "sha512", nullptr, true, UKC_VEC_HASH },
	{ "xcbc(aes)", nullptr, false, UKC_VEC_HASH },
	{ "xctr(aes)", nullptr, false, UKC_VEC_CIPHER },
	{ "xts(aes)", "xts(ecb(aes-generic))", true, UKC_VEC_CIPHER },
	{ "xts(camellia)", "xts(ecb(camellia-generic))", false, UKC_VEC_CIPHER },
	{ "xts(cast6)", "xts(ecb(cast6-generic))", false, UKC_VEC_CIPHER },
	{ "xts(serpent)", "xts(ecb(serpent-generic))", false, UKC_VEC_CIPHER },
	{ "xts(twofish)", "xts(ecb(twofish-generic))", false, UKC_VEC_CIPHER },
};

static_assert(std::is_sorted(std::begin(alg_test_descs), std::end(alg_test_descs),
			     [](const alg_test_desc &a, const alg_test_desc &b) {
				     return std::string_view(a.alg) < std::string_view(b.alg);
			     }),
	      "alg_test_descs must be sorted by name");

inline const alg_test_desc *alg_find_test(const char *alg)
{
	auto it = std::lower_bound(std::begin(alg_test_descs), std::end(alg_test_descs), alg,
				   [](const alg_test_desc &d, const char *name) {
					   return std::string_view(d.alg) < std::string_view(name);
				   });
	return it != std::end(alg_test_descs) && std::string_view(it->alg) == alg ? it : nullptr;
}

/* The generic driver the extra tests compare against, for the descriptor being run. */
const char *current_generic_driver();
/* The descriptor being run on this thread, or nullptr outside alg_test(). */
const alg_test_desc *current_test_desc();

} // namespace ukc::tm

#endif /* _UKC_TESTMGR_ALG_TEST_DESCS_H */
