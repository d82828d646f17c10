// SPDX-License-Identifier: GPL-2.0-only
// kcapi_md_*: message digests and keyed hashes on crypto_shash, streamed or one shot.

#include <cerrno>
#include <cstring>

#include <linux/crypto.h>
#include <linux/err.h>

#include "kcapi_internal.h"

using namespace ukc::kcapi;

namespace {

bool md_ok(const struct kcapi_handle *h)
{
	return is_type(h, handle_type::md) && h->shash && h->desc;
}

int md_start(struct kcapi_handle *h)
{
	if (h->desc_live)
		return 0;
	int err = crypto_shash_init(h->desc.get());
	if (!err)
		h->desc_live = true;
	return err;
}

int md_feed(struct kcapi_handle *h, const uint8_t *p, size_t len)
{
	while (len) {
		unsigned int n = len > (1U << 30) ? (1U << 30) : static_cast<unsigned int>(len);
		int err = crypto_shash_update(h->desc.get(), p, n);
		if (err)
			return err;
		p += n;
		len -= n;
	}
	return 0;
}

// Finishes the hash; as AF_ALG's hash recvmsg, a short buffer gets the digest truncated,
// which libkcapi reports as -ENOMEM.
ssize_t md_finish(struct kcapi_handle *h, uint8_t *out, size_t outlen)
{
	uint8_t digest[HASH_MAX_DIGESTSIZE];
	size_t ds = crypto_shash_digestsize(h->shash);
	int err = md_start(h);
	if (!err)
		err = crypto_shash_final(h->desc.get(), digest);
	h->desc_live = false;
	if (err)
		return err;
	memcpy(out, digest, outlen < ds ? outlen : ds);
	memzero_explicit(digest, sizeof(digest));
	return outlen < ds ? -ENOMEM : static_cast<ssize_t>(ds);
}

} // namespace

extern "C" {

int kcapi_md_init(struct kcapi_handle **handle, const char *hashname, uint32_t flags)
{
	return handle_alloc(handle, handle_type::md, hashname, flags);
}

void kcapi_md_destroy(struct kcapi_handle *handle)
{
	handle_free(handle);
}

int kcapi_md_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen)
{
	if (!md_ok(handle))
		return -EINVAL;
	return setkey_kept(handle, key, keylen, [handle](const uint8_t *k, uint32_t len) {
		int err = crypto_shash_setkey(handle->shash, k, len);
		if (!err)
			handle->desc_live = false;
		return err;
	});
}

ssize_t kcapi_md_update(struct kcapi_handle *handle, const uint8_t *buffer, size_t len)
{
	if (!md_ok(handle) || (!buffer && len))
		return -EINVAL;
	if (len > data_len_max)
		return -EMSGSIZE;
	int err = md_start(handle);
	if (!err)
		err = md_feed(handle, buffer, len);
	if (err)
		handle->desc_live = false;
	return err;
}

ssize_t kcapi_md_final(struct kcapi_handle *handle, uint8_t *buffer, size_t len)
{
	if (!md_ok(handle) || !buffer || !len)
		return -EINVAL;
	if (len > data_len_max)
		return -EMSGSIZE;
	return md_finish(handle, buffer, len);
}

ssize_t kcapi_md_digest(struct kcapi_handle *handle, const uint8_t *in, size_t inlen, uint8_t *out,
			size_t outlen)
{
	if (!md_ok(handle) || (!in && inlen) || !out || !outlen || inlen > INT_MAX)
		return -EINVAL;
	if (outlen > data_len_max)
		return -EMSGSIZE;
	handle->desc_live = false;
	int err = md_start(handle);
	if (!err)
		err = md_feed(handle, in, inlen);
	if (err) {
		handle->desc_live = false;
		return err;
	}
	return md_finish(handle, out, outlen);
}

uint32_t kcapi_md_digestsize(struct kcapi_handle *handle)
{
	return md_ok(handle) ? crypto_shash_digestsize(handle->shash) : 0;
}

uint32_t kcapi_md_blocksize(struct kcapi_handle *handle)
{
	return md_ok(handle) ? crypto_shash_blocksize(handle->shash) : 0;
}

} // extern "C"

namespace {

ssize_t md_convenience(const char *name, const uint8_t *key, uint32_t keylen, const uint8_t *in,
		       size_t inlen, uint8_t *out, size_t outlen)
{
	struct kcapi_handle *h;
	int err = kcapi_md_init(&h, name, 0);
	if (err)
		return err;
	ssize_t ret = key ? kcapi_md_setkey(h, key, keylen) : 0;
	if (!ret)
		ret = kcapi_md_digest(h, in, inlen, out, outlen);
	kcapi_md_destroy(h);
	return ret;
}

} // namespace

extern "C" {

ssize_t kcapi_md_sha1(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen)
{
	return md_convenience("sha1", nullptr, 0, in, inlen, out, outlen);
}

ssize_t kcapi_md_sha224(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen)
{
	return md_convenience("sha224", nullptr, 0, in, inlen, out, outlen);
}

ssize_t kcapi_md_sha256(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen)
{
	return md_convenience("sha256", nullptr, 0, in, inlen, out, outlen);
}

ssize_t kcapi_md_sha384(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen)
{
	return md_convenience("sha384", nullptr, 0, in, inlen, out, outlen);
}

ssize_t kcapi_md_sha512(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen)
{
	return md_convenience("sha512", nullptr, 0, in, inlen, out, outlen);
}

ssize_t kcapi_md_sm3(const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen)
{
	return md_convenience("sm3", nullptr, 0, in, inlen, out, outlen);
}

ssize_t kcapi_md_hmac_sha1(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			   uint8_t *out, size_t outlen)
{
	return md_convenience("hmac(sha1)", key, keylen, in, inlen, out, outlen);
}

ssize_t kcapi_md_hmac_sha224(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen)
{
	return md_convenience("hmac(sha224)", key, keylen, in, inlen, out, outlen);
}

ssize_t kcapi_md_hmac_sha256(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen)
{
	return md_convenience("hmac(sha256)", key, keylen, in, inlen, out, outlen);
}

ssize_t kcapi_md_hmac_sha384(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen)
{
	return md_convenience("hmac(sha384)", key, keylen, in, inlen, out, outlen);
}

ssize_t kcapi_md_hmac_sha512(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			     uint8_t *out, size_t outlen)
{
	return md_convenience("hmac(sha512)", key, keylen, in, inlen, out, outlen);
}

ssize_t kcapi_md_hmac_sm3(const uint8_t *key, uint32_t keylen, const uint8_t *in, size_t inlen,
			  uint8_t *out, size_t outlen)
{
	return md_convenience("hmac(sm3)", key, keylen, in, inlen, out, outlen);
}

} // extern "C"
