// SPDX-License-Identifier: GPL-2.0-only
// The skcipher walker: a request's src and dst handed to a driver in contiguous, aligned chunks.
#include <algorithm>
#include <cstring>
#include <type_traits>

#include <crypto/internal/aead.h>
#include <crypto/internal/skcipher.h>
#include <crypto/scatterwalk.h>
#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/string.h>

namespace {

// walk->flags bits, numbered as the kernel's.
constexpr int SKCIPHER_WALK_PHYS = 1 << 0;  // async walk: pages handed out, bounced output deferred
constexpr int SKCIPHER_WALK_SLOW = 1 << 1;  // chunk straddles entries: bounced through walk->buffer
constexpr int SKCIPHER_WALK_COPY = 1 << 2;  // chunk misaligned: bounced through walk->page
constexpr int SKCIPHER_WALK_DIFF = 1 << 3;  // src and dst mapped separately
constexpr int SKCIPHER_WALK_SLEEP = 1 << 4; // allocations may sleep

// A bounced chunk of an async walk; skcipher_walk_complete() writes it to dst.
struct alignas(16) skcipher_walk_buffer {
	struct list_head entry;
	struct scatter_walk dst; // where the chunk goes
	unsigned int len;	 // bytes to write
	u8 *data;		 // the chunk's output
	u8 *release;		 // a bounce page this chunk is the last user of, or NULL
};

static_assert(std::is_standard_layout_v<skcipher_walk_buffer>);
// A slow chunk's bytes follow the record; kmalloc's alignment must carry over to them.
static_assert(sizeof(skcipher_walk_buffer) % ARCH_KMALLOC_MINALIGN == 0);

int skcipher_walk_next(struct skcipher_walk *walk);

gfp_t skcipher_walk_gfp(const struct skcipher_walk *walk)
{
	return (walk->flags & SKCIPHER_WALK_SLEEP) ? GFP_KERNEL : GFP_ATOMIC;
}

// The first place at or after @start where @len bytes do not straddle a page: @start, or
// the start of the page that holds the block's last byte.
u8 *skcipher_get_spot(u8 *start, unsigned int len)
{
	u8 *last_page = reinterpret_cast<u8 *>(reinterpret_cast<uintptr_t>(start + len - 1) &
					       PAGE_MASK);

	return std::max(start, last_page);
}

// Extra bytes a kmalloc() block needs so that @len bytes aligned to @alignmask + 1 fit in
// it without straddling a page: the alignment gap, then the largest move to a page start.
unsigned int skcipher_spot_slack(unsigned int len, unsigned int alignmask)
{
	unsigned int kmalloc_mask = crypto_tfm_ctx_alignment() - 1;

	return (alignmask & ~kmalloc_mask) + ((len - 1) & ~(alignmask | kmalloc_mask));
}

u8 *skcipher_buffer_spot(u8 *buffer, unsigned int len, unsigned int alignmask)
{
	return skcipher_get_spot(PTR_ALIGN(buffer, alignmask + 1), len);
}

// Bounce areas held plaintext or keystream: wipe them before they go back to the heap.
void skcipher_free_bounce_page(u8 *page)
{
	u8 *base = reinterpret_cast<u8 *>(reinterpret_cast<uintptr_t>(page) & PAGE_MASK);

	if (!page)
		return;
	memzero_explicit(base, PAGE_SIZE);
	free_page(reinterpret_cast<unsigned long>(base));
}

// The end of a walk: the caller's IV gets the final IV, the bounce areas are freed.
void skcipher_walk_release(struct skcipher_walk *walk, bool copy_iv)
{
	if (copy_iv && walk->iv != walk->oiv)
		std::memcpy(walk->oiv, walk->iv, walk->ivsize);
	if (walk->buffer != walk->page)
		kfree_sensitive(walk->buffer);
	skcipher_free_bounce_page(walk->page);
	walk->buffer = nullptr;
	walk->page = nullptr;
	walk->iv = walk->oiv;
}

void skcipher_queue_write(struct skcipher_walk *walk, skcipher_walk_buffer *p)
{
	p->dst = walk->out;
	list_add_tail(&p->entry, &walk->buffers);
}

// An async slow chunk gets its own record, the bytes right behind it.
u8 *skcipher_queue_slow(struct skcipher_walk *walk, unsigned int bsize)
{
	size_t size = sizeof(skcipher_walk_buffer) + bsize +
		      skcipher_spot_slack(bsize, walk->alignmask);
	auto *p = static_cast<skcipher_walk_buffer *>(kzalloc(size, skcipher_walk_gfp(walk)));

	if (!p)
		return nullptr;
	p->data = skcipher_buffer_spot(reinterpret_cast<u8 *>(p + 1), bsize, walk->alignmask);
	p->len = bsize;
	skcipher_queue_write(walk, p);
	return p->data;
}

// Gathers @bsize bytes that straddle entries or pages into a bounce buffer.
int skcipher_next_slow(struct skcipher_walk *walk, unsigned int bsize)
{
	u8 *block;

	if (walk->flags & SKCIPHER_WALK_PHYS) {
		block = skcipher_queue_slow(walk, bsize);
		if (!block)
			return skcipher_walk_done(walk, -ENOMEM);
	} else {
		if (!walk->buffer)
			walk->buffer = walk->page;
		if (!walk->buffer) {
			size_t size = bsize + skcipher_spot_slack(bsize, walk->alignmask);

			walk->buffer = static_cast<u8 *>(kzalloc(size, skcipher_walk_gfp(walk)));
			if (!walk->buffer)
				return skcipher_walk_done(walk, -ENOMEM);
		}
		// Chunks only shrink as the walk goes on, so the buffer sized first fits them all.
		block = skcipher_buffer_spot(walk->buffer, bsize, walk->alignmask);
	}
	walk->src.virt.addr = block;
	walk->dst.virt.addr = block;
	scatterwalk_copychunks(block, &walk->in, bsize, 0);
	walk->nbytes = bsize;
	walk->flags |= SKCIPHER_WALK_SLOW;
	return 0;
}

// An async walk keeps the bounced chunk for later and moves on in the same page while a
// whole stride still fits there, aligned; otherwise the page goes with this chunk.
int skcipher_queue_copy(struct skcipher_walk *walk)
{
	auto *p = static_cast<skcipher_walk_buffer *>(
		kmalloc(sizeof(skcipher_walk_buffer), skcipher_walk_gfp(walk)));
	u8 *next;

	if (!p) {
		walk->nbytes = 0;
		return -ENOMEM;
	}
	p->data = walk->page;
	p->len = walk->nbytes;
	p->release = nullptr;
	skcipher_queue_write(walk, p);

	next = PTR_ALIGN(walk->page + walk->nbytes, walk->alignmask + 1);
	if (!offset_in_page(next) || offset_in_page(next) + walk->stride > PAGE_SIZE) {
		p->release = walk->page;
		walk->page = nullptr;
	} else {
		walk->page = next;
	}
	return 0;
}

// Copies a misaligned chunk of up to @n bytes into the (aligned) bounce page.
int skcipher_next_copy(struct skcipher_walk *walk, unsigned int n, unsigned int bsize)
{
	void *src;

	if (!walk->page) {
		walk->page = reinterpret_cast<u8 *>(__get_free_page(skcipher_walk_gfp(walk)));
		if (!walk->page)
			return skcipher_next_slow(walk, bsize);
	}
	walk->nbytes = std::min(n,
				static_cast<unsigned int>(PAGE_SIZE - offset_in_page(walk->page)));
	walk->flags |= SKCIPHER_WALK_COPY;

	src = scatterwalk_map(&walk->in);
	std::memcpy(walk->page, src, walk->nbytes);
	scatterwalk_unmap(src);
	walk->src.virt.addr = walk->page;
	walk->dst.virt.addr = walk->page;

	if (walk->flags & SKCIPHER_WALK_PHYS)
		return skcipher_queue_copy(walk);
	return 0;
}

// Hands out the data where it lies: up to the end of the current page of src and of dst.
int skcipher_next_fast(struct skcipher_walk *walk)
{
	struct page *src_page = scatterwalk_page(&walk->in);
	struct page *dst_page = scatterwalk_page(&walk->out);
	unsigned long src_off = offset_in_page(walk->in.offset);
	unsigned long dst_off = offset_in_page(walk->out.offset);

	walk->src.phys.page = src_page;
	walk->src.phys.offset = src_off;
	walk->dst.phys.page = dst_page;
	walk->dst.phys.offset = dst_off;
	if (walk->flags & SKCIPHER_WALK_PHYS)
		return 0;

	walk->src.virt.addr = scatterwalk_map(&walk->in);
	if (src_page != dst_page || src_off != dst_off) {
		walk->flags |= SKCIPHER_WALK_DIFF;
		walk->dst.virt.addr = scatterwalk_map(&walk->out);
	} else {
		walk->dst.virt.addr = walk->src.virt.addr;
	}
	return 0;
}

// A bounced chunk of an async walk is described to the driver as page + offset too.
void skcipher_phys_from_virt(struct skcipher_walk *walk)
{
	u8 *src = static_cast<u8 *>(walk->src.virt.addr);
	u8 *dst = static_cast<u8 *>(walk->dst.virt.addr);

	walk->src.phys.page = virt_to_page(src);
	walk->src.phys.offset = offset_in_page(src);
	walk->dst.phys.page = virt_to_page(dst);
	walk->dst.phys.offset = offset_in_page(dst);
}

int skcipher_walk_next(struct skcipher_walk *walk)
{
	unsigned int total = walk->total;
	// The least a chunk may hold: a stride, or all that is left if that is less.
	unsigned int bsize = std::min(walk->stride, std::max(total, walk->blocksize));
	unsigned int n;
	int err;

	walk->flags &= ~(SKCIPHER_WALK_SLOW | SKCIPHER_WALK_COPY | SKCIPHER_WALK_DIFF);
	n = scatterwalk_clamp(&walk->in, total);
	n = scatterwalk_clamp(&walk->out, n);

	if (n >= bsize && !((walk->in.offset | walk->out.offset) & walk->alignmask)) {
		walk->nbytes = n;
		return skcipher_next_fast(walk);
	}
	if (n < bsize) {
		// Less than a block left: the request length was not a multiple of it.
		if (unlikely(total < walk->blocksize))
			return skcipher_walk_done(walk, -EINVAL);
		err = skcipher_next_slow(walk, bsize);
	} else {
		err = skcipher_next_copy(walk, n, bsize);
	}
	if (!err && (walk->flags & SKCIPHER_WALK_PHYS))
		skcipher_phys_from_virt(walk);
	return err;
}

// Writes a slow chunk back (or, for an async walk, only moves past it: the write is queued).
void skcipher_done_slow(struct skcipher_walk *walk, unsigned int bsize)
{
	if (walk->flags & SKCIPHER_WALK_PHYS) {
		scatterwalk_copychunks(nullptr, &walk->out, bsize, 2);
		return;
	}
	scatterwalk_copychunks(skcipher_buffer_spot(walk->buffer, bsize, walk->alignmask),
			       &walk->out, bsize, 1);
}

void skcipher_done_copy(struct skcipher_walk *walk, unsigned int n)
{
	void *dst;

	if (walk->flags & SKCIPHER_WALK_PHYS) {
		// Only what the driver processed is written; the rest comes again next chunk.
		list_entry(walk->buffers.prev, skcipher_walk_buffer, entry)->len = n;
		return;
	}
	dst = scatterwalk_map(&walk->out);
	std::memcpy(dst, walk->page, n);
	scatterwalk_unmap(dst);
}

// Ends the chunk the driver had. Returns how far both linear walks still have to move
// (a slow chunk's copies moved them already).
unsigned int skcipher_end_chunk(struct skcipher_walk *walk, unsigned int n, int *err,
				unsigned int *left)
{
	if (walk->flags & SKCIPHER_WALK_SLOW) {
		if (*err > 0) {
			// A minimal chunk was not fully processed: the length is not a multiple
			// of the block size (or the driver is broken).
			*err = -EINVAL;
			*left = 0;
			return 0;
		}
		skcipher_done_slow(walk, n);
		return 0;
	}
	if (walk->flags & SKCIPHER_WALK_COPY) {
		skcipher_done_copy(walk, n);
		return n;
	}
	if (!(walk->flags & SKCIPHER_WALK_PHYS)) {
		if (walk->flags & SKCIPHER_WALK_DIFF)
			scatterwalk_unmap(walk->dst.virt.addr);
		scatterwalk_unmap(walk->src.virt.addr);
	}
	return n;
}

// The IV is used from an aligned copy placed after room for one stride-sized slow chunk,
// so the same buffer can serve the slow path.
int skcipher_copy_iv(struct skcipher_walk *walk)
{
	unsigned int alignmask = walk->alignmask;
	unsigned int block_room = ALIGN(walk->stride, alignmask + 1);
	bool phys = walk->flags & SKCIPHER_WALK_PHYS;
	unsigned int size;
	u8 *iv;

	if (phys)
		size = skcipher_spot_slack(1, alignmask) + walk->ivsize;
	else
		size = skcipher_spot_slack(walk->stride, alignmask) + block_room + walk->ivsize;
	walk->buffer = static_cast<u8 *>(kmalloc(size, skcipher_walk_gfp(walk)));
	if (!walk->buffer)
		return -ENOMEM;

	if (phys)
		iv = PTR_ALIGN(walk->buffer, alignmask + 1);
	else
		iv = skcipher_buffer_spot(walk->buffer, walk->stride, alignmask) + block_room;
	std::memcpy(iv, walk->iv, walk->ivsize);
	walk->iv = iv;
	return 0;
}

unsigned int skcipher_walk_stride(struct crypto_skcipher *tfm)
{
	const struct crypto_type *type = crypto_skcipher_tfm(tfm)->__crt_alg->cra_type;
	unsigned int stride;

	// An lskcipher used through the skcipher interface has no walksize: it steps by chunks.
	if (type && type->type == CRYPTO_ALG_TYPE_LSKCIPHER)
		stride = crypto_skcipher_alg_common(tfm)->chunksize;
	else
		stride = crypto_skcipher_alg(tfm)->walksize;
	// Registration fills walksize in; a descriptor that skipped it steps by blocks.
	return stride ? stride : crypto_skcipher_blocksize(tfm);
}

// Starts a walk of walk->total bytes from @src to @dst with @iv: false when there are none
// (the walk is then over before it began).
bool skcipher_walk_begin(struct skcipher_walk *walk, u8 *iv, struct scatterlist *src,
			 struct scatterlist *dst)
{
	walk->nbytes = 0;
	walk->iv = iv;
	walk->oiv = iv;
	walk->buffer = nullptr;
	walk->page = nullptr;
	if (unlikely(!walk->total))
		return false;

