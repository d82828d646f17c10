// SPDX-License-Identifier: GPL-2.0-only
// The scomp algorithm type, and the bridge that serves acomp requests with an scomp algorithm
// over each CPU's scratch buffers, as 6.12's crypto/scompress.c does.
#include <crypto/internal/acompress.h>
#include <crypto/internal/scompress.h>
#include <crypto/scatterwalk.h>
#include <linux/err.h>
#include <linux/scatterlist.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

#include <sched.h>
#include <sys/sysinfo.h>

#include <memory>
#include <mutex>

#include "compress_type.h"
#include "internal.h"
#include "ukc_kernel.h"

namespace {

// 6.12 keeps one pair of SCOMP_SCRATCH_SIZE buffers per possible CPU, each under a lock, for
// requests whose input or output is not one contiguous range; they exist while any scomp tfm
// does.
struct scomp_scratch {
	std::mutex lock;
	u8 *src = nullptr;
	u8 *dst = nullptr;

	~scomp_scratch()
	{
		kfree(src);
		kfree(dst);
	}
};

std::mutex scomp_lock;
int scomp_scratch_users;
std::unique_ptr<scomp_scratch[]> scomp_scratches;
unsigned int scomp_scratch_count;

extern const struct crypto_type crypto_scomp_type;

void crypto_scomp_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_puts(m, "type         : scomp\n");
}

int crypto_scomp_alloc_scratches()
{
	unsigned int count = get_nprocs_conf() > 0 ? get_nprocs_conf() : 1;
	std::unique_ptr<scomp_scratch[]> scratches(new (std::nothrow) scomp_scratch[count]);

	if (!scratches)
		return -ENOMEM;
	for (unsigned int i = 0; i < count; i++) {
		scratches[i].src = static_cast<u8 *>(kmalloc(SCOMP_SCRATCH_SIZE, GFP_KERNEL));
		scratches[i].dst = static_cast<u8 *>(kmalloc(SCOMP_SCRATCH_SIZE, GFP_KERNEL));
		if (!scratches[i].src || !scratches[i].dst)
			return -ENOMEM;
	}
	scomp_scratches = std::move(scratches);
	scomp_scratch_count = count;
	return 0;
}

int crypto_scomp_init_tfm(struct crypto_tfm *tfm)
{
	std::lock_guard<std::mutex> guard(scomp_lock);

	if (scomp_scratch_users == 0) {
		int err = crypto_scomp_alloc_scratches();
		if (err)
			return err;
	}
	scomp_scratch_users++;
	return 0;
}

const struct crypto_type crypto_scomp_type = {
	.extsize = crypto_alg_extsize,
	.init_tfm = crypto_scomp_init_tfm,
	.show = crypto_scomp_show,
	.type = CRYPTO_ALG_TYPE_SCOMPRESS,
	.maskclear = ~(unsigned int)CRYPTO_ALG_TYPE_MASK,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_scomp, base),
};

// The scratch of the CPU the thread runs on (a thread may move on: the lock keeps it whole).
scomp_scratch *scomp_this_cpu_scratch()
{
	int cpu = sched_getcpu();

	return &scomp_scratches[cpu > 0 ? static_cast<unsigned int>(cpu) % scomp_scratch_count : 0];
}

struct crypto_scomp *scomp_of(struct crypto_acomp *tfm)
{
	return *static_cast<struct crypto_scomp **>(acomp_tfm_ctx(tfm));
}

// Hands the output to req->dst: a list allocated for it when the caller gave none.
int scomp_deliver(struct acomp_req *req, u8 *dst, unsigned int room, const scomp_scratch *scratch)
{
	if (!req->dst) {
		req->dst = sgl_alloc(req->dlen, GFP_ATOMIC, NULL);
		if (!req->dst)
			return -ENOMEM;
	} else if (req->dlen > room) {
		return -ENOSPC;
	}
	if (scratch && dst == scratch->dst)
		scatterwalk_map_and_copy(scratch->dst, req->dst, 0, req->dlen, 1);
	return 0;
}

// A request whose source or destination is not one contiguous range, or that has no
// destination yet: through this CPU's scratch buffers, under their lock.
noinline int scomp_acomp_via_scratch(struct acomp_req *req, bool compress, unsigned int room)
{
	struct crypto_scomp *scomp = scomp_of(crypto_acomp_reqtfm(req));
	void *ctx = *static_cast<void **>(acomp_request_ctx(req));
	bool src_direct = sg_is_last(req->src);
	bool dst_direct = req->dst && sg_is_last(req->dst);
	scomp_scratch *scratch = scomp_this_cpu_scratch();
	std::lock_guard<std::mutex> guard(scratch->lock);

	const u8 *src = static_cast<const u8 *>(sg_virt(req->src));
	if (!src_direct) {
		scatterwalk_map_and_copy(scratch->src, req->src, 0, req->slen, 0);
		src = scratch->src;
	}
	u8 *dst = dst_direct ? static_cast<u8 *>(sg_virt(req->dst)) : scratch->dst;
	int ret = compress ? crypto_scomp_compress(scomp, src, req->slen, dst, &req->dlen, ctx)
			   : crypto_scomp_decompress(scomp, src, req->slen, dst, &req->dlen, ctx);
	return ret ? ret : scomp_deliver(req, dst, room, scratch);
}

