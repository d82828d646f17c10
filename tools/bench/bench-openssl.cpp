// SPDX-License-Identifier: GPL-2.0-only
// A reference, not a dependency: ukcrypto against OpenSSL's EVP interface in one process, on
// tcrypt's AES modes, GCM and sha256 at tcrypt's block sizes, as throughput ratios.
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/scatterlist.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tcrypt.h"

namespace {

using namespace ukc::tcrypt;

enum class bench_kind {
	skcipher,
	aead,
	hash
};

struct bench_case {
	bench_kind kind;
	const char *ukc_name;
	const char *evp_name;
	unsigned int keylen;
};

constexpr bench_case bench_cases[] = {
	{ bench_kind::skcipher, "ecb(aes)", "AES-128-ECB", 16 },
	{ bench_kind::skcipher, "ecb(aes)", "AES-256-ECB", 32 },
	{ bench_kind::skcipher, "cbc(aes)", "AES-128-CBC", 16 },
	{ bench_kind::skcipher, "cbc(aes)", "AES-256-CBC", 32 },
	{ bench_kind::skcipher, "ctr(aes)", "AES-128-CTR", 16 },
	{ bench_kind::skcipher, "ctr(aes)", "AES-256-CTR", 32 },
	{ bench_kind::skcipher, "xts(aes)", "AES-128-XTS", 32 },
	{ bench_kind::skcipher, "xts(aes)", "AES-256-XTS", 64 },
	{ bench_kind::aead, "gcm(aes)", "AES-128-GCM", 16 },
	{ bench_kind::aead, "gcm(aes)", "AES-256-GCM", 32 },
	{ bench_kind::hash, "sha256", "SHA256", 0 },
};

// tcrypt's gcm(aes) lines: 8 bytes of associated data, a 16-byte tag, a 12-byte IV.
constexpr unsigned int bench_aad = 8;
constexpr unsigned int bench_tag = 16;
constexpr unsigned int bench_buf_pages = 3; // 8192 bytes and the tag
constexpr unsigned int bench_hash_sizes[] = { 16, 64, 256, 1024, 2048, 4096, 8192 };

struct bench_opts {
	int rounds = 7;
	int ms = 20;
	bool quick = false;
};

/* ---- ukcrypto's side: one request over page-split scatterlists, as tcrypt's async modes ---- */

struct ukc_side {
	bench_kind kind;
	struct crypto_skcipher *sk = nullptr;
	struct crypto_aead *ae = nullptr;
	struct crypto_ahash *ah = nullptr;
	struct skcipher_request *skreq = nullptr;
	struct aead_request *aereq = nullptr;
	struct ahash_request *ahreq = nullptr;
	struct crypto_wait wait;
	struct scatterlist sg[bench_buf_pages + 1];
	u8 *buf = nullptr;
	alignas(16) u8 iv[16] = {}, iv0[16] = {}, aad[bench_aad] = {}, digest[64] = {};
	unsigned int len = 0;

