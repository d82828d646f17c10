// SPDX-License-Identifier: GPL-2.0-only
// Blocking notifier chains: callbacks in priority order, the list guarded by the chain's rwsem.
#include <linux/errno.h>
#include <linux/notifier.h>

extern "C" int blocking_notifier_chain_register(struct blocking_notifier_head *nh,
						struct notifier_block *nb)
{
	down_write(&nh->rwsem);
	struct notifier_block **p = &nh->head;
	// Higher priorities first; among equals, the earlier registered first.
	while (*p && (*p)->priority >= nb->priority)
		p = &(*p)->next;
	nb->next = *p;
	*p = nb;
	up_write(&nh->rwsem);
	return 0;
}

extern "C" int blocking_notifier_chain_unregister(struct blocking_notifier_head *nh,
						  struct notifier_block *nb)
{
	int err = -ENOENT;

	down_write(&nh->rwsem);
	for (struct notifier_block **p = &nh->head; *p; p = &(*p)->next) {
		if (*p == nb) {
			*p = nb->next;
			err = 0;
			break;
		}
	}
	up_write(&nh->rwsem);
	return err;
}

extern "C" int blocking_notifier_call_chain(struct blocking_notifier_head *nh, unsigned long val,
					    void *v)
{
	int ret = NOTIFY_DONE;

	down_read(&nh->rwsem);
	for (struct notifier_block *nb = nh->head; nb; nb = nb->next) {
		ret = nb->notifier_call(nb, val, v);
		if (ret & NOTIFY_STOP_MASK)
			break;
	}
	up_read(&nh->rwsem);
	return ret & ~NOTIFY_STOP_MASK;
}
