// operate/company/*: companies, their check points (QR codes) and their web and app accounts, and the phones app accounts are signed in on.
import { accountDeviceCalls } from './account-devices.js';
import { companyAccountCalls } from './accounts.js';
import { checkPointCalls } from './check-points.js';
import { companyRecordCalls } from './companies.js';
import { companyList } from './company-list.js';

export const companyCalls = [companyList, ...companyRecordCalls, ...checkPointCalls, ...companyAccountCalls, ...accountDeviceCalls];
