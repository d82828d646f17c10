// SPDX-License-Identifier: GPL-2.0-only
// ukce: the platform driver of the example crypto engine (models/ukc_ukce.h), written as a
// drivers/crypto/ driver is. Probe maps the registers, allocates the descriptor ring in
// DMA-coherent memory and programs it, takes the interrupt line, starts a crypto_engine and
// registers cbc(aes) and ecb(aes); do_one_request maps a request and writes its descriptor;
// the interrupt handler unmaps, copies the next IV back and finalizes.
#include <crypto/aes.h>
#include <crypto/engine.h>
#include <crypto/internal/skcipher.h>
#include <linux/delay.h>
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/scatterlist.h>
#include <linux/spinlock.h>
#include <linux/string.h>

#include "ukc_ukce.h"
#include "ukce_driver.h"

#define UKCE_RING_SIZE 32 /* descriptors */
#define UKCE_MAX_SG 16	  /* scatter table entries a side; testmgr uses up to 8 */
#define UKCE_QLEN 64	  /* the engine's queue, in front of the ring */

bool ukce_bug_skip_unmap;
struct skcipher_request *ukce_bug_double_finalize;

/* What a descriptor points at, one per ring slot, in the ring's coherent memory. */
struct ukce_slot {
	u8 key[AES_MAX_KEY_SIZE];
	u8 iv[AES_BLOCK_SIZE];
	struct ukce_sg src[UKCE_MAX_SG];
	struct ukce_sg dst[UKCE_MAX_SG];
};

struct ukce_ring {
	struct ukce_desc desc[UKCE_RING_SIZE];
	struct ukce_slot slot[UKCE_RING_SIZE];
};

struct ukce_dev {
	struct device *dev;
	void __iomem *regs;
	struct crypto_engine *engine;
	struct ukce_ring *ring;
	dma_addr_t ring_dma;
	int irq;
	spinlock_t lock; /* prod, done, reqs */
	u32 prod, done;	 /* descriptors written, and completed by the handler */
	bool dead;	 /* reset at unbind for not answering: requests fail */
	struct skcipher_request *reqs[UKCE_RING_SIZE];
};

struct ukce_tfm_ctx {
	u8 key[AES_MAX_KEY_SIZE];
	unsigned int keylen;
};

struct ukce_req_ctx {
	u32 op;
	int src_nents, dst_nents;
};

/* The bound device: one at a time, as the algorithms are registered once. */
static struct ukce_dev *ukce;

static dma_addr_t ukce_dma_of(struct ukce_dev *d, const void *p)
{
	return d->ring_dma + (dma_addr_t)((const u8 *)p - (const u8 *)d->ring);
}

static void ukce_unmap(struct ukce_dev *d, struct skcipher_request *req)
{
	struct ukce_req_ctx *rctx = skcipher_request_ctx(req);

	if (req->src == req->dst) {
		dma_unmap_sg(d->dev, req->src, rctx->src_nents, DMA_BIDIRECTIONAL);
		return;
	}
	dma_unmap_sg(d->dev, req->src, rctx->src_nents, DMA_TO_DEVICE);
	dma_unmap_sg(d->dev, req->dst, rctx->dst_nents, DMA_FROM_DEVICE);
}

/* 0, -EINVAL for lists longer than a scatter table, -ENOMEM when one cannot be mapped. */
static int ukce_map(struct ukce_dev *d, struct skcipher_request *req)
{
	struct ukce_req_ctx *rctx = skcipher_request_ctx(req);

	rctx->src_nents = sg_nents_for_len(req->src, req->cryptlen);
	rctx->dst_nents = sg_nents_for_len(req->dst, req->cryptlen);
	if (rctx->src_nents <= 0 || rctx->src_nents > UKCE_MAX_SG || rctx->dst_nents <= 0 ||
	    rctx->dst_nents > UKCE_MAX_SG)
		return -EINVAL;
	if (req->src == req->dst)
		return dma_map_sg(d->dev, req->src, rctx->src_nents, DMA_BIDIRECTIONAL) ? 0
											: -ENOMEM;
	if (!dma_map_sg(d->dev, req->src, rctx->src_nents, DMA_TO_DEVICE))
		return -ENOMEM;
	if (!dma_map_sg(d->dev, req->dst, rctx->dst_nents, DMA_FROM_DEVICE)) {
		dma_unmap_sg(d->dev, req->src, rctx->src_nents, DMA_TO_DEVICE);
		return -ENOMEM;
	}
	return 0;
}