	~ukc_side()
	{
		if (skreq)
			skcipher_request_free(skreq);
		if (aereq)
			aead_request_free(aereq);
		if (ahreq)
			ahash_request_free(ahreq);
		if (sk && !IS_ERR(sk))
			crypto_free_skcipher(sk);
		if (ae && !IS_ERR(ae))
			crypto_free_aead(ae);
		if (ah && !IS_ERR(ah))
			crypto_free_ahash(ah);
	}
};

long ukc_alloc(ukc_side &u, const bench_case &c)
{
	crypto_init_wait(&u.wait);
	if (c.kind == bench_kind::skcipher) {
		u.sk = crypto_alloc_skcipher(c.ukc_name, 0, 0);
		return IS_ERR(u.sk) ? PTR_ERR(u.sk) : 0;
	}
	if (c.kind == bench_kind::aead) {
		u.ae = crypto_alloc_aead(c.ukc_name, 0, 0);
		return IS_ERR(u.ae) ? PTR_ERR(u.ae) : 0;
	}
	u.ah = crypto_alloc_ahash(c.ukc_name, 0, 0);
	return IS_ERR(u.ah) ? PTR_ERR(u.ah) : 0;
}

// Key and request; 0 or -errno.
int ukc_setup(ukc_side &u, const bench_case &c, const u8 *key)
{
	u.kind = c.kind;
	if (c.kind == bench_kind::skcipher) {
		u.skreq = skcipher_request_alloc(u.sk, GFP_KERNEL);
		skcipher_request_set_callback(u.skreq, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done,
					      &u.wait);
		return crypto_skcipher_setkey(u.sk, key, c.keylen);
	}
	if (c.kind == bench_kind::aead) {
		u.aereq = aead_request_alloc(u.ae, GFP_KERNEL);
		aead_request_set_callback(u.aereq, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done,
					  &u.wait);
		int err = crypto_aead_setauthsize(u.ae, bench_tag);
		return err ? err : crypto_aead_setkey(u.ae, key, c.keylen);
	}
	u.ahreq = ahash_request_alloc(u.ah, GFP_KERNEL);
	ahash_request_set_callback(u.ahreq, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &u.wait);
	return 0;
}

// The data: @len bytes (and the tag) over whole pages of buf, after the AAD for an AEAD.
void ukc_set_len(ukc_side &u, unsigned int len)
{
	unsigned int total = len + (u.kind == bench_kind::aead ? bench_tag : 0);
	unsigned int pages = DIV_ROUND_UP(total, PAGE_SIZE), first = 0;

	u.len = len;
	sg_init_table(u.sg, pages + (u.kind == bench_kind::aead ? 1 : 0));
	if (u.kind == bench_kind::aead)
		sg_set_buf(&u.sg[first++], u.aad, bench_aad);
	for (unsigned int p = 0; p < pages; p++)
		sg_set_buf(&u.sg[first + p], u.buf + p * PAGE_SIZE,
			   std::min<unsigned int>(PAGE_SIZE, total - p * PAGE_SIZE));
	if (u.kind == bench_kind::skcipher)
		skcipher_request_set_crypt(u.skreq, u.sg, u.sg, len, u.iv);
	else if (u.kind == bench_kind::aead) {
		aead_request_set_ad(u.aereq, bench_aad);
		aead_request_set_crypt(u.aereq, u.sg, u.sg, len, u.iv);
	} else
		ahash_request_set_crypt(u.ahreq, u.sg, u.digest, len);
}

int ukc_op(ukc_side &u)
{
	int ret;

	memcpy(u.iv, u.iv0, sizeof(u.iv));
	if (u.kind == bench_kind::skcipher)
		ret = crypto_skcipher_encrypt(u.skreq);
	else if (u.kind == bench_kind::aead)
		ret = crypto_aead_encrypt(u.aereq);
	else
		ret = crypto_ahash_digest(u.ahreq);
	return crypto_wait_req(ret, &u.wait);
}

/* ---- OpenSSL's side: EVP with the key set once, the IV reset for each operation ---- */

struct evp_side {
	bench_kind kind;
	EVP_CIPHER *cipher = nullptr;
	EVP_MD *md = nullptr;
	EVP_CIPHER_CTX *ctx = nullptr;
	EVP_MD_CTX *mdctx = nullptr;
	u8 *buf = nullptr;
	u8 iv[16] = {}, aad[bench_aad] = {}, digest[64] = {};
	unsigned int len = 0;

