// SPDX-License-Identifier: GPL-2.0-only
// The cryptomgr: instantiating "template(arg,...)" names (parsing into attributes and running
// create()) and running each new algorithm's self-test, as 6.12's algboss.c.
#include <crypto/algapi.h>
#include <linux/err.h>
#include <linux/fips.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <pthread.h>

#include <atomic>
#include <cctype>
#include <chrono>
#include <cstring>
#include <memory>

#include "internal.h"
#include "registry.h"
#include "ukc_kernel.h"

namespace {

using ukc::probe_attr_alg;
using ukc::probe_attr_type;

struct probe_param {
	struct rtattr *tb[CRYPTO_MAX_ATTRS + 2];
	probe_attr_type type;
	probe_attr_alg attrs[CRYPTO_MAX_ATTRS];
	char tmpl_name[CRYPTO_MAX_ALG_NAME];
};

bool name_char(char c)
{
	return isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
}

// Skips one argument: a name, optionally followed by a balanced "(...)". Returns nullptr when
// the parentheses never close.
const char *skip_argument(const char *p)
{
	while (name_char(*p))
		p++;
	if (*p != '(')
		return p;
	int depth = 0;
	for (;;) {
		if (!*++p)
			return nullptr;
		if (*p == '(')
			depth++;
		else if (*p == ')' && !depth--)
			return p + 1;
	}
}

// Splits "tmpl(a,b(c))" into the template name and its arguments, as the kernel's
// cryptomgr does. Returns false for a malformed name.
bool parse_name(const char *name, probe_param *param)
{
	const char *p = name;
	while (name_char(*p))
		p++;
	size_t len = static_cast<size_t>(p - name);
	if (!len || *p != '(' || len >= CRYPTO_MAX_ALG_NAME)
		return false;
	memcpy(param->tmpl_name, name, len);

	for (int i = 0;; i++) {
		const char *arg = ++p;
		p = skip_argument(p);
		if (!p || p == arg || i >= CRYPTO_MAX_ATTRS)
			return false;
		len = static_cast<size_t>(p - arg);
		if (len >= CRYPTO_MAX_ALG_NAME)
			return false;
		param->attrs[i].attr.rta_len = sizeof(param->attrs[i]);
		param->attrs[i].attr.rta_type = CRYPTOA_ALG;
		memcpy(param->attrs[i].data.name, arg, len);
		param->tb[i + 1] = &param->attrs[i].attr;
		if (*p == ')')
			return p[1] == '\0';
		if (*p != ',')
			return false;
	}
}

struct probe_param_deleter {
	void operator()(probe_param *param) const { kfree(param); }
};

// Waiters look the name up again and find what @err says: the new instance's test larval,
// or the error.
void probe_complete(struct crypto_larval *larval, int err)
{
	larval->adult = ukc::err_ptr<struct crypto_alg>(err);
	ukc::alg_set_flags(&larval->alg, CRYPTO_ALG_DEAD);
	complete_all(&larval->completion);
}

} // namespace

// Instantiates the larval's name in the calling thread. Returns false when the name is not a
// template expression at all (the caller answers -ENOENT); otherwise the larval is completed
// with create()'s result.
bool ukc_probe_template(struct crypto_larval *larval)
{
	std::unique_ptr<probe_param, probe_param_deleter> param(
		static_cast<probe_param *>(kzalloc(sizeof(probe_param), GFP_KERNEL)));

	// 6.12's cryptomgr_schedule_probe() gives up silently here, and the lookup says -ENOENT;
	// out of memory is what happened, so that is what is answered.
	if (!param) {
		probe_complete(larval, -ENOMEM);
		return true;
	}
	if (!parse_name(larval->alg.cra_name, param.get()))
		return false;
	param->type.attr.rta_len = sizeof(param->type);
	param->type.attr.rta_type = CRYPTOA_TYPE;
	param->type.data.type = crypto_alg_flags(&larval->alg) &
				~(CRYPTO_ALG_TESTED | CRYPTO_ALG_LARVAL);
	param->type.data.mask = larval->mask & ~CRYPTO_ALG_TESTED;
	param->tb[0] = &param->type.attr;

	int err = -ENOENT;
	ukc::deferred_selftests tests;
	struct crypto_template *tmpl = crypto_lookup_template(param->tmpl_name);
	if (tmpl) {
		// -EAGAIN: an inner algorithm was replaced while we built on it; build again, as
		// 6.12's cryptomgr_probe() does.
		do
			err = tmpl->create(tmpl, param->tb);
		while (err == -EAGAIN);
	}
	// Only once the waiters are released is the instance tested, so its test cannot find
	// (and wait on) this request larval.
	probe_complete(larval, err);
	tests.run();
	return true;
}

