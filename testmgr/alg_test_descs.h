/* SPDX-License-Identifier: GPL-2.0-only */
/* The self-test table: which algorithm names testmgr knows, their generic reference driver and
 * whether FIPS mode allows them (Linux 6.12's alg_test_descs, for the algorithms built here). */
#ifndef _UKC_TESTMGR_ALG_TEST_DESCS_H
#define _UKC_TESTMGR_ALG_TEST_DESCS_H

#include <algorithm>
#include <string>
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
 * UKC_VEC_NULL ones, which 6.12 passes with alg_test_null (another entry's vectors cover them),
 * and jitterentropy_rng's (UKC_VEC_HEALTH: a noise source, tested by its health tests);
 * the DRBGs are listed by driver name, as 6.12 lists them. The authencesn entries are not 6.12's
 * (it has no vectors for them and lets them pass untested): their vectors are computed
 * independently (vectors/authencesn.vec), their FIPS flag is what 6.12's untested path gives,
 * the inner cipher's. The pkcs1pad entries for hashes other than sha256 likewise carry
 * independent vectors (vectors/pkcs1pad-rsa-more.vec), as do the authenc entries over
 * ctr(aes) and rfc3686(ctr(aes)) (vectors/authenc-ctr.vec), and compress_null its identity
 * vectors (vectors/compress-null.vec), where 6.12 runs alg_test_null. */
inline constexpr alg_test_desc alg_test_descs[] = {
	{ "adiantum(xchacha12,aes)", "adiantum(xchacha12-generic,aes-generic,nhpoly1305-generic)",
	  false, UKC_VEC_CIPHER },
	{ "adiantum(xchacha20,aes)", "adiantum(xchacha20-generic,aes-generic,nhpoly1305-generic)",
	  false, UKC_VEC_CIPHER },
	{ "aegis128", nullptr, false, UKC_VEC_AEAD },
	{ "ansi_cprng", nullptr, false, UKC_VEC_CPRNG },
	{ "authenc(hmac(md5),ecb(cipher_null))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha1),cbc(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha1),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha1),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha1),ctr(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha1),ecb(cipher_null))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha1),rfc3686(ctr(aes)))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha224),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha224),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha256),cbc(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha256),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha256),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha256),ctr(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha256),rfc3686(ctr(aes)))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha384),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha384),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha384),ctr(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha384),rfc3686(ctr(aes)))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha512),cbc(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha512),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha512),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authenc(hmac(sha512),ctr(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authenc(hmac(sha512),rfc3686(ctr(aes)))", nullptr, true, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha1),cbc(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha1),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha1),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha224),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha224),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha256),cbc(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha256),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha256),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha384),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha384),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha512),cbc(aes))", nullptr, true, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha512),cbc(des))", nullptr, false, UKC_VEC_AEAD },
	{ "authencesn(hmac(sha512),cbc(des3_ede))", nullptr, false, UKC_VEC_AEAD },
	{ "blake2b-160", nullptr, false, UKC_VEC_HASH },
	{ "blake2b-256", nullptr, false, UKC_VEC_HASH },
	{ "blake2b-384", nullptr, false, UKC_VEC_HASH },
	{ "blake2b-512", nullptr, false, UKC_VEC_HASH },
	{ "cbc(aes)", nullptr, true, UKC_VEC_CIPHER },
	{ "cbc(anubis)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(aria)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(blowfish)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(camellia)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(cast5)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(cast6)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(des)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(des3_ede)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(serpent)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(sm4)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbc(twofish)", nullptr, false, UKC_VEC_CIPHER },
	{ "cbcmac(aes)", nullptr, false, UKC_VEC_HASH },
	{ "cbcmac(sm4)", nullptr, false, UKC_VEC_HASH },
	{ "ccm(aes)", "ccm_base(ctr(aes-generic),cbcmac(aes-generic))", true, UKC_VEC_AEAD, true },
	{ "ccm(sm4)", "ccm_base(ctr(sm4-generic),cbcmac(sm4-generic))", false, UKC_VEC_AEAD, true },
	{ "chacha20", nullptr, false, UKC_VEC_CIPHER },
	{ "cmac(aes)", nullptr, true, UKC_VEC_HASH },
	{ "cmac(camellia)", nullptr, false, UKC_VEC_HASH },
	{ "cmac(des3_ede)", nullptr, false, UKC_VEC_HASH },
	{ "cmac(sm4)", nullptr, false, UKC_VEC_HASH },
	{ "compress_null", nullptr, false, UKC_VEC_COMP },
	{ "crc32", nullptr, true, UKC_VEC_HASH },
	{ "crc32c", nullptr, true, UKC_VEC_HASH },
	{ "crc64-rocksoft", nullptr, true, UKC_VEC_HASH },
	{ "crct10dif", nullptr, true, UKC_VEC_HASH },
	{ "ctr(aes)", nullptr, true, UKC_VEC_CIPHER },
	{ "ctr(aria)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(blowfish)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(camellia)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(cast5)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(cast6)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(des)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(des3_ede)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(serpent)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(sm4)", nullptr, false, UKC_VEC_CIPHER },
	{ "ctr(twofish)", nullptr, false, UKC_VEC_CIPHER },
	{ "cts(cbc(aes))", nullptr, true, UKC_VEC_CIPHER },
	{ "cts(cbc(sm4))", nullptr, false, UKC_VEC_CIPHER },
	{ "curve25519", nullptr, false, UKC_VEC_KPP },
	{ "deflate", nullptr, true, UKC_VEC_COMP },
	{ "dh", nullptr, false, UKC_VEC_KPP },
	{ "digest_null", nullptr, false, UKC_VEC_NULL },
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
	{ "ecb(anubis)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(arc4)", "arc4-generic", false, UKC_VEC_CIPHER },
	{ "ecb(aria)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(blowfish)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(camellia)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(cast5)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(cast6)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(cipher_null)", nullptr, true, UKC_VEC_NULL },
	{ "ecb(des)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(des3_ede)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(fcrypt)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(khazad)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(seed)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(serpent)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(sm4)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(tea)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(twofish)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(xeta)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecb(xtea)", nullptr, false, UKC_VEC_CIPHER },
	{ "ecdh-nist-p192", nullptr, false, UKC_VEC_KPP },
	{ "ecdh-nist-p256", nullptr, true, UKC_VEC_KPP },
	{ "ecdh-nist-p384", nullptr, true, UKC_VEC_KPP },
	{ "ecdsa-nist-p192", nullptr, false, UKC_VEC_AKCIPHER },
	{ "ecdsa-nist-p256", nullptr, true, UKC_VEC_AKCIPHER },
	{ "ecdsa-nist-p384", nullptr, true, UKC_VEC_AKCIPHER },
	{ "ecdsa-nist-p521", nullptr, true, UKC_VEC_AKCIPHER },
	{ "ecrdsa", nullptr, false, UKC_VEC_AKCIPHER },
	{ "essiv(authenc(hmac(sha256),cbc(aes)),sha256)", nullptr, true, UKC_VEC_AEAD },
	{ "essiv(cbc(aes),sha256)", nullptr, true, UKC_VEC_CIPHER },
	{ "ffdhe2048(dh)", nullptr, true, UKC_VEC_KPP },
	{ "ffdhe3072(dh)", nullptr, true, UKC_VEC_KPP },
	{ "ffdhe4096(dh)", nullptr, true, UKC_VEC_KPP },
	{ "ffdhe6144(dh)", nullptr, true, UKC_VEC_KPP },
	{ "ffdhe8192(dh)", nullptr, true, UKC_VEC_KPP },
	{ "gcm(aes)", "gcm_base(ctr(aes-generic),ghash-generic)", true, UKC_VEC_AEAD },
	{ "gcm(aria)", "gcm_base(ctr(aria-generic),ghash-generic)", false, UKC_VEC_AEAD },
	{ "gcm(sm4)", "gcm_base(ctr(sm4-generic),ghash-generic)", false, UKC_VEC_AEAD },
	{ "ghash", nullptr, false, UKC_VEC_HASH },
	{ "hctr2(aes)", "hctr2_base(xctr(aes-generic),polyval-generic)", false, UKC_VEC_CIPHER },
	{ "hmac(md5)", nullptr, false, UKC_VEC_HASH },
	{ "hmac(rmd160)", nullptr, false, UKC_VEC_HASH },
	{ "hmac(sha1)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha224)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha256)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha3-224)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha3-256)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha3-384)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha3-512)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha384)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sha512)", nullptr, true, UKC_VEC_HASH },
	{ "hmac(sm3)", nullptr, false, UKC_VEC_HASH },
	{ "hmac(streebog256)", nullptr, false, UKC_VEC_HASH },
	{ "hmac(streebog512)", nullptr, false, UKC_VEC_HASH },
	{ "jitterentropy_rng", nullptr, true, UKC_VEC_HEALTH },
	{ "kw(aes)", nullptr, true, UKC_VEC_CIPHER },
	{ "lrw(aes)", "lrw(ecb(aes-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(camellia)", "lrw(ecb(camellia-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(cast6)", "lrw(ecb(cast6-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(serpent)", "lrw(ecb(serpent-generic))", false, UKC_VEC_CIPHER },
	{ "lrw(twofish)", "lrw(ecb(twofish-generic))", false, UKC_VEC_CIPHER },
	{ "lz4", nullptr, true, UKC_VEC_COMP },
	{ "lz4hc", nullptr, true, UKC_VEC_COMP },
	{ "lzo", nullptr, true, UKC_VEC_COMP },
	{ "lzo-rle", nullptr, true, UKC_VEC_COMP },
	{ "md4", nullptr, false, UKC_VEC_HASH },
	{ "md5", nullptr, false, UKC_VEC_HASH },
	{ "michael_mic", nullptr, false, UKC_VEC_HASH },
	{ "nhpoly1305", nullptr, false, UKC_VEC_HASH },
	{ "pcbc(fcrypt)", nullptr, false, UKC_VEC_CIPHER },
	{ "pkcs1pad(rsa,sha224)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "pkcs1pad(rsa,sha256)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "pkcs1pad(rsa,sha3-256)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "pkcs1pad(rsa,sha3-384)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "pkcs1pad(rsa,sha3-512)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "pkcs1pad(rsa,sha384)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "pkcs1pad(rsa,sha512)", nullptr, true, UKC_VEC_AKCIPHER },
	{ "poly1305", nullptr, false, UKC_VEC_HASH },
	{ "polyval", nullptr, false, UKC_VEC_HASH },
	{ "rfc3686(ctr(aes))", nullptr, true, UKC_VEC_CIPHER },
	{ "rfc3686(ctr(sm4))", nullptr, false, UKC_VEC_CIPHER },
	{ "rfc4106(gcm(aes))", "rfc4106(gcm_base(ctr(aes-generic),ghash-generic))", true,
	  UKC_VEC_AEAD, true, true },
	{ "rfc4309(ccm(aes))", "rfc4309(ccm_base(ctr(aes-generic),cbcmac(aes-generic)))", true,
	  UKC_VEC_AEAD, true, true },
	{ "rfc4543(gcm(aes))", "rfc4543(gcm_base(ctr(aes-generic),ghash-generic))", false,
	  UKC_VEC_AEAD, true, true },
	{ "rfc7539(chacha20,poly1305)", nullptr, false, UKC_VEC_AEAD },
	{ "rfc7539esp(chacha20,poly1305)", nullptr, false, UKC_VEC_AEAD, true, true },
	{ "rmd160", nullptr, false, UKC_VEC_HASH },
	{ "rsa", nullptr, true, UKC_VEC_AKCIPHER },
	{ "sha1", nullptr, true, UKC_VEC_HASH },
	{ "sha224", nullptr, true, UKC_VEC_HASH },
	{ "sha256", nullptr, true, UKC_VEC_HASH },
	{ "sha3-224", nullptr, true, UKC_VEC_HASH },
	{ "sha3-256", nullptr, true, UKC_VEC_HASH },
	{ "sha3-384", nullptr, true, UKC_VEC_HASH },
	{ "sha3-512", nullptr, true, UKC_VEC_HASH },
	{ "sha384", nullptr, true, UKC_VEC_HASH },
	{ "sha512", nullptr, true, UKC_VEC_HASH },
	{ "sm3", nullptr, false, UKC_VEC_HASH },
	{ "streebog256", nullptr, false, UKC_VEC_HASH },
	{ "streebog512", nullptr, false, UKC_VEC_HASH },
	{ "vmac64(aes)", nullptr, false, UKC_VEC_HASH },
	{ "wp256", nullptr, false, UKC_VEC_HASH },
	{ "wp384", nullptr, false, UKC_VEC_HASH },
	{ "wp512", nullptr, false, UKC_VEC_HASH },
	{ "xcbc(aes)", nullptr, false, UKC_VEC_HASH },
	{ "xcbc(sm4)", nullptr, false, UKC_VEC_HASH },
	{ "xchacha12", nullptr, false, UKC_VEC_CIPHER },
	{ "xchacha20", nullptr, false, UKC_VEC_CIPHER },
	{ "xctr(aes)", nullptr, false, UKC_VEC_CIPHER },
	{ "xts(aes)", "xts(ecb(aes-generic))", true, UKC_VEC_CIPHER },
	{ "xts(camellia)", "xts(ecb(camellia-generic))", false, UKC_VEC_CIPHER },
	{ "xts(cast6)", "xts(ecb(cast6-generic))", false, UKC_VEC_CIPHER },
	{ "xts(serpent)", "xts(ecb(serpent-generic))", false, UKC_VEC_CIPHER },
	{ "xts(sm4)", "xts(ecb(sm4-generic))", false, UKC_VEC_CIPHER },
	{ "xts(twofish)", "xts(ecb(twofish-generic))", false, UKC_VEC_CIPHER },
	{ "xxhash64", nullptr, true, UKC_VEC_HASH },
	{ "zstd", nullptr, true, UKC_VEC_COMP },
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

