// Every admin/* call: inspections and warnings, standing books, staff, check items and statistics.
import { inspectionCalls } from './inspections.js';
import { staffCalls } from './staff.js';
import { standingCalls } from './standing.js';
import { statsCalls } from './stats.js';

export const adminCalls = [...inspectionCalls, ...standingCalls, ...staffCalls, ...statsCalls];
