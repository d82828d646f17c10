// SPDX-License-Identifier: GPL-2.0-only
// libkcapi handles on ukcrypto tfms: allocation, the queue of sent data, logging, utilities.

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

#include <crypto/ukcrypto.h>
#include <crypto/akcipher.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include "kcapi_internal.h"

namespace ukc::kcapi {

namespace {

enum kcapi_verbosity kcapi_log_level = KCAPI_LOG_NONE;

// A libkcapi program uses one or two algorithms a run, and runs once per command: each is
// self-tested by its first lookup instead of every algorithm at start-up (docs/kcapi.md).
// Refused (UKCRYPTO_SELFTEST=eager, or ukcrypto initialised by the program already), the
// tests stay at registration.
[[gnu::constructor]] void handle_defer_selftests()
{
	(void)ukc_selftest_defer();
}

// The tfm of @type on @name; 0 or the allocation's -errno (-ENOENT unknown, -ELIBBAD when the
// algorithm failed its self-test).
int handle_alloc_tfm(struct kcapi_handle *h, const char *name)
{
	switch (h->type) {
	case handle_type::cipher: {
		struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);
		if (IS_ERR(tfm))
			return PTR_ERR(tfm);
		h->skcipher = tfm;
		h->iv.assign(crypto_skcipher_ivsize(tfm), 0);
		return 0;
	}
	case handle_type::aead: {
		struct crypto_aead *tfm = crypto_alloc_aead(name, 0, 0);
		if (IS_ERR(tfm))
			return PTR_ERR(tfm);
		h->aead = tfm;
		h->iv.assign(crypto_aead_ivsize(tfm), 0);
		return 0;
	}
	case handle_type::md: {
		struct crypto_shash *tfm = crypto_alloc_shash(name, 0, 0);
		if (IS_ERR(tfm))
			return PTR_ERR(tfm);
		h->shash = tfm;
		size_t size = sizeof(struct shash_desc) + crypto_shash_descsize(tfm);
		auto *desc = static_cast<struct shash_desc *>(calloc(1, size));
		if (!desc)
			return -ENOMEM;
		desc->tfm = tfm;
		h->desc.reset(desc);
		return 0;
	}
	case handle_type::rng: {
		struct crypto_rng *tfm = crypto_alloc_rng(name, 0, 0);
		if (IS_ERR(tfm))
			return PTR_ERR(tfm);
		h->rng = tfm;
		return 0;
	}
	case handle_type::akcipher: {
		struct crypto_akcipher *tfm = crypto_alloc_akcipher(name, 0, 0);
		if (IS_ERR(tfm))
			return PTR_ERR(tfm);
		h->akcipher = tfm;
		return 0;
	}
	case handle_type::kpp: {
		struct crypto_kpp *tfm = crypto_alloc_kpp(name, 0, 0);
		if (IS_ERR(tfm))
			return PTR_ERR(tfm);
		h->kpp = tfm;
		return 0;
	}
	}
	return -EINVAL;
}

} // namespace

void secure_buf::clear()
{
	if (!buf_.empty())
		memzero_explicit(buf_.data(), buf_.size());
	buf_.clear();
	buf_.shrink_to_fit();
}

// std::vector reports a size it cannot hold with length_error and an allocation that failed
// with bad_alloc: both are -ENOMEM here, as no exception may leave the library's C ABI.
int secure_buf::append(const uint8_t *p, size_t n)
{
	if (!n)
		return 0;
	if (n > buf_.max_size() - buf_.size())
		return -ENOMEM;
	if (buf_.size() + n > buf_.capacity()) {
		// Grow by hand so the old block is wiped, not just released.
		std::vector<uint8_t> bigger;
		size_t want = buf_.size() + n;
		try {
			bigger.reserve(want <= bigger.max_size() / 2 ? 2 * want : want);
		} catch (const std::exception &) {
			return -ENOMEM;
		}
		bigger.assign(buf_.begin(), buf_.end());
		clear();
		buf_.swap(bigger);
	}
	buf_.insert(buf_.end(), p, p + n);
	return 0;
}

int secure_buf::append_zeros(size_t n)
{
	static const uint8_t zeros[256] = {};
	for (size_t done = 0; done < n; done += sizeof(zeros)) {
		int err = append(zeros, n - done < sizeof(zeros) ? n - done : sizeof(zeros));
		if (err)
			return err;
	}
	return 0;
}

void secure_buf::consume(size_t n)
{
	if (n >= buf_.size()) {
		clear();
		return;
	}
	memmove(buf_.data(), buf_.data() + n, buf_.size() - n);
	memzero_explicit(buf_.data() + buf_.size() - n, n);
	buf_.resize(buf_.size() - n);
}

void secure_buf::truncate(size_t n)
{
	if (n >= buf_.size())
		return;
	memzero_explicit(buf_.data() + n, buf_.size() - n);
	buf_.resize(n);
}

