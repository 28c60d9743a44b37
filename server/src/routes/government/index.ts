// operate/government/*: government bodies, the city tree and their accounts.
import { governmentAccountCalls } from './accounts.js';
import { governmentRecordCalls } from './governments.js';

export const governmentCalls = [...governmentRecordCalls, ...governmentAccountCalls];
