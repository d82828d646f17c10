// SPDX-License-Identifier: GPL-2.0-only
// What the skcipher API costs: each AES driver through one skcipher request against a direct
// call of the routine that driver ends in, on the same buffer with the same expanded key.
//
// Per case and size (16, 256 and 4096 bytes), two timings of the same work, in place on one
// page-aligned 4096-byte buffer:
//   api     per request: the IV reset (a 16-byte copy), skcipher_request_set_crypt() over one
//           scatterlist entry (sg_init_one), crypto_skcipher_encrypt() (or _decrypt()) of the
//           tfm crypto_alloc_skcipher() gave for the driver name, the key set once.
//   direct  per call: the same IV reset, then only the routine the driver ends in:
//           - ecb(aes-generic): the ecb template's loop, one call a block of the cia_encrypt
//             the "aes-generic" cipher registers (read from crypto_alloc_cipher("aes-generic"),
//             keyed with the same key), the function the template calls;
//           - x86 drivers: the routine the driver's glue calls for a request in one page
//             (aesni-intel-glue.cpp, aes-vaes-glue.cpp), e.g. aesni_ecb_enc() for ecb-aes-aesni
//             or the vaes-avx2 row's ctr_crypt for ctr-aes-vaes-avx2 (aes-x86-tiers.h);
//             for XTS also the aesni_enc() of the IV into the tweak, which the glue does
//             first. They are this program's
//             copies of the same objects the library links in (the arch/x86 archives), on a
//             key expanded by aesni_set_key(), as the drivers' setkey does.
// Before any timing, both sides must leave the same bytes (and IV) from the same input.
// Time: nanoseconds per request from steady_clock over a batch of ~100 us; the median over
// the rounds, which alternate api and direct. ratio = api / direct (the API's overhead as a
// factor), and api - direct in ns. On x86 an LFENCE follows every request and every direct
// call, so that none overlaps the next in the core (back to back, a serial chain such as CBC
// encryption overlaps the next request's start, by more or less on each side: here that moved
// api - direct by +-60 ns at 256 bytes); --overlap drops it. x86 drivers not registered on
// this CPU are listed as skipped.
#include <crypto/aes.h>
#include <crypto/internal/cipher.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifdef __x86_64__
#include <immintrin.h>
#endif

#ifdef UKC_BENCH_API_X86
#include "aes-x86-tiers.h"
#endif

namespace {

constexpr unsigned int api_sizes[] = { 16, 256, 4096 };
constexpr unsigned int api_buf_len = 4096;
constexpr int api_default_rounds = 101;
constexpr double api_batch_ns = 100e3; // a batch: short, so that most run uninterrupted

constexpr char api_usage[] =
	"usage: bench-api [--rounds=N] [--overlap]\n"
	"\n"
	"The skcipher API's overhead over the routine an AES driver ends in, for\n"
	"ecb(aes-generic) and every x86 AES skcipher driver registered on this CPU\n"
	"(ecb/cbc/ctr/xts-aes-aesni; xts/ctr/cbc-aes-<tier> for the aesni-avx, vaes-avx2,\n"
	"vaes-avx10_256 and vaes-avx10_512 tiers; the others are listed as skipped), at\n"
	"16, 256 and 4096 bytes, in place on one page-aligned buffer. Per request:\n"
	"  api     reset the IV, skcipher_request_set_crypt() over one scatterlist entry,\n"
	"          crypto_skcipher_encrypt() (decrypt in the cbc decrypt cases) on the tfm\n"
	"          of crypto_alloc_skcipher(<driver name>);\n"
	"  direct  reset the IV, call the routine the driver's glue calls (aesni_ecb_enc(),\n"
	"          a tier's ctr_crypt, ...; XTS: after aesni_enc() of the tweak) on\n"
	"          the same buffer with the same expanded key; ecb(aes-generic): the\n"
	"          cia_encrypt that aes-generic registers, once a block.\n"
	"Both sides must give the same output first. Printed: ns per request from\n"
	"steady_clock, medians of alternating rounds, api/direct and api - direct.\n"
	"On x86 an LFENCE follows every request and every direct call, on both sides,\n"
	"so that the core does not overlap one with the next.\n"
	"\n"
	"  --rounds=N  timed rounds per side and size (default 101), each a batch of\n"
	"              requests taking about 100 us\n"
	"  --overlap   no LFENCE: requests back to back, as throughput; the overlap can\n"
	"              hide or inflate the overhead (CBC encryption's serial chain most)\n"
	"  -h, --help  print this and exit\n";

// ---- timing ----

// Unless --overlap, each request (or direct call) completes before the next one starts: LFENCE
// waits for every earlier instruction. The same on both sides.
inline void api_serialize(bool serial)
{
#ifdef __x86_64__
	if (serial)
		_mm_lfence();
#endif
}

double api_median(std::vector<double> v)
{
	std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
	return v[v.size() / 2];
}

// Nanoseconds per call of a batch of @iters calls.
template <typename F> double api_time_batch(F &run, int iters)
{
	auto t0 = std::chrono::steady_clock::now();

	run(iters);
	return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0)
		       .count() /
	       iters;
}

