// SPDX-License-Identifier: GPL-2.0-only
// kcapi_akcipher_*: asymmetric ciphers and signatures (rsa, pkcs1pad, ecrdsa) on crypto_akcipher.

#include <cerrno>
#include <cstring>
#include <string>

#include <crypto/hash.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include "kcapi_internal.h"

using namespace ukc::kcapi;

namespace {

// libkcapi's operation codes (AF_ALG's ALG_OP_*), kept by the stream calls.
enum akcipher_op {
	akcipher_encrypt,
	akcipher_decrypt,
	akcipher_sign,
	akcipher_verify
};

int (*const akcipher_ops[])(struct akcipher_request *) = {
	crypto_akcipher_encrypt,
	crypto_akcipher_decrypt,
	crypto_akcipher_sign,
	crypto_akcipher_verify,
};

bool akcipher_ok(const struct kcapi_handle *h)
{
	return is_type(h, handle_type::akcipher) && h->akcipher;
}

// A signature's length in units of max_size(): an EC-RDSA signature is s || r, two numbers of
// the curve's size (GOST R 34.10-2012 section 5.3); an RSA one is one number below n.
unsigned int akcipher_sig_size(struct crypto_akcipher *tfm)
{
	const char *name = crypto_tfm_alg_name(crypto_akcipher_tfm(tfm));
	unsigned int units = strcmp(name, "ecrdsa") ? 1 : 2;
	return units * crypto_akcipher_maxsize(tfm);
}

// One request over flat buffers, waited for; on success *@outlen is what the driver wrote.
int akcipher_run(struct crypto_akcipher *tfm, int op, const uint8_t *src, unsigned int srclen,
		 unsigned int extra, uint8_t *dst, unsigned int *outlen)
{
	struct akcipher_request *req = akcipher_request_alloc(tfm, GFP_KERNEL);
	if (!req)
		return -ENOMEM;
	DECLARE_CRYPTO_WAIT(wait);
	struct scatterlist sg_src, sg_dst;
	sg_init_one(&sg_src, src, srclen + extra);
	if (dst)
		sg_init_one(&sg_dst, dst, *outlen);
	akcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	akcipher_request_set_crypt(req, &sg_src, dst ? &sg_dst : nullptr, srclen,
				   dst ? *outlen : extra);
	int err = akcipher_ops[op](req);
	err = crypto_wait_req(err, &wait);
	if (!err && dst)
		*outlen = req->dst_len;
	akcipher_request_free(req);
	return err;
}

// 6.12's verify (since 5.2) takes the signature followed by the digest and writes nothing. A
// digest that does not match is -EKEYREJECTED there; libkcapi reports every failed
// verification as -EBADMSG.
ssize_t akcipher_verify_check(struct kcapi_handle *h, const uint8_t *sig, unsigned int siglen,
			      const uint8_t *digest, unsigned int dlen)
{
	secure_buf buf;
	int err = buf.append(sig, siglen);
	if (!err)
		err = buf.append(digest, dlen);
	if (!err)
		err = akcipher_run(h->akcipher, akcipher_verify, buf.data(), siglen, dlen, nullptr,
				   nullptr);
	return err == -EKEYREJECTED ? -EBADMSG : err;
}

// libkcapi's verify hands back the digest a signature carries, as the akcipher verify of
// kernels before 5.2 did. For pkcs1pad: the bare RSA public operation gives the encoded
// block, its last digest_size bytes are the candidate, and the padding template itself
// checks block and candidate (RFC 8017 8.2.2).
ssize_t akcipher_verify_recover(struct kcapi_handle *h, const uint8_t *sig, unsigned int siglen,
				uint8_t *out, size_t outlen)
{
	if (!h->akcipher_raw || !h->digest_size)
		return -EOPNOTSUPP;
	if (outlen < h->digest_size)
		return -EINVAL;
	secure_buf em;
	int err = em.append_zeros(siglen);
	unsigned int emlen = siglen;
	if (!err)
		err = akcipher_run(h->akcipher_raw, akcipher_encrypt, sig, siglen, 0, em.data(),
				   &emlen);
	if (err)
		return err == -EINVAL || err == -EOVERFLOW ? -EBADMSG : err;
	if (emlen < h->digest_size)
		return -EBADMSG;
	const uint8_t *candidate = em.data() + emlen - h->digest_size;
	ssize_t ret = akcipher_verify_check(h, sig, siglen, candidate, h->digest_size);
	// The lengths being right, pkcs1pad's -EINVAL is a block without its leading zero.
	if (ret)
		return ret == -EINVAL ? -EBADMSG : ret;
	memcpy(out, candidate, h->digest_size);
	return h->digest_size;
}

// An ECDSA signature is a DER SEQUENCE of r and s (RFC 5480 section 6, as 6.12's ecdsa reads
// it) whose length varies with r and s: its header says where the digest starts. 0 when @in
// does not start with a SEQUENCE that fits in @inlen.
unsigned int akcipher_der_sig_size(const uint8_t *in, size_t inlen)
{
	if (inlen < 2 || in[0] != 0x30)
		return 0;
	size_t header = 2, len = in[1];
	if (len & 0x80) {
		header += len & 0x7f;
		if (header > 4 || header > inlen)
			return 0;
		len = 0;
		for (size_t i = 2; i < header; i++)
			len = len << 8 | in[i];
	}
	return header + len <= inlen ? static_cast<unsigned int>(header + len) : 0;
}

bool akcipher_is_ecdsa(struct crypto_akcipher *tfm)
{
	return !strncmp(crypto_tfm_alg_name(crypto_akcipher_tfm(tfm)), "ecdsa-", 6);
}

ssize_t akcipher_verify_op(struct kcapi_handle *h, const uint8_t *in, size_t inlen, uint8_t *out,
			   size_t outlen)
{
	// No digest can be recovered from an ECDSA signature: it must come after it.
	if (akcipher_is_ecdsa(h->akcipher)) {
		unsigned int der = akcipher_der_sig_size(in, inlen);
		if (!der || der == inlen)
			return -EINVAL;
		return akcipher_verify_check(h, in, der, in + der,
					     static_cast<unsigned int>(inlen - der));
	}
	unsigned int siglen = akcipher_sig_size(h->akcipher);
	if (!siglen || inlen < siglen)
		return -EINVAL;
	if (inlen == siglen)
		return akcipher_verify_recover(h, in, siglen, out, outlen);
	return akcipher_verify_check(h, in, siglen, in + siglen,
				     static_cast<unsigned int>(inlen - siglen));
}

// One operation; the output needs room for max_size() bytes, as libkcapi documents.
ssize_t akcipher_oneshot(struct kcapi_handle *h, int op, const uint8_t *in, size_t inlen,
			 uint8_t *out, size_t outlen)
{
	if (!akcipher_ok(h) || (!in && inlen) || (!out && outlen))
		return -EINVAL;
	if (inlen > data_len_max || outlen > data_len_max)
		return -EMSGSIZE;
	if (op == akcipher_verify)
		return akcipher_verify_op(h, in, inlen, out, outlen);
	unsigned int maxsize = crypto_akcipher_maxsize(h->akcipher);
	if (!maxsize || outlen < maxsize)
		return -EINVAL;
	unsigned int len = maxsize;
	int err = akcipher_run(h->akcipher, op, in, static_cast<unsigned int>(inlen), 0, out, &len);
	return err ? err : static_cast<ssize_t>(len);
}

// Each pair is its own operation, as libkcapi sends one request per iovec.
ssize_t akcipher_aio(struct kcapi_handle *h, int op, struct iovec *iniov, struct iovec *outiov,
		     size_t iovlen)
{
	if (!akcipher_ok(h))
		return -EINVAL;
	return aio_each(iniov, outiov, iovlen,
			[&](const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
				return akcipher_oneshot(h, op, in, inlen, out, outlen);
			});
}

ssize_t akcipher_stream_init(struct kcapi_handle *h, int op, struct iovec *iov, size_t iovlen)
{
	if (!akcipher_ok(h))
		return -EINVAL;
	return stream_start(h, iov, iovlen, [h, op] { h->akcipher_op = op; });
}

// pkcs1pad(RSA,HASH): the bare RSA and HASH's digest size, for akcipher_verify_recover().
int akcipher_init_recovery(struct kcapi_handle *h)
{
	std::string name = crypto_tfm_alg_name(crypto_akcipher_tfm(h->akcipher));
	const std::string prefix = "pkcs1pad(";
	size_t comma = name.find(',');
	if (name.compare(0, prefix.size(), prefix) || comma == std::string::npos ||
	    name.back() != ')')
		return 0;
	std::string rsa = name.substr(prefix.size(), comma - prefix.size());
	std::string hash = name.substr(comma + 1, name.size() - comma - 2);
	struct crypto_shash *shash = crypto_alloc_shash(hash.c_str(), 0, 0);
	if (IS_ERR(shash))
		return PTR_ERR(shash);
	h->digest_size = crypto_shash_digestsize(shash);
	crypto_free_shash(shash);
	struct crypto_akcipher *raw = crypto_alloc_akcipher(rsa.c_str(), 0, 0);
	if (IS_ERR(raw))
		return PTR_ERR(raw);
	h->akcipher_raw = raw;
	return 0;
}

int akcipher_setkey(struct kcapi_handle *h, const uint8_t *key, uint32_t keylen, bool priv)
{
	if (!akcipher_ok(h) || (!key && keylen))
		return -EINVAL;
	int err = key_len_check(keylen);
	if (err)
		return err;
	auto set = priv ? crypto_akcipher_set_priv_key : crypto_akcipher_set_pub_key;
	err = set(h->akcipher, key, keylen);
	if (!err && h->akcipher_raw)
		err = set(h->akcipher_raw, key, keylen);
	if (err)
		return err;
	// libkcapi answers the size an output buffer needs (the modulus size for RSA).
	return static_cast<int>(crypto_akcipher_maxsize(h->akcipher));
}

} // namespace

