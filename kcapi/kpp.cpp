// SPDX-License-Identifier: GPL-2.0-only
// kcapi_kpp_*: key agreement (dh, ffdhe*(dh), ecdh-nist-p*, curve25519) on crypto_kpp.

#include <cerrno>
#include <cstring>
#include <new>

#include <crypto/dh.h>
#include <crypto/ecdh.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include "kcapi_internal.h"

using namespace ukc::kcapi;

namespace {

enum class kpp_family {
	dh,
	ffdhe,
	ecdh,
	raw
};

// How each algorithm takes its secret, and the curve an ECDH one is bound to. 6.12 has one
// ecdh algorithm per curve, so kcapi_kpp_ecdh_setcurve() can only confirm the name's curve.
// The IDs are libkcapi's ECC_CURVE_* (P-384 is 0x0003 in the kernel's crypto/ecdh.h).
struct kpp_kind {
	const char *name;
	kpp_family family;
	unsigned long curve;
};

constexpr kpp_kind kpp_kinds[] = {
	{ "curve25519", kpp_family::raw, 0 },
	{ "dh", kpp_family::dh, 0 },
	{ "ecdh-nist-p192", kpp_family::ecdh, ECC_CURVE_NIST_P192 },
	{ "ecdh-nist-p256", kpp_family::ecdh, ECC_CURVE_NIST_P256 },
	{ "ecdh-nist-p384", kpp_family::ecdh, 0x0003 },
};

bool kpp_ok(const struct kcapi_handle *h)
{
	return is_type(h, handle_type::kpp) && h->kpp;
}

kpp_kind kpp_kind_of(const struct kcapi_handle *h)
{
	const char *name = crypto_tfm_alg_name(crypto_kpp_tfm(h->kpp));
	for (const kpp_kind &k : kpp_kinds)
		if (!strcmp(k.name, name))
			return k;
	// ffdhe2048(dh) ... ffdhe8192(dh): RFC 7919's groups, built in; they make their own key.
	if (!strncmp(name, "ffdhe", 5))
		return { name, kpp_family::ffdhe, 0 };
	return { name, kpp_family::raw, 0 };
}

// One DER element (X.690 8.1, definite length) at @p of @len bytes: its tag, where its
// contents start and how long they are; false when it does not fit.
bool kpp_der_next(const uint8_t *&p, size_t &len, uint8_t *tag, const uint8_t **val, size_t *vlen)
{
	if (len < 2)
		return false;
	*tag = p[0];
	size_t n = p[1], head = 2;
	if (n & 0x80) {
		size_t bytes = n & 0x7f;
		if (!bytes || bytes > 4 || len < 2 + bytes)
			return false;
		n = 0;
		for (size_t i = 0; i < bytes; i++)
			n = (n << 8) | p[2 + i];
		head += bytes;
	}
	if (n > len - head)
		return false;
	*val = p + head;
	*vlen = n;
	p += head + n;
	len -= head + n;
	return true;
}

// A non-negative INTEGER's magnitude, without the sign octet DER puts before a set top bit.
bool kpp_der_uint(const uint8_t *&p, size_t &len, std::vector<uint8_t> *out)
{
	uint8_t tag;
	const uint8_t *val;
	size_t vlen;
	if (!kpp_der_next(p, len, &tag, &val, &vlen) || tag != 0x02 || !vlen || (val[0] & 0x80))
		return false;
	while (vlen > 1 && !val[0]) {
		val++;
		vlen--;
	}
	out->assign(val, val + vlen);
	return true;
}

// PKCS #3 section 9: DHParameter ::= SEQUENCE { prime INTEGER, base INTEGER,
// privateValueLength INTEGER OPTIONAL }; the optional length is not used by the kernel's dh.
int kpp_parse_pkcs3(struct kcapi_handle *h, const uint8_t *der, size_t len)
{
	uint8_t tag;
	const uint8_t *seq;
	size_t seqlen;
	if (!kpp_der_next(der, len, &tag, &seq, &seqlen) || tag != 0x30)
		return -EINVAL;
	if (!kpp_der_uint(seq, seqlen, &h->dh_p) || !kpp_der_uint(seq, seqlen, &h->dh_g))
		return -EINVAL;
	std::vector<uint8_t> privlen;
	if (seqlen && (!kpp_der_uint(seq, seqlen, &privlen) || seqlen))
		return -EINVAL;
	return 0;
}

// The packed secret of kcapi_kpp_setkey() for each family; 0 or -errno.
int kpp_set_secret(struct kcapi_handle *h, const kpp_kind &kind, const uint8_t *key,
		   uint32_t keylen)
{
	secure_buf packed;
	int err;
	if (kind.family == kpp_family::dh || kind.family == kpp_family::ffdhe) {
		struct dh params = { key,
				     h->dh_p.data(),
				     h->dh_g.data(),
				     keylen,
				     static_cast<unsigned int>(h->dh_p.size()),
				     static_cast<unsigned int>(h->dh_g.size()) };
		err = packed.append_zeros(crypto_dh_key_len(&params));
		if (!err)
			err = crypto_dh_encode_key(reinterpret_cast<char *>(packed.data()),
						   static_cast<unsigned int>(packed.size()),
						   &params);
	} else if (kind.family == kpp_family::ecdh) {
		// struct ecdh has a non-const key pointer, as the kernel's; encoding only reads it.
		struct ecdh params = { const_cast<char *>(reinterpret_cast<const char *>(key)),
				       static_cast<unsigned short>(keylen) };
		if (keylen > 0xffff)
			return -EINVAL;
		err = packed.append_zeros(crypto_ecdh_key_len(&params));
		if (!err)
			err = crypto_ecdh_encode_key(reinterpret_cast<char *>(packed.data()),
						     static_cast<unsigned int>(packed.size()),
						     &params);
	} else {
		return crypto_kpp_set_secret(h->kpp, key, keylen);
	}
	if (err)
		return err;
	return crypto_kpp_set_secret(h->kpp, packed.data(),
				     static_cast<unsigned int>(packed.size()));
}

// The output of one operation: max_size(), but for an ECDH shared secret, which is the x
// coordinate alone (SEC 1 3.3.1) where max_size() counts a whole public point.
unsigned int kpp_out_size(const struct kcapi_handle *h, bool shared)
{
	unsigned int maxsize = crypto_kpp_maxsize(h->kpp);
	return shared && kpp_kind_of(h).family == kpp_family::ecdh ? maxsize / 2 : maxsize;
}

// One request: a public key (no input) or a shared secret from the peer's public key.
ssize_t kpp_run(struct kcapi_handle *h, const uint8_t *in, size_t inlen, uint8_t *out,
		size_t outlen)
{
	if (!kpp_ok(h) || (!in && inlen) || !out)
		return -EINVAL;
	if (inlen > data_len_max || outlen > data_len_max)
		return -EMSGSIZE;
	unsigned int size = kpp_out_size(h, in);
	if (!size || outlen < size)
		return -EINVAL;
	struct kpp_request *req = kpp_request_alloc(h->kpp, GFP_KERNEL);
	if (!req)
		return -ENOMEM;
	DECLARE_CRYPTO_WAIT(wait);
	struct scatterlist sg_in, sg_out;
	if (in)
		sg_init_one(&sg_in, in, static_cast<unsigned int>(inlen));
	sg_init_one(&sg_out, out, size);
	kpp_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	kpp_request_set_input(req, in ? &sg_in : nullptr, static_cast<unsigned int>(inlen));
	kpp_request_set_output(req, &sg_out, size);
	int err = crypto_wait_req(in ? crypto_kpp_compute_shared_secret(req)
				     : crypto_kpp_generate_public_key(req),
				  &wait);
	kpp_request_free(req);
	return err ? err : static_cast<ssize_t>(size);
}

ssize_t kpp_aio(struct kcapi_handle *h, struct iovec *iniov, struct iovec *outiov, size_t iovlen)
{
	if (!kpp_ok(h) || !outiov || !iovlen)
		return -EINVAL;
	if (iovlen > iov_count_max)
		return -EMSGSIZE;
	ssize_t total = 0;
	// Each output (and peer key) is its own operation, as libkcapi sends one per iovec.
	for (size_t i = 0; i < iovlen; i++) {
		const uint8_t *in = iniov ? static_cast<const uint8_t *>(iniov[i].iov_base)
					  : nullptr;
		if (iniov && !in)
			return -EINVAL;
		ssize_t ret = kpp_run(h, in, iniov ? iniov[i].iov_len : 0,
				      static_cast<uint8_t *>(outiov[i].iov_base),
				      outiov[i].iov_len);
		if (ret < 0)
			return ret;
		total += ret;
	}
	return total;
}

} // namespace

