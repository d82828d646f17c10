// SPDX-License-Identifier: GPL-2.0-only
// Instantiating "template(arg,...)" names: parsing into attributes and running create().
#include <crypto/algapi.h>
#include <linux/err.h>
#include <linux/slab.h>
#include <linux/string.h>

#include <cctype>
#include <cstring>
#include <memory>

#include "internal.h"
#include "registry.h"

namespace {

// Each attribute keeps netlink's layout: the rtattr header, then its payload.
struct probe_attr_alg {
	struct rtattr attr;
	struct crypto_attr_alg data;
};

struct probe_attr_type {
	struct rtattr attr;
	struct crypto_attr_type data;
};

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
	void operator()(probe_param *param) const
	{
		kfree(param);
	}
};

// Waiters look the name up again and find what @err says: the new instance's test larval,
// or the error.
void probe_complete(struct crypto_larval *larval, int err)
{
	larval->adult = static_cast<struct crypto_alg *>(ERR_PTR(err));
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
	param->type.data.type = crypto_alg_flags(&larval->alg) & ~(CRYPTO_ALG_TESTED | CRYPTO_ALG_LARVAL);
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

extern "C" struct crypto_attr_type *crypto_get_attr_type(struct rtattr **tb)
{
	struct rtattr *rta = tb[0];

	if (!rta)
		return static_cast<struct crypto_attr_type *>(ERR_PTR(-ENOENT));
	if (rta->rta_len < sizeof(probe_attr_type) || rta->rta_type != CRYPTOA_TYPE)
		return static_cast<struct crypto_attr_type *>(ERR_PTR(-EINVAL));
	return &reinterpret_cast<probe_attr_type *>(rta)->data;
}

extern "C" int crypto_check_attr_type(struct rtattr **tb, u32 type, u32 *mask_ret)
{
	struct crypto_attr_type *algt = crypto_get_attr_type(tb);

	if (IS_ERR(algt))
		return static_cast<int>(PTR_ERR(algt));
	if ((algt->type ^ type) & algt->mask)
		return -EINVAL;
	*mask_ret = crypto_algt_inherited_mask(algt);
	return 0;
}

extern "C" const char *crypto_attr_alg_name(struct rtattr *rta)
{
	if (!rta)
		return static_cast<const char *>(ERR_PTR(-ENOENT));
	if (rta->rta_len < sizeof(probe_attr_alg) || rta->rta_type != CRYPTOA_ALG)
		return static_cast<const char *>(ERR_PTR(-EINVAL));
	return reinterpret_cast<probe_attr_alg *>(rta)->data.name;
}

extern "C" int crypto_inst_setname(struct crypto_instance *inst, const char *name,
				   struct crypto_alg *alg)
{
	if (snprintf(inst->alg.cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", name, alg->cra_name) >=
	    CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	if (snprintf(inst->alg.cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", name,
		     alg->cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}

// ---- request queues, for drivers that complete asynchronously ----

extern "C" void crypto_init_queue(struct crypto_queue *queue, unsigned int max_qlen)
{
	INIT_LIST_HEAD(&queue->list);
	queue->backlog = &queue->list;
	queue->qlen = 0;
	queue->max_qlen = max_qlen;
}

extern "C" int crypto_enqueue_request(struct crypto_queue *queue,
				      struct crypto_async_request *request)
{
	int err = -EINPROGRESS;

	if (unlikely(queue->qlen >= queue->max_qlen)) {
		if (!(request->flags & CRYPTO_TFM_REQ_MAY_BACKLOG))
			return -ENOSPC;
		err = -EBUSY;
		if (queue->backlog == &queue->list)
			queue->backlog = &request->list;
	}
	queue->qlen++;
	list_add_tail(&request->list, &queue->list);
	return err;
}

extern "C" void crypto_enqueue_request_head(struct crypto_queue *queue,
					    struct crypto_async_request *request)
{
	if (unlikely(queue->qlen >= queue->max_qlen))
		queue->backlog = queue->backlog->prev;
	queue->qlen++;
	list_add(&request->list, &queue->list);
}

extern "C" struct crypto_async_request *crypto_dequeue_request(struct crypto_queue *queue)
{
	if (unlikely(!queue->qlen))
		return nullptr;
	queue->qlen--;
	if (queue->backlog != &queue->list)
		queue->backlog = queue->backlog->next;
	struct list_head *request = queue->list.next;
	list_del_init(request);
	return list_entry(request, struct crypto_async_request, list);
}
