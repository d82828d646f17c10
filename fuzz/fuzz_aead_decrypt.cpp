// SPDX-License-Identifier: GPL-2.0-only
// libFuzzer target: AEAD decryption of random, tampered and genuine messages over
// scatterlists the input lays out; only a genuine one may decrypt.
#include <crypto/aead.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include "fuzz_sg.h"
#include "fuzz_util.h"

namespace {

using ukc::fuzz::check;
using ukc::fuzz::errno_name;
using ukc::fuzz::sg_buffer;

struct aeadfz_row {
	const char *name;    // what decrypts, over the scatterlists
	const char *generic; // what seals the genuine messages, over a flat buffer
	unsigned int keylens[3];
	unsigned int authsizes[7]; // the sizes the algorithm takes; 0 ends the list
	bool ipsec;		   // RFC 4106 / 4543: associated data of 16 or 20 bytes only
	// RFC 4106 section 5: the last 8 bytes of the associated data are the IV, which
	// reaches GHASH through the nonce instead; changing them there changes nothing.
	unsigned int ad_unauth;
};

// The generic drivers, named by driver so that no x86 driver answers.
constexpr char aeadfz_gcm[] = "gcm_base(ctr(aes-generic),ghash-generic)";
constexpr char aeadfz_rfc4106[] = "rfc4106(gcm_base(ctr(aes-generic),ghash-generic))";
constexpr char aeadfz_rfc4543[] = "rfc4543(gcm_base(ctr(aes-generic),ghash-generic))";
constexpr char aeadfz_aegis[] = "aegis128-generic";

constexpr aeadfz_row aeadfz_rows[] = {
	{ "gcm(aes)", aeadfz_gcm, { 16, 24, 32 }, { 4, 8, 12, 13, 14, 15, 16 }, false, 0 },
	{ aeadfz_gcm, aeadfz_gcm, { 16, 24, 32 }, { 4, 8, 12, 13, 14, 15, 16 }, false, 0 },
	{ "rfc4106(gcm(aes))", aeadfz_rfc4106, { 20, 28, 36 }, { 8, 12, 16 }, true, 8 },
	{ aeadfz_rfc4106, aeadfz_rfc4106, { 20, 28, 36 }, { 8, 12, 16 }, true, 8 },
	{ "rfc4543(gcm(aes))", aeadfz_rfc4543, { 20, 28, 36 }, { 16 }, true, 0 },
	{ "aegis128", aeadfz_aegis, { 16, 16, 16 }, { 8, 9, 10, 12, 14, 15, 16 }, false, 0 },
	{ aeadfz_aegis, aeadfz_aegis, { 16, 16, 16 }, { 8, 9, 10, 12, 14, 15, 16 }, false, 0 },
};
constexpr size_t aeadfz_nrows = sizeof(aeadfz_rows) / sizeof(aeadfz_rows[0]);
constexpr size_t aeadfz_max_ad = PAGE_SIZE + 64;
constexpr size_t aeadfz_max_text = 2 * PAGE_SIZE + 64;

enum aeadfz_mode {
	aeadfz_random,
	aeadfz_tampered,
	aeadfz_genuine
};

using aeadfz_tfms = ukc::fuzz::tfm_pair<struct crypto_aead>;

aeadfz_tfms aeadfz_cache[aeadfz_nrows];

const aeadfz_tfms &aeadfz_get(size_t row)
{
	return ukc::fuzz::pair_of(aeadfz_cache[row], crypto_alloc_aead, "crypto_alloc_aead",
				  aeadfz_rows[row].name, aeadfz_rows[row].generic);
}

struct aeadfz_case {
	size_t row;
	aeadfz_mode mode;
	bool in_place;
	unsigned int authsize;
	std::vector<u8> key, iv;
	size_t assoclen, cryptlen; // cryptlen as decryption sees it: the tag included
	uint64_t seed;
	// tampered: which byte of associated data || ciphertext || tag, and how
	size_t flip_at;
	u8 flip;
};

unsigned int aeadfz_pick_authsize(FuzzedDataProvider &in, const aeadfz_row &row, bool any)
{
	if (any)
		return in.ConsumeIntegralInRange(0U, 20U);
	size_t n = 0;
	while (n < 7 && row.authsizes[n])
		n++;
	return row.authsizes[in.ConsumeIntegralInRange<size_t>(0, n - 1)];
}

aeadfz_case aeadfz_read_case(FuzzedDataProvider &in)
{
	aeadfz_case c;

	c.row = in.ConsumeIntegralInRange<size_t>(0, aeadfz_nrows - 1);
	const aeadfz_row &row = aeadfz_rows[c.row];
	u8 flags = in.ConsumeIntegral<u8>();
	c.mode = static_cast<aeadfz_mode>((flags & 3) == 3 ? 0 : flags & 3);
	c.in_place = flags & 4;
	c.authsize = aeadfz_pick_authsize(in, row, (flags & 0x38) == 0x38);
	size_t keylen = (flags & 0xc0) == 0xc0 ? in.ConsumeIntegralInRange(0, 40)
					       : row.keylens[in.ConsumeIntegralInRange(0, 2)];
	c.seed = in.ConsumeIntegral<uint64_t>();
	c.key = ukc::fuzz::bytes(keylen, ~c.seed);
	c.iv = ukc::fuzz::bytes(crypto_aead_ivsize(aeadfz_get(c.row).test), c.seed ^ 0x5a5a);
	c.assoclen = in.ConsumeIntegralInRange<size_t>(0, aeadfz_max_ad);
	// Mostly the lengths RFC 4106/4543 take (section 5 of each: SPI, sequence number(s), IV).
	if (row.ipsec && in.ConsumeIntegralInRange(0, 7))
		c.assoclen = in.ConsumeBool() ? 20 : 16;
	c.cryptlen = in.ConsumeIntegralInRange<size_t>(0, aeadfz_max_text);
	if (c.mode != aeadfz_random)
		c.cryptlen += c.authsize;
	c.flip_at = in.ConsumeIntegral<size_t>();
	c.flip = static_cast<u8>(in.ConsumeIntegralInRange(1, 255));
	return c;
}

// Key and tag size: both drivers take or refuse them alike.
bool aeadfz_setup(const aeadfz_case &c, const aeadfz_tfms &t)
{
	int et = crypto_aead_setkey(t.test, c.key.data(), static_cast<unsigned int>(c.key.size()));
	int eg = crypto_aead_setkey(t.generic, c.key.data(),
				    static_cast<unsigned int>(c.key.size()));
	check(et == eg && (et == 0 || et == -EINVAL), "%s: setkey(%zu) answered %s, %s %s",
	      crypto_aead_driver_name(t.test), c.key.size(), errno_name(et),
	      crypto_aead_driver_name(t.generic), errno_name(eg));
	if (et)
		return false;
	et = crypto_aead_setauthsize(t.test, c.authsize);
	eg = crypto_aead_setauthsize(t.generic, c.authsize);
	check(et == eg && (et == 0 || et == -EINVAL), "%s: setauthsize(%u) answered %s, %s %s",
	      crypto_aead_driver_name(t.test), c.authsize, errno_name(et),
	      crypto_aead_driver_name(t.generic), errno_name(eg));
	return et == 0;
}

int aeadfz_run(struct crypto_aead *tfm, struct scatterlist *src, struct scatterlist *dst,
	       const aeadfz_case &c, size_t cryptlen, bool decrypt)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	std::vector<u8> iv = c.iv; // exactly ivsize bytes, which the request may change
	struct crypto_wait wait;

