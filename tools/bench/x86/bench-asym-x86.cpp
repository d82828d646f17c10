// SPDX-License-Identifier: GPL-2.0-only
// The asymmetric algorithms (RSA-2048, ffdhe2048, ECDH P-256, X25519, ECDSA P-256, EC-RDSA)
// through the akcipher and kpp APIs against OpenSSL's EVP_PKEY on the same keys, in one run:
// medians and spread of alternating rounds, as operations per second and the speed ratio.
#include <crypto/akcipher.h>
#include <crypto/dh.h>
#include <crypto/ecdh.h>
#include <crypto/kpp.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bench-x86.h"
#include "testvec.h"

namespace {

using bytes = std::vector<u8>;

constexpr double asym_slice_ns = 2e6; // each contender's time slice of a round, about 2 ms

// ---- contenders ----

// One operation per call: a kernel-API request or an OpenSSL call, made to answer 0 on
// success; its output (if any) left in @out for the comparison before timing.
struct asym_op : bench_op {
	std::function<int()> call;
	bytes out;

	void run(int iters) override
	{
		for (int i = 0; i < iters; i++)
			err |= call() != 0;
	}
};

struct pkey_free {
	void operator()(EVP_PKEY *k) const { EVP_PKEY_free(k); }
	void operator()(EVP_PKEY_CTX *c) const { EVP_PKEY_CTX_free(c); }
};
using pkey_ptr = std::unique_ptr<EVP_PKEY, pkey_free>;
using pkey_ctx_ptr = std::unique_ptr<EVP_PKEY_CTX, pkey_free>;

// OpenSSL: one context per contender, set up by @init (the padding, digest or peer); @call
// then does one operation on it.
struct ossl_op : asym_op {
	pkey_ctx_ptr ctx;

	explicit ossl_op(EVP_PKEY *key) : ctx(EVP_PKEY_CTX_new_from_pkey(nullptr, key, nullptr))
	{
		name = std::string("OpenSSL ") + OpenSSL_version(OPENSSL_VERSION_STRING);
	}
};

// The kernel's API: a tfm of @alg and one request whose buffers are set on every call (the
// drivers may change the lengths). @tfm is null when the name is not there.
struct ukc_akcipher_op : asym_op {
	struct crypto_akcipher *tfm;
	struct akcipher_request *req = nullptr;
	struct scatterlist sg_src, sg_dst;
	bytes in;

	explicit ukc_akcipher_op(const char *alg) : tfm(crypto_alloc_akcipher(alg, 0, 0))
	{
		if (IS_ERR(tfm))
			return;
		name = crypto_tfm_alg_driver_name(crypto_akcipher_tfm(tfm));
		req = akcipher_request_alloc(tfm, GFP_KERNEL);
		akcipher_request_set_callback(req, 0, nullptr, nullptr);
	}
	~ukc_akcipher_op() override
	{
		akcipher_request_free(req);
		if (!IS_ERR(tfm))
			crypto_free_akcipher(tfm);
	}
	ukc_akcipher_op(const ukc_akcipher_op &) = delete;
	ukc_akcipher_op &operator=(const ukc_akcipher_op &) = delete;

	// @op over @src (@slen of it read) into out, @dlen bytes; verify (6.12's layout) has no
	// destination: @dlen is the length of the digest after the signature in @src.
	void set(int (*op)(struct akcipher_request *), bytes src, unsigned int slen,
		 unsigned int dlen)
	{
		bool verify = op == crypto_akcipher_verify;

		in = std::move(src);
		out.assign(verify ? 0 : dlen, 0);
		sg_init_one(&sg_src, in.data(), in.size());
		if (!verify)
			sg_init_one(&sg_dst, out.data(), dlen);
		call = [this, op, slen, dlen, verify] {
			akcipher_request_set_crypt(req, &sg_src, verify ? nullptr : &sg_dst, slen,
						   dlen);
			return op(req);
		};
	}
};

// A kpp tfm of @alg with its secret set, computing the shared secret with @peer.
struct ukc_kpp_op : asym_op {
	struct crypto_kpp *tfm;
	struct kpp_request *req = nullptr;
	struct scatterlist sg_src, sg_dst;
	bytes peer;

