// SPDX-License-Identifier: GPL-2.0-only
// ukce, the example crypto engine (models/ukc_ukce.h): a register file, and a thread that
// takes the descriptors the driver made available in its ring, reads and writes only through
// the DMA addresses they hold (each access checked against the driver's live mappings),
// computes with the library's generic drivers by driver name, so never through the driver
// under test, writes the status, moves CONS and raises its line.
#include <crypto/aes.h>
#include <crypto/skcipher.h>
#include <linux/err.h>
#include <linux/scatterlist.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

#include "ukc_dma_debug.h"
#include "ukc_irq.h"
#include "ukc_kernel.h"
#include "ukc_mmio.h"
#include "ukc_ukce.h"

static_assert(sizeof(ukce_desc) == 64 && sizeof(ukce_sg) == 16);

struct ukc_ukce {
	std::mutex lock;
	std::condition_variable cv;
	std::thread thread;
	u32 ctrl = 0, ring_lo = 0, ring_hi = 0, ring_size = 0, prod = 0, cons = 0;
	u32 irq_status = 0, irq_enable = 0;
	bool quit = false, busy = false;
	unsigned int fail = 0, drop_irq = 0, delay_us = 0;
	struct ukc_ukce_stats stats = {};
	int irq = 0;
	void __iomem *regs = nullptr;
	struct resource res[2] = {};
	struct platform_device pdev = {};
	struct crypto_skcipher *ecb = nullptr, *cbc = nullptr;
};

