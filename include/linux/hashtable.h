/* SPDX-License-Identifier: GPL-2.0-only */
/* Fixed-size hash tables of hlists (<linux/hashtable.h>): an array of 2^bits buckets, a key
 * hashed to its bucket by hash_min(), each bucket newest entry first. */
#ifndef _UKC_LINUX_HASHTABLE_H
#define _UKC_LINUX_HASHTABLE_H

#include <linux/hash.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/log2.h>

/* DEFINE_HASHTABLE() / DECLARE_HASHTABLE() - a table @name of 2^@bits empty buckets; the
 * declared one (a struct member, say) wants hash_init() before use. */
#define DEFINE_HASHTABLE(name, bits) struct hlist_head name[1 << (bits)] = { HLIST_HEAD_INIT }
#define DECLARE_HASHTABLE(name, bits) struct hlist_head name[1 << (bits)]

#define HASH_SIZE(name) (ARRAY_SIZE(name))
#define HASH_BITS(name) ilog2(HASH_SIZE(name))

/* hash_min() - @val's bucket among 2^@bits: hash_32() for keys of 4 bytes or fewer, else
 * hash_long(). */
#define hash_min(val, bits) \
	(sizeof(val) <= 4 ? hash_32((u32)(val), (bits)) : hash_long((unsigned long)(val), (bits)))

static inline void __hash_init(struct hlist_head *ht, unsigned int sz)
{
	for (unsigned int i = 0; i < sz; i++)
		INIT_HLIST_HEAD(&ht[i]);
}

/* hash_init() - empty every bucket of @table (an array, not a pointer). */
#define hash_init(table) __hash_init(table, HASH_SIZE(table))

/* hash_add() - put @node at the head of @key's bucket of @table. */
#define hash_add(table, node, key) hlist_add_head(node, &(table)[hash_min(key, HASH_BITS(table))])

static inline int hash_hashed(const struct hlist_node *node)
{
	return !hlist_unhashed(node);
}

/* hash_del() - take @node out of its table, if it is in one; it is left unhashed. */
static inline void hash_del(struct hlist_node *node)
{
	hlist_del_init(node);
}

static inline int __hash_empty(const struct hlist_head *ht, unsigned int sz)
{
	for (unsigned int i = 0; i < sz; i++)
		if (!hlist_empty(&ht[i]))
			return 0;
	return 1;
}

/* hash_empty() - whether no bucket of @table holds an entry. */
#define hash_empty(table) __hash_empty(table, HASH_SIZE(table))

/* hash_for_each() - @obj over every entry of @table, bucket by bucket (@bkt the bucket). */
#define hash_for_each(table, bkt, obj, member)                                        \
	for ((bkt) = 0, obj = NULL; obj == NULL && (bkt) < HASH_SIZE(table); (bkt)++) \
		hlist_for_each_entry (obj, &(table)[bkt], member)

/* hash_for_each_safe() - the same, @obj free to be removed (@tmp a struct hlist_node *). */
#define hash_for_each_safe(table, bkt, tmp, obj, member)                              \
	for ((bkt) = 0, obj = NULL; obj == NULL && (bkt) < HASH_SIZE(table); (bkt)++) \
	hlist_for_each_entry_safe(obj, tmp, &(table)[bkt], member)

/* hash_for_each_possible() - @obj over the entries of @key's bucket: those whose key may be
 * @key (the caller compares). */
#define hash_for_each_possible(table, obj, member, key) \
	hlist_for_each_entry (obj, &(table)[hash_min(key, HASH_BITS(table))], member)

#define hash_for_each_possible_safe(table, obj, tmp, member, key) \
	hlist_for_each_entry_safe(obj, tmp, &(table)[hash_min(key, HASH_BITS(table))], member)

#endif /* _UKC_LINUX_HASHTABLE_H */
