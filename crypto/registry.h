/* SPDX-License-Identifier: GPL-2.0-only */
/* The registry's shared state: the RCU-read algorithm list and the writers' mutex. */
#ifndef _UKC_CRYPTO_REGISTRY_H
#define _UKC_CRYPTO_REGISTRY_H

#include <linux/crypto.h>
#include <linux/list.h>

#include <mutex>
#include <vector>

#include "internal.h"

namespace ukc {

/* Every registered algorithm and larval; readers walk it under RCU, writers hold alg_mutex. */
extern struct list_head crypto_alg_list;
extern std::mutex crypto_alg_mutex;

/* Publish @item at the tail; readers see either the old list or the whole new entry. */
inline void list_add_tail_rcu(struct list_head *item, struct list_head *head)
{
	struct list_head *prev = head->prev;

	item->next = head;
	item->prev = prev;
	__atomic_store_n(&prev->next, item, __ATOMIC_RELEASE);
	head->prev = item;
}

/* Unlink @entry; its next pointer stays valid for readers already on it. */
inline void list_del_rcu(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	__atomic_store_n(&entry->prev->next, entry->next, __ATOMIC_RELEASE);
	entry->prev = nullptr;
}

inline struct list_head *list_next_rcu(struct list_head *pos)
{
	return __atomic_load_n(&pos->next, __ATOMIC_ACQUIRE);
}

inline struct crypto_alg *alg_of(struct list_head *pos)
{
	return list_entry(pos, struct crypto_alg, cra_list);
}

/* Algorithms unlinked under the mutex, whose registry references are dropped after a grace
 * period, outside the mutex. */
using alg_put_list = std::vector<struct crypto_alg *>;
void put_after_grace_period(alg_put_list &algs);

/* Unlink @alg (and, recursively, the instances built on it) while holding the mutex. */
void remove_alg_locked(struct crypto_alg *alg, alg_put_list &puts);
/* Kill the instances whose spawns use @alg, except @keep (the newcomer replacing @alg). */
void remove_spawns_locked(struct crypto_alg *alg, alg_put_list &puts, struct crypto_alg *keep);

/* The self-test switches (UKCRYPTO_NOTESTS and the API's equivalent). */
bool selftests_disabled();

} // namespace ukc

#endif /* _UKC_CRYPTO_REGISTRY_H */