extern "C" {

int kcapi_akcipher_init(struct kcapi_handle **handle, const char *ciphername, uint32_t flags)
{
	int err = handle_alloc(handle, handle_type::akcipher, ciphername, flags);
	if (err)
		return err;
	try {
		err = akcipher_init_recovery(*handle);
	} catch (const std::bad_alloc &) { // the name strings
		err = -ENOMEM;
	}
	if (err) {
		handle_free(*handle);
		*handle = nullptr;
	}
	return err;
}

void kcapi_akcipher_destroy(struct kcapi_handle *handle)
{
	handle_free(handle);
}

int kcapi_akcipher_setkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen)
{
	return akcipher_setkey(handle, key, keylen, true);
}

int kcapi_akcipher_setpubkey(struct kcapi_handle *handle, const uint8_t *key, uint32_t keylen)
{
	return akcipher_setkey(handle, key, keylen, false);
}

ssize_t kcapi_akcipher_encrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			       uint8_t *out, size_t outlen, int access)
{
	return akcipher_oneshot(handle, akcipher_encrypt, in, inlen, out, outlen);
}

ssize_t kcapi_akcipher_decrypt(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			       uint8_t *out, size_t outlen, int access)
{
	return akcipher_oneshot(handle, akcipher_decrypt, in, inlen, out, outlen);
}