// ---- the cryptomgr's tests: 6.12's cryptomgr_test(), run at registration ----

namespace {

thread_local ukc::deferred_selftests *current_deferral;

// The test larval whose test this thread runs (innermost), for ukc::selftest_subject_removed().
thread_local struct crypto_larval *current_test;

std::atomic<ukc::selftest_progress_fn> selftest_progress;

} // namespace

void ukc::set_selftest_progress(selftest_progress_fn fn)
{
	selftest_progress.store(fn);
}

// The algorithm's tests (testmgr), the program's progress hook if it set one, then the result
// recorded by the registry (while the larval still holds the algorithm).
void ukc::run_selftest(struct crypto_larval *larval)
{
	struct crypto_alg *alg = larval->adult;
	u32 type = crypto_alg_flags(alg) &
		   ~(CRYPTO_ALG_LARVAL | CRYPTO_ALG_DEAD | CRYPTO_ALG_TESTED);
	auto t0 = std::chrono::steady_clock::now();

	if (!larval->test_started) // start_test() claimed it already, under the mutex
		larval->test_started = true;
	struct crypto_larval *outer = current_test;
	current_test = larval;
	int err = alg_test(alg->cra_driver_name, alg->cra_name, type, CRYPTO_ALG_TESTED);
	current_test = outer;
	if (selftest_progress_fn progress = selftest_progress.load()) {
		std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() -
							       t0;
		progress(alg, err, ms.count());
	}
	ukc::alg_tested(larval, err);
}

bool ukc::selftest_subject_removed(const char *name)
{
	struct crypto_larval *larval = current_test;

	// The larval's reference keeps its adult readable until the test has ended.
	return larval && crypto_is_moribund(larval->adult) &&
	       !strcmp(name, larval->adult->cra_driver_name);
}

ukc::deferred_selftests::deferred_selftests() : outer_(current_deferral)
{
	current_deferral = this;
}

ukc::deferred_selftests::~deferred_selftests()
{
	run();
	current_deferral = outer_;
}

void ukc::deferred_selftests::run()
{
	while (struct crypto_larval *larval = head_) {
		head_ = larval->deferred_next;
		run_selftest(larval);
	}
}

void ukc::queue_selftest(struct crypto_larval *larval)
{
	if (!current_deferral) {
		run_selftest(larval);
		return;
	}
	larval->deferred_next = current_deferral->head_;
	current_deferral->head_ = larval;
}

// ---- deferred tests: 6.12's crypto_start_test(), run by the lookup that needs the result ----

namespace {

// Counts the forks this process descends from (in the child, single-threaded then).
std::atomic<unsigned int> test_fork_generation{ 0 };

void test_atfork_child()
{
	test_fork_generation.fetch_add(1, std::memory_order_relaxed);
}

[[gnu::constructor]] void test_install_fork_hook()
{
	pthread_atfork(nullptr, nullptr, test_atfork_child);
}

// What start_test() found @larval to be, under the mutex.
enum class test_claim_result {
	claimed, // the test is the calling thread's to run
	taken,	 // it runs in another thread of this process, or has ended
	dropped, // never to run: its algorithm was unregistered first
};

// A test begun by a thread of the parent before a fork is taken over: the child's waiters
// would otherwise wait for it until they time out.
test_claim_result test_claim(struct crypto_larval *larval)
{
	std::lock_guard<std::mutex> g(ukc::crypto_alg_mutex);

	if (crypto_is_dead(&larval->alg))
		return IS_ERR(larval->adult) ? test_claim_result::dropped
					     : test_claim_result::taken;
	if (ukc::test_running_locked(larval))
		return test_claim_result::taken;
	larval->test_started = true;
	larval->test_fork = test_fork_generation.load(std::memory_order_relaxed);
	return test_claim_result::claimed;
}

} // namespace

bool ukc::test_running_locked(const struct crypto_larval *larval)
{
	return larval->test_started &&
	       larval->test_fork == test_fork_generation.load(std::memory_order_relaxed);
}

bool ukc::start_test(struct crypto_larval *larval)
{
	test_claim_result r = test_claim(larval);

	if (r == test_claim_result::claimed)
		run_selftest(larval);
	return r != test_claim_result::dropped;
}

bool ukc::selftests_disabled()
{
	// cryptomgr.notests is not honoured in FIPS mode, as in 6.12's alg_test().
	if (fips_enabled || !ukc::testmgr_options().notests)
		return false;
	pr_info_once("alg: self-tests disabled\n");
	return true;
}
