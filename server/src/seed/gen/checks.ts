// Check points (QR codes placed on site) and their check items.
import { CHECK_KINDS } from '../data/checks.js';
import { AREAS } from '../data/names.js';
import { type Rng, coord, formatDateTime, workingTime } from '../random.js';
import type { CheckPointIndex, SeedContext } from './context.js';

const DAY_MS = 86_400_000;

/** The item definitions of check point `index`, in their sort order. */
export function itemsOf(ctx: SeedContext, index: number) {
  const cp = ctx.checkPoints;
  const kind = CHECK_KINDS[cp.kind[index]!]!;
  const out = [];
  for (let j = 0; j < cp.items[index]!; j++) out.push(kind.items[(cp.offset[index]! + j) % kind.items.length]!);
  return out;
}

export async function writeCheckPoints(ctx: SeedContext, rng: Rng): Promise<void> {
  const w = ctx.writer;
  const companies = ctx.companies;
  const { detailed } = ctx.plan;
  // Sized for the most a company can get; trimmed views are taken at the end.
  const capacity = detailed * 9 + (companies.count - detailed) * 3;
  const company = new Int32Array(capacity);
  const kind = new Uint8Array(capacity);
  const offset = new Uint8Array(capacity);
  const items = new Uint8Array(capacity);
  const names: string[] = [];
  const companyFirst = new Int32Array(companies.count);
  const companyCount = new Uint16Array(companies.count);
  const kindIndexes = CHECK_KINDS.map((_, i) => i);
  let n = 0;

  for (let c = 0; c < companies.count; c++) {
    const companyId = companies.firstId + c;
    const isDetailed = c < detailed;
    const count = isDetailed ? rng.int(4, 9) : rng.int(2, 3);
    // A company's check points are all of different kinds.
    const kinds = rng.sample(kindIndexes, count);
    companyFirst[c] = n;
    companyCount[c] = count;
    const createdFrom = companies.createdAt[c]!;
    for (let k = 0; k < count; k++) {
      const id = w.id('check_points');
      const kindIndex = kinds[k]!;
      const def = CHECK_KINDS[kindIndex]!;
      const name = `${rng.pick(AREAS)}${def.name}`;
      const itemCount = isDetailed ? rng.int(3, 8) : rng.int(3, 4);
      const itemOffset = rng.int(0, def.items.length - 1);
      const createdAt = formatDateTime(workingTime(rng, new Date(createdFrom + DAY_MS), new Date(createdFrom + 60 * DAY_MS)));
      w.push('check_points', {
        id,
        company_id: companyId,
        name,
        code: `CP-${String(companyId).padStart(6, '0')}-${String(k + 1).padStart(2, '0')}-${rng.token(6)}`,
        lng: coord(companies.lng[c]! + rng.float(-0.003, 0.003)),
        lat: coord(companies.lat[c]! + rng.float(-0.0025, 0.0025)),
        created_at: createdAt,
      });
      for (let j = 0; j < itemCount; j++) {
        const item = def.items[(itemOffset + j) % def.items.length]!;
        w.push('check_items', { id: w.id('check_items'), check_point_id: id, name: item.name, standard: item.standard, sort: j + 1 });
      }
      company[n] = c;
      kind[n] = kindIndex;
      offset[n] = itemOffset;
      items[n] = itemCount;
      names.push(name);
      n++;
    }
    await w.flushIfDue();
  }
  await w.flush();

  const index: CheckPointIndex = {
    firstId: ctx.writer.peekId('check_points') - n,
    count: n,
    company: company.subarray(0, n),
    kind: kind.subarray(0, n),
    offset: offset.subarray(0, n),
    items: items.subarray(0, n),
    name: names,
    companyFirst,
    companyCount,
  };
  ctx.checkPoints = index;
}