// 6.12's checks and limits. A contiguous source and destination are used in place, without
// the scratch buffers or their lock.
int scomp_acomp_comp_decomp(struct acomp_req *req, bool compress)
{
	if (!req->src || !req->slen || req->slen > SCOMP_SCRATCH_SIZE)
		return -EINVAL;
	if (req->dst && !req->dlen)
		return -EINVAL;
	if (!req->dlen || req->dlen > SCOMP_SCRATCH_SIZE)
		req->dlen = SCOMP_SCRATCH_SIZE;
	unsigned int room = req->dlen;

	if (!req->dst || !sg_is_last(req->src) || !sg_is_last(req->dst))
		return scomp_acomp_via_scratch(req, compress, room);

	struct crypto_scomp *scomp = scomp_of(crypto_acomp_reqtfm(req));
	void *ctx = *static_cast<void **>(acomp_request_ctx(req));
	const u8 *src = static_cast<const u8 *>(sg_virt(req->src));
	u8 *dst = static_cast<u8 *>(sg_virt(req->dst));
	int ret = compress ? crypto_scomp_compress(scomp, src, req->slen, dst, &req->dlen, ctx)
			   : crypto_scomp_decompress(scomp, src, req->slen, dst, &req->dlen, ctx);
	return ret ? ret : scomp_deliver(req, dst, room, nullptr);
}

int scomp_acomp_compress(struct acomp_req *req)
{
	return scomp_acomp_comp_decomp(req, true);
}

int scomp_acomp_decompress(struct acomp_req *req)
{
	return scomp_acomp_comp_decomp(req, false);
}

void crypto_exit_scomp_ops_async(struct crypto_tfm *tfm)
{
	crypto_free_scomp(*static_cast<struct crypto_scomp **>(crypto_tfm_ctx(tfm)));

	std::lock_guard<std::mutex> guard(scomp_lock);
	if (--scomp_scratch_users == 0) {
		scomp_scratches.reset();
		scomp_scratch_count = 0;
	}
}

} // namespace

extern "C" {

int crypto_init_scomp_ops_async(struct crypto_tfm *tfm)
{
	struct crypto_alg *calg = tfm->__crt_alg;
	struct crypto_acomp *crt = __crypto_acomp_tfm(tfm);

	if (!crypto_mod_get(calg))
		return -EAGAIN;
	void *scomp = crypto_create_tfm(calg, &crypto_scomp_type);
	if (IS_ERR(scomp)) {
		crypto_mod_put(calg);
		return static_cast<int>(PTR_ERR(scomp));
	}
	*static_cast<void **>(crypto_tfm_ctx(tfm)) = scomp;
	tfm->exit = crypto_exit_scomp_ops_async;

	crt->compress = scomp_acomp_compress;
	crt->decompress = scomp_acomp_decompress;
	crt->dst_free = sgl_free;
	crt->reqsize = sizeof(void *);
	return 0;
}

struct acomp_req *crypto_acomp_scomp_alloc_ctx(struct acomp_req *req)
{
	void *ctx = crypto_scomp_alloc_ctx(scomp_of(crypto_acomp_reqtfm(req)));

	if (IS_ERR(ctx)) {
		kfree(req);
		return NULL;
	}
	*req->__ctx = ctx;
	return req;
}

void crypto_acomp_scomp_free_ctx(struct acomp_req *req)
{
	void *ctx = *req->__ctx;

	if (ctx)
		crypto_scomp_free_ctx(scomp_of(crypto_acomp_reqtfm(req)), ctx);
}

int crypto_register_scomp(struct scomp_alg *alg)
{
	struct crypto_alg *base = &alg->calg.base;

	comp_prepare_alg(&alg->calg);
	base->cra_type = &crypto_scomp_type;
	base->cra_flags |= CRYPTO_ALG_TYPE_SCOMPRESS;
	return crypto_register_alg(base);
}

void crypto_unregister_scomp(struct scomp_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}

int crypto_register_scomps(struct scomp_alg *algs, int count)
{
	return ukc::register_all(algs, count, crypto_register_scomp, crypto_unregister_scomp);
}

void crypto_unregister_scomps(struct scomp_alg *algs, int count)
{
	ukc::unregister_all(algs, count, crypto_unregister_scomp);
}

} // extern "C"