// Medians of @rounds batches each. The two sides take turns every round, so a change of clock
// speed or load hits both alike. First, untimed batches warm caches and predictors and size a
// batch to about api_batch_ns on the slower side.
template <typename A, typename B> void api_measure(A &&a, B &&b, int rounds, double *ma, double *mb)
{
	std::vector<double> sa, sb;
	double slower = 0;

	for (int w = 0; w < 4; w++)
		slower = std::max(api_time_batch(a, 16), api_time_batch(b, 16));
	int iters = std::clamp(static_cast<int>(api_batch_ns / slower), 4, 1 << 16);

	for (int r = 0; r < rounds; r++) {
		sa.push_back(api_time_batch(a, iters));
		sb.push_back(api_time_batch(b, iters));
	}
	*ma = api_median(sa);
	*mb = api_median(sb);
}

// ---- the two sides ----

// One request per call through the whole API.
struct api_request {
	struct crypto_skcipher *tfm = nullptr;
	struct skcipher_request *req = nullptr;
	struct scatterlist sg;
	u8 iv[AES_BLOCK_SIZE], iv0[AES_BLOCK_SIZE];
	unsigned int len = 0;
	bool enc = true, serial = false;

	~api_request()
	{
		skcipher_request_free(req);
		if (tfm && !IS_ERR(tfm))
			crypto_free_skcipher(tfm);
	}
	// 0, or the -errno of the allocation or the setkey.
	int init(const char *driver, const u8 *key, unsigned int klen, u8 *buf)
	{
		tfm = crypto_alloc_skcipher(driver, 0, 0);
		if (IS_ERR(tfm))
			return static_cast<int>(PTR_ERR(tfm));
		int err = crypto_skcipher_setkey(tfm, key, klen);
		if (err)
			return err;
		req = skcipher_request_alloc(tfm, GFP_KERNEL);
		if (!req)
			return -ENOMEM;
		skcipher_request_set_callback(req, 0, nullptr, nullptr);
		sg_init_one(&sg, buf, api_buf_len);
		return 0;
	}
	int run(int iters)
	{
		int err = 0;

		for (int i = 0; i < iters; i++) {
			memcpy(iv, iv0, sizeof(iv));
			skcipher_request_set_crypt(req, &sg, &sg, len, iv);
			err |= enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req);
			api_serialize(serial);
		}
		return err;
	}
};

// The direct side's state; run() is the case's loop around its routine.
struct api_direct {
	void (*run)(api_direct &d, int iters);
	u8 *buf;
	unsigned int len;
	bool serial;
	u8 iv[AES_BLOCK_SIZE], iv0[AES_BLOCK_SIZE];
	struct crypto_cipher *cipher; // ecb(aes-generic)
	void (*block)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);
#ifdef UKC_BENCH_API_X86
	aes_x86_crypt_fn crypt;			     // what run calls
	alignas(16) struct crypto_aes_ctx crypt_key; // as the drivers' aligned contexts
	alignas(16) struct crypto_aes_ctx tweak_key; // XTS
#endif
};

struct api_totals {
	int rounds = api_default_rounds;
#ifdef __x86_64__
	bool serial = true;
#else
	bool serial = false; // no fence here: back to back
#endif
	int failed = 0;
	std::vector<std::string> skipped;
};

// Both sides from the same input: the same bytes and the same IV, or the case is not timed.
bool api_agree(api_request &a, api_direct &d, unsigned int len)
{
	std::vector<u8> in(len), out(len);

	for (unsigned int i = 0; i < len; i++)
		in[i] = static_cast<u8>(i * 7 + 1);
	memcpy(d.buf, in.data(), len);
	if (a.run(1))
		return false;
	memcpy(out.data(), d.buf, len);
	memcpy(d.buf, in.data(), len);
	d.run(d, 1);
	return !memcmp(out.data(), d.buf, len) && !memcmp(a.iv, d.iv, sizeof(a.iv));
}

