// SPDX-License-Identifier: GPL-2.0-only
// A module with parameters, built by ukcrypto-kbuild as a driver author's file would be: a
// sha256 shash over the SHA-256 library whose driver name, priority and presence are its
// parameters, so a lookup and /proc/crypto show whether "param_toy.<param>=<value>" took.
#include <crypto/internal/hash.h>
#include <crypto/sha2.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/string.h>

static int priority = 90;
module_param(priority, int, 0444);
MODULE_PARM_DESC(priority, "cra_priority of the driver");

static char *driver = "sha256-paramtoy";
module_param(driver, charp, 0444);
MODULE_PARM_DESC(driver, "cra_driver_name of the driver");

static bool skip;
module_param_named(no_register, skip, bool, 0444);
MODULE_PARM_DESC(no_register, "load without registering anything");

static unsigned int blocks_seen;
module_param(blocks_seen, uint, 0444);
MODULE_PARM_DESC(blocks_seen, "a counter the driver starts from (read back by the test)");

static int param_toy_init_desc(struct shash_desc *desc)
{
	sha256_init(shash_desc_ctx(desc));
	return 0;
}

static int param_toy_update(struct shash_desc *desc, const u8 *data, unsigned int len)
{
	sha256_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int param_toy_final(struct shash_desc *desc, u8 *out)
{
	sha256_final(shash_desc_ctx(desc), out);
	return 0;
}

static struct shash_alg param_toy_alg = {
	.init = param_toy_init_desc,
	.update = param_toy_update,
	.final = param_toy_final,
	.descsize = sizeof(struct sha256_state),
	.digestsize = SHA256_DIGEST_SIZE,
	.base = {
		.cra_name = "sha256",
		.cra_blocksize = SHA256_BLOCK_SIZE,
		.cra_module = THIS_MODULE,
	},
};

static int __init param_toy_init(void)
{
	if (skip)
		return 0;
	if (strscpy(param_toy_alg.base.cra_driver_name, driver, CRYPTO_MAX_ALG_NAME) < 0)
		return -ENAMETOOLONG;
	param_toy_alg.base.cra_priority = priority;
	return crypto_register_shash(&param_toy_alg);
}

static void __exit param_toy_exit(void)
{
	if (!skip)
		crypto_unregister_shash(&param_toy_alg);
}

/* What the test reads back of a parameter with no effect on the driver. */
unsigned int param_toy_blocks_seen(void);
unsigned int param_toy_blocks_seen(void)
{
	return blocks_seen;
}

module_init(param_toy_init);
module_exit(param_toy_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A sha256 driver set by module parameters");
