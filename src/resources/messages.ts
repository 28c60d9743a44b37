import companies from './companies/messages';
import accounts from './accounts/messages';
import checkPoints from './checkPoints/messages';
import qrCodes from './qrCodes/messages';
import warnings from './warnings/messages';
import handling from './handling/messages';
import roles from './roles/messages';
import permissions from './permissions/messages';
import systemUsers from './systemUsers/messages';
import auditLog from './auditLog/messages';
import pickers from '../schema/definitions/referenceTargetMessages';
import type { Language } from '../i18n/languages';

type Messages = Record<Language, object>;

// Each resource folder owns its `resources.<name>` messages in zh, en and es.
const single: Record<string, Messages> = { companies, checkPoints, qrCodes, warnings, handling, roles, permissions, systemUsers, auditLog };
const grouped: Messages[] = [accounts, pickers];

export function resourceMessages(language: Language): { resources: Record<string, unknown> } {
  const resources: Record<string, unknown> = {};
  for (const [name, messages] of Object.entries(single)) resources[name] = messages[language];
  for (const messages of grouped) Object.assign(resources, messages[language]);
  return { resources };
}
