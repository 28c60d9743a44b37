import type { ResourceDef } from './types';

/** Which screens and actions a declaration has: no endpoint (and no custom screen), no screen. */
export function screensOf(def: ResourceDef) {
  const custom = def.components ?? {};
  const canRead = !!(def.endpoints.get || def.endpoints.list);
  return {
    list: !!(def.endpoints.list || custom.list),
    show: !!custom.show || ((!!def.endpoints.get || (!!def.history && !!def.endpoints.list)) && def.fields.some((f) => f.show !== false)),
    edit: !!custom.edit || (!!def.endpoints.update && canRead && def.fields.some((f) => f.form !== false && f.edit !== false)),
    create: !!custom.create || (!!def.endpoints.create && def.fields.some((f) => f.form !== false && f.create !== false)),
    delete: !!def.endpoints.delete,
  };
}
