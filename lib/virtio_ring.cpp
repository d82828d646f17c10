// SPDX-License-Identifier: GPL-2.0-only
// Split virtqueues (OASIS virtio 1.2 section 2.7; 6.12's drivers/virtio/virtio_ring.c as a
// driver sees it): the driver adds DMA-mapped buffer chains to the available ring and takes
// them back, unmapped, from the used ring; the device half (for models) pops chains and
// pushes them used. The two halves meet only in the ring memory, ordered by release stores
// and acquire loads of the ring indices, as the spec's memory barriers order them.
#include <linux/dma-mapping.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/virtio.h>
#include <linux/virtio_config.h>

#include <cerrno>

#include "ukc_dma_debug.h"
#include "virtio_priv.h"

using namespace ukc::virtio;

namespace {

u16 load_acquire(const __le16 *p)
{
	return __atomic_load_n(p, __ATOMIC_ACQUIRE);
}

void store_release(__le16 *p, u16 v)
{
	__atomic_store_n(p, v, __ATOMIC_RELEASE);
}

// 6.12's BAD_RING(): the device broke the protocol; the queue is broken from now on.
void vring_bad(vring_queue *q, unsigned int id)
{
	dev_err(&q->vq.vdev->dev, "%s:id %u is not a head!\n", q->vq.name, id);
	q->broken = true;
}

void vring_unmap(vring_queue *q, u16 i)
{
	const vring_extra &e = q->extra[i];
	if (e.dir != DMA_NONE)
		dma_unmap_single(q->dma_dev, e.addr, e.len, (enum dma_data_direction)e.dir);
}

// Maps one buffer for the device: its extra, or addr DMA_MAPPING_ERROR.
vring_extra vring_map_one(vring_queue *q, struct scatterlist *sg, bool out)
{
	int dir = out ? DMA_TO_DEVICE : DMA_FROM_DEVICE;
	dma_addr_t a = dma_map_single(q->dma_dev, sg_virt(sg), sg->length,
				      (enum dma_data_direction)dir);
	return { a, sg->length, 0, dir };
}

// 6.12's indirect chain: the @total buffers in a table of their own, mapped for the device and
// named by the one ring entry at free_head. 0, -ENOMEM (nothing left mapped), or 1 when the
// table cannot be had (the caller goes on without it, as 6.12 does).
int vring_add_indirect(vring_queue *q, struct scatterlist *sgs[], unsigned int out_sgs,
		       unsigned int nsgs, unsigned int total)
{
	auto *table = static_cast<struct vring_desc *>(
		kmalloc_array(total, sizeof(struct vring_desc), GFP_ATOMIC));
	if (!table)
		return 1;
	std::vector<vring_extra> bufs;
	bufs.reserve(total);
	for (unsigned int n = 0; n < nsgs; n++)
		for (struct scatterlist *sg = sgs[n]; sg; sg = sg_next(sg)) {
			vring_extra e = vring_map_one(q, sg, n < out_sgs);
			if (dma_mapping_error(q->dma_dev, e.addr))
				goto unwind;
			u16 i = (u16)bufs.size();
			table[i].addr = e.addr;
			table[i].len = e.len;
			table[i].flags = (e.dir == DMA_FROM_DEVICE ? VRING_DESC_F_WRITE : 0) |
					 (i + 1u < total ? VRING_DESC_F_NEXT : 0);
			table[i].next = (u16)(i + 1);
			bufs.push_back(e);
		}
	{
		u16 head = q->free_head;
		u32 len = total * (u32)sizeof(struct vring_desc);
		dma_addr_t a = dma_map_single(q->dma_dev, table, len, DMA_TO_DEVICE);
		if (dma_mapping_error(q->dma_dev, a))
			goto unwind;
		q->extra[head] = { a, len, q->extra[head].next, DMA_TO_DEVICE };
		q->desc[head] = { a, len, VRING_DESC_F_INDIRECT, q->extra[head].next };
		q->ind_table[head] = table;
		q->ind[head] = std::move(bufs);
		return 0;
	}
unwind:
	for (const vring_extra &e : bufs)
		dma_unmap_single(q->dma_dev, e.addr, e.len, (enum dma_data_direction)e.dir);
	kfree(table);
	return -ENOMEM;
}

// Maps the @total entries of @sgs (out ones first) onto free descriptors from free_head:
// 0, or -ENOMEM with every mapping made undone.
int vring_map_chain(vring_queue *q, struct scatterlist *sgs[], unsigned int out_sgs,
		    unsigned int nsgs, unsigned int total)
{
	u16 i = q->free_head;
	unsigned int done = 0;

	for (unsigned int n = 0; n < nsgs; n++)
		for (struct scatterlist *sg = sgs[n]; sg; sg = sg_next(sg)) {
			vring_extra e = vring_map_one(q, sg, n < out_sgs);
			dma_addr_t a = e.addr;
			int dir = e.dir;
			if (dma_mapping_error(q->dma_dev, a)) {
				for (u16 j = q->free_head; done--; j = q->extra[j].next)
					vring_unmap(q, j);
				return -ENOMEM;
			}
			q->extra[i] = { a, sg->length, q->extra[i].next, dir };
			q->desc[i].addr = a;
			q->desc[i].len = sg->length;
			q->desc[i].flags = (dir == DMA_FROM_DEVICE ? VRING_DESC_F_WRITE : 0) |
					   (++done < total ? VRING_DESC_F_NEXT : 0);
			q->desc[i].next = q->extra[i].next;
			i = q->extra[i].next;
		}
	return 0;
}

// Puts the chain at @head back on the free list, unmapped (an indirect one's buffers, then its
// table, which is freed).
void vring_detach(vring_queue *q, u16 head)
{
	if (q->ind_table[head]) {
		for (const vring_extra &e : q->ind[head])
			dma_unmap_single(q->dma_dev, e.addr, e.len, (enum dma_data_direction)e.dir);
		q->ind[head].clear();
		vring_unmap(q, head);
		kfree(q->ind_table[head]);
		q->ind_table[head] = nullptr;
		q->extra[head].dir = DMA_NONE; // unmapped above
	}
	u16 i = head;
	for (unsigned int n = 1; n < q->chain_len[head]; n++) {
		vring_unmap(q, i);
		i = q->extra[i].next;
	}
	vring_unmap(q, i);
	q->extra[i].next = q->free_head;
	q->free_head = head;
	q->vq.num_free += q->chain_len[head];
	q->data[head] = nullptr;
}

bool vring_more_used(const vring_queue *q)
{
	return q->last_used != load_acquire(&q->used->idx);
}

} // namespace

