// Built by scripts/adminCatalogs.ts from ./adminBundle.
declare module 'virtual:admin-catalog/*' {
  const bundle: import('./adminBundle').AdminBundle;
  export default bundle;
}
