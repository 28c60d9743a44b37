// What the field app's calls answer (docs/API.md "Field app").
import { z } from 'zod';
import { ClockRecord } from './records.js';
import { AT, count, dateTime, id, named } from './shapes.js';

const AppAccount = z.strictObject({ id: id(), account: z.string(), name: z.string(), company_id: id().nullable(), government_id: id().nullable() });

export const AppLogin = z.strictObject({
  token: z.string(),
  expires_at: dateTime(),
  account: AppAccount.extend({ company_name: z.string().nullable(), government_name: z.string().nullable() }),
});

export const AppMe = z.strictObject({ account: AppAccount, device_id: z.string(), staff: z.array(z.strictObject({ id: id(), name: z.string(), position: z.string() })) });

export const TrailBatch = z.strictObject({ accepted: count(), duplicates: count(), rejected: z.array(z.strictObject({ index: count(), field: z.string(), message: z.string() })) });

export const AppClock = ClockRecord;

export const AppInspection = named('AppInspection', z.strictObject({
  id: id(),
  client_id: z.string(),
  company_id: id(),
  check_point_id: id(),
  check_point_name: z.string(),
  staff_id: id().nullable(),
  status: z.enum(['normal', 'error']),
  content: z.string().nullable(),
  far: z.union([z.literal(0), z.literal(1)]),
  distance: z.number().nullable(),
  created_at: dateTime(),
}), { id: 5012, client_id: 'a3f1c9e2-round-0302-01', company_id: 12, check_point_id: 40, check_point_name: '1 号燃料库', staff_id: 31, status: 'error', content: '1 号燃料库：灭火器压力不合格，压力不足', far: 0, distance: 12.4, created_at: AT });

export const AppCheckPoint = z.strictObject({
  id: id(),
  company_id: id(),
  company_name: z.string(),
  name: z.string(),
  code: z.string(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  radius: z.number().int().positive(),
  items: z.array(z.strictObject({ id: id(), name: z.string(), standard: z.string() })),
});

const AppDevice = z.strictObject({ device_id: z.string(), device_name: z.string(), created_at: dateTime(), last_used_at: dateTime(), expires_at: dateTime() });
export const AccountDevices = z.strictObject({ id: id(), devices: z.array(AppDevice) });
export const DeviceEnded = z.strictObject({ id: id(), device_id: z.string(), ended: count() });
