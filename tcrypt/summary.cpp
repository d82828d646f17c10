// SPDX-License-Identifier: GPL-2.0-only
// tcrypt --summary: one screen of throughput, as `cryptsetup benchmark` gives it: the disk and
// file-system ciphers at 4096 and 512 bytes, the AEADs and the hashes at 4096 bytes, each the
// median of a few short timed runs. Beyond 6.12's tcrypt, whose mode=500 takes minutes.
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "tcrypt.h"

namespace ukc::tcrypt {

namespace {

enum class summary_kind {
	skcipher,
	aead,
	hash
};

struct summary_row {
	const char *label; // cryptsetup's style: "aes-xts"
	const char *alg;
	summary_kind kind;
	unsigned int key_bits; // 0: an unkeyed hash
	bool disk;	       // also timed at 512 bytes, a disk sector
};

// The ciphers dm-crypt and fscrypt use (Adiantum and HCTR2 for fscrypt without AES
// instructions and for its file names), the AEADs IPsec and TLS-like users run, the hashes.
constexpr summary_row summary_rows[] = {
	{ "aes-cbc", "cbc(aes)", summary_kind::skcipher, 128, true },
	{ "aes-cbc", "cbc(aes)", summary_kind::skcipher, 256, true },
	{ "aes-xts", "xts(aes)", summary_kind::skcipher, 256, true },
	{ "aes-xts", "xts(aes)", summary_kind::skcipher, 512, true },
	{ "serpent-xts", "xts(serpent)", summary_kind::skcipher, 512, true },
	{ "twofish-xts", "xts(twofish)", summary_kind::skcipher, 512, true },
	{ "camellia-xts", "xts(camellia)", summary_kind::skcipher, 512, true },
	{ "adiantum", "adiantum(xchacha12,aes)", summary_kind::skcipher, 256, true },
	{ "hctr2", "hctr2(aes)", summary_kind::skcipher, 256, true },
	{ "aes-gcm", "gcm(aes)", summary_kind::aead, 128, false },
	{ "aes-gcm", "gcm(aes)", summary_kind::aead, 256, false },
	{ "aes-ccm", "ccm(aes)", summary_kind::aead, 128, false },
	{ "aegis128", "aegis128", summary_kind::aead, 128, false },
	{ "chacha20-poly1305", "rfc7539(chacha20,poly1305)", summary_kind::aead, 256, false },
	{ "sha1", "sha1", summary_kind::hash, 0, false },
	{ "sha256", "sha256", summary_kind::hash, 0, false },
	{ "sha512", "sha512", summary_kind::hash, 0, false },
	{ "sha3-256", "sha3-256", summary_kind::hash, 0, false },
	{ "blake2b-512", "blake2b-512", summary_kind::hash, 0, false },
	{ "sm3", "sm3", summary_kind::hash, 0, false },
	{ "crc32c", "crc32c", summary_kind::hash, 0, false },
	{ "hmac-sha256", "hmac(sha256)", summary_kind::hash, 256, false },
};

constexpr unsigned int summary_runs = 3;
constexpr double summary_slice_s = 0.08;
constexpr unsigned int summary_max_len = 4096;
constexpr unsigned int aead_tag = 16;

double seconds_now()
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// MB/s (10^6 bytes a second) of @op over @len bytes: the median of summary_runs slices, each
// as many operations as fit in summary_slice_s. Negative: the operation's error.
double summary_rate(const std::function<int()> &op, unsigned int len)
{
	std::vector<double> rates;

	for (unsigned int r = 0; r < summary_runs; r++) {
		double t0 = seconds_now(), t;
		unsigned long long n = 0;
		do {
			int err = op();
			if (err)
				return err;
			n++;
		} while ((t = seconds_now()) - t0 < summary_slice_s);
		rates.push_back(static_cast<double>(n) * len / (t - t0) / 1e6);
	}
	std::sort(rates.begin(), rates.end());
	return rates[rates.size() / 2];
}

struct summary_cell {
	std::string driver;
	double enc = 0, dec = 0; // MB/s, or a negative errno
};

// Two buffers, page-aligned and contiguous; key bytes that differ (XTS's halves must).
struct summary_buf {
	std::vector<u8> mem = std::vector<u8>(2 * (summary_max_len + 4096) + 4096);
	u8 *data = reinterpret_cast<u8 *>((reinterpret_cast<uintptr_t>(mem.data()) + 4095) &
					  ~4095UL);
	u8 *out = data + summary_max_len + 4096; // page-aligned too
	u8 key[64];
	u8 iv[MAX_IVLEN]; // 3 in the first byte: CCM's L - 1 (RFC 3610 2.3)

