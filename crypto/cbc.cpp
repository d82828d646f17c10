// SPDX-License-Identifier: GPL-2.0-only
// The cbc template: cipher block chaining as an lskcipher over the inner ecb lskcipher.

#include <crypto/internal/skcipher.h>
#include <linux/err.h>
#include <linux/init.h>
#include <linux/log2.h>
#include <linux/module.h>

#include "shared/glue.h"

namespace {

// Ciphertext blocks saved per inner call when decrypting in place.
constexpr unsigned int cbc_batch_bytes = 256;

struct crypto_lskcipher *cbc_child(struct crypto_lskcipher *tfm)
{
	return *static_cast<struct crypto_lskcipher **>(crypto_lskcipher_ctx(tfm));
}

// C_i = E(P_i ^ C_{i-1}), C_0 = IV (NIST SP 800-38A 6.2); serial by nature, one block per call.
// Works in place too: each plaintext block is read before its ciphertext overwrites it.
unsigned int cbc_encrypt_blocks(struct crypto_lskcipher *child, const u8 *src, u8 *dst,
				unsigned int nbytes, u8 *iv)
{
	const unsigned int bsize = crypto_lskcipher_blocksize(child);
	const u8 *prev = iv;

	for (; nbytes >= bsize; src += bsize, dst += bsize, nbytes -= bsize) {
		crypto_xor_cpy(dst, src, prev, bsize);
		crypto_lskcipher_encrypt(child, dst, dst, bsize, nullptr);
		prev = dst;
	}

	// The output IV is the last ciphertext block, ready to chain the next request.
	if (prev != iv)
		memcpy(iv, prev, bsize);
	return nbytes;
}

// P_i = D(C_i) ^ C_{i-1}: with the ciphertext intact in @src, all blocks go to the inner
// cipher in one call, then each is XORed with the ciphertext block before it.
unsigned int cbc_decrypt_segment(struct crypto_lskcipher *child, const u8 *src, u8 *dst,
				 unsigned int nbytes, u8 *iv)
{
	const unsigned int bsize = crypto_lskcipher_blocksize(child);
	const unsigned int whole = nbytes - nbytes % bsize;

	if (!whole)
		return nbytes;

	crypto_lskcipher_decrypt(child, src, dst, whole, nullptr);
	crypto_xor(dst, iv, bsize);
	for (unsigned int off = bsize; off < whole; off += bsize)
		crypto_xor(dst + off, src + off - bsize, bsize);
	memcpy(iv, src + whole - bsize, bsize);
	return nbytes - whole;
}

// In place the ciphertext is lost as it is decrypted: save a batch of it first, decrypt the
// batch with one inner call, and chain from the saved copy.
unsigned int cbc_decrypt_inplace(struct crypto_lskcipher *child, u8 *buf, unsigned int nbytes,
				 u8 *iv)
{
	const unsigned int bsize = crypto_lskcipher_blocksize(child);
	const unsigned int batch = cbc_batch_bytes - cbc_batch_bytes % bsize;
	u8 saved[cbc_batch_bytes];

	while (nbytes >= bsize) {
		unsigned int whole = nbytes - nbytes % bsize;
		unsigned int n = whole < batch ? whole : batch;

		memcpy(saved, buf, n);
		crypto_lskcipher_decrypt(child, buf, buf, n, nullptr);
		crypto_xor(buf, iv, bsize);
		for (unsigned int off = bsize; off < n; off += bsize)
			crypto_xor(buf + off, saved + off - bsize, bsize);
		memcpy(iv, saved + n - bsize, bsize);
		buf += n;
		nbytes -= n;
	}
	return nbytes;
}

// Whole blocks are processed; a partial tail is returned to the caller unless this is the
// end of the stream, where SP 800-38A CBC has no way to take it: -EINVAL.
int cbc_result(unsigned int rem, u32 flags)
{
	if (!rem)
		return 0;
	return (flags & CRYPTO_LSKCIPHER_FLAG_FINAL) ? -EINVAL : (int)rem;
}

int cbc_encrypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len, u8 *iv,
		u32 flags)
{
	return cbc_result(cbc_encrypt_blocks(cbc_child(tfm), src, dst, len, iv), flags);
}

int cbc_decrypt(struct crypto_lskcipher *tfm, const u8 *src, u8 *dst, unsigned int len, u8 *iv,
		u32 flags)
{
	struct crypto_lskcipher *child = cbc_child(tfm);
	unsigned int rem;

	if (src == dst)
		rem = cbc_decrypt_inplace(child, dst, len, iv);
	else
		rem = cbc_decrypt_segment(child, src, dst, len, iv);
	return cbc_result(rem, flags);
}

int cbc_fill(struct lskcipher_instance *inst)
{
	// The chaining value lives in the IV buffer; only power-of-two blocks of at most
	// MAX_CIPHER_BLOCKSIZE bytes and stateless inner ciphers are supported.
	unsigned int bsize = inst->alg.co.base.cra_blocksize;

	if (!is_power_of_2(bsize) || bsize > MAX_CIPHER_BLOCKSIZE || inst->alg.co.statesize)
		return -EINVAL;

	inst->alg.encrypt = cbc_encrypt;
	inst->alg.decrypt = cbc_decrypt;
	return 0;
}

int cbc_create(struct crypto_template *tmpl, struct rtattr **tb)
{
	return ukc::create_simple(tmpl, tb, lskcipher_alloc_instance_simple, cbc_fill);
}

struct crypto_template cbc_tmpl = {
	.module = THIS_MODULE,
	.create = cbc_create,
	.name = "cbc",
};

int cbc_module_init(void)
{
	return crypto_register_template(&cbc_tmpl);
}

void cbc_module_exit(void)
{
	crypto_unregister_template(&cbc_tmpl);
}

} // namespace

subsys_initcall(cbc_module_init);
module_exit(cbc_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("CBC block cipher mode of operation");
MODULE_ALIAS_CRYPTO("cbc");
