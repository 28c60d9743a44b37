// operate/app/*: the calls of the field app (docs/API.md, "Field app"), opened by app sessions only.
import { inspectionCalls } from './inspections.js';
import { appSessionCalls } from './session.js';
import { trailCalls } from './trails.js';

export const appCalls = [...appSessionCalls, ...trailCalls, ...inspectionCalls];
