/* SPDX-License-Identifier: GPL-2.0-only */
/* Contenders served by a second process of the same benchmark, started with other settings
 * (the kernel's own modules in place of the library's drivers, which take the same names): their
 * requests run and are timed there, on bytes sent from here, taking turns with the local ones. */
#ifndef _UKC_ARCH_X86_BENCH_REMOTE_X86_H
#define _UKC_ARCH_X86_BENCH_REMOTE_X86_H

#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

#include "bench-x86.h"

// The server's side: a contender made from @spec (the program's own format) over @buf, or
// nullptr; and the answer line to any other command.
struct bench_remote_handler {
	std::unique_ptr<bench_op> (*open)(const std::string &spec, u8 *buf);
	std::string (*command)(const std::string &line);
};

class bench_remote {
public:
	bench_remote() = default;
	bench_remote(const bench_remote &) = delete;
	bench_remote &operator=(const bench_remote &) = delete;
	// Closes the pipes, which ends the server, and waits for it.
	~bench_remote();

	// Starts this program again as "PROGRAM --serve" (with --targets and --quick when this one
	// has them) with @env ("NAME=value") added to the environment. False when it could not be started.
	bool start(const std::vector<std::string> &env);

	// A contender there, made by the server's open() from @spec, whose run() sends the
	// first @len bytes of @buf and takes back what the server's contender left in its
	// buffer; nullptr when the server could not make it. Its name is the server's.
	std::unique_ptr<bench_op> open(const std::string &spec, u8 *buf, unsigned int len);

	// The server's answer to @line (one line, no newline), after its own printout.
	std::string call(const std::string &line);

	bool send(const void *p, size_t n);
	bool recv(void *p, size_t n);
	bool recv_line(std::string *line);

private:
	pid_t pid_ = -1;
	int to_ = -1, from_ = -1;
};

// The server's main loop, when argv[1] of the program is "--serve": reads commands on fd 3,
// answers on fd 4, until the other end closes. Returns the exit code.
int bench_remote_serve(const bench_remote_handler &h);

#endif /* _UKC_ARCH_X86_BENCH_REMOTE_X86_H */