// One line per size: both medians, their ratio and their difference.
void api_sizes_of(api_totals &t, api_request &a, api_direct &d)
{
	for (unsigned int len : api_sizes) {
		double api, direct;
		int err = 0;

		a.len = d.len = len;
		a.serial = d.serial = t.serial;
		if (!api_agree(a, d, len)) {
			printf("  %5u B   api and direct disagree on the output: not timed\n", len);
			t.failed++;
			continue;
		}
		api_measure([&](int n) { err |= a.run(n); }, [&](int n) { d.run(d, n); }, t.rounds,
			    &api, &direct);
		printf("  %5u B   api %9.1f ns   direct %9.1f ns   api/direct %6.3f   "
		       "api-direct %+7.1f ns%s\n",
		       len, api, direct, api / direct, api - direct,
		       err ? "  (request errors!)" : "");
		t.failed += err != 0;
	}
}

constexpr u8 api_key[32] = { 0x10, 0x32, 0x54, 0x76, 0x98, 0xba, 0xdc, 0xfe, 0x01, 0x23, 0x45,
			     0x67, 0x89, 0xab, 0xcd, 0xef, 0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a,
			     0x69, 0x78, 0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0 };

// ---- ecb(aes-generic) ----

// What the ecb template does for a request, without the API: the registered block function
// once per 16-byte block, through the same pointer.
void generic_direct_run(api_direct &d, int iters)
{
	struct crypto_tfm *tfm = crypto_cipher_tfm(d.cipher);
	auto *block = d.block; // in registers, as the template's loop has them
	u8 *buf = d.buf;
	unsigned int len = d.len;

	for (int i = 0; i < iters; i++) {
		memcpy(d.iv, d.iv0, sizeof(d.iv));
		for (unsigned int off = 0; off < len; off += AES_BLOCK_SIZE)
			block(tfm, buf + off, buf + off);
		api_serialize(d.serial);
	}
}

// The skcipher and the cipher under it, keyed alike. Returns 0 or the -errno.
int generic_setup(api_request &a, api_direct &d, u8 *buf)
{
	int err = a.init("ecb(aes-generic)", api_key, 16, buf);

	if (err)
		return err;
	d.cipher = crypto_alloc_cipher("aes-generic", 0, 0);
	if (IS_ERR(d.cipher)) {
		err = static_cast<int>(PTR_ERR(d.cipher));
		d.cipher = nullptr;
		return err;
	}
	d.block = crypto_cipher_alg(d.cipher)->cia_encrypt;
	return crypto_cipher_setkey(d.cipher, api_key, 16);
}

void bench_generic(api_totals &t, u8 *buf)
{
	api_request a;
	api_direct d = {};
	int err = generic_setup(a, d, buf);

	if (err) {
		printf("ecb(aes-generic): cannot set up (error %d)\n", err);
		t.failed++;
	} else {
		d.run = generic_direct_run;
		d.buf = buf;
		memset(a.iv0, 0, sizeof(a.iv0));
		memset(d.iv0, 0, sizeof(d.iv0));
		printf("%s encrypt, AES-128; direct: %s's cia_encrypt once a block (the ecb "
		       "template's loop)\n",
		       crypto_skcipher_driver_name(a.tfm),
		       crypto_tfm_alg_driver_name(crypto_cipher_tfm(d.cipher)));
		api_sizes_of(t, a, d);
	}
	if (d.cipher)
		crypto_free_cipher(d.cipher);
}

// ---- the x86 drivers ----

#ifdef UKC_BENCH_API_X86

void api_fill_iv(u8 *iv0)
{
	for (unsigned int i = 0; i < AES_BLOCK_SIZE; i++)
		iv0[i] = static_cast<u8>(0xf0 + i); // CTR: a carry out of the low bytes early on
}

// The glue's one-page path for every mode: one call of the routine over the whole request.
void x86_direct_run(api_direct &d, int iters)
{
	for (int i = 0; i < iters; i++) {
		memcpy(d.iv, d.iv0, sizeof(d.iv));
		d.crypt(&d.crypt_key, d.buf, d.buf, d.len, d.iv);
		api_serialize(d.serial);
	}
}

// XTS: the tweak T = E_K2(IV) first (IEEE 1619-2018 5.3.1), as aes_xts_crypt() does it.
void x86_direct_run_xts(api_direct &d, int iters)
{
	for (int i = 0; i < iters; i++) {
		memcpy(d.iv, d.iv0, sizeof(d.iv));
		aesni_enc(&d.tweak_key, d.iv, d.iv);
		d.crypt(&d.crypt_key, d.buf, d.buf, d.len, d.iv);
		api_serialize(d.serial);
	}
}

struct x86_case {
	std::string driver;
	bool enc;
	bool xts;
	std::string routine; // what the glue calls, as printed
	aes_x86_crypt_fn crypt;
};

