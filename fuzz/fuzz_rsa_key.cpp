// SPDX-License-Identifier: GPL-2.0-only
// libFuzzer target: arbitrary bytes as BER RSA keys (public and private) for rsa-generic and
// pkcs1pad, and, when one is taken, a raw and a padded operation on arbitrary input; only
// 6.12's answers may come back, and nothing may be written outside the buffers.
#include <crypto/akcipher.h>
#include <crypto/internal/rsa.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/scatterlist.h>

#include <cstring>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include "fuzz_util.h"

namespace {

using ukc::fuzz::check;
using ukc::fuzz::errno_name;

// 6.12's answers to a key: malformed BER, a refused value or size, an input above 64 KiB.
bool rsafz_key_error(int err)
{
	return err == -EBADMSG || err == -EINVAL || err == -EMSGSIZE;
}

// A raw or padded operation on @in: its result must fit the room, or be one of 6.12's errors.
void rsafz_operate(struct crypto_akcipher *tfm, bool pub, FuzzedDataProvider &fdp)
{
	unsigned int max = crypto_akcipher_maxsize(tfm);
	std::vector<u8> in = fdp.ConsumeBytes<u8>(fdp.ConsumeIntegralInRange<size_t>(0, 600));
	unsigned int room = fdp.ConsumeIntegralInRange<unsigned int>(0, max + 16);
	std::vector<u8> out(room + 16, 0xa5);
	struct akcipher_request *req = akcipher_request_alloc(tfm, GFP_KERNEL);
	struct scatterlist src, dst;

	check(req, "akcipher_request_alloc() failed");
	sg_init_one(&src, in.empty() ? out.data() : in.data(), in.size());
	sg_init_one(&dst, out.data(), room);
	akcipher_request_set_crypt(req, &src, &dst, in.size(), room);
	int err = pub ? crypto_akcipher_encrypt(req) : crypto_akcipher_decrypt(req);
	check(!err || err == -EINVAL || err == -EOVERFLOW || err == -EBADMSG, "%s answered %s",
	      pub ? "encrypt" : "decrypt", errno_name(err));
	for (size_t i = room; i < out.size(); i++)
		check(out[i] == 0xa5, "wrote past dst_len (%u)", room);
	akcipher_request_free(req);
}

void rsafz_one(const char *name, const std::vector<u8> &key, bool pub, FuzzedDataProvider &fdp)
{
	struct crypto_akcipher *tfm = crypto_alloc_akcipher(name, 0, 0);

	check(!IS_ERR(tfm), "crypto_alloc_akcipher(\"%s\") answered %s", name,
	      errno_name(IS_ERR(tfm) ? static_cast<int>(PTR_ERR(tfm)) : 0));
	int err = pub ? crypto_akcipher_set_pub_key(tfm, key.data(), key.size())
		      : crypto_akcipher_set_priv_key(tfm, key.data(), key.size());
	check(!err || rsafz_key_error(err), "%s set_%s_key answered %s", name, pub ? "pub" : "priv",
	      errno_name(err));
	if (!err)
		rsafz_operate(tfm, pub, fdp);
	crypto_free_akcipher(tfm);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FuzzedDataProvider fdp(data, size);
	bool pub = fdp.ConsumeBool();
	bool padded = fdp.ConsumeBool();
	std::vector<u8> key = fdp.ConsumeBytes<u8>(fdp.ConsumeIntegralInRange<size_t>(0, 1200));
	struct rsa_key raw = {};

	// The parser alone, then through the algorithm.
	int err = pub ? rsa_parse_pub_key(&raw, key.data(), key.size())
		      : rsa_parse_priv_key(&raw, key.data(), key.size());
	check(!err || rsafz_key_error(err), "rsa_parse answered %s", errno_name(err));
	if (!err)
		check(raw.n >= key.data() && raw.n + raw.n_sz <= key.data() + key.size(),
		      "n points outside the key");
	rsafz_one(padded ? "pkcs1pad(rsa-generic,sha256)" : "rsa-generic", key, pub, fdp);
	return 0;
}
