// SPDX-License-Identifier: GPL-2.0-only
// current: the calling thread as the kernel's task_struct shows it to a driver (its name and ids).
#include <linux/sched.h>

#include <sys/prctl.h>
#include <unistd.h>

extern "C" struct task_struct *get_current(void)
{
	static thread_local struct task_struct task;

	// Read afresh each time: the thread may have been renamed (PR_SET_NAME), or be the child
	// of a fork() since the last call. PR_GET_NAME fills TASK_COMM_LEN bytes, NUL included.
	task.pid = gettid();
	task.tgid = getpid();
	if (prctl(PR_GET_NAME, task.comm, 0, 0, 0))
		task.comm[0] = '\0';
	return &task;
}
