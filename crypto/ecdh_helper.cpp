// SPDX-License-Identifier: GPL-2.0-only
// The packed ECDH secret of 6.12: a kpp_secret header, the key size, then the key bytes.
#include <crypto/ecdh.h>
#include <linux/errno.h>

#include <cstring>

namespace {
// The kpp_secret header and the key size: a packed secret with an empty key (6.12 keeps this in
// crypto/ecdh_helper.c, not in the header).
constexpr unsigned int ECDH_KPP_SECRET_MIN_SIZE = sizeof(struct kpp_secret) +
						  sizeof(unsigned short);
} // namespace

unsigned int crypto_ecdh_key_len(const struct ecdh *params)
{
	return ECDH_KPP_SECRET_MIN_SIZE + params->key_size;
}

int crypto_ecdh_encode_key(char *buf, unsigned int len, const struct ecdh *params)
{
	const struct kpp_secret secret = {
		.type = CRYPTO_KPP_SECRET_TYPE_ECDH,
		.len = static_cast<unsigned short>(len),
	};

	if (!buf || len != crypto_ecdh_key_len(params))
		return -EINVAL;
	memcpy(buf, &secret, sizeof(secret));
	memcpy(buf + sizeof(secret), &params->key_size, sizeof(params->key_size));
	if (params->key_size)
		memcpy(buf + ECDH_KPP_SECRET_MIN_SIZE, params->key, params->key_size);
	return 0;
}

int crypto_ecdh_decode_key(const char *buf, unsigned int len, struct ecdh *params)
{
	struct kpp_secret secret;

	if (!buf || len < ECDH_KPP_SECRET_MIN_SIZE)
		return -EINVAL;
	memcpy(&secret, buf, sizeof(secret));
	if (secret.type != CRYPTO_KPP_SECRET_TYPE_ECDH || len < secret.len)
		return -EINVAL;
	memcpy(&params->key_size, buf + sizeof(secret), sizeof(params->key_size));
	if (secret.len != crypto_ecdh_key_len(params))
		return -EINVAL;
	// Points into @buf, as 6.12 does: nothing is allocated.
	params->key = const_cast<char *>(buf) + ECDH_KPP_SECRET_MIN_SIZE;
	return 0;
}
