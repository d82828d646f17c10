// SPDX-License-Identifier: GPL-2.0-only
// The virtio-crypto model's requests (OASIS virtio 1.2 sections 5.9.7.2 and 5.9.7.4): session
// create and destroy on the control queue; cipher and akcipher operations on the data queues.
// Each request is read from its chain's device-readable bytes (the 72-byte request, then its
// key, IV or source) and answered in its device-writable bytes (the session input, or the
// output with the status in the last byte). A request the spec forbids gets its status, never
// a crash: lengths are checked against the chain before any byte is touched.
#include <crypto/akcipher.h>
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <uapi/linux/virtio_crypto.h>

#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

#include "virtio_crypto_priv.h"

namespace ukc::vcrypto {

namespace {

constexpr size_t vc_req_size = 72; // both request structs, as the spec fixes them
static_assert(sizeof(struct virtio_crypto_op_ctrl_req) == vc_req_size);
static_assert(sizeof(struct virtio_crypto_op_data_req) == vc_req_size);
static_assert(sizeof(struct virtio_crypto_config) == 56);

// The library's own drivers, by driver name: the device must not reach the driver under test.
struct crypto_akcipher *vc_rsa_tfm(u32 padding)
{
	const char *name = padding == VIRTIO_CRYPTO_RSA_PKCS1_PADDING ? "pkcs1pad(rsa-generic)"
								      : "rsa-generic";
	struct crypto_akcipher *tfm = crypto_alloc_akcipher(name, 0, CRYPTO_ALG_ASYNC);
	return IS_ERR(tfm) ? nullptr : tfm;
}

u8 vc_create_cipher(ukc_vcrypto *vc, const struct virtio_crypto_op_ctrl_req &r,
		    const vc_stream &out, vc_session &s)
{
	const auto &sym = r.u.sym_create_session;
	const auto &para = sym.u.cipher.para;
	if (sym.op_type != VIRTIO_CRYPTO_SYM_OP_CIPHER || para.algo != VIRTIO_CRYPTO_CIPHER_AES_CBC)
		return VIRTIO_CRYPTO_NOTSUPP;
	if (para.keylen > vc->cfg.max_cipher_key_len || out.total < vc_req_size + para.keylen ||
	    (para.op != VIRTIO_CRYPTO_OP_ENCRYPT && para.op != VIRTIO_CRYPTO_OP_DECRYPT))
		return VIRTIO_CRYPTO_ERR;
	u8 key[32];
	out.read(vc_req_size, key, para.keylen);
	s.sk = crypto_alloc_skcipher("cbc(aes-generic)", 0, CRYPTO_ALG_ASYNC);
	if (IS_ERR(s.sk)) {
		s.sk = nullptr;
		return VIRTIO_CRYPTO_ERR;
	}
	int err = crypto_skcipher_setkey(s.sk, key, para.keylen);
	memzero_explicit(key, sizeof(key));
	s.encrypt = para.op == VIRTIO_CRYPTO_OP_ENCRYPT;
	return err ? VIRTIO_CRYPTO_ERR : VIRTIO_CRYPTO_OK;
}

u8 vc_create_akcipher(const struct virtio_crypto_op_ctrl_req &r, const vc_stream &out,
		      vc_session &s)
{
	const auto &para = r.u.akcipher_create_session.para;
	if (para.algo != VIRTIO_CRYPTO_AKCIPHER_RSA)
		return VIRTIO_CRYPTO_NOTSUPP;
	if (out.total < vc_req_size + para.keylen ||
	    (para.keytype != VIRTIO_CRYPTO_AKCIPHER_KEY_TYPE_PUBLIC &&
	     para.keytype != VIRTIO_CRYPTO_AKCIPHER_KEY_TYPE_PRIVATE))
		return VIRTIO_CRYPTO_ERR;
	s.ak = vc_rsa_tfm(para.u.rsa.padding_algo);
	if (!s.ak)
		return VIRTIO_CRYPTO_NOTSUPP;
	std::vector<u8> key(para.keylen);
	out.read(vc_req_size, key.data(), key.size());
	int err = para.keytype == VIRTIO_CRYPTO_AKCIPHER_KEY_TYPE_PUBLIC
			  ? crypto_akcipher_set_pub_key(s.ak, key.data(), key.size())
			  : crypto_akcipher_set_priv_key(s.ak, key.data(), key.size());
	memzero_explicit(key.data(), key.size());
	return err ? VIRTIO_CRYPTO_ERR : VIRTIO_CRYPTO_OK;
}

// CREATE_SESSION answers with a virtio_crypto_session_input; DESTROY_SESSION with a status
// byte (5.9.7.2.1).
// A session request: the session, made outside the lock (allocating runs self-tests), then
// filed under a new ID. Return: its status.
u8 vc_session_create(ukc_vcrypto *vc, const struct virtio_crypto_op_ctrl_req &r,
		     const vc_stream &out, std::unique_lock<std::mutex> &l, u64 *id)
{
	vc_session s;
	l.unlock();
	u8 status = r.header.opcode == VIRTIO_CRYPTO_CIPHER_CREATE_SESSION
			    ? vc_create_cipher(vc, r, out, s)
			    : vc_create_akcipher(r, out, s);
	l.lock();
	if (status != VIRTIO_CRYPTO_OK) {
		vc_session_free(s);
		return status;
	}
	*id = vc->next_session++;
	vc->sessions[*id] = s;
	vc->stats.sessions++;
	return status;
}

// A destroy request: INVSESS for an ID that names no session. Lock held.
u8 vc_session_destroy(ukc_vcrypto *vc, u64 id)
{
	auto it = vc->sessions.find(id);
	if (it == vc->sessions.end())
		return VIRTIO_CRYPTO_INVSESS;
	vc_session_free(it->second);
	vc->sessions.erase(it);
	vc->stats.sessions--;
	return VIRTIO_CRYPTO_OK;
}

u32 vc_ctrl(ukc_vcrypto *vc, const vc_stream &out, const vc_stream &in)
{
	struct virtio_crypto_op_ctrl_req r;
	out.read(0, &r, sizeof(r));
	u32 op = r.header.opcode;
	bool create = op == VIRTIO_CRYPTO_CIPHER_CREATE_SESSION ||
		      op == VIRTIO_CRYPTO_AKCIPHER_CREATE_SESSION;
	bool destroy = op == VIRTIO_CRYPTO_CIPHER_DESTROY_SESSION ||
		       op == VIRTIO_CRYPTO_AKCIPHER_DESTROY_SESSION;
	struct virtio_crypto_session_input input = {};
	std::unique_lock<std::mutex> l(vc->lock);
	if (vc->fail_ctrl) {
		vc->fail_ctrl--;
		input.status = vc->fail_ctrl_status;
	} else if (create || destroy) {
		u64 id = 0;
		input.status = create ? vc_session_create(vc, r, out, l, &id)
				      : vc_session_destroy(vc, r.u.destroy_session.session_id);
		input.session_id = id;
	} else {
		input.status = VIRTIO_CRYPTO_NOTSUPP;
	}
	l.unlock();
	if (create && in.total >= sizeof(input)) {
		in.write(0, &input, sizeof(input));
		return sizeof(input);
	}
	u8 status = (u8)input.status;
	if (!create && in.total >= 1)
		in.write(0, &status, 1);
	return !create && in.total >= 1;
}

// AES-CBC over a linear copy: the IV and source follow the request; the output goes to the
// start of the writable bytes.
u8 vc_cipher(ukc_vcrypto *vc, const vc_session &s, bool enc,
	     const struct virtio_crypto_op_data_req &r, const vc_stream &out, const vc_stream &in,
	     u32 *produced)
{
	const auto &p = r.u.sym_req.u.cipher.para;
	if (!s.sk || s.encrypt != enc || r.u.sym_req.op_type != VIRTIO_CRYPTO_SYM_OP_CIPHER)
		return VIRTIO_CRYPTO_INVSESS;
	if (p.iv_len != 16 || p.dst_data_len < p.src_data_len || p.src_data_len % 16 ||
	    p.src_data_len > vc->cfg.max_size ||
	    out.total < vc_req_size + (u64)p.iv_len + p.src_data_len ||
	    in.total < (u64)p.dst_data_len + 1)
		return VIRTIO_CRYPTO_ERR;
	std::vector<u8> buf(p.src_data_len);
	u8 iv[16];
	out.read(vc_req_size, iv, sizeof(iv));
	out.read(vc_req_size + sizeof(iv), buf.data(), buf.size());
	struct scatterlist sg;
	sg_init_one(&sg, buf.data(), buf.size());
	SYNC_SKCIPHER_REQUEST_ON_STACK(req, s.sk);
	skcipher_request_set_tfm(req, s.sk);
	skcipher_request_set_callback(req, 0, nullptr, nullptr);
	skcipher_request_set_crypt(req, &sg, &sg, buf.size(), iv);
	int err = enc ? crypto_skcipher_encrypt(req) : crypto_skcipher_decrypt(req);
	if (err)
		return VIRTIO_CRYPTO_ERR;
	in.write(0, buf.data(), buf.size());
	*produced = buf.size();
	return VIRTIO_CRYPTO_OK;
}

int vc_akcipher_run(struct crypto_akcipher *tfm, u32 opcode, std::vector<u8> &src,
		    std::vector<u8> &dst, u32 *produced)
{
	struct scatterlist ssg, dsg;
	sg_init_one(&ssg, src.data(), src.size());
	sg_init_one(&dsg, dst.data(), dst.size());
	struct akcipher_request *req = akcipher_request_alloc(tfm, GFP_KERNEL);
	if (!req)
		return -ENOMEM;
	DECLARE_CRYPTO_WAIT(wait);
	akcipher_request_set_callback(req, CRYPTO_TFM_REQ_MAY_SLEEP, crypto_req_done, &wait);
	akcipher_request_set_crypt(req, &ssg, &dsg, src.size(), dst.size());
	int err = opcode == VIRTIO_CRYPTO_AKCIPHER_ENCRYPT ? crypto_akcipher_encrypt(req)
							   : crypto_akcipher_decrypt(req);
	err = crypto_wait_req(err, &wait);
	*produced = req->dst_len;
	akcipher_request_free(req);
	return err;
}

u8 vc_akcipher(ukc_vcrypto *vc, const vc_session &s, const struct virtio_crypto_op_data_req &r,
	       const vc_stream &out, const vc_stream &in, u32 *produced)
{
	const auto &p = r.u.akcipher_req.para;
	if (!s.ak)
		return VIRTIO_CRYPTO_INVSESS;
	if (r.header.opcode != VIRTIO_CRYPTO_AKCIPHER_ENCRYPT &&
	    r.header.opcode != VIRTIO_CRYPTO_AKCIPHER_DECRYPT)
		return VIRTIO_CRYPTO_NOTSUPP;
	if (p.src_data_len > vc->cfg.max_size || p.dst_data_len > vc->cfg.max_size ||
	    out.total < vc_req_size + (u64)p.src_data_len || in.total < (u64)p.dst_data_len + 1)
		return VIRTIO_CRYPTO_ERR;
	std::vector<u8> src(p.src_data_len), dst(p.dst_data_len);
	out.read(vc_req_size, src.data(), src.size());
	int err = vc_akcipher_run(s.ak, r.header.opcode, src, dst, produced);
	memzero_explicit(src.data(), src.size());
	if (!err)
		in.write(0, dst.data(), *produced);
	memzero_explicit(dst.data(), dst.size());
	return !err ? VIRTIO_CRYPTO_OK : err == -EBADMSG ? VIRTIO_CRYPTO_BADMSG : VIRTIO_CRYPTO_ERR;
}

// A data request: its status in the last writable byte, written after its output.
u32 vc_data(ukc_vcrypto *vc, const vc_stream &out, const vc_stream &in)
{
	struct virtio_crypto_op_data_req r;
	out.read(0, &r, sizeof(r));
	u32 produced = 0;
	u8 status;
	vc_session s;
	{
		std::lock_guard<std::mutex> g(vc->lock);
		auto it = vc->sessions.find(r.header.session_id);
		if (it != vc->sessions.end())
			s = it->second; // a copy of the pointers: destroy waits for the ring, not us
		status = vc->fail ? vc->fail_status : VIRTIO_CRYPTO_OK;
		vc->fail -= vc->fail > 0;
	}
	if (status == VIRTIO_CRYPTO_OK) {
		u32 op = r.header.opcode;
		if (op == VIRTIO_CRYPTO_CIPHER_ENCRYPT || op == VIRTIO_CRYPTO_CIPHER_DECRYPT)
			status = vc_cipher(vc, s, op == VIRTIO_CRYPTO_CIPHER_ENCRYPT, r, out, in,
					   &produced);
		else if (op >> 8 == VIRTIO_CRYPTO_SERVICE_AKCIPHER)
			status = vc_akcipher(vc, s, r, out, in, &produced);
		else
			status = VIRTIO_CRYPTO_NOTSUPP;
	}
	std::lock_guard<std::mutex> g(vc->lock);
	vc->stats.requests++;
	vc->stats.failed += status != VIRTIO_CRYPTO_OK;
	if (!in.total)
		return 0;
	in.write(in.total - 1, &status, 1);
	return status == VIRTIO_CRYPTO_OK ? produced + 1 : 1;
}

} // namespace

void vc_session_free(vc_session &s)
{
	if (s.sk)
		crypto_free_skcipher(s.sk);
	if (s.ak)
		crypto_free_akcipher(s.ak);
	s = {};
}

u32 vc_serve(ukc_vcrypto *vc, bool ctrl, const ukc_vring_buf *bufs, unsigned int n)
{
	vc_stream out, in;
	for (unsigned int i = 0; i < n; i++)
		(bufs[i].write ? in : out).add(bufs[i]);
	if (out.total < vc_req_size)
		return vc_malformed(vc);
	return ctrl ? vc_ctrl(vc, out, in) : vc_data(vc, out, in);
}

u32 vc_malformed(ukc_vcrypto *vc)
{
	std::lock_guard<std::mutex> g(vc->lock);
	vc->stats.malformed++;
	return 0;
}

void vc_hold(ukc_vcrypto *vc, size_t n)
{
	unsigned int us;
	{
		std::lock_guard<std::mutex> g(vc->lock);
		us = vc->delay_us;
		vc->stats.pending += n;
	}
	if (us)
		std::this_thread::sleep_for(std::chrono::microseconds(us));
	std::lock_guard<std::mutex> g(vc->lock);
	vc->stats.pending -= n;
}

} // namespace ukc::vcrypto