	scatterwalk_start(&walk->in, src);
	scatterwalk_start(&walk->out, dst);
	return true;
}

// Once the sizes are set: the IV moved to an aligned copy when the algorithm needs one, then
// the first chunk.
int skcipher_walk_first(struct skcipher_walk *walk)
{
	if (unlikely(reinterpret_cast<uintptr_t>(walk->iv) & walk->alignmask)) {
		int err = skcipher_copy_iv(walk);

		if (err)
			return err;
	}
	return skcipher_walk_next(walk);
}

int skcipher_walk_skcipher(struct skcipher_walk *walk, struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	walk->total = req->cryptlen;
	if (!skcipher_walk_begin(walk, req->iv, req->src, req->dst))
		return 0;

	if (req->base.flags & CRYPTO_TFM_REQ_MAY_SLEEP)
		walk->flags |= SKCIPHER_WALK_SLEEP;
	walk->blocksize = crypto_skcipher_blocksize(tfm);
	walk->ivsize = crypto_skcipher_ivsize(tfm);
	walk->alignmask = crypto_skcipher_alignmask(tfm);
	walk->stride = skcipher_walk_stride(tfm);
	return skcipher_walk_first(walk);
}

} // namespace

int skcipher_walk_done(struct skcipher_walk *walk, int err)
{
	unsigned int n = walk->nbytes;
	unsigned int left = 0;

	if (n) {
		if (err > 0 && WARN_ON_ONCE(static_cast<unsigned int>(err) > n))
			err = -EINVAL;
		if (err >= 0) {
			// err > 0: the driver left that many bytes of the chunk for the next one.
			n -= static_cast<unsigned int>(err);
			left = walk->total - n;
		}
		n = skcipher_end_chunk(walk, n, &err, &left);
		if (err > 0)
			err = 0;
		walk->total = left;
		walk->nbytes = 0;
		scatterwalk_advance(&walk->in, n);
		scatterwalk_advance(&walk->out, n);
		scatterwalk_done(&walk->in, 0, left != 0);
		scatterwalk_done(&walk->out, 1, left != 0);
		if (left) {
			cond_resched();
			return skcipher_walk_next(walk);
		}
	}
	// An async walk keeps its buffers until skcipher_walk_complete().
	if (!(walk->flags & SKCIPHER_WALK_PHYS))
		skcipher_walk_release(walk, true);
	return err;
}

