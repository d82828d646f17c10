// SPDX-License-Identifier: GPL-2.0-only
// A virtio-crypto device (OASIS virtio 1.2 section 5.9) as a device model: the virtio core's
// device side (lib/ukc_virtio.h) hands it the chains the driver made available; its thread
// parses each request from the descriptors' memory alone, computes it with the library's
// generic drivers (by driver name, so never through the driver under test), writes the
// result and the status byte (the last byte of the device-writable part, where QEMU's device
// writes it), returns the chains on the used ring and raises the interrupt. The session and
// request rules (sizes, opcodes, statuses) are the spec's; the faults are on demand.
#include <crypto/akcipher.h>
#include <crypto/skcipher.h>
#include <uapi/linux/virtio_crypto.h>
#include <uapi/linux/virtio_ids.h>
#include <uapi/linux/virtio_ring.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

#include "ukc_irq.h"
#include "ukc_kernel.h"
#include "ukc_virtio.h"
#include "ukc_virtio_crypto.h"
#include "virtio_crypto_priv.h"

using namespace ukc::vcrypto;

namespace {

void vc_config_get(void *model, unsigned int offset, void *buf, unsigned int len)
{
	auto *vc = static_cast<ukc_vcrypto *>(model);
	std::lock_guard<std::mutex> g(vc->lock);
	if (offset <= sizeof(vc->cfg) && len <= sizeof(vc->cfg) - offset)
		memcpy(buf, reinterpret_cast<const u8 *>(&vc->cfg) + offset, len);
	else
		memset(buf, 0xff, len); // past the end, as a bus reads nothing there
}

// A driver kicks after every add, and its engine retries a full ring in a loop: only the
// first kick since the thread last looked takes the lock.
void vc_kick(void *model, unsigned int)
{
	auto *vc = static_cast<ukc_vcrypto *>(model);
	if (vc->kicked.exchange(true))
		return;
	std::lock_guard<std::mutex> g(vc->lock);
	vc->cv.notify_all();
}

void vc_free_sessions(ukc_vcrypto *vc)
{
	for (auto &s : vc->sessions)
		vc_session_free(s.second);
	vc->sessions.clear();
	vc->stats.sessions = 0;
}

// A reset forgets every session and every request taken (5.9.5: the device starts afresh).
void vc_reset(void *model)
{
	auto *vc = static_cast<ukc_vcrypto *>(model);
	std::unique_lock<std::mutex> l(vc->lock);
	vc->live = false;
	vc->cv.wait(l, [&] { return !vc->busy; });
	vc_free_sessions(vc);
}

void vc_driver_ok(void *model)
{
	auto *vc = static_cast<ukc_vcrypto *>(model);
	std::lock_guard<std::mutex> g(vc->lock);
	vc->live = true;
	vc->kicked = true;
	vc->cv.notify_all();
}

// The most descriptors a chain may have: the ring's size, or with indirect descriptors up to
// QEMU's limit (VIRTQUEUE_MAX_SIZE, 1024), whatever the ring's size.
size_t vc_max_chain(const ukc_vcrypto *vc)
{
	return std::max<size_t>(vc->ops.queue_size,
				vc->ops.features & 1ull << VIRTIO_RING_F_INDIRECT_DESC ? 1024 : 0);
}

// Raises the interrupt unless a fault drops it; a duplicated one comes once the first ran.
void vc_interrupt(ukc_vcrypto *vc)
{
	bool drop, dup;
	{
		std::lock_guard<std::mutex> g(vc->lock);
		drop = vc->drop_irq > 0;
		dup = !drop && vc->dup_irq > 0;
		vc->drop_irq -= drop;
		vc->dup_irq -= dup;
	}
	if (drop)
		return;
	ukc_virtio_irq(vc->vdev);
	if (dup) {
		std::this_thread::sleep_for(std::chrono::milliseconds(2));
		ukc_virtio_irq(vc->vdev);
	}
}

// Takes every available chain of every queue, serves it, then completes the batch (late, or
// last first, when asked to) and interrupts once.
void vc_serve_all(ukc_vcrypto *vc)
{
	std::vector<ukc_vring_buf> bufs(vc_max_chain(vc));
	std::vector<vc_done> done;
	for (bool more = true; more;) {
		more = false;
		for (unsigned int q = 0; q <= vc->ctrlq; q++) {
			u16 head;
			int n = ukc_vring_pop(vc->vdev, q, &head, bufs.data(), bufs.size());
			if (!n)
				continue;
			more = true;
			u32 written = n < 0 ? vc_malformed(vc)
					    : vc_serve(vc, q == vc->ctrlq, bufs.data(),
						       (unsigned int)n);
			done.push_back({ q, head, written });
		}
	}
	if (done.empty())
		return;
	vc_hold(vc, done.size());
	if (vc->reorder)
		std::reverse(done.begin(), done.end());
	for (const vc_done &d : done)
		ukc_vring_push(vc->vdev, d.queue, d.head, d.written);
	bool want = false;
	for (unsigned int q = 0; q <= vc->ctrlq; q++)
		want |= ukc_vring_wants_irq(vc->vdev, q);
	if (want)
		vc_interrupt(vc);
}

void vc_thread(ukc_vcrypto *vc)
{
	std::unique_lock<std::mutex> l(vc->lock);
	for (;;) {
		vc->cv.wait(l, [&] { return vc->quit || (vc->kicked && vc->live && !vc->stall); });
		if (vc->quit)
			return;
		vc->kicked = false;
		vc->busy = true;
		l.unlock();
		vc_serve_all(vc);
		l.lock();
		vc->busy = false;
		vc->cv.notify_all();
	}
}

} // namespace