	summary_buf()
	{
		for (unsigned int i = 0; i < sizeof(key); i++)
			key[i] = static_cast<u8>(0x5a + i);
		memset(data, 0xa5, summary_max_len + aead_tag);
	}
};

int summary_skcipher(const summary_row &row, unsigned int len, summary_buf &b, summary_cell *c)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(row.alg, 0, 0);
	if (IS_ERR(tfm))
		return static_cast<int>(PTR_ERR(tfm));
	c->driver = crypto_skcipher_driver_name(tfm);
	int err = crypto_skcipher_setkey(tfm, b.key, row.key_bits / 8);
	struct skcipher_request *req = err ? nullptr : skcipher_request_alloc(tfm, GFP_KERNEL);
	if (!err && req) {
		DECLARE_CRYPTO_WAIT(wait);
		struct scatterlist sg;
		sg_init_one(&sg, b.data, len);
		skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done,
					      &wait);
		skcipher_request_set_crypt(req, &sg, &sg, len, b.iv);
		c->enc = summary_rate(
			[&] { return crypto_wait_req(crypto_skcipher_encrypt(req), &wait); }, len);
		c->dec = summary_rate(
			[&] { return crypto_wait_req(crypto_skcipher_decrypt(req), &wait); }, len);
	}
	skcipher_request_free(req);
	crypto_free_skcipher(tfm);
	return err ? err : req ? 0 : -ENOMEM;
}

// Encryption of @len bytes with 16 bytes of associated data, then decryption of what it gave.
int summary_aead(const summary_row &row, unsigned int len, summary_buf &b, summary_cell *c)
{
	struct crypto_aead *tfm = crypto_alloc_aead(row.alg, 0, 0);
	if (IS_ERR(tfm))
		return static_cast<int>(PTR_ERR(tfm));
	c->driver = crypto_aead_driver_name(tfm);
	int err = crypto_aead_setkey(tfm, b.key, row.key_bits / 8);
	if (!err)
		err = crypto_aead_setauthsize(tfm, aead_tag);
	struct aead_request *req = err ? nullptr : aead_request_alloc(tfm, GFP_KERNEL);
	if (!err && req) {
		DECLARE_CRYPTO_WAIT(wait);
		struct scatterlist sg;
		const unsigned int ad = 16;
		sg_init_one(&sg, b.data, ad + len + aead_tag);
		aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
		aead_request_set_ad(req, ad);
		aead_request_set_crypt(req, &sg, &sg, len, b.iv);
		c->enc = summary_rate(
			[&] { return crypto_wait_req(crypto_aead_encrypt(req), &wait); }, len);
		// One more encryption leaves a valid tag; the decryptions write elsewhere, so
		// each of them verifies the same ciphertext.
		err = crypto_wait_req(crypto_aead_encrypt(req), &wait);
		struct scatterlist dst;
		sg_init_one(&dst, b.out, ad + len + aead_tag);
		aead_request_set_crypt(req, &sg, &dst, len + aead_tag, b.iv);
		c->dec = err ? err
			     : summary_rate(
				       [&] {
					       return crypto_wait_req(crypto_aead_decrypt(req),
								      &wait);
				       },
				       len);
	}
	aead_request_free(req);
	crypto_free_aead(tfm);
	return err ? err : req ? 0 : -ENOMEM;
}

