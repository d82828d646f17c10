// SPDX-License-Identifier: GPL-2.0-only
// kcapi_cipher_*: symmetric ciphers (one shot, per-iovec "aio" and streams) on crypto_skcipher.

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <linux/crypto.h>
#include <linux/err.h>

#include "kcapi_internal.h"

using namespace ukc::kcapi;

namespace {

bool cipher_ok(const struct kcapi_handle *h)
{
	return is_type(h, handle_type::cipher) && h->skcipher;
}

ssize_t cipher_oneshot(struct kcapi_handle *h, bool enc, const uint8_t *in, size_t inlen,
		       const uint8_t *iv, uint8_t *out, size_t outlen)
{
	if (!cipher_ok(h) || (!in && inlen) || (!out && outlen))
		return -EINVAL;
	// The socket would be handed the whole input and read @outlen back: a shorter output
	// cannot take the result.
	if (outlen < inlen || inlen > INT_MAX)
		return -EINVAL;
	if (outlen > data_len_max)
		return -EMSGSIZE;
	size_t ivsize = h->iv.size();
	if (ivsize && !iv)
		return -EINVAL;
	if (ivsize)
		memcpy(h->iv.data(), iv, ivsize);
	int err = skcipher_run(h, enc, in, out, inlen, h->iv.data());
	return err ? err : static_cast<ssize_t>(inlen);
}

// Each pair is its own operation, all starting from @iv.
ssize_t cipher_aio(struct kcapi_handle *h, bool enc, struct iovec *iniov, struct iovec *outiov,
		   size_t iovlen, const uint8_t *iv)
{
	if (!cipher_ok(h))
		return -EINVAL;
	return aio_each(iniov, outiov, iovlen,
			[&](const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
				return cipher_oneshot(h, enc, in, inlen, iv, out, outlen);
			});
}

ssize_t cipher_stream_init(struct kcapi_handle *h, bool enc, const uint8_t *iv, struct iovec *iov,
			   size_t iovlen)
{
	if (!cipher_ok(h))
		return -EINVAL;
	return stream_start(h, iov, iovlen, [&] {
		if (iv && !h->iv.empty())
			memcpy(h->iv.data(), iv, h->iv.size());
		h->enc = enc;
	});
}

} // namespace

extern "C" {

int kcapi_cipher_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags)
{
	return handle_alloc(handle, handle_type::cipher, ciphername, flags);
}

void kcapi_cipher_destroy(struct kcapi_handle *handle)
{
	handle_free(handle);
}

int kcapi_cipher_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen)
{
	if (!cipher_ok(handle))
		return -EINVAL;
	return setkey_kept(handle, key, keylen, [handle](const uint8_t *k, uint32_t len) {
		return crypto_skcipher_setkey(handle->skcipher, k, len);
	});
}

ssize_t kcapi_cipher_encrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			     const uint8_t *iv, uint8_t *out, size_t outlen, int access)
{
	return cipher_oneshot(handle, true, in, inlen, iv, out, outlen);
}

ssize_t kcapi_cipher_decrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			     const uint8_t *iv, uint8_t *out, size_t outlen, int access)
{
	return cipher_oneshot(handle, false, in, inlen, iv, out, outlen);
}

ssize_t kcapi_cipher_encrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				 struct iovec *outiov, size_t iovlen, const uint8_t *iv, int access)
{
	return cipher_aio(handle, true, iniov, outiov, iovlen, iv);
}

ssize_t kcapi_cipher_decrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				 struct iovec *outiov, size_t iovlen, const uint8_t *iv, int access)
{
	return cipher_aio(handle, false, iniov, outiov, iovlen, iv);
}

ssize_t kcapi_cipher_stream_init_enc(struct kcapi_handle *handle, const uint8_t *iv,
				     struct iovec *iov, size_t iovlen)
{
	return cipher_stream_init(handle, true, iv, iov, iovlen);
}

ssize_t kcapi_cipher_stream_init_dec(struct kcapi_handle *handle, const uint8_t *iv,
				     struct iovec *iov, size_t iovlen)
{
	return cipher_stream_init(handle, false, iv, iov, iovlen);
}

ssize_t kcapi_cipher_stream_update(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen)
{
	return cipher_ok(handle) ? stream_queue(handle, iov, iovlen, false) : -EINVAL;
}