	check(req, "aead_request_alloc() failed");
	crypto_init_wait(&wait);
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				  crypto_req_done, &wait);
	aead_request_set_crypt(req, src, dst, static_cast<unsigned int>(cryptlen),
			       iv.empty() ? nullptr : iv.data());
	aead_request_set_ad(req, static_cast<unsigned int>(c.assoclen));
	int err = crypto_wait_req(decrypt ? crypto_aead_decrypt(req) : crypto_aead_encrypt(req),
				  &wait);
	// testmgr's "corrupted request struct": the caller's fields are the caller's.
	check(req->src == src && req->dst == dst && req->cryptlen == cryptlen &&
		      req->assoclen == c.assoclen &&
		      req->iv == (iv.empty() ? nullptr : iv.data()) && req->base.data == &wait,
	      "%s: the request was changed", crypto_aead_driver_name(tfm));
	aead_request_free(req);
	return err;
}

// Seals AD || plaintext with the generic driver, over one flat buffer: AD || ciphertext || tag.
std::vector<u8> aeadfz_seal(const aeadfz_case &c, struct crypto_aead *tfm,
			    const std::vector<u8> &ad_text)
{
	std::vector<u8> buf(c.assoclen + c.cryptlen);
	struct scatterlist sg;

	std::copy(ad_text.begin(), ad_text.end(), buf.begin());
	sg_init_one(&sg, buf.data(), static_cast<unsigned int>(buf.size()));
	int err = aeadfz_run(tfm, &sg, &sg, c, c.cryptlen - c.authsize, false);
	check(err == 0, "%s: encryption of %zu + %zu bytes answered %s",
	      crypto_aead_driver_name(tfm), c.assoclen, c.cryptlen - c.authsize, errno_name(err));
	return buf;
}

