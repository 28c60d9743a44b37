import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { ApiError, call, outageOf, staleCurrent, type CallOptions } from '../api';
import type { ResourceRegistry } from '../schema/registry';
import type { Endpoint, Operation } from '../schema/types';
import { formBody, listBody, pageArray } from './params';
import { changedFields, SeenVersions, versionBody, versionOf } from './versions';

function resolve(endpoint: Endpoint): Exclude<Endpoint, string> {
  return typeof endpoint === 'string' ? { path: endpoint } : endpoint;
}

interface Page<T> {
  list: T[];
  total: number;
  /** `total` is a lower bound: the server stopped counting there. */
  total_capped?: boolean;
}

type Row = RaRecord & Record<string, unknown>;

/**
 * What a write's `meta` may say: the call a row action names, and that the screen shows a stale
 * version's conflict itself (no message for it: see CallOptions.ownConflict).
 */
export interface WriteMeta {
  endpoint?: Endpoint;
  ownConflict?: boolean;
}

export interface ListAnswer {
  data: Row[];
  total: number;
  meta?: { totalCapped: true };
}

function listAnswer(page: Page<Row>): ListAnswer {
  return { data: page.list, total: page.total, ...(page.total_capped && { meta: { totalCapped: true as const } }) };
}

/** react-admin's data methods, and the start of a list call ahead of its screen. */
export type ConsoleDataProvider = DataProvider & {
  prefetchList: (resource: string, params: Partial<GetListParams>, taken?: (answer: ListAnswer) => boolean) => Promise<void> | undefined;
};

/**
 * react-admin's data methods over the operate API, driven by the declarations: an
 * operation a declaration leaves out rejects with a clear error instead of guessing.
 */
