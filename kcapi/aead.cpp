// SPDX-License-Identifier: GPL-2.0-only
// kcapi_aead_*: AEAD ciphers on crypto_aead, with algif_aead's buffer layout (AD || text || tag).

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <linux/crypto.h>
#include <linux/err.h>

#include "kcapi_internal.h"

using namespace ukc::kcapi;

namespace {

bool aead_ok(const struct kcapi_handle *h)
{
	return is_type(h, handle_type::aead) && h->aead;
}

// The private buffer an operation runs in: the input, room for the tag an encryption appends,
// and never empty, so the scatterlist always has a byte to point at.
int aead_work_fill(secure_buf &work, const uint8_t *in, size_t inlen, size_t tagroom)
{
	static const uint8_t zeros[64] = {};
	int err = work.append(in, inlen);

	if (!err && tagroom)
		err = work.append(zeros, tagroom);
	if (!err && !work.size())
		err = work.append(zeros, 1);
	return err;
}

// Runs one operation over @in (AD || text (|| tag)) into @out. The work happens in a private
// buffer, so a decryption whose tag does not verify writes nothing to @out.
ssize_t aead_oneshot(struct kcapi_handle *h, bool enc, const uint8_t *in, size_t inlen,
		     const uint8_t *iv, uint8_t *out, size_t outlen)
{
	if (!aead_ok(h) || (!in && inlen) || (!out && outlen))
		return -EINVAL;
	size_t authsize = crypto_aead_authsize(h->aead);
	size_t assoclen = h->assoclen;
	if (inlen < assoclen || (!enc && inlen - assoclen < authsize) || inlen > INT_MAX)
		return -EINVAL;
	if (outlen > data_len_max)
		return -EMSGSIZE;
	size_t cryptlen = inlen - assoclen;
	size_t result = enc ? inlen + authsize : inlen - authsize;
	if (outlen < result)
		return -EINVAL;
	if (!h->iv.empty() && !iv)
		return -EINVAL;
	if (!h->iv.empty())
		memcpy(h->iv.data(), iv, h->iv.size());
	secure_buf work;
	int err = aead_work_fill(work, in, inlen, enc ? authsize : 0);
	if (!err)
		err = aead_run(h, enc, work.data(), assoclen, cryptlen, h->iv.data());
	if (err)
		return err;
	memcpy(out, work.data(), result);
	return static_cast<ssize_t>(result);
}

// Each pair is its own operation, all starting from @iv.
ssize_t aead_aio(struct kcapi_handle *h, bool enc, struct iovec *iniov, struct iovec *outiov,
		 size_t iovlen, const uint8_t *iv)
{
	if (!aead_ok(h))
		return -EINVAL;
	return aio_each(iniov, outiov, iovlen,
			[&](const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
				return aead_oneshot(h, enc, in, inlen, iv, out, outlen);
			});
}

ssize_t aead_stream_init(struct kcapi_handle *h, bool enc, const uint8_t *iv, struct iovec *iov,
			 size_t iovlen)
{
	if (!aead_ok(h))
		return -EINVAL;
	return stream_start(h, iov, iovlen, [&] {
		if (iv && !h->iv.empty())
			memcpy(h->iv.data(), iv, h->iv.size());
		h->enc = enc;
	});
}

// Where AD, data and tag sit in a buffer of @len bytes that holds a tag when @has_tag.
void aead_locate(struct kcapi_handle *h, uint8_t *buf, size_t len, bool has_tag, uint8_t **aad,
		 size_t *aadlen, uint8_t **data, size_t *datalen, uint8_t **tag, size_t *taglen)
{
	size_t as = aead_ok(h) ? crypto_aead_authsize(h->aead) : 0;
	size_t assoclen = aead_ok(h) ? h->assoclen : 0;
	size_t tlen = has_tag ? as : 0;

	if (!buf || len < assoclen || len - assoclen < tlen) // the sum could wrap
		buf = nullptr, len = assoclen = tlen = 0;
	if (aad) {
		*aad = assoclen ? buf : nullptr;
		if (aadlen)
			*aadlen = assoclen;
	}
	if (data) {
		*data = buf ? buf + assoclen : nullptr;
		if (datalen)
			*datalen = len - assoclen - tlen;
	}
	if (tag) {
		*tag = tlen ? buf + len - tlen : nullptr;
		if (taglen)
			*taglen = tlen;
	}
}

} // namespace

extern "C" {

int kcapi_aead_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags)
{
	return handle_alloc(handle, handle_type::aead, ciphername, flags);
}

void kcapi_aead_destroy(struct kcapi_handle *handle)
{
	handle_free(handle);
}

int kcapi_aead_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen)
{
	if (!aead_ok(handle))
		return -EINVAL;
	return setkey_kept(handle, key, keylen, [handle](const uint8_t *k, uint32_t len) {
		return crypto_aead_setkey(handle->aead, k, len);
	});
}

int kcapi_aead_settaglen(struct kcapi_handle *handle, uint32_t taglen)
{
	if (!aead_ok(handle))
		return -EINVAL;
	return crypto_aead_setauthsize(handle->aead, taglen);
}

void kcapi_aead_setassoclen(struct kcapi_handle *handle, size_t assoclen)
{
	if (aead_ok(handle))
		handle->assoclen = assoclen;
}

void kcapi_aead_getdata_input(struct kcapi_handle *handle, uint8_t *encdata, size_t encdatalen,
			      int enc, uint8_t **aad, size_t *aadlen, uint8_t **data,
			      size_t *datalen, uint8_t **tag, size_t *taglen)
{
	aead_locate(handle, encdata, encdatalen, !enc, aad, aadlen, data, datalen, tag, taglen);
}