void skcipher_walk_complete(struct skcipher_walk *walk, int err)
{
	while (!list_empty(&walk->buffers)) {
		skcipher_walk_buffer *p = list_first_entry(&walk->buffers, skcipher_walk_buffer,
							   entry);

		list_del(&p->entry);
		if (!err)
			scatterwalk_copychunks(p->data, &p->dst, p->len, 1);
		skcipher_free_bounce_page(p->release);
		kfree_sensitive(p);
	}
	skcipher_walk_release(walk, !err);
}

int skcipher_walk_virt(struct skcipher_walk *walk, struct skcipher_request *req, bool atomic)
{
	int err;

	walk->flags = 0;
	err = skcipher_walk_skcipher(walk, req);
	if (atomic)
		walk->flags &= ~SKCIPHER_WALK_SLEEP;
	return err;
}

int skcipher_walk_async(struct skcipher_walk *walk, struct skcipher_request *req)
{
	walk->flags = SKCIPHER_WALK_PHYS;
	INIT_LIST_HEAD(&walk->buffers);
	return skcipher_walk_skcipher(walk, req);
}

// The AEAD walks: the request's associated data is skipped in src and dst, and the walk covers
// the text after it (without the tag when decrypting), in steps of the AEAD's chunksize.
namespace {

int skcipher_walk_aead_common(struct skcipher_walk *walk, struct aead_request *req, bool atomic)
{
	struct crypto_aead *tfm = crypto_aead_reqtfm(req);

	walk->flags = 0;
	if (!skcipher_walk_begin(walk, req->iv, req->src, req->dst))
		return 0;

	scatterwalk_copychunks(nullptr, &walk->in, req->assoclen, 2);
	scatterwalk_copychunks(nullptr, &walk->out, req->assoclen, 2);
	scatterwalk_done(&walk->in, 0, 1);
	scatterwalk_done(&walk->out, 0, 1);

	if ((req->base.flags & CRYPTO_TFM_REQ_MAY_SLEEP) && !atomic)
		walk->flags |= SKCIPHER_WALK_SLEEP;
	walk->blocksize = crypto_aead_blocksize(tfm);
	walk->stride = crypto_aead_chunksize(tfm);
	walk->ivsize = crypto_aead_ivsize(tfm);
	walk->alignmask = crypto_aead_alignmask(tfm);
	if (!walk->stride)
		walk->stride = walk->blocksize ? walk->blocksize : 1;
	return skcipher_walk_first(walk);
}

} // namespace

int skcipher_walk_aead_encrypt(struct skcipher_walk *walk, struct aead_request *req, bool atomic)
{
	walk->total = req->cryptlen;
	return skcipher_walk_aead_common(walk, req, atomic);
}

int skcipher_walk_aead_decrypt(struct skcipher_walk *walk, struct aead_request *req, bool atomic)
{
	walk->total = req->cryptlen - crypto_aead_authsize(crypto_aead_reqtfm(req));
	return skcipher_walk_aead_common(walk, req, atomic);
}
