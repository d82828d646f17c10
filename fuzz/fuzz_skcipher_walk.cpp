// SPDX-License-Identifier: GPL-2.0-only
// libFuzzer target: skcipher requests over scatterlists the input lays out, against the same
// request over one flat buffer and against the generic driver.
#include <crypto/skcipher.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/scatterlist.h>

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

struct skwalk_row {
	const char *name;    // what is tested over the scatterlists
	const char *generic; // the reference, over a flat buffer
	unsigned int keylens[3];
	// The mode defines the IV it hands back: CBC the last ciphertext block, CTR the next
	// counter block (SP 800-38A, 6.2 and 6.5). For the others it is unspecified.
	bool iv_out;
};

constexpr char skwalk_essiv[] = "essiv(cbc(aes-generic),sha256-generic)";

// The generic drivers walk with skcipher_walk / lskcipher over the lists; the x86 drivers
// (a cra_name answers with the best tier this CPU has) walk on their own.
constexpr skwalk_row skwalk_rows[] = {
	{ "ecb(aes-generic)", "ecb(aes-generic)", { 16, 24, 32 }, false },
	{ "cbc(aes-generic)", "cbc(aes-generic)", { 16, 24, 32 }, true },
	{ "ctr(aes-generic)", "ctr(aes-generic)", { 16, 24, 32 }, true },
	{ "xts(ecb(aes-generic))", "xts(ecb(aes-generic))", { 32, 48, 64 }, false },
	{ "cts(cbc(aes-generic))", "cts(cbc(aes-generic))", { 16, 24, 32 }, false },
	{ skwalk_essiv, skwalk_essiv, { 16, 24, 32 }, false },
	{ "ecb(aes)", "ecb(aes-generic)", { 16, 24, 32 }, false },
	{ "cbc(aes)", "cbc(aes-generic)", { 16, 24, 32 }, true },
	{ "ctr(aes)", "ctr(aes-generic)", { 16, 24, 32 }, true },
	{ "xts(aes)", "xts(ecb(aes-generic))", { 32, 48, 64 }, false },
	{ "cts(cbc(aes))", "cts(cbc(aes-generic))", { 16, 24, 32 }, false },
	{ "essiv(cbc(aes),sha256)", skwalk_essiv, { 16, 24, 32 }, false },
};
constexpr size_t skwalk_nrows = sizeof(skwalk_rows) / sizeof(skwalk_rows[0]);
constexpr size_t skwalk_max_len = 3 * PAGE_SIZE + 64;

using skwalk_tfms = ukc::fuzz::tfm_pair<struct crypto_skcipher>;

skwalk_tfms skwalk_cache[skwalk_nrows];

const skwalk_tfms &skwalk_get(size_t row)
{
	return ukc::fuzz::pair_of(skwalk_cache[row], crypto_alloc_skcipher, "crypto_alloc_skcipher",
				  skwalk_rows[row].name, skwalk_rows[row].generic);
}

// One request, waited for; @iv is updated as the mode defines.
int skwalk_run(struct crypto_skcipher *tfm, struct scatterlist *src, struct scatterlist *dst,
	       size_t len, u8 *iv, bool decrypt)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	struct crypto_wait wait;

	check(req, "skcipher_request_alloc() failed");
	crypto_init_wait(&wait);
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP | CRYPTO_TFM_REQ_MAY_BACKLOG,
				      crypto_req_done, &wait);
	skcipher_request_set_crypt(req, src, dst, static_cast<unsigned int>(len), iv);
	int err = decrypt ? crypto_skcipher_decrypt(req) : crypto_skcipher_encrypt(req);
	err = crypto_wait_req(err, &wait);
	// testmgr's "corrupted request struct": the caller's fields are the caller's.
	check(req->src == src && req->dst == dst && req->cryptlen == len && req->iv == iv &&
		      req->base.data == &wait,
	      "%s: the request was changed", crypto_skcipher_driver_name(tfm));
	skcipher_request_free(req);
	return err;
}

// The same request over one contiguous buffer: the walk's simplest case.
int skwalk_run_flat(struct crypto_skcipher *tfm, std::vector<u8> &buf, size_t len,
		    std::vector<u8> &iv, bool decrypt)
{
	struct scatterlist sg;

	sg_init_one(&sg, buf.data(), static_cast<unsigned int>(len));
	return skwalk_run(tfm, &sg, &sg, len, iv.empty() ? nullptr : iv.data(), decrypt);
}

size_t skwalk_first_diff(const std::vector<u8> &a, const std::vector<u8> &b)
{
	size_t i = 0;

	while (i < a.size() && a[i] == b[i])
		i++;
	return i;
}

struct skwalk_case {
	size_t row;
	bool decrypt, in_place;
	std::vector<u8> key, iv;
	size_t len;
	uint64_t seed;
};

// Everything a failure message needs to replay the case by hand.
std::string skwalk_describe(const skwalk_case &c, struct crypto_skcipher *tfm, const sg_buffer &src,
			    const sg_buffer *dst)
{
	std::string s = std::string(c.decrypt ? "decrypt" : "encrypt") + " with " +
			crypto_skcipher_driver_name(tfm) + ", keylen " +
			std::to_string(c.key.size()) + ", len " + std::to_string(c.len) +
			(c.in_place ? ", in place" : ", out of place") + "; src " + src.describe();
	if (dst)
		s += "; dst " + dst->describe();
	return s;
}

