// SPDX-License-Identifier: GPL-2.0-only
// RSA key parsing: a small BER reader for RFC 8017's RSAPublicKey and RSAPrivateKey, with the
// acceptance rules of 6.12's ASN.1 decoder and rsa_helper.c.
#include <crypto/internal/rsa.h>
#include <linux/errno.h>
#include <linux/fips.h>
#include <linux/kernel.h>

#include <cstddef>

namespace {

// X.690 8.1.2: the tag byte; 8.1.3: the length octets.
constexpr u8 rsa_ber_cons = 0x20;
constexpr u8 rsa_ber_long_tag = 0x1f;
constexpr u8 rsa_ber_integer = 0x02;
constexpr u8 rsa_ber_sequence = 0x10;
constexpr u8 rsa_ber_indefinite = 0x80;
// 6.12's decoder takes at most two length octets and 64 KiB of input.
constexpr unsigned int rsa_ber_max_len_octets = 2;
constexpr size_t rsa_ber_max_input = 65535;

// A position in the input and the end of the enclosing element.
struct rsa_ber_cursor {
	const u8 *data;
	size_t dp;
	size_t end;
};

struct rsa_ber_header {
	u8 tag;
	bool indefinite;
	size_t len;
};

int rsa_ber_long_length(rsa_ber_cursor *c, unsigned int n, size_t *len)
{
	if (n > rsa_ber_max_len_octets || n > c->end - c->dp)
		return -EBADMSG;
	*len = 0;
	while (n--)
		*len = (*len << 8) | c->data[c->dp++];
	return 0;
}

// One identifier and length (X.690 8.1.2-8.1.3), as 6.12 reads them: single-byte tags only;
// the indefinite form (8.1.3.6) only for a constructed element, followed by at least two
// bytes; a definite length no longer than what is left.
int rsa_ber_read_header(rsa_ber_cursor *c, rsa_ber_header *h)
{
	if (c->end - c->dp < 2)
		return -EBADMSG;
	h->tag = c->data[c->dp++];
	if ((h->tag & rsa_ber_long_tag) == rsa_ber_long_tag)
		return -EBADMSG;
	size_t len = c->data[c->dp++];

	h->indefinite = len == rsa_ber_indefinite;
	h->len = 0;
	if (h->indefinite) {
		if (!(h->tag & rsa_ber_cons) || c->end - c->dp < 2)
			return -EBADMSG;
		return 0;
	}
	if (len > 0x7f) {
		int err = rsa_ber_long_length(c, len - 0x80, &len);

		if (err)
			return err;
	}
	if (len > c->end - c->dp)
		return -EBADMSG;
	h->len = len;
	return 0;
}

// What a field's value must satisfy (rsa_helper.c's rsa_get_*), given the key parsed so far.
using rsa_field_check = int (*)(rsa_key *key, const u8 *value, size_t vlen);

int rsa_check_n(rsa_key *key, const u8 *value, size_t vlen)
{
	if (!vlen)
		return -EINVAL;
	if (fips_enabled) {
		size_t sz = vlen;

		for (const u8 *p = value; sz && !*p; p++)
			sz--;
		// FIPS 186-5 A.1.1: 2048-bit moduli and up.
		if (sz < 256) {
			pr_err("RSA: key size not allowed in FIPS mode\n");
			return -EINVAL;
		}
	}
	return 0;
}

int rsa_check_exp(rsa_key *key, const u8 *value, size_t vlen)
{
	return !key->n_sz || !vlen || vlen > key->n_sz ? -EINVAL : 0;
}

int rsa_check_crt(rsa_key *key, const u8 *value, size_t vlen)
{
	return !vlen || vlen > key->n_sz ? -EINVAL : 0;
}

// One field of the key's SEQUENCE: where its value goes and how it is checked. A field with
// no destination (the private key's version) is skipped whatever its value.
struct rsa_field {
	const u8 *rsa_key::*value;
	size_t rsa_key::*size;
	rsa_field_check check;
};

constexpr rsa_field rsa_pub_fields[] = {
	{ &rsa_key::n, &rsa_key::n_sz, rsa_check_n },
	{ &rsa_key::e, &rsa_key::e_sz, rsa_check_exp },
};

constexpr rsa_field rsa_priv_fields[] = {
	{ nullptr, nullptr, nullptr },
	{ &rsa_key::n, &rsa_key::n_sz, rsa_check_n },
	{ &rsa_key::e, &rsa_key::e_sz, rsa_check_exp },
	{ &rsa_key::d, &rsa_key::d_sz, rsa_check_exp },
	{ &rsa_key::p, &rsa_key::p_sz, rsa_check_crt },
	{ &rsa_key::q, &rsa_key::q_sz, rsa_check_crt },
	{ &rsa_key::dp, &rsa_key::dp_sz, rsa_check_crt },
	{ &rsa_key::dq, &rsa_key::dq_sz, rsa_check_crt },
	{ &rsa_key::qinv, &rsa_key::qinv_sz, rsa_check_crt },
};

int rsa_read_integer(rsa_ber_cursor *c, rsa_key *key, const rsa_field &f)
{
	rsa_ber_header h;
	int err = rsa_ber_read_header(c, &h);

	// An INTEGER is primitive (X.690 8.3.1): the indefinite form is refused above.
	if (err || h.tag != rsa_ber_integer)
		return err ? err : -EBADMSG;
	const u8 *value = c->data + c->dp;

	if (f.check) {
		err = f.check(key, value, h.len);
		if (err)
			return err;
		key->*f.value = value;
		key->*f.size = h.len;
	}
	c->dp += h.len;
	return 0;
}

// The end of the SEQUENCE: exactly at its definite end, or an end-of-contents (X.690 8.1.5).
// As in 6.12, bytes after the SEQUENCE are not looked at.
int rsa_read_seq_end(rsa_ber_cursor *c, size_t seq_end, bool indefinite)
{
	if (!indefinite)
		return c->dp == seq_end ? 0 : -EBADMSG;
	if (c->end - c->dp < 2 || c->data[c->dp] || c->data[c->dp + 1])
		return -EBADMSG;
	return 0;
}

template <size_t N>
int rsa_parse(rsa_key *key, const void *data, unsigned int len, const rsa_field (&fields)[N])
{
	if (len > rsa_ber_max_input)
		return -EMSGSIZE;
	rsa_ber_cursor c = { static_cast<const u8 *>(data), 0, len };
	rsa_ber_header h;
	int err = rsa_ber_read_header(&c, &h);

	// 6.12 matches SEQUENCE with the constructed bit ignored (and reads it as constructed).
	if (err || (h.tag & ~rsa_ber_cons) != rsa_ber_sequence)
		return err ? err : -EBADMSG;
	size_t seq_end = h.indefinite ? c.end : c.dp + h.len;
	rsa_ber_cursor inner = { c.data, c.dp, seq_end };

	for (const rsa_field &f : fields) {
		err = rsa_read_integer(&inner, key, f);
		if (err)
			return err;
	}
	return rsa_read_seq_end(&inner, seq_end, h.indefinite);
}

} // namespace

extern "C" int rsa_parse_pub_key(struct rsa_key *rsa_key, const void *key, unsigned int key_len)
{
	return rsa_parse(rsa_key, key, key_len, rsa_pub_fields);
}

extern "C" int rsa_parse_priv_key(struct rsa_key *rsa_key, const void *key, unsigned int key_len)
{
	return rsa_parse(rsa_key, key, key_len, rsa_priv_fields);
}
