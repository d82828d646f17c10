// SPDX-License-Identifier: GPL-2.0-only
// Interrupt lines (6.12's kernel/irq/manage.c as a driver sees it): a device model raises a
// line, the line's own thread runs its handlers in hard-irq context and then, for
// IRQ_WAKE_THREAD, the threaded handlers; masking, synchronizing and freeing wait for a running
// handler as 6.12's do.
#include <linux/interrupt.h>
#include <linux/kernel.h>

#include <cerrno>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "ukc_irq.h"
#include "ukc_kernel.h"

namespace {

thread_local int irq_context;

struct irq_action {
	irq_handler_t handler;
	irq_handler_t thread_fn;
	unsigned long flags;
	const char *name;
	void *dev_id;
};

struct irq_line {
	std::mutex lock;
	std::condition_variable cv;
	std::vector<irq_action> actions;
	int depth = 0;
	bool pending = false;
	bool running = false;
	bool stop = false;
	unsigned long count = 0;
	unsigned long spurious = 0;
	std::thread thread;
};

struct irq_table {
	std::mutex lock;
	std::map<unsigned int, irq_line *> lines;
	unsigned int next = 1;
};

irq_table &irqs()
{
	static irq_table *t = new irq_table;
	return *t;
}

irq_line *irq_find(unsigned int irq)
{
	std::lock_guard<std::mutex> g(irqs().lock);
	auto it = irqs().lines.find(irq);
	return it == irqs().lines.end() ? nullptr : it->second;
}

// One raise: the hard handlers, then the threaded ones they woke (in task context, as 6.12's
// irq threads are).
bool irq_run(int irq, const std::vector<irq_action> &actions)
{
	bool handled = false;

	for (const auto &a : actions) {
		irq_context = 1;
		irqreturn_t ret = a.handler(irq, a.dev_id);
		irq_context = 0;
		if ((ret & IRQ_WAKE_THREAD) && a.thread_fn)
			ret = a.thread_fn(irq, a.dev_id);
		handled |= ret != IRQ_NONE;
	}
	return handled;
}

void irq_thread(unsigned int irq, irq_line *line)
{
	std::unique_lock<std::mutex> l(line->lock);
	for (;;) {
		line->cv.wait(l, [line] { return line->stop || (line->pending && !line->depth); });
		if (line->stop)
			return;
		line->pending = false;
		line->running = true;
		std::vector<irq_action> actions = line->actions;
		l.unlock();
		bool handled = irq_run(static_cast<int>(irq), actions);
		l.lock();
		line->running = false;
		(handled ? line->count : line->spurious)++;
		line->cv.notify_all();
	}
}

// Waits for the line's handlers to finish, unless called from them (6.12 would deadlock).
void irq_wait_idle(irq_line *line, std::unique_lock<std::mutex> &l)
{
	if (std::this_thread::get_id() == line->thread.get_id()) {
		WARN(1, "waiting for an interrupt handler from the handler itself\n");
		return;
	}
	line->cv.wait(l, [line] { return !line->running; });
}

unsigned long irq_stat(unsigned int irq, unsigned long irq_line::*field)
{
	irq_line *line = irq_find(irq);
	if (!line)
		return 0;
	std::lock_guard<std::mutex> g(line->lock);
	return line->*field;
}

} // namespace

void ukc::irq_context_set(int context)
{
	irq_context = context;
}

extern "C" {

int ukc_irq_context(void)
{
	return irq_context;
}

int ukc_irq_alloc(void)
{
	auto *line = new (std::nothrow) irq_line;
	if (!line)
		return -ENOMEM;
	std::lock_guard<std::mutex> g(irqs().lock);
	unsigned int irq = irqs().next++;
	irqs().lines[irq] = line;
	line->thread = std::thread(irq_thread, irq, line);
	return static_cast<int>(irq);
}

int ukc_irq_release(unsigned int irq)
{
	irq_line *line = irq_find(irq);
	if (!line)
		return -EINVAL;
	{
		std::lock_guard<std::mutex> g(line->lock);
		if (!line->actions.empty())
			return -EBUSY;
		line->stop = true;
		line->cv.notify_all();
	}
	line->thread.join();
	{
		std::lock_guard<std::mutex> g(irqs().lock);
		irqs().lines.erase(irq);
	}
	delete line;
	return 0;
}

int ukc_irq_raise(unsigned int irq)
{
	irq_line *line = irq_find(irq);
	if (!line)
		return -EINVAL;
	std::lock_guard<std::mutex> g(line->lock);
	line->pending = true;
	line->cv.notify_all();
	return 0;
}

unsigned long ukc_irq_count(unsigned int irq)
{
	return irq_stat(irq, &irq_line::count);
}

unsigned long ukc_irq_spurious(unsigned int irq)
{
	return irq_stat(irq, &irq_line::spurious);
}

int request_threaded_irq(unsigned int irq, irq_handler_t handler, irq_handler_t thread_fn,
			 unsigned long flags, const char *name, void *dev_id)
{
	irq_line *line = irq_find(irq);
	if (!line || !handler)
		return -EINVAL;
	if ((flags & IRQF_SHARED) && !dev_id)
		return -EINVAL;
	std::lock_guard<std::mutex> g(line->lock);
	for (const auto &a : line->actions)
		if (!(a.flags & flags & IRQF_SHARED))
			return -EBUSY;
	line->actions.push_back({ handler, thread_fn, flags, name, dev_id });
	return 0;
}

const void *free_irq(unsigned int irq, void *dev_id)
{
	irq_line *line = irq_find(irq);
	if (line) {
		std::unique_lock<std::mutex> l(line->lock);
		irq_wait_idle(line, l);
		for (auto it = line->actions.begin(); it != line->actions.end(); ++it)
			if (it->dev_id == dev_id) {
				const char *name = it->name;
				line->actions.erase(it);
				return name;
			}
	}
	WARN(1, "Trying to free already-free IRQ %u\n", irq);
	return nullptr;
}

void disable_irq_nosync(unsigned int irq)
{
	irq_line *line = irq_find(irq);
	if (!line)
		return;
	std::lock_guard<std::mutex> g(line->lock);
	line->depth++;
}

void disable_irq(unsigned int irq)
{
	irq_line *line = irq_find(irq);
	if (!line)
		return;
	std::unique_lock<std::mutex> l(line->lock);
	line->depth++;
	irq_wait_idle(line, l);
}

void enable_irq(unsigned int irq)
{
	irq_line *line = irq_find(irq);
	if (!line)
		return;
	std::lock_guard<std::mutex> g(line->lock);
	if (!line->depth) {
		WARN(1, "Unbalanced enable for IRQ %u\n", irq);
		return;
	}
	if (!--line->depth)
		line->cv.notify_all();
}

void synchronize_irq(unsigned int irq)
{
	irq_line *line = irq_find(irq);
	if (!line)
		return;
	std::unique_lock<std::mutex> l(line->lock);
	irq_wait_idle(line, l);
}

} // extern "C"