namespace {

// A table of more entries than this is refused (UKCE_ST_BAD_DESC).
constexpr u32 ukce_max_table = 64;

bool ukce_ring_live(const ukc_ukce *ce)
{
	return (ce->ctrl & UKCE_CTRL_ENABLE) && ce->ring_size && ce->cons != ce->prod;
}

u64 ukce_read(void *model, unsigned long offset, unsigned int width)
{
	auto *ce = static_cast<ukc_ukce *>(model);
	std::lock_guard<std::mutex> g(ce->lock);
	if (width != 4)
		return ~0ull;
	switch (offset) {
	case UKCE_REG_ID:
		return UKCE_ID_VALUE;
	case UKCE_REG_VERSION:
		return UKCE_VERSION_VALUE;
	case UKCE_REG_CTRL:
		return ce->ctrl;
	case UKCE_REG_RING_LO:
		return ce->ring_lo;
	case UKCE_REG_RING_HI:
		return ce->ring_hi;
	case UKCE_REG_RING_SIZE:
		return ce->ring_size;
	case UKCE_REG_PROD:
		return ce->prod;
	case UKCE_REG_CONS:
		return ce->cons;
	case UKCE_REG_IRQ_STATUS:
		return ce->irq_status;
	case UKCE_REG_IRQ_ENABLE:
		return ce->irq_enable;
	default:
		return 0;
	}
}

// A reset waits for the descriptor in hand, so the device no longer touches the ring after.
void ukce_reset(ukc_ukce *ce, std::unique_lock<std::mutex> &l)
{
	ce->ctrl = 0;
	ce->cv.wait(l, [&] { return !ce->busy; });
	ce->ring_lo = ce->ring_hi = ce->ring_size = ce->prod = ce->cons = 0;
	ce->irq_status = ce->irq_enable = 0;
}

void ukce_write(void *model, unsigned long offset, u64 value, unsigned int width)
{
	auto *ce = static_cast<ukc_ukce *>(model);
	std::unique_lock<std::mutex> l(ce->lock);
	u32 v = (u32)value;
	if (width != 4)
		return;
	switch (offset) {
	case UKCE_REG_CTRL:
		if (v & UKCE_CTRL_RESET)
			ukce_reset(ce, l);
		else
			ce->ctrl = v & UKCE_CTRL_ENABLE;
		break;
	case UKCE_REG_RING_LO:
		ce->ring_lo = v;
		break;
	case UKCE_REG_RING_HI:
		ce->ring_hi = v;
		break;
	case UKCE_REG_RING_SIZE:
		ce->ring_size = (v && v <= 1024 && !(v & (v - 1))) ? v : 0;
		break;
	case UKCE_REG_PROD:
		ce->prod = v;
		ce->stats.max_pending = std::max<unsigned long>(ce->stats.max_pending,
								v - ce->cons);
		break;
	case UKCE_REG_IRQ_ACK:
		ce->irq_status &= ~v;
		break;
	case UKCE_REG_IRQ_ENABLE:
		ce->irq_enable = v;
		break;
	default:
		break;
	}
	ce->cv.notify_all();
}

const struct ukc_mmio_ops ukce_mmio_ops = { ukce_read, ukce_write };

// The device's only way to memory: a DMA address the driver mapped for it, in that direction.
bool ukce_dma(ukc_ukce *ce, u64 addr, void *buf, u64 len, bool write)
{
	if (!ukc_dma_device_access(&ce->pdev.dev, addr, len, write))
		return false;
	void *mem = reinterpret_cast<void *>(static_cast<uintptr_t>(addr));
	if (write)
		memcpy(mem, buf, len);
	else
		memcpy(buf, mem, len);
	return true;
}

// Moves @buf's bytes from (or to, @write) the @n entries of the table at @table.
u32 ukce_walk(ukc_ukce *ce, u64 table, u32 n, std::vector<u8> &buf, bool write)
{
	if (!n || n > ukce_max_table)
		return UKCE_ST_BAD_DESC;
	std::vector<ukce_sg> sg(n);
	if (!ukce_dma(ce, table, sg.data(), n * sizeof(ukce_sg), false))
		return UKCE_ST_DMA_FAULT;
	size_t done = 0;
	for (u32 i = 0; i < n && done < buf.size(); i++) {
		u64 len = std::min<u64>(le32_to_cpu(sg[i].len), buf.size() - done);
		if (!ukce_dma(ce, le64_to_cpu(sg[i].addr), buf.data() + done, len, write))
			return UKCE_ST_DMA_FAULT;
		done += len;
	}
	return done == buf.size() ? UKCE_ST_OK : UKCE_ST_BAD_DESC;
}

u32 ukce_cipher(ukc_ukce *ce, const ukce_desc &d, std::vector<u8> &buf, u8 *iv)
{
	u32 op = le32_to_cpu(d.op);
	struct crypto_skcipher *tfm = (op & ~UKCE_OP_DECRYPT) == UKCE_OP_CBC ? ce->cbc : ce->ecb;
	u32 keylen = le32_to_cpu(d.keylen);
	u8 key[AES_MAX_KEY_SIZE];

	if (aes_check_keylen(keylen))
		return UKCE_ST_BAD_DESC;
	if (!ukce_dma(ce, le64_to_cpu(d.key), key, keylen, false))
		return UKCE_ST_DMA_FAULT;
	struct scatterlist sg;
	sg_init_one(&sg, buf.data(), (unsigned int)buf.size());
	SYNC_SKCIPHER_REQUEST_ON_STACK(req, tfm);
	skcipher_request_set_tfm(req, tfm);
	skcipher_request_set_callback(req, 0, nullptr, nullptr);
	skcipher_request_set_crypt(req, &sg, &sg, (unsigned int)buf.size(), iv);
	int err = crypto_skcipher_setkey(tfm, key, keylen);
	if (!err)
		err = op & UKCE_OP_DECRYPT ? crypto_skcipher_decrypt(req)
					   : crypto_skcipher_encrypt(req);
	memzero_explicit(key, sizeof(key));
	return err ? UKCE_ST_BAD_DESC : UKCE_ST_OK;
}

// One descriptor: source in, computed, destination and (CBC) next IV out.
u32 ukce_run(ukc_ukce *ce, const ukce_desc &d)
{
	u32 mode = le32_to_cpu(d.op) & ~UKCE_OP_DECRYPT;
	u32 len = le32_to_cpu(d.len);
	if ((mode != UKCE_OP_ECB && mode != UKCE_OP_CBC) || !len || len % AES_BLOCK_SIZE)
		return UKCE_ST_BAD_DESC;
	std::vector<u8> buf(len);
	u8 iv[AES_BLOCK_SIZE] = {};
	bool cbc = mode == UKCE_OP_CBC;
	if (cbc && !ukce_dma(ce, le64_to_cpu(d.iv), iv, sizeof(iv), false))
		return UKCE_ST_DMA_FAULT;
	u32 st = ukce_walk(ce, le64_to_cpu(d.src), le32_to_cpu(d.src_n), buf, false);
	if (st == UKCE_ST_OK)
		st = ukce_cipher(ce, d, buf, iv);
	if (st == UKCE_ST_OK)
		st = ukce_walk(ce, le64_to_cpu(d.dst), le32_to_cpu(d.dst_n), buf, true);
	if (st == UKCE_ST_OK && cbc && !ukce_dma(ce, le64_to_cpu(d.iv), iv, sizeof(iv), true))
		st = UKCE_ST_DMA_FAULT;
	return st;
}

// Reads the descriptor at @addr, runs it (or fails it on demand), writes its status.
u32 ukce_serve(ukc_ukce *ce, u64 addr, bool fail)
{
	ukce_desc d;
	if (!ukce_dma(ce, addr, &d, sizeof(d), false))
		return UKCE_ST_DMA_FAULT;
	u32 st = fail ? UKCE_ST_HW_ERROR : ukce_run(ce, d);
	__le32 status = cpu_to_le32(st);
	ukce_dma(ce, addr + offsetof(ukce_desc, status), &status, sizeof(status), true);
	return st;
}

void ukce_thread(ukc_ukce *ce)
{
	std::unique_lock<std::mutex> l(ce->lock);
	for (;;) {
		ce->cv.wait(l, [&] { return ce->quit || ukce_ring_live(ce); });
		if (ce->quit)
			return;
		u64 desc = ((u64)ce->ring_hi << 32 | ce->ring_lo) +
			   (u64)(ce->cons & (ce->ring_size - 1)) * sizeof(ukce_desc);
		bool fail = ce->fail > 0;
		ce->fail -= fail;
		ce->busy = true;
		unsigned int delay_us = ce->delay_us;
		l.unlock();
		if (delay_us)
			std::this_thread::sleep_for(std::chrono::microseconds(delay_us));
		u32 st = ukce_serve(ce, desc, fail);
		l.lock();
		ce->busy = false;
		ce->cons++;
		ce->stats.done++;
		ce->stats.failed += st != UKCE_ST_OK;
		ce->irq_status |= UKCE_IRQ_DONE;
		bool drop = ce->drop_irq > 0;
		ce->drop_irq -= drop;
		ce->cv.notify_all();
		if ((ce->irq_enable & UKCE_IRQ_DONE) && !drop)
			ukc_irq_raise((unsigned int)ce->irq);
	}
}

} // namespace

