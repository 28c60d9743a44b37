export { createTestContext, ADMIN_PASSWORD, TEST_PASSWORD_HASH_COST, type TestContext, type TestUser, type CallOptions } from './context.js';
export { dataOf, fieldsOf, encodeForm, type Envelope } from './encode.js';
export { insertAccount, insertCityTree, insertCompany, insertGovernment, type CityTree } from './fixtures.js';
export { callsUnder, defineAccessTests } from './access.js';
export { captureLog, type CapturedLog } from './log.js';
