// SPDX-License-Identifier: GPL-2.0-only
// libFuzzer target: algorithm lookup by arbitrary names, template expressions included.
#include <crypto/aead.h>
#include <crypto/hash.h>
#include <crypto/skcipher.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/scatterlist.h>

#include <cstring>
#include <memory>
#include <vector>

#include "fuzz_util.h"

namespace {

using ukc::fuzz::check;
using ukc::fuzz::errno_name;

// Past CRYPTO_MAX_ALG_NAME, so the names of 127, 128 and 129 characters are all reachable.
constexpr size_t name_max_len = 200;
constexpr size_t name_max_key = 64;
constexpr size_t name_msg_len = 64;

// What a lookup may answer besides a transform (DESIGN.md, and 6.12's own answers): no such
// algorithm or template, a template refusing its arguments, a name too long, an instance
// that exists under another name (6.12's crypto_larval_wait() re-lookup), an algorithm that
// failed its self-test, a template nested in itself (lskcipher_alloc_instance_simple()).
bool name_known_error(int err)
{
	return err == -ENOENT || err == -EINVAL || err == -ENAMETOOLONG || err == -EEXIST ||
	       err == -ELIBBAD || err == -ELOOP;
}

void name_check_alloc(const char *kind, const char *name, const void *tfm)
{
	check(tfm, "crypto_alloc_%s(\"%s\") answered NULL", kind, name);
	if (!IS_ERR(tfm))
		return;
	int err = static_cast<int>(PTR_ERR(tfm));
	check(name_known_error(err) || ukc::fuzz::errno_listed("UKC_FUZZ_ALLOW_ERRNO", err),
	      "crypto_alloc_%s(\"%s\") answered %s", kind, name, errno_name(err));
}

// A name of 1..127 characters, terminated within its CRYPTO_MAX_ALG_NAME bytes.
bool name_fits(const char *n)
{
	size_t len = strnlen(n, CRYPTO_MAX_ALG_NAME);

	return len > 0 && len < CRYPTO_MAX_ALG_NAME;
}

void name_check_names(const char *name, struct crypto_tfm *tfm)
{
	check(name_fits(crypto_tfm_alg_name(tfm)) && name_fits(crypto_tfm_alg_driver_name(tfm)),
	      "\"%s\": an empty or unterminated cra_name or cra_driver_name", name);
}

std::vector<u8> name_pattern(size_t n, u8 start)
{
	std::vector<u8> v(n);

	for (size_t i = 0; i < n; i++)
		v[i] = static_cast<u8>(start + 7 * i);
	return v;
}

int name_skcipher_run(struct crypto_skcipher *tfm, std::vector<u8> &buf, u8 *iv, bool dec)
{
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	struct crypto_wait wait;
	struct scatterlist sg;

	check(req, "skcipher_request_alloc() failed");
	crypto_init_wait(&wait);
	sg_init_one(&sg, buf.data(), static_cast<unsigned int>(buf.size()));
	skcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	skcipher_request_set_crypt(req, &sg, &sg, static_cast<unsigned int>(buf.size()), iv);
	int err = crypto_wait_req(dec ? crypto_skcipher_decrypt(req) : crypto_skcipher_encrypt(req),
				  &wait);
	skcipher_request_free(req);
	return err;
}

// A transform the lookup handed out works: with a key of its smallest size, what it
// encrypts decrypts back.
void name_use_skcipher(const char *name, struct crypto_skcipher *tfm)
{
	name_check_names(name, crypto_skcipher_tfm(tfm));
	unsigned int minkey = crypto_skcipher_min_keysize(tfm);
	check(minkey <= crypto_skcipher_max_keysize(tfm), "\"%s\": min keysize %u > max %u", name,
	      minkey, crypto_skcipher_max_keysize(tfm));
	std::vector<u8> key = name_pattern(minkey < name_max_key ? minkey : name_max_key, 1);
	if (crypto_skcipher_setkey(tfm, key.data(), key.size()))
		return;
	unsigned int bs = crypto_skcipher_blocksize(tfm);
	std::vector<u8> msg = name_pattern(bs > 16 ? 4 * bs : name_msg_len, 3), buf = msg;
	std::vector<u8> iv0 = name_pattern(crypto_skcipher_ivsize(tfm), 5), iv = iv0;
	int err = name_skcipher_run(tfm, buf, iv.empty() ? nullptr : iv.data(), false);
	check(err == 0 || err == -EINVAL, "\"%s\" (%s): encryption answered %s", name,
	      crypto_skcipher_driver_name(tfm), errno_name(err));
	if (err)
		return;
	iv = iv0;
	err = name_skcipher_run(tfm, buf, iv.empty() ? nullptr : iv.data(), true);
	check(err == 0 && buf == msg, "\"%s\" (%s): decryption answered %s%s", name,
	      crypto_skcipher_driver_name(tfm), errno_name(err),
	      err ? "" : " and a wrong plaintext");
}

int name_aead_run(struct crypto_aead *tfm, std::vector<u8> &buf, size_t ad, size_t len, u8 *iv,
		  bool dec)
{
	struct aead_request *req = aead_request_alloc(tfm, GFP_KERNEL);
	struct crypto_wait wait;
	struct scatterlist sg;

	check(req, "aead_request_alloc() failed");
	crypto_init_wait(&wait);
	sg_init_one(&sg, buf.data(), static_cast<unsigned int>(buf.size()));
	aead_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	aead_request_set_crypt(req, &sg, &sg, static_cast<unsigned int>(len), iv);
	aead_request_set_ad(req, static_cast<unsigned int>(ad));
	int err = crypto_wait_req(dec ? crypto_aead_decrypt(req) : crypto_aead_encrypt(req), &wait);
	aead_request_free(req);
	return err;
}

// With the first key length it takes (AES sizes, with rfc4106's 4-byte salt), what it
// seals opens again. 16 bytes of associated data suit rfc4106 too.
void name_use_aead(const char *name, struct crypto_aead *tfm)
{
	static constexpr size_t keylens[] = { 16, 20, 24, 28, 32, 36 };
	constexpr size_t ad = 16, text = 40;

	name_check_names(name, crypto_aead_tfm(tfm));
	size_t k = 0;
	while (k < sizeof(keylens) / sizeof(keylens[0]) &&
	       crypto_aead_setkey(tfm, name_pattern(keylens[k], 1).data(), keylens[k]))
		k++;
	if (k == sizeof(keylens) / sizeof(keylens[0]))
		return;
	size_t tag = crypto_aead_authsize(tfm);
	std::vector<u8> msg = name_pattern(ad + text + tag, 3), buf = msg;
	std::vector<u8> iv0 = name_pattern(crypto_aead_ivsize(tfm), 5), iv = iv0;
	int err = name_aead_run(tfm, buf, ad, text, iv.empty() ? nullptr : iv.data(), false);
	check(err == 0 || err == -EINVAL, "\"%s\" (%s): encryption answered %s", name,
	      crypto_aead_driver_name(tfm), errno_name(err));
	if (err)
		return;
	iv = iv0;
	err = name_aead_run(tfm, buf, ad, text + tag, iv.empty() ? nullptr : iv.data(), true);
	check(err == 0 && !memcmp(buf.data(), msg.data(), ad + text),
	      "\"%s\" (%s): decryption answered %s%s", name, crypto_aead_driver_name(tfm),
	      errno_name(err), err ? "" : " and a wrong plaintext");
}

// A hash digests; a keyed one first takes a 16-byte key (HMAC takes any).
void name_use_ahash(const char *name, struct crypto_ahash *tfm)
{
	name_check_names(name, crypto_ahash_tfm(tfm));
	unsigned int ds = crypto_ahash_digestsize(tfm);
	// digest_null's digest is empty; no hash's is over HASH_MAX_DIGESTSIZE.
	check(ds <= HASH_MAX_DIGESTSIZE, "\"%s\": digest size %u", name, ds);
	if (crypto_ahash_get_flags(tfm) & CRYPTO_TFM_NEED_KEY) {
		std::vector<u8> key = name_pattern(16, 1);
		if (crypto_ahash_setkey(tfm, key.data(), key.size()))
			return;
	}
	struct ahash_request *req = ahash_request_alloc(tfm, GFP_KERNEL);
	std::vector<u8> msg = name_pattern(name_msg_len, 3), out(ds);
	struct crypto_wait wait;
	struct scatterlist sg;

	check(req, "ahash_request_alloc() failed");
	crypto_init_wait(&wait);
	sg_init_one(&sg, msg.data(), static_cast<unsigned int>(msg.size()));
	ahash_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	ahash_request_set_crypt(req, &sg, out.data(), static_cast<unsigned int>(msg.size()));
	int err = crypto_wait_req(crypto_ahash_digest(req), &wait);
	ahash_request_free(req);
	check(err == 0, "\"%s\" (%s): digest answered %s", name, crypto_ahash_driver_name(tfm),
	      errno_name(err));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t len = strnlen(reinterpret_cast<const char *>(data),
			     size < name_max_len ? size : name_max_len);
	// A heap copy of exactly len + 1 bytes: a read past the terminator is an ASan report.
	std::unique_ptr<char[]> name(new char[len + 1]);
	memcpy(name.get(), data, len);
	name[len] = '\0';

	struct crypto_skcipher *sk = crypto_alloc_skcipher(name.get(), 0, 0);
	name_check_alloc("skcipher", name.get(), sk);
	if (!IS_ERR(sk)) {
		name_use_skcipher(name.get(), sk);
		crypto_free_skcipher(sk);
	}
	struct crypto_aead *ae = crypto_alloc_aead(name.get(), 0, 0);
	name_check_alloc("aead", name.get(), ae);
	if (!IS_ERR(ae)) {
		name_use_aead(name.get(), ae);
		crypto_free_aead(ae);
	}
	struct crypto_ahash *ah = crypto_alloc_ahash(name.get(), 0, 0);
	name_check_alloc("ahash", name.get(), ah);
	if (!IS_ERR(ah)) {
		name_use_ahash(name.get(), ah);
		crypto_free_ahash(ah);
	}
	return 0;
}
