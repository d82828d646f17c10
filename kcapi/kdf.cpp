// SPDX-License-Identifier: GPL-2.0-only
// The key derivation functions: SP 800-108 (counter, feedback, double pipeline), RFC 5869 HKDF,
// PBKDF2 (SP 800-132 / RFC 8018) and its iteration-count calibration.

#include <cerrno>
#include <cstring>
#include <ctime>
#include <initializer_list>
#include <span>

#include <linux/crypto.h>
#include <linux/err.h>

#include "kcapi_internal.h"

using namespace ukc::kcapi;

namespace {

using kdf_part = std::span<const uint8_t>;

bool kdf_ok(const struct kcapi_handle *h)
{
	return is_type(h, handle_type::md) && h->shash && h->desc;
}

// One PRF call over the concatenation of @parts into @out (the digest size).
int kdf_prf(struct kcapi_handle *h, std::initializer_list<kdf_part> parts, uint8_t *out)
{
	struct shash_desc *desc = h->desc.get();
	h->desc_live = false;
	int err = crypto_shash_init(desc);
	for (const kdf_part &p : parts) {
		if (err)
			break;
		if (!p.empty())
			err = crypto_shash_update(desc, p.data(),
						  static_cast<unsigned int>(p.size()));
	}
	if (!err)
		err = crypto_shash_final(desc, out);
	return err;
}

void kdf_be32(uint8_t *p, uint32_t v)
{
	p[0] = static_cast<uint8_t>(v >> 24);
	p[1] = static_cast<uint8_t>(v >> 16);
	p[2] = static_cast<uint8_t>(v >> 8);
	p[3] = static_cast<uint8_t>(v);
}

// The checks every SP 800-108 mode shares; the digest size, or -errno.
ssize_t kdf_prepare(struct kcapi_handle *h, const uint8_t *src, size_t slen, uint8_t *dst,
		    size_t dlen)
{
	if (!kdf_ok(h) || (!src && slen) || (!dst && dlen) || slen > data_len_max)
		return -EINVAL;
	if (dlen > data_len_max)
		return -EMSGSIZE;
	size_t hlen = crypto_shash_digestsize(h->shash);
	// The 32-bit counter must not wrap (SP 800-108 section 5: n <= 2^r - 1).
	if (!hlen || dlen / hlen >= UINT32_MAX)
		return -EINVAL;
	return static_cast<ssize_t>(hlen);
}

// Copies the next block @k of @hlen bytes to the output, truncating the last.
void kdf_emit(uint8_t *&dst, size_t &dlen, const uint8_t *k, size_t hlen)
{
	size_t n = dlen < hlen ? dlen : hlen;
	memcpy(dst, k, n);
	dst += n;
	dlen -= n;
}

// The counter loop of SP 800-108 section 5: for i from 1, @block(i, [i]_32, k) computes K(i)
// into @k, which holds K(i-1) from the round before (0 or -errno); the first @hlen bytes of each
// go out until @dlen bytes have. @k is wiped at the end.
template <typename Block> int kdf_counter_loop(uint8_t *dst, size_t dlen, size_t hlen, Block block)
{
	uint8_t ctr[4], k[HASH_MAX_DIGESTSIZE];
	int err = 0;

	for (uint32_t i = 1; dlen && !err; i++) {
		kdf_be32(ctr, i);
		err = block(i, kdf_part(ctr, 4), k);
		if (!err)
			kdf_emit(dst, dlen, k, hlen);
	}
	memzero_explicit(k, sizeof(k));
	return err;
}

} // namespace

