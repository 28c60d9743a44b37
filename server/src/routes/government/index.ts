// operate/government/*: the city tree and government accounts. The government records' calls
// are served from their definition (entities/governments.json) by the entity record calls.
import { governmentAccountCalls } from './accounts.js';
import { cityCalls } from './cities.js';

export const governmentCalls = [...cityCalls, ...governmentAccountCalls];