ssize_t kcapi_cipher_stream_update_last(struct kcapi_handle *handle, struct iovec *iov,
					size_t iovlen)
{
	return cipher_ok(handle) ? stream_queue(handle, iov, iovlen, true) : -EINVAL;
}

ssize_t kcapi_cipher_stream_op(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen)
{
	if (!cipher_ok(handle) || !handle->stream_started || !iov || !iovlen)
		return -EINVAL;
	ssize_t space = iov_check(iov, iovlen);
	if (space < 0)
		return space;
	std::lock_guard<std::mutex> guard(handle->lock);
	size_t len = std::min(handle->queued.size(), static_cast<size_t>(space));
	size_t bs = crypto_skcipher_chunksize(handle->skcipher);
	// As algif_skcipher: while more data is to come, or when not all queued data fits, only
	// whole chunks (blocks; for CTR its counter blocks) are processed, so the IV the request
	// hands back chains into the next call.
	if (handle->more || len < handle->queued.size())
		len -= len % bs;
	if (!len)
		return 0;
	if (len > INT_MAX)
		len = INT_MAX - INT_MAX % bs;
	secure_buf out;
	int err = out.append(handle->queued.data(), len);
	if (err)
		return err;
	err = skcipher_run(handle, handle->enc, out.data(), out.data(), len, handle->iv.data());
	if (err)
		return err;
	scatter_to_iov(out.data(), len, iov, iovlen);
	handle->queued.consume(len);
	return static_cast<ssize_t>(len);
}

uint32_t kcapi_cipher_ivsize(struct kcapi_handle *handle)
{
	return cipher_ok(handle) ? crypto_skcipher_ivsize(handle->skcipher) : 0;
}

uint32_t kcapi_cipher_blocksize(struct kcapi_handle *handle)
{
	return cipher_ok(handle) ? crypto_skcipher_blocksize(handle->skcipher) : 0;
}

} // extern "C"

namespace {

ssize_t cipher_convenience(const char *name, bool enc, const uint8_t *key, uint32_t keylen,
			   const uint8_t *in, size_t inlen, const uint8_t *iv, uint8_t *out,
			   size_t outlen)
{
	struct kcapi_handle *h;
	int err = kcapi_cipher_init(&h, name, 0);
	if (err)
		return err;
	ssize_t ret = kcapi_cipher_setkey(h, key, keylen);
	if (!ret)
		ret = cipher_oneshot(h, enc, in, inlen, iv, out, outlen);
	kcapi_cipher_destroy(h);
	return ret;
}

} // namespace

extern "C" {

ssize_t kcapi_cipher_enc_aes_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen)
{
	return cipher_convenience("cbc(aes)", true, key, keylen, in, inlen, iv, out, outlen);
}

ssize_t kcapi_cipher_dec_aes_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen)
{
	return cipher_convenience("cbc(aes)", false, key, keylen, in, inlen, iv, out, outlen);
}

ssize_t kcapi_cipher_enc_aes_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen)
{
	return cipher_convenience("ctr(aes)", true, key, keylen, in, inlen, ctr, out, outlen);
}

ssize_t kcapi_cipher_dec_aes_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen)
{
	return cipher_convenience("ctr(aes)", false, key, keylen, in, inlen, ctr, out, outlen);
}

ssize_t kcapi_cipher_enc_sm4_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen)
{
	return cipher_convenience("cbc(sm4)", true, key, keylen, in, inlen, iv, out, outlen);
}

ssize_t kcapi_cipher_dec_sm4_cbc(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *iv, uint8_t *out, size_t outlen)
{
	return cipher_convenience("cbc(sm4)", false, key, keylen, in, inlen, iv, out, outlen);
}

ssize_t kcapi_cipher_enc_sm4_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen)
{
	return cipher_convenience("ctr(sm4)", true, key, keylen, in, inlen, ctr, out, outlen);
}

ssize_t kcapi_cipher_dec_sm4_ctr(const uint8_t *key, uint32_t keylen, const uint8_t *in,
				 size_t inlen, const uint8_t *ctr, uint8_t *out, size_t outlen)
{
	return cipher_convenience("ctr(sm4)", false, key, keylen, in, inlen, ctr, out, outlen);
}

} // extern "C"