void kcapi_aead_getdata_output(struct kcapi_handle *handle, uint8_t *encdata, size_t encdatalen,
			       int enc, uint8_t **aad, size_t *aadlen, uint8_t **data,
			       size_t *datalen, uint8_t **tag, size_t *taglen)
{
	aead_locate(handle, encdata, encdatalen, enc, aad, aadlen, data, datalen, tag, taglen);
}

ssize_t kcapi_aead_encrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			   const uint8_t *iv, uint8_t *out, size_t outlen, int access)
{
	return aead_oneshot(handle, true, in, inlen, iv, out, outlen);
}

ssize_t kcapi_aead_decrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			   const uint8_t *iv, uint8_t *out, size_t outlen, int access)
{
	return aead_oneshot(handle, false, in, inlen, iv, out, outlen);
}

ssize_t kcapi_aead_encrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
			       struct iovec *outiov, size_t iovlen, const uint8_t *iv, int access)
{
	return aead_aio(handle, true, iniov, outiov, iovlen, iv);
}

ssize_t kcapi_aead_decrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
			       struct iovec *outiov, size_t iovlen, const uint8_t *iv, int access)
{
	return aead_aio(handle, false, iniov, outiov, iovlen, iv);
}

ssize_t kcapi_aead_stream_init_enc(struct kcapi_handle *handle, const uint8_t *iv,
				   struct iovec *iov, size_t iovlen)
{
	return aead_stream_init(handle, true, iv, iov, iovlen);
}

ssize_t kcapi_aead_stream_init_dec(struct kcapi_handle *handle, const uint8_t *iv,
				   struct iovec *iov, size_t iovlen)
{
	return aead_stream_init(handle, false, iv, iov, iovlen);
}

ssize_t kcapi_aead_stream_update(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen)
{
	return aead_ok(handle) ? stream_queue(handle, iov, iovlen, false) : -EINVAL;
}

ssize_t kcapi_aead_stream_update_last(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen)
{
	return aead_ok(handle) ? stream_queue(handle, iov, iovlen, true) : -EINVAL;
}

// As algif_aead, the operation covers everything queued; the output iovecs must take all of
// AD || result (|| tag).
ssize_t kcapi_aead_stream_op(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen)
{
	if (!aead_ok(handle) || !handle->stream_started || !iov || !iovlen)
		return -EINVAL;
	ssize_t space = iov_check(iov, iovlen);
	if (space < 0)
		return space;
	std::lock_guard<std::mutex> guard(handle->lock);
	size_t authsize = crypto_aead_authsize(handle->aead);
	size_t used = handle->queued.size();
	if (!handle->enc && used < authsize)
		return -EINVAL;
	size_t result = handle->enc ? used + authsize : used - authsize;
	if (static_cast<size_t>(space) < result)
		return -EINVAL;
	secure_buf work;
	int err = aead_work_fill(work, handle->queued.data(), used, handle->enc ? authsize : 0);
	handle->queued.clear();
	handle->more = false;
	if (err)
		return err;
	if (handle->assoclen > used || (!handle->enc && used - handle->assoclen < authsize))
		return -EINVAL;
	err = aead_run(handle, handle->enc, work.data(), handle->assoclen, used - handle->assoclen,
		       handle->iv.data());
	if (err)
		return err;
	scatter_to_iov(work.data(), result, iov, iovlen);
	return static_cast<ssize_t>(result);
}

uint32_t kcapi_aead_ivsize(struct kcapi_handle *handle)
{
	return aead_ok(handle) ? crypto_aead_ivsize(handle->aead) : 0;
}

uint32_t kcapi_aead_blocksize(struct kcapi_handle *handle)
{
	return aead_ok(handle) ? crypto_aead_blocksize(handle->aead) : 0;
}

uint32_t kcapi_aead_authsize(struct kcapi_handle *handle)
{
	return aead_ok(handle) ? crypto_aead_authsize(handle->aead) : 0;
}

// The sums as libkcapi 1.4.0 computes them, wrapping included (SIZE_MAX + 16 is 15): the calls
// that take such a length refuse it, since its input or output length is past INT_MAX.
size_t kcapi_aead_inbuflen_enc(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
			       size_t taglen)
{
	return inlen + assoclen;
}

size_t kcapi_aead_inbuflen_dec(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
			       size_t taglen)
{
	return inlen + assoclen + taglen;
}

size_t kcapi_aead_outbuflen_enc(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
				size_t taglen)
{
	return inlen + assoclen + taglen;
}

size_t kcapi_aead_outbuflen_dec(struct kcapi_handle *handle, size_t inlen, size_t assoclen,
				size_t taglen)
{
	return inlen + assoclen;
}

int kcapi_aead_ccm_nonce_to_iv(const uint8_t *nonce, uint32_t noncelen, uint8_t **iv,
			       uint32_t *ivlen)
{
	// RFC 3610 section 2.3: the nonce is 15 - L bytes for L in 2..8, and the first byte of
	// A_i holds L' = L - 1; the counter bytes after the nonce start at zero.
	if (!nonce || !iv || !ivlen || noncelen < 7 || noncelen > 13)
		return -EINVAL;
	auto *buf = static_cast<uint8_t *>(calloc(1, 16));
	if (!buf)
		return -ENOMEM;
	buf[0] = static_cast<uint8_t>(14 - noncelen);
	memcpy(buf + 1, nonce, noncelen);
	*iv = buf;
	*ivlen = 16;
	return 0;
}

} // extern "C"
