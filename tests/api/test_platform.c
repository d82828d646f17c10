// SPDX-License-Identifier: GPL-2.0-only
// The device model layer: a register file behind readl()/writel() (and a fault for a driver
// that dereferences it), platform devices binding to the driver of their name, probe errors,
// managed resources released last first at unbind, and DMA mappings left at unbind reported.
#define _DEFAULT_SOURCE
#include <linux/dma-mapping.h>
#include <linux/err.h>
#include <linux/platform_device.h>

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#include "check_run.h"
#include "ukc_dma_debug.h"
#include "ukc_irq.h"
#include "ukc_mmio.h"

// ---- a toy device: a scratch register, an ID register, and a doorbell raising its line ----

#define TOY_ID 0x00
#define TOY_SCRATCH 0x04
#define TOY_DOORBELL 0x08
#define TOY_ID_VALUE 0x70790001u

struct toy_model {
	u32 scratch;
	int irq;
	unsigned long accesses;
};

static u64 toy_read(void *model, unsigned long offset, unsigned int width)
{
	struct toy_model *m = model;

	m->accesses++;
	ck_assert_uint_eq(width, 4);
	return offset == TOY_ID ? TOY_ID_VALUE : offset == TOY_SCRATCH ? m->scratch : 0;
}

static void toy_write(void *model, unsigned long offset, u64 value, unsigned int width)
{
	struct toy_model *m = model;

	m->accesses++;
	ck_assert_uint_eq(width, 4);
	if (offset == TOY_SCRATCH)
		m->scratch = (u32)value;
	else if (offset == TOY_DOORBELL)
		ukc_irq_raise((unsigned int)m->irq);
}

static const struct ukc_mmio_ops toy_ops = { .read = toy_read, .write = toy_write };

static struct toy_model model;
static struct resource toy_res[2];
static struct platform_device toy_pdev = {
	.name = "toy-engine",
	.id = 3,
	.num_resources = 2,
	.resource = toy_res,
};

static void toy_device_add(void)
{
	memset(&model, 0, sizeof(model));
	model.irq = ukc_irq_alloc();
	ck_assert_int_gt(model.irq, 0);
	void __iomem *regs = ukc_mmio_map(&toy_ops, &model, 4096);
	ck_assert_ptr_nonnull(regs);
	toy_res[0] = (struct resource){ .start = (uintptr_t)regs,
					.end = (uintptr_t)regs + 4095,
					.flags = IORESOURCE_MEM };
	toy_res[1] = (struct resource){ .start = (resource_size_t)model.irq,
					.end = (resource_size_t)model.irq,
					.flags = IORESOURCE_IRQ };
	ck_assert_int_eq(platform_device_register(&toy_pdev), 0);
	ck_assert_str_eq(dev_name(&toy_pdev.dev), "toy-engine.3");
}

// ---- its driver, as a kernel driver is written ----

struct toy_priv {
	void __iomem *regs;
	atomic_int irqs;
	u8 *dma_buf;
};

static int toy_probe_err;   // probe fails with this
static bool toy_leak_dma;   // a planted bug: a mapping made at probe, never unmapped
static int toy_released[4]; // the order managed actions ran in
static atomic_int toy_nreleased;

static irqreturn_t toy_irq(int irq, void *dev_id)
{
	struct toy_priv *p = dev_id;

	(void)irq;
	atomic_fetch_add(&p->irqs, 1);
	return IRQ_HANDLED;
}

static void toy_release(void *data)
{
	toy_released[atomic_fetch_add(&toy_nreleased, 1) % 4] = (int)(uintptr_t)data;
}

static int toy_probe(struct platform_device *pdev)
{
	struct toy_priv *p = devm_kzalloc(&pdev->dev, sizeof(*p), GFP_KERNEL);

	if (!p)
		return -ENOMEM;
	p->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(p->regs))
		return (int)PTR_ERR(p->regs);
	if (readl(p->regs + TOY_ID) != TOY_ID_VALUE)
		return -ENODEV;
	int irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	int err = devm_request_irq(&pdev->dev, (unsigned int)irq, toy_irq, 0, "toy", p);
	if (!err)
		err = devm_add_action_or_reset(&pdev->dev, toy_release, (void *)1);
	if (!err)
		err = devm_add_action_or_reset(&pdev->dev, toy_release, (void *)2);
	if (err)
		return err;
	if (toy_leak_dma) {
		p->dma_buf = devm_kzalloc(&pdev->dev, 64, GFP_KERNEL);
		dma_addr_t a = dma_map_single(&pdev->dev, p->dma_buf, 64, DMA_TO_DEVICE);
		if (dma_mapping_error(&pdev->dev, a))
			return -ENOMEM;
	}
	platform_set_drvdata(pdev, p);
	return toy_probe_err;
}

