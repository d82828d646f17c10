// SPDX-License-Identifier: GPL-2.0-only
// A second process of the benchmark serving contenders over two pipes: one line a command.
#include "bench-remote-x86.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>

extern char **environ;

namespace {

constexpr int bench_remote_in = 3, bench_remote_out = 4; // the server's ends
constexpr unsigned int bench_remote_max_len = 65536;	 // the server's buffer

bool remote_write_all(int fd, const void *p, size_t n)
{
	const char *c = static_cast<const char *>(p);

	while (n) {
		ssize_t w = write(fd, c, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		c += w;
		n -= static_cast<size_t>(w);
	}
	return true;
}

bool remote_read_all(int fd, void *p, size_t n)
{
	char *c = static_cast<char *>(p);

	while (n) {
		ssize_t r = read(fd, c, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		c += r;
		n -= static_cast<size_t>(r);
	}
	return true;
}

// A line, byte by byte: the commands are few and short, the data follows them unbuffered.
bool remote_read_line(int fd, std::string *line)
{
	char c;

	line->clear();
	while (remote_read_all(fd, &c, 1)) {
		if (c == '\n')
			return true;
		*line += c;
	}
	return false;
}

bool remote_write_line(int fd, const std::string &line)
{
	std::string l = line + "\n";

	return remote_write_all(fd, l.data(), l.size());
}

// The client's end of a server's contender @id.
struct remote_op : bench_op {
	bench_remote *remote;
	std::string id;
	u8 *buf;
	unsigned int len;

	remote_op(bench_remote *r, std::string i, u8 *b, unsigned int n)
		: remote(r), id(std::move(i)), buf(b), len(n)
	{
	}
	~remote_op() override { remote->call("close " + id); }
	remote_op(const remote_op &) = delete;
	remote_op &operator=(const remote_op &) = delete;

	void run(int iters) override
	{
		std::string cmd = "data " + id + " " + std::to_string(iters) + " " +
				  std::to_string(len) + "\n";
		if (!remote->send(cmd.data(), cmd.size()) || !remote->send(buf, len) ||
		    !remote->recv(buf, len))
			err |= 1;
	}
	double timed_run(int iters) override
	{
		std::string r = remote->call("time " + id + " " + std::to_string(iters));
		char *end;
		double t = strtod(r.c_str(), &end);
		if (end == r.c_str())
			err |= 1;
		return t;
	}
};

} // namespace

bool bench_remote::send(const void *p, size_t n)
{
	return remote_write_all(to_, p, n);
}

bool bench_remote::recv(void *p, size_t n)
{
	return remote_read_all(from_, p, n);
}

bool bench_remote::recv_line(std::string *line)
{
	return remote_read_line(from_, line);
}

bool bench_remote::start(const std::vector<std::string> &env)
{
	int down[2], up[2];

	// Close-on-exec, so that a second server does not hold the first one's pipes open (it
	// would never see the end of its commands). An end that already has the number it is
	// given in the server keeps the flag through the dup2, so it is cleared there: the
	// client closes that end once the server is started.
	if (pipe2(down, O_CLOEXEC) || pipe2(up, O_CLOEXEC))
		return false;
	for (int fd : { down[0], up[1] })
		if (fd == bench_remote_in || fd == bench_remote_out)
			fcntl(fd, F_SETFD, 0);
	std::vector<std::string> vars(env);
	for (char **e = environ; *e; e++)
		vars.emplace_back(*e); // after @env: the first of a name is the one getenv() sees
	std::vector<char *> envp;
	for (std::string &v : vars)
		envp.push_back(v.data());
	envp.push_back(nullptr);
	// The server takes the options given here: it prints target lines too, or runs short.
	char self[] = "/proc/self/exe", serve[] = "--serve", targets[] = "--targets",
	     quick[] = "--quick";
	std::vector<char *> argv = { self, serve };
	if (bench_opts.targets)
		argv.push_back(targets);
	if (bench_opts.quick)
		argv.push_back(quick);
	argv.push_back(nullptr);
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, down[0], bench_remote_in);
	posix_spawn_file_actions_adddup2(&fa, up[1], bench_remote_out);
	int err = posix_spawn(&pid_, self, &fa, nullptr, argv.data(), envp.data());
	posix_spawn_file_actions_destroy(&fa);
	close(down[0]);
	close(up[1]);
	to_ = down[1];
	from_ = up[0];
	if (err)
		pid_ = -1;
	return !err;
}

bench_remote::~bench_remote()
{
	if (to_ >= 0)
		close(to_);
	if (from_ >= 0)
		close(from_);
	if (pid_ > 0)
		waitpid(pid_, nullptr, 0);
}

std::string bench_remote::call(const std::string &line)
{
	std::string answer;

	fflush(stdout); // the server's printout follows ours
	if (!remote_write_line(to_, line) || !recv_line(&answer))
		return "";
	return answer;
}

std::unique_ptr<bench_op> bench_remote::open(const std::string &spec, u8 *buf, unsigned int len)
{
	std::string r = call("open " + spec);

	if (r.compare(0, 3, "ok ") || len > bench_remote_max_len)
		return nullptr;
	size_t sp = r.find(' ', 3);
	auto op = std::make_unique<remote_op>(this, r.substr(3, sp - 3), buf, len);
	op->name = sp == std::string::npos ? "" : r.substr(sp + 1);
	return op;
}

namespace {

struct remote_server {
	const bench_remote_handler &h;
	std::map<unsigned long, std::unique_ptr<bench_op>> ops;
	unsigned long next = 1;
	u8 *buf = static_cast<u8 *>(aligned_alloc(4096, bench_remote_max_len));

