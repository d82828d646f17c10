// SPDX-License-Identifier: GPL-2.0-only
// Scatterlist helpers: following chains, counting entries and copying to and from buffers.
#include <algorithm>
#include <climits>
#include <cstring>

#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/kernel.h>
#include <linux/scatterlist.h>

namespace {

// Calls fn(address, offset in the buffer, length) for each contiguous piece of the data
// of the first @nents entries, from byte @skip on and for at most @len bytes.
// Returns the number of bytes the pieces covered.
template <typename Fn>
size_t sg_for_each_piece(struct scatterlist *sg, unsigned int nents, size_t len, off_t skip, Fn fn)
{
	size_t to_skip;
	size_t done = 0;

	if (skip < 0)
		return 0;
	to_skip = static_cast<size_t>(skip);
	while (sg && nents && done < len) {
		size_t n = sg->length;

		if (to_skip >= n) {
			to_skip -= n;
		} else {
			n = std::min(n - to_skip, len - done);
			fn(static_cast<u8 *>(sg_virt(sg)) + to_skip, done, n);
			to_skip = 0;
			done += n;
		}
		// Only step past an entry that is counted, so a table's end is never overrun.
		if (--nents)
			sg = sg_next(sg);
	}
	return done;
}

} // namespace

struct scatterlist *sg_next(struct scatterlist *sg)
{
	if (sg_is_last(sg))
		return nullptr;
	sg++;
	if (unlikely(sg_is_chain(sg)))
		sg = sg_chain_ptr(sg);
	return sg;
}

int sg_nents(struct scatterlist *sg)
{
	int nents = 0;

	for (; sg; sg = sg_next(sg))
		nents++;
	return nents;
}

int sg_nents_for_len(struct scatterlist *sg, u64 len)
{
	u64 covered = 0;
	int nents = 0;

	if (!len)
		return 0;
	for (; sg; sg = sg_next(sg)) {
		nents++;
		covered += sg->length;
		if (covered >= len)
			return nents;
	}
	return -EINVAL;
}

struct scatterlist *sg_last(struct scatterlist *s, unsigned int nents)
{
	struct scatterlist *last = nents ? s : nullptr;

	for (unsigned int i = 1; last && i < nents; i++)
		last = sg_next(last);
	// As in the kernel: asking for more or fewer entries than the list has is a bug.
	BUG_ON(!last || !sg_is_last(last));
	return last;
}

void sg_init_table(struct scatterlist *sgl, unsigned int nents)
{
	std::memset(sgl, 0, sizeof(*sgl) * nents);
	sg_init_marker(sgl, nents);
}

// One whole-entry store: a request set up per call (as acomp users do) pays no memset call.
void sg_init_one(struct scatterlist *sg, const void *buf, unsigned int buflen)
{
	*sg = scatterlist{ reinterpret_cast<unsigned long>(virt_to_page(buf)) | SG_END,
			   static_cast<unsigned int>(offset_in_page(buf)), buflen, 0, 0 };
}

size_t sg_copy_buffer(struct scatterlist *sgl, unsigned int nents, void *buf, size_t buflen,
		      off_t skip, bool to_buffer)
{
	u8 *flat = static_cast<u8 *>(buf);

	return sg_for_each_piece(sgl, nents, buflen, skip, [&](u8 *piece, size_t off, size_t n) {
		if (to_buffer)
			std::memcpy(flat + off, piece, n);
		else
			std::memcpy(piece, flat + off, n);
	});
}

size_t sg_zero_buffer(struct scatterlist *sgl, unsigned int nents, size_t buflen, off_t skip)
{
	return sg_for_each_piece(sgl, nents, buflen, skip,
				 [](u8 *piece, size_t, size_t n) { std::memset(piece, 0, n); });
}

size_t sg_copy_from_buffer(struct scatterlist *sgl, unsigned int nents, const void *buf,
			   size_t buflen)
{
	return sg_copy_buffer(sgl, nents, const_cast<void *>(buf), buflen, 0, false);
}

size_t sg_copy_to_buffer(struct scatterlist *sgl, unsigned int nents, void *buf, size_t buflen)
{
	return sg_copy_buffer(sgl, nents, buf, buflen, 0, true);
}

size_t sg_pcopy_from_buffer(struct scatterlist *sgl, unsigned int nents, const void *buf,
			    size_t buflen, off_t skip)
{
	return sg_copy_buffer(sgl, nents, const_cast<void *>(buf), buflen, skip, false);
}

size_t sg_pcopy_to_buffer(struct scatterlist *sgl, unsigned int nents, void *buf, size_t buflen,
			  off_t skip)
{
	return sg_copy_buffer(sgl, nents, buf, buflen, skip, true);
}

struct scatterlist *sgl_alloc(unsigned long long length, gfp_t gfp, unsigned int *nent_p)
{
	unsigned long long nent = (length + PAGE_SIZE - 1) / PAGE_SIZE;

	// An empty list has no last entry to mark: there is nothing to hand out.
	if (!nent || nent > UINT_MAX)
		return nullptr;
	auto *sgl = static_cast<struct scatterlist *>(
		kmalloc_array(nent, sizeof(struct scatterlist), gfp & ~__GFP_ZERO));
	if (!sgl)
		return nullptr;
	sg_init_table(sgl, static_cast<unsigned int>(nent));
	for (unsigned long long i = 0; i < nent; i++) {
		auto page = __get_free_page(gfp);
		if (!page) {
			sg_mark_end(&sgl[i ? i - 1 : 0]);
			if (i)
				sgl_free(sgl);
			else
				kfree(sgl);
			return nullptr;
		}
		unsigned int len = i + 1 < nent ? PAGE_SIZE : length - i * PAGE_SIZE;
		sg_set_buf(&sgl[i], reinterpret_cast<void *>(page), len);
	}
	if (nent_p)
		*nent_p = static_cast<unsigned int>(nent);
	return sgl;
}

void sgl_free(struct scatterlist *sgl)
{
	for (struct scatterlist *sg = sgl; sg; sg = sg_next(sg))
		free_page(reinterpret_cast<unsigned long>(sg_virt(sg)));
	kfree(sgl);
}