// Every AES skcipher of aesni-intel-glue.cpp and aes-vaes-glue.cpp but the cts-cbc ones (two
// routines a request), tier by tier of aes_x86_tiers, with the routine each request in one
// page ends in. CBC encryption is serial, so every tier's cbc driver encrypts with
// aesni_cbc_enc(); decryption is the tier's.
std::vector<x86_case> x86_cases()
{
	std::vector<x86_case> cases;

	cases.push_back({ "ecb-aes-aesni", true, false, "aesni_ecb_enc", aesni_ecb_enc });
	for (const ukc::x86::aes_x86_tier &tier : ukc::x86::aes_x86_tiers) {
		std::string sfx = tier.suffix, ops = std::string(tier.suffix) + " ops' ";

		cases.push_back({ "cbc-aes-" + sfx, true, false, "aesni_cbc_enc", aesni_cbc_enc });
		cases.push_back({ "cbc-aes-" + sfx, false, false, ops + "cbc_decrypt",
				  tier.modes->cbc_decrypt });
		cases.push_back({ "ctr-aes-" + sfx, true, false, ops + "ctr_crypt",
				  tier.modes->ctr_crypt });
		cases.push_back({ "xts-aes-" + sfx, true, true, ops + "xts_encrypt",
				  tier.modes->xts_encrypt });
	}
	return cases;
}

void bench_x86_case(api_totals &t, const x86_case &c, u8 *buf)
{
	unsigned int klen = c.xts ? 32 : 16; // AES-128; XTS: Key1 || Key2
	api_request a;
	api_direct d = {};
	int err = a.init(c.driver.c_str(), api_key, klen, buf);

	if (err == -ENOENT) {
		if (t.skipped.empty() || t.skipped.back() != c.driver)
			t.skipped.push_back(c.driver);
		return;
	}
	if (err) {
		printf("%s: cannot set up (error %d)\n", c.driver.c_str(), err);
		t.failed++;
		return;
	}
	a.enc = c.enc;
	api_fill_iv(a.iv0);
	api_fill_iv(d.iv0);
	d.run = c.xts ? x86_direct_run_xts : x86_direct_run;
	d.crypt = c.crypt;
	d.buf = buf;
	aesni_set_key(&d.crypt_key, api_key, 16);
	aesni_set_key(&d.tweak_key, api_key + 16, 16);
	printf("%s %s, AES-128%s; direct: %s()%s\n", crypto_skcipher_driver_name(a.tfm),
	       c.enc ? "encrypt" : "decrypt", c.xts ? " (2 x 128-bit keys)" : "", c.routine.c_str(),
	       c.xts ? " after aesni_enc() of the tweak" : "");
	api_sizes_of(t, a, d);
}

void bench_x86(api_totals &t, u8 *buf)
{
	for (const x86_case &c : x86_cases())
		bench_x86_case(t, c, buf);
}

#else

void bench_x86(api_totals &, u8 *)
{
	printf("x86 drivers: not measured (this bench-api is built without the x86 routines)\n");
}

#endif

// -1 to run; otherwise the exit code: 0 after --help, 2 for an argument it does not know.
int api_parse(int argc, char **argv, api_totals *t)
{
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(api_usage, stdout);
			return 0;
		}
		if (!strncmp(argv[i], "--rounds=", 9) && atoi(argv[i] + 9) > 0) {
			t->rounds = atoi(argv[i] + 9);
			continue;
		}
		if (!strcmp(argv[i], "--overlap")) {
			t->serial = false;
			continue;
		}
		fprintf(stderr, "bench-api: unknown argument '%s'\n", argv[i]);
		fputs(api_usage, stderr);
		return 2;
	}
	return -1;
}

} // namespace

int main(int argc, char **argv)
{
	api_totals t;
	int code = api_parse(argc, argv, &t);

	if (code >= 0)
		return code; // before the library registers anything
	// Page-aligned: each request is one scatterlist entry within one page, the drivers'
	// one-call path.
	auto *buf = static_cast<u8 *>(aligned_alloc(api_buf_len, api_buf_len));
	if (!buf || crypto_init())
		return 1;
	printf("bench-api: the skcipher API against a direct call of the routine each driver ends "
	       "in (see --help).\nns per request from steady_clock, medians of %d alternating "
	       "rounds (batches of ~100 us);\nrequests %s; in place on one 4096-byte "
	       "page-aligned buffer (offset 0, one\nscatterlist entry); the IV reset before every "
	       "request on both sides. api/direct = the API's\noverhead as a factor.\n\n",
	       t.rounds, t.serial ? "fenced (an LFENCE after each, both sides)" : "back to back");
	bench_generic(t, buf);
	bench_x86(t, buf);
	if (!t.skipped.empty()) {
		printf("skipped, not registered on this CPU (-ENOENT by driver name):");
		for (const std::string &s : t.skipped)
			printf(" %s", s.c_str());
		printf("\n");
	}
	free(buf);
	return t.failed ? 1 : 0;
}
