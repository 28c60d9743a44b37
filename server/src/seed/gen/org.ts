// Cities, governments, companies and their web/app accounts.
import { DISTRICTS, GOVERNMENTS, PROVINCES, type DistrictPlace } from '../data/regions.js';
import { type Rng, coord, dayStart, formatDateTime, landline, mobile, workingTime } from '../random.js';
import type { CompanyIndex, SeedContext } from './context.js';
import { CompanyNamer, creditCode, personName } from './identity.js';

const DAY_MS = 86_400_000;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The province / city / district tree; ids are the division codes. Codes already present are kept. */
export async function writeCities(ctx: SeedContext, existing: ReadonlySet<number>): Promise<void> {
  const w = ctx.writer;
  const add = (id: number, name: string, parent: number | null, level: 'province' | 'city' | 'district') => {
    w.reserve('cities', id);
    if (!existing.has(id)) w.push('cities', { id, name, parent_id: parent, level });
  };
  for (const province of PROVINCES) {
    add(province.code, province.name, null, 'province');
    for (const city of province.cities) {
      add(city.code, city.name, province.code, 'city');
      for (const district of city.districts) add(district.code, district.name, city.code, 'district');
    }
  }
  await w.flush();
}

function streetAddress(rng: Rng, place: DistrictPlace): string {
  return `${place.province.name}${place.city.name}${place.district.name}${rng.pick(place.district.roads)}${rng.int(1, 399)}号`;
}

/** A district for an office address: the division itself, else the first district under it (the capital). */
function districtOf(code: number): DistrictPlace {
  const found =
    DISTRICTS.find((d) => d.district.code === code) ??
    DISTRICTS.find((d) => d.city.code === code) ??
    DISTRICTS.find((d) => d.province.code === code);
  if (!found) throw new Error(`no district under ${code}`);
  return found;
}

export async function writeGovernments(ctx: SeedContext, rng: Rng): Promise<void> {
  const w = ctx.writer;
  const created = dayStart(ctx.now, -1200);
  for (const def of GOVERNMENTS) {
    const id = w.id('governments');
    const place = districtOf(def.cityCode);
    const createdAt = workingTime(rng, created, new Date(created.getTime() + 60 * DAY_MS));
    const parent = def.parent === null ? null : ctx.governments[def.parent]!.id;
    w.push('governments', {
      id,
      name: def.name,
      level: def.level,
      city_id: def.cityCode,
      parent_id: parent,
      contact: personName(rng),
      phone: landline(rng, place.city.areaCode),
      address: streetAddress(rng, place),
      created_at: formatDateTime(createdAt),
      updated_at: formatDateTime(workingTime(rng, createdAt, ctx.now)),
    });
    ctx.governments.push({ id, name: def.name, cityCode: def.cityCode });
    // A web account for the office and app accounts for its inspectors.
    const owner = `gov${pad(id, 3)}`;
    const apps = rng.int(1, 2);
    for (let n = 0; n <= apps; n++) {
      const at = formatDateTime(workingTime(rng, createdAt, ctx.now));
      w.push('accounts', {
        id: w.id('accounts'), company_id: null, government_id: id, type: n === 0 ? 'web' : 'app',
        account: n === 0 ? owner : `${owner}a${n}`, password_hash: ctx.passwordHash, name: personName(rng),
        phone: n === 0 ? landline(rng, place.city.areaCode) : mobile(rng), status: 1, created_at: at, updated_at: at,
      });
    }
  }
  await w.flush();
}

/** The most local government responsible for a district. */
function governmentFor(ctx: SeedContext, place: DistrictPlace): number {
  for (const code of [place.district.code, place.city.code, place.province.code]) {
    const index = ctx.governments.findIndex((g) => g.cityCode === code);
    if (index >= 0) return index;
  }
  return 0;
}

export async function writeCompanies(ctx: SeedContext, rng: Rng): Promise<void> {
  const w = ctx.writer;
  const { companies: count, detailed } = ctx.plan;
  const weights = DISTRICTS.map((d) => d.district.weight);
  const govOfDistrict = DISTRICTS.map((d) => governmentFor(ctx, d));
  const namer = new CompanyNamer();
  const index: CompanyIndex = {
    firstId: w.peekId('companies'),
    count,
    name: new Array<string>(count),
    address: new Array<string>(count),
    lng: new Float64Array(count),
    lat: new Float64Array(count),
    government: new Int32Array(count),
    createdAt: new Float64Array(count),
  };
  ctx.companies = index;
  const districtIndexes = DISTRICTS.map((_, i) => i);

  for (let i = 0; i < count; i++) {
    const di = rng.weighted(districtIndexes, weights);
    const place = DISTRICTS[di]!;
    const id = w.id('companies');
    const prefixes = [place.city.short, place.city.short, place.city.short, place.province.short];
    const name = namer.next(rng, prefixes, i);
    const address = streetAddress(rng, place);
    const lng = coord(place.district.lng + rng.normal() * 0.018);
    const lat = coord(place.district.lat + rng.normal() * 0.014);
    const createdAt = workingTime(rng, new Date(ctx.now.getTime() - 1100 * DAY_MS), new Date(ctx.now.getTime() - 200 * DAY_MS));
    const contact = personName(rng);
    const phone = mobile(rng);
    const gov = govOfDistrict[di]!;
    const updatedAt = workingTime(rng, createdAt, ctx.now);
    w.push('companies', {
      id,
      name,
      credit_code: creditCode(i, place.district.code),
      contact,
      phone,
      address,
      city_id: place.district.code,
      government_id: ctx.governments[gov]!.id,
      lng,
      lat,
      status: rng.chance(0.95) ? 1 : 0,
      created_at: formatDateTime(createdAt),
      updated_at: formatDateTime(updatedAt),
    });
    index.name[i] = name;
    index.address[i] = address;
    index.lng[i] = lng;
    index.lat[i] = lat;
    index.government[i] = gov;
    index.createdAt[i] = createdAt.getTime();

    // One web account per company; detailed companies also get a few app accounts.
    const owner = `qy${pad(id, 6)}`;
    const accountTime = formatDateTime(createdAt);
    w.push('accounts', {
      id: w.id('accounts'), company_id: id, government_id: null, type: 'web', account: owner,
      password_hash: ctx.passwordHash, name: contact, phone, status: 1, created_at: accountTime, updated_at: accountTime,
    });
    const apps = i < detailed ? rng.int(1, 3) : 0;
    for (let n = 1; n <= apps; n++) {
      const at = formatDateTime(workingTime(rng, createdAt, updatedAt));
      w.push('accounts', {
        id: w.id('accounts'), company_id: id, government_id: null, type: 'app', account: `${owner}a${n}`,
        password_hash: ctx.passwordHash, name: personName(rng), phone: mobile(rng), status: rng.chance(0.92) ? 1 : 0,
        created_at: at, updated_at: at,
      });
    }
    await w.flushIfDue();
  }
  await w.flush();
}
