// operate/app/*: the calls of the field app (docs/API.md, "Field app"), opened by app sessions only.
import { appSessionCalls } from './session.js';

export const appCalls = [...appSessionCalls];
