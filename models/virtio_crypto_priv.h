/* SPDX-License-Identifier: GPL-2.0-only */
/* The virtio-crypto model's state (models/virtio_crypto.cpp: the device and its thread;
 * models/virtio_crypto_serve.cpp: the requests). */
#ifndef _UKC_MODELS_VIRTIO_CRYPTO_PRIV_H
#define _UKC_MODELS_VIRTIO_CRYPTO_PRIV_H

#include <crypto/akcipher.h>
#include <crypto/skcipher.h>
#include <uapi/linux/virtio_crypto.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "ukc_virtio.h"
#include "ukc_virtio_crypto.h"

namespace ukc::vcrypto {

// A session: the tfm that serves it, keyed and ready.
struct vc_session {
	struct crypto_skcipher *sk = nullptr;
	struct crypto_akcipher *ak = nullptr;
	bool encrypt = false;
};

// The readable (or the writable) descriptors of a chain as one run of bytes.
struct vc_stream {
	std::vector<ukc_vring_buf> bufs;
	size_t total = 0;

	void add(const ukc_vring_buf &b)
	{
		bufs.push_back(b);
		total += b.len;
	}
	// Copies @len bytes at offset @off to @buf (@to_buf) or from it.
	void copy(size_t off, u8 *buf, size_t len, bool to_buf) const
	{
		for (const auto &b : bufs) {
			if (!len)
				return;
			if (off >= b.len) {
				off -= b.len;
				continue;
			}
			size_t n = std::min<size_t>(len, b.len - off);
			auto *mem = reinterpret_cast<u8 *>(static_cast<uintptr_t>(b.addr)) + off;
			memcpy(to_buf ? buf : mem, to_buf ? mem : buf, n);
			buf += n;
			len -= n;
			off = 0;
		}
	}
	void read(size_t off, void *out, size_t len) const
	{
		copy(off, static_cast<u8 *>(out), len, true);
	}
	void write(size_t off, const void *in, size_t len) const
	{
		copy(off, static_cast<u8 *>(const_cast<void *>(in)), len, false);
	}
};

struct vc_done {
	unsigned int queue;
	u16 head;
	u32 written;
};

} // namespace ukc::vcrypto

struct ukc_vcrypto {
	struct ukc_virtio_model_ops ops = {};
	struct virtio_crypto_config cfg = {};
	struct virtio_device *vdev = nullptr;
	unsigned int ctrlq = 0; // the control queue's index (after the data queues)
	std::mutex lock;
	std::condition_variable cv;
	std::thread thread;
	std::atomic<bool> kicked{ false };
	bool quit = false, live = false, busy = false;
	std::map<u64, ukc::vcrypto::vc_session> sessions;
	u64 next_session = 1;
	// Faults.
	unsigned int fail = 0, fail_ctrl = 0, drop_irq = 0, dup_irq = 0, delay_us = 0;
	u8 fail_status = 0, fail_ctrl_status = 0;
	bool reorder = false, stall = false;
	struct ukc_vcrypto_stats stats = {};
};

namespace ukc::vcrypto {

// Serves one chain of the control queue (@ctrl) or of a data queue: the bytes written.
u32 vc_serve(ukc_vcrypto *vc, bool ctrl, const ukc_vring_buf *bufs, unsigned int n);
// A chain that could not be parsed: counted, returned with nothing written.
u32 vc_malformed(ukc_vcrypto *vc);
// Frees a session's tfm.
void vc_session_free(vc_session &s);
// Holds a batch of @n completions for the delay fault.
void vc_hold(ukc_vcrypto *vc, size_t n);

} // namespace ukc::vcrypto

#endif /* _UKC_MODELS_VIRTIO_CRYPTO_PRIV_H */