extern "C" {

int virtqueue_add_sgs(struct virtqueue *vq, struct scatterlist *sgs[], unsigned int out_sgs,
		      unsigned int in_sgs, void *data, gfp_t)
{
	vring_queue *q = to_vring(vq);
	unsigned int total = 0;

	for (unsigned int n = 0; n < out_sgs + in_sgs; n++)
		for (struct scatterlist *sg = sgs[n]; sg; sg = sg_next(sg))
			total++;
	if (q->broken)
		return -EIO;
	if (WARN_ON(!total || !data))
		return -EINVAL;
	u16 head = q->free_head;
	int ind = q->indirect && total > 1 && vq->num_free
			  ? vring_add_indirect(q, sgs, out_sgs, out_sgs + in_sgs, total)
			  : 1;
	if (ind < 0)
		return ind;
	if (!ind)
		total = 1; // one ring entry
	if (total > vq->num_free) {
		if (out_sgs)
			virtqueue_kick(vq);
		return -ENOSPC;
	}
	int err = ind ? vring_map_chain(q, sgs, out_sgs, out_sgs + in_sgs, total) : 0;
	if (err)
		return err;
	u16 last = head;
	for (unsigned int n = 1; n < total; n++)
		last = q->extra[last].next;
	q->free_head = q->extra[last].next;
	vq->num_free -= total;
	q->data[head] = data;
	q->chain_len[head] = total;
	q->avail->ring[q->avail_idx & (q->num - 1)] = head;
	store_release(&q->avail->idx, ++q->avail_idx);
	return 0;
}

int virtqueue_add_outbuf(struct virtqueue *vq, struct scatterlist sg[], unsigned int num,
			 void *data, gfp_t gfp)
{
	struct scatterlist *sgs[1] = { sg };
	return num ? virtqueue_add_sgs(vq, sgs, 1, 0, data, gfp) : -EINVAL;
}

int virtqueue_add_inbuf(struct virtqueue *vq, struct scatterlist sg[], unsigned int num, void *data,
			gfp_t gfp)
{
	struct scatterlist *sgs[1] = { sg };
	return num ? virtqueue_add_sgs(vq, sgs, 0, 1, data, gfp) : -EINVAL;
}

bool virtqueue_kick(struct virtqueue *vq)
{
	vring_queue *q = to_vring(vq);
	if (q->broken)
		return false;
	if (!(__atomic_load_n(&q->used->flags, __ATOMIC_SEQ_CST) & VRING_USED_F_NO_NOTIFY)) {
		ukc_vdev *d = to_ukc(vq->vdev);
		d->ops->kick(d->model, vq->index);
	}
	return true;
}

void *virtqueue_get_buf(struct virtqueue *vq, unsigned int *len)
{
	vring_queue *q = to_vring(vq);

	if (q->broken || !vring_more_used(q))
		return nullptr;
	const struct vring_used_elem &e = q->used->ring[q->last_used & (q->num - 1)];
	u32 id = e.id;
	if (id >= q->num || !q->data[id]) {
		vring_bad(q, id);
		return nullptr;
	}
	if (len)
		*len = e.len;
	void *data = q->data[id];
	vring_detach(q, id);
	q->last_used++;
	return data;
}

void virtqueue_disable_cb(struct virtqueue *vq)
{
	vring_queue *q = to_vring(vq);
	__atomic_store_n(&q->avail->flags, VRING_AVAIL_F_NO_INTERRUPT, __ATOMIC_SEQ_CST);
}

bool virtqueue_enable_cb(struct virtqueue *vq)
{
	vring_queue *q = to_vring(vq);
	__atomic_store_n(&q->avail->flags, 0, __ATOMIC_SEQ_CST);
	// A full barrier, as 6.12's virtio_mb(): the device stores the index, then loads the flags.
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	return q->broken || !vring_more_used(q);
}

void *virtqueue_detach_unused_buf(struct virtqueue *vq)
{
	vring_queue *q = to_vring(vq);
	for (u16 i = 0; i < q->num; i++)
		if (q->data[i]) {
			void *data = q->data[i];
			vring_detach(q, i);
			return data;
		}
	return nullptr;
}

unsigned int virtqueue_get_vring_size(const struct virtqueue *vq)
{
	return to_vring(vq)->num;
}

bool virtqueue_is_broken(const struct virtqueue *vq)
{
	return to_vring(vq)->broken;
}

irqreturn_t vring_interrupt(int, void *v)
{
	vring_queue *q = to_vring(static_cast<struct virtqueue *>(v));
	if (!vring_more_used(q))
		return IRQ_NONE;
	if (q->broken)
		return IRQ_HANDLED;
	if (q->vq.callback)
		q->vq.callback(&q->vq);
	return IRQ_HANDLED;
}

void virtio_break_device(struct virtio_device *dev)
{
	struct virtqueue *vq;
	list_for_each_entry (vq, &dev->vqs, list)
		to_vring(vq)->broken = true;
}

int ukc_vring_pop(struct virtio_device *vdev, unsigned int queue, u16 *head,
		  struct ukc_vring_buf *bufs, unsigned int max)
{
	ukc_vdev *d = to_ukc(vdev);
	vring_queue *q = vring_find(vdev, queue);
	if (!q || !(d->status & VIRTIO_CONFIG_S_DRIVER_OK))
		return 0;
	std::lock_guard<std::mutex> g(q->dev_lock);
	if (q->dev_avail == load_acquire(&q->avail->idx))
		return 0;
	u16 i = q->avail->ring[q->dev_avail++ & (q->num - 1)];
	*head = i;
	const struct vring_desc *table = q->desc;
	unsigned int size = q->num, n = 0;
	bool writing = false;
	// An indirect entry: the chain is in the table it names (2.7.5.3), read through its mapping.
	if (i < q->num && (q->desc[i].flags & VRING_DESC_F_INDIRECT)) {
		const struct vring_desc &d = q->desc[i];
		if ((d.flags & VRING_DESC_F_NEXT) || !d.len || d.len % sizeof(struct vring_desc))
			return -EINVAL;
		ukc_dma_device_access(&to_ukc(vdev)->dma_dev, d.addr, d.len, false);
		table = reinterpret_cast<const struct vring_desc *>(static_cast<uintptr_t>(d.addr));
		size = d.len / sizeof(struct vring_desc);
		i = 0;
	}
	for (;;) {
		if (i >= size || n == max || n == size)
			return -EINVAL;
		const struct vring_desc &desc = table[i];
		if (desc.flags & VRING_DESC_F_INDIRECT) // not in a table, nor after a first entry
			return -EINVAL;
		bool w = desc.flags & VRING_DESC_F_WRITE;
		if (writing && !w)
			return -EINVAL;
		writing = w;
		ukc_dma_device_access(&d->dma_dev, desc.addr, desc.len, w);
		bufs[n++] = { desc.addr, desc.len, w };
		if (!(desc.flags & VRING_DESC_F_NEXT))
			return n;
		i = desc.next;
	}
}

void ukc_vring_push(struct virtio_device *vdev, unsigned int queue, u16 head, u32 written)
{
	vring_queue *q = vring_find(vdev, queue);
	if (!q)
		return;
	std::lock_guard<std::mutex> g(q->dev_lock);
	q->used->ring[q->dev_used & (q->num - 1)] = { head, written };
	store_release(&q->used->idx, ++q->dev_used);
	// Against the driver's enable_cb(): the index is visible before the flags are read.
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
}

bool ukc_vring_wants_irq(struct virtio_device *vdev, unsigned int queue)
{
	vring_queue *q = vring_find(vdev, queue);
	return q &&
	       !(__atomic_load_n(&q->avail->flags, __ATOMIC_SEQ_CST) & VRING_AVAIL_F_NO_INTERRUPT);
}

} // extern "C"

