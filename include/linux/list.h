/* SPDX-License-Identifier: GPL-2.0-only */
/* Circular doubly linked lists with the kernel's names (the subset crypto code uses). */
#ifndef _UKC_LINUX_LIST_H
#define _UKC_LINUX_LIST_H

#include <linux/kernel.h>

struct list_head {
	struct list_head *next, *prev;
};

struct hlist_node {
	struct hlist_node *next, **pprev;
};

struct hlist_head {
	struct hlist_node *first;
};

#define LIST_HEAD_INIT(name)     \
	{                        \
		&(name), &(name) \
	}
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)

static inline void INIT_LIST_HEAD(struct list_head *list)
{
	list->next = list;
	list->prev = list;
}

static inline void __list_link(struct list_head *item, struct list_head *prev,
			       struct list_head *next)
{
	next->prev = item;
	item->next = next;
	item->prev = prev;
	prev->next = item;
}

static inline void list_add(struct list_head *item, struct list_head *head)
{
	__list_link(item, head, head->next);
}

static inline void list_add_tail(struct list_head *item, struct list_head *head)
{
	__list_link(item, head->prev, head);
}

static inline void list_del_init(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	entry->prev->next = entry->next;
	INIT_LIST_HEAD(entry);
}

#define list_del(entry) list_del_init(entry)

static inline int list_empty(const struct list_head *head)
{
	return head->next == head;
}

#define HLIST_HEAD_INIT \
	{               \
		NULL    \
	}
#define INIT_HLIST_HEAD(ptr) ((ptr)->first = NULL)

/* INIT_HLIST_NODE() - @h on no list: hlist_unhashed() is true until it is added. */
static inline void INIT_HLIST_NODE(struct hlist_node *h)
{
	h->next = NULL;
	h->pprev = NULL;
}

static inline int hlist_unhashed(const struct hlist_node *h)
{
	return !h->pprev;
}

static inline int hlist_empty(const struct hlist_head *h)
{
	return !h->first;
}

static inline void hlist_add_head(struct hlist_node *n, struct hlist_head *h)
{
	struct hlist_node *first = h->first;

	n->next = first;
	if (first)
		first->pprev = &n->next;
	h->first = n;
	n->pprev = &h->first;
}

static inline void hlist_del(struct hlist_node *n)
{
	*n->pprev = n->next;
	if (n->next)
		n->next->pprev = n->pprev;
	n->next = NULL;
	n->pprev = NULL;
}

/* hlist_del_init() - take @n off its list if it is on one, leaving it unhashed. */
static inline void hlist_del_init(struct hlist_node *n)
{
	if (!hlist_unhashed(n))
		hlist_del(n);
}

#define hlist_entry(ptr, type, member) container_of(ptr, type, member)
/* hlist_entry_safe() - the entry holding @ptr, or NULL when @ptr is NULL. */
#define hlist_entry_safe(ptr, type, member)                          \
	({                                                           \
		struct hlist_node *_ukc_hn = (ptr);                  \
		_ukc_hn ? hlist_entry(_ukc_hn, type, member) : NULL; \
	})
/* hlist_for_each_entry() - @pos over each entry of the list at @head, newest first. */
#define hlist_for_each_entry(pos, head, member)                                      \
	for (pos = hlist_entry_safe((head)->first, __typeof__(*(pos)), member); pos; \
	     pos = hlist_entry_safe((pos)->member.next, __typeof__(*(pos)), member))
/* hlist_for_each_entry_safe() - the same, @pos free to be removed: @n holds its successor. */
#define hlist_for_each_entry_safe(pos, n, head, member)                         \
	for (pos = hlist_entry_safe((head)->first, __typeof__(*(pos)), member); \
	     pos && ((n) = (pos)->member.next, 1);                              \
	     pos = hlist_entry_safe(n, __typeof__(*(pos)), member))

#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(ptr, type, member) list_entry((ptr)->next, type, member)
#define list_next_entry(pos, member) list_entry((pos)->member.next, __typeof__(*(pos)), member)
/* list_for_each_entry() - @pos over each entry of the list at @head, first to last. */
#define list_for_each(pos, head) for ((pos) = (head)->next; (pos) != (head); (pos) = (pos)->next)

#define list_for_each_entry(pos, head, member)                                               \
	for (pos = list_first_entry(head, __typeof__(*pos), member); &pos->member != (head); \
	     pos = list_next_entry(pos, member))

/* list_splice_tail() - move the entries of @list (left as it was) to the end of @head. */
static inline void list_splice_tail(struct list_head *list, struct list_head *head)
{
	struct list_head *first = list->next, *last = list->prev, *at = head->prev;

	if (list_empty(list))
		return;
	first->prev = at;
	at->next = first;
	last->next = head;
	head->prev = last;
}

#endif /* _UKC_LINUX_LIST_H */
