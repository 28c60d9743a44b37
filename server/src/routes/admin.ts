// Every admin/* call: inspections and warnings, standing books, staff, check items and statistics.
import { inspectionCalls } from './admin-inspections.js';
import { staffCalls } from './admin-staff.js';
import { standingCalls } from './admin-standing.js';
import { statsCalls } from './admin-stats.js';

export const adminCalls = [...inspectionCalls, ...standingCalls, ...staffCalls, ...statsCalls];