static void ukce_fill_table(struct ukce_sg *table, struct scatterlist *sgl, int nents)
{
	struct scatterlist *sg;
	int i;

	for_each_sg(sgl, sg, nents, i)
	{
		table[i].addr = cpu_to_le64(sg_dma_address(sg));
		table[i].len = cpu_to_le32(sg_dma_len(sg));
		table[i].reserved = 0;
	}
}

static void ukce_write_desc(struct ukce_dev *d, u32 i, struct skcipher_request *req)
{
	struct ukce_tfm_ctx *ctx = crypto_skcipher_ctx(crypto_skcipher_reqtfm(req));
	struct ukce_req_ctx *rctx = skcipher_request_ctx(req);
	struct ukce_slot *slot = &d->ring->slot[i];
	struct ukce_desc *desc = &d->ring->desc[i];

	memcpy(slot->key, ctx->key, ctx->keylen);
	if (rctx->op & UKCE_OP_CBC)
		memcpy(slot->iv, req->iv, AES_BLOCK_SIZE);
	ukce_fill_table(slot->src, req->src, rctx->src_nents);
	ukce_fill_table(slot->dst, req->dst, rctx->dst_nents);
	desc->op = cpu_to_le32(rctx->op);
	desc->keylen = cpu_to_le32(ctx->keylen);
	desc->key = cpu_to_le64(ukce_dma_of(d, slot->key));
	desc->iv = cpu_to_le64(ukce_dma_of(d, slot->iv));
	desc->src = cpu_to_le64(ukce_dma_of(d, slot->src));
	desc->dst = cpu_to_le64(ukce_dma_of(d, slot->dst));
	desc->src_n = cpu_to_le32((u32)rctx->src_nents);
	desc->dst_n = cpu_to_le32((u32)rctx->dst_nents);
	desc->len = cpu_to_le32(req->cryptlen);
	desc->status = cpu_to_le32(UKCE_ST_PENDING);
}

/* The engine's thread: into the ring, or -ENOSPC (the engine retries) while it is full. */
static int ukce_do_one_request(struct crypto_engine *engine, void *areq)
{
	struct skcipher_request *req = container_of(areq, struct skcipher_request, base);
	struct ukce_dev *d = ukce;
	unsigned long flags;
	bool full;
	int err;

	(void)engine;
	spin_lock_irqsave(&d->lock, flags);
	full = d->prod - d->done == UKCE_RING_SIZE;
	err = d->dead ? -ENODEV : 0;
	spin_unlock_irqrestore(&d->lock, flags);
	if (err)
		return err;
	if (full)
		return -ENOSPC;
	err = ukce_map(d, req);
	if (err)
		return err;
	/* Only this thread moves prod: the slot stays ours until the doorbell. */
	ukce_write_desc(d, d->prod % UKCE_RING_SIZE, req);
	spin_lock_irqsave(&d->lock, flags);
	d->reqs[d->prod % UKCE_RING_SIZE] = req;
	d->prod++;
	writel(d->prod, d->regs + UKCE_REG_PROD);
	spin_unlock_irqrestore(&d->lock, flags);
	return 0;
}

static int ukce_status_errno(u32 status)
{
	switch (status) {
	case UKCE_ST_OK:
		return 0;
	case UKCE_ST_BAD_DESC:
		return -EINVAL;
	default:
		return -EIO;
	}
}

/* Ends the request of slot @i with @err: its buffers unmapped and the next IV copied out
 * before the slot is given back, then the caller's callback. */
static void ukce_complete(struct ukce_dev *d, u32 i, int err)
{
	struct skcipher_request *req = d->reqs[i];
	struct ukce_req_ctx *rctx = skcipher_request_ctx(req);
	struct ukce_slot *slot = &d->ring->slot[i];
	unsigned long flags;

	if (!ukce_bug_skip_unmap)
		ukce_unmap(d, req);
	if (!err && (rctx->op & UKCE_OP_CBC))
		memcpy(req->iv, slot->iv, AES_BLOCK_SIZE);
	memzero_explicit(slot->key, sizeof(slot->key));
	spin_lock_irqsave(&d->lock, flags);
	d->reqs[i] = NULL;
	d->done++;
	spin_unlock_irqrestore(&d->lock, flags);
	crypto_finalize_skcipher_request(d->engine, req, err);
	if (req == ukce_bug_double_finalize)
		crypto_finalize_skcipher_request(d->engine, req, err);
}

/* Acknowledge first, then read CONS: a descriptor completed after the read raises the line
 * again, and one whose interrupt was lost is found by the next. */