extern "C" {

// SP 800-108 section 5.1: K(i) = PRF(KI, [i]_32 || fixed input), i from 1.
ssize_t kcapi_kdf_ctr(struct kcapi_handle *handle, const uint8_t *src, size_t slen, uint8_t *dst,
		      size_t dlen)
{
	ssize_t hlen = kdf_prepare(handle, src, slen, dst, dlen);
	if (hlen < 0)
		return hlen;
	return kdf_counter_loop(dst, dlen, hlen, [&](uint32_t, kdf_part ctr, uint8_t *k) {
		return kdf_prf(handle, { ctr, kdf_part(src, slen) }, k);
	});
}

// SP 800-108 section 5.2 with a counter: K(0) = IV, K(i) = PRF(KI, K(i-1) || [i]_32 || fixed);
// @src is IV || fixed input, the IV as long as the digest.
ssize_t kcapi_kdf_fb(struct kcapi_handle *handle, const uint8_t *src, size_t slen, uint8_t *dst,
		     size_t dlen)
{
	ssize_t hlen = kdf_prepare(handle, src, slen, dst, dlen);
	if (hlen < 0)
		return hlen;
	if (!src || slen < static_cast<size_t>(hlen))
		return -EINVAL;
	kdf_part iv(src, hlen), fixed(src + hlen, slen - hlen);
	return kdf_counter_loop(dst, dlen, hlen, [&](uint32_t i, kdf_part ctr, uint8_t *k) {
		return kdf_prf(handle, { i == 1 ? iv : kdf_part(k, hlen), ctr, fixed }, k);
	});
}

// SP 800-108 section 5.3 with a counter: A(0) = fixed, A(i) = PRF(KI, A(i-1)),
// K(i) = PRF(KI, A(i) || [i]_32 || fixed).
ssize_t kcapi_kdf_dpi(struct kcapi_handle *handle, const uint8_t *src, size_t slen, uint8_t *dst,
		      size_t dlen)
{
	ssize_t hlen = kdf_prepare(handle, src, slen, dst, dlen);
	if (hlen < 0)
		return hlen;
	uint8_t a[HASH_MAX_DIGESTSIZE];
	kdf_part fixed(src, slen);
	int err = kdf_counter_loop(dst, dlen, hlen, [&](uint32_t i, kdf_part ctr, uint8_t *k) {
		int ret = kdf_prf(handle, { i == 1 ? fixed : kdf_part(a, hlen) }, a);
		return ret ? ret : kdf_prf(handle, { kdf_part(a, hlen), ctr, fixed }, k);
	});
	memzero_explicit(a, sizeof(a));
	return err;
}

// RFC 5869 section 2.2: PRK = HMAC(salt, IKM), salt defaulting to HashLen zeros; section 2.3:
// T(i) = HMAC(PRK, T(i-1) || info || i), at most 255 blocks.
ssize_t kcapi_hkdf(const char *hashname, const uint8_t *ikm, size_t ikmlen, const uint8_t *salt,
		   uint32_t saltlen, const uint8_t *info, size_t infolen, uint8_t *dst, size_t dlen)
{
	if (!ikm || !ikmlen || (!salt && saltlen) || (!info && infolen) || !dst || !dlen ||
	    ikmlen > data_len_max || infolen > data_len_max)
		return -EINVAL;
	struct kcapi_handle *h;
	int err = kcapi_md_init(&h, hashname, 0);
	if (err)
		return err;
	size_t hlen = kcapi_md_digestsize(h);
	uint8_t prk[HASH_MAX_DIGESTSIZE] = {}, t[HASH_MAX_DIGESTSIZE];
	if (dlen > 255 * hlen)
		err = -EINVAL;
	if (!err)
		err = saltlen ? kcapi_md_setkey(h, salt, saltlen) : kcapi_md_setkey(h, prk, hlen);
	if (!err)
		err = kdf_prf(h, { kdf_part(ikm, ikmlen) }, prk);
	if (!err)
		err = kcapi_md_setkey(h, prk, hlen);
	for (unsigned int i = 1; dlen && !err; i++) {
		uint8_t n = static_cast<uint8_t>(i);
		err = kdf_prf(h,
			      { kdf_part(t, i == 1 ? 0 : hlen), kdf_part(info, infolen),
				kdf_part(&n, 1) },
			      t);
		if (!err)
			kdf_emit(dst, dlen, t, hlen);
	}
	memzero_explicit(prk, sizeof(prk));
	memzero_explicit(t, sizeof(t));
	kcapi_md_destroy(h);
	return err;
}

// RFC 8018 section 5.2: T_i = U_1 ^ ... ^ U_c, U_1 = PRF(P, S || INT(i)), U_j = PRF(P, U_j-1).
ssize_t kcapi_pbkdf(const char *hashname, const uint8_t *pw, uint32_t pwlen, const uint8_t *salt,
		    size_t saltlen, uint32_t count, uint8_t *key, size_t keylen)
{
	if ((!pw && pwlen) || (!salt && saltlen) || !key || !keylen || !count ||
	    saltlen > data_len_max - 4)
		return -EINVAL;
	if (keylen > data_len_max)
		return -EMSGSIZE;
	struct kcapi_handle *h;
	int err = kcapi_md_init(&h, hashname, 0);
	if (err)
		return err;
	size_t hlen = kcapi_md_digestsize(h);
	uint8_t u[HASH_MAX_DIGESTSIZE], t[HASH_MAX_DIGESTSIZE], idx[4];
	if (keylen / hlen >= UINT32_MAX)
		err = -EINVAL;
	if (!err)
		err = kcapi_md_setkey(h, pw, pwlen);
	for (uint32_t i = 1; keylen && !err; i++) {
		kdf_be32(idx, i);
		err = kdf_prf(h, { kdf_part(salt, saltlen), kdf_part(idx, 4) }, u);
		memcpy(t, u, hlen);
		for (uint32_t j = 1; j < count && !err; j++) {
			err = kdf_prf(h, { kdf_part(u, hlen) }, u);
			for (size_t b = 0; b < hlen; b++)
				t[b] ^= u[b];
		}
		if (!err)
			kdf_emit(key, keylen, t, hlen);
	}
	memzero_explicit(u, sizeof(u));
	memzero_explicit(t, sizeof(t));
	kcapi_md_destroy(h);
	return err;
}

uint32_t kcapi_pbkdf_iteration_count(const char *hashname, uint64_t timeshift)
{
	constexpr uint32_t min_count = 1 << 16, probe = 256;
	if (!timeshift)
		timeshift = 26;
	if (timeshift > 40)
		timeshift = 40;
	uint8_t out[16];
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	ssize_t err = kcapi_pbkdf(hashname, reinterpret_cast<const uint8_t *>("probe"), 5,
				  reinterpret_cast<const uint8_t *>("salt"), 4, probe, out,
				  sizeof(out));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (err)
		return min_count;
	uint64_t ns = static_cast<uint64_t>(t1.tv_sec - t0.tv_sec) * 1000000000ULL +
		      static_cast<uint64_t>(t1.tv_nsec) - static_cast<uint64_t>(t0.tv_nsec);
	if (!ns)
		ns = 1;
	uint64_t count = (1ULL << timeshift) * probe / ns;
	if (count < min_count)
		return min_count;
	return count > UINT32_MAX ? UINT32_MAX : static_cast<uint32_t>(count);
}

} // extern "C"