extern "C" {

int kcapi_kpp_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags)
{
	return handle_alloc(handle, handle_type::kpp, ciphername, flags);
}

void kcapi_kpp_destroy(struct kcapi_handle *handle)
{
	handle_free(handle);
}

int kcapi_kpp_dh_setparam_pkcs3(struct kcapi_handle *handle, const uint8_t *pkcs3,
				uint32_t pkcs3len)
{
	if (!kpp_ok(handle) || !pkcs3 || !pkcs3len || kpp_kind_of(handle).family != kpp_family::dh)
		return -EINVAL;
	int err = key_len_check(pkcs3len);
	if (err)
		return err;
	try {
		err = kpp_parse_pkcs3(handle, pkcs3, pkcs3len);
	} catch (const std::bad_alloc &) {
		err = -ENOMEM;
	}
	if (err) {
		handle->dh_p.clear();
		handle->dh_g.clear();
		return err;
	}
	// The size of every output: a public key or shared secret is a number below p.
	return static_cast<int>(handle->dh_p.size());
}

int kcapi_kpp_ecdh_setcurve(struct kcapi_handle *handle, unsigned long curve_id)
{
	if (!kpp_ok(handle))
		return -EINVAL;
	kpp_kind kind = kpp_kind_of(handle);
	if (kind.family != kpp_family::ecdh || kind.curve != curve_id)
		return -EINVAL;
	return 0;
}