	ukc_kpp_op(const char *alg, const bytes &secret, bytes peer_key, unsigned int ss_len)
		: tfm(crypto_alloc_kpp(alg, 0, 0)), peer(std::move(peer_key))
	{
		if (IS_ERR(tfm))
			return;
		name = crypto_tfm_alg_driver_name(crypto_kpp_tfm(tfm));
		err |= crypto_kpp_set_secret(tfm, secret.data(), secret.size());
		req = kpp_request_alloc(tfm, GFP_KERNEL);
		kpp_request_set_callback(req, 0, nullptr, nullptr);
		out.assign(ss_len, 0);
		sg_init_one(&sg_src, peer.data(), peer.size());
		sg_init_one(&sg_dst, out.data(), out.size());
		call = [this] {
			kpp_request_set_input(req, &sg_src, peer.size());
			kpp_request_set_output(req, &sg_dst, out.size());
			return crypto_kpp_compute_shared_secret(req);
		};
	}
	~ukc_kpp_op() override
	{
		kpp_request_free(req);
		if (!IS_ERR(tfm))
			crypto_free_kpp(tfm);
	}
	ukc_kpp_op(const ukc_kpp_op &) = delete;
	ukc_kpp_op &operator=(const ukc_kpp_op &) = delete;
};

// ---- measuring and reporting ----

struct asym_env {
	double tsc_ghz;
	bench_tally tally;
};

// Each contender's iterations a round, so that each takes about asym_slice_ns: from one run,
// timed after a warm-up.
std::vector<int> asym_iters(const std::vector<asym_op *> &ops, double tsc_ghz)
{
	std::vector<int> iters;

	for (asym_op *op : ops) {
		op->run(1);
		iters.push_back(
			std::max(1, static_cast<int>(asym_slice_ns * tsc_ghz / op->timed_run(1))));
	}
	return iters;
}

// Before timing: no contender failed, and those that give an output agree on it.
bool asym_agree(asym_env &env, const std::vector<asym_op *> &ops)
{
	for (asym_op *op : ops) {
		op->err |= op->call() != 0;
		if (op->err) {
			bench_error(env.tally, "%s: the operation failed: not timed",
				    op->name.c_str());
			return false;
		}
		if (op->out != ops[0]->out) {
			bench_error(env.tally, "%s and %s disagree on the output: not timed",
				    op->name.c_str(), ops[0]->name.c_str());
			return false;
		}
	}
	return true;
}

// One case: the contenders agree, take turns, and each gets a line; then the ratio of the
// first (ours) to the second (OpenSSL), if there is one.
void asym_case(asym_env &env, const char *what, const std::vector<asym_op *> &ops)
{
	printf("%s: %s\n", what, ops[0]->name.c_str());
	if (!asym_agree(env, ops))
		return;
	std::vector<double> spread;
	std::vector<double> med = bench_measure(std::vector<bench_op *>(ops.begin(), ops.end()),
						asym_iters(ops, env.tsc_ghz), bench_rounds,
						&spread);

	for (size_t i = 0; i < ops.size(); i++)
		printf("    %-34s %10.1f µs/op  %10.1f ops/s  spread %4.1f%%\n",
		       ops[i]->name.c_str(), med[i] / env.tsc_ghz / 1e3, env.tsc_ghz * 1e9 / med[i],
		       100 * spread[i]);
	bench_errors(env.tally, ops);
	if (ops.size() > 1)
		printf("    ukcrypto/OpenSSL: %.2fx (operations per second; above 1: ukcrypto is "
		       "faster)\n",
		       med[1] / med[0]);
}

// True if @tfm is there. A name this build does not have (-ENOENT) is said, not an error;
// any other failure (a failed self-test: -ELIBBAD) is one.
bool asym_present(asym_env &env, const void *tfm, const char *alg)
{
	if (!IS_ERR(tfm))
		return true;
	if (PTR_ERR(tfm) == -ENOENT)
		printf("%s: not present (-ENOENT)\n", alg);
	else
		bench_error(env.tally, "%s: cannot be allocated: %ld", alg, PTR_ERR(tfm));
	return false;
}

// ---- keys ----

bytes pkey_der(EVP_PKEY *k, bool priv)
{
	unsigned char *p = nullptr;
	int n = priv ? i2d_PrivateKey(k, &p) : i2d_PublicKey(k, &p);
	bytes der(p, p + std::max(n, 0));

	OPENSSL_free(p);
	return der;
}

// A BIGNUM parameter of @k, big-endian, zero-padded to @len bytes (0: its own length); empty
// if @k has none.
bytes pkey_bn(EVP_PKEY *k, const char *param, size_t len = 0)
{
	BIGNUM *bn = nullptr;
	bytes out;

	if (EVP_PKEY_get_bn_param(k, param, &bn) == 1) {
		out.resize(len ? len : BN_num_bytes(bn));
		if (BN_bn2binpad(bn, out.data(), static_cast<int>(out.size())) < 0)
			out.clear();
	}
	BN_clear_free(bn);
	return out;
}

pkey_ptr pkey_group_keygen(const char *type, const char *group)
{
	pkey_ctx_ptr ctx(EVP_PKEY_CTX_new_from_name(nullptr, type, nullptr));
	EVP_PKEY *k = nullptr;

	if (EVP_PKEY_keygen_init(ctx.get()) != 1 ||
	    EVP_PKEY_CTX_set_group_name(ctx.get(), group) != 1 ||
	    EVP_PKEY_generate(ctx.get(), &k) != 1)
		return nullptr;
	return pkey_ptr(k);
}

bytes asym_digest()
{
	bytes d(32);

	for (size_t i = 0; i < d.size(); i++)
		d[i] = static_cast<u8>(0x5b * i + 7);
	return d;
}

// ---- RSA ----

// Raw RSA, both directions: the private operation ("sign": akcipher decrypt) and the public
// one ("verify": encrypt), RSA_NO_PADDING in OpenSSL; the same 2048-bit key and input.
void bench_rsa_raw(asym_env &env, EVP_PKEY *key)
{
	bytes m(256);

	for (size_t i = 0; i < m.size(); i++)
		m[i] = static_cast<u8>(i * 29 + 3);
	m[0] = 0x01; // below n, whose top bit is set
	for (bool priv : { true, false }) {
		ukc_akcipher_op ours("rsa");
		ossl_op theirs(key);

		if (!asym_present(env, ours.tfm, "rsa"))
			return;
		bytes der = pkey_der(key, priv);
		ours.err |= (priv ? crypto_akcipher_set_priv_key
				  : crypto_akcipher_set_pub_key)(ours.tfm, der.data(), der.size());
		ours.set(priv ? crypto_akcipher_decrypt : crypto_akcipher_encrypt, m, 256, 256);
		theirs.err |= (priv ? EVP_PKEY_decrypt_init
				    : EVP_PKEY_encrypt_init)(theirs.ctx.get()) != 1 ||
			      EVP_PKEY_CTX_set_rsa_padding(theirs.ctx.get(), RSA_NO_PADDING) != 1;
		theirs.out.assign(256, 0);
		theirs.call = [&theirs, &m, priv] {
			size_t len = theirs.out.size();
			auto fn = priv ? EVP_PKEY_decrypt : EVP_PKEY_encrypt;

			return fn(theirs.ctx.get(), theirs.out.data(), &len, m.data(), m.size()) -
			       1;
		};
		asym_case(env,
			  priv ? "RSA-2048 private operation (akcipher \"rsa\" decrypt: raw sign)"
			       : "RSA-2048 public operation (akcipher \"rsa\" encrypt: raw verify)",
			  { &ours, &theirs });
	}
}

// RSASSA-PKCS1-v1_5 with SHA-256 (RFC 8017 8.2) over a digest: the signature is
// deterministic, so both must give the same bytes. Returns our signature (empty: none).
bytes bench_rsa_pkcs1_sign(asym_env &env, EVP_PKEY *key, const bytes &digest)
{
	const char *alg = "pkcs1pad(rsa,sha256)";
	ukc_akcipher_op ours(alg);
	ossl_op theirs(key);

	if (!asym_present(env, ours.tfm, alg))
		return {};
	bytes der = pkey_der(key, true);
	ours.err |= crypto_akcipher_set_priv_key(ours.tfm, der.data(), der.size());
	ours.set(crypto_akcipher_sign, digest, digest.size(), 256);
	theirs.err |= EVP_PKEY_sign_init(theirs.ctx.get()) != 1 ||
		      EVP_PKEY_CTX_set_rsa_padding(theirs.ctx.get(), RSA_PKCS1_PADDING) != 1 ||
		      EVP_PKEY_CTX_set_signature_md(theirs.ctx.get(), EVP_sha256()) != 1;
	theirs.out.assign(256, 0);
	theirs.call = [&theirs, &digest] {
		size_t len = theirs.out.size();

		return EVP_PKEY_sign(theirs.ctx.get(), theirs.out.data(), &len, digest.data(),
				     digest.size()) -
		       1;
	};
	asym_case(env, "RSA-2048 PKCS#1 v1.5 sign, SHA-256 digest (pkcs1pad(rsa,sha256))",
		  { &ours, &theirs });
	return ours.err || theirs.err ? bytes() : ours.out;
}

// OpenSSL's verification of @sig over @digest, the context set up by the caller.
void ossl_verify_call(ossl_op &theirs, const bytes &sig, const bytes &digest)
{
	theirs.call = [&theirs, &sig, &digest] {
		return EVP_PKEY_verify(theirs.ctx.get(), sig.data(), sig.size(), digest.data(),
				       digest.size()) -
		       1;
	};
}

// The kernel's verify: the signature then the digest in the source, no destination (6.12).
void ukc_verify_set(ukc_akcipher_op &ours, const bytes &sig, const bytes &digest)
{
	bytes src(sig);

	src.insert(src.end(), digest.begin(), digest.end());
	ours.set(crypto_akcipher_verify, src, sig.size(), digest.size());
}

void bench_rsa_pkcs1_verify(asym_env &env, EVP_PKEY *key, const bytes &digest, const bytes &sig)
{
	ukc_akcipher_op ours("pkcs1pad(rsa,sha256)");
	ossl_op theirs(key);

	bytes der = pkey_der(key, false);
	ours.err |= crypto_akcipher_set_pub_key(ours.tfm, der.data(), der.size());
	ukc_verify_set(ours, sig, digest);
	theirs.err |= EVP_PKEY_verify_init(theirs.ctx.get()) != 1 ||
		      EVP_PKEY_CTX_set_rsa_padding(theirs.ctx.get(), RSA_PKCS1_PADDING) != 1 ||
		      EVP_PKEY_CTX_set_signature_md(theirs.ctx.get(), EVP_sha256()) != 1;
	ossl_verify_call(theirs, sig, digest);
	asym_case(env, "RSA-2048 PKCS#1 v1.5 verify, SHA-256 digest (pkcs1pad(rsa,sha256))",
		  { &ours, &theirs });
}

// ---- key agreement ----

// OpenSSL's derivation with @key and @peer into @len bytes (DH padded to the prime's size,
// as the kernel's output is).
void ossl_derive_set(ossl_op &theirs, EVP_PKEY *peer, size_t len, bool dh)
{
	theirs.err |= EVP_PKEY_derive_init(theirs.ctx.get()) != 1 ||
		      (dh && EVP_PKEY_CTX_set_dh_pad(theirs.ctx.get(), 1) != 1) ||
		      EVP_PKEY_derive_set_peer(theirs.ctx.get(), peer) != 1;
	theirs.out.assign(len, 0);
	theirs.call = [&theirs] {
		size_t n = theirs.out.size();

		return EVP_PKEY_derive(theirs.ctx.get(), theirs.out.data(), &n) - 1;
	};
}

// One kpp case: our @alg with the secret @secret against OpenSSL's @key, both with @peer's
// public key (@peer_pub in the kernel's encoding), @ss_len bytes of shared secret.
void asym_kpp_case(asym_env &env, const char *what, const char *alg, const bytes &secret,
		   EVP_PKEY *key, EVP_PKEY *peer, const bytes &peer_pub, unsigned int ss_len)
{
	ukc_kpp_op ours(alg, secret, peer_pub, ss_len);
	ossl_op theirs(key);

	if (!asym_present(env, ours.tfm, alg))
		return;
	ossl_derive_set(theirs, peer, ss_len, !strncmp(alg, "ffdhe", 5));
	asym_case(env, what, { &ours, &theirs });
}

void bench_ffdhe2048(asym_env &env)
{
	pkey_ptr a = pkey_group_keygen("DH", "ffdhe2048"), b = pkey_group_keygen("DH", "ffdhe2048");
	if (!a || !b) {
		bench_error(env.tally, "OpenSSL: no ffdhe2048 key");
		return;
	}
	// The private key as OpenSSL made it (2 * 112 bits, SP 800-56A 5.6.1.1.3), p and g
	// left empty: the ffdhe2048 template fixes them.
	bytes key = pkey_bn(a.get(), OSSL_PKEY_PARAM_PRIV_KEY);
	struct dh params = { key.data(), nullptr, nullptr, (unsigned int)key.size(), 0, 0 };
	bytes secret(crypto_dh_key_len(&params));
	crypto_dh_encode_key(reinterpret_cast<char *>(secret.data()), secret.size(), &params);
	asym_kpp_case(env, "DH ffdhe2048 shared secret (kpp \"ffdhe2048(dh)\")", "ffdhe2048(dh)",
		      secret, a.get(), b.get(), pkey_bn(b.get(), OSSL_PKEY_PARAM_PUB_KEY, 256),
		      256);
}

// An uncompressed P-256 point of @k, 0x04 || x || y (SEC 1 2.3.3).
bytes ec_point(EVP_PKEY *k)
{
	bytes pt(65);
	size_t len = 0;

	if (EVP_PKEY_get_octet_string_param(k, OSSL_PKEY_PARAM_PUB_KEY, pt.data(), pt.size(),
					    &len) != 1 ||
	    len != pt.size())
		pt.clear();
	return pt;
}

void bench_ecdh_p256(asym_env &env)
{
	pkey_ptr a(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"));
	pkey_ptr b(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"));
	bytes key = pkey_bn(a.get(), OSSL_PKEY_PARAM_PRIV_KEY, 32), peer = ec_point(b.get());
	if (key.empty() || peer.empty()) {
		bench_error(env.tally, "OpenSSL: no P-256 key");
		return;
	}
	struct ecdh params = { reinterpret_cast<char *>(key.data()), 32 };
	bytes secret(crypto_ecdh_key_len(&params));
	crypto_ecdh_encode_key(reinterpret_cast<char *>(secret.data()), secret.size(), &params);
	// The kernel takes the peer's x || y, without SEC 1's 0x04.
	peer.erase(peer.begin());
	asym_kpp_case(env, "ECDH P-256 shared secret (kpp \"ecdh-nist-p256\")", "ecdh-nist-p256",
		      secret, a.get(), b.get(), peer, 32);
}

void bench_x25519(asym_env &env)
{
	pkey_ptr a(EVP_PKEY_Q_keygen(nullptr, nullptr, "X25519"));
	pkey_ptr b(EVP_PKEY_Q_keygen(nullptr, nullptr, "X25519"));
	bytes key(32), peer(32);
	size_t kl = key.size(), pl = peer.size();

	if (!a || !b || EVP_PKEY_get_raw_private_key(a.get(), key.data(), &kl) != 1 ||
	    EVP_PKEY_get_raw_public_key(b.get(), peer.data(), &pl) != 1) {
		bench_error(env.tally, "OpenSSL: no X25519 key");
		return;
	}
	asym_kpp_case(env, "X25519 shared secret (kpp \"curve25519\")", "curve25519", key, a.get(),
		      b.get(), peer, 32);
}

// ---- signature verification on curves ----

// ECDSA P-256 verification (6.12's akcipher "ecdsa-nist-p256": the public key as an
// uncompressed point, the signature DER-encoded), of a signature OpenSSL made.
void bench_ecdsa_p256(asym_env &env, const bytes &digest)
{
	const char *alg = "ecdsa-nist-p256";
	ukc_akcipher_op ours(alg);
	pkey_ptr k(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"));
	ossl_op theirs(k.get());
	bytes sig(128), pub = ec_point(k.get());
	size_t sl = sig.size();

	if (!asym_present(env, ours.tfm, alg))
		return;
	if (EVP_PKEY_sign_init(theirs.ctx.get()) != 1 ||
	    EVP_PKEY_sign(theirs.ctx.get(), sig.data(), &sl, digest.data(), digest.size()) != 1) {
		bench_error(env.tally, "OpenSSL: no ECDSA P-256 signature");
		return;
	}
	sig.resize(sl);
	ours.err |= crypto_akcipher_set_pub_key(ours.tfm, pub.data(), pub.size());
	ukc_verify_set(ours, sig, digest);
	theirs.err |= EVP_PKEY_verify_init(theirs.ctx.get()) != 1;
	ossl_verify_call(theirs, sig, digest);
	asym_case(env, "ECDSA P-256 verify, SHA-256 digest (akcipher \"ecdsa-nist-p256\")",
		  { &ours, &theirs });
}

// EC-RDSA (GOST R 34.10-2012, RFC 7091 6.2) verification of the first compiled-in vector
// (6.12's): OpenSSL has no GOST without an engine, so it is timed alone. The key is packed
// as 6.12's testmgr packs it: the key, the algorithm's OID number and the parameters.
void bench_ecrdsa(asym_env &env)
{
	const struct ukc_vector_suite *suite = ukc_find_vector_suite("ecrdsa");
	ukc_akcipher_op ours("ecrdsa");

	if (!asym_present(env, ours.tfm, "ecrdsa"))
		return;
	if (!suite || suite->kind != UKC_VEC_AKCIPHER || !suite->count) {
		bench_error(env.tally, "ecrdsa: no compiled-in vector");
		return;
	}
	const auto *v = static_cast<const struct akcipher_testvec *>(suite->vecs);
	bytes key(v->key, v->key + v->key_len);
	for (u32 word : { v->algo, v->param_len })
		key.insert(key.end(), reinterpret_cast<const u8 *>(&word),
			   reinterpret_cast<const u8 *>(&word) + sizeof(word));
	key.insert(key.end(), v->params, v->params + v->param_len);
	ours.err |= crypto_akcipher_set_pub_key(ours.tfm, key.data(), v->key_len);
	ukc_verify_set(ours, bytes(v->c, v->c + v->c_size), bytes(v->m, v->m + v->m_size));
	asym_case(env, "EC-RDSA 256-bit verify (akcipher \"ecrdsa\"; no OpenSSL counterpart)",
		  { &ours });
}

constexpr char bench_usage[] =
	"usage: bench-asym-x86 [--quick] [-h|--help]\n"
	"\n"
	"The asymmetric algorithms through the kernel's akcipher and kpp APIs, the driver a\n"
	"lookup picks, against OpenSSL's EVP_PKEY on the same keys (made by OpenSSL):\n"
	"RSA-2048 raw private and public operations (\"rsa\"), PKCS#1 v1.5 signing and\n"
	"verification of a SHA-256 digest (\"pkcs1pad(rsa,sha256)\"), the shared secrets of\n"
	"DH ffdhe2048, ECDH P-256 and X25519 (\"curve25519\"), ECDSA P-256 verification, and\n"
	"EC-RDSA verification alone (OpenSSL has no GOST). A name not registered here is\n"
	"said \"not present\" and skipped. Every pair must succeed and give the same output\n"
	"first. Printed: microseconds per operation and operations per second, medians of\n"
	"101 alternating rounds of about 2 ms a contender, their spread (interquartile\n"
	"range over the median), and the speed ratio ukcrypto/OpenSSL. Time: TSC ticks.\n";

} // namespace

int main(int argc, char **argv)
{
	asym_env env;
	int code = bench_args(argc, argv, bench_usage);

	if (code >= 0)
		return code;
	if (crypto_init())
		return 1;
	env.tsc_ghz = bench_tsc_ghz();
	printf("CPU: %s\nbench-asym-x86: medians of %d alternating rounds; TSC %.3f GHz.\n\n",
	       bench_cpu_model().c_str(), bench_rounds_run(), env.tsc_ghz);
	bytes digest = asym_digest();
	pkey_ptr rsa(EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", static_cast<size_t>(2048)));
	if (!rsa)
		return 1;
	bench_rsa_raw(env, rsa.get());
	bytes sig = bench_rsa_pkcs1_sign(env, rsa.get(), digest);
	if (!sig.empty())
		bench_rsa_pkcs1_verify(env, rsa.get(), digest, sig);
	bench_ffdhe2048(env);
	bench_ecdh_p256(env);
	bench_x25519(env);
	bench_ecdsa_p256(env, digest);
	bench_ecrdsa(env);
	return bench_summary(env.tally);
}