ssize_t kcapi_akcipher_sign(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			    uint8_t *out, size_t outlen, int access)
{
	return akcipher_oneshot(handle, akcipher_sign, in, inlen, out, outlen);
}

ssize_t kcapi_akcipher_verify(struct kcapi_handle *handle, const uint8_t *in, size_t inlen,
			      uint8_t *out, size_t outlen, int access)
{
	return akcipher_oneshot(handle, akcipher_verify, in, inlen, out, outlen);
}

ssize_t kcapi_akcipher_encrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				   struct iovec *outiov, size_t iovlen, int access)
{
	return akcipher_aio(handle, akcipher_encrypt, iniov, outiov, iovlen);
}

ssize_t kcapi_akcipher_decrypt_aio(struct kcapi_handle *handle, struct iovec *iniov,
				   struct iovec *outiov, size_t iovlen, int access)
{
	return akcipher_aio(handle, akcipher_decrypt, iniov, outiov, iovlen);
}

ssize_t kcapi_akcipher_sign_aio(struct kcapi_handle *handle, struct iovec *iniov,
				struct iovec *outiov, size_t iovlen, int access)
{
	return akcipher_aio(handle, akcipher_sign, iniov, outiov, iovlen);
}

ssize_t kcapi_akcipher_verify_aio(struct kcapi_handle *handle, struct iovec *iniov,
				  struct iovec *outiov, size_t iovlen, int access)
{
	return akcipher_aio(handle, akcipher_verify, iniov, outiov, iovlen);
}

ssize_t kcapi_akcipher_stream_init_enc(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen)
{
	return akcipher_stream_init(handle, akcipher_encrypt, iov, iovlen);
}

ssize_t kcapi_akcipher_stream_init_dec(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen)
{
	return akcipher_stream_init(handle, akcipher_decrypt, iov, iovlen);
}

ssize_t kcapi_akcipher_stream_init_sgn(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen)
{
	return akcipher_stream_init(handle, akcipher_sign, iov, iovlen);
}

ssize_t kcapi_akcipher_stream_init_vfy(struct kcapi_handle *handle, struct iovec *iov,
				       size_t iovlen)
{
	return akcipher_stream_init(handle, akcipher_verify, iov, iovlen);
}

ssize_t kcapi_akcipher_stream_update(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen)
{
	return akcipher_ok(handle) ? stream_queue(handle, iov, iovlen, false) : -EINVAL;
}

ssize_t kcapi_akcipher_stream_update_last(struct kcapi_handle *handle, struct iovec *iov,
					  size_t iovlen)
{
	return akcipher_ok(handle) ? stream_queue(handle, iov, iovlen, true) : -EINVAL;
}

// The whole queue is one operation: an asymmetric operation has no partial blocks to hand
// out early, so the socket would compute once everything is in.
ssize_t kcapi_akcipher_stream_op(struct kcapi_handle *handle, struct iovec *iov, size_t iovlen)
{
	if (!akcipher_ok(handle) || !handle->stream_started || !iov || !iovlen)
		return -EINVAL;
	ssize_t space = iov_check(iov, iovlen);
	if (space < 0)
		return space;
	std::lock_guard<std::mutex> guard(handle->lock);
	// No result is longer than a signature (RSA: the modulus, EC-RDSA: s || r).
	size_t room = static_cast<size_t>(space);
	unsigned int most = akcipher_sig_size(handle->akcipher);
	secure_buf result;
	int err = result.append_zeros(room < most ? room : most);
	if (err)
		return err;
	ssize_t ret = akcipher_oneshot(handle, handle->akcipher_op, handle->queued.data(),
				       handle->queued.size(), result.data(), result.size());
	handle->queued.clear();
	handle->more = false;
	if (ret > 0)
		scatter_to_iov(result.data(), static_cast<size_t>(ret), iov, iovlen);
	return ret;
}

} // extern "C"
