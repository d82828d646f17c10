/* SPDX-License-Identifier: GPL-2.0-only */
/* The handle behind libkcapi's calls: one tfm, and the state an AF_ALG socket would keep. */
#ifndef _UKC_KCAPI_INTERNAL_H
#define _UKC_KCAPI_INTERNAL_H

#include <cerrno>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

#include <crypto/aead.h>
#include <crypto/akcipher.h>
#include <crypto/hash.h>
#include <crypto/kpp.h>
#include <crypto/skcipher.h>
#include <crypto/rng.h>

#include "kcapi.h"

namespace ukc::kcapi {

enum class handle_type {
	cipher,
	aead,
	md,
	rng,
	akcipher,
	kpp
};

// A byte buffer that is wiped before its memory is released: it holds keys and plaintext.
class secure_buf {
public:
	secure_buf() = default;
	secure_buf(const secure_buf &) = delete;
	secure_buf &operator=(const secure_buf &) = delete;
	~secure_buf() { clear(); }
	void clear();
	int append(const uint8_t *p, size_t n);
	int append_zeros(size_t n);
	void consume(size_t n);
	void truncate(size_t n); // keeps the first @n bytes, wiping the rest
	uint8_t *data() { return buf_.data(); }
	size_t size() const { return buf_.size(); }

private:
	std::vector<uint8_t> buf_;
};

struct shash_desc_deleter {
	void operator()(struct shash_desc *desc) const;
};

} // namespace ukc::kcapi

struct kcapi_handle {
	ukc::kcapi::handle_type type;
	uint32_t flags;
	struct crypto_skcipher *skcipher = nullptr;
	struct crypto_aead *aead = nullptr;
	struct crypto_shash *shash = nullptr;
	struct crypto_rng *rng = nullptr;
	struct crypto_akcipher *akcipher = nullptr;
	struct crypto_kpp *kpp = nullptr;
	// pkcs1pad(rsa,hash): the bare RSA under it, with the same key, and the hash's digest
	// size, to recover the digest a signature carries (kcapi_akcipher_verify()).
	struct crypto_akcipher *akcipher_raw = nullptr;
	unsigned int digest_size = 0;
	// The stream's operation (akcipher_op) and DH's PKCS #3 domain parameters.
	int akcipher_op = 0;
	std::vector<uint8_t> dh_p;
	std::vector<uint8_t> dh_g;
	// Serialises the stream calls, as the socket's lock does: they may come from several
	// threads.
	std::mutex lock;
	// Stream state, as the socket keeps it: the chaining IV, the direction, data queued by
	// sendmsg and whether more was announced (MSG_MORE).
	std::vector<uint8_t> iv;
	bool enc = true;
	bool more = false;
	bool stream_started = false;
	ukc::kcapi::secure_buf queued;
	size_t assoclen = 0;
	unsigned int maxsplice = 0;
	// Message digest: a descriptor in the middle of a hash.
	std::unique_ptr<struct shash_desc, ukc::kcapi::shash_desc_deleter> desc;
	bool desc_live = false;
	// The key, for kcapi_handle_reinit(); the RNG's CAVP entropy and additional input.
	ukc::kcapi::secure_buf key;
	ukc::kcapi::secure_buf entropy;
	ukc::kcapi::secure_buf addtl;
};