	~evp_side()
	{
		EVP_CIPHER_CTX_free(ctx);
		EVP_MD_CTX_free(mdctx);
		EVP_CIPHER_free(cipher);
		EVP_MD_free(md);
	}
};

bool evp_setup(evp_side &e, const bench_case &c, const u8 *key)
{
	e.kind = c.kind;
	if (c.kind == bench_kind::hash) {
		e.md = EVP_MD_fetch(nullptr, c.evp_name, nullptr);
		e.mdctx = EVP_MD_CTX_new();
		return e.md && e.mdctx;
	}
	e.cipher = EVP_CIPHER_fetch(nullptr, c.evp_name, nullptr);
	e.ctx = EVP_CIPHER_CTX_new();
	if (!e.cipher || !e.ctx || !EVP_EncryptInit_ex(e.ctx, e.cipher, nullptr, nullptr, nullptr))
		return false;
	if (c.kind == bench_kind::aead &&
	    !EVP_CIPHER_CTX_ctrl(e.ctx, EVP_CTRL_AEAD_SET_IVLEN, 12, nullptr))
		return false;
	EVP_CIPHER_CTX_set_padding(e.ctx, 0);
	return EVP_EncryptInit_ex(e.ctx, nullptr, nullptr, key, e.iv) == 1;
}

int evp_op(evp_side &e)
{
	int n = 0;

	if (e.kind == bench_kind::hash) {
		unsigned int dl;
		return EVP_DigestInit_ex(e.mdctx, e.md, nullptr) &&
				       EVP_DigestUpdate(e.mdctx, e.buf, e.len) &&
				       EVP_DigestFinal_ex(e.mdctx, e.digest, &dl)
			       ? 0
			       : -EIO;
	}
	if (!EVP_EncryptInit_ex(e.ctx, nullptr, nullptr, nullptr, e.iv))
		return -EIO;
	if (e.kind == bench_kind::aead && !EVP_EncryptUpdate(e.ctx, nullptr, &n, e.aad, bench_aad))
		return -EIO;
	if (!EVP_EncryptUpdate(e.ctx, e.buf, &n, e.buf, static_cast<int>(e.len)) ||
	    !EVP_EncryptFinal_ex(e.ctx, e.buf + n, &n))
		return -EIO;
	if (e.kind == bench_kind::aead &&
	    !EVP_CIPHER_CTX_ctrl(e.ctx, EVP_CTRL_AEAD_GET_TAG, bench_tag, e.buf + e.len))
		return -EIO;
	return 0;
}

/* ---- measuring ---- */

template <typename Op> double bytes_per_sec(Op &&op, unsigned int len, int ms)
{
	using clock = std::chrono::steady_clock;
	auto t0 = clock::now();
	auto end = t0 + std::chrono::milliseconds(ms);
	long n = 0;

	do {
		for (int i = 0; i < 8; i++)
			op();
		n += 8;
	} while (clock::now() < end);
	double s = std::chrono::duration<double>(clock::now() - t0).count();
	return static_cast<double>(n) * len / s;
}

double median(std::vector<double> v)
{
	std::sort(v.begin(), v.end());
	return v[v.size() / 2];
}

// Both libraries on the same input must agree before their speeds mean anything.
bool same_output(ukc_side &u, evp_side &e, unsigned int len)
{
	unsigned int total = len + (u.kind == bench_kind::aead ? bench_tag : 0);

	for (unsigned int i = 0; i < total; i++)
		u.buf[i] = e.buf[i] = static_cast<u8>(i * 7 + 1);
	if (ukc_op(u) || evp_op(e))
		return false;
	if (u.kind == bench_kind::hash)
		return !memcmp(u.digest, e.digest, 32);
	return !memcmp(u.buf, e.buf, total);
}

// One line: the medians of rounds that alternate between the two libraries.
bool bench_line(ukc_side &u, evp_side &e, unsigned int len, const bench_opts &o)
{
	std::vector<double> ru, re;

	ukc_set_len(u, len);
	e.len = len;
	if (!same_output(u, e, len)) {
		printf("  %5u  MISMATCH: ukcrypto and OpenSSL disagree on this input\n", len);
		return false;
	}
	for (int r = 0; r < o.rounds; r++) {
		ru.push_back(bytes_per_sec([&] { return ukc_op(u); }, len, o.ms));
		re.push_back(bytes_per_sec([&] { return evp_op(e); }, len, o.ms));
	}
	double mu = median(ru), me = median(re);
	printf("  %5u %13.1f %13.1f %7.3f\n", len, mu / 1e6, me / 1e6, mu / me);
	fflush(stdout);
	return true;
}

std::vector<unsigned int> case_sizes(const bench_case &c, const bench_opts &o)
{
	std::vector<unsigned int> v;

	if (c.kind == bench_kind::hash)
		v.assign(std::begin(bench_hash_sizes), std::end(bench_hash_sizes));
	else
		for (int s : c.kind == bench_kind::aead ? aead_sizes : block_sizes)
			v.push_back(round_up(static_cast<unsigned int>(s), 16U));
	if (o.quick)
		v = { v.front(), v[v.size() / 2] };
	return v;
}

const char *ukc_driver(const ukc_side &u)
{
	if (u.sk)
		return crypto_skcipher_driver_name(u.sk);
	if (u.ae)
		return crypto_aead_driver_name(u.ae);
	return crypto_ahash_driver_name(u.ah);
}

// Returns false on a disagreement between the libraries.
bool bench_one(const bench_case &c, const bench_opts &o, u8 *ubuf, u8 *ebuf)
{
	ukc_side u;
	evp_side e;
	u8 key[64];

	for (unsigned int i = 0; i < sizeof(key); i++)
		key[i] = static_cast<u8>(0x11 * (i % 15) + i / 15); // XTS halves differ
	u.buf = ubuf;
	e.buf = ebuf;
	long err = ukc_alloc(u, c);
	if (err) {
		printf("== %s: skipped, ukcrypto has no such algorithm yet (error %ld)\n\n",
		       c.ukc_name, err);
		return true;
	}
	if (ukc_setup(u, c, key) || !evp_setup(e, c, key)) {
		printf("== %s vs %s: skipped, setting up failed\n\n", c.ukc_name, c.evp_name);
		return true;
	}
	if (c.kind == bench_kind::hash)
		printf("== %s (%s) vs OpenSSL %s, one digest of each block\n", c.ukc_name,
		       ukc_driver(u), c.evp_name);
	else
		printf("== %s (%s) vs OpenSSL %s, %u bit key, encryption\n", c.ukc_name,
		       ukc_driver(u), c.evp_name, c.keylen * 8);
	printf("  %5s %13s %13s %7s\n", "block", "ukcrypto MB/s", "OpenSSL MB/s", "ratio");
	bool ok = true;
	for (unsigned int len : case_sizes(c, o))
		ok = bench_line(u, e, len, o) && ok;
	printf("\n");
	return ok;
}

constexpr char bench_usage[] =
	"usage: bench-openssl [--rounds=N] [--ms=N] [--quick]\n"
	"\n"
	"ukcrypto against OpenSSL's EVP in one process: ecb, cbc, ctr and xts(aes) and\n"
	"gcm(aes) encryption with 128- and 256-bit keys at tcrypt's block sizes, and\n"
	"sha256 digests, as MB/s of each and the ratio ukcrypto / OpenSSL. ukcrypto: one\n"
	"request per operation over a page-split scatterlist, waited for with\n"
	"crypto_wait_req(); OpenSSL: the key set once, an init with the IV, update and\n"
	"final per operation. Both must agree on the output first. Each figure is the\n"
	"median over the rounds (alternating between the libraries) of the bytes done\n"
	"in a fixed time of back-to-back operations on one buffer, in place.\n"
	"\n"
	"  --rounds=N  rounds per size (default 7)\n"
	"  --ms=N      milliseconds of operations per round (default 20)\n"
	"  --quick     3 rounds of 5 ms, two sizes per case\n"
	"  -h, --help  print this and exit\n";

// -1 to run; otherwise the exit code: 0 after --help, 2 for an argument it does not know.
int parse(int argc, char **argv, bench_opts *o)
{
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(bench_usage, stdout);
			return 0;
		} else if (!strcmp(argv[i], "--quick")) {
			o->quick = true;
			o->rounds = 3;
			o->ms = 5;
		} else if (!strncmp(argv[i], "--rounds=", 9) && atoi(argv[i] + 9) > 0) {
			o->rounds = atoi(argv[i] + 9);
		} else if (!strncmp(argv[i], "--ms=", 5) && atoi(argv[i] + 5) > 0) {
			o->ms = atoi(argv[i] + 5);
		} else {
			fprintf(stderr, "bench-openssl: unknown argument '%s'\n", argv[i]);
			fputs(bench_usage, stderr);
			return 2;
		}
	}
	return -1;
}

