/* SPDX-License-Identifier: GPL-2.0-only */
/* The DigestInfo heads of RSASSA-PKCS1-v1_5 (RFC 8017 9.2) for every hash 6.12's pkcs1pad knows. */
#ifndef _UKC_CRYPTO_RSA_DIGEST_INFO_H
#define _UKC_CRYPTO_RSA_DIGEST_INFO_H

#include <linux/types.h>

#include <array>
#include <cstddef>

namespace ukc::rsa {

// RFC 8017 9.2 step 2: the DER of DigestInfo { AlgorithmIdentifier { OID, NULL }, OCTET
// STRING } up to the digest, built from the hash's OID (Appendix B.1; the SHA-3 arcs of NIST's
// registry) and its digest length. Every name 6.12's template knows.
struct rsa_digest_info {
	const char *name;
	std::array<u8, 19> data;
	size_t size;
};

template <size_t N>
constexpr rsa_digest_info rsa_make_digest_info(const char *name, const u8 (&oid)[N], u8 dlen)
{
	rsa_digest_info d = { name, {}, 0 };
	const u8 alg_len = static_cast<u8>(2 + N + 2);
	const u8 head[] = { 0x30, static_cast<u8>(2 + alg_len + 2 + dlen),
			    0x30, alg_len,
			    0x06, static_cast<u8>(N) };
	for (u8 b : head)
		d.data[d.size++] = b;
	for (u8 b : oid)
		d.data[d.size++] = b;
	const u8 tail[] = { 0x05, 0x00, 0x04, dlen };
	for (u8 b : tail)
		d.data[d.size++] = b;
	return d;
}

inline constexpr u8 rsa_oid_md5[] = { 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x05 };
inline constexpr u8 rsa_oid_sha1[] = { 0x2b, 0x0e, 0x03, 0x02, 0x1a };
inline constexpr u8 rsa_oid_rmd160[] = { 0x2b, 0x24, 0x03, 0x02, 0x01 };
// 2.16.840.1.101.3.4.2.n: SHA-256 (1), -384 (2), -512 (3), -224 (4), SHA3-256 (8) ... (10).
template <u8 Arc>
inline constexpr u8 rsa_oid_nist[] = { 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, Arc };

inline constexpr rsa_digest_info rsa_digest_infos[] = {
	rsa_make_digest_info("md5", rsa_oid_md5, 16),
	rsa_make_digest_info("sha1", rsa_oid_sha1, 20),
	rsa_make_digest_info("rmd160", rsa_oid_rmd160, 20),
	rsa_make_digest_info("sha256", rsa_oid_nist<1>, 32),
	rsa_make_digest_info("sha384", rsa_oid_nist<2>, 48),
	rsa_make_digest_info("sha512", rsa_oid_nist<3>, 64),
	rsa_make_digest_info("sha224", rsa_oid_nist<4>, 28),
	rsa_make_digest_info("sha3-256", rsa_oid_nist<8>, 32),
	rsa_make_digest_info("sha3-384", rsa_oid_nist<9>, 48),
	rsa_make_digest_info("sha3-512", rsa_oid_nist<10>, 64),
};

} // namespace ukc::rsa

#endif /* _UKC_CRYPTO_RSA_DIGEST_INFO_H */
