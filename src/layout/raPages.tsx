// react-admin's own pages for rare moments (a crash, a failed auth check, an auth callback),
// loaded on demand through ./raPagesOnDemand rather than with the first page.
export { AuthCallback, AuthenticationError, Error } from 'react-admin';
