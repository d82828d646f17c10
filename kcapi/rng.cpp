// SPDX-License-Identifier: GPL-2.0-only
// kcapi_rng_*: random number generators on crypto_rng, with algif_rng's CAVP inputs.

#include <cerrno>
#include <cstring>
#include <sys/random.h>

#include <linux/crypto.h>
#include <linux/err.h>

#include "kcapi_internal.h"

using namespace ukc::kcapi;

namespace {

// algif_rng hands out at most 128 bytes a recvmsg; libkcapi loops. Generating in the same
// chunks keeps a seeded DRBG's output identical to the kernel's.
constexpr size_t rng_chunk = 128;

bool rng_ok(const struct kcapi_handle *h)
{
	return is_type(h, handle_type::rng) && h->rng;
}

} // namespace

extern "C" {

int kcapi_rng_init(struct kcapi_handle **handle, const char *rngname, uint32_t flags)
{
	return handle_alloc(handle, handle_type::rng, rngname, flags);
}

void kcapi_rng_destroy(struct kcapi_handle *handle)
{
	handle_free(handle);
}

int kcapi_rng_seed(struct kcapi_handle *handle, uint8_t *seed, uint32_t seedlen)
{
	if (!rng_ok(handle) || (!seed && seedlen))
		return -EINVAL;
	int err = key_len_check(seedlen); // the seed goes in as ALG_SET_KEY
	if (err)
		return err;
	return crypto_rng_reset(handle->rng, seed, seedlen);
}

ssize_t kcapi_rng_generate(struct kcapi_handle *handle, uint8_t *buffer, size_t len)
{
	if (!rng_ok(handle) || (!buffer && len))
		return -EINVAL;
	if (len > data_len_max)
		return -EMSGSIZE;
	size_t done = 0;
	while (done < len) {
		size_t n = len - done < rng_chunk ? len - done : rng_chunk;
		// As algif_rng, the additional input goes with the next request only.
		int err = crypto_rng_generate(handle->rng, handle->addtl.data(),
					      static_cast<unsigned int>(handle->addtl.size()),
					      buffer + done, static_cast<unsigned int>(n));
		handle->addtl.clear();
		if (err)
			return done ? static_cast<ssize_t>(done) : err;
		done += n;
	}
	return static_cast<ssize_t>(done);
}

uint32_t kcapi_rng_seedsize(struct kcapi_handle *handle)
{
	return rng_ok(handle) ? static_cast<uint32_t>(crypto_rng_seedsize(handle->rng)) : 0;
}

int kcapi_rng_setentropy(struct kcapi_handle *handle, uint8_t *ent, uint32_t entlen)
{
	if (!rng_ok(handle) || (!ent && entlen) || entlen > INT_MAX)
		return -EINVAL;
	if (entlen > rng_input_max)
		return -EMSGSIZE;
	struct rng_alg *alg = crypto_rng_alg(handle->rng);
	if (!alg->set_ent)
		return -ENOPROTOOPT;
	// The RNG keeps the pointer until its next reset, so the copy lives in the handle.
	handle->entropy.clear();
	int err = handle->entropy.append(ent, entlen);
	if (err)
		return err;
	alg->set_ent(handle->rng, handle->entropy.data(), entlen);
	return 0;
}

int kcapi_rng_setaddtl(struct kcapi_handle *handle, uint8_t *addtl, uint32_t addtllen)
{
	if (!rng_ok(handle) || (!addtl && addtllen))
		return -EINVAL;
	if (addtllen > rng_input_max)
		return -EMSGSIZE;
	handle->addtl.clear();
	return handle->addtl.append(addtl, addtllen);
}

ssize_t kcapi_rng_get_bytes(uint8_t *buffer, size_t outlen)
{
	struct kcapi_handle *h;
	int err = kcapi_rng_init(&h, "stdrng", 0);
	if (err)
		return err;
	uint8_t seed[128];
	uint32_t seedlen = kcapi_rng_seedsize(h);
	ssize_t ret = 0;
	if (seedlen > sizeof(seed))
		ret = -EINVAL;
	else if (seedlen && getrandom(seed, seedlen, 0) != static_cast<ssize_t>(seedlen))
		ret = -errno;
	if (!ret)
		ret = kcapi_rng_seed(h, seedlen ? seed : nullptr, seedlen);
	if (!ret)
		ret = kcapi_rng_generate(h, buffer, outlen);
	memzero_explicit(seed, sizeof(seed));
	kcapi_rng_destroy(h);
	return ret;
}

} // extern "C"