static irqreturn_t ukce_irq(int irq, void *data)
{
	struct ukce_dev *d = data;
	u32 status = readl(d->regs + UKCE_REG_IRQ_STATUS);
	u32 cons;

	(void)irq;
	if (!(status & UKCE_IRQ_DONE))
		return IRQ_NONE;
	writel(status, d->regs + UKCE_REG_IRQ_ACK);
	cons = readl(d->regs + UKCE_REG_CONS);
	while (d->done != cons) {
		u32 i = d->done % UKCE_RING_SIZE;

		ukce_complete(d, i, ukce_status_errno(le32_to_cpu(d->ring->desc[i].status)));
	}
	return IRQ_HANDLED;
}

static int ukce_crypt(struct skcipher_request *req, u32 op)
{
	struct ukce_req_ctx *rctx = skcipher_request_ctx(req);

	if (!req->cryptlen)
		return 0;
	if (req->cryptlen % AES_BLOCK_SIZE)
		return -EINVAL;
	rctx->op = op;
	return crypto_transfer_skcipher_request_to_engine(ukce->engine, req);
}

static int ukce_cbc_encrypt(struct skcipher_request *req)
{
	return ukce_crypt(req, UKCE_OP_CBC);
}

static int ukce_cbc_decrypt(struct skcipher_request *req)
{
	return ukce_crypt(req, UKCE_OP_CBC | UKCE_OP_DECRYPT);
}

static int ukce_ecb_encrypt(struct skcipher_request *req)
{
	return ukce_crypt(req, UKCE_OP_ECB);
}

static int ukce_ecb_decrypt(struct skcipher_request *req)
{
	return ukce_crypt(req, UKCE_OP_ECB | UKCE_OP_DECRYPT);
}

static int ukce_setkey(struct crypto_skcipher *tfm, const u8 *key, unsigned int keylen)
{
	struct ukce_tfm_ctx *ctx = crypto_skcipher_ctx(tfm);
	int err = aes_check_keylen(keylen);

	if (err)
		return err;
	memcpy(ctx->key, key, keylen);
	ctx->keylen = keylen;
	return 0;
}

static int ukce_init_tfm(struct crypto_skcipher *tfm)
{
	crypto_skcipher_set_reqsize(tfm, sizeof(struct ukce_req_ctx));
	return 0;
}

/* Priority 300: above the software drivers (the generic ones at 100, templates over them),
 * so a plain "cbc(aes)" lookup offloads; below the CPU's AES instructions (aesni's 400),
 * which finish a request before an engine's interrupt would arrive. */
#define UKCE_ALG(mode, drv, iv, enc, dec)                                                 \
	{                                                                                 \
		.base = {                                                               \
			.base = {                                                       \
				.cra_name = mode "(aes)",                               \
				.cra_driver_name = drv,                                 \
				.cra_priority = 300,                                    \
				.cra_flags = CRYPTO_ALG_ASYNC | CRYPTO_ALG_KERN_DRIVER_ONLY, \
				.cra_blocksize = AES_BLOCK_SIZE,                        \
				.cra_ctxsize = sizeof(struct ukce_tfm_ctx),             \
				.cra_module = THIS_MODULE,                              \
			},                                                              \
			.min_keysize = AES_MIN_KEY_SIZE,                                \
			.max_keysize = AES_MAX_KEY_SIZE,                                \
			.ivsize = iv,                                                   \
			.setkey = ukce_setkey,                                          \
			.encrypt = enc,                                                 \
			.decrypt = dec,                                                 \
			.init = ukce_init_tfm,                                          \
		},                                                                      \
		.op = { .do_one_request = ukce_do_one_request }, \
	}

static struct skcipher_engine_alg ukce_algs[] = {
	UKCE_ALG("cbc", "cbc-aes-ukce", AES_BLOCK_SIZE, ukce_cbc_encrypt, ukce_cbc_decrypt),
	UKCE_ALG("ecb", "ecb-aes-ukce", 0, ukce_ecb_encrypt, ukce_ecb_decrypt),
};

/* Released at unbind: the device stops touching the ring, then the ring goes. */
static void ukce_ring_free(void *data)
{
	struct ukce_dev *d = data;

	writel(UKCE_CTRL_RESET, d->regs + UKCE_REG_CTRL);
	dma_free_coherent(d->dev, sizeof(*d->ring), d->ring, d->ring_dma);
}