// The message decryption gets: random bytes, or a genuine one, perhaps with one byte of
// the authenticated part changed.
std::vector<u8> aeadfz_message(aeadfz_case &c, const aeadfz_tfms &t, std::vector<u8> &text)
{
	std::vector<u8> msg(c.assoclen + c.cryptlen);

	ukc::fuzz::fill(msg.data(), msg.size(), c.seed);
	if (c.mode == aeadfz_random)
		return msg;
	text.assign(msg.begin() + c.assoclen, msg.end() - c.authsize);
	msg = aeadfz_seal(c, t.generic, msg);
	if (c.mode == aeadfz_tampered) {
		const aeadfz_row &row = aeadfz_rows[c.row];
		size_t ad = c.assoclen - row.ad_unauth, n = ad + c.cryptlen;
		size_t at = c.flip_at % n;
		c.flip_at = at < ad ? at : at + row.ad_unauth;
		msg[c.flip_at] ^= c.flip;
	}
	return msg;
}

// The answers RFC 4106/4543 and crypto_aead_decrypt() give before any verification.
bool aeadfz_refused(const aeadfz_case &c)
{
	return c.cryptlen < c.authsize ||
	       (aeadfz_rows[c.row].ipsec && c.assoclen != 16 && c.assoclen != 20);
}

std::string aeadfz_describe(const aeadfz_case &c, struct crypto_aead *tfm, const sg_buffer &src,
			    const sg_buffer *dst)
{
	static const char *const modes[] = { "random", "tampered", "genuine" };
	std::string s = std::string(modes[c.mode]) + " message to " + crypto_aead_driver_name(tfm) +
			", keylen " + std::to_string(c.key.size()) + ", authsize " +
			std::to_string(c.authsize) + ", assoclen " + std::to_string(c.assoclen) +
			", cryptlen " + std::to_string(c.cryptlen);
	if (c.mode == aeadfz_tampered)
		s += ", byte " + std::to_string(c.flip_at) + " changed";
	s += c.in_place ? ", in place; src " : ", out of place; src ";
	s += src.describe();
	if (dst)
		s += "; dst " + dst->describe();
	return s;
}

// Out of place, the associated data reaches dst, or dst's is left alone: either is 6.12's.
void aeadfz_check_ad(const aeadfz_case &c, const sg_buffer &dst, const std::vector<u8> &before,
		     const std::vector<u8> &msg, const std::string &what)
{
	std::vector<u8> ad(c.assoclen);

	dst.read(0, ad.data(), ad.size());
	check(std::equal(ad.begin(), ad.end(), before.begin()) ||
		      std::equal(ad.begin(), ad.end(), msg.begin()),
	      "dst's associated data is neither its own nor src's; %s", what.c_str());
}

// After -EBADMSG nothing of the plaintext is released: its place in dst holds zeroes
// (include/crypto/aead.h: every driver here wipes it).
void aeadfz_check_wiped(const aeadfz_case &c, const sg_buffer &out, const std::string &what)
{
	std::vector<u8> text(c.cryptlen - c.authsize);

	out.read(c.assoclen, text.data(), text.size());
	auto nz = std::find_if(text.begin(), text.end(), [](u8 b) { return b != 0; });
	check(nz == text.end(), "-EBADMSG, yet plaintext byte %zu of %zu is not wiped; %s",
	      static_cast<size_t>(nz - text.begin()), text.size(), what.c_str());
}

