/* SPDX-License-Identifier: GPL-2.0-only */
/* Device models by name, for the programs that put one on the bus for a loaded driver to bind
 * (tcrypt and ukcrypto-selftest: --device NAME). */
#ifndef _UKC_MODELS_UKC_MODELS_H
#define _UKC_MODELS_UKC_MODELS_H

#ifdef __cplusplus
extern "C" {
#endif

/* Adds a device of the model @name ("virtio-crypto") with the model's defaults; a driver
 * registered for it binds now, or when it registers. 0, -ENOENT for a name no model has,
 * -ENOMEM. */
int ukc_model_add(const char *name);
/* Removes every device ukc_model_add() added, the last first (their drivers unbind). */
void ukc_model_remove_all(void);
/* The model names ukc_model_add() takes, comma-separated, for a usage line. */
const char *ukc_model_names(void);

#ifdef __cplusplus
}
#endif

#endif /* _UKC_MODELS_UKC_MODELS_H */
