// SPDX-License-Identifier: GPL-2.0-only
// Interrupt lines and tasklets for device models: a raised line runs its handlers once on its
// own thread in hard-irq context (threaded handlers in task context), raises during a run or
// while masked coalesce into one, disable_irq() and free_irq() wait for a running handler,
// shared lines need IRQF_SHARED; tasklets run once per schedule burst, in order, in soft-irq
// context, and wait while disabled.
#define _DEFAULT_SOURCE // usleep
#include <linux/interrupt.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_run.h"
#include "ukc_irq.h"

// Polls up to 5 s for *@v to reach @want.
static void wait_for(atomic_int *v, int want)
{
	for (int i = 0; i < 5000 && atomic_load(v) < want; i++)
		usleep(1000);
	ck_assert_int_eq(atomic_load(v), want);
}

struct handler_state {
	atomic_int runs;
	atomic_int thread_runs;
	atomic_int hold;    // the handler spins while set
	atomic_int inside;  // set while the handler runs
	atomic_int bad_ctx; // contexts seen that were wrong
	irqreturn_t ret;
	pthread_t caller;
};

static irqreturn_t handler(int irq, void *dev_id)
{
	struct handler_state *h = dev_id;

	(void)irq;
	atomic_store(&h->inside, 1);
	if (!in_hardirq() || !in_interrupt() || in_task() ||
	    pthread_equal(pthread_self(), h->caller))
		atomic_fetch_add(&h->bad_ctx, 1);
	while (atomic_load(&h->hold))
		usleep(100);
	atomic_fetch_add(&h->runs, 1);
	atomic_store(&h->inside, 0);
	return h->ret;
}

static irqreturn_t thread_fn(int irq, void *dev_id)
{
	struct handler_state *h = dev_id;

	(void)irq;
	if (!in_task())
		atomic_fetch_add(&h->bad_ctx, 1);
	atomic_fetch_add(&h->thread_runs, 1);
	return IRQ_HANDLED;
}

static void state_init(struct handler_state *h, irqreturn_t ret)
{
	memset(h, 0, sizeof(*h));
	h->ret = ret;
	h->caller = pthread_self();
}

static int line_new(void)
{
	int irq = ukc_irq_alloc();

	ck_assert_int_gt(irq, 0);
	return irq;
}

// A line whose handler was raised and is running now, held until h->hold is cleared.
static int line_held(struct handler_state *h)
{
	int irq = line_new();

	state_init(h, IRQ_HANDLED);
	atomic_store(&h->hold, 1);
	ck_assert_int_eq(request_irq((unsigned int)irq, handler, 0, "t-irq", h), 0);
	ukc_irq_raise((unsigned int)irq);
	wait_for(&h->inside, 1);
	return irq;
}

START_TEST(test_raise_runs_handler_once)
{
	struct handler_state h;
	int irq = line_new();

	state_init(&h, IRQ_HANDLED);
	ck_assert(in_task());
	ck_assert_int_eq(request_irq((unsigned int)irq, handler, 0, "t-irq", &h), 0);
	ck_assert_int_eq(ukc_irq_raise((unsigned int)irq), 0);
	wait_for(&h.runs, 1);
	synchronize_irq((unsigned int)irq);
	ck_assert_uint_eq(ukc_irq_count((unsigned int)irq), 1);
	ck_assert_int_eq(atomic_load(&h.bad_ctx), 0);
	ck_assert_str_eq(free_irq((unsigned int)irq, &h), "t-irq");
	ck_assert_int_eq(ukc_irq_release((unsigned int)irq), 0);
	ck_assert_int_eq(ukc_irq_raise((unsigned int)irq), -EINVAL);
}
END_TEST

// Three raises while the handler runs make one more run, as an edge does.
START_TEST(test_raises_coalesce)
{
	struct handler_state h;
	int irq = line_held(&h);
	for (int i = 0; i < 3; i++)
		ukc_irq_raise((unsigned int)irq);
	atomic_store(&h.hold, 0);
	wait_for(&h.runs, 2);
	usleep(20000);
	synchronize_irq((unsigned int)irq);
	ck_assert_int_eq(atomic_load(&h.runs), 2);
	free_irq((unsigned int)irq, &h);
}
END_TEST

// disable_irq() returns only once the running handler has returned; a raise while masked runs
// at enable_irq(), once; the mask nests.
START_TEST(test_disable_waits_and_masks)
{
	struct handler_state h;
	int irq = line_held(&h);
	disable_irq_nosync((unsigned int)irq);
	atomic_store(&h.hold, 0);
	disable_irq((unsigned int)irq);
	ck_assert_int_eq(atomic_load(&h.runs), 1);
	ukc_irq_raise((unsigned int)irq);
	ukc_irq_raise((unsigned int)irq);
	enable_irq((unsigned int)irq);
	usleep(20000);
	ck_assert_int_eq(atomic_load(&h.runs), 1);
	enable_irq((unsigned int)irq);
	wait_for(&h.runs, 2);
	free_irq((unsigned int)irq, &h);
}
END_TEST