void shash_desc_deleter::operator()(struct shash_desc *desc) const
{
	shash_desc_zero(desc);
	free(desc);
}

int handle_alloc(struct kcapi_handle **out, handle_type type, const char *name, uint32_t flags)
{
	if (!out || !name)
		return -EINVAL;
	*out = nullptr;
	int restricted = af_alg_restrict_check(type, name);
	if (restricted)
		return restricted;
	auto *h = new (std::nothrow) kcapi_handle{};
	if (!h)
		return -ENOMEM;
	h->type = type;
	h->flags = flags;
	h->maxsplice = default_maxsplice;
	int err;
	try {
		err = handle_alloc_tfm(h, name);
	} catch (const std::bad_alloc &) { // the IV's buffer
		err = -ENOMEM;
	}
	if (err) {
		log(KCAPI_LOG_ERR, "allocation of %s failed: %d", name, err);
		handle_free(h);
		return err;
	}
	*out = h;
	return 0;
}

void handle_free(struct kcapi_handle *h)
{
	if (!h)
		return;
	if (h->skcipher)
		crypto_free_skcipher(h->skcipher);
	if (h->aead)
		crypto_free_aead(h->aead);
	h->desc.reset();
	if (h->shash)
		crypto_free_shash(h->shash);
	if (h->rng)
		crypto_free_rng(h->rng);
	if (h->akcipher)
		crypto_free_akcipher(h->akcipher);
	if (h->akcipher_raw)
		crypto_free_akcipher(h->akcipher_raw);
	if (h->kpp)
		crypto_free_kpp(h->kpp);
	if (!h->iv.empty())
		memzero_explicit(h->iv.data(), h->iv.size());
	delete h;
}

bool is_type(const struct kcapi_handle *h, handle_type type)
{
	return h && h->type == type;
}

int key_len_check(size_t keylen)
{
	if (keylen > INT_MAX)
		return -EINVAL;
	return keylen > key_len_max ? -ENOMEM : 0;
}

ssize_t iov_check(const struct iovec *iov, size_t iovlen)
{
	if (!iov && iovlen)
		return -EINVAL;
	if (iovlen > iov_count_max)
		return -EMSGSIZE;
	size_t total = 0;
	for (size_t i = 0; i < iovlen; i++) {
		if (iov[i].iov_len > SSIZE_MAX)
			return -EINVAL;
		if (!iov[i].iov_base && iov[i].iov_len)
			return -EFAULT;
		// Summed without wrapping: past the bound is refused, however far past.
		if (iov[i].iov_len > data_len_max - total)
			return -EMSGSIZE;
		total += iov[i].iov_len;
	}
	return static_cast<ssize_t>(total);
}

// All or nothing: a refused iovec array leaves the queue as it was.
ssize_t queue_iov(struct kcapi_handle *h, const struct iovec *iov, size_t iovlen)
{
	ssize_t total = iov_check(iov, iovlen);
	if (total < 0)
		return total;
	if (static_cast<size_t>(total) > data_len_max - h->queued.size())
		return -EMSGSIZE;
	size_t before = h->queued.size();
	for (size_t i = 0; i < iovlen; i++) {
		int err = h->queued.append(static_cast<const uint8_t *>(iov[i].iov_base),
					   iov[i].iov_len);
		if (err) {
			h->queued.truncate(before);
			return err;
		}
	}
	return total;
}

ssize_t stream_queue(struct kcapi_handle *h, const struct iovec *iov, size_t iovlen, bool last)
{
	if (!h->stream_started)
		return -EINVAL;
	std::lock_guard<std::mutex> guard(h->lock);
	if (!last)
		h->more = true;
	ssize_t ret = queue_iov(h, iov, iovlen);
	if (ret >= 0 && last)
		h->more = false;
	return ret;
}

void scatter_to_iov(const uint8_t *src, size_t len, const struct iovec *iov, size_t iovlen)
{
	for (size_t i = 0; i < iovlen && len; i++) {
		size_t n = iov[i].iov_len < len ? iov[i].iov_len : len;
		memcpy(iov[i].iov_base, src, n);
		src += n;
		len -= n;
	}
}

int skcipher_run(struct kcapi_handle *h, bool enc, const uint8_t *in, uint8_t *out, size_t len,
		 uint8_t *iv)
{
	if (len > UINT_MAX)
		return -EMSGSIZE;
	struct skcipher_request *req = skcipher_request_alloc(h->skcipher, GFP_KERNEL);
	if (!req)
		return -ENOMEM;
	DECLARE_CRYPTO_WAIT(wait);
	struct scatterlist src, dst;
	sg_init_one(&src, in, static_cast<unsigned int>(len));
	sg_init_one(&dst, out, static_cast<unsigned int>(len));
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &src, &dst, static_cast<unsigned int>(len), iv);
	int err = crypto_wait_req(enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req),
				  &wait);
	skcipher_request_free(req);
	return err;
}