skwalk_case skwalk_read_case(FuzzedDataProvider &in)
{
	skwalk_case c;

	c.row = in.ConsumeIntegralInRange<size_t>(0, skwalk_nrows - 1);
	u8 flags = in.ConsumeIntegral<u8>();
	c.decrypt = flags & 1;
	c.in_place = flags & 2;
	// One case in eight tries a key length the driver may refuse.
	size_t keylen = (flags & 0x1c) == 0x1c
				? in.ConsumeIntegralInRange<size_t>(0, 80)
				: skwalk_rows[c.row].keylens[in.ConsumeIntegralInRange(0, 2)];
	c.seed = in.ConsumeIntegral<uint64_t>();
	c.key = ukc::fuzz::bytes(keylen, ~c.seed);
	c.iv = ukc::fuzz::bytes(crypto_skcipher_ivsize(skwalk_get(c.row).test), c.seed ^ 0x5a5a);
	c.len = in.ConsumeIntegralInRange<size_t>(0, skwalk_max_len);
	// Half the cases are whole blocks, which every mode here takes.
	if (flags & 0x20)
		c.len &= ~static_cast<size_t>(15);
	return c;
}

// Both drivers must take or refuse the key alike: the length rules are the mode's.
bool skwalk_setkey(const skwalk_case &c, const skwalk_tfms &t)
{
	int et = crypto_skcipher_setkey(t.test, c.key.data(), c.key.size());
	int eg = crypto_skcipher_setkey(t.generic, c.key.data(), c.key.size());

	check(et == eg, "%s: setkey(%zu bytes) answered %s, %s answered %s",
	      crypto_skcipher_driver_name(t.test), c.key.size(), errno_name(et),
	      crypto_skcipher_driver_name(t.generic), errno_name(eg));
	check(et == 0 || et == -EINVAL, "%s: setkey(%zu bytes) answered %s",
	      crypto_skcipher_driver_name(t.test), c.key.size(), errno_name(et));
	return et == 0;
}

void skwalk_check_lists(const std::string &what, const sg_buffer &src, const sg_buffer *dst,
			size_t len)
{
	// Out of place, the source is read only; the destination's bytes past @len are not
	// the request's.
	std::string err = dst ? src.damage(0, 0) : src.damage(0, len);
	check(err.empty(), "src: %s; %s", err.c_str(), what.c_str());
	if (dst) {
		err = dst->damage(0, len);
		check(err.empty(), "dst: %s; %s", err.c_str(), what.c_str());
	}
}

void skwalk_compare(const char *label, const std::vector<u8> &got, const std::vector<u8> &want,
		    const std::string &what)
{
	size_t at = skwalk_first_diff(got, want);

	check(at == got.size(), "%s differ at byte %zu of %zu; %s", label, at, got.size(),
	      what.c_str());
}

void skwalk_one(const skwalk_case &c, sg_buffer &src, sg_buffer *dst)
{
	const skwalk_tfms &t = skwalk_get(c.row);
	std::vector<u8> msg(c.len), flat(c.len), ref(c.len);
	std::vector<u8> iv_sg = c.iv, iv_flat = c.iv, iv_ref = c.iv;

	ukc::fuzz::fill(msg.data(), msg.size(), c.seed);
	src.write(0, msg.data(), msg.size());
	src.snapshot();
	flat = ref = msg;
	std::string what = skwalk_describe(c, t.test, src, dst);
	int e_sg = skwalk_run(t.test, src.sg(), dst ? dst->sg() : src.sg(), c.len,
			      iv_sg.empty() ? nullptr : iv_sg.data(), c.decrypt);
	int e_flat = skwalk_run_flat(t.test, flat, c.len, iv_flat, c.decrypt);
	int e_ref = skwalk_run_flat(t.generic, ref, c.len, iv_ref, c.decrypt);
	check(e_sg == e_flat && e_flat == e_ref,
	      "answers: %s over the lists, %s flat, %s from %s; %s", errno_name(e_sg),
	      errno_name(e_flat), errno_name(e_ref), crypto_skcipher_driver_name(t.generic),
	      what.c_str());
	check(e_sg == 0 || e_sg == -EINVAL, "answered %s; %s", errno_name(e_sg), what.c_str());
	// A refused request may have written part of the output already, as the kernel's do.
	skwalk_check_lists(what, src, dst, c.len);
	if (e_sg)
		return;
	std::vector<u8> out(c.len);
	(dst ? *dst : src).read(0, out.data(), out.size());
	skwalk_compare("the lists and the flat buffer", out, flat, what);
	skwalk_compare("the driver and the generic one", flat, ref, what);
	if (skwalk_rows[c.row].iv_out) {
		skwalk_compare("the IVs out of the lists and the flat buffer", iv_sg, iv_flat,
			       what);
		skwalk_compare("the IVs out of the driver and the generic one", iv_flat, iv_ref,
			       what);
	}
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FuzzedDataProvider in(data, size);
	skwalk_case c = skwalk_read_case(in);

	if (!skwalk_setkey(c, skwalk_get(c.row)))
		return 0;
	sg_buffer src(in, c.len);
	if (c.in_place) {
		skwalk_one(c, src, nullptr);
	} else {
		sg_buffer dst(in, c.len);
		skwalk_one(c, src, &dst);
	}
	return 0;
}