int summary_hash(const summary_row &row, unsigned int len, summary_buf &b, summary_cell *c)
{
	struct crypto_ahash *tfm = crypto_alloc_ahash(row.alg, 0, 0);
	if (IS_ERR(tfm))
		return static_cast<int>(PTR_ERR(tfm));
	c->driver = crypto_ahash_driver_name(tfm);
	int err = row.key_bits ? crypto_ahash_setkey(tfm, b.key, row.key_bits / 8) : 0;
	struct ahash_request *req = err ? nullptr : ahash_request_alloc(tfm, GFP_KERNEL);
	if (!err && req) {
		DECLARE_CRYPTO_WAIT(wait);
		struct scatterlist sg;
		u8 out[MAX_DIGEST_SIZE];
		sg_init_one(&sg, b.data, len);
		ahash_request_set_callback(req, CRYPTO_TFM_REQ_MAY_BACKLOG, crypto_req_done, &wait);
		ahash_request_set_crypt(req, &sg, out, len);
		c->enc = summary_rate(
			[&] { return crypto_wait_req(crypto_ahash_digest(req), &wait); }, len);
		c->dec = 0;
	}
	ahash_request_free(req);
	crypto_free_ahash(tfm);
	return err ? err : req ? 0 : -ENOMEM;
}

std::string cpu_name()
{
	std::ifstream in("/proc/cpuinfo");
	std::string line;

	while (std::getline(in, line))
		if (!line.compare(0, 10, "model name") && line.find(": ") != std::string::npos)
			return line.substr(line.find(": ") + 2);
	return "unknown CPU";
}

std::string rate_text(double r)
{
	char buf[32];

	if (r < 0)
		snprintf(buf, sizeof(buf), "error %d", static_cast<int>(r));
	else
		snprintf(buf, sizeof(buf), "%.1f MB/s", r);
	return buf;
}

void summary_line(const summary_row &row, unsigned int len, int err, const summary_cell &c,
		  bool json)
{
	char key[16] = "-";

	if (row.key_bits)
		snprintf(key, sizeof(key), "%ub", row.key_bits);
	if (json) {
		printf("{\"alg\": \"%s\", \"name\": \"%s\", \"driver\": \"%s\", \"key_bits\": %u, "
		       "\"size\": %u, \"error\": %d, \"encrypt_mbps\": %.1f, \"decrypt_mbps\": %.1f}\n",
		       row.label, row.alg, c.driver.c_str(), row.key_bits, len, err,
		       err ? 0.0 : c.enc, err ? 0.0 : c.dec);
		return;
	}
	if (err) {
		printf("%18s %5s  %-30s %5u  %s\n", row.label, key, "-", len,
		       err == -ENOENT ? "not available in this build" : rate_text(err).c_str());
		return;
	}
	printf("%18s %5s  %-30s %5u  %14s %14s\n", row.label, key, c.driver.c_str(), len,
	       rate_text(c.enc).c_str(),
	       row.kind == summary_kind::hash ? "" : rate_text(c.dec).c_str());
}

} // namespace

int tcrypt_summary(bool json)
{
	summary_buf b;
	int errors = 0;

	if (!json)
		printf("# tcrypt --summary: MB/s (10^6 bytes a second), the median of %u runs of "
		       "%.2f s, on %s\n#%17s %5s  %-30s %5s  %14s %14s\n",
		       summary_runs, summary_slice_s, cpu_name().c_str(), "algorithm", "key",
		       "driver", "bytes", "encryption", "decryption");
	for (const summary_row &row : summary_rows) {
		for (unsigned int len : { 4096u, 512u }) {
			if (len == 512 && !row.disk)
				continue;
			summary_cell c;
			// CBC and the like leave their next IV in it.
			memset(b.iv, 0, sizeof(b.iv));
			b.iv[0] = 3;
			int err = row.kind == summary_kind::skcipher
					  ? summary_skcipher(row, len, b, &c)
				  : row.kind == summary_kind::aead ? summary_aead(row, len, b, &c)
								   : summary_hash(row, len, b, &c);
			if (err == 0 && (c.enc < 0 || c.dec < 0))
				err = static_cast<int>(std::min(c.enc, c.dec));
			errors += err && err != -ENOENT;
			summary_line(row, len, err, c, json);
		}
	}
	return errors ? 1 : 0;
}

} // namespace ukc::tcrypt