// A random message that verified must be what the generic driver seals from its plaintext.
void aeadfz_check_genuine(aeadfz_case c, const aeadfz_tfms &t, const sg_buffer &out,
			  const std::vector<u8> &msg, const std::string &what)
{
	std::vector<u8> ad_text(c.assoclen + c.cryptlen - c.authsize);

	out.read(0, ad_text.data(), ad_text.size());
	std::copy(msg.begin(), msg.begin() + c.assoclen, ad_text.begin());
	std::vector<u8> sealed = aeadfz_seal(c, t.generic, ad_text);
	check(sealed == msg, "a forged message decrypted; %s", what.c_str());
}

void aeadfz_check_result(const aeadfz_case &c, const aeadfz_tfms &t, int err, const sg_buffer &out,
			 const std::vector<u8> &msg, const std::vector<u8> &text,
			 const std::string &what)
{
	size_t textlen = c.cryptlen >= c.authsize ? c.cryptlen - c.authsize : 0;

	if (aeadfz_refused(c)) {
		check(err == -EINVAL, "answered %s, not -EINVAL; %s", errno_name(err),
		      what.c_str());
		return;
	}
	if (c.mode == aeadfz_genuine) {
		std::vector<u8> got(textlen);
		check(err == 0, "a genuine message answered %s; %s", errno_name(err), what.c_str());
		out.read(c.assoclen, got.data(), got.size());
		check(got == text, "wrong plaintext; %s", what.c_str());
		return;
	}
	check(err == -EBADMSG || (c.mode == aeadfz_random && err == 0),
	      "answered %s, not -EBADMSG; %s", errno_name(err), what.c_str());
	if (err == -EBADMSG)
		aeadfz_check_wiped(c, out, what);
	else
		aeadfz_check_genuine(c, t, out, msg, what);
}

void aeadfz_one(aeadfz_case &c, const aeadfz_tfms &t, const std::vector<u8> &msg,
		const std::vector<u8> &text, sg_buffer &src, sg_buffer *dst)
{
	src.write(0, msg.data(), msg.size());
	src.snapshot();
	std::vector<u8> dst_before(dst ? dst->total() : 0);
	if (dst)
		dst->read(0, dst_before.data(), dst_before.size());
	std::string what = aeadfz_describe(c, t.test, src, dst);
	int err = aeadfz_run(t.test, src.sg(), dst ? dst->sg() : src.sg(), c, c.cryptlen, true);
	// What decryption may write: the plaintext, and (out of place) the associated data.
	size_t textlen = c.cryptlen >= c.authsize ? c.cryptlen - c.authsize : 0;
	std::string damage = dst ? src.damage(0, 0) : src.damage(c.assoclen, c.assoclen + textlen);
	check(damage.empty(), "src: %s; %s", damage.c_str(), what.c_str());
	if (dst) {
		damage = dst->damage(0, c.assoclen + textlen);
		check(damage.empty(), "dst: %s; %s", damage.c_str(), what.c_str());
		aeadfz_check_ad(c, *dst, dst_before, msg, what);
	}
	aeadfz_check_result(c, t, err, dst ? *dst : src, msg, text, what);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FuzzedDataProvider in(data, size);
	aeadfz_case c = aeadfz_read_case(in);
	const aeadfz_tfms &t = aeadfz_get(c.row);

	if (!aeadfz_setup(c, t))
		return 0;
	// Sealing needs lengths the generic driver takes.
	if (c.mode != aeadfz_random && aeadfz_refused(c))
		c.mode = aeadfz_random;
	std::vector<u8> text;
	std::vector<u8> msg = aeadfz_message(c, t, text);
	size_t textlen = c.cryptlen >= c.authsize ? c.cryptlen - c.authsize : 0;
	sg_buffer src(in, c.assoclen + c.cryptlen);
	if (c.in_place) {
		aeadfz_one(c, t, msg, text, src, nullptr);
	} else {
		sg_buffer dst(in, c.assoclen + textlen);
		aeadfz_one(c, t, msg, text, src, &dst);
	}
	return 0;
}
