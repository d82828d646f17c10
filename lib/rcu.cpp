// SPDX-License-Identifier: GPL-2.0-only
// liburcu behind ukc_rcu_* (<linux/rcupdate.h>): the only file that includes urcu, so its
// macros rename nothing else; for the same reason it does not include rcupdate.h itself.
#include <pthread.h>
#include <urcu/urcu-memb.h>

namespace {

// urcu-memb readers must be registered; do it lazily per thread and undo it at thread exit.
struct rcu_thread_registration {
	bool registered = false;
	~rcu_thread_registration()
	{
		if (registered)
			urcu_memb_unregister_thread();
	}
	void ensure()
	{
		if (!registered) {
			urcu_memb_register_thread();
			registered = true;
		}
	}
};

thread_local rcu_thread_registration rcu_reg;

// A fork (Check runs each test in a child) must not copy liburcu's locks mid-operation.
void rcu_before_fork()
{
	urcu_memb_call_rcu_before_fork();
}
void rcu_after_fork_parent()
{
	urcu_memb_call_rcu_after_fork_parent();
}
void rcu_after_fork_child()
{
	urcu_memb_call_rcu_after_fork_child();
}

[[gnu::constructor]] void rcu_install_fork_hooks()
{
	pthread_atfork(rcu_before_fork, rcu_after_fork_parent, rcu_after_fork_child);
}

} // namespace

extern "C" void ukc_rcu_read_lock(void)
{
	rcu_reg.ensure();
	urcu_memb_read_lock();
}

extern "C" void ukc_rcu_read_unlock(void)
{
	urcu_memb_read_unlock();
}

extern "C" void ukc_synchronize_rcu(void)
{
	urcu_memb_synchronize_rcu();
}
