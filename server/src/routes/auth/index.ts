// operate/auth/*: logging in (in steps), the session and its settings, and the system users.
import { accountSecurityCalls } from './account-security.js';
import { loginStepCalls } from './login-steps.js';
import { sessionCalls } from './session.js';
import { sessionManagementCalls } from './sessions.js';
import { systemUserCalls } from './system-users.js';

export const authCalls = [...sessionCalls, ...loginStepCalls, ...sessionManagementCalls, ...accountSecurityCalls, ...systemUserCalls];