extern "C" {

struct ukc_vcrypto *ukc_vcrypto_create(const struct ukc_vcrypto_params *p)
{
	// The library first: its start-up may load the driver, whose probe then waits on this
	// device's thread, which computes with the library.
	ukc::ensure_init();
	auto *vc = new ukc_vcrypto;
	unsigned int dq = p->max_dataqueues ? p->max_dataqueues : 1;
	u32 services = p->services ? p->services
				   : 1u << VIRTIO_CRYPTO_SERVICE_CIPHER |
					     1u << VIRTIO_CRYPTO_SERVICE_AKCIPHER;
	vc->cfg.status = VIRTIO_CRYPTO_S_HW_READY;
	vc->cfg.max_dataqueues = dq;
	vc->cfg.crypto_services = services;
	vc->cfg.cipher_algo_l = 1u << VIRTIO_CRYPTO_CIPHER_AES_CBC;
	vc->cfg.akcipher_algo = 1u << VIRTIO_CRYPTO_AKCIPHER_RSA;
	vc->cfg.max_cipher_key_len = 32;
	vc->cfg.max_size = p->max_size ? p->max_size : 1u << 20;
	vc->ctrlq = dq;
	vc->ops = { "virtio-crypto-model",
		    VIRTIO_ID_CRYPTO,
		    1ull << VIRTIO_F_VERSION_1 |
			    (p->indirect ? 1ull << VIRTIO_RING_F_INDIRECT_DESC : 0),
		    dq + 1,
		    p->queue_size ? p->queue_size : 256,
		    vc_config_get,
		    vc_kick,
		    vc_reset,
		    vc_driver_ok };
	vc->thread = std::thread(vc_thread, vc);
	vc->vdev = ukc_virtio_alloc(&vc->ops, vc);
	if (!vc->vdev) {
		ukc_vcrypto_destroy(vc);
		return nullptr;
	}
	ukc_virtio_register(vc->vdev);
	return vc;
}

void ukc_vcrypto_destroy(struct ukc_vcrypto *vc)
{
	if (vc->vdev)
		ukc_virtio_del(vc->vdev);
	{
		std::lock_guard<std::mutex> g(vc->lock);
		vc->quit = true;
		vc->cv.notify_all();
	}
	vc->thread.join();
	vc_free_sessions(vc);
	delete vc;
}

struct virtio_device *ukc_vcrypto_vdev(struct ukc_vcrypto *vc)
{
	return vc->vdev;
}

void ukc_vcrypto_fault(struct ukc_vcrypto *vc, enum ukc_vcrypto_fault fault, unsigned int count,
		       unsigned int arg)
{
	std::lock_guard<std::mutex> g(vc->lock);
	switch (fault) {
	case UKC_VCRYPTO_FAIL:
		vc->fail = count;
		vc->fail_status = (u8)arg;
		break;
	case UKC_VCRYPTO_FAIL_CTRL:
		vc->fail_ctrl = count;
		vc->fail_ctrl_status = (u8)arg;
		break;
	case UKC_VCRYPTO_DELAY:
		vc->delay_us = arg;
		break;
	case UKC_VCRYPTO_REORDER:
		vc->reorder = arg;
		break;
	case UKC_VCRYPTO_STALL:
		vc->stall = arg;
		vc->kicked = true; // look at the rings again when let go
		break;
	case UKC_VCRYPTO_DROP_IRQ:
		vc->drop_irq = count;
		break;
	case UKC_VCRYPTO_DUP_IRQ:
		vc->dup_irq = count;
		break;
	}
	vc->cv.notify_all();
}

void ukc_vcrypto_set_ready(struct ukc_vcrypto *vc, bool ready)
{
	{
		std::lock_guard<std::mutex> g(vc->lock);
		vc->cfg.status = ready ? VIRTIO_CRYPTO_S_HW_READY : 0;
	}
	ukc_virtio_config_changed(vc->vdev);
}

void ukc_vcrypto_reset(struct ukc_vcrypto *vc)
{
	{
		std::unique_lock<std::mutex> l(vc->lock);
		vc->live = false;
		vc->cv.wait(l, [&] { return !vc->busy; });
	}
	// The thread serves nothing now; what is still available is taken and never answered.
	std::vector<ukc_vring_buf> bufs(vc_max_chain(vc));
	unsigned long dropped = 0;
	for (unsigned int q = 0; q <= vc->ctrlq; q++) {
		u16 head;
		while (ukc_vring_pop(vc->vdev, q, &head, bufs.data(), bufs.size()))
			dropped++;
	}
	{
		std::lock_guard<std::mutex> g(vc->lock);
		vc->stats.dropped += dropped;
		vc_free_sessions(vc);
		vc->cfg.status = 0;
	}
	ukc_virtio_config_changed(vc->vdev);
}

void ukc_vcrypto_stats(struct ukc_vcrypto *vc, struct ukc_vcrypto_stats *stats)
{
	std::lock_guard<std::mutex> g(vc->lock);
	*stats = vc->stats;
}

} // extern "C"
