import { onDemand } from './onDemand';

// react-admin's pages for rare moments (a crash, a failed auth check, an auth callback) load
// when shown, not with the first page every user waits for.
const pages = () => import('../layout/raPages');
export const ErrorPage = onDemand(() => pages().then((m) => ({ default: m.Error })));
export const AuthenticationErrorPage = onDemand(() => pages().then((m) => ({ default: m.AuthenticationError })));
export const AuthCallbackPage = onDemand(() => pages().then((m) => ({ default: m.AuthCallback })));