static void toy_remove(struct platform_device *pdev)
{
	struct toy_priv *p = platform_get_drvdata(pdev);

	writel(0, p->regs + TOY_SCRATCH);
}

static struct platform_driver toy_driver = {
	.probe = toy_probe,
	.remove = toy_remove,
	.driver = { .name = "toy-engine" },
};

static void wait_irqs(struct toy_priv *p, int n)
{
	for (int i = 0; i < 5000 && atomic_load(&p->irqs) < n; i++)
		usleep(1000);
	ck_assert_int_eq(atomic_load(&p->irqs), n);
}

// Device first, then driver: it binds, reaches its registers and its line; unbinding runs
// remove(), then the managed actions last first, then frees the line.
START_TEST(test_bind_registers_irq_unbind)
{
	toy_device_add();
	ck_assert_ptr_null(toy_pdev.dev.driver);
	ck_assert_int_eq(platform_driver_register(&toy_driver), 0);
	ck_assert_ptr_eq(toy_pdev.dev.driver, &toy_driver.driver);
	struct toy_priv *p = platform_get_drvdata(&toy_pdev);
	ck_assert_ptr_nonnull(p);
	writel(0xfeedbeef, p->regs + TOY_SCRATCH);
	ck_assert_uint_eq(readl(p->regs + TOY_SCRATCH), 0xfeedbeef);
	ck_assert_uint_eq(model.scratch, 0xfeedbeef);
	writel(1, p->regs + TOY_DOORBELL);
	wait_irqs(p, 1);
	writel(1, p->regs + TOY_DOORBELL);
	wait_irqs(p, 2);

	platform_driver_unregister(&toy_driver);
	ck_assert_ptr_null(toy_pdev.dev.driver);
	ck_assert_uint_eq(model.scratch, 0);
	ck_assert_int_eq(atomic_load(&toy_nreleased), 2);
	ck_assert_int_eq(toy_released[0], 2);
	ck_assert_int_eq(toy_released[1], 1);
	// The line has no handler left: the model can take it back.
	ck_assert_int_eq(ukc_irq_release((unsigned int)model.irq), 0);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), 0);
	platform_device_unregister(&toy_pdev);
}
END_TEST

// A failing probe leaves the device unbound, its managed resources released.
START_TEST(test_probe_error)
{
	ck_assert_int_eq(platform_driver_register(&toy_driver), 0);
	toy_probe_err = -EIO;
	toy_device_add();
	ck_assert_ptr_null(toy_pdev.dev.driver);
	ck_assert_ptr_null(platform_get_drvdata(&toy_pdev));
	ck_assert_int_eq(atomic_load(&toy_nreleased), 2);
	ck_assert_int_eq(ukc_irq_release((unsigned int)model.irq), 0);
	platform_device_unregister(&toy_pdev);
	platform_driver_unregister(&toy_driver);
}
END_TEST

// The planted bug: a mapping never unmapped is reported when the driver unbinds.
START_TEST(test_dma_leak_at_unbind)
{
	toy_leak_dma = true;
	toy_device_add();
	ck_assert_int_eq(platform_driver_register(&toy_driver), 0);
	ck_assert_uint_eq(ukc_dma_debug_mappings(&toy_pdev.dev), 1);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), 0);
	platform_device_unregister(&toy_pdev);
	ck_assert_uint_eq(ukc_dma_debug_error_count(), 1);
	platform_driver_unregister(&toy_driver);
}
END_TEST

// Registers are no memory: a direct dereference faults; an access past the file is a WARN
// that reads all ones.
START_TEST(test_registers_are_not_memory)
{
	toy_device_add();
	void __iomem *regs = (void __iomem *)(uintptr_t)toy_res[0].start;
	unsigned long before = ukc_mmio_bad_accesses();

	ck_assert_uint_eq(readl(regs + 4096), 0xffffffffu);
	ck_assert_uint_eq(ukc_mmio_bad_accesses(), before + 1);
	ck_assert_uint_eq(*(volatile u32 *)regs, 0);
	ck_abort_msg("a direct read of a register did not fault");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("platform");
	TCase *tc __maybe_unused = check_new_tcase(
		s, "platform", 60, { test_bind_registers_irq_unbind }, { test_probe_error },
		{ test_dma_leak_at_unbind });

	// ASan and TSan turn the fault into their own report and exit status, not the signal: the
	// case runs in the other builds.
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
	tcase_add_test_raise_signal(tc, test_registers_are_not_memory, SIGSEGV);
#endif
	return check_run(s);
}