int kcapi_kpp_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen)
{
	if (!kpp_ok(handle) || (!key && keylen))
		return -EINVAL;
	int err = key_len_check(keylen);
	if (err)
		return err;
	kpp_kind kind = kpp_kind_of(handle);
	// Plain dh cannot make its own private key in 6.12 (only the ffdhe groups can): libkcapi
	// documents -EOPNOTSUPP for that request. It also needs its group first.
	if (kind.family == kpp_family::dh && !keylen)
		return -EOPNOTSUPP;
	if (kind.family == kpp_family::dh && handle->dh_p.empty())
		return -EINVAL;
	err = kpp_set_secret(handle, kind, key, keylen);
	if (err)
		return err;
	return static_cast<int>(crypto_kpp_maxsize(handle->kpp));
}

ssize_t kcapi_kpp_keygen(struct kcapi_handle *handle, uint8_t *pubkey, size_t pubkeylen, int access)
{
	if (!pubkey)
		return -EINVAL;
	return kpp_run(handle, nullptr, 0, pubkey, pubkeylen);
}

ssize_t kcapi_kpp_ssgen(struct kcapi_handle *handle, const uint8_t *pubkey, size_t pubkeylen,
			uint8_t *ss, size_t sslen, int access)
{
	if (!pubkey || !pubkeylen)
		return -EINVAL;
	return kpp_run(handle, pubkey, pubkeylen, ss, sslen);
}

ssize_t kcapi_kpp_keygen_aio(struct kcapi_handle *handle, struct iovec *outiov, size_t iovlen,
			     int access)
{
	return kpp_aio(handle, nullptr, outiov, iovlen);
}

ssize_t kcapi_kpp_ssgen_aio(struct kcapi_handle *handle, struct iovec *iniov, struct iovec *outiov,
			    size_t iovlen, int access)
{
	if (!iniov)
		return -EINVAL;
	return kpp_aio(handle, iniov, outiov, iovlen);
}

} // extern "C"