/**
 * alg_has_test() - whether testmgr tests an algorithm with vectors, as alg_test() looks it up
 * @alg: its cra_name
 * @driver: its cra_driver_name
 * @type: its /proc/crypto type ("cipher", "lskcipher", "skcipher", ...)
 *
 * As 6.12's alg_test(): a single-block cipher by the "ecb(@alg)" entry alone; anything else
 * by an entry of its name or driver name, and an lskcipher without one by "ecb(@alg)". Without
 * an entry testmgr logs "alg: No test for" and lets the algorithm pass untested; an entry of
 * 6.12's alg_test_null (UKC_VEC_NULL) lets it pass silently, untested too.
 */
inline bool alg_has_test(const char *alg, const char *driver, std::string_view type)
{
	std::string ecb = std::string("ecb(") + alg + ")";
	auto with_vectors = [](const char *name) {
		const alg_test_desc *d = alg_find_test(name);
		return d && d->kind != UKC_VEC_NULL;
	};

	if (type == "cipher")
		return with_vectors(ecb.c_str());
	if (alg_find_test(alg) || alg_find_test(driver))
		return with_vectors(alg) || with_vectors(driver);
	return type == "lskcipher" && with_vectors(ecb.c_str());
}

/* The generic driver the extra tests compare against, for the descriptor being run. */
const char *current_generic_driver();
/* The descriptor being run on this thread, or nullptr outside alg_test(). */
const alg_test_desc *current_test_desc();

} // namespace ukc::tm

#endif /* _UKC_TESTMGR_ALG_TEST_DESCS_H */
