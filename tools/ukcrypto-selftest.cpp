// SPDX-License-Identifier: GPL-2.0-only
// tools/run's main job: register and self-test every built-in algorithm, instantiate the
// common templates, and print the /proc/crypto table with the self-test results.
#include <crypto/skcipher.h>
#include <crypto/ukcrypto.h>
#include <linux/crypto.h>
#include <linux/err.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

namespace {

// Template instances the kernel's users create at boot; each is built and self-tested here.
constexpr const char *selftest_instances[] = {"ecb(aes)", "cbc(aes)", "ctr(aes)"};

double ms_since(std::chrono::steady_clock::time_point t0)
{
	return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
		.count();
}

int selftest_instantiate(const char *name)
{
	struct crypto_skcipher *tfm = crypto_alloc_skcipher(name, 0, 0);

	if (IS_ERR(tfm)) {
		fprintf(stderr, "ukcrypto-selftest: %s: error %ld\n", name, PTR_ERR(tfm));
		return 1;
	}
	crypto_free_skcipher(tfm);
	return 0;
}

std::string read_all(size_t (*reader)(char *, size_t))
{
	std::string s(reader(nullptr, 0) + 1, '\0');
	s.resize(reader(s.data(), s.size()));
	return s;
}

size_t count_of(const std::string &text, const char *needle)
{
	size_t n = 0;
	for (size_t pos = text.find(needle); pos != std::string::npos; pos = text.find(needle, pos + 1))
		n++;
	return n;
}

} // namespace

int main()
{
	auto t0 = std::chrono::steady_clock::now();
	int err = crypto_init();
	double init_ms = ms_since(t0);

	t0 = std::chrono::steady_clock::now();
	int failures = err ? 1 : 0;
	for (const char *name : selftest_instances)
		failures += selftest_instantiate(name);
	double inst_ms = ms_since(t0);

	std::string proc = read_all(ukc_proc_crypto);
	fputs(proc.c_str(), stdout);
	std::string log = read_all(ukc_log_read);
	if (!log.empty())
		printf("--- log ---\n%s", log.c_str());
	size_t passed = count_of(proc, "selftest     : passed");
	size_t unknown = count_of(proc, "selftest     : unknown");
	printf("self-tests: built-in algorithms %.2f ms, template instances %.2f ms\n", init_ms, inst_ms);
	printf("%zu algorithms: %zu selftest passed, %zu unknown\n", passed + unknown, passed, unknown);
	return failures || unknown ? 1 : 0;
}