int aead_run(struct kcapi_handle *h, bool enc, uint8_t *buf, size_t assoclen, size_t cryptlen,
	     uint8_t *iv)
{
	unsigned int authsize = crypto_aead_authsize(h->aead);
	size_t len = assoclen + cryptlen + (enc ? authsize : 0);

	if (len > UINT_MAX || len < assoclen)
		return -EINVAL;
	struct aead_request *req = aead_request_alloc(h->aead, GFP_KERNEL);
	if (!req)
		return -ENOMEM;
	DECLARE_CRYPTO_WAIT(wait);
	struct scatterlist sg;
	sg_init_one(&sg, buf, static_cast<unsigned int>(len));
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	aead_request_set_crypt(req, &sg, &sg, static_cast<unsigned int>(cryptlen), iv);
	aead_request_set_ad(req, static_cast<unsigned int>(assoclen));
	int err = crypto_wait_req(enc ? crypto_aead_encrypt(req) : crypto_aead_decrypt(req), &wait);
	aead_request_free(req);
	return err;
}

void log(enum kcapi_verbosity level, const char *fmt, ...)
{
	if (level > kcapi_log_level)
		return;
	static const char *const names[] = { "", "Error", "Warning", "Verbose", "Debug" };
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "libkcapi - %s: ", names[level]);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

} // namespace ukc::kcapi

using namespace ukc::kcapi;

extern "C" {

int kcapi_handle_reinit(struct kcapi_handle **newhandle, struct kcapi_handle *existing,
			uint32_t flags)
{
	if (!newhandle || !existing)
		return -EINVAL;
	const char *name = nullptr;
	if (existing->skcipher)
		name = crypto_skcipher_driver_name(existing->skcipher);
	else if (existing->aead)
		name = crypto_aead_driver_name(existing->aead);
	else if (existing->shash)
		name = crypto_shash_driver_name(existing->shash);
	else
		return -EOPNOTSUPP;
	struct kcapi_handle *h;
	int err = handle_alloc(&h, existing->type, name, flags);
	if (err)
		return err;
	if (existing->key.size()) {
		err = h->key.append(existing->key.data(), existing->key.size());
		if (!err && h->skcipher)
			err = crypto_skcipher_setkey(h->skcipher, h->key.data(), h->key.size());
		else if (!err && h->aead)
			err = crypto_aead_setkey(h->aead, h->key.data(), h->key.size());
		else if (!err && h->shash)
			err = crypto_shash_setkey(h->shash, h->key.data(), h->key.size());
	}
	if (!err && h->aead)
		err = crypto_aead_setauthsize(h->aead, crypto_aead_authsize(existing->aead));
	if (err) {
		handle_free(h);
		return err;
	}
	h->assoclen = existing->assoclen;
	h->maxsplice = existing->maxsplice;
	*newhandle = h;
	return 0;
}

void kcapi_memset_secure(void *s, int c, size_t n)
{
	if (!s)
		return;
	memset(s, c, n);
	// The asm takes the buffer as an input that may be read, so the store stays.
	__asm__ __volatile__("" : : "r"(s) : "memory");
}

int kcapi_pad_iv(struct kcapi_handle *handle, const uint8_t *iv, uint32_t ivlen, uint8_t **newiv,
		 uint32_t *newivlen)
{
	if (!handle || !newiv || !newivlen || (!iv && ivlen))
		return -EINVAL;
	uint32_t ivsize = handle->aead ? kcapi_aead_ivsize(handle) : kcapi_cipher_ivsize(handle);
	if (!ivsize)
		return -EINVAL;
	auto *buf = static_cast<uint8_t *>(calloc(1, ivsize));
	if (!buf)
		return -ENOMEM;
	if (ivlen)
		memcpy(buf, iv, ivlen < ivsize ? ivlen : ivsize);
	*newiv = buf;
	*newivlen = ivsize;
	return 0;
}

int kcapi_set_maxsplicesize(struct kcapi_handle *handle, unsigned int size)
{
	if (!handle || !size || size > INT_MAX)
		return -EINVAL;
	handle->maxsplice = size;
	return 0;
}

int kcapi_get_maxsplicesize(struct kcapi_handle *handle)
{
	if (!handle)
		return -EINVAL;
	return static_cast<int>(handle->maxsplice);
}

void kcapi_set_verbosity(enum kcapi_verbosity level)
{
	if (level > KCAPI_LOG_DEBUG)
		level = KCAPI_LOG_DEBUG;
	kcapi_log_level = level;
}

void kcapi_versionstring(char *buf, uint32_t buflen)
{
	if (buf && buflen)
		snprintf(buf, buflen, "libkcapi 1.4.0 ukcrypto %s", UKC_VERSION);
}

uint32_t kcapi_version(void)
{
	// libkcapi's numbering: major * 1000000 + minor * 10000 + patchlevel * 100.
	return 1040000;
}

} // extern "C"