START_TEST(test_threaded_handler)
{
	struct handler_state h;
	int irq = line_new();

	state_init(&h, IRQ_WAKE_THREAD);
	ck_assert_int_eq(request_threaded_irq((unsigned int)irq, handler, thread_fn, IRQF_ONESHOT,
					      "t-thr", &h),
			 0);
	ukc_irq_raise((unsigned int)irq);
	wait_for(&h.thread_runs, 1);
	ck_assert_int_eq(atomic_load(&h.runs), 1);
	ck_assert_int_eq(atomic_load(&h.bad_ctx), 0);
	free_irq((unsigned int)irq, &h);
}
END_TEST

// Sharing needs IRQF_SHARED from both; every handler of a shared line runs; IRQ_NONE from all
// of them, or no handler at all, is spurious; freeing what is not there is a WARN and NULL.
START_TEST(test_shared_and_spurious)
{
	struct handler_state a, b, c;
	int irq = line_new();

	state_init(&a, IRQ_NONE);
	state_init(&b, IRQ_HANDLED);
	state_init(&c, IRQ_HANDLED);
	ck_assert_int_eq(request_irq(9999, handler, 0, "t", &a), -EINVAL);
	ck_assert_int_eq(request_irq((unsigned int)irq, NULL, 0, "t", &a), -EINVAL);
	ck_assert_int_eq(request_irq((unsigned int)irq, handler, IRQF_SHARED, "t-a", &a), 0);
	ck_assert_int_eq(request_irq((unsigned int)irq, handler, 0, "t-c", &c), -EBUSY);
	ck_assert_int_eq(request_irq((unsigned int)irq, handler, IRQF_SHARED, "t-b", &b), 0);
	ck_assert_int_eq(ukc_irq_release((unsigned int)irq), -EBUSY);
	ukc_irq_raise((unsigned int)irq);
	wait_for(&b.runs, 1);
	ck_assert_int_eq(atomic_load(&a.runs), 1);
	ck_assert_str_eq(free_irq((unsigned int)irq, &b), "t-b");
	ukc_irq_raise((unsigned int)irq);
	wait_for(&a.runs, 2);
	synchronize_irq((unsigned int)irq);
	ck_assert_uint_eq(ukc_irq_count((unsigned int)irq), 1);
	ck_assert_uint_eq(ukc_irq_spurious((unsigned int)irq), 1);
	ck_assert_ptr_null(free_irq((unsigned int)irq, &b));
	ck_assert_str_eq(free_irq((unsigned int)irq, &a), "t-a");
	ck_assert_int_eq(ukc_irq_release((unsigned int)irq), 0);
}
END_TEST

struct tl_state {
	struct tasklet_struct t;
	atomic_int runs;
	atomic_int bad_ctx;
	atomic_int again; // runs left in which the tasklet schedules itself
	int order[8];
	atomic_int n;
};

static atomic_int tl_seq;

static void tl_callback(struct tasklet_struct *t)
{
	struct tl_state *s = from_tasklet(s, t, t);

	if (!in_softirq() || in_hardirq())
		atomic_fetch_add(&s->bad_ctx, 1);
	s->order[atomic_fetch_add(&s->n, 1) % 8] = atomic_fetch_add(&tl_seq, 1);
	if (atomic_load(&s->again) > 0) {
		atomic_fetch_sub(&s->again, 1);
		tasklet_schedule(t);
	}
	atomic_fetch_add(&s->runs, 1);
}

static void tl_func(unsigned long data)
{
	tl_callback(&((struct tl_state *)data)->t);
}

START_TEST(test_tasklets)
{
	static struct tl_state a, b;

	tasklet_setup(&a.t, tl_callback);
	tasklet_init(&b.t, tl_func, (unsigned long)&b);
	// Disabled: scheduled three times, it runs once, after the enable; b, scheduled later,
	// runs meanwhile.
	tasklet_disable(&a.t);
	for (int i = 0; i < 3; i++)
		tasklet_schedule(&a.t);
	tasklet_schedule(&b.t);
	wait_for(&b.runs, 1);
	usleep(20000);
	ck_assert_int_eq(atomic_load(&a.runs), 0);
	tasklet_enable(&a.t);
	wait_for(&a.runs, 1);
	tasklet_kill(&a.t);
	ck_assert_int_eq(atomic_load(&a.runs), 1);
	ck_assert_int_lt(b.order[0], a.order[0]);
	// Scheduling itself from its callback: it runs again; kill waits for all of it.
	atomic_store(&a.again, 2);
	tasklet_schedule(&a.t);
	wait_for(&a.runs, 4);
	tasklet_kill(&a.t);
	ck_assert_int_eq(atomic_load(&a.runs), 4);
	ck_assert_int_eq(atomic_load(&a.bad_ctx) + atomic_load(&b.bad_ctx), 0);
	ck_assert(in_task() && !in_softirq());
}
END_TEST

int main(void)
{
	return check_run(check_new_suite("irq", "irq", 60, { test_raise_runs_handler_once },
					 { test_raises_coalesce }, { test_disable_waits_and_masks },
					 { test_threaded_handler }, { test_shared_and_spurious },
					 { test_tasklets }));
}