static int ukce_ring_init(struct ukce_dev *d)
{
	d->ring = dma_alloc_coherent(d->dev, sizeof(*d->ring), &d->ring_dma, GFP_KERNEL);
	if (!d->ring)
		return -ENOMEM;
	writel(UKCE_CTRL_RESET, d->regs + UKCE_REG_CTRL);
	writel((u32)d->ring_dma, d->regs + UKCE_REG_RING_LO);
	writel((u32)(d->ring_dma >> 32), d->regs + UKCE_REG_RING_HI);
	writel(UKCE_RING_SIZE, d->regs + UKCE_REG_RING_SIZE);
	return devm_add_action_or_reset(d->dev, ukce_ring_free, d);
}

/* The engine, started, and the algorithms registered (each self-tested through the ring). */
static int ukce_engine_init(struct ukce_dev *d)
{
	int err;

	d->engine = crypto_engine_alloc_init_and_set(d->dev, true, NULL, false, UKCE_QLEN);
	if (!d->engine)
		return -ENOMEM;
	err = crypto_engine_start(d->engine);
	if (!err) {
		ukce = d;
		err = crypto_engine_register_skciphers(ukce_algs, ARRAY_SIZE(ukce_algs));
	}
	if (err) {
		ukce = NULL;
		crypto_engine_exit(d->engine);
	}
	return err;
}

static int ukce_probe(struct platform_device *pdev)
{
	struct ukce_dev *d;
	int irq, err;

	if (ukce)
		return -EBUSY;
	d = devm_kzalloc(&pdev->dev, sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	d->dev = &pdev->dev;
	spin_lock_init(&d->lock);
	d->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(d->regs))
		return (int)PTR_ERR(d->regs);
	if (readl(d->regs + UKCE_REG_ID) != UKCE_ID_VALUE ||
	    readl(d->regs + UKCE_REG_VERSION) >> 16 != 1)
		return -ENODEV;
	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	d->irq = irq;
	err = ukce_ring_init(d);
	if (!err)
		err = devm_request_irq(d->dev, (unsigned int)irq, ukce_irq, 0, "ukce", d);
	if (err)
		return err;
	writel(UKCE_IRQ_DONE, d->regs + UKCE_REG_IRQ_ENABLE);
	writel(UKCE_CTRL_ENABLE, d->regs + UKCE_REG_CTRL);
	platform_set_drvdata(pdev, d);
	return ukce_engine_init(d);
}

/* Whether the device completed everything on the ring within 2 s (the handler moves done). */
static bool ukce_ring_drained(struct ukce_dev *d)
{
	for (int t = 0; t < 2000; t++) {
		unsigned long flags;
		bool empty;

		spin_lock_irqsave(&d->lock, flags);
		empty = d->done == d->prod;
		spin_unlock_irqrestore(&d->lock, flags);
		if (empty)
			return true;
		msleep(1);
	}
	return false;
}

/* A device that stopped answering: reset (it lets go of the ring), the handler held off, and
 * what it held ended with -ENODEV, as is what the engine still hands over. */
static void ukce_ring_abort(struct ukce_dev *d)
{
	unsigned long flags;

	writel(UKCE_CTRL_RESET, d->regs + UKCE_REG_CTRL);
	disable_irq((unsigned int)d->irq);
	spin_lock_irqsave(&d->lock, flags);
	d->dead = true;
	spin_unlock_irqrestore(&d->lock, flags);
	dev_warn(d->dev, "device not answering: %u requests failed\n", d->prod - d->done);
	while (d->done != d->prod)
		ukce_complete(d, d->done % UKCE_RING_SIZE, -ENODEV);
	enable_irq((unsigned int)d->irq);
}

/* Algorithms first (no new tfm). A stopped engine takes no new request and returns once its
 * queue has gone to the ring, but with retry support that is all it waits for: the ring
 * must drain before the engine, the interrupt line and the ring (device reset first) go.
 * An engine that cannot stop (10 s: a request never finalized) or a ring that does not drain
 * means the device no longer answers. The handler is waited for before the engine goes. */
static void ukce_remove(struct platform_device *pdev)
{
	struct ukce_dev *d = platform_get_drvdata(pdev);

	crypto_engine_unregister_skciphers(ukce_algs, ARRAY_SIZE(ukce_algs));
	if (crypto_engine_stop(d->engine) || !ukce_ring_drained(d))
		ukce_ring_abort(d);
	/* The handler moves done before it finalizes, and a finalize kicks the engine's pump
	 * after its callback: the last one may still be in the engine. */
	synchronize_irq((unsigned int)d->irq);
	crypto_engine_exit(d->engine);
	ukce = NULL;
}

static struct platform_driver ukce_driver = {
	.probe = ukce_probe,
	.remove = ukce_remove,
	.driver = { .name = "ukce" },
};

module_platform_driver(ukce_driver);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ukce example crypto engine: AES-ECB and AES-CBC through a descriptor ring");