extern "C" {

struct ukc_ukce *ukc_ukce_create(int id)
{
	// The library first: the driver registers from its initcalls, and binding self-tests
	// through this device, which computes with the library.
	ukc::ensure_init();
	auto *ce = new ukc_ukce;
	ce->ecb = crypto_alloc_skcipher("ecb(aes-generic)", 0, CRYPTO_ALG_ASYNC);
	ce->cbc = crypto_alloc_skcipher("cbc(aes-generic)", 0, CRYPTO_ALG_ASYNC);
	ce->irq = ukc_irq_alloc();
	ce->regs = ukc_mmio_map(&ukce_mmio_ops, ce, UKCE_REG_SPAN);
	if (IS_ERR(ce->ecb) || IS_ERR(ce->cbc) || ce->irq < 0 || !ce->regs) {
		ukc_ukce_destroy(ce);
		return nullptr;
	}
	uintptr_t base = reinterpret_cast<uintptr_t>(ce->regs);
	ce->res[0] = { .start = base, .end = base + UKCE_REG_SPAN - 1, .flags = IORESOURCE_MEM };
	ce->res[1] = { .start = (resource_size_t)ce->irq,
		       .end = (resource_size_t)ce->irq,
		       .flags = IORESOURCE_IRQ };
	ce->pdev.name = "ukce";
	ce->pdev.id = id;
	ce->pdev.num_resources = 2;
	ce->pdev.resource = ce->res;
	ce->thread = std::thread(ukce_thread, ce);
	if (platform_device_register(&ce->pdev)) {
		ukc_ukce_destroy(ce);
		return nullptr;
	}
	return ce;
}

void ukc_ukce_destroy(struct ukc_ukce *ce)
{
	if (ce->pdev.dev.init_name)
		platform_device_unregister(&ce->pdev);
	if (ce->thread.joinable()) {
		{
			std::lock_guard<std::mutex> g(ce->lock);
			ce->quit = true;
			ce->cv.notify_all();
		}
		ce->thread.join();
	}
	if (ce->regs)
		ukc_mmio_unmap(ce->regs);
	if (ce->irq > 0)
		ukc_irq_release((unsigned int)ce->irq);
	if (!IS_ERR_OR_NULL(ce->ecb))
		crypto_free_skcipher(ce->ecb);
	if (!IS_ERR_OR_NULL(ce->cbc))
		crypto_free_skcipher(ce->cbc);
	delete ce;
}

struct platform_device *ukc_ukce_pdev(struct ukc_ukce *ce)
{
	return &ce->pdev;
}

void ukc_ukce_fault(struct ukc_ukce *ce, enum ukc_ukce_fault fault, unsigned int count)
{
	std::lock_guard<std::mutex> g(ce->lock);
	switch (fault) {
	case UKC_UKCE_FAIL:
		ce->fail = count;
		break;
	case UKC_UKCE_DROP_IRQ:
		ce->drop_irq = count;
		break;
	case UKC_UKCE_DELAY:
		ce->delay_us = count;
		break;
	}
}

void ukc_ukce_stats(struct ukc_ukce *ce, struct ukc_ukce_stats *stats)
{
	std::lock_guard<std::mutex> g(ce->lock);
	*stats = ce->stats;
}

} // extern "C"