export function createDataProvider(registry: ResourceRegistry): ConsoleDataProvider {
  function endpoint(resource: string, operation: Operation) {
    const def = registry.get(resource);
    if (!def) throw new ApiError(-3, 'app.data.unknown_resource');
    const declared = def.endpoints[operation];
    if (!declared) throw new ApiError(-3, 'app.data.unsupported');
    return { def, ...resolve(declared) };
  }

  /** Calls an endpoint with its fixed params and encoding. */
  function send<T>(target: Exclude<Endpoint, string>, body: Record<string, unknown>, options: Pick<CallOptions, 'silent' | 'idempotent' | 'ownConflict'> = {}) {
    return call<T>(target.path, { ...body, ...target.params }, { json: target.json, ...options });
  }

  // A list page asked for before its screen mounts (prefetchList, on a cold load): the screen's
  // own call with the same body takes that answer instead of asking again. Kept until the first
  // list call of the page, however slow the load (a minute at most), and never when it failed
  // (the screen's call then reports the failure).
  const early = new Map<string, Promise<ListAnswer>>();
  const seen = new SeenVersions();
  const EARLY_KEPT_MS = 60_000;

  /** The record id under the name the call expects (`id` unless declared otherwise). */
  function idBody(target: Exclude<Endpoint, string>, id: RaRecord['id']) {
    return { [target.idParam ?? 'id']: id };
  }

  async function fetchList(resource: string, params: Partial<GetListParams>) {
    const answer = await readList(resource, params);
    seen.note(resource, answer.data);
    return answer;
  }

  async function readList(resource: string, params: Partial<GetListParams>) {
    const target = endpoint(resource, 'list');
    const { def } = target;
    if (def.listShape === 'array') {
      const rows = await send<Row[]>(target, { ...def.listParams });
      const searchable = def.fields.filter((f) => ['text', 'longText', 'phone'].includes(f.type)).map((f) => f.source);
      return pageArray(rows, params, searchable);
    }
    const body = listBody(def, params);
    const key = `${resource}\u0000${JSON.stringify(body)}`;
    const started = early.get(key);
    early.clear();
    const fetchPage = () => send<Page<Row>>(target, body).then(listAnswer);
    if (started) return started.catch(() => fetchPage());
    return fetchPage();
  }

  /**
   * Starts the list call a screen about to mount will make (see `early`). `taken` sees the answer
   * first: when it puts the answer where the screen will find it (true), the answer is not kept.
   * Answers when the answer is in, failed or not (undefined when nothing was started).
   */
  function prefetchList(resource: string, params: Partial<GetListParams>, taken?: (answer: ListAnswer) => boolean): Promise<void> | undefined {
    const target = endpoint(resource, 'list');
    if (target.def.listShape === 'array') return undefined;
    const body = listBody(target.def, params);
    const key = `${resource}\u0000${JSON.stringify(body)}`;
    const answer = send<Page<Row>>(target, body, { silent: true }).then(listAnswer);
    early.set(key, answer);
    setTimeout(() => early.delete(key), EARLY_KEPT_MS);
    return answer.then(
      (page) => void (taken?.(page) && early.get(key) === answer && early.delete(key)),
      () => void early.delete(key),
    );
  }

  async function getOne(resource: string, id: RaRecord['id']): Promise<Row> {
    const def = registry.get(resource);
    if (def?.endpoints.get) {
      const target = resolve(def.endpoints.get);
      const row = await send<Row>(target, idBody(target, id));
      seen.note(resource, [row]);
      return row;
    }
    // No detail call: the list call's `id` filter finds the record (docs/API.md, project additions).
    const { data } = await fetchList(resource, { filter: { id }, pagination: { page: 1, perPage: 1 } });
    if (!data[0]) throw new ApiError(2005, 'app.data.not_found');
    return data[0];
  }

  /**
   * Through the update call, or the call a row action names (`meta.endpoint`): of `data`, only what
   * differs from `previous` (the record as loaded), with the version it was loaded at.
   */
  async function update(resource: string, id: RaRecord['id'], data: Record<string, unknown>, previous: Record<string, unknown> | undefined, meta: WriteMeta | undefined): Promise<Row> {
    const def = registry.get(resource);
    const target = meta?.endpoint && def ? { def, ...resolve(meta.endpoint) } : endpoint(resource, 'update');
    const always = Object.fromEntries((target.always ?? []).filter((source) => source in data).map((source) => [source, data[source]]));
    const changes = { ...changedFields(data, previous), ...always };
    const version = versionOf(previous) ?? seen.get(resource, id);
    const row = await send<Row>(target, { ...formBody(target.def, changes, 'edit'), ...idBody(target, id), ...versionBody(version) }, { ownConflict: meta?.ownConflict });
    seen.note(resource, [row]);
    return row;
  }

  async function remove(resource: string, id: RaRecord['id'], previous: unknown, meta: WriteMeta | undefined): Promise<void> {
    const target = endpoint(resource, 'delete');
    await send(target, { ...idBody(target, id), ...versionBody(versionOf(previous) ?? seen.get(resource, id)) }, { ownConflict: meta?.ownConflict }).catch(noteCurrent(resource));
  }

  /** A refusal for a stale version tells the version now: a batch asked again goes on from it. */
  const noteCurrent = (resource: string) => (error: unknown) => {
    const current = staleCurrent(error);
    if (current) seen.note(resource, [current]);
    throw error;
  };

  return {
    prefetchList,

    getList: (resource, params) => fetchList(resource, params) as never,

    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),

    getMany: async (resource, params) => {
      // A record that cannot be read is left out, but not for an outage: the query asks again.
      const rows = await Promise.all(
        params.ids.map((id) =>
          getOne(resource, id).catch((error: unknown) => {
            if (outageOf(error)) throw error;
            return null;
          }),
        ),
      );
      return { data: rows.filter((row): row is Row => row !== null) as never };
    },

    getManyReference: (resource, params) =>
      fetchList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,

    create: async (resource, params) => {
      const target = endpoint(resource, 'create');
      // Saved again after a timeout, the same values carry the same key: one record however many tries.
      return { data: (await send<Row>(target, formBody(target.def, params.data as Record<string, unknown>, 'create'), { idempotent: true })) as never };
    },

    update: async (resource, params) => ({
      data: (await update(resource, params.id, params.data as Record<string, unknown>, params.previousData as Record<string, unknown> | undefined, params.meta as WriteMeta | undefined)) as never,
    }),

    // Given ids alone: each row's version as the lists last showed it.
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data as Record<string, unknown>, undefined, params.meta as WriteMeta | undefined)));
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      await remove(resource, params.id, params.previousData, params.meta as WriteMeta | undefined);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    deleteMany: async (resource, params) => {
      // One at a time, so that a refusal (2009) stops the batch at a known row.
      for (const id of params.ids) await remove(resource, id, undefined, params.meta as WriteMeta | undefined);
      return { data: params.ids };
    },
  };
}
