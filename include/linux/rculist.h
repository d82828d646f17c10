/* SPDX-License-Identifier: GPL-2.0-only */
/* Lists read under RCU: writers (serialised by the caller's lock) link and unlink entries so
 * that a concurrent reader sees either the old list or the new one, never a torn entry. */
#ifndef _UKC_LINUX_RCULIST_H
#define _UKC_LINUX_RCULIST_H

#include <linux/list.h>
#include <linux/rcupdate.h>

/* The next pointer of @list, as readers must load it. */
#define list_next_rcu(list) ((list)->next)

/* Links @item between @prev and @next, publishing it last. */
static inline void __list_add_rcu(struct list_head *item, struct list_head *prev,
				  struct list_head *next)
{
	item->next = next;
	item->prev = prev;
	rcu_assign_pointer(list_next_rcu(prev), item);
	next->prev = item;
}

/**
 * list_add_rcu() - add @item after @head, for RCU readers
 * @item: the entry, not yet reachable
 * @head: the list (or entry) to add it after
 */
static inline void list_add_rcu(struct list_head *item, struct list_head *head)
{
	__list_add_rcu(item, head, head->next);
}

/**
 * list_add_tail_rcu() - add @item before @head (at the tail of the list), for RCU readers
 * @item: the entry, not yet reachable
 * @head: the list
 */
static inline void list_add_tail_rcu(struct list_head *item, struct list_head *head)
{
	__list_add_rcu(item, head->prev, head);
}

/**
 * list_del_rcu() - unlink @entry while readers may be on it
 * @entry: the entry
 *
 * @entry->next stays valid for a reader already standing on @entry; @entry->prev, which
 * readers never follow, is cleared (the kernel poisons it). Free @entry only after a grace
 * period.
 */
static inline void list_del_rcu(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	rcu_assign_pointer(list_next_rcu(entry->prev), entry->next);
	entry->prev = NULL;
}

/**
 * list_replace_rcu() - put @item in the place of @old, for RCU readers
 * @old: the entry to take out
 * @item: the entry, not yet reachable
 *
 * A reader sees @old or @item, never neither. Free @old only after a grace period.
 */
static inline void list_replace_rcu(struct list_head *old, struct list_head *item)
{
	item->next = old->next;
	item->prev = old->prev;
	rcu_assign_pointer(list_next_rcu(item->prev), item);
	item->next->prev = item;
	old->prev = NULL;
}

/* The entry holding the list_head @ptr points at, loaded as a reader must. */
#define list_entry_rcu(ptr, type, member) container_of(rcu_dereference(ptr), type, member)

/**
 * list_for_each_entry_rcu() - walk a list inside a read-side section
 * @pos: the entry cursor (a pointer to the entries' type)
 * @head: the list
 * @member: the name of the list_head within the entries
 */
#define list_for_each_entry_rcu(pos, head, member)                           \
	for (pos = list_entry_rcu((head)->next, __typeof__(*(pos)), member); \
	     &(pos)->member != (head);                                       \
	     pos = list_entry_rcu((pos)->member.next, __typeof__(*(pos)), member))

#endif /* _UKC_LINUX_RCULIST_H */