void print_method(const bench_opts &o)
{
	printf("bench-openssl: ukcrypto against %s through EVP, in one process and one thread.\n"
	       "Each figure is the median over %d rounds of the bytes per second encrypted (or\n"
	       "hashed) in %d ms of back-to-back operations on one buffer, in place; rounds\n"
	       "alternate between the libraries. ukcrypto: one request per operation over a\n"
	       "page-split scatterlist, waited for with crypto_wait_req(), as tcrypt's async\n"
	       "modes. OpenSSL: the key set once, then per operation EVP_EncryptInit_ex() with\n"
	       "the IV, EVP_EncryptUpdate() and EVP_EncryptFinal_ex() (GCM: 8 bytes of AAD and\n"
	       "the 16-byte tag); sha256: EVP_DigestInit_ex/Update/Final_ex. Both reset the IV\n"
	       "for each operation. Before timing, both encrypt the same input and must agree.\n"
	       "ratio = ukcrypto / OpenSSL (above 1: ukcrypto is faster).\n\n",
	       OpenSSL_version(OPENSSL_VERSION), o.rounds, o.ms);
}

} // namespace

int main(int argc, char **argv)
{
	bench_opts o;

	int code = parse(argc, argv, &o);

	if (code >= 0)
		return code; // before the library registers anything
	if (crypto_init()) {
		fprintf(stderr, "bench-openssl: crypto_init() failed\n");
		return 1;
	}
	print_method(o);
	auto *ubuf = static_cast<u8 *>(aligned_alloc(PAGE_SIZE, bench_buf_pages * PAGE_SIZE));
	auto *ebuf = static_cast<u8 *>(aligned_alloc(PAGE_SIZE, bench_buf_pages * PAGE_SIZE));
	bool ok = ubuf && ebuf;
	for (const bench_case &c : bench_cases)
		ok = bench_one(c, o, ubuf, ebuf) && ok;
	free(ubuf);
	free(ebuf);
	return ok ? 0 : 1;
}
