// operate/entity/*: entity definitions (the records of each entity are served from its definition).
export { definitionCalls } from './definitions.js';
export { definitionSaveAllCalls } from './save-all.js';
export { draftCalls } from './drafts.js';
export { referenceOptionCalls } from './reference-options.js';
export { definitionVersionCalls } from './versions.js';