	explicit remote_server(const bench_remote_handler &handler) : h(handler) {}
	~remote_server() { free(buf); }
	remote_server(const remote_server &) = delete;
	remote_server &operator=(const remote_server &) = delete;

	bench_op *find(const char *id)
	{
		auto it = ops.find(strtoul(id, nullptr, 10));
		return it == ops.end() ? nullptr : it->second.get();
	}

	// One command; false when the pipes broke.
	bool serve(const std::string &line)
	{
		unsigned long id;
		int iters;
		unsigned int len;

		if (!line.compare(0, 5, "open ")) {
			std::unique_ptr<bench_op> op = h.open(line.substr(5), buf);
			if (!op)
				return remote_write_line(bench_remote_out, "err");
			std::string r = "ok " + std::to_string(next) + " " + op->name;
			ops[next++] = std::move(op);
			return remote_write_line(bench_remote_out, r);
		}
		if (sscanf(line.c_str(), "data %lu %d %u", &id, &iters, &len) == 3) {
			bench_op *op = find(line.c_str() + 5);
			if (!op || len > bench_remote_max_len ||
			    !remote_read_all(bench_remote_in, buf, len))
				return false;
			op->run(iters);
			return remote_write_all(bench_remote_out, buf, len);
		}
		if (sscanf(line.c_str(), "time %lu %d", &id, &iters) == 2) {
			bench_op *op = find(line.c_str() + 5);
			char t[64];
			snprintf(t, sizeof(t), "%a", op ? op->timed_run(iters) : -1.0);
			return remote_write_line(bench_remote_out, t);
		}
		if (sscanf(line.c_str(), "close %lu", &id) == 1) {
			ops.erase(id);
			return remote_write_line(bench_remote_out, "ok");
		}
		std::string r = h.command(line);
		fflush(stdout);
		return remote_write_line(bench_remote_out, r);
	}
};

} // namespace

int bench_remote_serve(const bench_remote_handler &h)
{
	remote_server s(h);
	std::string line;

	while (remote_read_line(bench_remote_in, &line))
		if (!s.serve(line))
			return 1;
	return 0;
}