namespace ukc::kcapi {

constexpr unsigned int default_maxsplice = 16 * 4096;

// The lengths a socket call takes, so that a length no buffer can have is refused before
// anything is read or written. libkcapi 1.4.0 refuses a data length past INT_MAX with
// -EMSGSIZE before any system call; sendmsg() takes at most UIO_MAXIOV iovecs (-EMSGSIZE) and
// no iovec longer than SSIZE_MAX (-EINVAL); setsockopt()'s option length is an int (-EINVAL
// when negative) and ALG_SET_KEY copies the key into socket memory bounded by 6.12's default
// net.core.optmem_max (-ENOMEM); algif_rng takes at most 128 bytes of entropy or additional
// input (-EMSGSIZE).
constexpr size_t data_len_max = INT_MAX;
constexpr size_t iov_count_max = 1024;
constexpr size_t key_len_max = 128 * 1024;
constexpr size_t rng_input_max = 128;

// 0, or why ALG_SET_KEY would refuse a key of @keylen bytes.
int key_len_check(size_t keylen);
// The byte count of @iovlen entries of @iov, or the -errno sendmsg() would answer.
ssize_t iov_check(const struct iovec *iov, size_t iovlen);

// Allocates a handle of @type on @name; 0 or the tfm allocation's -errno.
int handle_alloc(struct kcapi_handle **out, handle_type type, const char *name, uint32_t flags);
void handle_free(struct kcapi_handle *h);
// 0, or the -errno a 7.3 kernel's AF_ALG gives @name under UKCRYPTO_AF_ALG_RESTRICT.
int af_alg_restrict_check(handle_type type, const char *name);
bool is_type(const struct kcapi_handle *h, handle_type type);

// Appends @iovlen entries of @iov to the handle's queue; the bytes taken or -errno.
ssize_t queue_iov(struct kcapi_handle *h, const struct iovec *iov, size_t iovlen);
// A stream's sendmsg(), under the handle's lock: queues @iov on the started stream, announcing
// more data (MSG_MORE) unless @last; once the last data is in, the stream's operation also takes
// a final partial block. The bytes taken or -errno.
ssize_t stream_queue(struct kcapi_handle *h, const struct iovec *iov, size_t iovlen, bool last);
// Copies @src into the iovec array, in order.
void scatter_to_iov(const uint8_t *src, size_t len, const struct iovec *iov, size_t iovlen);

// One skcipher request over flat buffers (in place allowed), waited for.
int skcipher_run(struct kcapi_handle *h, bool enc, const uint8_t *in, uint8_t *out, size_t len,
		 uint8_t *iv);
// In place over @buf: AD || text (|| tag on decryption); encryption appends the tag.
int aead_run(struct kcapi_handle *h, bool enc, uint8_t *buf, size_t assoclen, size_t cryptlen,
	     uint8_t *iv);

// The setkey of a keyed handle: refuses a key ALG_SET_KEY would, sets it with @set (0 or
// -errno) and keeps a copy for kcapi_handle_reinit().
template <typename Set>
int setkey_kept(struct kcapi_handle *h, const uint8_t *key, uint32_t keylen, Set set)
{
	if (!key && keylen)
		return -EINVAL;
	int err = key_len_check(keylen);
	if (!err)
		err = set(key, keylen);
	if (err)
		return err;
	h->key.clear();
	return h->key.append(key, keylen);
}

// The "aio" calls: each iovec pair is its own @oneshot(in, inlen, out, outlen), as the kernel
// runs one request per iocb; the bytes of all of them, or the first -errno.
template <typename Oneshot>
ssize_t aio_each(const struct iovec *iniov, const struct iovec *outiov, size_t iovlen,
		 Oneshot oneshot)
{
	if (!iniov || !outiov || !iovlen)
		return -EINVAL;
	if (iovlen > iov_count_max)
		return -EMSGSIZE;
	ssize_t total = 0;
	for (size_t i = 0; i < iovlen; i++) {
		ssize_t ret = oneshot(static_cast<const uint8_t *>(iniov[i].iov_base),
				      iniov[i].iov_len, static_cast<uint8_t *>(outiov[i].iov_base),
				      outiov[i].iov_len);
		if (ret < 0)
			return ret;
		total += ret;
	}
	return total;
}

// Starts a stream, under the handle's lock: drops what was queued, has @prepare set the
// operation (direction, IV), announces more data and queues @iov.
template <typename Prepare>
ssize_t stream_start(struct kcapi_handle *h, const struct iovec *iov, size_t iovlen,
		     Prepare prepare)
{
	std::lock_guard<std::mutex> guard(h->lock);
	h->queued.clear();
	prepare();
	h->more = true;
	h->stream_started = true;
	return queue_iov(h, iov, iovlen);
}

// The library's log line, shown at @level or more verbose.
void log(enum kcapi_verbosity level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

} // namespace ukc::kcapi

#endif /* _UKC_KCAPI_INTERNAL_H */
