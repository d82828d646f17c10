// SPDX-License-Identifier: GPL-2.0-only
// The curve25519-generic kpp's arithmetic over OpenSSL's libcrypto: its X25519 (ADX/BMI2
// assembly on x86-64), reached through EVP, the only interface OpenSSL 3.0 exports for it.
#include <linux/errno.h>
#include <linux/string.h>

#include <memory>
#include <mutex>

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/proverr.h>

#include "curve25519_kpp.h"

namespace {

template <auto Free> struct x25519_free {
	template <typename T> void operator()(T *p) const { Free(p); }
};
using pkey_ptr = std::unique_ptr<EVP_PKEY, x25519_free<EVP_PKEY_free>>;
using pkey_ctx_ptr = std::unique_ptr<EVP_PKEY_CTX, x25519_free<EVP_PKEY_CTX_free>>;

// OpenSSL's error queue is per thread: nothing is left in it for the caller.
int x25519_fail(int err)
{
	ERR_clear_error();
	return err;
}

// OpenSSL refuses a derivation whose result is all zero (a peer point of small order, RFC 7748
// section 6.1); 6.12's kpp returns that result, so the refusal is turned back into it.
bool x25519_zero_result()
{
	unsigned long e = ERR_peek_last_error();

	return ERR_GET_LIB(e) == ERR_LIB_PROV &&
	       ERR_GET_REASON(e) == PROV_R_FAILED_DURING_DERIVATION;
}

// A derivation context for @key, its peer @peer.
pkey_ctx_ptr x25519_derive_ctx(EVP_PKEY *key, EVP_PKEY *peer)
{
	pkey_ctx_ptr ctx(EVP_PKEY_CTX_new(key, nullptr));

	// Any 32 bytes are a u-coordinate (RFC 7748 section 5): no check of the peer's key.
	if (ctx && EVP_PKEY_derive_init(ctx.get()) == 1 &&
	    EVP_PKEY_derive_set_peer_ex(ctx.get(), peer, 0) == 1)
		return ctx;
	return nullptr;
}

EVP_PKEY *x25519_peer(const u8 *point)
{
	return EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nullptr, point, CURVE25519_KEY_SIZE);
}

// The derivation on @ctx, its peer set, into @out.
int x25519_derive_on(EVP_PKEY_CTX *ctx, u8 *out)
{
	size_t len = CURVE25519_KEY_SIZE;

	if (EVP_PKEY_derive(ctx, out, &len) == 1 && len == CURVE25519_KEY_SIZE)
		return 0;
	if (!x25519_zero_result())
		return x25519_fail(-ENOMEM);
	memset(out, 0, CURVE25519_KEY_SIZE);
	return x25519_fail(0);
}

// @key with a peer key and a context of this request's own.
int x25519_derive(EVP_PKEY *key, const u8 *point, u8 *out)
{
	pkey_ptr peer(x25519_peer(point));
	pkey_ctx_ptr ctx(peer ? x25519_derive_ctx(key, peer.get()) : nullptr);

	return ctx ? x25519_derive_on(ctx.get(), out) : x25519_fail(-ENOMEM);
}

// The base point's multiple is the public key OpenSSL computed on import.
int x25519_public(EVP_PKEY *key, u8 *out)
{
	size_t len = CURVE25519_KEY_SIZE;

	return EVP_PKEY_get_raw_public_key(key, out, &len) == 1 ? 0 : x25519_fail(-ENOMEM);
}

EVP_PKEY *x25519_import(const u8 secret[CURVE25519_KEY_SIZE])
{
	EVP_PKEY *key = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr, secret,
						     CURVE25519_KEY_SIZE);

	if (!key)
		x25519_fail(0);
	return key;
}

} // namespace

namespace ukc::x25519 {

// OpenSSL's key object (freeing it cleanses the secret it holds), and a derivation context with
// a peer key object that one request at a time reuses: making both costs about a fifth of the
// multiplication. A request that finds them in use makes its own.
struct prepared {
	pkey_ptr key;
	std::mutex lock;
	pkey_ptr peer;
	pkey_ctx_ptr ctx;
};

namespace {

// On the kept context: the peer's point set in place, then the derivation.
int x25519_derive_kept(prepared *prep, const u8 *point, u8 *out)
{
	if (EVP_PKEY_set1_encoded_public_key(prep->peer.get(), point, CURVE25519_KEY_SIZE) != 1 ||
	    EVP_PKEY_derive_set_peer_ex(prep->ctx.get(), prep->peer.get(), 0) != 1)
		return x25519_fail(-ENOMEM);
	return x25519_derive_on(prep->ctx.get(), out);
}

} // namespace

int prepare(const u8 secret[CURVE25519_KEY_SIZE], prepared **out)
{
	std::unique_ptr<prepared> prep(new (std::nothrow) prepared{});

	*out = nullptr;
	if (!prep)
		return -ENOMEM;
	prep->key.reset(x25519_import(secret));
	prep->peer.reset(x25519_peer(curve25519_base_point));
	if (prep->key && prep->peer)
		prep->ctx = x25519_derive_ctx(prep->key.get(), prep->peer.get());
	if (!prep->ctx)
		return x25519_fail(-ENOMEM);
	*out = prep.release();
	return 0;
}

void release(prepared *prep)
{
	delete prep;
}

int compute(prepared *prep, const u8 secret[CURVE25519_KEY_SIZE], const u8 *point,
	    u8 out[CURVE25519_KEY_SIZE])
{
	if (!prep) {
		pkey_ptr key(x25519_import(secret));
		if (!key)
			return -ENOMEM;
		return point ? x25519_derive(key.get(), point, out) : x25519_public(key.get(), out);
	}
	if (!point)
		return x25519_public(prep->key.get(), out);
	std::unique_lock<std::mutex> hold(prep->lock, std::try_to_lock);
	if (!hold.owns_lock())
		return x25519_derive(prep->key.get(), point, out);
	return x25519_derive_kept(prep, point, out);
}

} // namespace ukc::x25519
