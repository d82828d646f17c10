// SPDX-License-Identifier: GPL-2.0-only
// The packed Diffie-Hellman secret of the kpp type (6.12's crypto_dh_encode_key() format).
#include <crypto/dh.h>
#include <linux/errno.h>

#include <cstring>

namespace {

constexpr unsigned int dh_header_size = sizeof(struct kpp_secret) + 3 * sizeof(unsigned int);

unsigned int dh_data_size(const struct dh *p)
{
	return p->key_size + p->p_size + p->g_size;
}

// Appends @size bytes at *@pos, unless they would pass @end (then *@pos becomes NULL).
void dh_pack(u8 **pos, const u8 *end, const void *src, size_t size)
{
	if (!*pos || size > static_cast<size_t>(end - *pos)) {
		*pos = nullptr;
		return;
	}
	// An empty field may come with a null pointer (an ECDH key to be generated): copy nothing.
	if (size)
		memcpy(*pos, src, size);
	*pos += size;
}

bool dh_all_zero(const void *p, unsigned int len)
{
	const u8 *b = static_cast<const u8 *>(p);

	for (unsigned int i = 0; i < len; i++)
		if (b[i])
			return false;
	return true;
}

} // namespace

extern "C" {

unsigned int crypto_dh_key_len(const struct dh *params)
{
	return dh_header_size + dh_data_size(params);
}

int crypto_dh_encode_key(char *buf, unsigned int len, const struct dh *params)
{
	u8 *pos = reinterpret_cast<u8 *>(buf);
	const u8 *end = pos + len;
	struct kpp_secret secret = { CRYPTO_KPP_SECRET_TYPE_DH, static_cast<unsigned short>(len) };

	if (!len)
		return -EINVAL;
	dh_pack(&pos, end, &secret, sizeof(secret));
	dh_pack(&pos, end, &params->key_size, sizeof(params->key_size));
	dh_pack(&pos, end, &params->p_size, sizeof(params->p_size));
	dh_pack(&pos, end, &params->g_size, sizeof(params->g_size));
	dh_pack(&pos, end, params->key, params->key_size);
	dh_pack(&pos, end, params->p, params->p_size);
	dh_pack(&pos, end, params->g, params->g_size);
	return pos == end ? 0 : -EINVAL;
}

int __crypto_dh_decode_key(const char *buf, unsigned int len, struct dh *params)
{
	struct kpp_secret secret;
	const char *pos = buf + sizeof(secret);

	if (!buf || len < dh_header_size)
		return -EINVAL;
	memcpy(&secret, buf, sizeof(secret));
	if (secret.type != CRYPTO_KPP_SECRET_TYPE_DH)
		return -EINVAL;
	memcpy(&params->key_size, pos, sizeof(unsigned int));
	memcpy(&params->p_size, pos + sizeof(unsigned int), sizeof(unsigned int));
	memcpy(&params->g_size, pos + 2 * sizeof(unsigned int), sizeof(unsigned int));
	// The header's length must be the packed length; unlike 6.12 we also refuse one longer
	// than the buffer, so the values are never read past its end.
	if (secret.len != crypto_dh_key_len(params) || secret.len > len ||
	    dh_data_size(params) > len)
		return -EINVAL;
	pos = buf + dh_header_size;
	params->key = pos;
	params->p = pos + params->key_size;
	params->g = pos + params->key_size + params->p_size;
	return 0;
}

int crypto_dh_decode_key(const char *buf, unsigned int len, struct dh *params)
{
	int err = __crypto_dh_decode_key(buf, len, params);

	if (err)
		return err;
	// A key or generator longer than the prime cannot be reduced values (6.12's check).
	if (params->key_size > params->p_size || params->g_size > params->p_size)
		return -EINVAL;
	// A prime of zeros is no group; refused before it reaches a division.
	if (dh_all_zero(params->p, params->p_size))
		return -EINVAL;
	return 0;
}

} // extern "C"