namespace ukc::virtio {

vring_queue *vring_create(struct virtio_device *vdev, struct device *dma_dev, unsigned int index,
			  unsigned int num, const struct virtqueue_info *info)
{
	auto *q = new vring_queue;
	size_t desc = 16ul * num, avail = 6 + 2ul * num, used = 6 + 8ul * num;
	q->ring_size = ALIGN(desc + avail, 4) + used;
	q->ring = dma_alloc_coherent(dma_dev, q->ring_size, &q->ring_dma, GFP_KERNEL);
	if (!q->ring) {
		delete q;
		return nullptr;
	}
	q->desc = static_cast<struct vring_desc *>(q->ring);
	q->avail = reinterpret_cast<struct vring_avail *>(q->desc + num);
	q->used = reinterpret_cast<struct vring_used *>(static_cast<char *>(q->ring) +
							ALIGN(desc + avail, 4));
	q->dma_dev = dma_dev;
	q->num = num;
	q->data.assign(num, nullptr);
	q->chain_len.assign(num, 0);
	q->indirect = virtio_has_feature(vdev, VIRTIO_RING_F_INDIRECT_DESC);
	q->ind_table.assign(num, nullptr);
	q->ind.resize(num);
	q->extra.assign(num, {});
	for (unsigned int i = 0; i < num; i++)
		q->extra[i].next = (u16)(i + 1);
	q->vq = {};
	q->vq.callback = info->callback;
	q->vq.name = info->name;
	q->vq.vdev = vdev;
	q->vq.index = index;
	q->vq.num_free = q->vq.num_max = num;
	list_add_tail(&q->vq.list, &vdev->vqs);
	return q;
}

void vring_destroy(vring_queue *q)
{
	list_del(&q->vq.list);
	dma_free_coherent(q->dma_dev, q->ring_size, q->ring, q->ring_dma);
	delete q;
}

void vring_device_reset(vring_queue *q)
{
	std::lock_guard<std::mutex> g(q->dev_lock);
	q->dev_avail = q->dev_used = 0;
}

vring_queue *vring_find(struct virtio_device *vdev, unsigned int index)
{
	struct virtqueue *vq;
	list_for_each_entry (vq, &vdev->vqs, list)
		if (vq->index == index)
			return to_vring(vq);
	return nullptr;
}

} // namespace ukc::virtio
