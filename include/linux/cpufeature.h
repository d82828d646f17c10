/* SPDX-License-Identifier: GPL-2.0-only */
/* The architecture's CPU feature tests (<asm/cpufeature.h>), under the name generic code uses
 * for them: module_cpu_feature_match() and the feature names of this architecture. */
#ifndef _UKC_LINUX_CPUFEATURE_H
#define _UKC_LINUX_CPUFEATURE_H

#include <asm/cpufeature.h>
#include <linux/mod_devicetable.h>

#endif /* _UKC_LINUX_CPUFEATURE_H */
